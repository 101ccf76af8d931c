/**
 * `npm run size`: the script-tag build's gzipped sizes against the budget; fails when over.
 * Run after `npm run build`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const MAIN = 'job-board.js';
const MAIN_BUDGET = 15_000;
const TOTAL_BUDGET = 26_000;

const files = readdirSync('dist/cdn').filter((name) => name.endsWith('.js'));
if (!files.includes(MAIN)) {
  console.error(`dist/cdn/${MAIN} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const sizes = files.map((name) => {
  const bytes = readFileSync(`dist/cdn/${name}`);
  return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = sizes.reduce((sum, file) => sum + file.gzip, 0);
const main = sizes.find((file) => file.name === MAIN)?.gzip ?? 0;
const row = (a: string, b: string, c: string, d: string) => `| ${a.padEnd(34)} | ${b.padStart(9)} | ${c.padStart(9)} | ${d.padStart(9)} |`;
console.log(row('file', 'raw', 'gzip', 'budget'));
console.log(row('-'.repeat(34), '-'.repeat(9), '-'.repeat(9), '-'.repeat(9)));
for (const file of sizes) console.log(row(`dist/cdn/${file.name}`, String(file.raw), String(file.gzip), file.name === MAIN ? String(MAIN_BUDGET) : ''));
console.log(row('all of dist/cdn/*.js', '', String(total), String(TOTAL_BUDGET)));
const over = [main > MAIN_BUDGET && `${MAIN} is ${main - MAIN_BUDGET} bytes over`, total > TOTAL_BUDGET && `the total is ${total - TOTAL_BUDGET} bytes over`].filter(Boolean);
if (over.length) {
  console.error(`Size budget missed: ${over.join('; ')}.`);
  process.exit(1);
}
console.log('Size budget met.');
