import type { NextConfig } from 'next';

const config: NextConfig = {
  // The board's path routing writes /careers/, /careers/page/2/, /careers/jobs/<slug>/.
  trailingSlash: true,
  // The server render runs Lit's server renderer from node_modules, as Node loads it, not bundled.
  serverExternalPackages: ['job-board-element', '@lit-labs/ssr', 'parse5', 'sanitize-html'],
};

export default config;
