/**
 * The script-tag build, `dist/cdn/job-board.js`: Lit bundled, minified the way Lit's production
 * guide says (lit.dev/docs/tools/production): template literals' HTML and CSS minified by Lit's
 * own plugin (lightningcss for the CSS), then terser with extra compress passes. Code only some
 * visitors need (the detail view, the sanitiser, other languages' texts) sits in lazily loaded
 * chunks beside the entry. `npm run build` makes it, and so does `npm test` before the browser
 * tests, so the strict-CSP and size tests run the bundle a site ships.
 */
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { build, type Plugin } from 'vite';

/**
 * The browsers the README supports: Chrome/Edge 111+, Firefox 121+, Safari 16.2+. Named exactly
 * (not 'es2021'), so syntax they all run, such as `#private` class members, is kept as written
 * (and terser shortens the names) instead of being rewritten into WeakMap helpers.
 */
const JS_TARGETS = ['chrome111', 'edge111', 'firefox121', 'safari16.2'];
/** The same browsers, as lightningcss reads them. */
const CSS_TARGETS = { chrome: 111 << 16, firefox: 121 << 16, safari: (16 << 16) | (2 << 8) };

export async function buildScriptTagBundle({ quiet = false } = {}): Promise<void> {
  await build({
    configFile: false,
    logLevel: quiet ? 'warn' : 'info',
    plugins: [
      {
        // Before TypeScript is stripped, so the plugin sees the literals as written.
        ...(minifyHtmlLiterals({
          include: ['src/**/*.ts'],
          // A template the minifier cannot read is a build error, never a silently larger bundle.
          failOnError: true,
          options: { minifyOptions: { minifyCSS: { minify: true, targets: CSS_TARGETS } } },
        }) as unknown as Plugin),
        enforce: 'pre',
      },
    ],
    build: {
      outDir: 'dist/cdn',
      emptyOutDir: true,
      target: JS_TARGETS,
      sourcemap: 'hidden',
      minify: 'terser',
      terserOptions: {
        ecma: 2021,
        module: true,
        compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true },
        format: { comments: false },
      },
      // Library mode: no module-preload helper around the lazy chunks' dynamic imports.
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'job-board.js' },
      // 'allow-extension': code the entry and a lazy chunk share stays in the entry, which loads it
      // anyway, instead of a third file the entry would import before it can run.
      rollupOptions: { preserveEntrySignatures: 'allow-extension', output: { chunkFileNames: '[name]-[hash].js' } },
    },
  });
}
