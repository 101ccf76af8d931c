/**
 * Closed roles, live (issue 30; CONTRACT.md, "Every job link keeps working"): a link to a job the
 * API (or a source) answers 404 for lands on the listing, page 1, with a notice (part `notice`, in
 * the result count's live region); the URL stops naming the job in the current history entry, the
 * page's own parameters kept; the notice goes when the visitor moves on; no Retry; and
 * `job-board-error` still says 404 `ERR_NOT_FOUND`. Against the reference API's sandboxes, where
 * an id no post has answers 404.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { JobBoardErrorDetail } from '../../../src/events.js';
import { tables } from '../../../src/i18n/languages/tables.js';
import { allEnglishTexts as englishStrings } from '../../helpers/english-texts.js';
import { PRERENDERED_DATA_ATTRIBUTE } from '../../../src/elements/job-board/prerendered.js';
import { updateSandbox, type Sandbox } from '../../helpers/sandbox.js';
import { apiRequests, container } from '../../helpers/board.js';
import {
  TOKEN,
  deepActiveElement,
  entryFor,
  expectAbsent,
  expectFocusOn,
  hashParams,
  keepPageUrl,
  listingShown,
  pageButton,
  pageParams,
  paramsWith,
  part,
  rawDetailPost,
  recordChanges,
  sandboxFor,
  setUrl,
  surround,
  watchHistory,
  type HistoryWrites,
} from '../../helpers/routing.js';

const POSTS = Array.from({ length: 12 }, (_, index) => rawDetailPost(`jp_${index + 1}`, { title: `Role ${index + 1}` }));
const GONE = 'jp_gone';
const NOTICE = englishStrings.jobNotFound;

function noticeText(el: JobBoard): string {
  return (part(el, 'notice')?.textContent ?? '').trim();
}

/** Every `job-board-error` from now on (the document hears them: they bubble and are composed). */
function recordErrors(): { errors: JobBoardErrorDetail[]; stop(): void } {
  const errors: JobBoardErrorDetail[] = [];
  const listener = (event: Event) => errors.push((event as CustomEvent<JobBoardErrorDetail>).detail);
  document.addEventListener('job-board-error', listener);
  return { errors, stop: () => document.removeEventListener('job-board-error', listener) };
}

/** A board with `routing` (and `attributes`) on a sandbox of POSTS, five a page; waits for the notice. */
async function closedBoard(sandbox: Sandbox, attributes: Record<string, string> = {}): Promise<JobBoard> {
  const el = document.createElement('job-board');
  for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl, 'page-size': '5', ...attributes })) el.setAttribute(name, value);
  await fixture(el);
  await noticeShown(el);
  return el;
}

async function noticeShown(el: JobBoard): Promise<void> {
  await waitUntil(() => !el.job && el.status === 'ready' && part(el, 'notice') !== null, `the notice never showed (job "${el.job}", ${el.status})`, { timeout: 8000 });
  await el.updateComplete;
}

/** The notice as CONTRACT.md has it: its text, inside the count's live region, with no Retry and the listing below it. */
function expectNotice(el: JobBoard, text = NOTICE): void {
  expect(noticeText(el)).to.equal(text);
  const region = part(el, 'notice')!.closest('[role="status"]');
  expect(region, 'the notice is in a live region').not.to.equal(null);
  expect(region!.getAttribute('part')).to.include('summary');
  expectAbsent(part(el, 'retry-button'), 'a Retry button');
  expectAbsent(part(el, 'detail'), 'the detail');
  expect(el.job).to.equal('');
  expect(el.page).to.equal(1);
  expect(el.posts.length).to.be.greaterThan(0);
}

/** Replaced, never pushed: no new history entry, and the URL (each replacement's) names no job. */
function expectReplaced(writes: HistoryWrites): void {
  expect(writes.pushes).to.deep.equal([]);
  expect(writes.replaces.length).to.be.greaterThan(0);
  expect(writes.replaces.at(-1)).to.equal(location.href);
}

describe('<job-board> closed roles: a link to a job that has closed', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await sandboxFor({ posts: POSTS });
  });

  it('query routing: the listing, page 1, with the notice; the URL loses the job and its page, keeps utm_* and the site’s own; one job-board-error 404', async () => {
    setUrl({ utm_source: 'newsletter', utm_campaign: 'spring 2025', ref: 'home', 'jb-page': '2', 'jb-job': GONE });
    const writes = watchHistory();
    const recorded = recordErrors();
    const el = await closedBoard(sandbox);
    recorded.stop();
    expectNotice(el);
    expect(paramsWith('jb-')).to.deep.equal([]);
    expect(pageParams().get('utm_source')).to.equal('newsletter');
    expect(pageParams().get('utm_campaign')).to.equal('spring 2025');
    expect(pageParams().get('ref')).to.equal('home');
    expectReplaced(writes);
    expect(recorded.errors).to.have.length(1);
    expect(recorded.errors[0]).to.include({ status: 404, code: 'ERR_NOT_FOUND' });
    // The listing's first page, as the API gives it.
    expect(part(el, 'summary')!.textContent).to.include('12 open positions');
    await expect(el).to.be.accessible();
  });

  it('hash routing: the hash loses the job, the query (utm_*) stays', async () => {
    setUrl({ utm_source: 'chat' }, `jb-job=${GONE}`);
    const writes = watchHistory();
    const el = await closedBoard(sandbox, { routing: 'hash' });
    expectNotice(el);
    expect(hashParams().has('jb-job')).to.equal(false);
    expect(pageParams().get('utm_source')).to.equal('chat');
    expectReplaced(writes);
  });

  it('path routing: jobs/<id>/ becomes the listing’s path, the query (utm_*) kept', async () => {
    const url = new URL(location.href);
    url.pathname = `/careers/jobs/${GONE}/`;
    url.searchParams.set('utm_medium', 'aggregator');
    history.replaceState(null, '', url.href);
    const writes = watchHistory();
    const recorded = recordErrors();
    const el = await closedBoard(sandbox, { routing: 'path', 'base-path': '/careers/' });
    recorded.stop();
    expectNotice(el);
    expect(location.pathname).to.equal('/careers/');
    expect(pageParams().get('utm_medium')).to.equal('aggregator');
    expectReplaced(writes);
    expect(recorded.errors.map((error) => [error.status, error.code])).to.deep.equal([[404, 'ERR_NOT_FOUND']]);
  });

  it('routing="none" (the job attribute): the same listing and notice, and nothing written', async () => {
    const writes = watchHistory();
    const el = await closedBoard(sandbox, { routing: 'none', job: GONE });
    expectNotice(el);
    expect(writes).to.deep.equal({ pushes: [], replaces: [] });
  });

  it('tells the page the board moved: job-board-change with the listing’s route', async () => {
    setUrl({ 'jb-job': GONE });
    const el = document.createElement('job-board');
    const changes = recordChanges(el);
    for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl })) el.setAttribute(name, value);
    await fixture(el);
    await noticeShown(el);
    expect(changes.at(-1)).to.include({ job: '', page: 1 });
  });

  it('a link opened on page load leaves focus where the page has it', async () => {
    setUrl({ 'jb-job': GONE });
    const el = document.createElement('job-board');
    el.setAttribute('token', TOKEN);
    el.setAttribute('base-url', sandbox.baseUrl);
    const outside = Object.assign(document.createElement('button'), { textContent: 'The page’s own' });
    document.body.append(outside);
    try {
      outside.focus();
      await fixture(el);
      await noticeShown(el);
      expectFocusOn(outside, 'the page’s own button');
    } finally {
      outside.remove();
    }
  });

  it('the notice goes with a search', async () => {
    setUrl({ 'jb-job': GONE });
    const el = await closedBoard(sandbox);
    el.dispatchEvent(new CustomEvent('job-board-search', { detail: { query: 'Role 1' }, bubbles: true, composed: true }));
    await waitUntil(() => el.status === 'ready' && el.query === 'Role 1', 'the search never ran');
    await el.updateComplete;
    expectAbsent(part(el, 'notice'), 'the notice');
  });

  it('the notice goes with a filter', async () => {
    setUrl({ 'jb-job': GONE });
    const el = await closedBoard(sandbox);
    el.dispatchEvent(new CustomEvent('job-board-workplaces', { detail: { workplaces: ['remote'] }, bubbles: true, composed: true }));
    await waitUntil(() => el.status === 'ready' && el.workplaces.length === 1, 'the filter never ran');
    await el.updateComplete;
    expectAbsent(part(el, 'notice'), 'the notice');
  });

  it('the notice goes with the next page, and does not come back on Back', async () => {
    setUrl({ 'jb-job': GONE });
    const el = await closedBoard(sandbox);
    pageButton(el, 'Next page').click();
    await waitUntil(() => el.status === 'ready' && el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    await el.updateComplete;
    expectAbsent(part(el, 'notice'), 'the notice');
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await popped;
    await waitUntil(() => el.status === 'ready' && el.posts[0]?.id === 'jp_1', 'Back never returned to page 1');
    await el.updateComplete;
    expectAbsent(part(el, 'notice'), 'the notice');
  });

  it('the notice goes when a job opens', async () => {
    setUrl({ 'jb-job': GONE });
    const el = await closedBoard(sandbox);
    entryFor(el, 'jp_1').click();
    await waitUntil(() => el.job === 'jp_1' && part(el, 'detail-title') !== null, 'the job never opened');
    el.showList();
    await listingShown(el);
    expectAbsent(part(el, 'notice'), 'the notice');
  });

  it('a job that closed while the visitor was on the board: its entry leads to the same listing and notice, focus on it, the entry replaced', async () => {
    const el = document.createElement('job-board');
    for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl, 'page-size': '5' })) el.setAttribute(name, value);
    await fixture(el);
    surround(el);
    await listingShown(el);
    pageButton(el, 'Next page').click();
    await waitUntil(() => el.status === 'ready' && el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    // jp_7 closes: the API forgets it; the listing the board holds still shows it.
    await updateSandbox(sandbox, { posts: POSTS.filter((post) => post['id'] !== 'jp_7') });
    const writes = watchHistory();
    const recorded = recordErrors();
    const entry = entryFor(el, 'jp_7');
    entry.focus();
    entry.click();
    await noticeShown(el);
    recorded.stop();
    expectNotice(el);
    // The click's entry (a push) now says the listing, page 1: Back returns to page 2.
    expect(writes.pushes).to.have.length(1);
    expect(writes.replaces.at(-1)).to.equal(location.href);
    expect(paramsWith('jb-')).to.deep.equal([]);
    expect(recorded.errors.map((error) => [error.status, error.code])).to.deep.equal([[404, 'ERR_NOT_FOUND']]);
    // Focus was in the board: it goes to the notice's live region, which reads the notice and the count.
    await waitUntil(() => deepActiveElement() === part(el, 'summary'), 'focus never reached the notice');
    expectFocusOn(part(el, 'summary'), 'the result count with the notice');
    await expect(el).to.be.accessible();
  });

  it('showJob() of an id no post has: the same notice', async () => {
    const el = document.createElement('job-board');
    for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl })) el.setAttribute(name, value);
    await fixture(el);
    await listingShown(el);
    el.showJob(GONE);
    await noticeShown(el);
    expectNotice(el);
  });

  it('keeps noindex in the head while the notice shows, and drops it on the next move', async () => {
    setUrl({ 'jb-job': GONE });
    const el = await closedBoard(sandbox);
    const robots = () => document.head.querySelector('meta[name="robots"][content="noindex"]');
    await waitUntil(() => robots() !== null, 'no noindex');
    pageButton(el, 'Next page').click();
    await waitUntil(() => el.status === 'ready' && el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    await el.updateComplete;
    expect(robots()).to.equal(null);
  });

  it('says it in the board’s language', async () => {
    setUrl({ 'jb-job': GONE });
    const el = await closedBoard(sandbox, { lang: 'de' });
    expectNotice(el, tables['de']!.jobNotFound);
    expect(tables['de']!.jobNotFound).not.to.equal(NOTICE);
  });
});

describe('<job-board source> closed roles: a source’s unknown job', () => {
  keepPageUrl();

  for (const source of ['greenhouse:northwind', 'lever:harborpay', 'ashby:lumenfield']) {
    it(`${source}: the listing with the notice, the URL cleaned, job-board-error 404 ERR_NOT_FOUND`, async () => {
      const sandbox = await sandboxFor();
      setUrl({ utm_source: 'board', 'jb-job': 'no-such-job-404' });
      const writes = watchHistory();
      const recorded = recordErrors();
      const el = document.createElement('job-board');
      el.setAttribute('source', source);
      el.setAttribute('base-url', sandbox.baseUrl);
      await fixture(el);
      await noticeShown(el);
      recorded.stop();
      expectNotice(el);
      expect(paramsWith('jb-')).to.deep.equal([]);
      expect(pageParams().get('utm_source')).to.equal('board');
      expectReplaced(writes);
      expect(recorded.errors.map((error) => [error.status, error.code])).to.deep.equal([[404, 'ERR_NOT_FOUND']]);
    });
  }
});

describe('<job-board> closed roles: a closed role’s prerendered page', () => {
  keepPageUrl();

  it('takes over with the listing and the notice, asking the API for nothing', async () => {
    const sandbox = await sandboxFor({ posts: POSTS });
    setUrl({ 'jb-job': GONE });
    const listing = { posts: POSTS.slice(0, 5), page: 1, limit: 5, totalCount: 12, totalPages: 3 };
    // As the build writes a board: its shadow root as declarative shadow DOM, its data beside it.
    container().setHTMLUnsafe(
      `<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" page-size="5">` +
        '<template shadowrootmode="open"><p part="summary">12 open positions</p></template>' +
        `<script type="application/json" ${PRERENDERED_DATA_ATTRIBUTE}>${JSON.stringify({ listing, closed: GONE })}</script></job-board>`,
    );
    const recorded = recordErrors();
    const el = document.querySelector<JobBoard>('job-board')!;
    await noticeShown(el);
    recorded.stop();
    expectNotice(el);
    expect(paramsWith('jb-')).to.deep.equal([]);
    expect(await apiRequests(sandbox)).to.deep.equal([]);
    expect(recorded.errors.map((error) => [error.status, error.code])).to.deep.equal([[404, 'ERR_NOT_FOUND']]);
  });
});
