import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox, updateSandbox } from '../../helpers/sandbox.js';
import {
  apiRequests,
  boardFixture,
  container,
  listRequests,
  nextEvent,
  pageButton,
  part,
  parts,
  rawPosts,
  record,
  recordConsole,
  text,
  titles,
  wait,
  watchFetch,
} from '../../helpers/board.js';

/** The status the board reports, sampled every few ms until `until` settles. */
async function statusesDuring(el: JobBoard, until: Promise<unknown>): Promise<string[]> {
  const seen: string[] = [el.status];
  const timer = setInterval(() => {
    if (seen.at(-1) !== el.status) seen.push(el.status);
  }, 5);
  try {
    await until;
    await el.updateComplete;
  } finally {
    clearInterval(timer);
  }
  if (seen.at(-1) !== el.status) seen.push(el.status);
  return seen;
}

describe('<job-board> registration', () => {
  it('is registered, and a second copy of the module (the package loaded twice) neither throws nor replaces it', async () => {
    const registered = customElements.get('job-board');
    expect(registered).to.be.a('function');
    const copy = new URL('../../../src/elements/job-board/job-board.ts?copy', import.meta.url).href;
    await import(copy);
    expect(customElements.get('job-board')).to.equal(registered);
  });
});

describe('<job-board> states and methods', () => {
  describe('status', () => {
    it('goes idle → loading → ready on the first load', async () => {
      const sandbox = await createSandbox({ latencyMs: 200 });
      const el = document.createElement('job-board');
      el.setAttribute('token', 'jb_demo_public');
      el.setAttribute('base-url', sandbox.baseUrl);
      el.setAttribute('routing', 'none');
      expect(el.status).to.equal('idle');
      const loaded = nextEvent(el, 'job-board-load');
      await fixture(el);
      expect(await statusesDuring(el, loaded)).to.deep.equal(['loading', 'ready']);
    });

    it('goes loading → error on a failure and loading → ready on Retry', async () => {
      const sandbox = await createSandbox({ latencyMs: 100, faults: [{ kind: 'status', status: 500 }] });
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      expect(await statusesDuring(el, nextEvent(el, 'job-board-error'))).to.deep.equal(['loading', 'error']);
      await updateSandbox(sandbox, { latencyMs: 100 });
      const loaded = nextEvent(el, 'job-board-load');
      part<HTMLButtonElement>(el, 'retry-button')!.click();
      expect(await statusesDuring(el, loaded)).to.deep.equal(['loading', 'ready']);
    });

    it('is error when the setup is incomplete', async () => {
      recordConsole('warn');
      const el = await boardFixture(undefined, {}, { wait: 'error' });
      expect(el.status).to.equal('error');
    });
  });

  describe('refresh()', () => {
    it('asks the API again, bypassing the client’s cache', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = await boardFixture(sandbox);
      // Paging back to a page already seen is served from the cache ...
      let loaded = nextEvent(el, 'job-board-load');
      pageButton(el, 'Next page')!.click();
      await loaded;
      loaded = nextEvent(el, 'job-board-load');
      pageButton(el, 'Previous page')!.click();
      await loaded;
      expect(await listRequests(sandbox)).to.have.length(2);
      // ... refresh() is not.
      loaded = nextEvent(el, 'job-board-load');
      el.refresh();
      const detail = await loaded;
      expect(await listRequests(sandbox)).to.have.length(3);
      expect(detail.page).to.equal(1);
      expect(el.status).to.equal('ready');
    });

    it('shows what changed on the server', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(3) });
      const el = await boardFixture(sandbox);
      expect(titles(el)).to.have.length(3);
      await updateSandbox(sandbox, { posts: rawPosts(5) });
      const loaded = nextEvent(el, 'job-board-load');
      el.refresh();
      await loaded;
      await el.updateComplete;
      expect(titles(el)).to.have.length(5);
      expect(text(part(el, 'summary'))).to.equal('5 open positions');
    });

    it('keeps the list visible while it reloads', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      const before = titles(el);
      await updateSandbox(sandbox, { latencyMs: 400 });
      const loaded = nextEvent(el, 'job-board-load');
      el.refresh();
      await el.updateComplete;
      expect(el.status).to.equal('loading');
      expect(titles(el)).to.deep.equal(before);
      await loaded;
    });
  });

  describe('showJob() and showList()', () => {
    it('open a post’s detail and return to the listing', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(3) });
      const el = await boardFixture(sandbox);
      const listed = titles(el);
      el.showJob('jp_t2');
      await el.updateComplete;
      expect(el.job).to.equal('jp_t2');
      await waitUntil(() => el.status === 'ready', 'the post loaded');
      await el.updateComplete;
      expect(text(part(el, 'detail-title'))).to.equal('Test Position 2');
      expect(part(el, 'list')).to.equal(null);
      const requests = await apiRequests(sandbox);
      expect(requests.map((request) => request.path)).to.include('/v1/job-boards/job-posts/jp_t2');

      el.showList();
      await el.updateComplete;
      expect(el.job).to.equal('');
      expect(part(el, 'detail')).to.equal(null);
      expect(titles(el)).to.deep.equal(listed);
      expect(el.status).to.equal('ready');
    });

    it('showJob() opens a post that is not on the current page', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = await boardFixture(sandbox);
      el.showJob('jp_t44');
      await waitUntil(() => el.status === 'ready' && part(el, 'detail-title') !== null, 'the post loaded');
      expect(text(part(el, 'detail-title'))).to.equal('Test Position 44');
    });
  });

  describe('leaving the page', () => {
    it('aborts a pending request when disconnected: no error event, no console error', async () => {
      const sandbox = await createSandbox({ latencyMs: 600 });
      const fetches = watchFetch();
      const errors = record(document, 'job-board-error');
      const loads = record(document, 'job-board-load');
      const consoleErrors = recordConsole('error');
      const rejections: unknown[] = [];
      const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
      window.addEventListener('unhandledrejection', onRejection);
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      await waitUntil(() => fetches.listSignals.length === 1, 'the request');
      el.remove();
      expect(fetches.listSignals[0]!.aborted).to.equal(true);
      await wait(900);
      window.removeEventListener('unhandledrejection', onRejection);
      expect(rejections).to.deep.equal([]);
      expect(errors).to.deep.equal([]);
      expect(loads).to.deep.equal([]);
      expect(consoleErrors.calls).to.deep.equal([]);
      expect(el.status).not.to.equal('error');
    });

    it('aborts a pending detail request when disconnected: no error, no console error', async () => {
      const sandbox = await createSandbox({ latencyMs: 600 });
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      await waitUntil(() => el.status === 'ready', 'the listing', { timeout: 5000 });
      const { detailSignals } = watchFetch();
      const errors = record(document, 'job-board-error');
      const consoleErrors = recordConsole('error');
      el.showJob(el.posts[0]!.id);
      await waitUntil(() => detailSignals.length === 1, 'the detail request');
      el.remove();
      expect(detailSignals[0]!.aborted).to.equal(true);
      await wait(900);
      expect(errors).to.deep.equal([]);
      expect(consoleErrors.calls).to.deep.equal([]);
    });

    it('loads again when put back after a disconnect that aborted', async () => {
      const sandbox = await createSandbox({ latencyMs: 300 });
      const parent = container();
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      el.remove();
      await wait(500);
      const loaded = nextEvent(el, 'job-board-load');
      parent.append(el);
      await loaded;
      await el.updateComplete;
      expect(el.status).to.equal('ready');
      expect(titles(el)).to.have.length(20);
    });

    it('moving a loading board elsewhere in the DOM ends with the list shown', async () => {
      const sandbox = await createSandbox({ latencyMs: 400 });
      const errors = record(document, 'job-board-error');
      const consoleErrors = recordConsole('error');
      const parent = container();
      parent.innerHTML = '<section></section>';
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      await wait(50);
      const loaded = nextEvent(el, 'job-board-load');
      parent.querySelector('section')!.append(el);
      await loaded;
      await el.updateComplete;
      await wait(500);
      expect(el.isConnected).to.equal(true);
      expect(el.status).to.equal('ready');
      expect(titles(el)).to.have.length(20);
      expect(errors).to.deep.equal([]);
      expect(consoleErrors.calls).to.deep.equal([]);
    });

    it('moving a loaded board keeps its list and page without a new request', async () => {
      const sandbox = await createSandbox();
      const parent = container();
      const el = await boardFixture(sandbox, { page: '2' });
      const before = titles(el);
      parent.append(el);
      await el.updateComplete;
      await wait(200);
      expect(titles(el)).to.deep.equal(before);
      expect(el.page).to.equal(2);
      expect(el.status).to.equal('ready');
      expect(parts(el, 'page-button').length).to.be.greaterThan(0);
      expect(await listRequests(sandbox)).to.have.length(1);
    });
  });
});
