/**
 * Cold render (bench/README.md): from inserting `<job-board token base-url page-size="100">` into a
 * page where dist/cdn/job-board.js has already loaded, to the frame that shows the 100th title,
 * as main-thread task time, against the hand-written baseline (bench/pages/baseline-list.js).
 * Each run in a fresh browser context; board and baseline runs interleaved in pairs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { median, type Row } from './report.js';
import { LIST_PATH, TOKEN, type ApiServer, type PageServer } from './serve.js';

export const TITLES = 100;
const SETTLE_MS = 200;

type Side = 'board' | 'baseline';

export interface ListingRequest {
  /** Path and query of the board's listing GET, on the API's origin. */
  path: string;
  /** The headers a page's fetch sets: Accept and Authorization, as the board sent them. */
  headers: Record<string, string>;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Thread time (µs): CPU time the thread got during the event. */
  tdur?: number;
}

export interface ColdSample {
  /** Main-thread task time between the two marks (ms). */
  cpu: number;
  /** Wall clock from insertion to the end of the frame with the 100th title (ms). */
  wall: number;
  /** The same tasks' wall-clock time (ms): inflated whenever the machine is busy. */
  taskWall: number;
  /** Main-thread tasks counted. */
  tasks: number;
}

const PAGES = join(import.meta.dirname, 'pages');
const read = (name: string): string => readFileSync(join(PAGES, name), 'utf8');

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`no value for {{${key}}}`);
    return values[key]!;
  });
}

/** The two cold-render pages, /cold/board.html and /cold/baseline.html. */
export function coldPages(pages: PageServer, api: ApiServer, listing: ListingRequest | undefined): void {
  const harness = read('harness.js');
  pages.set(
    '/cold/board.html',
    fill(read('cold.html'), {
      SIDE: 'job-board',
      CSS: '',
      HEAD: '    <script type="module" src="/cdn/job-board.js"></script>',
      HARNESS: harness,
      SCRIPT: `window.benchReady = () => customElements.whenDefined('job-board');
window.benchInsert = (stage) => {
  const board = document.createElement('job-board');
  board.setAttribute('token', ${JSON.stringify(TOKEN)});
  board.setAttribute('base-url', ${JSON.stringify(api.origin)});
  board.setAttribute('page-size', '${TITLES}');
  stage.append(board);
  return () => board.shadowRoot?.querySelectorAll('.item-title').length ?? 0;
};`,
    }),
  );
  if (!listing) return;
  pages.set(
    '/cold/baseline.html',
    fill(read('cold.html'), {
      SIDE: 'hand-written baseline',
      CSS: read('baseline.css'),
      HEAD: '',
      HARNESS: harness,
      SCRIPT: `${read('baseline-list.js')}
window.benchReady = () => Promise.resolve();
window.benchInsert = (stage) => {
  const root = document.createElement('div');
  root.className = 'jobs';
  stage.append(root);
  renderJobs(root, ${JSON.stringify(api.origin + listing.path)}, ${JSON.stringify(listing.headers)});
  return () => root.querySelectorAll('.item-title').length;
};`,
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
 * The board's listing request, seen once on the board's cold page (unthrottled): the baseline
 * sends the same, so both sides ask the API for the same bytes.
 */
export async function boardListingRequest(browser: Browser, url: string, problems: string[]): Promise<ListingRequest> {
  const context = await browser.newContext();
  const page = await context.newPage();
  watchProblems(page, problems, 'calibration');
  const seen: ListingRequest[] = [];
  page.on('request', (request) => {
    const target = new URL(request.url());
    if (request.method() === 'GET' && target.pathname === LIST_PATH) {
      const headers = request.headers();
      seen.push({
        path: `${target.pathname}${target.search}`,
        headers: { Accept: headers['accept'] ?? '*/*', Authorization: headers['authorization'] ?? '' },
      });
    }
  });
  await page.goto(url);
  await page.evaluate(() => window.benchReady());
  await page.evaluate((titles) => window.benchRun(titles), TITLES);
  await context.close();
  if (seen.length !== 1) throw new Error(`the board made ${seen.length} listing requests on its cold page, not 1`);
  if (seen[0]!.headers.Authorization !== `Bearer ${TOKEN}`) throw new Error(`unexpected Authorization header: ${seen[0]!.headers.Authorization}`);
  return seen[0]!;
}

/**
 * The main thread's CPU time between `bench-start` and `bench-end`: every top-level event of the
 * trace's `toplevel` category on the renderer's main thread (tasks, and mojo messages handled
 * outside one), each counted once (an event inside another is part of it), by its thread time
 * (`tdur`: the CPU the thread got, which a busy machine's descheduling does not inflate, unlike
 * `dur`). An event that straddles a mark counts in proportion to its wall-clock overlap.
 */
export function taskTime(events: TraceEvent[]): { cpu: number; wall: number; tasks: number } {
  const mark = (name: string): TraceEvent => {
    const found = events.filter((event) => event.name === name && event.cat.includes('blink.user_timing'));
    if (found.length !== 1) throw new Error(`${found.length} "${name}" marks in the trace`);
    return found[0]!;
  };
  const start = mark('bench-start');
  const end = mark('bench-end');
  if (start.pid !== end.pid || start.tid !== end.tid) throw new Error('the marks are on different threads');
  const candidates = events
    .filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && event.cat.split(',').includes('toplevel'))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let cpu = 0;
  let wall = 0;
  let count = 0;
  let coveredTo = -Infinity;
  for (const event of candidates) {
    const stop = event.ts + (event.dur ?? 0);
    if (event.ts < coveredTo) continue; // inside the previous top-level event
    coveredTo = stop;
    const overlap = Math.min(stop, end.ts) - Math.max(event.ts, start.ts);
    if (overlap <= 0) continue;
    const share = event.dur ? overlap / event.dur : 1;
    if (event.tdur === undefined) throw new Error(`no thread time on "${event.name}": the trace lacks thread timestamps`);
    cpu += event.tdur * share;
    wall += overlap;
    count += 1;
  }
  return { cpu: cpu / 1000, wall: wall / 1000, tasks: count };
}

async function coldSample(browser: Browser, url: string, problems: string[], label: string): Promise<ColdSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    watchProblems(page, problems, label);
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => window.benchReady());
    // The script has run; two frames and a pause, so its compile and first frames are behind us.
    await page.evaluate(
      (settle) => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, settle)))),
      SETTLE_MS,
    );
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', '__metadata'] });
    const outcome = await page.evaluate((titles) => window.benchRun(titles), TITLES).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const buffer = await browser.stopTracing();
    if ('error' in outcome) throw outcome.error;
    const result = outcome.value;
    if (result.titles !== TITLES) throw new Error(`${label}: ${result.titles} titles, not ${TITLES}`);
    const { traceEvents } = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    const { cpu, wall, tasks } = taskTime(traceEvents);
    return { cpu, wall: result.wall, taskWall: wall, tasks };
  } finally {
    await context.close();
  }
}

export async function coldRender({
  browser,
  pages,
  pairs,
  problems,
  log,
  aa = false,
}: {
  browser: Browser;
  pages: PageServer;
  pairs: number;
  /** Both sides the baseline (an A/A run): the method's own noise, every ratio ≈ 1. */
  aa?: boolean;
  problems: string[];
  log: (text: string) => void;
}): Promise<Row[]> {
  const urls: Record<Side, string> = { board: `${pages.origin}/cold/${aa ? 'baseline' : 'board'}.html`, baseline: `${pages.origin}/cold/baseline.html` };
  const runs: Record<Side, ColdSample[]> = { board: [], baseline: [] };
  // One pair to warm the browser process up (not counted), then `pairs` pairs, each side first
  // every other time, so a busy spell of the shared machine falls on both sides of a pair.
  for (let pair = -1; pair < pairs; pair += 1) {
    const order: Side[] = pair % 2 === 0 ? ['board', 'baseline'] : ['baseline', 'board'];
    const samples: Partial<Record<Side, ColdSample>> = {};
    for (const side of order) samples[side] = await coldSample(browser, urls[side], problems, `cold ${side}`);
    if (pair < 0) continue;
    runs.board.push(samples.board!);
    runs.baseline.push(samples.baseline!);
    log(`  pair ${pair + 1}/${pairs}: board ${samples.board!.cpu.toFixed(1)} ms, baseline ${samples.baseline!.cpu.toFixed(1)} ms of main-thread CPU`);
  }
  const cpu = (side: Side): number[] => runs[side].map((sample) => sample.cpu);
  const ratios = runs.board.map((board, index) => board.cpu / runs.baseline[index]!.cpu);
  return [
    { name: `Cold render, ${TITLES} titles: main-thread CPU, \`<job-board>\``, unit: 'ms', values: cpu('board') },
    { name: `Cold render, ${TITLES} titles: main-thread CPU, hand-written baseline`, unit: 'ms', values: cpu('baseline') },
    {
      name: 'Cold render: board / baseline, per pair',
      unit: '×',
      values: ratios,
      runs: `${ratios.length} pairs`,
      target: { op: '<=', value: 1.3, on: 'median' },
    },
    { name: 'Cold render: ratio of the medians', unit: '×', values: [median(cpu('board')) / median(cpu('baseline'))], runs: '–', spread: false },
    { name: 'Cold render: the same tasks\' wall-clock time, `<job-board>`', unit: 'ms', values: runs.board.map((sample) => sample.taskWall) },
    { name: 'Cold render: the same tasks\' wall-clock time, baseline', unit: 'ms', values: runs.baseline.map((sample) => sample.taskWall) },
    { name: 'Cold render: wall clock to the frame, `<job-board>`', unit: 'ms', values: runs.board.map((sample) => sample.wall) },
    { name: 'Cold render: wall clock to the frame, baseline', unit: 'ms', values: runs.baseline.map((sample) => sample.wall) },
  ];
}

declare global {
  interface Window {
    benchReady(): Promise<unknown>;
    benchRun(titles: number): Promise<{ wall: number; frame: number; titles: number }>;
    benchInsert(stage: HTMLElement): () => number;
  }
}
