/**
 * The script-tag build, `dist/cdn/job-board.js`: the one entry, which does everything the npm
 * build does (every routing mode, `base-path`, the takeover of a prerendered page without a
 * request), with no build-time switches. Lit bundled, minified the way Lit's production
 * guide says (lit.dev/docs/tools/production): template literals' HTML and CSS minified by Lit's
 * own plugin (lightningcss for the CSS), then terser. Code only some visitors need (the detail
 * view and its sanitiser, whole-board mode, other languages' texts) sits in lazily
 * loaded chunks beside the entry. `npm run build` makes it, and so does `npm test` before the
 * browser tests, so the strict-CSP and size checks run the bundle a site ships.
 *
 * The page's script tag loads a small first module, which starts the boards' listing requests and
 * then imports the rest (see buildScriptTagBundle).
 *
 * Rollup, not Vite's Rolldown, bundles it: Rolldown moves code that the entry and two lazy chunks
 * share (Lit itself) into a third file the entry must load before it can run; Rollup keeps it in
 * the entry, which is loaded anyway, so a visitor's first screen needs one request.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import minifyHtmlLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup, type Plugin, type RollupOutput } from 'rollup';
import { minify } from 'terser';
import { Features } from 'lightningcss';
import ts from 'typescript';

type OutputBundle = RollupOutput['output'];

const OUT_DIR = 'dist/cdn';
/** The first module: starts the boards' listing requests, then imports the rest (src/cdn.ts). */
const ENTRY = 'src/cdn.ts';
const ENTRY_FILE = 'job-board.js';
/** The rest: the board, Lit, the controls, and their lazy chunks beside them (src/cdn-board.ts). */
const BOARD = 'src/cdn-board.ts';
/** How src/cdn.ts imports the rest, which the first module's bundle leaves out and names by its built file. */
const BOARD_IMPORT = './cdn-board.js';
/** How src/cdn.ts asks for the controls' chunk early, named by the file the rest's bundle made of it. */
const CONTROLS_IMPORT = './cdn-controls.js';

/** The browsers the README supports (Chrome/Edge 111+, Firefox 121+, Safari 16.2+), as lightningcss reads them. */
const CSS_TARGETS = { chrome: 111 << 16, firefox: 121 << 16, safari: (16 << 16) | (2 << 8) };

/**
 * TypeScript to JavaScript by TypeScript itself, with the project's settings (experimental
 * decorators, no define semantics for class fields: see tsconfig.json), as `npm run build` emits
 * the npm package. ES2022 output, which every supported browser runs.
 */
export function typescript(): Plugin {
  const compilerOptions: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    experimentalDecorators: true,
    useDefineForClassFields: false,
    sourceMap: true,
  };
  return {
    name: 'job-board-typescript',
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const result = ts.transpileModule(code, { compilerOptions, fileName: id });
      const output = result.outputText
        .replace(/\n\/\/# sourceMappingURL=.*$/, '')
        // The decorator helper looks for a copy on a script's `this`; a module's is undefined, so
        // the lookup only makes Rollup warn. Same length, so the source map stays exact.
        .replace('(this && this.__decorate) ||', '(void 0               ) ||');
      return { code: output, map: result.sourceMapText ?? null };
    },
  };
}

/** `.js` in a TypeScript import names the `.ts` file beside it (NodeNext style). */
export function typescriptImports(): Plugin {
  return {
    name: 'job-board-typescript-imports',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null;
      return this.resolve(source.replace(/\.js$/, '.ts'), importer, { skipSelf: true });
    },
  };
}

/**
 * Lit's minifier for the HTML and CSS of template literals (lightningcss for the CSS). A template
 * the minifier cannot read is a build error, never a silently larger bundle.
 */
export function minifyTemplates(): Plugin {
  return minifyHtmlLiterals({
    include: ['src/**/*.ts'],
    failOnError: true,
    // `:dir()` stays as written: lowered for the older targets it becomes a list of right-to-left
    // `:lang()`s, which misses a page that sets `dir="rtl"` on English text and catches an
    // Arabic quote in a left-to-right page. Browsers without `:dir()` drop only that rule.
    options: { minifyOptions: { minifyCSS: { minify: true, targets: CSS_TARGETS, exclude: Features.DirSelector } } },
  }) as Plugin;
}

/** Terser on every chunk, after bundling. */
export function terser(): Plugin {
  return {
    name: 'job-board-terser',
    async renderChunk(code) {
      const result = await minify(code, {
        ecma: 2020,
        module: true,
        // keep_fargs off drops unused parameters: nothing here reads a function's length.
        // pure_getters: reading a property has no side effect (STYLE.md: getters have none, and no
        // code reads a layout property for its reflow), so an unused read goes.
        compress: { passes: 3, unsafe: true, unsafe_arrows: true, unsafe_methods: true, keep_fargs: false, pure_getters: true },
        // V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): every function of the
        // file compiled eagerly, while the script streams in off the main thread, rather than
        // lazily on its first call. Every file here is loaded when its code is about to run, so
        // compiling on first call only moved that work into the board's first render: a third of
        // its script time in a cold render. Browsers without the hint read a comment.
        format: { comments: false, preamble: '//# allFunctionsCalledOnLoad' },
        sourceMap: true,
      });
      return { code: result.code ?? '', map: typeof result.map === 'string' ? result.map : null };
    },
  };
}

/**
 * Builds the entry and its lazy chunks into `outDir` (dist/cdn, or a test's own folder, so parallel
 * runs never share one): two Rollup bundles. First the rest (the board, Lit) with its lazy chunks,
 * as `board-<hash>.js`; then the first module, `job-board.js`, which names that file and the
 * controls' chunk (`cdn-controls-<hash>.js`, one of the rest's) in its `import()`s. One bundle
 * with the rest as a lazy chunk would not do: Rollup puts the code both use (route-params, the
 * URL builder) in the entry, so the chunk would import the entry, which awaits the chunk (its
 * top-level await, see src/cdn.ts): neither would ever finish. The first module carries its own
 * copy of that pure code, about a kilobyte.
 */
export async function buildScriptTagBundle({ quiet = false, outDir = OUT_DIR } = {}): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const board = await bundleOf(BOARD, { entryFileNames: 'board-[hash].js', quiet, outDir });
  const boardFile = board.find((file) => file.type === 'chunk' && file.isEntry)?.fileName;
  if (!boardFile) throw new Error(`${BOARD} built no entry`);
  const controlsFile = board.find((file) => file.type === 'chunk' && file.name === 'cdn-controls')?.fileName;
  if (!controlsFile) throw new Error(`${BOARD} built no controls' chunk`);
  const rest: Plugin = {
    name: 'job-board-rest',
    resolveId(source, importer) {
      if (!importer?.endsWith('/src/cdn.ts')) return null;
      if (source === BOARD_IMPORT) return { id: `./${boardFile}`, external: true };
      if (source === CONTROLS_IMPORT) return { id: `./${controlsFile}`, external: true };
      return null;
    },
  };
  await bundleOf(ENTRY, { entryFileNames: ENTRY_FILE, quiet, outDir, plugins: [rest] });
}

/** One Rollup bundle of `input`, written into `outDir`; returns what it wrote. */
async function bundleOf(
  input: string,
  { entryFileNames, quiet, outDir, plugins = [] }: { entryFileNames: string; quiet: boolean; outDir: string; plugins?: Plugin[] },
): Promise<OutputBundle> {
  const bundle = await rollup({
    input,
    // Code the entry and a lazy chunk share stays in the entry, which is loaded anyway.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      ...plugins,
      typescriptImports(),
      // Before TypeScript is stripped, so the plugin sees the literals as written.
      minifyTemplates(),
      typescript(),
      // Lit's production build (the package's default export condition), never its dev build.
      nodeResolve({ browser: true, exportConditions: ['production'] }),
      terser(),
    ],
    onwarn(warning, warn) {
      if (!quiet) warn(warning);
    },
    // Warnings, not the info logs: experimentalMinChunkSize reports its merging on every build.
    logLevel: 'warn',
  });
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames,
    chunkFileNames: '[name]-[hash].js',
    // Code two lazy chunks share (Lit's directive base, for the controls' live() and the detail's
    // unsafeHTML) would be a chunk of its own, a request for a few hundred bytes: below 2 kB it
    // goes where it is loaded anyway, the entry.
    experimentalMinChunkSize: 2048,
    sourcemap: 'hidden',
  });
  await bundle.close();
  for (const file of output) {
    const source = file.type === 'chunk' ? file.code : file.source;
    writeFileSync(join(outDir, file.fileName), source);
    if (file.type === 'chunk' && file.map) writeFileSync(join(outDir, `${file.fileName}.map`), file.map.toString());
    if (!quiet && file.type === 'chunk') console.log(`  ${outDir}/${file.fileName}  ${file.code.length} B`);
  }
  return output;
}
