/**
 * The listing read shared by `build` and `sitemap` (src/cli/open-posts.ts) is bounded whatever the
 * API says (issue 20: an API sending new ids for ever, or `total_pages: 1e9`, kept the build
 * paging while it grew to gigabytes). The reference API can't lie like that, so these answers
 * come from a `fetch` of the test's own, read by the real client.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createJobBoardsClient } from '../../src/client/index.js';
import { readOpenPosts } from '../../src/cli/open-posts.js';

interface Listing {
  /** The ids of page `page` (100 a page). */
  ids: (page: number) => string[];
  total: number | ((page: number) => number);
  totalPages: number;
}

function client(listing: Listing) {
  const pages: number[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const page = Number(new URL(String(input)).searchParams.get('page') ?? 1);
    pages.push(page);
    const total = typeof listing.total === 'function' ? listing.total(page) : listing.total;
    const data = listing.ids(page).map((id) => ({ id, title: `Job ${id}`, ats_job: { status: 'open' } }));
    const body = { data, meta: { timestamp: '2025-06-01T09:00:00Z', request_id: 'req_1', total, page, limit: 100, total_pages: listing.totalPages } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { pages, client: createJobBoardsClient({ baseUrl: 'https://api.example.com', token: 't', cacheTtlMs: 0, fetch }) };
}

const fresh = (page: number) => Array.from({ length: 100 }, (_, index) => `p${page}_${index}`);

describe('readOpenPosts: bounded', () => {
  it('an API that sends new ids for ever is read for ceil(total / 100) pages, not past them', async () => {
    const { client: api, pages } = client({ ids: fresh, total: 250, totalPages: 1e9 });
    const read = await readOpenPosts(api);
    assert.deepEqual(pages, [1, 2, 3]);
    assert.equal(read.posts.length, 300);
    assert.equal(read.complete, true);
    assert.equal(read.pages, 3, 'the bound, for progress, not total_pages');
  });

  it('a total of 1e9 stops at the cap: ceil(cap / 100) pages, and the read says it was capped', async () => {
    const { client: api, pages } = client({ ids: fresh, total: 1e9, totalPages: 1e9 });
    const read = await readOpenPosts(api, { cap: 1_000 });
    assert.equal(pages.length, 10);
    assert.equal(read.posts.length, 1_000);
    assert.equal(read.complete, false);
    assert.deepEqual(read.capped, { cap: 1_000, total: 1e9 });
  });

  it('a page that brings no new id ends the read (an API that answers page 1 for every page)', async () => {
    const { client: api, pages } = client({ ids: () => fresh(1), total: 50_000, totalPages: 500 });
    const read = await readOpenPosts(api);
    assert.deepEqual(pages, [1, 2]);
    assert.equal(read.posts.length, 100);
    assert.equal(read.complete, false, 'a post seen twice: the listing moved, or lies');
  });

  it('an empty page ends the read early, and a listing without a total is read while pages bring new ids', async () => {
    const { client: api, pages } = client({ ids: (page) => (page <= 2 ? fresh(page) : []), total: 900, totalPages: 9 });
    assert.equal((await readOpenPosts(api)).posts.length, 200);
    assert.deepEqual(pages, [1, 2, 3]);
  });

  it('a total that changes between pages makes the read incomplete: missing posts are not taken for gone', async () => {
    const { client: api } = client({ ids: (page) => (page <= 2 ? fresh(page) : []), total: (page) => (page === 1 ? 200 : 199), totalPages: 2 });
    const read = await readOpenPosts(api);
    assert.equal(read.posts.length, 200);
    assert.equal(read.complete, false);
  });
});
