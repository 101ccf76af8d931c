import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { boardFixture, container, nextEvent, pageButton, rawPosts, wait, TOKEN } from '../../helpers/board.js';

/** Every event of `type` that reaches `document`, as the event itself. */
function events(type: 'job-board-load' | 'job-board-error' | 'job-board-change'): CustomEvent[] {
  const seen: CustomEvent[] = [];
  const listen = (event: Event) => seen.push(event as CustomEvent);
  document.addEventListener(type, listen);
  cleanups.push(() => document.removeEventListener(type, listen));
  return seen;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A board inside another element's shadow root, as in a site built of web components. */
function boardInShadow(attributes: Record<string, string>): JobBoard {
  const host = container();
  const root = host.attachShadow({ mode: 'open' });
  const el = document.createElement('job-board');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  root.append(el);
  return el;
}

describe('<job-board> events', () => {
  describe('job-board-load', () => {
    it('carries { page, totalPages, totalCount, limit, posts } of the rendered page', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const loads = events('job-board-load');
      const el = await boardFixture(sandbox, { 'page-size': '10', page: '2' });
      expect(loads).to.have.length(1);
      const { detail } = loads[0]!;
      expect(Object.keys(detail).sort()).to.deep.equal(['limit', 'page', 'posts', 'totalCount', 'totalPages']);
      expect(detail).to.include({ page: 2, totalPages: 5, totalCount: 45, limit: 10 });
      expect(detail.posts.map((post: { id: string }) => post.id)).to.deep.equal(el.posts.map((post) => post.id));
      expect(detail.posts[0].id).to.equal('jp_t11');
    });

    it('fires when the page has rendered', async () => {
      const sandbox = await createSandbox();
      const el = document.createElement('job-board');
      el.setAttribute('token', TOKEN);
      el.setAttribute('base-url', sandbox.baseUrl);
      el.setAttribute('routing', 'none');
      let entriesAtLoad = -1;
      el.addEventListener('job-board-load', () => {
        entriesAtLoad = el.shadowRoot!.querySelectorAll('[part~="item"]').length;
      });
      const loaded = nextEvent(el, 'job-board-load');
      await fixture(el);
      await loaded;
      expect(entriesAtLoad).to.equal(20);
    });

    it('bubbles and is composed: it reaches document from inside a shadow root', async () => {
      const sandbox = await createSandbox();
      const loads = events('job-board-load');
      boardInShadow({ token: TOKEN, 'base-url': sandbox.baseUrl, routing: 'none' });
      await waitUntil(() => loads.length === 1, 'a job-board-load on document');
      expect(loads[0]!.bubbles).to.equal(true);
      expect(loads[0]!.composed).to.equal(true);
      expect(loads[0]!.cancelable).to.equal(false);
    });

    it('fires once per rendered page', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const loads = events('job-board-load');
      const el = await boardFixture(sandbox);
      await wait(300);
      el.requestUpdate();
      await el.updateComplete;
      expect(loads.map((event) => event.detail.page)).to.deep.equal([1]);
      const loaded = nextEvent(el, 'job-board-load');
      pageButton(el, 'Next page')!.click();
      await loaded;
      await wait(300);
      expect(loads.map((event) => event.detail.page)).to.deep.equal([1, 2]);
    });

    it('a listener may set the board’s properties in response', async () => {
      // A host that sends visitors of a page past the end (an old link) to the last page.
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      const el = document.createElement('job-board');
      el.setAttribute('token', TOKEN);
      el.setAttribute('base-url', sandbox.baseUrl);
      el.setAttribute('routing', 'none');
      el.setAttribute('page', '7');
      const pages: number[] = [];
      el.addEventListener('job-board-load', (event) => {
        pages.push(event.detail.page);
        if (event.detail.page > event.detail.totalPages) el.page = event.detail.totalPages;
      });
      await fixture(el);
      await waitUntil(() => pages.length === 2, 'a load of the last page');
      await el.updateComplete;
      expect(pages).to.deep.equal([7, 3]);
      expect(el.shadowRoot!.querySelectorAll('[part~="item"]')).to.have.length(5);
    });

    it('fires for an empty result too', async () => {
      const sandbox = await createSandbox();
      const loads = events('job-board-load');
      await boardFixture(sandbox, { query: 'zzqx-no-such-job' });
      expect(loads.map((event) => event.detail)).to.deep.equal([{ page: 1, totalPages: 0, totalCount: 0, limit: 20, posts: [] }]);
    });

    it('does not fire for a failed request', async () => {
      const sandbox = await createSandbox({ faults: [{ kind: 'status', status: 500 }] });
      const loads = events('job-board-load');
      await boardFixture(sandbox, {}, { wait: 'error' });
      await wait(100);
      expect(loads).to.have.length(0);
    });
  });

  describe('job-board-change', () => {
    it('fires on paging by the user, with { page, query, workplaces, job }', async () => {
      const sandbox = await createSandbox();
      const changes = events('job-board-change');
      const el = await boardFixture(sandbox, { query: 'engineer', workplaces: 'remote,hybrid' });
      expect(changes).to.have.length(0);
      const loaded = nextEvent(el, 'job-board-load');
      pageButton(el, 'Next page')!.click();
      await loaded;
      expect(changes).to.have.length(1);
      expect(changes[0]!.detail).to.deep.equal({ page: 2, query: 'engineer', workplaces: ['remote', 'hybrid'], department: '', office: '', employmentType: '', job: '' });
      expect(changes[0]!.bubbles).to.equal(true);
      expect(changes[0]!.composed).to.equal(true);
    });

    it('fires on a search and on a filter change by the user', async () => {
      const sandbox = await createSandbox();
      const changes = events('job-board-change');
      const el = await boardFixture(sandbox, {}, {
        // Far longer than any gap between two keys, even on a stalled CI machine: one search.
        children: '<job-board-search debounce="1000"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>',
      });
      el.querySelector('job-board-search')!.focus();
      let loaded = nextEvent(el, 'job-board-load');
      await sendKeys({ type: 'manager' });
      await loaded;
      loaded = nextEvent(el, 'job-board-load');
      el.querySelector('job-board-workplace-filter')!.shadowRoot!.querySelector<HTMLInputElement>('input[value="hybrid"]')!.click();
      await loaded;
      expect(changes.map((event) => event.detail)).to.deep.equal([
        { page: 1, query: 'manager', workplaces: [], department: '', office: '', employmentType: '', job: '' },
        { page: 1, query: 'manager', workplaces: ['hybrid'], department: '', office: '', employmentType: '', job: '' },
      ]);
    });

    it('does not fire when the host sets properties or attributes', async () => {
      const sandbox = await createSandbox();
      const changes = events('job-board-change');
      const el = await boardFixture(sandbox);
      let loaded = nextEvent(el, 'job-board-load');
      el.page = 2;
      await loaded;
      loaded = nextEvent(el, 'job-board-load');
      el.query = 'engineer';
      await loaded;
      loaded = nextEvent(el, 'job-board-load');
      el.workplaces = ['remote'];
      await loaded;
      loaded = nextEvent(el, 'job-board-load');
      el.setAttribute('query', 'designer');
      el.setAttribute('page', '1');
      await loaded;
      el.refresh();
      await nextEvent(el, 'job-board-load');
      await wait(100);
      expect(changes).to.have.length(0);
    });

    it('a listener on the event sees the board’s new state', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox);
      let seen: { page: number; query: string } | undefined;
      el.addEventListener('job-board-change', () => {
        seen = { page: el.page, query: el.query };
      });
      pageButton(el, 'Next page')!.click();
      await waitUntil(() => seen !== undefined, 'a change');
      expect(seen).to.deep.equal({ page: 2, query: '' });
    });
  });

  describe('job-board-error', () => {
    it('bubbles and is composed: it reaches document from inside a shadow root', async () => {
      const sandbox = await createSandbox();
      const errors = events('job-board-error');
      boardInShadow({ token: 'jb_demo_revoked', 'base-url': sandbox.baseUrl, routing: 'none' });
      await waitUntil(() => errors.length === 1, 'a job-board-error on document');
      expect(errors[0]!.bubbles).to.equal(true);
      expect(errors[0]!.composed).to.equal(true);
      expect(errors[0]!.detail).to.include({ status: 401, code: 'ERR_INVALID_TOKEN' });
    });

    it('fires once per failed request', async () => {
      const sandbox = await createSandbox({ faults: [{ kind: 'status', status: 500 }] });
      const errors = events('job-board-error');
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      await waitUntil(() => errors.length > 0, 'an error');
      await wait(300);
      el.requestUpdate();
      await el.updateComplete;
      expect(errors).to.have.length(1);
    });
  });
});
