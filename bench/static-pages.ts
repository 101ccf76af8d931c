/**
 * `npm run bench -- --static`: the figures of static career pages (issue 13), in one run and one
 * Chromium build. Benchmarks print figures; the run fails only on what is not a timing: a
 * rebuild that wrote a file, a prerendered page that asked the API, shifted its layout, lost its
 * title for a frame or printed a warning.
 *
 * 1. Build time of `job-board-element build` for the demo's template (demo/static/index.html,
 *    the reference API's 174 posts), in-process (scripts/lib/static-site.ts): cold builds into
 *    empty folders (the first in the process also loads the build's modules), then rebuilds of
 *    the same folder with nothing changed (the command's summary and the files' mtimes).
 * 2. Bytes per page: every jobs/<id>/index.html and index.html, raw and gzip -9; what a job
 *    page's embedded data, JSON-LD, shadow-root styles and Lit's hydration markers weigh.
 * 3. Time to first title: the prerendered /careers/jobs/jp_1/ (job-board.js taking it over) against the
 *    client-rendered board showing the same job (the same template with the plain
 *    /cdn/job-board.js, routing="query", ?jb-job=jp_1: what a site without prerendering ships).
 *    Each load in a fresh browser context with the cache disabled, alternating which goes first.
 *    An init script polls every animation frame for the job's title (`[part~="detail-title"]`
 *    with the post's title, through open shadow roots, visible) and records performance.now();
 *    FCP, LCP and layout shifts from the Performance API; API requests from the server's log.
 * 4. Lighthouse (lighthouse + chrome-launcher, as scripts/audit.ts) on the prerendered job page.
 *
 * Writes bench/results/static-pages.md (not the README); `--no-write` prints only.
 *
 * With `--scale`, the build at 10,000 and 50,000 posts instead: time and peak RSS
 * (bench/static-scale.ts, written to bench/results/static-scale.md).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { buildScriptTagBundle } from '../scripts/lib/cdn-build.js';
import { CHROMIUM_ARGS, ensureChromium } from '../scripts/lib/chromium.js';
import { buildStaticSite, serveStaticSite, STATIC_BASE_PATH, STATIC_TEMPLATE, type StaticSite } from '../scripts/lib/static-site.js';
import { gitCommit, load, machine, median } from './report.js';
import { runStaticScale } from './static-scale.js';

const RUNS = { coldBuilds: 3, unchangedBuilds: 3, title: 15, titleWarmup: 2 };
const JOB_ID = 'jp_1';
const CLIENT_PATH = '/client/';
/** After the page's network has been idle (Playwright's 500 ms), a little longer for a late request. */
const SETTLE_MS = 300;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Log = (text: string) => void;
const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

// ---------------------------------------------------------------------------------------------
// Formatting

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number | null | undefined): string => (value == null || Number.isNaN(value) ? 'n/a' : `${value.toFixed(0)} ms`);
const spread = (values: readonly number[], show: (value: number) => string): string[] =>
  values.length ? [show(median(values)), show(Math.min(...values)), show(Math.max(...values))] : ['n/a', 'n/a', 'n/a'];

function markdownTable(head: readonly string[], rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[] = []): string {
  const rule = head.map((_, index) => ((align[index] ?? (index === 0 ? 'l' : 'r')) === 'r' ? '---:' : '---'));
  return [head, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

// ---------------------------------------------------------------------------------------------
// 1. Build time

interface BuildSample {
  ms: number;
  written: number;
  unchanged: number;
  removed: number;
  /** Files whose mtime changed, or that came or went, in the out folder (rebuilds only). */
  touched?: number;
  apiRequests: number;
}

interface BuildFigures {
  cold: BuildSample[];
  unchanged: BuildSample[];
  /** What the out folder holds after the builds: every file is a page the command writes. */
  files: { total: number; jobs: number; listing: number; sitemap: boolean };
}

const SUMMARY = /Wrote ([\d,]+) pages?, ([\d,]+) unchanged, ([\d,]+) removed/;

function mtimes(dir: string): Map<string, bigint> {
  const found = new Map<string, bigint>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.set(relative(dir, path), statSync(path, { bigint: true }).mtimeNs);
    }
  };
  walk(dir);
  return found;
}

function touched(before: Map<string, bigint>, after: Map<string, bigint>): number {
  let count = 0;
  for (const [path, time] of after) if (before.get(path) !== time) count += 1;
  for (const path of before.keys()) if (!after.has(path)) count += 1;
  return count;
}

async function oneBuild(site: StaticSite, outDir: string): Promise<BuildSample> {
  const requestsBefore = site.apiRequests.length;
  const run = await buildStaticSite(site, outDir);
  if (run.status !== 0) throw new Error(`the build failed (exit ${run.status}): ${run.stderr.trim()}`);
  const summary = SUMMARY.exec(run.stderr);
  if (!summary) throw new Error(`no summary line in the build's output: ${run.stderr.slice(-300)}`);
  const number = (text: string): number => Number(text.replaceAll(',', ''));
  return {
    ms: run.ms,
    written: number(summary[1]!),
    unchanged: number(summary[2]!),
    removed: number(summary[3]!),
    apiRequests: site.apiRequests.length - requestsBefore,
  };
}

async function buildFigures(site: StaticSite, work: string, outDir: string, log: Log): Promise<BuildFigures> {
  const cold: BuildSample[] = [];
  for (let run = 0; run < RUNS.coldBuilds; run += 1) {
    // The first into the folder the site serves; the others into empty folders of their own.
    const dir = run === 0 ? outDir : join(work, `cold-${run}`);
    rmSync(dir, { recursive: true, force: true });
    cold.push(await oneBuild(site, dir));
    log(`  cold build ${run + 1}: ${cold.at(-1)!.ms.toFixed(0)} ms`);
    if (run > 0) rmSync(dir, { recursive: true, force: true });
  }
  const unchanged: BuildSample[] = [];
  for (let run = 0; run < RUNS.unchangedBuilds; run += 1) {
    const before = mtimes(outDir);
    const sample = await oneBuild(site, outDir);
    sample.touched = touched(before, mtimes(outDir));
    unchanged.push(sample);
    log(`  unchanged rebuild ${run + 1}: ${sample.ms.toFixed(0)} ms, ${sample.written} written, ${sample.touched} files touched`);
  }
  const listing = 1 + (statSync(join(outDir, 'page'), { throwIfNoEntry: false }) ? readdirSync(join(outDir, 'page')).length : 0);
  const sitemap = Boolean(statSync(join(outDir, 'sitemap.xml'), { throwIfNoEntry: false }));
  return { cold, unchanged, files: { total: mtimes(outDir).size, jobs: readdirSync(join(outDir, 'jobs')).length, listing, sitemap } };
}

// ---------------------------------------------------------------------------------------------
// 2. Bytes per page

interface PageBytes {
  raw: number;
  gzip: number;
}

interface Part {
  name: string;
  /** Raw bytes of the part on each job page. */
  raw: number[];
  /** What the part adds to the page's gzip -9 size (the page gzipped with and without it). */
  gzip: number[];
}

interface BytesFigures {
  jobs: PageBytes[];
  index: PageBytes;
  parts: Part[];
}

const gzip = (text: string | Buffer): number => gzipSync(text, { level: 9 }).length;
const bytes = (text: string): number => Buffer.byteLength(text);

/** The pieces of a job page whose weight is worth knowing, found by what they look like. */
const PARTS: { name: string; find: (page: string) => string[] }[] = [
  { name: 'Embedded board data (`<script data-job-board-prerendered>`)', find: (page) => page.match(/<script[^>]*data-job-board-prerendered[^>]*>[\s\S]*?<\/script>/g) ?? [] },
  { name: 'JSON-LD JobPosting', find: (page) => page.match(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g) ?? [] },
  {
    name: 'Shadow-root `<style>`s (the elements\u2019 CSS)',
    find: (page) => page.slice(page.indexOf('<body')).match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? [],
  },
  { name: 'Lit hydration markers (`<!--lit-part-->` …)', find: (page) => page.match(/<!--\/?lit-(?:part|node)[^>]*-->|<\?lit\$[^>]*>/g) ?? [] },
  { name: 'Head tags the build adds (canonical, OG, Twitter)', find: (page) => page.match(/<link rel="canonical"[^>]*>|<meta (?:property="og:|name="twitter:)[^>]*>/g) ?? [] },
];

function bytesFigures(outDir: string): BytesFigures {
  const jobsDir = join(outDir, 'jobs');
  const pages = readdirSync(jobsDir).map((id) => readFileSync(join(jobsDir, id, 'index.html'), 'utf8'));
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  const parts: Part[] = PARTS.map(({ name }) => ({ name, raw: [], gzip: [] }));
  for (const page of pages) {
    const whole = gzip(page);
    PARTS.forEach(({ find }, at) => {
      const found = find(page);
      let without = page;
      for (const piece of found) without = without.replace(piece, '');
      parts[at]!.raw.push(found.reduce((sum, piece) => sum + bytes(piece), 0));
      parts[at]!.gzip.push(whole - gzip(without));
    });
  }
  return {
    jobs: pages.map((page) => ({ raw: bytes(page), gzip: gzip(page) })),
    index: { raw: bytes(index), gzip: gzip(index) },
    parts,
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Time to first title

type Variant = 'prerendered' | 'client';

interface TitleSample {
  /** performance.now() of the first animation frame with the title on screen. */
  title: number | null;
  fcp: number | null;
  lcp: number | null;
  cls: number;
  /** Frames after the first with the title in which it was not on screen (a flash). */
  gaps: number;
  /** How often the title's element was a different node from one frame to the next (the takeover's render). */
  replaced: number;
  /** The first frame in which <job-board> was defined (the bundle ran). */
  defined: number | null;
  /** Bytes of script the page loaded (Resource Timing, uncompressed as served). */
  scriptBytes: number;
  scripts: number;
  apiRequests: string[];
}

interface Probe {
  title: number | null;
  element: Element | null;
  gaps: number;
  replaced: number;
  defined: number | null;
  stop: boolean;
  shifts: { value: number; hadRecentInput: boolean }[];
  lcp: { time: number }[];
}

/** Runs in the page before its own scripts (an init script). */
function installProbe(expected: string): void {
  const probe: Probe = { title: null, element: null, gaps: 0, replaced: 0, defined: null, stop: false, shifts: [], lcp: [] };
  (window as unknown as { __probe: Probe }).__probe = probe;
  const find = (root: Document | ShadowRoot): Element | null => {
    for (const element of root.querySelectorAll('[part~="detail-title"]')) {
      if (element.textContent?.trim() === expected && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return element;
    }
    for (const host of root.querySelectorAll('*')) {
      const found = host.shadowRoot ? find(host.shadowRoot) : null;
      if (found) return found;
    }
    return null;
  };
  const tick = (): void => {
    const now = performance.now();
    const element = document.body ? find(document) : null;
    if (element) {
      if (probe.title === null) probe.title = now;
      else if (element !== probe.element) probe.replaced += 1;
      probe.element = element;
    } else if (probe.title !== null) probe.gaps += 1;
    if (probe.defined === null && customElements.get('job-board')) probe.defined = now;
    if (!probe.stop) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      probe.shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp.push({ time: entry.startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function titleSample(
  browser: Browser,
  site: StaticSite,
  variant: Variant,
  expected: string,
  problems: Map<Variant, string[]>,
): Promise<TitleSample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // As source text: tsx's transform wraps named functions in `__name(…)`, which the page lacks.
  await page.addInitScript({ content: `var __name = (target) => target; (${installProbe.toString()})(${JSON.stringify(expected)});` });
  const report = (text: string): void => void problems.get(variant)!.push(text);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') report(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => report(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) report(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => report(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  const url = variant === 'prerendered' ? `${site.origin}${STATIC_BASE_PATH}jobs/${JOB_ID}/` : `${site.origin}${CLIENT_PATH}?jb-job=${JOB_ID}`;
  const requestsBefore = site.apiRequests.length;
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __probe: Probe }).__probe.title !== null, undefined, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await sleep(SETTLE_MS);
  const figures = await page.evaluate(() => {
    const probe = (window as unknown as { __probe: Probe }).__probe;
    probe.stop = true;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const lcp = probe.lcp.at(-1);
    return {
      title: probe.title,
      gaps: probe.gaps,
      replaced: probe.replaced,
      defined: probe.defined,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      lcp: lcp?.time ?? null,
      cls: probe.shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      scripts: scripts.length,
    };
  });
  const apiRequests = site.apiRequests.slice(requestsBefore);
  await context.close();
  return { ...figures, apiRequests };
}

/** The post's title, from the data the page embeds for the board. */
function postTitle(page: string): string {
  const data = /<script[^>]*data-job-board-prerendered[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1];
  const title = data ? (JSON.parse(data) as { post?: { title?: string } }).post?.title : undefined;
  if (!title) throw new Error(`no post title in the embedded data of jobs/${JOB_ID}/index.html`);
  return title;
}

/** The client-rendered page: the demo's template as a site without prerendering ships it. */
function writeClientPage(dir: string): void {
  const template = readFileSync(STATIC_TEMPLATE, 'utf8');
  const page = template
    .replace('routing="path"', 'routing="query"')
    .replace(/\s*base-path="[^"]*"/, '');
  if (!page.includes('/cdn/job-board.js"') || !page.includes('routing="query"') || page.includes('base-path')) {
    throw new Error('the demo template changed: the client-rendered page could not be made from it');
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), page);
}

async function titleFigures(browser: Browser, site: StaticSite, expected: string, log: Log): Promise<{ samples: Record<Variant, TitleSample[]>; problems: Map<Variant, string[]> }> {
  const samples: Record<Variant, TitleSample[]> = { prerendered: [], client: [] };
  const problems = new Map<Variant, string[]>([
    ['prerendered', []],
    ['client', []],
  ]);
  const order: Variant[] = ['prerendered', 'client'];
  for (let run = 0; run < RUNS.titleWarmup + RUNS.title; run += 1) {
    for (const variant of run % 2 === 0 ? order : [...order].reverse()) {
      const sample = await titleSample(browser, site, variant, expected, problems);
      if (run >= RUNS.titleWarmup) samples[variant].push(sample);
    }
    if (run >= RUNS.titleWarmup && (run - RUNS.titleWarmup + 1) % 5 === 0) log(`  ${run - RUNS.titleWarmup + 1}/${RUNS.title} pairs`);
  }
  return { samples, problems };
}

// ---------------------------------------------------------------------------------------------
// 4. Lighthouse

interface LighthouseFigures {
  version: string;
  userAgent: string;
  scores: Record<string, number>;
  metrics: { name: string; value: string; numeric: number }[];
  /** Per category: its audits with a score below 1 (weighted ones first), whatever the category's score. */
  findings: { category: string; id: string; title: string; displayValue: string; weight: number; score: number; detail: string }[];
  /** The LCP element as Lighthouse saw it, and whether it was still laid out at the end of the load. */
  lcpElement: string;
  apiRequests: number;
}

/** A line of what an audit's details name: the reasons or URLs of its first rows (paths only). */
function auditDetail(details: unknown): string {
  const rows: string[] = [];
  const visit = (value: unknown): void => {
    if (rows.length >= 4 || value === null || typeof value !== 'object') return;
    const item = value as Record<string, unknown>;
    if (typeof item.reason === 'string') rows.push(item.reason);
    else if (typeof item.url === 'string' && item.type !== 'network-tree') rows.push(new URL(item.url).pathname);
    else if (item.label && typeof item.label === 'string' && item.value === false) rows.push(`not: ${item.label}`);
    for (const child of Object.values(item)) if (typeof child === 'object') visit(child);
  };
  visit(details);
  return [...new Set(rows)].join('; ');
}

function lcpElement(details: unknown): string {
  const text = JSON.stringify(details ?? {});
  const node = /"selector":"([^"]*)","boundingRect":\{[^}]*"width":([\d.]+),"height":([\d.]+)\}/.exec(text);
  if (!node) return 'not reported';
  const label = /"nodeLabel":"([^"]*)"/.exec(text)?.[1] ?? '';
  const laidOut = Number(node[2]) > 0 && Number(node[3]) > 0;
  return `\`${node[1]}\` (“${label.slice(0, 40)}…”)${laidOut ? '' : ', a node no longer laid out at the end of the load (0×0 box)'}`;
}

async function lighthouseFigures(chromePath: string, site: StaticSite, url: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const requestsBefore = site.apiRequests.length;
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const scores: Record<string, number> = {};
    const findings: LighthouseFigures['findings'] = [];
    for (const id of CATEGORIES) {
      const category = categories[id];
      scores[id] = Math.round((category?.score ?? 0) * 100);
      // Listed at 100 too: the weightless ones (compression, caching, request chains) are stable
      // from run to run while the score goes 99 ↔ 100 with the machine's load.
      if (!category) continue;
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) continue;
        if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'notApplicable') continue;
        findings.push({ category: id, id: ref.id, title: audit.title, displayValue: audit.displayValue ?? '', weight: ref.weight, score: audit.score, detail: auditDetail(audit.details) });
      }
    }
    findings.sort((a, b) => (a.category === b.category ? b.weight - a.weight : 0));
    const metric = (id: string, name: string) => ({ name, value: audits[id]?.displayValue ?? 'n/a', numeric: audits[id]?.numericValue ?? Number.NaN });
    return {
      version: result.lhr.lighthouseVersion,
      userAgent: result.lhr.environment.hostUserAgent,
      scores,
      metrics: [
        metric('first-contentful-paint', 'FCP'),
        metric('largest-contentful-paint', 'LCP'),
        metric('total-blocking-time', 'TBT'),
        metric('cumulative-layout-shift', 'CLS'),
        metric('speed-index', 'Speed Index'),
      ],
      findings,
      lcpElement: lcpElement(audits['largest-contentful-paint-element']?.details),
      apiRequests: site.apiRequests.length - requestsBefore,
    };
  } finally {
    chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// The run

export async function runStaticPages({ root, write, log }: { root: string; write: boolean; log: Log }): Promise<number> {
  // `--static --scale`: the build at 10,000 and 50,000 posts instead (bench/static-scale.ts).
  if (process.argv.includes('--scale')) return runStaticScale({ root, write, log });
  const begun = Date.now();
  const executablePath = ensureChromium();
  const work = mkdtempSync(join(tmpdir(), 'job-board-static-bench-'));
  const outDir = join(work, 'careers');
  const cdnDir = join(work, 'cdn');
  const clientDir = join(work, 'client');
  const loadBefore = load();
  log('building the script-tag bundles…');
  await buildScriptTagBundle({ quiet: true, outDir: cdnDir });
  writeClientPage(clientDir);
  const site = await serveStaticSite({ outDir, cdnDir, extraMounts: { [CLIENT_PATH]: clientDir } });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const browserVersion = browser.version();
  let build: BuildFigures;
  let sizes: BytesFigures;
  let titles: Awaited<ReturnType<typeof titleFigures>>;
  let audit: LighthouseFigures;
  let expected: string;
  try {
    log(`build: ${RUNS.coldBuilds} cold builds, ${RUNS.unchangedBuilds} rebuilds with nothing changed…`);
    build = await buildFigures(site, work, outDir, log);
    sizes = bytesFigures(outDir);
    expected = postTitle(readFileSync(join(outDir, 'jobs', JOB_ID, 'index.html'), 'utf8'));
    if (!expected) throw new Error(`no title found in jobs/${JOB_ID}/index.html`);
    log(`time to first title ("${expected}"): ${RUNS.title} runs of each after ${RUNS.titleWarmup} warm-ups, alternating…`);
    titles = await titleFigures(browser, site, expected, log);
    log('Lighthouse on the prerendered job page…');
    audit = await lighthouseFigures(executablePath, site, `${site.origin}${STATIC_BASE_PATH}jobs/${JOB_ID}/`);
    log('done');
  } finally {
    await browser.close();
    await site.close();
    rmSync(work, { recursive: true, force: true });
  }

  // Checks: not timings, but what the figures are worth nothing without.
  const pre = titles.samples.prerendered;
  const client = titles.samples.client;
  const checks: { name: string; ok: boolean; detail: string }[] = [
    {
      name: 'Cold build writes every page',
      ok: build.cold.every((sample) => sample.written === build.files.total && sample.unchanged === 0 && sample.removed === 0),
      detail: `${build.cold.map((sample) => sample.written).join(', ')} written; ${build.files.total} files in the folder`,
    },
    {
      name: 'Rebuild with nothing changed writes nothing (summary and mtimes)',
      ok: build.unchanged.every((sample) => sample.written === 0 && sample.removed === 0 && sample.touched === 0),
      detail: build.unchanged.map((sample) => `${sample.written} written, ${sample.unchanged} unchanged, ${sample.removed} removed, ${sample.touched} files' mtimes changed`).join('; '),
    },
    {
      name: 'Prerendered job page: no API request',
      ok: pre.every((sample) => sample.apiRequests.length === 0),
      detail: `${pre.reduce((sum, sample) => sum + sample.apiRequests.length, 0)} in ${pre.length} loads`,
    },
    {
      name: 'Prerendered job page: CLS 0 (layout-shift entries)',
      ok: pre.every((sample) => sample.cls === 0),
      detail: `max ${Math.max(...pre.map((sample) => sample.cls)).toFixed(4)}`,
    },
    {
      name: 'Prerendered job page: the title never leaves the screen once shown (no flash)',
      ok: pre.every((sample) => sample.gaps === 0),
      detail: `${pre.reduce((sum, sample) => sum + sample.gaps, 0)} frames without it in ${pre.length} loads`,
    },
    {
      name: 'Prerendered job page: no console warning or error, no failed request',
      ok: titles.problems.get('prerendered')!.length === 0,
      detail: [...new Set(titles.problems.get('prerendered'))].join('; ') || 'none',
    },
    {
      name: 'Client-rendered page: no console warning or error, no failed request',
      ok: titles.problems.get('client')!.length === 0,
      detail: [...new Set(titles.problems.get('client'))].join('; ') || 'none',
    },
    { name: 'Lighthouse: no API request', ok: audit.apiRequests === 0, detail: String(audit.apiRequests) },
  ];

  const date = new Date().toISOString().replace(/:\d\d\.\d+Z$/, ' UTC').replace('T', ' ');
  const values = (list: TitleSample[], pick: (sample: TitleSample) => number | null): number[] =>
    list.map(pick).filter((value): value is number => value !== null);
  const medianOf = (list: TitleSample[], pick: (sample: TitleSample) => number | null): number => median(values(list, pick));
  const ratio = (pick: (sample: TitleSample) => number | null): string => {
    const value = medianOf(client, pick) / medianOf(pre, pick);
    return Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a';
  };
  const timeRow = (name: string, pick: (sample: TitleSample) => number | null): string[] => [
    name,
    ...spread(values(pre, pick), (value) => ms(value)),
    ...spread(values(client, pick), (value) => ms(value)),
    ratio(pick),
  ];
  // A pair is the two loads of one round, next to each other in time: a busy spell of the machine falls on both.
  const pairRow = (name: string, pick: (sample: TitleSample) => number | null): string[] => {
    const ratios = pre.flatMap((sample, index) => {
      const [mine, theirs] = [pick(sample), client[index] ? pick(client[index]) : null];
      return mine && theirs ? [theirs / mine] : [];
    });
    const [middle, least, most] = spread(ratios, (value) => `${value.toFixed(2)}×`);
    return [name, '', '', '', '', '', '', `${middle} (min ${least}, max ${most})`];
  };
  const countRow = (name: string, pick: (sample: TitleSample) => number, show: (value: number) => string = String): string[] => [
    name,
    ...spread(pre.map(pick), show),
    ...spread(client.map(pick), show),
    '',
  ];
  const mode = (list: string[]): string => {
    const counts = new Map<string, number>();
    for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([item, count]) => `${item} ×${count}`).join(', ');
  };

  const buildTable = markdownTable(
    ['Build (demo template, 174 posts)', 'Runs', 'Median', 'Min', 'Max', 'Pages written / unchanged / removed', 'API requests'],
    [
      ['Cold, into an empty folder: the first in the process (loads the build\u2019s modules)', '1', ms(build.cold[0]!.ms), '–', '–', `${build.cold[0]!.written} / ${build.cold[0]!.unchanged} / ${build.cold[0]!.removed}`, String(build.cold[0]!.apiRequests)],
      [
        'Cold, into an empty folder: all',
        String(build.cold.length),
        ...spread(build.cold.map((sample) => sample.ms), ms),
        `${build.cold.at(-1)!.written} / ${build.cold.at(-1)!.unchanged} / ${build.cold.at(-1)!.removed}`,
        String(median(build.cold.map((sample) => sample.apiRequests))),
      ],
      [
        'Rebuild, nothing changed',
        String(build.unchanged.length),
        ...spread(build.unchanged.map((sample) => sample.ms), ms),
        `${Math.max(...build.unchanged.map((sample) => sample.written))} / ${build.unchanged[0]!.unchanged} / ${Math.max(...build.unchanged.map((sample) => sample.removed))} (files touched: ${Math.max(...build.unchanged.map((sample) => sample.touched ?? 0))})`,
        String(median(build.unchanged.map((sample) => sample.apiRequests))),
      ],
    ],
    ['l', 'r', 'r', 'r', 'r', 'l', 'r'],
  );
  const buildNote = `Output: ${build.files.jobs} job pages, ${build.files.listing} listing pages (index.html and page/N/), ${build.files.sitemap ? 'sitemap.xml' : '**no sitemap.xml**'}.`;

  const bytesTable = markdownTable(
    ['Page', 'Pages', 'Raw median', 'Raw min', 'Raw max', 'gzip -9 median', 'gzip -9 min', 'gzip -9 max'],
    [
      ['`jobs/<id>/index.html`', String(sizes.jobs.length), ...spread(sizes.jobs.map((page) => page.raw), kb), ...spread(sizes.jobs.map((page) => page.gzip), kb)],
      ['`index.html` (listing, page 1)', '1', kb(sizes.index.raw), '–', '–', kb(sizes.index.gzip), '–', '–'],
    ],
  );
  const jobRawMedian = median(sizes.jobs.map((page) => page.raw));
  const jobGzipMedian = median(sizes.jobs.map((page) => page.gzip));
  const partsTable = markdownTable(
    ['Of a job page (median over the job pages)', 'Raw', 'Share of raw', 'Adds to gzip -9', 'Share of gzip'],
    sizes.parts.map((part) => [
      part.name,
      kb(median(part.raw)),
      `${((median(part.raw) / jobRawMedian) * 100).toFixed(0)} %`,
      kb(median(part.gzip)),
      `${((median(part.gzip) / jobGzipMedian) * 100).toFixed(0)} %`,
    ]),
  );

  const titleTable = markdownTable(
    ['Job page jp_1', 'Prerendered median', 'min', 'max', 'Client-rendered median', 'min', 'max', 'Client / prerendered'],
    [
      timeRow('Title on screen (first animation frame with it)', (sample) => sample.title),
      pairRow('Title on screen: client / prerendered, per interleaved pair', (sample) => sample.title),
      timeRow('First Contentful Paint', (sample) => sample.fcp),
      timeRow('Largest Contentful Paint', (sample) => sample.lcp),
      timeRow('`<job-board>` defined (the bundle ran)', (sample) => sample.defined),
      countRow('API requests', (sample) => sample.apiRequests.length),
      countRow('CLS (layout-shift entries, summed)', (sample) => sample.cls, (value) => value.toFixed(4)),
      countRow('Frames without the title after it showed', (sample) => sample.gaps),
      countRow('Title element replaced by another node', (sample) => sample.replaced),
      countRow('Script loaded (files)', (sample) => sample.scripts),
      countRow('Script loaded (bytes, uncompressed)', (sample) => sample.scriptBytes, kb),
    ],
  );
  const clientRequests = mode(client.map((sample) => sample.apiRequests.map((request) => request.replace(/\?.*$/, '?…')).join(' + ') || 'none'));
  const titleNote = [
    `${RUNS.title} loads of each after ${RUNS.titleWarmup} warm-ups, alternating which goes first; each in a fresh browser context with the cache disabled (CDP), viewport 1280×900, no throttling, the server on 127.0.0.1.`,
    `Prerendered: \`${STATIC_BASE_PATH}jobs/${JOB_ID}/\` taken over by job-board.js. Client-rendered: the same template with \`/cdn/job-board.js\`, \`routing="query"\`, \`${CLIENT_PATH}?jb-job=${JOB_ID}\`.`,
    `Client-rendered API requests per load: ${clientRequests}.`,
    'The title\u2019s time is the start of the first animation frame whose DOM has it laid out and visible; FCP and LCP are when a frame was presented, which on this machine (software compositing) comes tens of ms after the frame started: the prerendered page presents the whole job in its first paint, so its title is on screen at its FCP.',
  ].join('\n');

  const lighthouseTable = markdownTable(
    ['Lighthouse on the prerendered job page', ...CATEGORIES.map((id) => id), ...audit.metrics.map((metric) => metric.name)],
    [[`${audit.version} (mobile, simulated throttling)`, ...CATEGORIES.map((id) => String(audit.scores[id])), ...audit.metrics.map((metric) => metric.value)]],
    ['l', ...CATEGORIES.map(() => 'r' as const), ...audit.metrics.map(() => 'r' as const)],
  );
  const findings = audit.findings.length
    ? `Lighthouse audits scored below 1 (every category; weight 0 ones do not count in the score):\n${audit.findings
        .map(
          (finding) =>
            `- ${finding.category}: \`${finding.id}\` ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''}, score ${finding.score.toFixed(2)}, weight ${finding.weight}${finding.detail ? `: ${finding.detail}` : ''}`,
        )
        .join('\n')}`
    : 'No Lighthouse audit scored below 1.';

  const checksTable = markdownTable(
    ['Check', 'Result', 'Detail'],
    checks.map((check) => [check.name, check.ok ? 'pass' : '**FAIL**', check.detail.replaceAll('|', '\\|')]),
    ['l', 'l', 'l'],
  );

  const report = [
    `**Run:** ${date}, ${gitCommit(root) ?? 'outside git'}, ${Math.round((Date.now() - begun) / 1000)} s.`,
    '',
    `**Machine:** ${machine(browserVersion)}; Lighthouse ran ${/(?:HeadlessChrome|Chrome)\/[\d.]+/.exec(audit.userAgent)?.[0] ?? audit.userAgent} (the same executable, ${executablePath}). Load average (1 min) ${loadBefore} at the start, ${load()} at the end.`,
    '',
    '### Build time',
    '',
    buildTable,
    '',
    buildNote,
    '',
    '### Bytes per page',
    '',
    bytesTable,
    '',
    partsTable,
    '',
    '### Time to first title',
    '',
    titleTable,
    '',
    titleNote,
    '',
    '### Lighthouse',
    '',
    lighthouseTable,
    '',
    findings,
    '',
    `Lighthouse's LCP element: ${audit.lcpElement}.`,
    '',
    '### Checks',
    '',
    checksTable,
  ].join('\n');
  console.log(`\n${report}\n`);
  if (write) {
    writeFileSync(
      join(root, 'bench/results/static-pages.md'),
      `# Static career pages: figures\n\nWritten by \`npm run bench -- --static\` (bench/static-pages.ts, where what is measured is described).\n\n${report}\n`,
    );
    log('wrote bench/results/static-pages.md');
  }
  return checks.every((check) => check.ok) ? 0 : 1;
}
