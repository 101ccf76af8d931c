/**
 * First title on a slow phone (bench/README.md): Lighthouse's Slow 4G through a throttling proxy
 * (bench/throttle.ts) and CPU ×4 (CDP Emulation.setCPUThrottlingRate), the API on another origin,
 * every load in a fresh browser context. From navigation start to the end of the first frame
 * that shows a job title, for two pages made from the README's first example (the plain board,
 * and the example as written, with its search and workplace controls), each against the same
 * hand-written page (fetch + list, bench/pages/baseline-list.js). Loads interleaved in rounds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { watchProblems } from './cold-render.js';
import { type Row } from './report.js';
import { LIST_PATH, TOKEN, type ApiServer, type PageServer } from './serve.js';
import { Phone, SLOW_4G } from './throttle.js';

const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (moto g power): 412×823 CSS px at a device pixel ratio of 1.75. */
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const ROOT = join(import.meta.dirname, '..');
const PAGES = join(import.meta.dirname, 'pages');

type Variant = 'plain' | 'readme';
const VARIANTS: { variant: Variant; label: string }[] = [
  { variant: 'plain', label: 'plain `<job-board token base-url>`' },
  { variant: 'readme', label: 'README example (search + workplace filter)' },
];

interface PhoneSample {
  /** performance.now() (from navigation start) at the end of the first frame with a title. */
  title: number;
  /** The first title's text. */
  text: string;
  /** The listing GET: when it started and ended (Resource Timing), from navigation start. */
  requestStart: number | null;
  responseEnd: number | null;
  /** First Contentful Paint. */
  fcp: number | null;
}

/**
 * The probe, run in every page before its own scripts: in each animation frame (before its style,
 * layout and paint), is a job title (`[part~=item-title]` in the shadow root of `<job-board>` or of
 * the hand-written `<job-list-baseline>`) in the DOM, with text, and visible (`checkVisibility` with opacity and visibility)? In the
 * first frame where one is, it posts a task, which runs once that frame's main-thread work is done;
 * its `performance.now()` is the figure (navigation start is the time origin).
 */
const PROBE = `(() => {
  let done;
  const probe = { title: null, text: null, done: new Promise((resolve) => (done = resolve)) };
  window.__probe = probe;
  const find = () => document.querySelector('job-board, job-list-baseline')?.shadowRoot?.querySelector('[part~=item-title]') ?? null;
  const tick = () => {
    const title = find();
    const text = title?.textContent.trim();
    if (text && title.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.title = performance.now();
        probe.text = text;
        done();
      };
      channel.port2.postMessage(null);
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

/**
 * The README's first ```html block, made runnable here: the script's src → /cdn/job-board.js,
 * YOUR_JOB_BOARDS_TOKEN → the demo token, https://api.example.com → the API's (throttled) origin.
 * Whatever else the README adds to it (a preconnect, another control) is kept, so the page is
 * what the README tells sites to write. `plain` keeps `<job-board>` without its children.
 */
export function readmeExample(apiOrigin: string, variant: Variant): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /```html\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no ```html block');
  let html = block
    .replace(/src="[^"]*\/dist\/cdn\/job-board\.js"/g, 'src="/cdn/job-board.js"')
    .replaceAll('YOUR_JOB_BOARDS_TOKEN', TOKEN)
    .replaceAll('https://api.example.com', apiOrigin);
  if (/example\.com|YOUR_/.test(html) || !html.includes('src="/cdn/job-board.js"') || !/<job-board\b/.test(html)) {
    throw new Error(`the README's first example changed shape; update bench/slow-phone.ts:\n${block}`);
  }
  if (variant === 'plain') html = html.replace(/(<job-board\b[^>]*>)[\s\S]*?(<\/job-board>)/, '$1$2');
  return html
    .trim()
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');
}

function page(body: string): string {
  return readFileSync(join(PAGES, 'phone.html'), 'utf8').replace('{{BODY}}', body);
}

/**
 * The hand-written page: `<job-list-baseline>` (bench/pages/baseline-list.js, inline right after
 * it, so its fetch starts as soon as the tag is parsed), asking for the board's URL.
 */
function baselinePage(url: string, headers: Record<string, string>): string {
  if (headers['Accept'] !== 'application/json' || headers['Authorization'] !== `Bearer ${TOKEN}`) {
    throw new Error(`the board sent other headers than bench/pages/baseline-list.js: ${JSON.stringify(headers)}`);
  }
  const attribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return page(
    `      <job-list-baseline src="${attribute(url)}" token="${TOKEN}"></job-list-baseline>\n      <script>\n${readFileSync(join(PAGES, 'baseline-list.js'), 'utf8')}\n      </script>`,
  );
}

async function phoneLoad(browser: Browser, url: string, problems: string[], label: string): Promise<PhoneSample> {
  const context = await browser.newContext({ viewport: { width: SCREEN.width, height: SCREEN.height }, deviceScaleFactor: SCREEN.deviceScaleFactor, isMobile: true, hasTouch: true });
  try {
    const tab = await context.newPage();
    watchProblems(tab, problems, label);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.addInitScript({ content: PROBE });
    await tab.goto(url, { waitUntil: 'commit' });
    return await tab.evaluate(async (listPath) => {
      const probe = (window as unknown as { __probe: { title: number; text: string; done: Promise<void> } }).__probe;
      await probe.done;
      const listing = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => entry.initiatorType === 'fetch' && new URL(entry.name).pathname === listPath,
      );
      return {
        title: probe.title,
        text: probe.text,
        requestStart: listing?.startTime ?? null,
        responseEnd: listing?.responseEnd ?? null,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      };
    }, LIST_PATH);
  } finally {
    await context.close();
  }
}

/** The listing GETs one unthrottled-CPU load of `url` makes, as path + query and headers. */
async function listingRequests(browser: Browser, url: string, problems: string[], label: string): Promise<{ path: string; headers: Record<string, string> }[]> {
  const context = await browser.newContext();
  const seen: { path: string; headers: Record<string, string> }[] = [];
  try {
    const tab = await context.newPage();
    watchProblems(tab, problems, label);
    tab.on('request', (request) => {
      const target = new URL(request.url());
      if (request.method() === 'GET' && target.pathname === LIST_PATH) {
        const headers = request.headers();
        seen.push({ path: `${target.pathname}${target.search}`, headers: { Accept: headers['accept'] ?? '*/*', Authorization: headers['authorization'] ?? '' } });
      }
    });
    await tab.addInitScript({ content: PROBE });
    await tab.goto(url, { waitUntil: 'commit' });
    await tab.evaluate(() => (window as unknown as { __probe: { done: Promise<void> } }).__probe.done);
    await tab.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  return seen;
}

export async function slowPhone({
  browser,
  pages,
  api,
  rounds,
  problems,
  log,
  aa = false,
}: {
  browser: Browser;
  pages: PageServer;
  api: ApiServer;
  rounds: number;
  /** Every page the baseline (an A/A run): the method's own noise, every ratio ≈ 1. */
  aa?: boolean;
  problems: string[];
  log: (text: string) => void;
}): Promise<{ rows: Row[]; notes: string[] }> {
  const phone = new Phone(SLOW_4G);
  const pageProxy = await phone.proxy(pages.origin);
  const apiProxy = await phone.proxy(api.origin);
  const notes: string[] = [];
  try {
    for (const { variant } of VARIANTS) pages.set(`/phone/${variant}.html`, page(readmeExample(apiProxy.origin, variant)));
    // The baseline asks for what the board asks for: the same URL and headers.
    const requests: Record<string, { path: string; headers: Record<string, string> }> = {};
    for (const { variant } of VARIANTS) {
      const seen = await listingRequests(browser, `${pageProxy.origin}/phone/${variant}.html`, problems, `phone ${variant} (calibration)`);
      if (seen.length !== 1) throw new Error(`the ${variant} page made ${seen.length} listing requests, not 1`);
      requests[variant] = seen[0]!;
    }
    if (requests['plain']!.path !== requests['readme']!.path) {
      notes.push(`The two pages ask for different listings (${requests['plain']!.path} and ${requests['readme']!.path}); the baseline asks for the plain board's.`);
    }
    const listing = requests['plain']!;
    pages.set('/phone/baseline.html', baselinePage(`${apiProxy.origin}${listing.path}`, listing.headers));
    log(`  the boards and the baseline ask GET ${listing.path} (Authorization: ${listing.headers['Authorization']})`);

    type Side = Variant | 'baseline';
    const sides: Side[] = ['plain', 'readme', 'baseline'];
    const samples: Record<Side, PhoneSample[]> = { plain: [], readme: [], baseline: [] };
    // One round to warm the browser process up (not counted); then each round loads the three
    // pages, the order rotated, so each page goes first, second and third equally often.
    for (let round = -1; round < rounds; round += 1) {
      const shift = ((round % 3) + 3) % 3;
      const order = [...sides.slice(shift), ...sides.slice(0, shift)];
      const got: Partial<Record<Side, PhoneSample>> = {};
      for (const side of order) got[side] = await phoneLoad(browser, `${pageProxy.origin}/phone/${aa ? 'baseline' : side}.html`, problems, `phone ${side}`);
      const texts = new Set(sides.map((side) => got[side]!.text));
      if (texts.size !== 1) throw new Error(`the pages showed different first titles: ${[...texts].join(' / ')}`);
      if (round < 0) continue;
      for (const side of sides) samples[side].push(got[side]!);
      log(`  round ${round + 1}/${rounds}: plain ${got.plain!.title.toFixed(0)} ms, README ${got.readme!.title.toFixed(0)} ms, baseline ${got.baseline!.title.toFixed(0)} ms`);
    }
    const of = (side: Side, pick: (sample: PhoneSample) => number | null): number[] =>
      samples[side].map(pick).filter((value): value is number => value !== null);
    const rows: Row[] = [];
    rows.push({ name: 'Slow phone, first title: hand-written baseline', unit: 'ms', values: of('baseline', (s) => s.title) });
    // In an A/A run every page is the baseline: the rows say so.
    const labelOf = (variant: Variant): string => `${aa ? 'baseline in the place of the ' : ''}${VARIANTS.find((v) => v.variant === variant)!.label}`;
    for (const { variant } of VARIANTS) {
      const label = labelOf(variant);
      rows.push({ name: `Slow phone, first title: ${label}`, unit: 'ms', values: of(variant, (s) => s.title) });
      rows.push({
        name: `Slow phone: ${label} / baseline, per round`,
        unit: '×',
        values: samples[variant].map((sample, index) => sample.title / samples.baseline[index]!.title),
        runs: `${rounds} pairs`,
        target: { op: '<=', value: 1.1, on: 'median' },
      });
    }
    for (const side of sides) {
      const name = side === 'baseline' ? 'baseline' : labelOf(side);
      rows.push({ name: `Slow phone, listing fetch started: ${name}`, unit: 'ms', values: of(side, (s) => s.requestStart) });
    }
    for (const side of sides) {
      const name = side === 'baseline' ? 'baseline' : labelOf(side);
      rows.push({ name: `Slow phone, First Contentful Paint: ${name}`, unit: 'ms', values: of(side, (s) => s.fcp) });
    }
    notes.push(
      `Slow phone: ${SLOW_4G.rttMs} ms RTT, ${SLOW_4G.downKbps} kbit/s down, ${SLOW_4G.upKbps} kbit/s up (throttling proxy, a handshake round trip per new connection), CPU ×${CPU_SLOWDOWN}, ${SCREEN.width}×${SCREEN.height} at ${SCREEN.deviceScaleFactor}×; page and script gzip -9; the API on another origin (a preflight, then the GET).`,
    );
    return { rows, notes };
  } finally {
    await pageProxy.close();
    await apiProxy.close();
  }
}
