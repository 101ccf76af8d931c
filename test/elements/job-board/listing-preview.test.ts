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
import { expect } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { boardFixture, part, parts, text, titles } from '../../helpers/board.js';

const LIST_PATH = '/v1/job-boards/job-posts';

interface HeldAnswer {
  /** Sends the rest of the listing's body, or `rest` in its place. */
  release(rest?: string): void;
  /** Resolves once the first part has been handed to the page. */
  sent: Promise<void>;
}

/**
 * Wraps `window.fetch` so that the listing's answer (the server's own) arrives in two parts: the
 * bytes up to `share` of it at once, the rest on `release()`; only those `only` picks. Restored by
 * the returned function.
 */
function holdListingRest(share: number, only: (url: URL) => boolean = () => true): { held: HeldAnswer; restore(): void } {
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
  return { held, restore: () => (window.fetch = original) };
}

/** Resolves once `check` holds after one of the board's updates, within `ms`. */
async function until(el: JobBoard, check: () => boolean, ms = 4000): Promise<void> {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await el.updateComplete;
  }
}

describe('<job-board>: the first entries while the rest of the answer downloads', function () {
  this.timeout(20000);

  it('shows the posts whole so far as real entries, the others’ shapes below, no count; then the whole listing', async () => {
    const sandbox = await createSandbox();
    const { held, restore } = holdListingRest(0.3);
    try {
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      await held.sent;
      await until(el, () => parts(el, 'item-title').length > 0);
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

      const loaded = new Promise((resolve) => el.addEventListener('job-board-load', resolve, { once: true }));
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
    } finally {
      restore();
    }
  });

  it('a click on an entry shown early opens it in the board, as the listing’s do', async () => {
    const sandbox = await createSandbox();
    const { held, restore } = holdListingRest(0.3);
    try {
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      await until(el, () => parts(el, 'item-title').length > 0);
      const link = parts<HTMLAnchorElement>(el, 'item-link')[0]!;
      const id = link.dataset['id'];
      link.click();
      await el.updateComplete;
      expect(el.job, 'the board opened the job rather than the browser leaving the page').to.equal(id);
      held.release();
    } finally {
      restore();
    }
  });

  it('an answer whose parts follow each other quickly (a fast connection) renders once: never a half-listing', async () => {
    const sandbox = await createSandbox();
    const { held, restore } = holdListingRest(0.3);
    try {
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      const loaded = new Promise((resolve) => el.addEventListener('job-board-load', resolve, { once: true }));
      let halfSeen = false;
      const observer = new MutationObserver(() => {
        if (el.shadowRoot!.querySelector('.listing[aria-busy="true"] [part~="item-title"]')) halfSeen = true;
      });
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });
      await held.sent;
      held.release();
      await loaded;
      await el.updateComplete;
      observer.disconnect();
      expect(titles(el)).to.have.length(20);
      expect(halfSeen).to.equal(false);
    } finally {
      restore();
    }
  });

  it('a later listing (the next page) shows the one before, dimmed, till its answer is whole: not its first entries', async () => {
    const sandbox = await createSandbox();
    const { held, restore } = holdListingRest(0.3, (url) => url.searchParams.get('page') === '2');
    try {
      const el = await boardFixture(sandbox);
      const before = titles(el);
      el.page = 2;
      await held.sent;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await el.updateComplete;
      expect(titles(el)).to.deep.equal(before);
      expect(el.shadowRoot!.querySelector('.arriving')).to.equal(null);
      expect(el.shadowRoot!.querySelector('.listing')!.getAttribute('aria-busy')).to.equal('true');
      const loaded = new Promise((resolve) => el.addEventListener('job-board-load', resolve, { once: true }));
      held.release();
      await loaded;
      await el.updateComplete;
      expect(titles(el)).to.have.length(20);
      expect(titles(el)).to.not.deep.equal(before);
    } finally {
      restore();
    }
  });

  it('a rest that is not JSON ends in the error state with Retry, and the early entries go', async () => {
    const sandbox = await createSandbox();
    const { held, restore } = holdListingRest(0.3);
    try {
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      await until(el, () => parts(el, 'item-title').length > 0);
      const failed = new Promise<CustomEvent>((resolve) => el.addEventListener('job-board-error', resolve as EventListener, { once: true }));
      held.release('<html>cut off by a proxy');
      expect((await failed).detail.code).to.equal('BAD_RESPONSE');
      await el.updateComplete;
      expect(parts(el, 'item-title')).to.have.length(0);
      expect(part(el, 'retry-button')).to.not.equal(null);
    } finally {
      restore();
    }
  });
});
