/**
 * Cold render (bench/README.md): from just before `host.innerHTML = '<job-board page-size="100" …>'`,
 * on a page where dist/cdn/job-board.js has already loaded, to a task posted from the animation
 * frame in which 100 `[part~=item-title]` exist, as renderer main-thread CPU (CDP
 * `Performance.getMetrics` with `timeDomain: 'threadTicks'`: the `TaskDuration` delta, all
 * tasks), against a hand-written element (bench/pages/baseline-list.js: an open shadow root, a
 * small stylesheet, DOM calls and `textContent`). The API is answered from memory (`route`), so
 * the network is no part of it. Each run in a fresh browser context; board and baseline runs
 * interleaved in pairs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { median, quantile, type Row } from './report.js';
import { LIST_PATH, TOKEN, type ApiServer, type PageServer } from './serve.js';

export const TITLES = 100;
const SETTLE_MS = 200;

type Side = 'board' | 'baseline';

/** The board's listing request and the API's answer to it, recorded once and then served from memory. */
export interface ListingRequest {
  /** Path and query of the board's listing GET, on the API's origin. */
  path: string;
  /** The headers the board sent: Accept and Authorization. */
  headers: Record<string, string>;
  /** The API's answer: status, content type and body. */
  status: number;
  contentType: string;
  body: Buffer;
}

export interface ColdSample {
  /** Renderer main-thread CPU between just before the insertion and the posted task (ms): TaskDuration delta. */
  cpu: number;
  /** Wall clock from insertion to the posted task after the frame with the 100th title (ms). */
  wall: number;
}

const PAGES = join(import.meta.dirname, 'pages');
const read = (name: string): string => readFileSync(join(PAGES, name), 'utf8');

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`no value for {{${key}}}`);
    return values[key]!;
  });
}

const attribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The two cold-render pages, /cold/board.html and /cold/baseline.html. */
export function coldPages(pages: PageServer, api: ApiServer, listing: Pick<ListingRequest, 'path'> | undefined): void {
  const harness = read('harness.js');
  const boardMarkup = `<job-board token="${TOKEN}" base-url="${attribute(api.origin)}" page-size="${TITLES}"></job-board>`;
  pages.set(
    '/cold/board.html',
    fill(read('cold.html'), {
      SIDE: 'job-board',
      HEAD: '    <script type="module" src="/cdn/job-board.js"></script>',
      HARNESS: harness,
      SCRIPT: `window.benchMarkup = ${JSON.stringify(boardMarkup)};\nwindow.benchReady = () => customElements.whenDefined('job-board');`,
    }),
  );
  if (!listing) return;
  const baselineMarkup = `<job-list-baseline src="${attribute(api.origin + listing.path)}" token="${TOKEN}"></job-list-baseline>`;
  pages.set(
    '/cold/baseline.html',
    fill(read('cold.html'), {
      SIDE: 'hand-written baseline',
      HEAD: '',
      HARNESS: harness,
      SCRIPT: `${read('baseline-list.js')}\nwindow.benchMarkup = ${JSON.stringify(baselineMarkup)};\nwindow.benchReady = () => customElements.whenDefined('job-list-baseline');`,
    }),
  );
}

/** Page errors and console errors or warnings: a run that printed one measured the wrong thing. */
export function watchProblems(page: Page, problems: string[], label: string): void {
  page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${label}: console ${message.type()}: ${message.text()}`);
  });
}

/**
 * The board's listing request and the API's answer, seen once on the board's cold page against
 * the real reference API: the measured runs answer it from memory, and the baseline asks for the
 * same URL with the same headers.
 */
export async function boardListingRequest(browser: Browser, url: string, problems: string[]): Promise<ListingRequest> {
  const context = await browser.newContext();
  const page = await context.newPage();
  watchProblems(page, problems, 'calibration');
  const seen: Promise<ListingRequest>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const target = new URL(request.url());
    if (request.method() === 'GET' && target.pathname === LIST_PATH) {
      const headers = request.headers();
      seen.push(
        response.body().then((body) => ({
          path: `${target.pathname}${target.search}`,
          headers: { Accept: headers['accept'] ?? '*/*', Authorization: headers['authorization'] ?? '' },
          status: response.status(),
          contentType: response.headers()['content-type'] ?? 'application/json',
          body,
        })),
      );
    }
  });
  await page.goto(url);
  await page.evaluate(() => window.benchReady());
  await page.evaluate((titles) => window.benchRun(titles), TITLES);
  const listings = await Promise.all(seen);
  await context.close();
  if (listings.length !== 1) throw new Error(`the board made ${listings.length} listing requests on its cold page, not 1`);
  const listing = listings[0]!;
  if (listing.headers.Authorization !== `Bearer ${TOKEN}`) throw new Error(`unexpected Authorization header: ${listing.headers.Authorization}`);
  if (listing.headers.Accept !== 'application/json') throw new Error(`unexpected Accept header: ${listing.headers.Accept} (bench/pages/baseline-list.js sends application/json)`);
  if (listing.status !== 200) throw new Error(`the listing answered ${listing.status}`);
  return listing;
}

/**
 * Answers the API's origin from memory: the listing GET with the recorded answer (Playwright
 * answers the CORS preflight itself), anything else is a problem (and aborted).
 */
async function answerFromMemory(context: BrowserContext, apiOrigin: string, listing: ListingRequest, problems: string[], label: string): Promise<void> {
  await context.route(
    (url) => url.origin === apiOrigin,
    async (route) => {
      const request = route.request();
      const target = new URL(request.url());
      if (request.method() === 'GET' && `${target.pathname}${target.search}` === listing.path) {
        await route.fulfill({
          status: listing.status,
          body: listing.body,
          headers: { 'Content-Type': listing.contentType, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
        });
        return;
      }
      problems.push(`${label}: an unexpected API request: ${request.method()} ${target.pathname}${target.search}`);
      await route.abort();
    },
  );
}

async function taskDuration(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const found = metrics.find((metric) => metric.name === 'TaskDuration');
  if (!found) throw new Error('Performance.getMetrics has no TaskDuration');
  return found.value;
}

interface Loaded {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/** A fresh context, the page loaded, its element defined, two frames and a quiet pause. */
async function loadColdPage(browser: Browser, url: string, apiOrigin: string, listing: ListingRequest, problems: string[], label: string): Promise<Loaded> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  await answerFromMemory(context, apiOrigin, listing, problems, label);
  const page = await context.newPage();
  watchProblems(page, problems, label);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => window.benchReady());
  // The script has run; two frames and a pause, so its compile and first frames are behind us.
  await page.evaluate(
    (settle) => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, settle)))),
    SETTLE_MS,
  );
  return { context, page, cdp };
}

async function coldSample(browser: Browser, url: string, apiOrigin: string, listing: ListingRequest, problems: string[], label: string): Promise<ColdSample> {
  const { context, page, cdp } = await loadColdPage(browser, url, apiOrigin, listing, problems, label);
  try {
    const before = await taskDuration(cdp);
    const result = await page.evaluate((titles) => window.benchRun(titles), TITLES);
    const after = await taskDuration(cdp);
    if (result.titles < TITLES) throw new Error(`${label}: ${result.titles} titles, not ${TITLES}`);
    return { cpu: (after - before) * 1000, wall: result.wall };
  } finally {
    await context.close();
  }
}

/**
 * One pair with a DevTools timeline trace of each side (`--cold-trace DIR`): not measured, for
 * finding where the time goes (open the files in DevTools' Performance panel).
 */
export async function coldTraces({ browser, pages, api, listing, dir, problems }: { browser: Browser; pages: PageServer; api: ApiServer; listing: ListingRequest; dir: string; problems: string[] }): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const side of ['board', 'baseline'] as Side[]) {
    const { context, page } = await loadColdPage(browser, `${pages.origin}/cold/${side}.html`, api.origin, listing, problems, `trace ${side}`);
    try {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'blink.user_timing', 'toplevel', 'blink', 'v8', 'v8.gc', '__metadata'],
      });
      await page.evaluate((titles) => window.benchRun(titles), TITLES);
      const buffer = await browser.stopTracing();
      const file = join(dir, `cold-${side}.json`);
      writeFileSync(file, buffer);
      written.push(file);
    } finally {
      await context.close();
    }
  }
  return written;
}

export async function coldRender({
  browser,
  pages,
  api,
  listing,
  pairs,
  problems,
  log,
  aa = false,
}: {
  browser: Browser;
  pages: PageServer;
  api: ApiServer;
  listing: ListingRequest;
  pairs: number;
  /** Both sides the baseline (an A/A run): the method's own noise, every ratio ≈ 1. */
  aa?: boolean;
  problems: string[];
  log: (text: string) => void;
}): Promise<Row[]> {
  const urls: Record<Side, string> = { board: `${pages.origin}/cold/${aa ? 'baseline' : 'board'}.html`, baseline: `${pages.origin}/cold/baseline.html` };
  const runs: Record<Side, ColdSample[]> = { board: [], baseline: [] };
  const apiRequests = api.log.length;
  // One pair to warm the browser process up (not counted), then `pairs` pairs, each side first
  // every other time, so a busy spell of the shared machine falls on both sides of a pair.
  for (let pair = -1; pair < pairs; pair += 1) {
    const order: Side[] = pair % 2 === 0 ? ['board', 'baseline'] : ['baseline', 'board'];
    const samples: Partial<Record<Side, ColdSample>> = {};
    for (const side of order) samples[side] = await coldSample(browser, urls[side], api.origin, listing, problems, `cold ${side}`);
    if (pair < 0) continue;
    runs.board.push(samples.board!);
    runs.baseline.push(samples.baseline!);
    log(`  pair ${pair + 1}/${pairs}: ${aa ? 'baseline (A)' : 'board'} ${samples.board!.cpu.toFixed(1)} ms, baseline ${samples.baseline!.cpu.toFixed(1)} ms of main-thread CPU (${(samples.board!.cpu / samples.baseline!.cpu).toFixed(2)}×)`);
  }
  if (api.log.length !== apiRequests) throw new Error(`the API's server got ${api.log.length - apiRequests} requests during the cold render: the answers from memory missed some`);
  const cpu = (side: Side): number[] => runs[side].map((sample) => sample.cpu);
  const ratios = runs.board.map((board, index) => board.cpu / runs.baseline[index]!.cpu);
  const name = aa ? 'baseline (A/A)' : '`<job-board>`';
  log(`  ratio median ${median(ratios).toFixed(2)}×, IQR ${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}×`);
  return [
    { name: `Cold render, ${TITLES} titles: main-thread CPU, ${name}`, unit: 'ms', values: cpu('board') },
    { name: `Cold render, ${TITLES} titles: main-thread CPU, hand-written baseline`, unit: 'ms', values: cpu('baseline') },
    {
      name: `Cold render: ${aa ? 'A/A' : 'board / baseline'}, per pair`,
      unit: '×',
      values: ratios,
      runs: `${ratios.length} pairs`,
      target: { op: '<=', value: 1.25, on: 'median' },
    },
    { name: 'Cold render: ratio of the medians', unit: '×', values: [median(cpu('board')) / median(cpu('baseline'))], runs: '–', spread: false },
    { name: `Cold render: wall clock to the posted task, ${name}`, unit: 'ms', values: runs.board.map((sample) => sample.wall) },
    { name: 'Cold render: wall clock to the posted task, baseline', unit: 'ms', values: runs.baseline.map((sample) => sample.wall) },
  ];
}

declare global {
  interface Window {
    benchReady(): Promise<unknown>;
    benchRun(titles: number): Promise<{ wall: number; frame: number; titles: number }>;
    benchTitles(): number;
    benchMarkup: string;
  }
}
