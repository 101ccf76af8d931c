/**
 * `job-board-element build` against the reference API (sandboxes, in-process) when a post is bad:
 * no single post stops the site (issue 20). A post whose detail can't be read (a reset, a body
 * that is not JSON, a hang past --timeout) or that answers with another post's id gets no page;
 * its listing entry stays without a link, the sitemap leaves it out, the summary names it, and the
 * build exits 0 (1 with --strict). Descriptions the browser would decode or cut are decoded with
 * parse5 on the server: no DOMParser in Node.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FetchFunction } from '../../src/client/index.js';
import { jobSlug } from '../../src/routing/slug.js';
import { apiPost, build, entryLinks, jobFolders, listingPages, pageData, sitemapLocs, startApi, workFolder, type ApiFixture } from './build-fixture.js';

let api: ApiFixture;
before(async () => (api = await startApi()));
after(() => api.close());

const POSTS = ['jp_1', 'jp_2', 'jp_3', 'jp_4', 'jp_5'].map((id) => apiPost(id));

/** The real fetch, but the detail of `id` is what `fault` makes of it. */
function faultFor(id: string, fault: (input: string, init?: RequestInit) => Promise<Response>): FetchFunction {
  return (input, init) => {
    const url = String(input);
    return url.endsWith(`/job-posts/${encodeURIComponent(id)}`) ? fault(url, init) : fetch(input, init);
  };
}

/** Never answers; rejects when the client's timeout aborts the request. */
const hang = (_url: string, init?: RequestInit): Promise<Response> =>
  new Promise((_, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal!.reason as Error), { once: true }));

const FAULTS: [string, FetchFunction, RegExp][] = [
  ['a reset connection', faultFor('jp_3', async () => { throw new TypeError('fetch failed', { cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }) }); }), /the API could not be read/],
  ['a body that is not JSON', faultFor('jp_3', async () => new Response('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })), /jp_3.*:/],
  ['no answer within --timeout', faultFor('jp_3', hang), /TIMEOUT|time/i],
  ['the detail of another post', faultFor('jp_3', (url, init) => fetch(url.replace(/jp_3$/, 'jp_4'), init)), /another post, "jp_4"/],
];

describe('job-board-element build: one post that fails', () => {
  for (const [name, fetch, reason] of FAULTS) {
    it(`${name}: the post is skipped and named, its entry stays without a link, every other page is built, exit 0 (1 with --strict)`, async () => {
      const base = await api.sandbox({ posts: POSTS });
      const folder = workFolder();
      try {
        const run = await build(base, folder, ['--timeout', '0.5'], fetch);
        assert.equal(run.status, 0, run.stderr);
        assert.deepEqual(jobFolders(folder.out), ['jp_1', 'jp_2', 'jp_4', 'jp_5']);
        assert.match(run.stderr, /skipped 1 post \(no page; the listing shows the entry without a link\):\n {2}"jp_3": /);
        assert.match(run.stderr.split('\n').find((line) => line.startsWith('  "jp_3"'))!, reason);
        const links = entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8'));
        assert.deepEqual(links, { linked: ['jp_1', 'jp_2', 'jp_4', 'jp_5'], unlinked: ['jp_3'] });
        // Each job page once in the sitemap: the wrong detail added no second jp_4.
        assert.deepEqual(sitemapLocs(folder.out), ['jp_1', 'jp_2', 'jp_4', 'jp_5'].map((id) => `https://example.com/careers/jobs/${id}/`));
        assert.ok(!run.stderr.includes('jb_demo_public'));

        const strict = await build(base, folder, ['--timeout', '0.5', '--strict'], fetch);
        assert.equal(strict.status, 1, strict.stderr);
        assert.match(strict.stderr, /"jp_3": /);
        // 4 job pages, the listing, sitemap.xml, feed.xml and 404.html.
        assert.match(strict.stderr, /Wrote 0 pages, 8 unchanged, 0 removed/);
      } finally {
        folder.remove();
      }
    });
  }

  it('an id too long for a folder name gets a page all the same, named by its slug (issue 30; it was ENAMETOOLONG)', async () => {
    const long = 'x'.repeat(300);
    const base = await api.sandbox({ posts: [apiPost('jp_1'), apiPost(long)] });
    const folder = workFolder();
    try {
      const run = await build(base, folder);
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(jobFolders(folder.out), ['jp_1', jobSlug(long)].sort());
      assert.doesNotMatch(run.stderr, /skipped/);
      assert.deepEqual(entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')), { linked: ['jp_1', jobSlug(long)], unlinked: [] });
    } finally {
      folder.remove();
    }
  });

  it('ids no URL can name (., .., a lone surrogate): skipped and named, no folder, entries without a link (issue 20, item 11)', async () => {
    const odd = ['.', '..', 'a\uD800b'];
    const base = await api.sandbox({ posts: [apiPost('jp_1'), ...odd.map((id, index) => ({ ...apiPost(`odd_${index}`), id, title: `Odd ${index}` }))] });
    const folder = workFolder();
    try {
      const run = await build(base, folder);
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(jobFolders(folder.out), ['jp_1']);
      assert.match(run.stderr, /skipped 3 posts/);
      assert.match(run.stderr, /"\.": its id "\." is a dot segment, which every URL resolves away, so no URL can name it/);
      assert.match(run.stderr, /"\.\.": its id "\.\." is a dot segment/);
      assert.match(run.stderr, /holds a lone surrogate, which no URL can carry/);
      assert.deepEqual(sitemapLocs(folder.out), ['https://example.com/careers/jobs/jp_1/']);
      assert.deepEqual(entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')).linked, ['jp_1']);
    } finally {
      folder.remove();
    }
  });

  it('a post closed since the listing (404) gets no page and leaves the listing, as before', async () => {
    const base = await api.sandbox({ posts: POSTS });
    const folder = workFolder();
    try {
      const gone = faultFor('jp_2', async () => new Response(JSON.stringify({ error: { code: 'ERR_NOT_FOUND', message: 'No such job post.' }, meta: {} }), { status: 404, headers: { 'Content-Type': 'application/json' } }));
      const run = await build(base, folder, [], gone);
      assert.equal(run.status, 0, run.stderr);
      assert.doesNotMatch(run.stderr, /skipped/);
      assert.deepEqual(entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')), { linked: ['jp_1', 'jp_3', 'jp_4', 'jp_5'], unlinked: [] });
    } finally {
      folder.remove();
    }
  });

  it('a skipped post keeps the page an earlier build wrote for it (still open, linked from nowhere)', async () => {
    const base = await api.sandbox({ posts: POSTS });
    const folder = workFolder();
    try {
      assert.equal((await build(base, folder)).status, 0);
      const run = await build(base, folder, [], faultFor('jp_5', async () => new Response('not json', { status: 200 })));
      assert.equal(run.status, 0, run.stderr);
      assert.ok(existsSync(join(folder.out, 'jobs/jp_5/index.html')));
      assert.deepEqual(entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')).unlinked, ['jp_5']);
      assert.ok(!sitemapLocs(folder.out).some((loc) => loc.includes('jp_5')));
    } finally {
      folder.remove();
    }
  });
});

describe('job-board-element build: a listing that never ends', () => {
  it('new ids on every page and total_pages 1e9: the build reads ceil(total / 100) pages and ends', async () => {
    const base = await api.sandbox({ posts: POSTS });
    const folder = workFolder();
    let listingRequests = 0;
    // The reference API can't send endless pages: this fetch answers the listing, the sandbox the details (404 for these ids).
    const endless: FetchFunction = async (input, init) => {
      const url = new URL(String(input));
      if (!url.pathname.endsWith('/job-posts')) return fetch(input, init);
      listingRequests += 1;
      const page = Number(url.searchParams.get('page'));
      const data = Array.from({ length: 100 }, (_, index) => ({ id: `e_${page}_${index}`, title: 'Endless' }));
      return Response.json({ data, meta: { timestamp: '2025-06-01T09:00:00Z', request_id: 'req_1', total: 150, page, limit: 100, total_pages: 1e9 } });
    };
    try {
      const run = await build(base, folder, [], endless);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(listingRequests, 2);
    } finally {
      folder.remove();
    }
  });
});

describe('job-board-element build: descriptions decoded and sanitised with parse5 (no DOM in Node)', () => {
  const big = `<p>${'A long paragraph of the role. '.repeat(4000)}</p>`;
  const posts = [
    // Greenhouse sends `content` entity-escaped.
    apiPost('escaped', { description: undefined, content: '&lt;p&gt;Hi &amp;amp; welcome&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;' }),
    // Past the description bounds (100,000 characters): shown as text.
    apiPost('oversized', { description: big }),
    // Sanitised, only escaped markup is left: it must stay text.
    apiPost('markup-text', { description: '<script>alert(2)</script>&lt;script&gt;alert(3)&lt;/script&gt;' }),
    // Plain text with markup characters in it (no tag: the board reads it as text).
    apiPost('plain', { description: 'Use 1 < 2 && 3 > 2, &lt;3' }),
    // Past the bounds and entity-escaped at once.
    apiPost('oversized-escaped', { description: `&lt;p&gt;${'x &amp;lt;b&amp;gt; '.repeat(12_000)}&lt;/p&gt;` }),
  ];

  it('builds every page, none through DOMParser, with the text kept as text', async () => {
    assert.equal(typeof (globalThis as { DOMParser?: unknown }).DOMParser, 'undefined');
    const base = await api.sandbox({ posts });
    const folder = workFolder();
    try {
      const run = await build(base, folder, ['--strict']);
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(jobFolders(folder.out), ['escaped', 'markup-text', 'oversized', 'oversized-escaped', 'plain']);
      const page = (id: string) => readFileSync(join(folder.out, 'jobs', id, 'index.html'), 'utf8');

      const escaped = page('escaped');
      assert.match(escaped, /<p>Hi &amp; welcome<\/p>/);
      assert.doesNotMatch(escaped, /alert\(1\)/);

      assert.match(page('oversized'), /A long paragraph of the role\./);

      const markupText = page('markup-text');
      assert.doesNotMatch(markupText, /<script>alert/);
      assert.doesNotMatch(markupText, /alert\(2\)/);
      assert.match(markupText, /&lt;script&gt;alert\(3\)&lt;\/script&gt;/);
      // The embedded data reads back as the same text, not as markup to decode.
      assert.match(pageData(folder.out, 'markup-text').post!.description!, /^<div>&lt;script&gt;alert\(3\)&lt;\/script&gt;<\/div>$/);

      assert.match(page('plain'), /Use 1 &lt; 2 &amp;&amp; 3 &gt; 2, &amp;lt;3/);
      assert.match(page('oversized-escaped'), /x &lt;b&gt; x/);

      for (const path of listingPages(folder.out)) assert.doesNotMatch(readFileSync(join(folder.out, path), 'utf8'), /<script>alert/);
    } finally {
      folder.remove();
    }
  });
});
