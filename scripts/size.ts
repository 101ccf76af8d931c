/**
 * `npm run size`: the script-tag build's gzipped sizes (gzip -9), every chunk, against the budget;
 * exits 1 when over. Run after `npm run build`.
 *
 * The budgets are for what a visitor downloads before the board can show its listing: the entry
 * `dist/cdn/job-board.js` (and, for static career pages, `job-board-ssr.js`) with every chunk it imports statically (none today: Lit and everything
 * the listing needs are in the entry). Lazy chunks (the detail view, the controls, DOMPurify,
 * other languages' texts) are listed with what loads them, and not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIR = 'dist/cdn';
const ENTRY = 'job-board.js';
export const ENTRY_BUDGET = 19_000;
/**
 * The static pages' entry: the plain one with path routing and the takeover of a prerendered
 * board. Its own budget, so what static pages add can't creep into the plain entry's.
 */
const SSR_ENTRY = 'job-board-ssr.js';
export const SSR_ENTRY_BUDGET = 20_500;

/** `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+)["']/g;

function staticImports(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  const code = readFileSync(`${DIR}/${name}`, 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) staticImports(match[1]!, seen);
  return seen;
}

const files = readdirSync(DIR).filter((name) => name.endsWith('.js'));
for (const entry of [ENTRY, SSR_ENTRY]) {
  if (!files.includes(entry)) {
    console.error(`${DIR}/${entry} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const sizes = new Map(
  files.map((name) => {
    const bytes = readFileSync(`${DIR}/${name}`);
    return [name, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
  }),
);
const budgets = [
  { entry: ENTRY, budget: ENTRY_BUDGET },
  { entry: SSR_ENTRY, budget: SSR_ENTRY_BUDGET },
].map(({ entry, budget }) => {
  const files = staticImports(entry);
  return { entry, budget, files, gzip: [...files].reduce((sum, name) => sum + sizes.get(name)!.gzip, 0) };
});
const initial = new Set(budgets.flatMap(({ files }) => [...files]));
const allGzip = [...sizes.values()].reduce((sum, size) => sum + size.gzip, 0);

const row = (a: string, b: string, c: string, d: string) => `| ${a.padEnd(48)} | ${b.padStart(7)} | ${c.padStart(7)} | ${d.padEnd(22)} |`;
console.log(row('file', 'raw', 'gzip -9', 'loaded'));
console.log(row('-'.repeat(48), '-'.repeat(7), '-'.repeat(7), '-'.repeat(22)));
const order = [...files].sort((a, b) => Number(initial.has(b)) - Number(initial.has(a)) || sizes.get(b)!.gzip - sizes.get(a)!.gzip);
for (const name of order) {
  const size = sizes.get(name)!;
  console.log(row(`${DIR}/${name}`, String(size.raw), String(size.gzip), initial.has(name) ? 'at once (budget)' : 'lazily, when needed'));
}
for (const { entry, budget, gzip } of budgets) console.log(row(`${entry} with its static imports`, '', String(gzip), `budget ${budget}`));
console.log(row(`all ${files.length} files`, '', String(allGzip), 'no visitor loads all'));
let missed = false;
for (const { entry, budget, gzip } of budgets) {
  if (gzip > budget) {
    console.error(`Size budget missed: ${entry} with its static imports is ${gzip - budget} bytes over ${budget}.`);
    missed = true;
  } else {
    console.log(`Size budget met: ${entry} ${gzip} of ${budget} bytes.`);
  }
}
if (missed) process.exit(1);
