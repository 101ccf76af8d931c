import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { firstRequests } from '../../../src/elements/job-board/early-requests.js';
import { earlyResponseKey, offerEarlyResponse, takeEarlyResponse } from '../../../src/client/early-responses.js';
import { createJobBoardsClient } from '../../../src/client/index.js';
import { createSandbox, sandboxRequests, type Sandbox } from '../../helpers/sandbox.js';
import { listRequests, rawPosts, TOKEN } from '../../helpers/board.js';
import { jobSlug } from '../../../src/routing/slug.js';
import { scriptTagPage, type FrameWindow } from '../../helpers/script-tag.js';

/**
 * The script-tag entry's head start (src/elements/job-board/early-requests.ts): `job-board.js`
 * starts each board's first listing request before the rest of the board's code has loaded, and
 * the board uses that answer rather than asking again (`npm test` builds dist/cdn first).
 */

interface Loaded {
  frame: HTMLIFrameElement;
  win: FrameWindow;
  board: JobBoard;
}

/** A page whose body holds `markup` when `job-board.js` runs, once its board has settled; `search` is its URL's query. */
async function pageWith(markup: string, search = ''): Promise<Loaded> {
  const loaded = await scriptTagPage(markup, search);
  const { board } = loaded;
  await waitUntil(() => board.status === 'ready' || board.status === 'error', 'the board never settled', { timeout: 8000 });
  return loaded;
}

function boardMarkup(sandbox: Sandbox, attributes = '', children = ''): string {
  const base = new URL(sandbox.baseUrl, location.href).href;
  return `<job-board token="${TOKEN}" base-url="${base}" ${attributes}>${children}</job-board>`;
}

function resources(win: FrameWindow): PerformanceResourceTiming[] {
  return win.performance.getEntriesByType('resource') as PerformanceResourceTiming[];
}

describe('the script-tag entry starts the listing request early', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('before the board bundle has loaded, and the board uses it: one listing request', async () => {
    const sandbox = await createSandbox();
    const loaded = await pageWith(boardMarkup(sandbox));
    frame = loaded.frame;
    expect(loaded.board.status).to.equal('ready');
    expect(loaded.board.posts.length).to.be.greaterThan(0);
    expect(await listRequests(sandbox)).to.have.length(1);
    const listing = resources(loaded.win).find((entry) => entry.name.includes('/v1/job-boards/job-posts'));
    const bundle = resources(loaded.win).find((entry) => /\/dist\/cdn\/board-[\w-]+\.js$/.test(entry.name));
    expect(listing, 'the listing request').to.not.equal(undefined);
    expect(bundle, 'the board bundle').to.not.equal(undefined);
    // Sent by the first module, before it asked for the rest of the code.
    expect(listing!.startTime).to.be.at.most(bundle!.startTime);
    expect(listing!.startTime).to.be.below(bundle!.responseEnd);
  });

  it("makes the board's style sheets as it is defined, not in its first render (the minified build too)", async () => {
    const sandbox = await createSandbox();
    const loaded = await pageWith(boardMarkup(sandbox));
    frame = loaded.frame;
    const styles = (loaded.win.customElements.get('job-board') as unknown as { elementStyles: unknown[] }).elementStyles;
    expect(styles.length).to.be.greaterThan(0);
    // The sheets themselves, which Lit adopts as they are: no CSSResult left to make its sheet at a connect.
    expect(styles.every((style) => style instanceof loaded.win.CSSStyleSheet)).to.equal(true);
    expect(loaded.board.shadowRoot!.adoptedStyleSheets).to.deep.equal(styles);
  });

  it('with the URL state, the attributes and the README controls: the same request, once', async () => {
    const sandbox = await createSandbox();
    const controls = '<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';
    const loaded = await pageWith(boardMarkup(sandbox, 'page-size="5" workplaces="remote"', controls), '?jb-q=engineer&site=1');
    frame = loaded.frame;
    const requests = await listRequests(sandbox);
    expect(requests).to.have.length(1);
    const params = new URLSearchParams(requests[0]!.search);
    expect(params.get('limit')).to.equal('5');
    expect(params.get('filter_value')).to.equal('engineer');
    expect(params.getAll('filter_by[workplaces][]')).to.deep.equal(['remote']);
  });

  it("whole-board mode's first request (a filter control): no listing URL asked twice", async () => {
    const sandbox = await createSandbox();
    const loaded = await pageWith(boardMarkup(sandbox, '', '<job-board-filter by="department"></job-board-filter>'));
    frame = loaded.frame;
    const searches = (await listRequests(sandbox)).map((request) => request.search);
    expect(searches[0]).to.equal('?page=1&limit=100');
    expect(new Set(searches).size).to.equal(searches.length);
  });

  it('a <job-board-filter> comes with whole-board mode: defined by the time its listing shows, and it narrows it', async () => {
    const sandbox = await createSandbox();
    const loaded = await pageWith(boardMarkup(sandbox, '', '<job-board-filter by="department"></job-board-filter>'));
    frame = loaded.frame;
    const { win, board } = loaded;
    expect(board.status).to.equal('ready');
    expect(win.customElements.get('job-board-filter'), 'registered with the whole-board chunk').to.not.equal(undefined);
    const chunk = resources(win).find((entry) => /\/dist\/cdn\/whole-board-mode-[\w-]+\.js$/.test(entry.name));
    expect(chunk, "whole-board mode's chunk").to.not.equal(undefined);
    const filter = win.document.querySelector('job-board-filter')!;
    await (filter as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const select = filter.shadowRoot?.querySelector('select');
    expect(select, 'the filter rendered its options').to.not.equal(null);
    const departments = [...select!.options].map((option) => option.value).filter(Boolean);
    expect(departments.length, 'departments to choose from').to.be.greaterThan(1);
    select!.value = departments[0]!;
    select!.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => board.department === departments[0], 'the board never took the department', { timeout: 4000 });
    await board.updateComplete;
    const shown = board.posts.map((post) => post.ats_department?.name);
    expect(shown.length, 'jobs of the department').to.be.greaterThan(0);
    expect(new Set(shown), 'the listing narrowed to the department').to.deep.equal(new Set([departments[0]]));
  });

  it('a board without a <job-board-filter> never loads its code (the whole-board chunk)', async () => {
    const sandbox = await createSandbox();
    const loaded = await pageWith(boardMarkup(sandbox, '', '<job-board-search></job-board-search>'));
    frame = loaded.frame;
    expect(loaded.board.status).to.equal('ready');
    expect(loaded.win.customElements.get('job-board-filter')).to.equal(undefined);
    expect(resources(loaded.win).some((entry) => entry.name.includes('whole-board-mode')), 'no whole-board chunk').to.equal(false);
  });

  it('a board without a token shows its setup error, with no request', async () => {
    const sandbox = await createSandbox();
    const base = new URL(sandbox.baseUrl, location.href).href;
    const loaded = await pageWith(`<job-board base-url="${base}"></job-board>`);
    frame = loaded.frame;
    expect(loaded.board.status).to.equal('error');
    expect(await listRequests(sandbox)).to.deep.equal([]);
    expect(resources(loaded.win).filter((entry) => entry.name.includes('/v1/'))).to.deep.equal([]);
  });

  it('a deep link to a job: its post and its listing start early, each asked once', async () => {
    const sandbox = await createSandbox({ posts: rawPosts(3) });
    const loaded = await pageWith(boardMarkup(sandbox), '?jb-job=jp_t2');
    frame = loaded.frame;
    await waitUntil(() => loaded.board.shadowRoot?.querySelector('[part~=detail-title]') != null, 'the detail never showed', { timeout: 8000 });
    const requests = (await sandboxRequests(sandbox)).filter((request) => request.path.startsWith('/v1/')).map((request) => `${request.path}${request.search}`);
    expect(requests.sort()).to.deep.equal(['/v1/job-boards/job-posts/jp_t2', '/v1/job-boards/job-posts?page=1&limit=20']);
    const bundle = resources(loaded.win).find((entry) => /\/dist\/cdn\/board-[\w-]+\.js$/.test(entry.name))!;
    for (const entry of resources(loaded.win).filter((entry) => entry.name.includes('/v1/'))) {
      expect(entry.startTime, entry.name).to.be.at.most(bundle.startTime);
    }
  });
});

describe('firstRequests', () => {
  const here = new URL('https://site.example/careers/');
  function board(attributes: Record<string, string>): HTMLElement {
    // Not a <job-board> of this document's registry: an unknown element of that name is enough.
    const element = document.implementation.createHTMLDocument('').createElement('job-board');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  }
  const setUp = { token: 'jb_x', 'base-url': 'https://api.example/' };

  it('is the board’s first listing URL, with its headers', () => {
    const requests = firstRequests(board({ ...setUp, 'page-size': '7', page: '3', query: ' dev ' }), here, here.href);
    expect(requests).to.deep.equal([
      {
        url: 'https://api.example/v1/job-boards/job-posts?page=3&limit=7&filter_value=dev',
        headers: { Accept: 'application/json', Authorization: 'Bearer jb_x' },
      },
    ]);
  });

  it('reads the URL state as the board does (it wins over the attributes), under the prefix and in path mode', () => {
    const url = (attributes: Record<string, string>, location: string) => firstRequests(board({ ...setUp, ...attributes }), new URL(location), location).at(-1)?.url;
    expect(url({ page: '3' }, 'https://site.example/?jb-page=2')).to.match(/\?page=2&limit=20$/);
    expect(url({ 'param-prefix': 'a-' }, 'https://site.example/?jb-page=2&a-q=x')).to.match(/\?page=1&limit=20&filter_value=x$/);
    expect(url({ routing: 'none' }, 'https://site.example/?jb-page=2')).to.match(/\?page=1&limit=20$/);
    expect(url({ routing: 'path', 'base-path': '/careers' }, 'https://site.example/careers/page/4/')).to.match(/\?page=4&limit=20$/);
    expect(url({ paging: 'more' }, 'https://site.example/?jb-page=3')).to.match(/\?page=1&limit=20$/);
    expect(url({ 'page-size': '' }, 'https://site.example/')).to.match(/\?page=1&limit=20$/);
    expect(url({ 'group-by': 'department' }, 'https://site.example/?jb-q=x')).to.match(/\?page=1&limit=100$/);
    expect(url({}, 'https://site.example/?jb-department=Sales')).to.match(/\?page=1&limit=100$/);
    // `routing` and `paging` read by the board's one rule (core/settings.ts): case and spaces don't matter, an unknown value is the default.
    expect(url({ routing: 'Path', 'base-path': '/careers' }, 'https://site.example/careers/page/4/')).to.match(/\?page=4&limit=20$/);
    expect(url({ routing: ' HASH ' }, 'https://site.example/?jb-page=3#jb-page=5')).to.match(/\?page=5&limit=20$/);
    expect(url({ routing: 'bogus' }, 'https://site.example/?jb-page=2')).to.match(/\?page=2&limit=20$/);
    expect(url({ paging: 'More' }, 'https://site.example/?jb-page=3')).to.match(/\?page=1&limit=20$/);
  });

  it('a job (the URL’s or the attribute’s) is asked for beside the listing; an id no post can have, nothing', () => {
    const urls = (attributes: Record<string, string>, location = here.href) => firstRequests(board({ ...setUp, ...attributes }), new URL(location), location).map((request) => request.url);
    const listing = 'https://api.example/v1/job-boards/job-posts?page=1&limit=20';
    expect(urls({ job: 'jp 1' })).to.deep.equal(['https://api.example/v1/job-boards/job-posts/jp%201', listing]);
    expect(urls({ job: 'jp_2' }, 'https://site.example/?jb-job=jp_1')).to.deep.equal(['https://api.example/v1/job-boards/job-posts/jp_1', listing]);
    expect(urls({ job: 'jp_2' }, 'https://site.example/?jb-job=')).to.deep.equal([listing]);
    expect(urls({ routing: 'path', 'base-path': '/careers/' }, 'https://site.example/careers/jobs/jp_3/?jb-q=x')).to.deep.equal([
      'https://api.example/v1/job-boards/job-posts/jp_3',
      `${listing}&filter_value=x`,
    ]);
    expect(urls({ job: '..' })).to.deep.equal([]);
    // A query route names a job by id, whatever it looks like: no slug to look up.
    expect(urls({}, 'https://site.example/?jb-job=req~0123456789abcdef')).to.deep.equal(['https://api.example/v1/job-boards/job-posts/req~0123456789abcdef', listing]);
  });

  it('a hashed slug in the path is looked up in the whole board first: its page 1, never a post named by the slug (issue 30)', () => {
    const urls = (attributes: Record<string, string>, location: string) => firstRequests(board({ ...setUp, ...attributes }), new URL(location), location).map((request) => request.url);
    const slugged = `https://site.example/careers/jobs/${jobSlug('a b')}/`;
    const lookup = 'https://api.example/v1/job-boards/job-posts?page=1&limit=100';
    expect(urls({ routing: 'path', 'base-path': '/careers/' }, slugged)).to.deep.equal([lookup, 'https://api.example/v1/job-boards/job-posts?page=1&limit=20']);
    expect(urls({ routing: 'path', 'base-path': '/careers/', 'group-by': 'department' }, slugged)).to.deep.equal([lookup]);
  });

  it('is nothing where the board would send nothing, or where the requests are not certain', () => {
    const none = (attributes: Record<string, string>, location = here.href) => firstRequests(board(attributes), new URL(location), location);
    expect(none({ 'base-url': setUp['base-url'] })).to.deep.equal([]);
    expect(none({ token: '  ', 'base-url': setUp['base-url'] })).to.deep.equal([]);
    expect(none({ token: 'jb_x' })).to.deep.equal([]);
    expect(none({ ...setUp, 'base-url': 'ftp://api.example/' })).to.deep.equal([]);
    expect(none({ ...setUp, token: 'two words' })).to.deep.equal([]);
    const prerendered = board(setUp);
    prerendered.attachShadow({ mode: 'open' });
    expect(firstRequests(prerendered, here, here.href)).to.deep.equal([]);
    const withData = board(setUp);
    withData.innerHTML = '<script type="application/json" data-job-board-prerendered>{}</script>';
    expect(firstRequests(withData, here, here.href)).to.deep.equal([]);
    const withProperty = board(setUp);
    Object.assign(withProperty, { page: 2 });
    expect(firstRequests(withProperty, here, here.href)).to.deep.equal([]);
  });
});

describe('the client and early responses', () => {
  it('takes an early answer for the same URL and headers once, then asks the API itself', async () => {
    const sandbox = await createSandbox();
    const client = createJobBoardsClient({ baseUrl: sandbox.baseUrl, token: TOKEN, cacheTtlMs: 0 });
    const url = `${new URL(sandbox.baseUrl, location.href).href}/v1/job-boards/job-posts?page=1`;
    const headers = { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` };
    const body = { data: [{ id: 'early', title: 'From the early request' }], meta: { page: 1, total_pages: 1, total_count: 1, limit: 20 } };
    const key = earlyResponseKey(url, headers);
    offerEarlyResponse(key, { response: Promise.resolve(Response.json(body)), abort: () => undefined, startedAt: performance.now() });
    const first = await client.listJobPosts({ page: 1 });
    expect(first.posts.map((post) => post.id)).to.deep.equal(['early']);
    expect(await listRequests(sandbox)).to.deep.equal([]);
    const second = await client.listJobPosts({ page: 1 });
    expect(second.posts.map((post) => post.id)).to.not.deep.equal(['early']);
    expect(await listRequests(sandbox)).to.have.length(1);
    expect(takeEarlyResponse(key)).to.equal(undefined);
  });

  it('a failed early request is the first attempt failing: the client retries as usual', async () => {
    const sandbox = await createSandbox();
    const client = createJobBoardsClient({ baseUrl: sandbox.baseUrl, token: TOKEN, retryBaseDelayMs: 1 });
    const url = `${new URL(sandbox.baseUrl, location.href).href}/v1/job-boards/job-posts?page=1`;
    const headers = { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` };
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    offerEarlyResponse(earlyResponseKey(url, headers), { response: failed, abort: () => undefined, startedAt: performance.now() });
    const page = await client.listJobPosts({ page: 1 });
    expect(page.posts.length).to.be.greaterThan(0);
    expect(await listRequests(sandbox)).to.have.length(1);
  });

  it('is never taken by a client with its own fetch, nor after its time', async () => {
    const sandbox = await createSandbox();
    const base = new URL(sandbox.baseUrl, location.href).href;
    const url = `${base}/v1/job-boards/job-posts?page=1`;
    const headers = { Accept: 'application/json', Authorization: `Bearer ${TOKEN}` };
    const key = earlyResponseKey(url, headers);
    let aborted = false;
    offerEarlyResponse(key, { response: new Promise<Response>(() => undefined), abort: () => (aborted = true), startedAt: performance.now() });
    const own = createJobBoardsClient({ baseUrl: sandbox.baseUrl, token: TOKEN, fetch: (input, init) => fetch(input, init) });
    await own.listJobPosts({ page: 1 });
    expect(await listRequests(sandbox)).to.have.length(1);
    expect(takeEarlyResponse(key, performance.now() + 61_000)).to.equal(undefined);
    expect(aborted).to.equal(true);
  });
});
