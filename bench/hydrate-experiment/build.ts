/**
 * The experiment's script-tag builds. The same Rollup + terser pipeline as scripts/lib/cdn-build.ts,
 * with its plugins (`takeover` must come out byte for byte as dist/cdn/job-board-ssr.js, which
 * run.ts checks), and these knobs:
 *
 * - `entry`: the product's (src/cdn.ts) or entry-hydrate.ts (hydrate support first, then it);
 * - `minifyHtml`: the product minifies template literals' HTML. Lit's hydration matches each
 *   server-rendered template by a digest of its strings, and the server (`job-board-element build`)
 *   renders the unminified source: a minified client can never match. `false` keeps them as written;
 * - `firstRenderSeeds`: see firstRenderSeeds() and entry-hydrate-ready.ts;
 * - `takeover`: false removes the takeover's markup hiding from prerendered.ts (the board and its
 *   controls then render into the server's shadow roots as Lit's hydrate support wants), keeping its
 *   data seeding. A transform of this build only: src is untouched.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup, type Plugin } from 'rollup';
import { features, minifyTemplates, terser, typescript } from '../../scripts/lib/cdn-build.js';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Variant {
  name: string;
  entry: 'product' | 'hydrate' | 'hydrate-ready';
  minifyHtml: boolean;
  takeover: boolean;
  /** The board's first render reads the embedded data while its tasks are PENDING (hydrate-ready). */
  firstRenderSeeds?: boolean;
}

export const VARIANTS: Variant[] = [
  // The product: dist/cdn/job-board-ssr.js.
  { name: 'takeover', entry: 'product', minifyHtml: true, takeover: true },
  // "Just add hydrate support": the product's entry with the import before it.
  { name: 'hydrate', entry: 'hydrate', minifyHtml: true, takeover: true },
  // Hydrate support, templates as the server renders them, no takeover: hydration's best chance without restructuring the board.
  { name: 'hydrate-raw', entry: 'hydrate', minifyHtml: false, takeover: false },
  // Restructured for hydration (entry-hydrate-ready.ts): chunks before the first update, data on the first render.
  { name: 'hydrate-ready', entry: 'hydrate-ready', minifyHtml: false, takeover: false, firstRenderSeeds: true },
  // The product with unminified templates: the takeover's figure comparable with hydrate-raw's.
  { name: 'takeover-raw', entry: 'product', minifyHtml: false, takeover: true },
];

function typescriptImports(): Plugin {
  return {
    name: 'typescript-imports',
    async resolveId(source, importer) {
      if (!importer || !source.startsWith('.') || !source.endsWith('.js')) return null;
      const resolved = await this.resolve(source.replace(/\.js$/, '.ts'), importer, { skipSelf: true });
      // The package's `sideEffects` list names dist files only: this module is nothing but a side effect.
      return resolved && resolved.id.endsWith('defer-boards.ts') ? { ...resolved, moduleSideEffects: true } : resolved;
    },
  };
}

/** Replaces `from` by `to` in `code`, failing loudly when the source no longer reads as expected. */
function edit(code: string, from: string, to: string): string {
  if (!code.includes(from)) throw new Error(`hydrate experiment: the source no longer contains ${JSON.stringify(from)}`);
  return code.replace(from, to);
}

/**
 * Lets the board's first render read the data the page came with (hydrate-ready): the tasks take
 * it at their first run, just before that render, and their value comes later.
 */
function firstRenderSeeds(): Plugin {
  return {
    name: 'first-render-seeds',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      if (path.endsWith('src/elements/job-board/prerendered.ts')) {
        let out = edit(code, 'if (from === \'page\' && data) data.listing = undefined;', 'if (from === \'page\' && data) { firstSeeds.set(board, listing); data.listing = undefined; }');
        out = edit(out, 'if (from === \'page\' && data) data.post = undefined;', 'if (from === \'page\' && data) { firstPosts.set(board, post); data.post = undefined; }');
        out += '\nconst firstSeeds = new WeakMap<HTMLElement, ListingData | undefined>();\nconst firstPosts = new WeakMap<HTMLElement, JobPost | undefined>();\nexport const firstSeed = (board: HTMLElement) => firstSeeds.get(board);\nexport const firstPost = (board: HTMLElement) => firstPosts.get(board);\n';
        return { code: out, map: null };
      }
      if (path.endsWith('src/elements/job-board/job-board.ts')) {
        let out = edit(code, 'seededPost, takeoverOf,', 'seededPost, takeoverOf, firstSeed, firstPost,');
        out = edit(out, '        : this.#listTask.value;', '        : (this.#listTask.value ?? (this.hasUpdated ? undefined : firstSeed(this)));');
        out = edit(out, "seededPost(this, this.job, 'server') : undefined;", "seededPost(this, this.job, 'server') : !this.hasUpdated && firstPost(this)?.id === this.job ? firstPost(this) : undefined;");
        out = edit(out, 'if (takeover && !this.job) takeover.listingDeferred = false;', 'if (takeover && !this.hasUpdated && this.job && !takeover.data.listing) takeover.listingDeferred = true;\n    if (takeover && !this.job) takeover.listingDeferred = false;');
        return { code: out, map: null };
      }
      return null;
    },
  };
}

/** Takes the takeover's markup hiding out of prerendered.ts (see the module's comment). */
function noTakeover(): Plugin {
  return {
    name: 'no-takeover',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('src/elements/job-board/prerendered.ts')) return null;
      let out = edit(code, 'markup: [...root.childNodes]', 'markup: undefined');
      out = edit(out, "const end = document.createComment('');", '');
      out = edit(out, 'root.append(end);', '');
      out = edit(out, 'board.renderOptions.renderBefore = end;', '');
      out = edit(out, 'if (!create) return;', 'if (!create || create) return;');
      return { code: out, map: null };
    },
  };
}

export async function buildVariant(variant: Variant, outDir: string): Promise<{ fileName: string; code: string }[]> {
  const dir = join(outDir, variant.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const input = variant.entry === 'product' ? join(ROOT, 'src/cdn.ts') : join(ROOT, `bench/hydrate-experiment/entry-${variant.entry}.ts`);
  const bundle = await rollup({
    input,
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      features({ STATIC_PAGES: true }),
      typescriptImports(),
      ...(variant.takeover ? [] : [noTakeover()]),
      ...(variant.firstRenderSeeds ? [firstRenderSeeds()] : []),
      ...(variant.minifyHtml ? [minifyTemplates()] : []),
      typescript(),
      nodeResolve({ browser: true, exportConditions: ['production'] }),
      terser(),
    ],
    onwarn() {},
  });
  const { output } = await bundle.generate({ format: 'es', entryFileNames: 'job-board-ssr.js', chunkFileNames: '[name]-[hash].js' });
  await bundle.close();
  const files = output.filter((file) => file.type === 'chunk').map((file) => ({ fileName: file.fileName, code: file.code }));
  for (const file of files) writeFileSync(join(dir, file.fileName), file.code);
  return files;
}
