import { fixture, html, expect, oneEvent, waitUntil, aTimeout, fixtureCleanup } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { JobBoardSelectDetail } from '../../../src/events.js';
import { sandboxRequests, clearSandboxRequests, type Sandbox } from '../../helpers/sandbox.js';
import {
  board,
  boardTemplate,
  clickPrevented,
  detailShown,
  detailTitle,
  entries,
  entryFor,
  goBack,
  goForward,
  hashParams,
  keepPageUrl,
  listingShown,
  pageButton,
  pageParams,
  paramsWith,
  part,
  recordChanges,
  sandboxFor,
  setUrl,
  settled,
  expectAbsent,
  watchHistory,
} from '../../helpers/routing.js';

/** Waits until the listing shows page `page`, loaded. */
async function onPage(el: JobBoard, page: number): Promise<void> {
  await waitUntil(
    () => el.status === 'ready' && !el.job && part(el, 'pagination')?.querySelector('[aria-current="page"]')?.textContent?.trim() === String(page),
    `page ${page} never shown`,
  );
}

function detailRequests(requests: { path: string }[]): string[] {
  return requests.map((request) => request.path).filter((path) => path.startsWith('/v1/job-boards/job-posts/'));
}

function listingSearches(requests: { path: string; search: string }[]): URLSearchParams[] {
  return requests.filter((request) => request.path === '/v1/job-boards/job-posts').map((request) => new URLSearchParams(request.search));
}

describe('<job-board> routing', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await sandboxFor();
  });

  describe('routing="query" (the default)', () => {
    it('opens an entry with a new history entry carrying jb-job, keeping the page’s own parameters', async () => {
      setUrl({ section: 'careers', ref: 'news letter' }, '#open-roles');
      // A site's router keeps its own state in history entries: the board passes it on.
      history.replaceState({ siteRouter: 7 }, '', location.href);
      const el = await board(sandbox);
      const writes = watchHistory();
      const link = entries(el)[2]!;
      const id = link.dataset['id']!;

      expect(clickPrevented(link)).to.equal(true, 'the board handles a plain click itself');
      await detailShown(el, id);

      expect(writes.pushes).to.have.length(1);
      const params = pageParams();
      expect(params.get('jb-job')).to.equal(id);
      expect(params.get('section')).to.equal('careers');
      expect(params.get('ref')).to.equal('news letter');
      expect(location.hash).to.equal('#open-roles');
      expect(history.state).to.deep.equal({ siteRouter: 7 });
      // Defaults (page 1, no query, no workplaces) are left out.
      expect(paramsWith('jb-')).to.deep.equal([['jb-job', id]]);
    });

    it('writes jb-page, jb-q and repeated jb-workplace, one history entry each, and omits defaults again', async () => {
      setUrl({ keep: '1' });
      const el = await board(
        sandbox,
        {},
        html`<job-board-search debounce="0"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>`,
      );
      const changes = recordChanges(el);
      const writes = watchHistory();

      pageButton(el, 'Next page').click();
      await onPage(el, 2);
      expect(paramsWith('jb-')).to.deep.equal([['jb-page', '2']]);
      expect(writes.pushes).to.have.length(1);

      const search = el.querySelector('job-board-search')!;
      const input = search.shadowRoot!.querySelector<HTMLInputElement>('input')!;
      input.value = 'engineer';
      input.form!.requestSubmit();
      await waitUntil(() => el.query === 'engineer' && el.status === 'ready');
      // A new query goes back to page 1, which is the default and so not written.
      expect(paramsWith('jb-')).to.deep.equal([['jb-q', 'engineer']]);
      expect(writes.pushes).to.have.length(2);

      const filter = el.querySelector('job-board-workplace-filter')!;
      const boxes = [...filter.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      boxes.find((box) => box.value === 'remote')!.click();
      await waitUntil(() => el.workplaces.length === 1);
      boxes.find((box) => box.value === 'hybrid')!.click();
      await waitUntil(() => el.workplaces.length === 2 && el.status === 'ready');
      expect(paramsWith('jb-')).to.deep.equal([
        ['jb-q', 'engineer'],
        ['jb-workplace', 'remote'],
        ['jb-workplace', 'hybrid'],
      ]);
      expect(writes.pushes).to.have.length(4);
      expect(pageParams().get('keep')).to.equal('1');

      // Unchecking both and clearing the search leaves no jb- parameter at all.
      boxes.find((box) => box.value === 'remote')!.click();
      boxes.find((box) => box.value === 'hybrid')!.click();
      input.value = '';
      input.form!.requestSubmit();
      await waitUntil(() => el.query === '' && el.workplaces.length === 0 && el.status === 'ready');
      expect(paramsWith('jb-')).to.deep.equal([]);
      expect(pageParams().get('keep')).to.equal('1');

      expect(changes[0]).to.deep.equal({ page: 2, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' });
      expect(changes[1]).to.deep.equal({ page: 1, query: 'engineer', workplaces: [], department: '', office: '', employmentType: '', job: '' });
      expect(changes[3]).to.deep.equal({ page: 1, query: 'engineer', workplaces: ['remote', 'hybrid'], department: '', office: '', employmentType: '', job: '' });
      expect(changes.at(-1)).to.deep.equal({ page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' });
    });

    it('writes the listing’s page and query into entry links, so an entry is a crawlable link to its job', async () => {
      setUrl({ 'jb-page': '2', 'jb-q': 'engineer', site: 'x' });
      const el = await board(sandbox);
      await listingShown(el);
      for (const link of entries(el)) {
        const url = new URL(link.href);
        expect(link.localName).to.equal('a');
        expect(url.origin + url.pathname).to.equal(location.origin + location.pathname);
        expect(url.searchParams.get('jb-job')).to.equal(link.dataset['id']);
        expect(url.searchParams.get('jb-page')).to.equal('2');
        expect(url.searchParams.get('jb-q')).to.equal('engineer');
        expect(url.searchParams.get('site')).to.equal('x');
      }
    });

    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      it(`leaves a ${modifier} click on an entry to the browser (a new tab or window)`, async () => {
        const el = await board(sandbox);
        const selects: unknown[] = [];
        el.addEventListener('job-board-select', (event) => selects.push(event.detail));
        const before = location.href;
        const writes = watchHistory();

        expect(clickPrevented(entries(el)[0]!, { [modifier]: true })).to.equal(false);
        await aTimeout(50);
        expect(el.job).to.equal('');
        expect(selects).to.have.length(0);
        expect(location.href).to.equal(before);
        expect(writes).to.deep.equal({ pushes: [], replaces: [] });
      });
    }

    it('lands on the detail of a deep link, over the element’s own job, page and query attributes', async () => {
      setUrl({ 'jb-job': 'jp_7' });
      const el = await fixture<JobBoard>(boardTemplate(sandbox, { job: 'jp_3' }));
      await detailShown(el, 'jp_7');
      expect(el.job).to.equal('jp_7');
      const requested = detailRequests(await sandboxRequests(sandbox));
      expect(requested).to.deep.equal(['/v1/job-boards/job-posts/jp_7']);
      expect(detailTitle(el)!.textContent!.trim()).to.not.equal('');
    });

    it('lands on the listing page and query of a deep link, requesting nothing with the attributes’ values', async () => {
      setUrl({ 'jb-page': '2', 'jb-q': 'engineer' });
      const el = await board(sandbox, { page: '4', query: 'designer' });
      await onPage(el, 2);
      expect(el.page).to.equal(2);
      expect(el.query).to.equal('engineer');
      const searches = listingSearches(await sandboxRequests(sandbox));
      expect(searches.map((search) => [search.get('page'), search.get('filter_value')])).to.deep.equal([['2', 'engineer']]);
      for (const title of el.posts.map((post) => post.title)) expect(title.toLowerCase()).to.contain('engineer');
    });

    it('follows Back to the listing and Forward to the detail, firing job-board-change each time', async () => {
      const el = await board(sandbox);
      pageButton(el, 'Next page').click();
      await onPage(el, 2);
      const id = entries(el)[1]!.dataset['id']!;
      entryFor(el, id).click();
      await detailShown(el, id);
      const changes = recordChanges(el);

      await goBack();
      await waitUntil(() => el.job === '', 'Back did not return to the listing');
      await onPage(el, 2);
      expect(pageParams().has('jb-job')).to.equal(false);
      expect(changes).to.deep.equal([{ page: 2, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' }]);

      await goForward();
      await detailShown(el, id);
      expect(pageParams().get('jb-job')).to.equal(id);
      expect(changes.at(-1)).to.deep.equal({ page: 2, query: '', workplaces: [], department: '', office: '', employmentType: '', job: id });

      await goBack();
      await waitUntil(() => el.job === '');
      await goBack();
      await onPage(el, 1);
      expect(changes.slice(2)).to.deep.equal([
        { page: 2, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' },
        { page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' },
      ]);
    });

    it('shows a deep link’s query and workplaces in the controls, and Back’s too', async () => {
      setUrl({ 'jb-q': 'engineer', 'jb-workplace': ['remote', 'hybrid'] });
      const el = await board(
        sandbox,
        {},
        html`<job-board-search debounce="0"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>`,
      );
      const input = el.querySelector('job-board-search')!.shadowRoot!.querySelector<HTMLInputElement>('input')!;
      const checked = () =>
        [...el.querySelector('job-board-workplace-filter')!.shadowRoot!.querySelectorAll<HTMLInputElement>('input:checked')].map((box) => box.value);
      await waitUntil(() => input.value === 'engineer', 'the search field does not show the deep link’s query');
      expect(checked()).to.have.members(['remote', 'hybrid']);
      const searches = listingSearches(await sandboxRequests(sandbox));
      expect(searches.at(-1)!.getAll('filter_by[workplaces][]')).to.have.members(['remote', 'hybrid']);

      input.value = 'designer';
      input.form!.requestSubmit();
      await waitUntil(() => el.query === 'designer' && el.status === 'ready');
      expect(paramsWith('jb-')).to.deep.equal([
        ['jb-q', 'designer'],
        ['jb-workplace', 'remote'],
        ['jb-workplace', 'hybrid'],
      ]);

      await goBack();
      await waitUntil(() => el.query === 'engineer' && el.status === 'ready');
      await waitUntil(() => input.value === 'engineer', 'Back did not put the query back in the search field');
      expect(checked()).to.have.members(['remote', 'hybrid']);
    });

    it('tells a one-value selection "remote,hybrid" from the two values on Back and Forward (bug 3)', async () => {
      // String(['remote,hybrid']) === String(['remote', 'hybrid']): compared as strings, the two
      // selections looked the same, so Forward neither fetched nor updated the board.
      setUrl({ 'jb-workplace': ['remote', 'hybrid'] });
      const el = await board(sandbox, {}, html`<job-board-workplace-filter></job-board-workplace-filter>`);
      await waitUntil(() => el.status === 'ready' && el.totalCount > 0, 'the two-value selection shows no posts');
      const both = el.totalCount;
      const oneValue = new URL(location.href);
      oneValue.searchParams.delete('jb-workplace');
      oneValue.searchParams.set('jb-workplace', 'remote,hybrid');
      history.pushState(history.state, '', oneValue.href);
      await goBack();
      await clearSandboxRequests(sandbox);

      await goForward();
      await waitUntil(() => el.workplaces.length === 1 && el.status === 'ready', 'Forward did not apply the one-value selection');
      await el.updateComplete;
      const searches = listingSearches(await sandboxRequests(sandbox));
      expect(searches.at(-1)?.getAll('filter_by[workplaces][]'), 'Forward did not fetch the one-value selection').to.deep.equal(['remote,hybrid']);
      expect(el.totalCount).to.equal(0, 'no post has the workplace "remote,hybrid"');

      await goBack();
      await waitUntil(() => el.workplaces.length === 2 && el.status === 'ready' && el.totalCount === both, 'Back did not show the two-value selection again');
    });

    it('fires job-board-change when the URL sets the state on load', async () => {
      setUrl({ 'jb-page': '3', 'jb-job': 'jp_4' });
      // Listening on the page before the board exists, as a site's script does.
      const changes: unknown[] = [];
      const listener = (event: Event) => changes.push((event as CustomEvent).detail);
      document.addEventListener('job-board-change', listener);
      try {
        const el = await fixture<JobBoard>(boardTemplate(sandbox));
        await detailShown(el, 'jp_4');
        expect(changes).to.deep.equal([{ page: 3, query: '', workplaces: [], department: '', office: '', employmentType: '', job: 'jp_4' }]);
      } finally {
        document.removeEventListener('job-board-change', listener);
      }
    });

    it('fires job-board-change when the back link returns to the listing', async () => {
      const el = await board(sandbox);
      const id = entries(el)[0]!.dataset['id']!;
      const changes = recordChanges(el);
      entryFor(el, id).click();
      await detailShown(el, id);
      part(el, 'back-link')!.click();
      await listingShown(el);
      expect(changes).to.deep.equal([
        { page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: id },
        { page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' },
      ]);
      expect(paramsWith('jb-')).to.deep.equal([]);
    });

    it('lands on the same view after a reload (a new board on the same URL)', async () => {
      let el = await board(sandbox);
      pageButton(el, 'Next page').click();
      await onPage(el, 2);
      const id = entries(el)[3]!.dataset['id']!;
      const title = entries(el)[3]!.querySelector('[part~="item-title"]')!.textContent!.trim();
      entryFor(el, id).click();
      await detailShown(el, id);
      const url = location.href;

      fixtureCleanup();
      el = await fixture<JobBoard>(boardTemplate(sandbox));
      await detailShown(el, id);
      expect(location.href).to.equal(url);
      expect(detailTitle(el)!.textContent!.trim()).to.equal(title);

      // And Back from it, on the reloaded board, is the listing page the visitor came from.
      await goBack();
      await onPage(el, 2);
    });

    it('keeps the host’s programmatic changes in the URL without adding history entries', async () => {
      const el = await board(sandbox);
      const writes = watchHistory();
      const changes = recordChanges(el);
      el.page = 3;
      await onPage(el, 3);
      expect(pageParams().get('jb-page')).to.equal('3');
      expect(writes.pushes).to.deep.equal([]);
      expect(writes.replaces).to.have.length(1);
      expect(changes).to.have.length(0);
    });

    it('follows a query attribute the host sets and then removes, back to no jb-q at all', async () => {
      const el = await board(sandbox);
      const everything = el.totalCount;
      el.setAttribute('query', 'engineer');
      await waitUntil(() => el.status === 'ready' && el.posts.every((post) => /engineer/i.test(post.title)));
      expect(paramsWith('jb-')).to.deep.equal([['jb-q', 'engineer']]);
      el.removeAttribute('query');
      await el.updateComplete;
      expect(el.query).to.equal('');
      await onPage(el, 1);
      expect(paramsWith('jb-')).to.deep.equal([]);
      expect(el.totalCount).to.equal(everything);
    });
  });

  describe('job-board-select', () => {
    it('fires { id, post } before the detail opens or the URL changes', async () => {
      const el = await board(sandbox);
      const link = entries(el)[0]!;
      const id = link.dataset['id']!;
      const seen: { detail: JobBoardSelectDetail; job: string; url: string; cancelable: boolean; composed: boolean }[] = [];
      document.addEventListener(
        'job-board-select',
        (event) => seen.push({ detail: (event as CustomEvent<JobBoardSelectDetail>).detail, job: el.job, url: location.href, cancelable: event.cancelable, composed: event.composed }),
        { once: true },
      );
      const url = location.href;
      link.click();
      await detailShown(el, id);
      expect(seen).to.have.length(1);
      expect(seen[0]!.detail.id).to.equal(id);
      expect(seen[0]!.detail.post).to.deep.equal(el.posts[0]);
      expect(seen[0]!.job).to.equal('');
      expect(seen[0]!.url).to.equal(url);
      expect(seen[0]!.cancelable).to.equal(true);
      expect(seen[0]!.composed).to.equal(true);
    });

    it('cancelled, keeps the listing: no detail request, no URL change, the link’s navigation prevented', async () => {
      const el = await board(sandbox);
      await clearSandboxRequests(sandbox);
      const url = location.href;
      const writes = watchHistory();
      const changes = recordChanges(el);
      el.addEventListener('job-board-select', (event) => event.preventDefault());

      const link = entries(el)[1]!;
      expect(clickPrevented(link)).to.equal(true, 'the link must not navigate');
      await aTimeout(200);

      expect(el.job).to.equal('');
      expectAbsent(detailTitle(el), 'the detail heading');
      expect(entries(el)).to.have.length(20);
      expect(location.href).to.equal(url);
      expect(writes).to.deep.equal({ pushes: [], replaces: [] });
      expect(changes).to.have.length(0);
      expect(detailRequests(await sandboxRequests(sandbox))).to.deep.equal([]);
    });
  });

  describe('routing="hash"', () => {
    it('writes #jb-page=2&jb-job=… and leaves the query string alone', async () => {
      const search = location.search;
      const el = await board(sandbox, { routing: 'hash' });
      pageButton(el, 'Next page').click();
      await onPage(el, 2);
      expect(location.hash).to.equal('#jb-page=2');
      const id = entries(el)[0]!.dataset['id']!;
      expect(new URL(entries(el)[0]!.href).hash).to.equal(`#jb-page=2&jb-job=${id}`);
      entryFor(el, id).click();
      await detailShown(el, id);
      expect(location.hash).to.equal(`#jb-page=2&jb-job=${id}`);
      expect(location.search).to.equal(search);
      expect(paramsWith('jb-')).to.deep.equal([]);

      await goBack();
      await onPage(el, 2);
      expect(location.hash).to.equal('#jb-page=2');
    });

    it('lands on the view a hash deep link names', async () => {
      setUrl({}, '#jb-page=3&jb-job=jp_12');
      const el = await fixture<JobBoard>(boardTemplate(sandbox, { routing: 'hash' }));
      await detailShown(el, 'jp_12');
      expect(el.page).to.equal(3);
      expect(hashParams().get('jb-job')).to.equal('jp_12');
      part(el, 'back-link')!.click();
      await onPage(el, 3);
      expect(location.hash).to.equal('#jb-page=3');
    });

    it('ignores jb- parameters in the query string', async () => {
      setUrl({ 'jb-page': '2', 'jb-job': 'jp_7' });
      const el = await board(sandbox, { routing: 'hash' });
      await onPage(el, 1);
      expect(el.job).to.equal('');
    });
  });

  describe('param-prefix', () => {
    let other: Sandbox;
    beforeEach(async () => {
      other = await sandboxFor();
    });

    async function twoBoards(): Promise<[JobBoard, JobBoard]> {
      // Two fixtures, not one <div> holding both: see surround() in test/helpers/routing.ts.
      const a = await fixture<JobBoard>(boardTemplate(sandbox, { 'param-prefix': 'a-' }));
      const b = await fixture<JobBoard>(boardTemplate(other, { 'param-prefix': 'b-' }));
      await settled(a);
      await settled(b);
      return [a, b];
    }

    it('keeps two boards apart: paging one changes neither the other’s state nor its parameters', async () => {
      const [a, b] = await twoBoards();
      const bChanges = recordChanges(b);
      await clearSandboxRequests(other);

      pageButton(a, 'Next page').click();
      await onPage(a, 2);
      expect(paramsWith('a-')).to.deep.equal([['a-page', '2']]);
      expect(paramsWith('b-')).to.deep.equal([]);
      expect(paramsWith('jb-')).to.deep.equal([]);
      expect(b.page).to.equal(1);

      const id = entries(b)[0]!.dataset['id']!;
      entryFor(b, id).click();
      await detailShown(b, id);
      expect(paramsWith('a-')).to.deep.equal([['a-page', '2']]);
      expect(paramsWith('b-')).to.deep.equal([['b-job', id]]);
      expect(a.page).to.equal(2);
      expect(a.job).to.equal('');
      // b's links carry a's state too, so a shared link restores both boards.
      expect(new URL(part(b, 'back-link')!.getAttribute('href')!, location.href).searchParams.get('a-page')).to.equal('2');

      const requests = await sandboxRequests(other);
      expect(listingSearches(requests)).to.have.length(0, 'paging board a made board b load again');
      expect(bChanges).to.deep.equal([{ page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: id }]);
    });

    it('applies Back only to the board whose parameters changed', async () => {
      const [a, b] = await twoBoards();
      pageButton(a, 'Next page').click();
      await onPage(a, 2);
      pageButton(b, 'Next page').click();
      await onPage(b, 2);
      const aChanges = recordChanges(a);
      const bChanges = recordChanges(b);

      await goBack();
      await onPage(b, 1);
      expect(a.page).to.equal(2);
      expect(aChanges).to.deep.equal([]);
      expect(bChanges).to.deep.equal([{ page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' }]);

      await goBack();
      await onPage(a, 1);
      expect(b.page).to.equal(1);
      expect(bChanges).to.have.length(1);
      expect(aChanges).to.deep.equal([{ page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' }]);
    });

    it('reads a deep link under its own prefix only', async () => {
      setUrl({ 'a-page': '3', 'b-job': 'jp_5', 'jb-page': '4' });
      const [a, b] = await twoBoards();
      await onPage(a, 3);
      await detailShown(b, 'jp_5');
      expect(a.job).to.equal('');
      expect(b.page).to.equal(1);
    });
  });

  describe('routing="none"', () => {
    it('never touches location.href nor history.length, and reads no parameters', async () => {
      setUrl({ 'jb-page': '2', 'jb-job': 'jp_7' });
      const url = location.href;
      const length = history.length;
      const writes = watchHistory();
      const el = await board(sandbox, { routing: 'none' }, html`<job-board-search debounce="0"></job-board-search>`);
      await onPage(el, 1);
      expect(el.job).to.equal('');

      pageButton(el, 'Next page').click();
      await onPage(el, 2);
      const link = entries(el)[0]!;
      const id = link.dataset['id']!;
      expect(clickPrevented(link)).to.equal(true);
      await detailShown(el, id);
      part(el, 'back-link')!.click();
      await onPage(el, 2);
      el.showJob('jp_9');
      await detailShown(el, 'jp_9');
      el.showList();
      await onPage(el, 2);
      el.query = 'engineer';
      await waitUntil(() => el.status === 'ready' && el.posts.every((post) => /engineer/i.test(post.title)));

      expect(location.href).to.equal(url);
      expect(history.length).to.equal(length);
      expect(writes).to.deep.equal({ pushes: [], replaces: [] });
    });

    it('does not listen to Back: a popstate leaves the board as it is', async () => {
      const el = await board(sandbox, { routing: 'none' });
      history.pushState(null, '', `${location.pathname}${location.search}${location.search ? '&' : '?'}jb-page=3`);
      await goBack();
      await goForward();
      await aTimeout(50);
      expect(el.page).to.equal(1);
    });
  });

  it('reaches the page through bubbling: job-board-change is composed and bubbles to document', async () => {
    const el = await board(sandbox);
    const event = oneEvent(document, 'job-board-change');
    pageButton(el, 'Next page').click();
    const { detail, composed, bubbles } = (await event) as CustomEvent;
    expect([composed, bubbles]).to.deep.equal([true, true]);
    expect(detail).to.deep.equal({ page: 2, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' });
  });
});
