/**
 * Whole-board mode's pure functions (job-board-element/client): loading every open post from the
 * reference API in the fewest requests, and searching, filtering, counting and grouping in memory.
 *
 * Run: node --import tsx --test test/client/whole-board.node.test.ts
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createApiHandler, DEMO_KEYS } from '../../server/handler.js';
import {
  createJobBoardsClient,
  facetOptions,
  filterPosts,
  foldText,
  groupPosts,
  loadWholeBoard,
  matchesQuery,
  officeLabel,
  WHOLE_BOARD_MAX_POSTS,
  type BoardFilters,
  type FetchFunction,
  type JobPost,
} from '../../src/client/index.js';
import { wholeBoardPages } from '../../src/client/whole-board.js';
import { WHOLE_BOARD_MAX_PAGES } from '../../src/client/whole-board-limit.js';

const TOKEN = DEMO_KEYS.find((key) => key.type === 'job_boards' && !key.revoked && key.apiAccessEnabled)!.token;
const NONE: BoardFilters = { query: '', workplaces: [], department: '', office: '', employmentType: '' };

let server: Server;
let api = '';

before(async () => {
  server = createServer(createApiHandler());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => new Promise<void>((done) => server.close(() => done())));

/** A client whose requests are counted, as they go out to the reference API. */
function countingClient(): { client: ReturnType<typeof createJobBoardsClient>; urls: string[] } {
  const urls: string[] = [];
  const counting: FetchFunction = (input, init) => {
    urls.push(input);
    return fetch(input, init);
  };
  return { client: createJobBoardsClient({ baseUrl: api, token: TOKEN, fetch: counting }), urls };
}

function post(id: string, fields: Partial<JobPost> = {}): JobPost {
  return { id, title: `Role ${id}`, ...fields };
}

const POSTS: JobPost[] = [
  post('1', { title: 'Product Designer', ats_department: { name: 'Design' }, ats_offices: [{ name: 'São Paulo', city: 'São Paulo' }], ats_job: { workplace: 'remote', employment_type: 'full_time' } }),
  post('2', { title: 'Backend Engineer', ats_department: { name: 'Engineering' }, ats_offices: [{ name: 'München', city: 'München' }, { name: 'Berlin HQ', city: 'Berlin' }], ats_job: { workplace: 'hybrid', employment_type: 'full_time' } }),
  post('3', { title: 'Design Intern', ats_department: { name: 'Design' }, ats_offices: [{ name: 'Berlin HQ', city: 'Berlin' }], ats_job: { workplace: 'on_site', employment_type: 'internship' } }),
  post('4', { title: 'Recruiter', ats_offices: [{ name: 'Headquarters', city: 'Toronto' }], ats_job: { workplace: 'remote', employment_type: 'part_time' } }),
];

describe('loadWholeBoard', () => {
  it('loads the 174 open posts of the demo board in two requests at limit=100, each post once', async () => {
    const { client, urls } = countingClient();
    const board = await loadWholeBoard(client);
    assert.ok('posts' in board);
    assert.equal(board.posts.length, 174);
    assert.equal(new Set(board.posts.map((entry) => entry.id)).size, 174);
    assert.deepEqual(
      urls.map((url) => new URL(url).search).sort(),
      ['?page=1&limit=100', '?page=2&limit=100'],
    );
  });

  it('reads page 1 only, and says so, when a board has more than 1,000 open posts', async () => {
    const urls: string[] = [];
    const big: FetchFunction = async (input) => {
      urls.push(input);
      const posts = Array.from({ length: 100 }, (_, index) => ({ id: `p${index}`, title: `Role ${index}` }));
      const body = { job_posts: posts, pagination: { page: 1, total_pages: 11, total_count: WHOLE_BOARD_MAX_POSTS + 1 } };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    };
    const board = await loadWholeBoard(createJobBoardsClient({ baseUrl: 'https://api.example', token: 't', fetch: big }));
    assert.deepEqual(board, { tooMany: true, totalCount: 1001 });
    assert.equal(urls.length, 1);
  });

  it('keeps a post once when it moved between pages while they loaded', async () => {
    const pages: Record<string, unknown> = {
      '1': { job_posts: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }], pagination: { page: 1, total_pages: 2, total_count: 3 } },
      '2': { job_posts: [{ id: 'b', title: 'B' }, { id: 'c', title: 'C' }], pagination: { page: 2, total_pages: 2, total_count: 3 } },
    };
    const shifting: FetchFunction = async (input) =>
      new Response(JSON.stringify(pages[new URL(input).searchParams.get('page')!]), { headers: { 'Content-Type': 'application/json' } });
    const board = await loadWholeBoard(createJobBoardsClient({ baseUrl: 'https://api.example', token: 't', fetch: shifting }));
    assert.ok('posts' in board);
    assert.deepEqual(board.posts.map((entry) => entry.id), ['a', 'b', 'c']);
  });
});

/** A sandbox of the reference API serving `count` open posts; its base address. */
async function sandboxOf(count: number): Promise<string> {
  const posts = Array.from({ length: count }, (_, index) => ({ id: `p${index}`, title: `Role ${index}`, ats_job: { status: 'open' } }));
  const response = await fetch(`${api}/__sandbox`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ posts }) });
  const { id } = (await response.json()) as { id: string };
  return `${api}/sandbox/${id}`;
}

/**
 * A client of `base` whose listing answers come from the reference API with `meta` edited by
 * `lie`: what no honest server sends. Its requests are counted; past 2,000 it stops answering,
 * so the code before the bound fails the test instead of hanging it.
 */
function lyingClient(base: string, lie: (meta: Record<string, unknown>, page: number) => void): { client: ReturnType<typeof createJobBoardsClient>; urls: string[] } {
  const urls: string[] = [];
  const lying: FetchFunction = async (input, init) => {
    urls.push(input);
    if (urls.length > 2000) throw new Error('too many requests');
    const body = (await (await fetch(input, init)).json()) as { meta: Record<string, unknown> };
    lie(body.meta, Number(new URL(input).searchParams.get('page')));
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  };
  return { client: createJobBoardsClient({ baseUrl: base, token: TOKEN, fetch: lying }), urls };
}

describe('loadWholeBoard: bounded, whatever the API says (issue 20, item 5)', () => {
  let fifty = '';
  before(async () => {
    fifty = await sandboxOf(50);
  });

  // total_pages as a lying API sends it; "NaN" a string, since JSON has no NaN.
  for (const totalPages of [500, 1e9, 'NaN', null, -5, 1.5]) {
    it(`loads a board of 50 posts in 1 request when it says total_pages: ${JSON.stringify(totalPages)}`, async () => {
      const { client, urls } = lyingClient(fifty, (meta) => (meta.total_pages = totalPages));
      const board = await loadWholeBoard(client);
      assert.ok('posts' in board);
      assert.equal(board.posts.length, 50);
      assert.equal(urls.length, 1);
    });
  }

  it(`never requests more than ${WHOLE_BOARD_MAX_PAGES} pages, at a total of 1,000 and total_pages: 1e9`, async () => {
    const thousand = await sandboxOf(WHOLE_BOARD_MAX_POSTS);
    const { client, urls } = lyingClient(thousand, (meta) => (meta.total_pages = 1e9));
    const board = await loadWholeBoard(client);
    assert.ok('posts' in board);
    assert.equal(board.posts.length, WHOLE_BOARD_MAX_POSTS);
    assert.equal(urls.length, WHOLE_BOARD_MAX_PAGES);
  });

  it('reads the page size from what page 1 brought, not from a claimed `limit: 1` (1,000 pages by its numbers)', async () => {
    const thousand = await sandboxOf(WHOLE_BOARD_MAX_POSTS);
    const { client, urls } = lyingClient(thousand, (meta) => Object.assign(meta, { limit: 1, total_pages: 1000 }));
    const board = await loadWholeBoard(client);
    assert.ok('posts' in board);
    assert.equal(board.posts.length, WHOLE_BOARD_MAX_POSTS);
    assert.equal(urls.length, WHOLE_BOARD_MAX_PAGES);
  });

  it('asks for no more than 10 pages of an API whose page 1 is empty while it claims 1,000 posts', async () => {
    const urls: string[] = [];
    const empty: FetchFunction = async (input) => {
      urls.push(input);
      return new Response(JSON.stringify({ data: [], meta: { page: 1, limit: 100, total: 1000, total_pages: 1e9 } }), { headers: { 'Content-Type': 'application/json' } });
    };
    const board = await loadWholeBoard(createJobBoardsClient({ baseUrl: 'https://api.example', token: 't', fetch: empty }));
    assert.deepEqual(board, { posts: [], totalCount: 0 });
    assert.equal(urls.length, WHOLE_BOARD_MAX_PAGES);
  });

  it('stays paged (page 1 only) when the total itself is over the cap, however many pages it claims', async () => {
    const { client, urls } = lyingClient(fifty, (meta) => Object.assign(meta, { total: 1e9, total_pages: 1e9 }));
    assert.deepEqual(await loadWholeBoard(client), { tooMany: true, totalCount: 1e9 });
    assert.equal(urls.length, 1);
  });

  it('reads no page after one that brings no new id: an API that ignores `page` gives its 100 posts once', async () => {
    const urls: string[] = [];
    const samePage: FetchFunction = async (input) => {
      urls.push(input);
      const posts = Array.from({ length: 100 }, (_, index) => ({ id: `p${index}`, title: `Role ${index}` }));
      return new Response(JSON.stringify({ data: posts, meta: { page: 1, limit: 100, total: 1000, total_pages: 1e9 } }), { headers: { 'Content-Type': 'application/json' } });
    };
    const board = await loadWholeBoard(createJobBoardsClient({ baseUrl: 'https://api.example', token: 't', fetch: samePage }));
    assert.ok('posts' in board);
    assert.equal(board.posts.length, 100);
    assert.equal(urls.length, WHOLE_BOARD_MAX_PAGES);
  });

  it('asks for at most 10 pages and at least 1, whatever numbers page 1 brings (property)', () => {
    const count = fc.oneof(fc.nat({ max: 2000 }), fc.constant(Number.MAX_SAFE_INTEGER));
    fc.assert(
      fc.property(fc.nat({ max: WHOLE_BOARD_MAX_POSTS }), count, fc.nat({ max: 100 }), fc.nat({ max: 100 }), (totalCount, totalPages, usable, skipped) => {
        const posts = Array.from({ length: usable }, (_, index) => post(String(index)));
        const pages = wholeBoardPages({ totalCount, totalPages, posts, skipped });
        assert.ok(Number.isInteger(pages) && pages >= 1 && pages <= WHOLE_BOARD_MAX_PAGES, String(pages));
      }),
    );
  });

  it('reads the pages of an API that serves fewer posts a page than asked, by the size page 1 shows', () => {
    assert.equal(wholeBoardPages({ totalCount: 174, totalPages: 9, posts: Array.from({ length: 20 }, (_, index) => post(String(index))), skipped: 0 }), 9);
    assert.equal(wholeBoardPages({ totalCount: 174, totalPages: 500, posts: Array.from({ length: 18 }, (_, index) => post(String(index))), skipped: 2 }), 9);
  });
});

describe('local search', () => {
  it('finds São Paulo for "sao paulo" and München for "munchen", in title, department, office name and city', () => {
    assert.deepEqual(filterPosts(POSTS, { ...NONE, query: 'sao paulo' }).map((entry) => entry.id), ['1']);
    assert.deepEqual(filterPosts(POSTS, { ...NONE, query: 'MUNCHEN' }).map((entry) => entry.id), ['2']);
    assert.deepEqual(filterPosts(POSTS, { ...NONE, query: 'berlin' }).map((entry) => entry.id), ['2', '3']);
    assert.deepEqual(filterPosts(POSTS, { ...NONE, query: 'design' }).map((entry) => entry.id), ['1', '3']);
    assert.deepEqual(filterPosts(POSTS, { ...NONE, query: 'toronto' }).map((entry) => entry.id), ['4']);
    assert.deepEqual(filterPosts(POSTS, { ...NONE, query: 'design berlin' }).map((entry) => entry.id), ['3']);
  });

  it('folds case and accents the same way on both sides, and keeps the listing order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), fc.string(), (titles, query) => {
        const posts = titles.map((title, index) => post(String(index), { title: title || 'x' }));
        const found = filterPosts(posts, { ...NONE, query });
        const indexes = found.map((entry) => Number(entry.id));
        assert.deepEqual(indexes, [...indexes].sort((a, b) => a - b));
        for (const entry of found) for (const word of foldText(query).split(/\s+/).filter(Boolean)) assert.ok(foldText(entry.title).includes(word));
        assert.equal(matchesQuery(post('x', { title: query.toUpperCase() }), query.toLowerCase()), true);
      }),
    );
  });
});

describe('filters and facet counts', () => {
  it('narrows by department, office, employment type and workplace together', () => {
    const filters = { ...NONE, department: 'Design', office: 'Berlin HQ' };
    assert.deepEqual(filterPosts(POSTS, filters).map((entry) => entry.id), ['3']);
    assert.deepEqual(filterPosts(POSTS, { ...NONE, employmentType: 'full_time', workplaces: ['hybrid'] }).map((entry) => entry.id), ['2']);
  });

  it('counts each value under the other filters, keeps values at 0, and sorts by label', () => {
    const filters = { ...NONE, department: 'Design' };
    assert.deepEqual(facetOptions(POSTS, 'department', filters), [
      { value: 'Design', label: 'Design', count: 2 },
      { value: 'Engineering', label: 'Engineering', count: 1 },
    ]);
    assert.deepEqual(
      facetOptions(POSTS, 'office', filters, { lang: 'de', label: (value) => officeLabel(POSTS, value) }),
      [
        { value: 'Berlin HQ', label: 'Berlin HQ', count: 1 },
        { value: 'Headquarters', label: 'Headquarters, Toronto', count: 0 },
        { value: 'München', label: 'München', count: 0 },
        { value: 'São Paulo', label: 'São Paulo', count: 1 },
      ],
    );
  });
});

describe('groupPosts', () => {
  it('puts a post with two offices under both, sorts groups by name and keeps posts without a value last', () => {
    const byOffice = groupPosts(POSTS, 'office', 'de');
    assert.deepEqual(byOffice.map((group) => [group.name, group.posts.map((entry) => entry.id)]), [
      ['Berlin HQ', ['2', '3']],
      ['Headquarters', ['4']],
      ['München', ['2']],
      ['São Paulo', ['1']],
    ]);
    const byDepartment = groupPosts(POSTS, 'department');
    assert.deepEqual(byDepartment.map((group) => [group.name, group.posts.map((entry) => entry.id)]), [
      ['Design', ['1', '3']],
      ['Engineering', ['2']],
      ['', ['4']],
    ]);
  });
});
