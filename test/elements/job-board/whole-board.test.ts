/**
 * Whole-board mode and the career page people expect (#12), against the reference API: every open
 * post loaded once and narrowed locally (request counts, accent-insensitive search), the
 * `<job-board-filter>` options with their counts, filters in the URL with Back, grouping under
 * headings, "Show more jobs" with focus, the skeleton and the empty state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { JobBoardFilter } from '../../../src/elements/job-board-filter/job-board-filter.js';
import { createSandbox, type Sandbox } from '../../helpers/sandbox.js';
import { goBack, keepPageUrl, pageParams, recordChanges, setUrl } from '../../helpers/routing.js';
import { boardFixture, listRequests, nextEvent, part, parts, rawPost, recordConsole, text, titles } from '../../helpers/board.js';

/** The select of the board's `<job-board-filter by>`. */
function filterSelect(el: JobBoard, by: string): HTMLSelectElement {
  const filter = el.querySelector<JobBoardFilter>(`job-board-filter[by="${by}"]`)!;
  return filter.shadowRoot!.querySelector('select')!;
}

/** The filter's options as shown, "All …" first. */
function optionTexts(el: JobBoard, by: string): string[] {
  return [...filterSelect(el, by).options].map((option) => option.textContent!.trim());
}

/** Chooses `value` in the board's filter as a visitor would, and waits for the board to render it. */
async function choose(el: JobBoard, by: string, value: string): Promise<void> {
  const select = filterSelect(el, by);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** The listing requests a sandbox saw, as `page=…&limit=…` query strings in order. */
async function listQueries(sandbox: Sandbox): Promise<string[]> {
  return (await listRequests(sandbox)).map((request) => request.search);
}

const FILTERS = '<job-board-filter by="department"></job-board-filter><job-board-filter by="office"></job-board-filter><job-board-filter by="employment-type"></job-board-filter>';

/** Posts that exercise accents, two offices, a missing department and every employment type. */
const POSTS = [
  rawPost(1, { title: 'Product Designer', ats_department: { name: 'Design' }, ats_offices: [{ name: 'São Paulo', city: 'São Paulo' }] }),
  rawPost(2, { title: 'Backend Engineer', ats_offices: [{ name: 'München', city: 'München' }, { name: 'Berlin HQ', city: 'Berlin' }] }),
  rawPost(3, { title: 'Design Intern', ats_department: { name: 'Design' }, ats_job: { status: 'open', workplace: 'on_site', employment_type: 'internship' } }),
  rawPost(4, { title: 'Recruiter', ats_department: undefined, ats_offices: [{ name: 'Headquarters', city: 'Toronto' }], ats_job: { status: 'open', workplace: 'hybrid', employment_type: 'part_time' } }),
  rawPost(5, { title: 'Data Engineer' }),
];

describe('<job-board> whole-board mode', function () {
  this.timeout(20000);
  keepPageUrl();

  it('loads the demo’s 174 posts in two requests at limit=100, then searches, filters and pages with no further request', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, {}, { children: `<job-board-search debounce="0"></job-board-search>${FILTERS}` });
    expect(el.totalCount).to.equal(174);
    expect(await listQueries(sandbox)).to.have.members(['?page=1&limit=100', '?page=2&limit=100']);
    expect(titles(el)).to.have.length(20);

    const department = filterSelect(el, 'department').options[1]!.value;
    await choose(el, 'department', department);
    el.query = 'a';
    el.page = 1;
    await el.updateComplete;
    for (const post of el.posts) expect(post.ats_department?.name).to.equal(department);
    expect(await listQueries(sandbox), 'no request after the first two').to.have.length(2);
  });

  it('searches title, department, office name and city, without case or accents, in the listing’s order', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { department: '' }, { children: FILTERS });
    const search = async (query: string) => {
      el.query = query;
      await el.updateComplete;
      return titles(el);
    };
    expect(await search('sao paulo')).to.deep.equal(['Product Designer']);
    expect(await search('MUNCHEN')).to.deep.equal(['Backend Engineer']);
    expect(await search('berlin')).to.deep.equal(['Backend Engineer', 'Design Intern', 'Data Engineer']);
    expect(await search('design')).to.deep.equal(['Product Designer', 'Design Intern']);
    expect(await search('toronto')).to.deep.equal(['Recruiter']);
    expect(await search('design são')).to.deep.equal(['Product Designer']);
  });

  it('lists every value with its count under the other filters, keeps values at (0), and sorts them by name', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, {}, { children: FILTERS });
    expect(optionTexts(el, 'department')).to.deep.equal(['All departments', 'Design (2)', 'Engineering (2)']);
    expect(optionTexts(el, 'office')).to.deep.equal([
      'All locations',
      'Berlin HQ (1)',
      'Head Office, Berlin (2)',
      'Headquarters, Toronto (1)',
      'München (1)',
      'São Paulo (1)',
    ]);
    expect(optionTexts(el, 'employment-type')).to.deep.equal(['All employment types', 'Full time (3)', 'Internship (1)', 'Part time (1)']);

    await choose(el, 'department', 'Design');
    expect(titles(el)).to.deep.equal(['Product Designer', 'Design Intern']);
    expect(text(part(el, 'summary'))).to.equal('2 open positions');
    // The department's own counts ignore the department chosen; the others follow it.
    expect(optionTexts(el, 'department')).to.deep.equal(['All departments', 'Design (2)', 'Engineering (2)']);
    expect(optionTexts(el, 'employment-type')).to.deep.equal(['All employment types', 'Full time (1)', 'Internship (1)', 'Part time (0)']);
    expect(optionTexts(el, 'office')).to.include('München (0)');
    await expect(el).to.be.accessible();
  });

  it('keeps the filters in the URL (jb-department, jb-office, jb-type) and in job-board-change; Back undoes a choice', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { routing: null }, { children: FILTERS });
    expect(titles(el)).to.have.length(5);
    const changes = recordChanges(el);
    await choose(el, 'department', 'Design');
    await choose(el, 'employment-type', 'internship');
    expect(pageParams().get('jb-department')).to.equal('Design');
    expect(pageParams().get('jb-type')).to.equal('internship');
    expect(titles(el)).to.deep.equal(['Design Intern']);
    expect(changes.map((change) => [change.department, change.employmentType])).to.deep.equal([
      ['Design', ''],
      ['Design', 'internship'],
    ]);

    await goBack();
    await el.updateComplete;
    expect(el.employmentType).to.equal('');
    expect(filterSelect(el, 'employment-type').value).to.equal('');
    expect(titles(el)).to.deep.equal(['Product Designer', 'Design Intern']);

    el.remove();
    setUrl({ 'jb-department': [], 'jb-type': [], 'jb-office': 'München' });
    const reloaded = await boardFixture(sandbox, { routing: null }, { children: FILTERS });
    expect(titles(reloaded)).to.deep.equal(['Backend Engineer']);
    expect(filterSelect(reloaded, 'office').value).to.equal('München');
  });

  it('goes whole, with the Filters button, when a filter is put later into a wrapper it already holds (no slot change of its own)', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, {}, { children: '<div class="site-controls"><job-board-search debounce="0"></job-board-search></div>' });
    expect(await listQueries(sandbox)).to.deep.equal(['?page=1&limit=20']);
    expect(part(el, 'filters-button'), 'a Filters button with no filter').to.equal(null);

    const filter = document.createElement('job-board-filter');
    filter.setAttribute('by', 'department');
    el.querySelector('.site-controls')!.append(filter);
    await waitUntil(async () => (await listQueries(sandbox)).includes('?page=1&limit=100'), 'not whole-board mode', { timeout: 5000 });
    await waitUntil(() => el.status === 'ready' && el.totalCount === 174, 'the whole board never showed', { timeout: 5000 });
    expect(part(el, 'filters-button'), 'no Filters button').to.not.equal(null);
    await waitUntil(() => optionTexts(el, 'department').length > 1, 'the filter has no options', { timeout: 5000 });

    // Taken out again: the button goes.
    filter.remove();
    await waitUntil(() => part(el, 'filters-button') === null, 'the Filters button stayed', { timeout: 5000 });
  });

  it('stays paged above 1,000 open posts: the filters hide and one warning says why', async () => {
    const warnings = recordConsole('warn');
    const posts = Array.from({ length: 1001 }, (_, index) => ({ id: `p${index}`, title: `Role ${index}` }));
    const sandbox = await createSandbox({ posts });
    const el = await boardFixture(sandbox, {}, { children: FILTERS });
    await waitUntil(() => titles(el).length === 20, 'the paged listing');
    // Hidden by the board, not through `hidden`, which stays the page's.
    for (const filter of el.querySelectorAll('job-board-filter')) expect([filter.checkVisibility(), filter.hidden]).to.deep.equal([false, false]);
    expect(el.totalCount).to.equal(1001);
    expect(warnings.calls.filter((call) => call.includes('1,000'))).to.have.length(1);
    expect(await listQueries(sandbox)).to.deep.equal(['?page=1&limit=100', '?page=1&limit=20']);
  });

  it('goes whole again once its source has no more than 1,000 open posts: paged only while the API says so', async () => {
    const many = await createSandbox({ posts: Array.from({ length: 1001 }, (_, index) => ({ id: `p${index}`, title: `Role ${index}` })) });
    const el = await boardFixture(many, {}, { children: FILTERS });
    await waitUntil(() => titles(el).length === 20, 'the paged listing');
    const few = await createSandbox({ posts: POSTS });
    el.baseUrl = few.baseUrl;
    await waitUntil(() => el.totalCount === POSTS.length, `${el.totalCount} posts`);
    await el.updateComplete;
    for (const filter of el.querySelectorAll<JobBoardFilter>('job-board-filter')) {
      expect(filter.checkVisibility(), filter.by).to.equal(true);
      // The board's options, shown after "All …"; the filter's own `options` stay the page's.
      expect(optionTexts(el, filter.by).length, `${filter.by} options`).to.be.greaterThan(1);
    }
    // The whole board in one request, then the department filter narrows it locally.
    expect(await listQueries(few)).to.deep.equal(['?page=1&limit=100']);
    el.department = 'Design';
    await el.updateComplete;
    expect(titles(el)).to.deep.equal(['Product Designer', 'Design Intern']);
    expect(await listQueries(few)).to.deep.equal(['?page=1&limit=100']);
  });
});

describe('<job-board group-by>', function () {
  this.timeout(20000);

  it('shows every matching post under a heading per department, with its count and no pager', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { 'group-by': 'department', 'page-size': '2' });
    const headings = parts(el, 'group-heading');
    expect(headings.map((heading) => [heading.tagName, text(heading)])).to.deep.equal([
      ['H2', 'Design (2)'],
      ['H2', 'Engineering (2)'],
      ['H2', 'Other jobs (1)'],
    ]);
    // The count is a styling hook of its own, inside the heading's text.
    expect(headings.map((heading) => heading.querySelector('[part~="group-count"]')?.textContent)).to.deep.equal(['2', '2', '1']);
    const groups = parts(el, 'group').map((group) => [...group.querySelectorAll('[part~="item-title"]')].map((title) => text(title)));
    expect(groups).to.deep.equal([['Product Designer', 'Design Intern'], ['Backend Engineer', 'Data Engineer'], ['Recruiter']]);
    expect(part(el, 'pagination')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('puts a post with two offices under both, and uses the heading level asked for', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { 'group-by': 'office', 'heading-level': '3' });
    const headings = parts(el, 'group-heading').map((heading) => [heading.tagName, text(heading)]);
    expect(headings).to.deep.include(['H3', 'München (1)']).and.deep.include(['H3', 'Berlin HQ (1)']);
    const underBoth = parts(el, 'group').filter((group) => text(group).includes('Backend Engineer'));
    expect(underBoth).to.have.length(2);
  });
});

describe('<job-board paging="more">', function () {
  this.timeout(20000);
  keepPageUrl();

  for (const mode of ['paged by the API', 'whole-board'] as const) {
    it(`${mode}: "Show more jobs" appends the next page, focuses its first entry, and the URL keeps how many show`, async () => {
      const posts = Array.from({ length: 45 }, (_, index) => rawPost(index + 1));
      const sandbox = await createSandbox({ posts });
      const el = await boardFixture(sandbox, { routing: null, paging: 'more', 'page-size': '20' }, { children: mode === 'whole-board' ? FILTERS : '' });
      expect(titles(el)).to.have.length(20);
      expect(part(el, 'pagination'), 'no pager').to.equal(null);
      part(el, 'more-button')!.click();
      await waitUntil(() => titles(el).length === 40, 'pages 1 and 2');
      await waitUntil(() => el.shadowRoot!.activeElement === parts(el, 'item-link')[20], 'focus on the first new entry');
      expect(pageParams().get('jb-page')).to.equal('2');
      await expect(el).to.be.accessible();
      part(el, 'more-button')!.click();
      await waitUntil(() => titles(el).length === 45, 'all');
      expect(part(el, 'more-button'), 'no more to show').to.equal(null);
      await goBack();
      await waitUntil(() => titles(el).length === 40, 'Back shows two pages again');
    });
  }
});

describe('<job-board> loading and empty states', function () {
  this.timeout(20000);

  it('shows a skeleton of entries while the first page loads, and nothing moves when the entries arrive', async () => {
    const sandbox = await createSandbox({ latencyMs: 600 });
    const el = await boardFixture(sandbox, { 'page-size': '5' }, { wait: 'none' });
    await waitUntil(() => el.shadowRoot!.querySelector('.skeleton') !== null, 'the skeleton');
    const skeleton = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.skeleton')];
    expect(skeleton).to.have.length(5);
    expect(skeleton[0]!.closest('ul')!.getAttribute('aria-hidden')).to.equal('true');
    expect(text(part(el, 'status'))).to.equal('Loading jobs…');
    await expect(el).to.be.accessible();
    const before = skeleton.map((item) => item.getBoundingClientRect()).map(({ top, height }) => [Math.round(top), Math.round(height)]);
    await nextEvent(el, 'job-board-load');
    await el.updateComplete;
    // The result count takes the loading text's line; the entries take the skeleton's boxes.
    const after = parts(el, 'item-link').map((item) => item.getBoundingClientRect()).map(({ top, height }) => [Math.round(top), Math.round(height)]);
    expect(after).to.deep.equal(before);
  });

  it('says "No jobs match" once, as the result count, rather than "0 open positions" above it', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, { query: 'zzqx-no-such-job' });
    expect(text(part(el, 'summary'))).to.equal('No jobs match your search.');
    expect(part(el, 'summary')).to.equal(part(el, 'status'));
    expect(el.shadowRoot!.textContent).not.to.include('0 open positions');
    await expect(el).to.be.accessible();
  });
});

describe('<job-board> on a phone (360 px)', function () {
  this.timeout(20000);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('keeps the pager\'s steps on one line below where the visitor is, and the filters in even rows', async () => {
    await setViewport({ width: 360, height: 800 });
    const sandbox = await createSandbox({ posts: Array.from({ length: 45 }, (_, index) => rawPost(index + 1)) });
    const el = await boardFixture(sandbox, { 'page-size': '5', page: '4' }, { children: `${FILTERS}<job-board-workplace-filter options="remote,hybrid,on_site,flexible"></job-board-workplace-filter>` });
    const shown = (elements: Element[]) => elements.filter((element) => element.getBoundingClientRect().width > 0);
    const pager = shown([...part(el, 'pagination')!.querySelectorAll('button')]);
    expect(pager.map((button) => button.getAttribute('aria-label') ?? text(button))).to.deep.equal(['Previous page', 'Next page']);
    expect(new Set(pager.map((button) => Math.round(button.getBoundingClientRect().top))).size, 'one line').to.equal(1);
    // Where the visitor is, above the steps.
    const pageOf = part(el, 'pagination')!.querySelector('.page-of')!;
    expect(text(pageOf)).to.equal('Page 4 of 9');
    expect(pageOf.getBoundingClientRect().bottom).to.be.at.most(pager[0]!.getBoundingClientRect().top);
    expect(part(el, 'pagination')!.getBoundingClientRect().right).to.be.at.most(360);

    // The filters fold behind the "Filters" button on a phone: open them to see them.
    part(el, 'filters-button')!.click();
    await el.updateComplete;

    const filters = [...el.querySelectorAll('job-board-filter')].map((filter) => filter.getBoundingClientRect());
    expect(new Set(filters.map((box) => Math.round(box.width))).size, 'the filters as wide as each other').to.equal(1);
    const pills = [...el.querySelector('job-board-workplace-filter')!.shadowRoot!.querySelectorAll('[part~="option"]')].map((pill) => pill.getBoundingClientRect());
    expect(new Set(pills.map((box) => Math.round(box.width))).size, 'pills of one width').to.equal(1);
    expect(new Set(pills.map((box) => Math.round(box.left))).size, 'in two columns').to.equal(2);
    await expect(el).to.be.accessible();
  });
});
