import { expect } from '@open-wc/testing';
import { allEnglishTexts as strings } from '../helpers/english-texts.js';
import { createSandbox, sandboxRequests, updateSandbox, type FaultRule, type Sandbox } from '../helpers/sandbox.js';
import {
  connect,
  createBoard,
  loadedBoard,
  entryIds,
  errorView,
  LIST_PATH,
  nextError,
  nextLoad,
  pagerButton,
  part,
  rawPost,
  retryButton,
  settled,
  text,
  until,
  wait,
} from '../helpers/board-visitor.js';

const POSTS = Array.from({ length: 12 }, (_, index) => rawPost(index + 1));

async function listRequestCount(sandbox: Sandbox): Promise<number> {
  return (await sandboxRequests(sandbox)).filter((request) => request.method === 'GET' && request.path === LIST_PATH).length;
}

interface MatrixRow {
  name: string;
  fault: FaultRule;
  code: string;
  status: number;
  /** What the visitor reads. */
  text: string;
  /** Requests the listing made before giving up: 1, or 3 when the client retried by itself. */
  requests: number;
  /** The least time before the error could show (a Retry-After honoured). */
  atLeastMs?: number;
}

/**
 * The fault matrix: each fault, held until the test ends it, on the first listing request. The
 * board shows the error in words with Retry (every one of these is worth retrying), fires
 * `job-board-error`, and loads normally on Retry once the fault is gone.
 */
const MATRIX: MatrixRow[] = [
  { name: 'timeout (the API never answers)', fault: { kind: 'hang' }, code: 'TIMEOUT', status: 0, text: strings.errorTimeout, requests: 1 },
  { name: 'HTTP 500', fault: { kind: 'status', status: 500 }, code: 'ERR_INTERNAL', status: 500, text: strings.errorUnavailable, requests: 1 },
  { name: 'HTTP 502', fault: { kind: 'status', status: 502 }, code: 'ERR_BAD_GATEWAY', status: 502, text: strings.errorUnavailable, requests: 3 },
  { name: 'HTTP 503', fault: { kind: 'status', status: 503 }, code: 'ERR_SERVICE_UNAVAILABLE', status: 503, text: strings.errorUnavailable, requests: 3 },
  {
    name: 'HTTP 429 with Retry-After: 1',
    fault: { kind: 'status', status: 429, retryAfter: 1 },
    code: 'ERR_RATE_LIMITED',
    status: 429,
    text: strings.errorRateLimited,
    requests: 3,
    atLeastMs: 2000,
  },
  { name: 'malformed JSON', fault: { kind: 'malformed-json' }, code: 'BAD_RESPONSE', status: 200, text: strings.errorBadResponse, requests: 1 },
  { name: 'JSON of the wrong shape', fault: { kind: 'wrong-shape' }, code: 'BAD_RESPONSE', status: 200, text: strings.errorBadResponse, requests: 1 },
  { name: 'a cut connection', fault: { kind: 'cut' }, code: 'NETWORK_ERROR', status: 0, text: strings.errorNetwork, requests: 3 },
  // The headers arrive, the body stops short: still no answer the client has, so status 0 (errors.ts).
  { name: 'a connection cut part-way through the body', fault: { kind: 'cut-body' }, code: 'NETWORK_ERROR', status: 0, text: strings.errorNetwork, requests: 3 },
];

describe('fault matrix: every fault ends in the right visible state, and the board recovers when it ends', function () {
  this.timeout(20000);

  for (const row of MATRIX) {
    it(`${row.name} → "${row.text}" with Retry; Retry after the fault ends shows the jobs`, async () => {
      const sandbox = await createSandbox({ posts: POSTS, faults: [{ route: 'list', ...row.fault }] });
      const el = createBoard(sandbox, { timeout: '600', 'page-size': '5' });
      const failed = nextError(el);
      await connect(el);
      const error = await failed;
      await settled(el);

      expect({ code: error.code, status: error.status }).to.deep.equal({ code: row.code, status: row.status });
      if (row.status >= 400) expect(error.requestId, 'requestId').to.be.a('string');
      if (row.atLeastMs !== undefined) expect(error.afterMs).to.be.at.least(row.atLeastMs - 50);
      expect(el.status).to.equal('error');
      expect(errorView(el)).to.deep.equal({ text: row.text, retry: true });
      // Only the error: no stale listing, no loading text, nothing half-rendered.
      expect(part(el, 'list')).to.equal(null);
      expect(part(el, 'summary')).to.equal(null);
      expect(el.shadowRoot!.querySelector('[role="status"]')).to.equal(null);
      expect(await listRequestCount(sandbox)).to.equal(row.requests);

      // The fault ends; the visitor presses Retry.
      await updateSandbox(sandbox, { posts: POSTS });
      const loaded = nextLoad(el);
      retryButton(el).click();
      await loaded;
      await settled(el);
      expect(el.status).to.equal('ready');
      expect(errorView(el)).to.equal(undefined);
      expect(entryIds(el)).to.deep.equal(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect(text(part(el, 'summary'))).to.equal('12 open positions');
      expect(await listRequestCount(sandbox)).to.equal(row.requests + 1);
    });
  }

  it('5 s of latency: "Loading jobs…" the whole time, no error, then the jobs; fast again once the latency ends', async function () {
    this.timeout(20000);
    const sandbox = await createSandbox({ posts: POSTS, latencyMs: 5000 });
    const el = createBoard(sandbox, { 'page-size': '5' });
    const errors: string[] = [];
    el.addEventListener('job-board-error', (event) => errors.push(event.detail.code));
    const loaded = nextLoad(el);
    const start = performance.now();
    await connect(el);
    for (const at of [200, 2500, 4700]) {
      await wait(at - (performance.now() - start));
      expect(el.status, `status at ${at} ms`).to.equal('loading');
      const status = part(el, 'status')!;
      expect([text(status), status.getAttribute('role')], `at ${at} ms`).to.deep.equal([strings.loading, 'status']);
      expect(errorView(el)).to.equal(undefined);
    }
    const tookMs = await loaded;
    await settled(el);
    expect(tookMs).to.be.within(4900, 9000);
    expect(entryIds(el)).to.deep.equal(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(errors).to.deep.equal([]);

    await updateSandbox(sandbox, { posts: POSTS });
    const next = nextLoad(el);
    pagerButton(el, strings.nextPage)!.click();
    expect(await next).to.be.below(1000);
    await settled(el);
    expect(entryIds(el)).to.deep.equal(['p6', 'p7', 'p8', 'p9', 'p10']);
  });
});

describe('faults the client rides out by itself', function () {
  this.timeout(20000);

  const transient: [string, FaultRule][] = [
    ['one 502', { kind: 'status', status: 502, times: 1 }],
    ['one 503', { kind: 'status', status: 503, times: 1 }],
    ['one cut connection', { kind: 'cut', times: 1 }],
    ['one body cut part-way', { kind: 'cut-body', times: 1 }],
    ['two 503s', { kind: 'status', status: 503, times: 2 }],
  ];
  for (const [name, fault] of transient) {
    it(`${name}: the jobs show without an error ever being shown or fired`, async () => {
      const sandbox = await createSandbox({ posts: POSTS, faults: [{ route: 'list', ...fault }] });
      const el = createBoard(sandbox, { 'page-size': '5' });
      const errors: string[] = [];
      let alertSeen = false;
      el.addEventListener('job-board-error', (event) => errors.push(event.detail.code));
      const observer = new MutationObserver(() => void (alertSeen ||= errorView(el) !== undefined));
      const loaded = nextLoad(el);
      await connect(el);
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
      await loaded;
      observer.disconnect();
      await settled(el);
      expect(errors).to.deep.equal([]);
      expect(alertSeen).to.equal(false);
      expect(entryIds(el)).to.have.length(5);
      expect(await listRequestCount(sandbox)).to.equal(1 + (fault.times ?? 0));
    });
  }

  it('a 429 with Retry-After: 1 is retried after that second, before any error is shown (contract)', async () => {
    const sandbox = await createSandbox({ posts: POSTS, faults: [{ route: 'list', kind: 'status', status: 429, retryAfter: 1, times: 1 }] });
    const el = createBoard(sandbox, { 'page-size': '5' });
    const errors: string[] = [];
    el.addEventListener('job-board-error', (event) => errors.push(event.detail.code));
    const loaded = nextLoad(el);
    await connect(el);
    await wait(600);
    expect(el.status).to.equal('loading');
    expect(errorView(el)).to.equal(undefined);
    expect(await loaded).to.be.at.least(950);
    expect(errors).to.deep.equal([]);
    expect(await listRequestCount(sandbox)).to.equal(2);
  });

  it('a 429 asking for an hour is not waited out: the visitor is told at once and can retry', async () => {
    const sandbox = await createSandbox({ posts: POSTS, faults: [{ route: 'list', kind: 'status', status: 429, retryAfter: 3600 }] });
    const el = createBoard(sandbox, { 'page-size': '5' });
    const failed = nextError(el);
    await connect(el);
    const error = await failed;
    expect(error.code).to.equal('ERR_RATE_LIMITED');
    expect(error.afterMs).to.be.below(1500);
    await settled(el);
    expect(errorView(el)).to.deep.equal({ text: strings.errorRateLimited, retry: true });
    expect(await listRequestCount(sandbox)).to.equal(1);
  });
});

describe('faults after the first page and in the detail view', function () {
  this.timeout(20000);

  it('a slow next page keeps the current page visible and marked busy, then replaces it', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await loadedBoard(sandbox, { 'page-size': '5' });
    await updateSandbox(sandbox, { posts: POSTS, latencyMs: 800 });
    pagerButton(el, strings.nextPage)!.click();
    await el.updateComplete;
    await wait(300);
    expect(el.status).to.equal('loading');
    expect(entryIds(el)).to.deep.equal(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(el.shadowRoot!.querySelector('.listing')!.getAttribute('aria-busy')).to.equal('true');
    expect(part(el, 'summary')).to.not.equal(null);
    await settled(el);
    expect(entryIds(el)).to.deep.equal(['p6', 'p7', 'p8', 'p9', 'p10']);
    expect(el.shadowRoot!.querySelector('.listing')!.getAttribute('aria-busy')).to.equal('false');
  });

  it('a 503 on page 2 shows the error with Retry; once the API is back, Retry shows page 2', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await loadedBoard(sandbox, { 'page-size': '5' });
    await updateSandbox(sandbox, { posts: POSTS, faults: [{ route: 'list', kind: 'status', status: 503 }] });
    const failed = nextError(el);
    pagerButton(el, strings.nextPage)!.click();
    expect((await failed).code).to.equal('ERR_SERVICE_UNAVAILABLE');
    await settled(el);
    expect(errorView(el)).to.deep.equal({ text: strings.errorUnavailable, retry: true });
    expect(el.page).to.equal(2);
    await updateSandbox(sandbox, { posts: POSTS });
    retryButton(el).click();
    await settled(el);
    expect(el.status).to.equal('ready');
    expect(entryIds(el)).to.deep.equal(['p6', 'p7', 'p8', 'p9', 'p10']);
  });

  it('a 500 on a job post shows the error in the detail with Retry and a way back; Retry shows the job once the API is back', async () => {
    const sandbox = await createSandbox({ posts: POSTS, faults: [{ route: 'detail', kind: 'status', status: 500 }] });
    const el = await loadedBoard(sandbox, { 'page-size': '5' });
    const failed = nextError(el);
    el.shadowRoot!.querySelector<HTMLAnchorElement>('a[data-id="p3"]')!.click();
    expect((await failed).code).to.equal('ERR_INTERNAL');
    await settled(el);
    expect(el.status).to.equal('error');
    expect(errorView(el)).to.deep.equal({ text: strings.errorUnavailable, retry: true });
    expect(part(el, 'back-link')).to.not.equal(null);
    expect(part(el, 'detail-title')).to.equal(null);

    await updateSandbox(sandbox, { posts: POSTS });
    retryButton(el).click();
    await settled(el);
    expect(el.status).to.equal('ready');
    expect(text(part(el, 'detail-title'))).to.equal('Position 3');
    await until(() => part(el, 'description')?.querySelector('strong') != null, 'description never shown');
    // And back to the listing, which never failed.
    part<HTMLAnchorElement>(el, 'back-link')!.click();
    await settled(el);
    expect(entryIds(el)).to.deep.equal(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('a hung job post times out into an error the visitor can leave with the back link', async () => {
    const sandbox = await createSandbox({ posts: POSTS, faults: [{ route: 'detail', kind: 'hang' }] });
    const el = await loadedBoard(sandbox, { 'page-size': '5', timeout: '500' });
    const failed = nextError(el);
    el.shadowRoot!.querySelector<HTMLAnchorElement>('a[data-id="p2"]')!.click();
    await el.updateComplete;
    // Meanwhile the listing's copy is shown, and the back link works at any time.
    expect(text(part(el, 'detail-title'))).to.equal('Position 2');
    expect((await failed).code).to.equal('TIMEOUT');
    await settled(el);
    expect(errorView(el)).to.deep.equal({ text: strings.errorTimeout, retry: true });
    part<HTMLAnchorElement>(el, 'back-link')!.click();
    await settled(el);
    expect(el.status).to.equal('ready');
    expect(entryIds(el)).to.deep.equal(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('hammering Retry during an outage sends no storm and ends in the jobs once the API is back', async () => {
    const sandbox = await createSandbox({ posts: POSTS, faults: [{ route: 'list', kind: 'status', status: 500 }] });
    const el = createBoard(sandbox, { 'page-size': '5' });
    const failed = nextError(el);
    await connect(el);
    await failed;
    await settled(el);
    for (let click = 0; click < 10; click += 1) {
      part<HTMLButtonElement>(el, 'retry-button')?.click();
      await el.updateComplete;
    }
    await settled(el);
    expect(errorView(el)).to.deep.equal({ text: strings.errorUnavailable, retry: true });
    // Each click is one request at most (a 500 is not retried by the client).
    expect(await listRequestCount(sandbox)).to.be.at.most(11);
    await updateSandbox(sandbox, { posts: POSTS });
    retryButton(el).click();
    await settled(el);
    expect(el.status).to.equal('ready');
    expect(entryIds(el)).to.have.length(5);
  });

  it('a board removed while its request hangs aborts it, and loads afresh when put back', async () => {
    const sandbox = await createSandbox({ posts: POSTS, faults: [{ route: 'list', kind: 'hang', times: 1 }] });
    const el = createBoard(sandbox, { 'page-size': '5' });
    const errors: string[] = [];
    el.addEventListener('job-board-error', (event) => errors.push(event.detail.code));
    await connect(el);
    await wait(100);
    expect(el.status).to.equal('loading');
    const parent = el.parentElement!;
    el.remove();
    await wait(100);
    const loaded = nextLoad(el);
    parent.append(el);
    await loaded;
    await settled(el);
    expect(entryIds(el)).to.have.length(5);
    expect(errors).to.deep.equal([]);
    expect(await listRequestCount(sandbox)).to.equal(2);
  });
});
