import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { JobBoardSearch } from '../../../src/elements/job-board-search/job-board-search.js';
import type { JobBoardWorkplaceFilter } from '../../../src/elements/job-board-workplace-filter/job-board-workplace-filter.js';
import { createSandbox } from '../../helpers/sandbox.js';
import {
  boardFixture,
  lastListParams,
  listRequests,
  nextEvent,
  pageButton,
  paramsOf,
  part,
  rawPost,
  rawPosts,
  record,
  titles,
  wait,
  watchFetch,
} from '../../helpers/board.js';

function searchOf(el: JobBoard): JobBoardSearch {
  return el.querySelector('job-board-search')!;
}

function searchInput(el: JobBoard): HTMLInputElement {
  return searchOf(el).shadowRoot!.querySelector<HTMLInputElement>('input')!;
}

function filterOf(el: JobBoard): JobBoardWorkplaceFilter {
  return el.querySelector('job-board-workplace-filter')!;
}

function checkbox(el: JobBoard, value: string): HTMLInputElement {
  const box = filterOf(el).shadowRoot!.querySelector<HTMLInputElement>(`input[type="checkbox"][value="${value}"]`);
  if (!box) throw new Error(`no checkbox for ${value}`);
  return box;
}

function checked(el: JobBoard): string[] {
  return [...filterOf(el).shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    .filter((box) => box.checked)
    .map((box) => box.value);
}

/**
 * 150 ms rather than 50: CDP types one key per round trip, and on a loaded machine two keystrokes
 * can lie more than 50 ms apart, which would (rightly) send two searches.
 */
const CONTROLS = '<job-board-search debounce="150"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';
/**
 * For tests that type a word and expect one request: a debounce far longer than any gap between
 * two keys, even when a loaded CI machine stalls the browser between them (150 ms was not).
 */
const TYPING_CONTROLS = '<job-board-search debounce="1000"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';

describe('<job-board> with its controls', () => {
  it('shows slotted controls in part controls', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, {}, { children: CONTROLS });
    const slot = part(el, 'controls')!.querySelector('slot:not([name])') as HTMLSlotElement;
    expect(slot.assignedElements()).to.deep.equal([searchOf(el), filterOf(el)]);
    expect(searchOf(el).getBoundingClientRect().height).to.be.greaterThan(0);
  });

  describe('<job-board-search>', () => {
    it('typing sends one request with filter_value and goes back to page 1', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { page: '3' }, { children: TYPING_CONTROLS });
      expect((await lastListParams(sandbox)).get('page')).to.equal('3');
      const changes = record(el, 'job-board-change');
      const loads = record(el, 'job-board-load');
      searchInput(el).focus();
      const loaded = nextEvent(el, 'job-board-load');
      await sendKeys({ type: 'engineer' });
      await loaded;
      await wait(300);
      const requests = await listRequests(sandbox);
      expect(requests).to.have.length(2);
      const params = paramsOf(requests[1]);
      expect(params.get('filter_value')).to.equal('engineer');
      expect(params.get('page')).to.equal('1');
      expect(el.page).to.equal(1);
      expect(el.query).to.equal('engineer');
      expect(changes).to.deep.equal([{ page: 1, query: 'engineer', workplaces: [], department: '', office: '', employmentType: '', job: '' }]);
      expect(loads).to.have.length(1);
      for (const title of titles(el)) expect(title.toLowerCase()).to.include('engineer');
    });

    it('Enter searches at once; clearing the field shows everything again', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, {}, { children: '<job-board-search debounce="5000"></job-board-search>' });
      const total = el.totalCount;
      searchInput(el).focus();
      let loaded = nextEvent(el, 'job-board-load');
      await sendKeys({ type: 'designer' });
      await sendKeys({ press: 'Enter' });
      await loaded;
      expect(el.query).to.equal('designer');
      expect(el.totalCount).to.be.below(total);
      loaded = nextEvent(el, 'job-board-load');
      for (let n = 0; n < 'designer'.length; n += 1) await sendKeys({ press: 'Backspace' });
      await sendKeys({ press: 'Enter' });
      await loaded;
      expect(el.query).to.equal('');
      expect(el.totalCount).to.equal(total);
    });

    it('shows the board’s query: from the attribute, and when the host sets the property', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { query: 'manager' }, { children: CONTROLS });
      await searchOf(el).updateComplete;
      expect(searchInput(el).value).to.equal('manager');
      const loaded = nextEvent(el, 'job-board-load');
      el.query = 'designer';
      await el.updateComplete;
      await searchOf(el).updateComplete;
      expect(searchInput(el).value).to.equal('designer');
      await loaded;
      expect((await lastListParams(sandbox)).get('filter_value')).to.equal('designer');
    });

    it('a search element added later shows the current query', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { query: 'manager' });
      el.insertAdjacentHTML('beforeend', '<job-board-search></job-board-search>');
      await waitUntil(() => searchOf(el).shadowRoot?.querySelector('input')?.value === 'manager', 'the search shows "manager"');
    });
  });

  describe('<job-board-workplace-filter>', () => {
    it('a change goes back to page 1 and sends repeated filter_by[workplaces][] keys', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { page: '2' }, { children: CONTROLS });
      const changes = record(el, 'job-board-change');
      let loaded = nextEvent(el, 'job-board-load');
      checkbox(el, 'remote').click();
      await loaded;
      let params = await lastListParams(sandbox);
      expect(params.getAll('filter_by[workplaces][]')).to.deep.equal(['remote']);
      expect(params.get('page')).to.equal('1');
      expect(el.page).to.equal(1);

      // From page 2 of the filtered list, another option goes back to page 1 too.
      loaded = nextEvent(el, 'job-board-load');
      pageButton(el, 'Next page')!.click();
      await loaded;
      expect(el.page).to.equal(2);
      loaded = nextEvent(el, 'job-board-load');
      checkbox(el, 'on_site').click();
      await loaded;
      params = await lastListParams(sandbox);
      expect(params.getAll('filter_by[workplaces][]')).to.deep.equal(['remote', 'on_site']);
      expect(params.get('page')).to.equal('1');
      expect(el.workplaces).to.deep.equal(['remote', 'on_site']);
      for (const post of el.posts) expect(['remote', 'on_site']).to.include(post.ats_job?.workplace);
      expect(changes).to.deep.equal([
        { page: 1, query: '', workplaces: ['remote'], department: '', office: '', employmentType: '', job: '' },
        { page: 2, query: '', workplaces: ['remote'], department: '', office: '', employmentType: '', job: '' },
        { page: 1, query: '', workplaces: ['remote', 'on_site'], department: '', office: '', employmentType: '', job: '' },
      ]);
    });

    it('shows the board’s workplaces: from the attribute, and when the host sets the property', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, { workplaces: 'hybrid,flexible' }, { children: CONTROLS });
      await filterOf(el).updateComplete;
      expect(checked(el)).to.deep.equal(['hybrid', 'flexible']);
      el.workplaces = ['remote'];
      await el.updateComplete;
      await filterOf(el).updateComplete;
      expect(checked(el)).to.deep.equal(['remote']);
    });
  });

  describe('a newer request wins', () => {
    const posts = [
      rawPost(1, { title: 'Alpha Engineer' }),
      rawPost(2, { title: 'Alpha Designer' }),
      rawPost(3, { title: 'Beta Engineer' }),
      rawPost(4, { title: 'Beta Designer' }),
    ];

    it('aborts a superseded request and never shows its answer', async () => {
      const sandbox = await createSandbox({ posts, faults: [{ route: 'list', kind: 'delay', delayMs: 1200, times: 1 }] });
      const fetches = watchFetch();
      const seen = new Set<string>();
      const el = await boardFixture(sandbox, {}, { wait: 'none', children: CONTROLS });
      const observer = new MutationObserver(() => {
        for (const title of titles(el)) seen.add(title);
      });
      observer.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
      try {
        await waitUntil(() => fetches.listSignals.length === 1, 'the first request');
        const loaded = nextEvent(el, 'job-board-load');
        searchInput(el).focus();
        await sendKeys({ type: 'beta' });
        const detail = await loaded;
        expect(detail.posts.map((post) => post.title)).to.deep.equal(['Beta Engineer', 'Beta Designer']);
        expect(fetches.listSignals[0]!.aborted, 'the first request was aborted').to.equal(true);
        // Past the moment the first answer would have arrived.
        await wait(1400);
        expect(titles(el)).to.deep.equal(['Beta Engineer', 'Beta Designer']);
        expect([...seen].sort()).to.deep.equal(['Beta Designer', 'Beta Engineer']);
        expect(el.query).to.equal('beta');
      } finally {
        observer.disconnect();
      }
    });

    it('never shows the failure of a superseded request, even from a fetch that ignores the abort', async () => {
      // The server drops a request its client gave up on, so only a stand-in can answer one late.
      const sandbox = await createSandbox({ posts });
      const el = await boardFixture(sandbox);
      const errors = record(document, 'job-board-error');
      const original = window.fetch;
      let lateAnswers = 0;
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).includes('filter_value=alpha')) return original.call(window, input, init);
        return wait(400).then(() => {
          lateAnswers += 1;
          const body = { error: { code: 'ERR_INTERNAL', message: 'Late failure.' }, meta: { request_id: 'req_late' } };
          return new Response(JSON.stringify(body), { status: 500, headers: { 'Content-Type': 'application/json' } });
        });
      };
      try {
        el.query = 'alpha';
        await el.updateComplete;
        await wait(50);
        const loaded = nextEvent(el, 'job-board-load');
        el.query = 'beta';
        const detail = await loaded;
        await waitUntil(() => lateAnswers === 1, 'the late answer');
        await wait(100);
        expect(detail.posts.map((post) => post.title)).to.deep.equal(['Beta Engineer', 'Beta Designer']);
      } finally {
        window.fetch = original;
      }
      expect(errors).to.deep.equal([]);
      expect(el.status).to.equal('ready');
      expect(titles(el)).to.deep.equal(['Beta Engineer', 'Beta Designer']);
    });

    it('fires job-board-load for the last request only', async () => {
      const sandbox = await createSandbox({ posts, faults: [{ route: 'list', kind: 'delay', delayMs: 800, times: 1 }] });
      const loads = record(document, 'job-board-load');
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      await wait(100);
      el.query = 'alpha';
      await waitUntil(() => loads.length > 0, 'a load');
      await wait(1000);
      expect(loads).to.have.length(1);
      expect(loads[0]!.posts.map((post) => post.title)).to.deep.equal(['Alpha Engineer', 'Alpha Designer']);
      expect(titles(el)).to.deep.equal(['Alpha Engineer', 'Alpha Designer']);
    });

    it('quick paging ends on the last page asked for', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(200), latencyMs: 300 });
      const el = await boardFixture(sandbox);
      const loads = record(el, 'job-board-load');
      pageButton(el, 'Page 2')!.click();
      await el.updateComplete;
      expect(el.status).to.equal('loading');
      pageButton(el, 'Page 10')!.click();
      await waitUntil(() => loads.length > 0, 'a load');
      await el.updateComplete;
      await wait(500);
      expect(el.page).to.equal(10);
      expect(loads.map((load) => load.page)).to.deep.equal([10]);
      expect(titles(el)[0]).to.equal('Test Position 181');
      expect(el.shadowRoot!.querySelector('[aria-current="page"]')!.textContent!.trim()).to.equal('10');
    });
  });
});
