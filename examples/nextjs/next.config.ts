import type { NextConfig } from 'next';

const config: NextConfig = {
  // The board's path routing writes /careers/, /careers/page/2/, /careers/jobs/<slug>/.
  trailingSlash: true,
  // Lit's server renderer and the sanitiser run from node_modules, as Node loads them. Not
  // job-board-element itself: bundled, its React components share the app's React.
  serverExternalPackages: ['@lit-labs/ssr', 'parse5', 'sanitize-html'],
};

export default config;
