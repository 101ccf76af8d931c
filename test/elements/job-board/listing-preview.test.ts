/**
 * The first listing on a slow connection (board-data-controller.ts `preview`, listing-view.ts
 * `renderPreview`): while the rest of the answer downloads, the posts already whole show where the
 * listing's first entries will be, as real links, with the shapes of the others below them and no
 * count yet; the whole answer then replaces them. An answer that arrives at once shows no such
 * half-listing, and a rest that can't be read ends in the error state, as before.
 *
 * The answers are the reference API's, through real HTTP; `fetch` is wrapped only to hold back
 * the second part of the body, which the server can't do.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { afterEachOnce, boardFixture, nextEvent, part, parts, text, titles } from '../../helpers/board.js';

const LIST_PATH = '/v1/job-boards/job-posts';

interface HeldAnswer {
  /** Sends the rest of the listing's body, or `rest` in its place. */
  release(rest?: string): void;
  /** Resolves once the first part has been handed to the page. */
  sent: Promise<void>;
}

/**
 * Wraps `window.fetch` so that the listing's answer (the server's own) arrives in two parts: the
 * bytes up to `share` of it at once, the rest on `release()`; only those `only` picks. Restored
 * after the test.
 */
function holdListingRest(share: number, only: (url: URL) => boolean = () => true): HeldAnswer {
  const original = window.fetch;
  let release!: (rest?: string) => void;
  const released = new Promise<string | undefined>((resolve) => (release = resolve));
  let sent!: () => void;
  const held: HeldAnswer = { release: (rest) => release(rest), sent: new Promise((resolve) => (sent = resolve)) };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original.call(window, input, init);
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!url.pathname.endsWith(LIST_PATH) || !only(url)) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const cut = Math.floor(bytes.length * share);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        sent();
        const rest = await released;
        controller.enqueue(rest === undefined ? bytes.slice(cut) : new TextEncoder().encode(rest));
        controller.close();
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  afterEachOnce(() => (window.fetch = original));
  return held;
}

/** A board whose first answer is held after its first 30%, once it shows the entries whole in them. */
async function boardShowingEarlyEntries(): Promise<{ el: JobBoard; held: HeldAnswer }> {
  const held = holdListingRest(0.3);
  const el = await boardFixture(await createSandbox(), {}, { wait: 'none' });
  await held.sent;
  await waitUntil(() => parts(el, 'item-title').length > 0, 'no early entries', { timeout: 4000 });
  await el.updateComplete;
  return { el, held };
}

describe('<job-board>: the first entries while the rest of the answer downloads', function () {
  this.timeout(20000);

  it('shows the posts whole so far as real entries, the others’ shapes below, no count; then the whole listing', async () => {
    const { el, held } = await boardShowingEarlyEntries();
    const first = titles(el);
    expect(first.length, 'the posts whole in the first 30%').to.be.within(1, 19);
    const root = el.shadowRoot!;
    expect(root.querySelector('.listing')!.getAttribute('aria-busy')).to.equal('true');
    expect(root.querySelectorAll('.skeleton').length, 'the shapes of the others').to.equal(Math.max(0, 8 - first.length));
    expect(part(el, 'summary'), 'no count before the whole answer').to.equal(null);
    expect(part(el, 'pagination')).to.equal(null);
    // Not dimmed as an old listing is while the next loads: these are the listing's own entries.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(getComputedStyle(part(el, 'list')!).opacity).to.equal('1');
    const links = parts<HTMLAnchorElement>(el, 'item-link').map((link) => link.href);

    const loaded = nextEvent(el, 'job-board-load');
    held.release();
    await loaded;
    await el.updateComplete;
    const all = titles(el);
    expect(all).to.have.length(20);
    expect(all.slice(0, first.length), 'the first entries stay where they were').to.deep.equal(first);
    // Real links to the jobs: the listing's own.
    expect(parts<HTMLAnchorElement>(el, 'item-link').slice(0, first.length).map((link) => link.href)).to.deep.equal(links);
    expect(root.querySelectorAll('.skeleton')).to.have.length(0);
    expect(text(part(el, 'summary'))).to.match(/\d+ open positions/);
    expect(part(el, 'pagination')).to.not.equal(null);
  });

  it('a click on an entry shown early opens it in the board, as the listing’s do', async () => {
    const { el, held } = await boardShowingEarlyEntries();
    const link = parts<HTMLAnchorElement>(el, 'item-link')[0]!;
    const id = link.dataset['id'];
    link.click();
    await el.updateComplete;
    expect(el.job, 'the board opened the job rather than the browser leaving the page').to.equal(id);
    held.release();
  });

  it('an answer whose parts follow each other quickly (a fast connection) renders once: never a half-listing', async () => {
    const held = holdListingRest(0.3);
    const el = await boardFixture(await createSandbox(), {}, { wait: 'none' });
    const loaded = nextEvent(el, 'job-board-load');
    let halfSeen = false;
    const observer = new MutationObserver(() => {
      if (el.shadowRoot!.querySelector('.listing[aria-busy="true"] [part~="item-title"]')) halfSeen = true;
    });
    observer.observe(el.shadowRoot!, { childList: true, subtree: true });
    afterEachOnce(() => observer.disconnect());
    await held.sent;
    held.release();
    await loaded;
    await el.updateComplete;
    expect(titles(el)).to.have.length(20);
    expect(halfSeen).to.equal(false);
  });

  it('a later listing (the next page) shows the one before, dimmed, till its answer is whole: not its first entries', async () => {
    const held = holdListingRest(0.3, (url) => url.searchParams.get('page') === '2');
    const el = await boardFixture(await createSandbox());
    const before = titles(el);
    el.page = 2;
    await held.sent;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(before);
    expect(el.shadowRoot!.querySelector('.arriving')).to.equal(null);
    expect(el.shadowRoot!.querySelector('.listing')!.getAttribute('aria-busy')).to.equal('true');
    const loaded = nextEvent(el, 'job-board-load');
    held.release();
    await loaded;
    await el.updateComplete;
    expect(titles(el)).to.have.length(20);
    expect(titles(el)).to.not.deep.equal(before);
  });

  it('a rest that is not JSON ends in the error state with Retry, and the early entries go', async () => {
    const { el, held } = await boardShowingEarlyEntries();
    const failed = nextEvent(el, 'job-board-error');
    held.release('<html>cut off by a proxy');
    expect((await failed).code).to.equal('BAD_RESPONSE');
    await el.updateComplete;
    expect(parts(el, 'item-title')).to.have.length(0);
    expect(part(el, 'retry-button')).to.not.equal(null);
  });
});
