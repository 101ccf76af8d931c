import { defineConfig } from 'astro/config';
import node from '@astrojs/node';

export default defineConfig({
  // Every career page is rendered on request: the listing and the jobs change all day.
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  // The board's path routing writes /careers/, /careers/page/2/, /careers/jobs/<slug>/.
  trailingSlash: 'always',
  vite: {
    // Lit's server renderer runs from node_modules, as Node loads it, not bundled.
    ssr: { external: ['job-board-element', '@lit-labs/ssr', 'parse5', 'sanitize-html'] },
  },
});
