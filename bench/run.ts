/**
 * `npm run bench`: speed as a visitor feels it (bench/README.md says how each figure is made).
 * Prints a table and one PASS/FAIL line per target, writes bench/results/latest.md, and exits 1
 * when a target is missed or a page printed an error. Benchmarks print figures; they are not
 * timed tests.
 *
 *   npm run bench                       both benches, the default number of runs
 *   npm run bench -- --cold             the cold render only
 *   npm run bench -- --phone            the slow phone only
 *   npm run bench -- --economy          also the economy bench (bench/economy.ts: filter change,
 *                                       requests of typing and revisits, heap growth); alone with
 *                                       --economy-only
 *   npm run bench -- --pairs 30         cold-render pairs (default 15)
 *   npm run bench -- --phone-runs 15    slow-phone rounds (default 9; each one load of each page)
 *   npm run bench -- --no-write         print only (bench/results/latest.md left alone)
 *   npm run bench -- --aa               A/A check: the baseline on both sides of every pair, so
 *                                       the ratios show the method's own noise (≈ 1.00)
 *   npm run bench -- --cold-trace DIR   also one unmeasured pair with a DevTools trace of each side,
 *                                       written to DIR/cold-board.json and DIR/cold-baseline.json
 *   npm run bench -- --cdn-dir dist/cdn measure an existing script-tag build instead of building one
 *   npm run bench -- --descriptions     also the longest task while a description opens, for the
 *                                       worst descriptions the bounds allow and those past them
 *                                       (bench/descriptions.ts); alone with --descriptions-only
 *   npm run bench -- --static           static career pages' figures (bench/static-pages.ts),
 *                                       written to bench/results/static-pages.md
 *   npm run bench -- --static --scale   the static build at 10,000 and 50,000 posts: wall time
 *                                       and peak RSS (bench/static-scale.ts, its own flags there),
 *                                       written to bench/results/static-scale.md
 *
 * It writes nothing outside bench/ but the system's temporary folder (the script-tag build).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/chromium.js';
import { boardListingRequest, coldPages, coldRender, coldTraces } from './cold-render.js';
import { descriptions } from './descriptions.js';
import { economy } from './economy.js';
import { gitCommit, load, machine, median, passed, table, targetText, type Row } from './report.js';
import { buildScriptTag, filesOf, serveApi, servePages } from './serve.js';
import { slowPhone } from './slow-phone.js';
import { runStaticPages } from './static-pages.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = resolve(ROOT, 'bench/results');

const args = process.argv.slice(2);
function count(flag: string, fallback: number): number {
  const at = args.indexOf(flag);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a whole number ≥ 1`);
  return value;
}
const descriptionsOnly = args.includes('--descriptions-only');
const economyOnly = args.includes('--economy-only');
const alone = economyOnly || descriptionsOnly;
const only = { cold: args.includes('--cold'), phone: args.includes('--phone') };
const runCold = !alone && (only.cold || !only.phone);
const runPhone = !alone && (only.phone || !only.cold);
const runDescriptions = descriptionsOnly || args.includes('--descriptions');
const runEconomy = economyOnly || (!descriptionsOnly && args.includes('--economy'));
const PAIRS = count('--pairs', 15);
const PHONE_RUNS = count('--phone-runs', 9);
const aa = args.includes('--aa');
const write = !args.includes('--no-write') && !aa;
const traceDir = args.includes('--cold-trace') ? resolve(args[args.indexOf('--cold-trace') + 1] ?? '') : undefined;
const givenCdn = args.includes('--cdn-dir') ? resolve(args[args.indexOf('--cdn-dir') + 1] ?? '') : undefined;

const begun = Date.now();
const log = (text: string): void => console.log(`[bench ${((Date.now() - begun) / 1000).toFixed(0).padStart(3)} s] ${text}`);

async function main(): Promise<number> {
  const executablePath = ensureChromium();
  const loadBefore = load();
  const problems: string[] = [];
  const rows: Row[] = [];
  const notes: string[] = [];
  let browserVersion = '';
  if (runCold || runPhone || runDescriptions) {
    if (!givenCdn) log('building dist/cdn/job-board.js (scripts/lib/cdn-build.ts) into a temporary folder…');
    const cdnDir = givenCdn ?? (await buildScriptTag(ROOT));
    if (!existsSync(resolve(cdnDir, 'job-board.js'))) throw new Error(`no job-board.js in ${cdnDir}`);
    const pages = await servePages(filesOf(cdnDir, '/cdn/'));
    const api = await serveApi();
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    browserVersion = browser.version();
    try {
      if (runCold) {
        coldPages(pages, api, undefined);
        const listing = await boardListingRequest(browser, `${pages.origin}/cold/board.html`, problems);
        coldPages(pages, api, listing);
        if (traceDir) {
          for (const file of await coldTraces({ browser, pages, api, listing, dir: traceDir, problems })) log(`wrote ${file}`);
        }
        log(`cold render: ${PAIRS} pairs (+1 warm-up), each run in a fresh context; both sides ask GET ${listing.path}, answered from memory`);
        rows.push(...(await coldRender({ browser, pages, api, listing, pairs: PAIRS, problems, log, aa })));
      }
      if (runPhone) {
        log(`slow phone: ${PHONE_RUNS} rounds (+1 warm-up) of 3 loads (plain board, README example, baseline), fresh context each…`);
        const phone = await slowPhone({ browser, pages, api, rounds: PHONE_RUNS, problems, log, aa });
        rows.push(...phone.rows);
        notes.push(...phone.notes);
      }
      if (runDescriptions) rows.push(...(await descriptions({ browser, pages, runs: count('--description-runs', 3), problems, log })));
    } finally {
      await browser.close();
      await pages.close();
      await api.close();
      if (!givenCdn) rmSync(cdnDir, { recursive: true, force: true });
    }
  }
  if (runEconomy) {
    const result = await economy({ root: ROOT, executablePath, problems, log });
    rows.push(...result.rows);
    notes.push(...result.notes);
    browserVersion ||= result.browserVersion;
  }
  log('done');
  const date = new Date().toISOString().replace(/:\d\d\.\d+Z$/, ' UTC').replace('T', ' ');
  const targets = rows.filter((row) => row.target);
  const verdicts = targets.map((row) => {
    const ok = passed(row) === true;
    const figure = row.values.length ? median(row.values).toFixed(2) : 'n/a';
    const digits = (value: number): string => (row.unit === 'requests' ? String(value) : value.toFixed(2));
    const shown = row.target!.on === 'every' ? `${row.values.length} runs, ${digits(Math.min(...row.values))}–${digits(Math.max(...row.values))}` : `median ${figure}`;
    return { ok, line: `${ok ? 'PASS' : 'FAIL'}  ${row.name}: ${shown}${row.unit === '×' ? '×' : ` ${row.unit}`} (target ${targetText(row)})` };
  });
  const unique = [...new Set(problems)];
  if (unique.length) verdicts.push({ ok: false, line: `FAIL  the pages reported ${unique.length} error(s) or warning(s):\n${unique.map((problem) => `      - ${problem}`).join('\n')}` });
  const summary = [
    ...(aa ? ['**A/A check: the baseline on both sides; these figures are the method\'s noise, not the board\'s.**', ''] : []),
    `**Run:** ${date}, ${gitCommit(ROOT) ?? 'outside git'}, ${Math.round((Date.now() - begun) / 1000)} s; ${runCold ? `${PAIRS} cold-render pairs` : ''}${runCold && runPhone ? ', ' : ''}${runPhone ? `${PHONE_RUNS} slow-phone rounds` : ''}${runDescriptions ? `${runCold || runPhone ? ', ' : ''}the descriptions` : ''}${runEconomy ? `${runCold || runPhone || runDescriptions ? ', ' : ''}the economy bench` : ''}.`,
    '',
    `**Machine:** ${machine(browserVersion)}. Load average (1 min) ${loadBefore} at the start, ${load()} at the end.`,
    '',
    table(rows),
    '',
    ...notes.flatMap((note) => [note, '']),
    '```',
    ...verdicts.map((verdict) => verdict.line),
    '```',
  ].join('\n');
  console.log(`\n${summary}\n`);
  if (write) {
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(resolve(RESULTS, 'latest.md'), `# npm run bench: latest run\n\nHow each figure is made: [bench/README.md](../README.md).\n\n${summary}\n`);
    log('wrote bench/results/latest.md');
  }
  return verdicts.every((verdict) => verdict.ok) ? 0 : 1;
}

process.exitCode = args.includes('--static') ? await runStaticPages({ root: ROOT, write, log }) : await main();
