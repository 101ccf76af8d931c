/**
 * `job-board-element/server`'s renderJobBoard against the reference API over HTTP (its sandboxes:
 * posts as the API sends them, latency, a request log) and its Lever emulator: the listing, a job
 * by path and by query parameter, a closed job, a search, the routing modes a server can't see,
 * the missing packages' message, an aborted signal, a slow API, and renders at once.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { isJobBoardApiError } from '../../src/client/index.js';
import { renderJobBoard, type RenderedJobBoard } from '../../src/ssr/index.js';
import { requireServerPackages } from '../../src/ssr/server-packages.js';
import { VENDOR_BOARDS } from '../helpers/vendors.js';
import { jobUrl } from '../../src/cli/job-urls.js';
import { apiPost, startApi, TOKEN, type ApiFixture } from '../cli/build-fixture.js';

let api: ApiFixture;
/** A sandbox of 45 posts, jp_1 … jp_45. */
let base: string;

before(async () => {
  api = await startApi();
  base = await api.sandbox({ posts: Array.from({ length: 45 }, (_, index) => apiPost(`jp_${index + 1}`)) });
});

after(() => api.close());

const PATH_BOARD = { routing: 'path', 'base-path': '/careers/', organization: 'Example', country: 'DE' };

/** The board's embedded data. */
function embedded(html: string): { listing?: { posts: { id: string }[]; page?: number; totalCount: number; view?: string; facets?: unknown }; post?: { id: string }; closed?: string } {
  const json = /<script type="application\/json" data-job-board-prerendered>([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'the board embeds its data');
  return JSON.parse(json) as ReturnType<typeof embedded>;
}

/** Whether `html` (a whole board, too long for an assertion's message) matches `pattern`. */
function has(html: string, pattern: RegExp, what = String(pattern)): void {
  assert.ok(pattern.test(html), `the board's markup has ${what}`);
}

/** The listing entries' links (the shadow root's). */
const entryHrefs = (html: string) => [...html.matchAll(/<a\s[^>]*part="item-link"[^>]*>/g)].map((match) => /\shref="([^"]*)"/.exec(match[0])?.[1]?.replace(/&amp;/g, '&'));

/** The JSON-LD blocks of a head, parsed. */
const jsonLd = (head: string) => [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

async function requestsTo(sandbox: string): Promise<string[]> {
  const id = sandbox.slice(sandbox.lastIndexOf('/') + 1);
  const answer = (await (await fetch(`${api.origin}/__sandbox/${id}/requests`)).json()) as { requests: { path: string; search: string }[] };
  return answer.requests.map((request) => request.path + request.search);
}

describe('renderJobBoard: the views a URL names', () => {
  it('a listing page (routing="path"): the board with declarative shadow DOM, its entries linked, its data; head with title and canonical', async () => {
    const result = await renderJobBoard({
      url: 'https://example.com/careers/page/2/?utm_source=mail#top',
      attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD },
      children: '<job-board-search></job-board-search>',
      pageTitle: 'Careers at Example',
    });
    assert.equal(result.status, 200);
    has(result.html, /<job-board\s[^>]*base-url="[^"]+"[^>]*routing="path"/);
    has(result.html, /<template [^>]*shadowrootmode="open"/);
    has(result.html, /<job-board-search>/);
    const hrefs = entryHrefs(result.html);
    assert.equal(hrefs.length, 20);
    assert.deepEqual(hrefs.slice(0, 2), ['https://example.com/careers/jobs/jp_21/?utm_source=mail', 'https://example.com/careers/jobs/jp_22/?utm_source=mail']);
    has(result.html, /<a\s+part="page-button"\s+class="page-button"\s+href="https:\/\/example\.com\/careers\/page\/3\/\?utm_source=mail"/, 'the pager links to page 3');
    const data = embedded(result.html);
    assert.equal(data.listing?.page, 2);
    assert.deepEqual(data.listing?.posts.map((post) => post.id).slice(0, 3), ['jp_21', 'jp_22', 'jp_23']);
    assert.ok(data.listing?.posts.every((post) => !('description' in post)), 'the listing embeds no descriptions');
    assert.match(result.head, /^<title>Careers at Example<\/title>$/m);
    // The canonical address is the page's own, without how the visitor came (canonical-url.ts).
    assert.match(result.head, /^<link rel="canonical" href="https:\/\/example\.com\/careers\/page\/2\/">$/m);
    assert.match(result.head, /<meta property="og:type" content="website">/);
    assert.equal(jsonLd(result.head).length, 0, 'no JSON-LD on a listing');
  });

  it('a job by its path: the detail; head with <title>, one JSON-LD JobPosting, canonical and Open Graph; status 200', async () => {
    const result = await renderJobBoard({ url: 'https://example.com/careers/jobs/jp_7/', attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD }, pageTitle: 'Careers' });
    assert.equal(result.status, 200);
    has(result.html, /part="detail-title"[^>]*>(<!--[^>]*-->)*Engineer jp_7/);
    assert.equal(embedded(result.html).post?.id, 'jp_7');
    assert.equal(embedded(result.html).listing, undefined, 'a job page loads its listing once the visitor goes to it');
    assert.match(result.head, /^<title>Engineer jp_7 – Careers<\/title>$/m);
    const postings = jsonLd(result.head);
    assert.equal(postings.length, 1);
    assert.equal(postings[0]!['@type'], 'JobPosting');
    assert.equal(postings[0]!['url'], 'https://example.com/careers/jobs/jp_7/');
    assert.match(result.head, /<link rel="canonical" href="https:\/\/example\.com\/careers\/jobs\/jp_7\/">/);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) assert.match(result.head, new RegExp(`<meta property="${property}" content="[^"]+">`));
    assert.match(result.head, /<meta property="og:type" content="article">/);
    assert.match(result.head, /<meta name="description" content="About the role jp_7\. Build things">/);
  });

  it('a job by its query parameter (routing="query", the default): the same detail; the site\'s own parameters stay, the board\'s are written as it writes them', async () => {
    const result = await renderJobBoard({ url: 'https://example.com/jobs?lang=en&jb-job=jp_3&jb-page=1', attributes: { 'base-url': base, token: TOKEN }, pageTitle: 'Jobs' });
    assert.equal(result.status, 200);
    assert.equal(embedded(result.html).post?.id, 'jp_3');
    assert.match(result.head, /^<title>Engineer jp_3 – Jobs<\/title>$/m);
    assert.equal(jsonLd(result.head).length, 1);
    assert.match(result.head, /<link rel="canonical" href="https:\/\/example\.com\/jobs\?lang=en&amp;jb-job=jp_3">/);
    has(result.html, /part="back-link"[^>]*href="https:\/\/example\.com\/jobs\?lang=en"|href="https:\/\/example\.com\/jobs\?lang=en"[^>]*part="back-link"/);
  });

  it("one URL per job: a job opened from page 3 of a search, by a campaign's link, is named by its own URL alone (canonical, og:url, JSON-LD url, the sitemap's)", async () => {
    const url = 'https://example.com/jobs?utm_source=newsletter&lang=en&jb-page=3&jb-q=Engineer&jb-job=jp_3&gclid=x';
    const result = await renderJobBoard({ url, attributes: { 'base-url': base, token: TOKEN }, pageTitle: 'Jobs' });
    assert.equal(result.status, 200);
    const own = 'https://example.com/jobs?lang=en&jb-job=jp_3';
    assert.equal(/<link rel="canonical" href="([^"]*)">/.exec(result.head)?.[1]?.replace(/&amp;/g, '&'), own);
    assert.equal(/<meta property="og:url" content="([^"]*)">/.exec(result.head)?.[1]?.replace(/&amp;/g, '&'), own);
    assert.equal(jsonLd(result.head)[0]?.url, own);
    // The sitemap and the feed give the same (cli/job-urls.ts), from the page the board is on.
    assert.equal(jobUrl(new URL('https://example.com/jobs?lang=en'), 'jb-', 'jp_3'), own);
    // The back link still returns to the listing the job was opened from.
    has(result.html, /href="https:\/\/example\.com\/jobs\?utm_source=newsletter&amp;lang=en&amp;jb-page=3&amp;jb-q=Engineer&amp;gclid=x"/, 'the back link to page 3 of the search');
  });

  it('a query route names its job by id, even one shaped like a hashed slug: one request, for the post', async () => {
    const id = 'req~0123456789abcdef';
    const own = await api.sandbox({ posts: [apiPost('jp_1'), apiPost(id)] });
    const result = await renderJobBoard({ url: `https://example.com/jobs?jb-job=${id}`, attributes: { 'base-url': own, token: TOKEN } });
    assert.equal(result.status, 200);
    assert.equal(embedded(result.html).post?.id, id);
    assert.deepEqual(await requestsTo(own), [`/v1/job-boards/job-posts/${id}`]);
  });

  it('a closed or unknown job: status 404, noindex and no JobPosting; html is the listing, page 1, with the notice', async () => {
    for (const url of ['https://example.com/careers/jobs/jp_gone/', 'https://example.com/careers/jobs/Senior-Engineer~0123456789abcdef/']) {
      const result = await renderJobBoard({ url, attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD }, pageTitle: 'Careers' });
      assert.equal(result.status, 404, url);
      assert.match(result.head, /<meta name="robots" content="noindex">/);
      assert.equal(jsonLd(result.head).length, 0);
      has(result.html, /part="notice"[^>]*>(<!--[^>]*-->)*This job is no longer open/);
      const data = embedded(result.html);
      assert.equal(data.closed, url.includes('jp_gone') ? 'jp_gone' : 'Senior-Engineer~0123456789abcdef');
      assert.equal(data.listing?.page, 1);
      assert.equal(entryHrefs(result.html)[0], 'https://example.com/careers/jobs/jp_1/');
    }
  });

  it('a search in the URL: the API\'s answer to it, embedded with the search it answers', async () => {
    const result = await renderJobBoard({ url: 'https://example.com/jobs?jb-q=jp_1', attributes: { 'base-url': base, token: TOKEN } });
    const data = embedded(result.html) as { listing: { posts: { id: string }[] }; search?: { query: string } };
    assert.deepEqual(
      data.listing.posts.map((post) => post.id),
      ['jp_1', ...Array.from({ length: 10 }, (_, index) => `jp_${index + 10}`)],
    );
    assert.deepEqual(data.search, { query: 'jp_1', workplaces: [] });
    assert.equal(entryHrefs(result.html).length, 11);
    has(result.html, /part="summary"[^>]*>(<!--[^>]*-->)*11 open positions/);
  });

  it('whole-board mode (a filter in the URL): narrowed on the server as the board narrows it, the view shown embedded (issue 38)', async () => {
    const posts = [apiPost('jp_a', { ats_department: { name: 'Sales' } }), apiPost('jp_b'), apiPost('jp_c', { ats_department: { name: 'Sales' } })];
    const board = await api.sandbox({ posts });
    const result = await renderJobBoard({ url: 'https://example.com/jobs?jb-department=Sales', attributes: { 'base-url': board, token: TOKEN } });
    const data = embedded(result.html);
    assert.equal(data.listing?.view, 'whole', "whole-board mode's view");
    assert.deepEqual(data.listing?.posts.map((post) => post.id), ['jp_a', 'jp_c']);
    assert.equal(data.listing?.totalCount, 2);
    assert.deepEqual(entryHrefs(result.html), ['https://example.com/jobs?jb-department=Sales&jb-job=jp_a', 'https://example.com/jobs?jb-department=Sales&jb-job=jp_c']);
    // A filter control among the children asks for it too; a page without one stays paged.
    const withControl = await renderJobBoard({ url: 'https://example.com/jobs', attributes: { 'base-url': board, token: TOKEN }, children: '<div><job-board-filter by="department"></job-board-filter></div>' });
    assert.equal(embedded(withControl.html).listing?.view, 'whole');
    const facets = embedded(withControl.html).listing?.facets as { department: { value: string; count: number }[] };
    assert.deepEqual(facets.department.map(({ value, count }) => [value, count]).sort(), [['Engineering', 1], ['Sales', 2]]);
    const paged = await renderJobBoard({ url: 'https://example.com/jobs', attributes: { 'base-url': board, token: TOKEN }, children: '<!-- <job-board-filter> --><job-board-search></job-board-search>' });
    assert.equal(embedded(paged.html).listing?.page, 1);
    assert.equal(embedded(paged.html).listing?.view, undefined);
  });

  it('routing="none": the server sees no view, so the attributes\' (the listing, page 1; the `job` attribute)', async () => {
    const none = await renderJobBoard({ url: 'https://example.com/jobs?jb-job=jp_3', attributes: { 'base-url': base, token: TOKEN, routing: 'none', job: 'jp_5' } });
    assert.equal(embedded(none.html).post?.id, 'jp_5');
    assert.equal(jsonLd(none.head).length, 1);
    const listing = await renderJobBoard({ url: 'https://example.com/jobs?jb-job=jp_3', attributes: { 'base-url': base, token: TOKEN, routing: 'none' } });
    assert.equal(embedded(listing.html).listing?.page, 1);
  });

  const FIRST_REQUEST = {
    greenhouse: `/v1/boards/${VENDOR_BOARDS.greenhouse}/jobs?content=true&pay_transparency=true`,
    lever: `/v0/postings/${VENDOR_BOARDS.lever}?mode=json`,
    ashby: `/posting-api/job-board/${VENDOR_BOARDS.ashby}?includeCompensation=true`,
  } as const;
  for (const vendor of ['greenhouse', 'lever', 'ashby'] as const) {
    it(`a source (${vendor}:${VENDOR_BOARDS[vendor]} against the emulator): the whole board in one request, no token; a job's JSON-LD`, async () => {
      const sandbox = await api.sandbox({});
      const attributes = { source: `${vendor}:${VENDOR_BOARDS[vendor]}`, 'base-url': sandbox, ...PATH_BOARD };
      const listing = await renderJobBoard({ url: 'https://example.com/careers/', attributes });
      assert.equal(listing.status, 200);
      const data = embedded(listing.html);
      // Whole-board mode's view of the board: the page shown, not every post (issue 38).
      assert.equal(data.listing?.page, 1);
      assert.equal(data.listing?.posts.length, 20);
      assert.ok((data.listing?.totalCount ?? 0) > 100, String(data.listing?.totalCount));
      assert.equal(entryHrefs(listing.html).length, 20);
      assert.deepEqual(await requestsTo(sandbox), [FIRST_REQUEST[vendor]]);
      assert.ok(!listing.html.includes('token='), 'no token attribute');
      const id = data.listing!.posts[0]!.id;
      const job = await renderJobBoard({ url: `https://example.com/careers/jobs/${encodeURIComponent(id)}/`, attributes });
      assert.equal(job.status, 200);
      assert.equal(embedded(job.html).post?.id, id);
      assert.equal(jsonLd(job.head).length, 1);
    });
  }
});

describe('renderJobBoard: bounded, safe to run at once', () => {
  it('an aborted signal rejects with an AbortError, before and during the requests', async () => {
    const attributes = { 'base-url': await api.sandbox({ latencyMs: 5000 }), token: TOKEN };
    await assert.rejects(renderJobBoard({ url: 'https://example.com/jobs', attributes, signal: AbortSignal.abort() }), { name: 'AbortError' });
    const controller = new AbortController();
    const started = performance.now();
    const render = renderJobBoard({ url: 'https://example.com/jobs', attributes, signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await assert.rejects(render, { name: 'AbortError' });
    assert.ok(performance.now() - started < 2000, `aborted after ${Math.round(performance.now() - started)} ms`);
  });

  it('a slow API: the board\'s `timeout` bounds the render, which rejects with TIMEOUT', async () => {
    const slow = await api.sandbox({ latencyMs: 5000, posts: [apiPost('jp_1')] });
    const started = performance.now();
    await assert.rejects(renderJobBoard({ url: 'https://example.com/jobs?jb-job=jp_1', attributes: { 'base-url': slow, token: TOKEN, timeout: 300 } }), (error: unknown) => {
      assert.ok(isJobBoardApiError(error), String(error));
      assert.equal(error.code, 'TIMEOUT');
      return true;
    });
    const ms = performance.now() - started;
    assert.ok(ms >= 290 && ms < 2000, `rejected after ${Math.round(ms)} ms`);
  });

  it('renders at once, of different URLs and languages, each give what they give alone', async () => {
    const slow = await api.sandbox({ latencyMs: 150, posts: Array.from({ length: 45 }, (_, index) => apiPost(`jp_${index + 1}`)) });
    const requests = [
      { url: 'https://de.example.com/karriere/page/2/', attributes: { 'base-url': slow, token: TOKEN, routing: 'path', 'base-path': '/karriere/', lang: 'de' } },
      { url: 'https://example.com/careers/jobs/jp_9/', attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD, lang: 'en' } },
      { url: 'https://fr.example.com/emplois?jb-page=3', attributes: { 'base-url': slow, token: TOKEN, lang: 'fr' } },
      { url: 'https://example.com/careers/jobs/jp_gone/', attributes: { 'base-url': base, token: TOKEN, ...PATH_BOARD } },
    ];
    const alone: RenderedJobBoard[] = [];
    for (const request of requests) alone.push(await renderJobBoard(request));
    const together = await Promise.all([...requests, ...requests].map((request) => renderJobBoard(request)));
    together.forEach((result, index) => assert.deepEqual(result, alone[index % requests.length], requests[index % requests.length]!.url));
    // And each is what its URL and language say.
    has(alone[0]!.html, /lang="de"/);
    has(alone[0]!.html, /45 offene Stellen/);
    assert.equal(entryHrefs(alone[0]!.html)[0], 'https://de.example.com/karriere/jobs/jp_21/');
    assert.equal(embedded(alone[1]!.html).post?.id, 'jp_9');
    has(alone[2]!.html, /45 postes ouverts/);
    assert.equal(entryHrefs(alone[2]!.html)[0], 'https://fr.example.com/emplois?jb-page=3&jb-job=jp_41');
    assert.equal(alone[3]!.status, 404);
    // The page's location is the render's alone: none is left behind for the server's own code.
    assert.equal('location' in globalThis, false);
  });

  it('options it can\'t use are a TypeError; a board not set up rejects as the board reports it', async () => {
    await assert.rejects(renderJobBoard({ url: '/careers/', attributes: { source: 'lever:x' } }), TypeError);
    await assert.rejects(renderJobBoard({ url: 'https://example.com/', attributes: { 'bad name': 'x', source: 'lever:x' } }), TypeError);
    await assert.rejects(renderJobBoard({ url: 'https://example.com/', attributes: { 'base-url': base } }), { code: 'ERR_TOKEN_MISSING' });
    await assert.rejects(renderJobBoard({ url: 'https://example.com/', attributes: { source: 'workday:acme' } }), { code: 'ERR_SOURCE_INVALID' });
  });
});

describe('job-board-element/server: loading', () => {
  it('without the server packages, names them and the line that installs them', async () => {
    const load = async (name: string) => {
      if (name === '@lit-labs/ssr') return {};
      throw Object.assign(new Error(`Cannot find package '${name}' imported from /app/server.js`), { code: 'ERR_MODULE_NOT_FOUND' });
    };
    await assert.rejects(requireServerPackages(load), (error: Error) => {
      assert.match(error.message, /not installed: parse5, sanitize-html\./);
      assert.ok(error.message.includes('npm install parse5@^8.0.0 sanitize-html@~2.17.0'), error.message);
      return true;
    });
    await requireServerPackages(async () => ({}));
  });

  it('importing the entry defines no element and installs no DOM shim; the first render does', () => {
    const script = `
      const server = await import(${JSON.stringify(new URL('../../src/ssr/index.ts', import.meta.url).href)});
      const before = [typeof globalThis.customElements, typeof globalThis.HTMLElement];
      await server.renderJobBoard({ url: 'https://example.com/', attributes: { source: 'lever:x', 'base-url': 'http://127.0.0.1:9/' }, signal: AbortSignal.abort() }).catch(() => {});
      console.log(JSON.stringify({ before, entry: Object.keys(server) }));
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const { before, entry } = JSON.parse(run.stdout) as { before: string[]; entry: string[] };
    assert.deepEqual(before, ['undefined', 'undefined']);
    assert.deepEqual(entry, ['renderJobBoard']);
  });
});
