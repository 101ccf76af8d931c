/**
 * Reading a prerendered board's embedded data (issue 20, item 13): through the client's
 * normalisation and the API's caps, so data edited by hand ends in a board that reads, never in a
 * TypeError or a long task. Data the build could not have written is refused (`undefined`): the
 * board then warns once and asks the API (TakeoverController).
 *
 * Run: node --import tsx --test test/elements/job-board/prerendered.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answeringListing, readPrerenderedData } from '../../../src/elements/job-board/prerendered.js';
import { SOURCE_MAX_POSTS } from '../../../src/client/whole-board-limit.js';

function post(n: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: `p${n}`, title: `Role ${n}`, ...fields };
}

function posts(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => post(index));
}

const read = (data: unknown) => readPrerenderedData(JSON.stringify(data));

describe('readPrerenderedData', () => {
  it('reads what the build writes: a page, every post, the detail post and the page title', () => {
    const page = { posts: posts(20), page: 2, limit: 20, totalCount: 174, totalPages: 9, skipped: 0, overflow: 0 };
    assert.deepEqual(read({ listing: page }), { listing: page, post: undefined, pageTitle: undefined });
    const whole = read({ listing: { posts: posts(174), totalCount: 174 } });
    assert.deepEqual(whole?.listing, { posts: posts(174), totalCount: 174 });
    const detail = read({ post: post(1, { description: '<p>Hi</p>' }), pageTitle: 'Careers' });
    assert.deepEqual([detail?.post, detail?.pageTitle], [post(1, { description: '<p>Hi</p>' }), 'Careers']);
  });

  it('drops fields of the wrong type as the client does: offices that are no array, nested junk', () => {
    const junk = post(1, {
      ats_offices: 'Berlin',
      ats_department: ['Design'],
      ats_job: { workplace: { nested: [[['remote']]] }, employment_type: 7 },
      description: { html: '<p>x</p>' },
    });
    const data = read({ listing: { posts: [junk, post(2, { ats_offices: [null, 'x', [1], { name: 'HQ', city: 3 }] })], totalCount: 2 }, post: junk });
    assert.ok(data?.listing && !('page' in data.listing));
    assert.deepEqual(data.listing.posts, [
      { id: 'p1', title: 'Role 1', ats_job: {} },
      { id: 'p2', title: 'Role 2', ats_offices: [{ name: 'HQ' }] },
    ]);
    assert.deepEqual(data.post, { id: 'p1', title: 'Role 1', ats_job: {} });
  });

  it('reads a numeric id as the client does, and a page title of the wrong type as none', () => {
    const data = read({ listing: { posts: [{ id: 7, title: 'Seven' }], totalCount: 1 }, pageTitle: { text: 'x' } });
    assert.deepEqual(data, { listing: { posts: [{ id: '7', title: 'Seven' }], totalCount: 1 }, post: undefined, pageTitle: undefined });
  });

  it('refuses a listing whose posts are no array, or of no known shape', () => {
    for (const listing of [{ posts: { 0: post(1) }, totalCount: 1 }, { posts: 'p1', page: 1, limit: 20 }, [post(1)], 'listing', null, 7]) {
      assert.equal(read({ listing }), undefined, JSON.stringify(listing));
    }
  });

  it('refuses data with a post missing its id or title, in the listing or as the detail', () => {
    for (const broken of [{ title: 'No id' }, { id: 'p9' }, { id: '', title: 'Empty id' }, { id: 'p9', title: '   ' }, { id: { nested: 1 }, title: 'x' }, null, 'p9']) {
      assert.equal(read({ listing: { posts: [post(1), broken], totalCount: 2 } }), undefined, JSON.stringify(broken));
      assert.equal(read({ post: broken }), undefined, JSON.stringify(broken));
    }
  });

  it(`refuses a whole board of more than ${SOURCE_MAX_POSTS} posts (a source's board keeps that many), reading no more: 100,000 in milliseconds`, () => {
    const text = JSON.stringify({ listing: { posts: posts(100_000), totalCount: 100_000 } });
    const started = performance.now();
    assert.equal(readPrerenderedData(text), undefined);
    // The time is JSON.parse's (the page's own script); the posts are never normalised.
    assert.ok(performance.now() - started < 1000);
    assert.equal(read({ listing: { posts: posts(SOURCE_MAX_POSTS + 1), totalCount: SOURCE_MAX_POSTS + 1 } }), undefined);
    assert.equal(read({ listing: { posts: posts(SOURCE_MAX_POSTS), totalCount: SOURCE_MAX_POSTS } })?.listing?.posts.length, SOURCE_MAX_POSTS);
  });

  it('refuses a page of more posts than its limit or than the API’s largest page (100)', () => {
    assert.equal(read({ listing: { posts: posts(100_000), page: 1, limit: 20, totalCount: 100_000, totalPages: 5000 } }), undefined);
    assert.equal(read({ listing: { posts: posts(21), page: 1, limit: 20, totalCount: 21, totalPages: 2 } }), undefined);
    assert.equal(read({ listing: { posts: posts(101), page: 1, limit: 1000, totalCount: 101, totalPages: 1 } }), undefined);
  });

  it('reads a page’s numbers as the client reads an answer’s: unusable ones fall back', () => {
    const data = read({ listing: { posts: posts(2), page: 'two', limit: 20, totalCount: -3, totalPages: 1e400 } });
    assert.ok(data?.listing && 'page' in data.listing);
    const { page, limit, totalCount, totalPages } = data.listing;
    assert.deepEqual({ page, limit, totalCount, totalPages }, { page: 1, limit: 20, totalCount: 2, totalPages: 1 });
  });

  it("reads the search a server render's listing answers, and drops one of the wrong shape", () => {
    const page = { posts: posts(2), page: 1, limit: 20, totalCount: 2, totalPages: 1 };
    const read = (search: unknown) => readPrerenderedData(JSON.stringify({ listing: page, search }))?.search;
    assert.deepEqual(read({ query: 'manager', workplaces: ['remote'] }), { query: 'manager', workplaces: ['remote'] });
    assert.equal(read({ query: 'manager', workplaces: [1] }), undefined);
    assert.equal(read({ query: 7, workplaces: [] }), undefined);
    assert.equal(read('manager'), undefined);
  });

  it('refuses text that is not a JSON object', () => {
    for (const text of ['', 'not json', '[]', 'null', '"x"', '{"listing":']) assert.equal(readPrerenderedData(text), undefined, text);
  });
});

describe('answeringListing', () => {
  const page = { posts: [], page: 1, limit: 20, totalCount: 0, totalPages: 1, skipped: 0, overflow: 0 };
  const wanted = { whole: false, page: 1, limit: 20, query: 'manager', workplaces: ['remote'] };

  it('takes a paged listing for the search it answers, and only for that one', () => {
    assert.equal(answeringListing(page, { query: 'manager', workplaces: ['remote'] }, wanted), page);
    assert.equal(answeringListing(page, { query: 'manager', workplaces: [] }, wanted), undefined);
    assert.equal(answeringListing(page, { query: 'engineer', workplaces: ['remote'] }, wanted), undefined);
    assert.equal(answeringListing(page, undefined, wanted), undefined, 'an unsearched page does not answer a search');
    assert.equal(answeringListing(page, undefined, { ...wanted, query: '', workplaces: [] }), page);
    assert.equal(answeringListing(page, { query: 'manager', workplaces: ['remote'] }, { ...wanted, page: 2 }), undefined, 'another page');
  });
});
