import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { nothing } from 'lit';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { Sandbox } from '../../helpers/sandbox.js';
import { recordConsole } from '../../helpers/board.js';
import { jobSlug } from '../../../src/routing/slug.js';
import {
  TOKEN,
  clickPrevented,
  detailShown,
  entries,
  entryFor,
  goBack,
  goForward,
  keepPageUrl,
  listingShown,
  part,
  parts,
  rawDetailPost,
  sandboxFor,
  settled,
  watchHistory,
} from '../../helpers/routing.js';

/**
 * `routing="path"` (static career pages): the listing at `base-path`, page N at `page/N/`, a job
 * at `jobs/<id>/`, as the files `job-board-element build` writes; search and filters stay query
 * parameters. The test page's path is moved under `/careers/` for each test (the runner's own
 * parameters kept) and put back by keepPageUrl.
 */

const POSTS = Array.from({ length: 12 }, (_, index) => rawDetailPost(`jp_${index + 1}`, { title: `Role ${index + 1}` }));

/** The test page at `path`, with the runner's parameters and `params` (and `hash`) on top. */
function goTo(path: string, params: Record<string, string> = {}, hash = ''): void {
  const url = new URL(location.href);
  url.pathname = path;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.hash = hash;
  history.replaceState(null, '', url.href);
}

async function pathBoard(sandbox: Sandbox, basePath: string | undefined = '/careers/', attributes: { page?: string } = {}): Promise<JobBoard> {
  const el = await fixture<JobBoard>(html`<job-board
    token=${TOKEN}
    base-url=${sandbox.baseUrl}
    routing="path"
    base-path=${basePath ?? nothing}
    page-size="5"
    page=${attributes.page ?? nothing}
  ></job-board>`);
  await settled(el);
  return el;
}

function pageLinks(el: JobBoard): HTMLAnchorElement[] {
  return parts<HTMLAnchorElement>(el, 'page-button');
}

function pageLink(el: JobBoard, name: string): HTMLAnchorElement {
  const link = pageLinks(el).find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent!.trim()) === name);
  if (!link) throw new Error(`no page link "${name}"`);
  return link;
}

function entryIds(el: JobBoard): string[] {
  return entries(el).map((link) => link.dataset['id']!);
}

/** The page URL's path, query (as written, less the runner's own parameters) and fragment. */
function where(): string {
  const search = location.search.slice(1).split('&').filter((entry) => entry !== '' && !entry.startsWith('wtr')).join('&');
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

async function onPage(el: JobBoard, page: number): Promise<void> {
  await waitUntil(
    () => el.status === 'ready' && !el.job && part(el, 'pagination')?.querySelector('[aria-current="page"]')?.textContent?.trim() === String(page),
    `page ${page} never shown`,
  );
}

describe('<job-board routing="path">', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await sandboxFor({ posts: POSTS });
  });

  it('reads the page, the search and the filters from a listing URL on load', async () => {
    goTo('/careers/page/2/', { 'jb-q': 'Role', 'jb-workplace': 'remote' });
    const el = await pathBoard(sandbox);
    await onPage(el, 2);
    expect(el.page).to.equal(2);
    expect(el.query).to.equal('Role');
    expect(el.workplaces).to.deep.equal(['remote']);
    expect(entryIds(el)).to.deep.equal(['jp_6', 'jp_7', 'jp_8', 'jp_9', 'jp_10']);
  });

  it('reads routing="Path" as path, by the one rule every reader uses (case and spaces don\'t matter), and says nothing', async () => {
    const warnings = recordConsole('warn');
    try {
      goTo('/careers/page/2/');
      const el = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${sandbox.baseUrl} routing=" Path " base-path="/careers/" page-size="5"></job-board>`);
      await settled(el);
      await onPage(el, 2);
      // Read as path on connect and still path after the first update: never corrected to query.
      expect(el.routing).to.equal('path');
      expect(new URL(entries(el)[0]!.href).pathname).to.equal('/careers/jobs/jp_6/');
      pageLink(el, 'Page 3').click();
      await onPage(el, 3);
      expect(where()).to.equal('/careers/page/3/');
      expect(warnings.calls.filter((call) => call.includes('routing'))).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });

  it('reads an unknown routing as query, and says so once', async () => {
    const warnings = recordConsole('warn');
    try {
      goTo('/careers/', { 'jb-page': '2' });
      const el = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${sandbox.baseUrl} routing="paths" page-size="5"></job-board>`);
      await settled(el);
      await onPage(el, 2);
      expect(el.routing).to.equal('query');
      expect(warnings.calls.filter((call) => call.includes('routing must be'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('opens the job a job URL names on load', async () => {
    goTo('/careers/jobs/jp_7/');
    const el = await pathBoard(sandbox);
    await detailShown(el, 'jp_7');
    expect(el.page).to.equal(1);
    // Its back link leads to the listing's static page.
    expect(new URL(part<HTMLAnchorElement>(el, 'back-link')!.href).pathname).to.equal('/careers/');
  });

  it('gives entries and the pager the static pages’ URLs, the pager as links', async () => {
    goTo('/careers/', { utm: 'mail' });
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const entry = new URL(entryFor(el, 'jp_3').href);
    expect(entry.pathname).to.equal('/careers/jobs/jp_3/');
    expect(entry.searchParams.get('utm')).to.equal('mail', 'the site’s own parameters stay');

    for (const link of pageLinks(el)) expect(link.localName).to.equal('a');
    expect(new URL(pageLink(el, 'Page 2').href).pathname).to.equal('/careers/page/2/');
    expect(new URL(pageLink(el, 'Page 3').href).pathname).to.equal('/careers/page/3/');
    const current = pageLink(el, 'Page 1');
    expect(current.getAttribute('aria-current')).to.equal('page');
    expect(new URL(current.href).pathname).to.equal('/careers/');
    const previous = pageLink(el, 'Previous page');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(previous.hasAttribute('href')).to.equal(false, 'no page before the first');
    expect(new URL(pageLink(el, 'Next page').href).pathname).to.equal('/careers/page/2/');
    await expect(el).to.be.accessible();
  });

  it('keeps a search in the pager’s links and drops it from entry links', async () => {
    goTo('/careers/', { 'jb-q': 'Role', utm: 'mail' });
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const next = new URL(pageLink(el, 'Page 2').href);
    expect(next.pathname).to.equal('/careers/page/2/');
    expect(next.searchParams.get('jb-q')).to.equal('Role');
    const entry = new URL(entryFor(el, 'jp_1').href);
    expect(entry.searchParams.has('jb-q')).to.equal(false);
    expect(entry.searchParams.get('utm')).to.equal('mail');
  });

  it('pages and opens jobs in place with pushState, and Back and Forward follow', async () => {
    goTo('/careers/', { utm: 'mail' }, '#jobs');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const marker = Symbol('no reload');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    const writes = watchHistory();

    expect(clickPrevented(pageLink(el, 'Page 2'))).to.equal(true, 'the board pages in place');
    await onPage(el, 2);
    expect(where()).to.equal('/careers/page/2/?utm=mail#jobs');

    expect(clickPrevented(entryFor(el, 'jp_8'))).to.equal(true);
    await detailShown(el, 'jp_8');
    expect(where()).to.equal('/careers/jobs/jp_8/?utm=mail#jobs');
    expect(writes.pushes).to.have.length(2);
    expect(new URL(part<HTMLAnchorElement>(el, 'back-link')!.href).pathname).to.equal('/careers/page/2/');

    await goBack();
    await onPage(el, 2);
    expect(el.job).to.equal('');
    await goForward();
    await detailShown(el, 'jp_8');
    // The job URL says nothing of the listing: the listing behind it stays page 2.
    expect(el.page).to.equal(2);
    await goBack();
    await goBack();
    await onPage(el, 1);
    expect(where()).to.equal('/careers/?utm=mail#jobs');
    expect((window as unknown as Record<symbol, boolean>)[marker]).to.equal(true, 'the page was never reloaded');
  });

  it('leaves a modified click on a pager link to the browser', async () => {
    goTo('/careers/');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const writes = watchHistory();
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      expect(clickPrevented(pageLink(el, 'Page 2'), { [modifier]: true })).to.equal(false, modifier);
    }
    expect(clickPrevented(pageLink(el, 'Page 2'), { button: 1 })).to.equal(false, 'middle button');
    expect(writes.pushes).to.deep.equal([]);
    expect(el.page).to.equal(1);
  });

  it('writes a search as a parameter on the listing’s first page', async () => {
    goTo('/careers/page/3/');
    const el = await pathBoard(sandbox);
    await onPage(el, 3);
    el.query = 'Role 1';
    await settled(el);
    expect(where()).to.equal('/careers/?jb-q=Role%201');
  });

  it('normalises base-path: slashes added, empty meaning the root', async () => {
    goTo('/careers/page/2/');
    const el = await pathBoard(sandbox, 'careers');
    await onPage(el, 2);
    expect(new URL(entryFor(el, 'jp_6').href).pathname).to.equal('/careers/jobs/jp_6/');
    el.basePath = '';
    await el.updateComplete;
    await listingShown(el);
    expect(new URL(entries(el)[0]!.href).pathname).to.match(/^\/jobs\/jp_\d+\/$/);
  });

  it('reads a page outside base-path as the board’s own state, and leaves the URL alone till the visitor acts', async () => {
    goTo('/elsewhere/', { a: '1' });
    const writes = watchHistory();
    const el = await pathBoard(sandbox, '/careers/', { page: '2' });
    await onPage(el, 2);
    expect(writes.pushes).to.deep.equal([]);
    expect(writes.replaces).to.deep.equal([]);
    expect(where()).to.equal('/elsewhere/?a=1');
    expect(new URL(entryFor(el, 'jp_6').href).pathname).to.equal('/careers/jobs/jp_6/');
    clickPrevented(pageLink(el, 'Page 3'));
    await onPage(el, 3);
    expect(where()).to.equal('/careers/page/3/?a=1');
  });

  it('opens a link made before slugs (the id percent-encoded), and links the job by its slug', async () => {
    sandbox = await sandboxFor({ posts: [rawDetailPost('a b/c', { title: 'Odd id' })] });
    goTo('/careers/jobs/a%20b%2Fc/');
    const el = await pathBoard(sandbox);
    await detailShown(el, 'a b/c');
    await goToListing(el);
    expect(new URL(entryFor(el, 'a b/c').href).pathname).to.equal(`/careers/jobs/${jobSlug('a b/c')}/`);
  });
});

async function goToListing(el: JobBoard): Promise<void> {
  el.showList();
  await listingShown(el);
}
