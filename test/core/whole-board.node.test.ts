/**
 * core/whole-board.ts: "Show more jobs" (`loadPages`) and a hashed slug's lookup (`findJob`) cost
 * at most 10 API requests, whatever page or slug the URL names (issue 37, findings 2 and 10), and
 * show what they say they show.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createJobBoardsClient, type FetchFunction } from '../../src/client/index.js';
import { findJob, loadPages, VIEW_MAX_REQUESTS } from '../../src/core/whole-board.js';

/**
 * A client of an API holding `count` posts `p1`…, paged as the reference API pages (100 at most),
 * its requests counted. It answers after a macrotask, so requests sent together are in flight together.
 */
function boardOf(count: number): { client: ReturnType<typeof createJobBoardsClient>; urls: string[] } {
  const urls: string[] = [];
  const serve: FetchFunction = async (input) => {
    urls.push(input);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const params = new URL(input).searchParams;
    const page = Number(params.get('page') ?? 1);
    const limit = Math.min(100, Number(params.get('limit') ?? 20));
    const data = Array.from({ length: count }, (_, index) => ({ id: `p${index + 1}`, title: `Role ${index + 1}` })).slice((page - 1) * limit, page * limit);
    const meta = { page, limit, total: count, total_pages: Math.max(1, Math.ceil(count / limit)) };
    return new Response(JSON.stringify({ data, meta }), { headers: { 'Content-Type': 'application/json' } });
  };
  return { client: createJobBoardsClient({ baseUrl: 'https://api.example', token: 't', fetch: serve }), urls };
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);

describe('loadPages: pages 1 to N in at most 10 requests', () => {
  it('?jb-page=999999 at page size 5 on a board of 1,000 posts: 10 requests, the first 900 posts, and no page further', async () => {
    const { client, urls } = boardOf(1000);
    const listing = await loadPages(client, { page: 999_999, limit: 5 });
    assert.ok(urls.length <= VIEW_MAX_REQUESTS, `${urls.length} requests`);
    assert.deepEqual(
      listing.posts.map((post) => post.id),
      ids(900),
    );
    assert.equal(listing.page, 180);
    assert.equal(listing.totalPages, 180, 'the pager ends where the posts end: "Show more" has nothing past them');
    assert.equal(listing.limit, 5);
  });

  it('a page past the last of a small board shows every page to the last, in 2 requests', async () => {
    const { client, urls } = boardOf(60);
    const listing = await loadPages(client, { page: 999_999, limit: 5 });
    assert.deepEqual(
      listing.posts.map((post) => post.id),
      ids(60),
    );
    assert.equal(listing.page, 12);
    assert.equal(listing.totalPages, 12);
    assert.deepEqual(urls.map((url) => new URL(url).search), ['?page=1&limit=5', '?page=1&limit=100']);
  });

  it('up to 10 pages, each page is one request at the page size (the steps before come from the cache)', async () => {
    const { client, urls } = boardOf(1000);
    const listing = await loadPages(client, { page: 7, limit: 5 });
    assert.deepEqual(
      listing.posts.map((post) => post.id),
      ids(35),
    );
    assert.equal(urls.length, 7);
    assert.ok(urls.every((url) => url.endsWith('&limit=5')));
    await loadPages(client, { page: 8, limit: 5 });
    assert.equal(urls.length, 8, 'the next step asks for its own page only');
  });

  it('keeps within a smaller bound when the view has spent requests already', async () => {
    const { client, urls } = boardOf(1000);
    await loadPages(client, { page: 999_999, limit: 5 }, VIEW_MAX_REQUESTS - 1);
    assert.ok(urls.length <= VIEW_MAX_REQUESTS - 1, `${urls.length} requests`);
  });

  it('whatever the page, page size and board: at most 10 requests, the board\'s first posts in order, its page within its page count (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 2000 }), fc.integer({ min: 1, max: 100 }), fc.oneof(fc.integer({ min: 1, max: 300 }), fc.constant(1e9)), async (count, limit, page) => {
        const { client, urls } = boardOf(count);
        const listing = await loadPages(client, { page, limit });
        assert.ok(urls.length <= VIEW_MAX_REQUESTS, `${urls.length} requests`);
        assert.deepEqual(
          listing.posts.map((post) => post.id),
          ids(Math.min(count, listing.page * limit)),
        );
        assert.ok(listing.page >= 1 && listing.page <= listing.totalPages && listing.page <= page);
      }),
      { numRuns: 150 },
    );
  });

  it('prints no MaxListenersExceededWarning with 20 pages and one signal', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const { client } = boardOf(1000);
      await loadPages(client, { page: 20, limit: 5, signal: new AbortController().signal });
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(
      warnings.map((warning) => warning.name),
      [],
    );
  });
});

describe('findJob: a hashed slug looked up in at most 9 requests', () => {
  it('a slug no post has, on a board of 1,000 posts, leaves one request of the 10 for the view it leads to', async () => {
    const { client, urls } = boardOf(1000);
    assert.equal(await findJob(client, 'nothing~0123456789abcdef', new AbortController().signal), undefined);
    assert.equal(urls.length, VIEW_MAX_REQUESTS - 1);
  });
});
