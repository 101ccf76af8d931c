/**
 * The script-tag build, `dist/cdn/job-board.js`: minified, Lit bundled; DOMPurify, which only the
 * detail view needs, in a lazily loaded chunk beside it. `npm run build` makes it, and so does
 * `npm test` before the browser tests, so the strict-CSP test runs the bundle a site ships.
 */
import { build } from 'vite';
import { minifyCssLiterals } from './minify-css-literals.js';

export async function buildScriptTagBundle({ quiet = false } = {}): Promise<void> {
  await build({
    configFile: false,
    logLevel: quiet ? 'warn' : 'info',
    plugins: [minifyCssLiterals()],
    build: {
      outDir: 'dist/cdn',
      emptyOutDir: true,
      target: 'es2021',
      sourcemap: 'hidden',
      // Library mode: no module-preload helper around the sanitiser's dynamic import. Vite leaves
      // library-mode ES output unminified, so the bundler's own minifier is asked for explicitly.
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'job-board.js' },
      rollupOptions: { output: { minify: true, chunkFileNames: '[name]-[hash].js' } },
    },
  });
}
