/**
 * Issue 13, "Hydration without a request": the product's takeover (a re-render from the embedded
 * data, dist/cdn/job-board-ssr.js) against Lit's hydrate support (@lit-labs/ssr-client), on the
 * demo's prerendered site. An experiment, not a product check: see bench/hydrate-experiment/README.md.
 *
 *   npx tsx scripts/bench/hydrate-experiment.ts [--runs 15] [--json out.json]
 *
 * 1. Bytes: every variant's entry (and lazy chunks), minified as the product's, gzip -9.
 * 2. Behaviour: one load of a listing page and a job page per variant: errors, API requests, what
 *    the board's shadow root holds afterwards (duplicated or lost content), and whether it is live.
 * 3. Time: medians of --runs loads, each in a fresh context, variants interleaved.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildVariant, VARIANTS as ALL_VARIANTS, type Variant } from '../../bench/hydrate-experiment/build.js';
import { buildScriptTagBundle } from '../lib/cdn-build.js';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.js';
import { buildStaticSite, serveStaticSite } from '../lib/static-site.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const RUNS = Number(option('--runs') ?? 15);
const JSON_OUT = option('--json');
/** --variants takeover,hydrate-ready: only these (all by default). */
const ONLY = option('--variants')?.split(',');
const PROBE = readFileSync(join(import.meta.dirname, '../../bench/hydrate-experiment/page-probe.js'), 'utf8');
const PAGES = { listing: '/careers/', job: '/careers/jobs/jp_2/' } as const;
type PageKind = keyof typeof PAGES;

interface Update {
  element: string;
  start: number;
  ms: number;
  performMs?: number;
  hydrating: boolean;
  removedServerMarkup: boolean;
  realRender?: boolean;
  threw: string;
}
interface Probe {
  updates: Update[];
  errors: string[];
  shift: number;
  readyAt: number;
  realRenderAt: number;
  entryStart: number;
}

// takeover is always built: it is checked against the product's own build.
const VARIANTS = ALL_VARIANTS.filter((variant) => !ONLY || ONLY.includes(variant.name) || variant.name === 'takeover');

const gz = (code: string | Buffer) => gzipSync(code, { level: 9 }).length;
const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

const work = mkdtempSync(join(tmpdir(), 'hydrate-experiment-'));
const variantsDir = join(work, 'variants');
const results: Record<string, unknown> = { runs: RUNS, bytes: {}, behaviour: {}, timing: {} };
let browser: Browser | undefined;
const site = await serveStaticSite({ outDir: join(work, 'careers'), cdnDir: join(work, 'cdn') });

try {
  // 1. Bytes. The product's own build first: `takeover` must be it, byte for byte.
  await buildScriptTagBundle({ quiet: true, outDir: join(work, 'cdn') });
  const files = new Map<string, Map<string, string>>();
  for (const variant of VARIANTS) {
    const built = await buildVariant(variant, variantsDir);
    files.set(variant.name, new Map(built.map((file) => [file.fileName, file.code])));
  }
  const product = readFileSync(join(work, 'cdn/job-board-ssr.js'), 'utf8');
  if (files.get('takeover')!.get('job-board-ssr.js') !== product) throw new Error('the takeover variant is not dist/cdn/job-board-ssr.js: build.ts has drifted from scripts/lib/cdn-build.ts');
  const plain = readFileSync(join(work, 'cdn/job-board.js'), 'utf8');
  console.log('\n## Bytes (minified, gzip -9)\n');
  console.log(`job-board.js (plain entry, no STATIC_PAGES): ${plain.length} B, ${gz(plain)} B gzipped`);
  for (const variant of VARIANTS) {
    const variantFiles = files.get(variant.name)!;
    const entry = variantFiles.get('job-board-ssr.js')!;
    const chunk = (prefix: string) => [...variantFiles].find(([name]) => name.startsWith(prefix))?.[1] ?? '';
    const sizes = {
      entry: entry.length,
      entryGzip: gz(entry),
      controlsGzip: gz(chunk('job-board-search-')) + gz(chunk('job-board-workplace-filter-')),
      detailGzip: gz(chunk('detail-view-')),
    };
    (results['bytes'] as Record<string, unknown>)[variant.name] = sizes;
    console.log(
      `${variant.name.padEnd(13)} entry ${sizes.entry} B, ${sizes.entryGzip} B gzipped; search + workplace chunks ${sizes.controlsGzip} B; detail chunk ${sizes.detailGzip} B`,
    );
  }

  // The demo's site, built once by job-board-element build.
  const built = await buildStaticSite(site, join(work, 'careers'));
  if (built.status !== 0) throw new Error(built.stderr);

  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });

  /** A fresh context whose /cdn/ is the variant's build (the site's pages load /cdn/job-board-ssr.js). */
  async function open(variant: Variant): Promise<{ context: BrowserContext; page: Page; messages: string[] }> {
    const context = await browser!.newContext();
    const variantFiles = files.get(variant.name)!;
    await context.route('**/cdn/*.js', (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop()!;
      const body = variantFiles.get(name);
      return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ status: 200, contentType: 'text/javascript', body });
    });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.addInitScript({ content: PROBE });
    return { context, page, messages };
  }

  /** Loads a page; waits for the board to be ready with its real view, or 5 s. */
  async function load(page: Page, kind: PageKind): Promise<Probe> {
    await page.goto(site.origin + PAGES[kind]);
    await page
      .waitForFunction(() => (window as unknown as { __hx: Probe }).__hx.readyAt >= 0, undefined, { timeout: 5000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    return page.evaluate(() => (window as unknown as { __hx: Probe }).__hx);
  }

  // 2. Behaviour.
  console.log('\n## Behaviour (one load each)\n');
  for (const variant of VARIANTS) {
    for (const kind of Object.keys(PAGES) as PageKind[]) {
      const { context, page, messages } = await open(variant);
      const requestsBefore = site.apiRequests.length;
      const probe = await load(page, kind);
      const requests = site.apiRequests.slice(requestsBefore);
      // A string: tsx would wrap named functions in a helper the page lacks.
      const dom = (await page.evaluate(`(() => {
        const board = document.querySelector('job-board');
        const root = board.shadowRoot;
        const count = (selector) => root.querySelectorAll(selector).length;
        return {
          status: board.status,
          summaries: count('[part~="summary"]'),
          entries: count('a[part~="item-link"]'),
          skeletons: count('.skeleton'),
          detailTitles: count('[part~="detail-title"]'),
          pagers: count('[part~="pagination"]'),
          styleElements: count('style'),
          litMarkers: (root.innerHTML.match(/<!--lit-part/g) ?? []).length,
          controls: [...document.querySelectorAll('job-board-search, job-board-workplace-filter')].map(
            (control) => control.localName + ': ' + (control.shadowRoot?.querySelectorAll('input').length ?? 0) + ' input(s)'),
        };
      })()`)) as Record<string, unknown>;
      // Live? A click that the board handles in place (a marker on the window survives it).
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
      const link = kind === 'listing' ? page.locator('job-board [part~="pagination"] a', { hasText: /^2$/ }).first() : page.locator('job-board a[part~="back-link"]').first();
      let live = 'not tried';
      try {
        await link.click({ timeout: 2000 });
        await page.waitForTimeout(500);
        const sameDocument = (await page.evaluate(() => (window as unknown as { marker?: string }).marker)) === 'same document';
        live = `${sameDocument ? 'in place' : 'full page load'} → ${new URL(page.url()).pathname}`;
      } catch (error) {
        live = `click failed: ${(error as Error).message.split('\n')[0]}`;
      }
      const board = probe.updates.filter((update) => update.element === 'job-board');
      const entry = {
        apiRequests: requests,
        errors: [...new Set([...messages, ...probe.errors])],
        cls: probe.shift,
        boardUpdates: board.map((u) => `${u.hydrating ? 'hydrate' : 'render'}${u.removedServerMarkup ? ' (server markup removed)' : ''}${u.threw ? ` THREW: ${u.threw}` : ''}`),
        realRender: probe.realRenderAt >= 0,
        ready: probe.readyAt >= 0,
        dom,
        live,
      };
      (results['behaviour'] as Record<string, unknown>)[`${variant.name} ${kind}`] = entry;
      console.log(`### ${variant.name}, ${kind} page`);
      console.log(JSON.stringify(entry, null, 2));
      await context.close();
    }
  }

  // 3. Time: only where the board's real view came (hydrated or taken over).
  console.log(`\n## Time (medians of ${RUNS} loads, fresh context each)\n`);
  const samples = new Map<string, Record<string, number[]>>();
  for (let run = 0; run < RUNS; run += 1) {
    for (const kind of Object.keys(PAGES) as PageKind[]) {
      for (const variant of VARIANTS) {
        const { context, page } = await open(variant);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const before = await cdp.send('Performance.getMetrics');
        const requestsBefore = site.apiRequests.length;
        const probe = await load(page, kind);
        const after = await cdp.send('Performance.getMetrics');
        const requests = site.apiRequests.length - requestsBefore;
        const metric = (metrics: typeof before, name: string) => metrics.metrics.find((m) => m.name === name)?.value ?? 0;
        const board = probe.updates.filter((update) => update.element === 'job-board');
        const real = board.find((update) => update.realRender);
        const controls = probe.updates.filter((update) => update.element !== 'job-board');
        const key = `${variant.name} ${kind}`;
        const sample = samples.get(key) ?? {};
        const push = (name: string, value: number) => (sample[name] ??= []).push(value);
        push('realRenderUpdateMs', real ? real.ms : Number.NaN);
        push('realRenderPerformUpdateMs', real?.performMs ?? Number.NaN);
        push('boardUpdatesMs', board.reduce((sum, update) => sum + (update.performMs ?? update.ms), 0));
        push('controlUpdatesMs', controls.reduce((sum, update) => sum + (update.performMs ?? update.ms), 0));
        push('realRenderAtMs', probe.realRenderAt >= 0 ? probe.realRenderAt : Number.NaN);
        push('readyAtMs', probe.readyAt >= 0 ? probe.readyAt : Number.NaN);
        push('firstBoardUpdateAtMs', probe.entryStart);
        push('scriptDurationMs', (metric(after, 'ScriptDuration') - metric(before, 'ScriptDuration')) * 1000);
        push('taskDurationMs', (metric(after, 'TaskDuration') - metric(before, 'TaskDuration')) * 1000);
        push('cls', probe.shift);
        push('threw', probe.updates.some((update) => update.threw) ? 1 : 0);
        push('requests', requests);
        if (probe.shift > 0) console.log(`  layout shift, ${key} run ${run + 1}: ${(probe as Probe & { shiftSources?: string[] }).shiftSources?.join('; ')}`);
        samples.set(key, sample);
        await context.close();
      }
    }
  }
  const columns = [
    ['realRenderUpdateMs', 'real render: update()'],
    ['realRenderPerformUpdateMs', 'real render: whole update cycle'],
    ['boardUpdatesMs', 'all board updates'],
    ['controlUpdatesMs', 'controls\' updates'],
    ['firstBoardUpdateAtMs', 'first board update at'],
    ['realRenderAtMs', 'real view at'],
    ['readyAtMs', 'ready at'],
    ['scriptDurationMs', 'ScriptDuration'],
    ['taskDurationMs', 'TaskDuration'],
    ['cls', 'CLS (max)'],
  ] as const;
  console.log('Median (interquartile range) in ms; "threw": loads where an update threw (a failed hydration); "requests": API requests during the load.\n');
  console.log(`| variant, page | ${columns.map(([, label]) => label).join(' | ')} | threw | requests |`);
  console.log(`|---|${columns.map(() => '---:').join('|')}|---:|---:|`);
  const quartile = (values: number[], q: number) => {
    const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))]! : Number.NaN;
  };
  for (const [key, sample] of samples) {
    const medians = Object.fromEntries(columns.map(([name]) => [name, median(sample[name] ?? [])]));
    (results['timing'] as Record<string, unknown>)[key] = { medians, samples: sample };
    const cell = (name: string) => {
      const values = sample[name] ?? [];
      if (name === 'cls') return fixed(Math.max(...values), 3);
      return `${fixed(medians[name]!)} (${fixed(quartile(values, 0.25), 0)}–${fixed(quartile(values, 0.75), 0)})`;
    };
    const total = (name: string) => (sample[name] ?? []).reduce((sum, value) => sum + value, 0);
    console.log(`| ${key} | ${columns.map(([name]) => cell(name)).join(' | ')} | ${total('threw')}/${RUNS} | ${total('requests')} |`);
  }
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
} finally {
  await browser?.close();
  await site.close();
  rmSync(work, { recursive: true, force: true });
}
