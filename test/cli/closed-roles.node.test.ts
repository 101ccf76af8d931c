/**
 * Closed roles in the static site (issue 30, `--closed-days N`): a job that had a page and is no
 * longer listed keeps a page that answers (its title, that it has closed, links on), noindex, no
 * JobPosting, out of the sitemap and the feed, for N days from the day it closed; then the page
 * goes. The builds run against the reference API's sandboxes, the listing changed between two
 * builds, with the build's clock injected.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { daysClosed, MAX_ROLE_TEXT, readOldPage, sameDepartment } from '../../src/cli/build/closed-roles.js';
import type { FetchFunction } from '../../src/client/index.js';
import { apiPost, build, jobFolders, sitemapLocs, startApi, workFolder, type ApiFixture } from './build-fixture.js';

const DAY = 86_400_000;
/** The first build's day, at noon UTC. */
const DAY_0 = Date.UTC(2026, 10, 1, 12);

const engineering = ['jp_1', 'jp_2', 'jp_3', 'jp_4', 'jp_5'].map((id) => apiPost(id));
const sales = apiPost('jp_s', { title: 'Account Executive', ats_department: { name: 'Sales' } });
const support = apiPost('jp_t', { title: 'Support Lead', ats_department: { name: 'Support' } });
/** Every post open. */
const ALL = [...engineering, sales, support];
/** jp_1 (Engineering, four others open) and jp_s (Sales, no other) have closed. */
const LATER = ALL.filter((post) => post.id !== 'jp_1' && post.id !== 'jp_s');

let api: ApiFixture;
let allBase: string;
let laterBase: string;
before(async () => {
  api = await startApi();
  allBase = await api.sandbox({ posts: ALL });
  laterBase = await api.sandbox({ posts: LATER });
});
after(() => api.close());

/** Runs the build in-process against `base` on day `day` (days after DAY_0). */
async function buildOn(day: number, base: string, folder: { template: string; out: string }, extra: string[] = [], fetch?: FetchFunction) {
  const { status, stderr } = await build(base, folder, extra, fetch, () => DAY_0 + day * DAY);
  assert.equal(status, 0, stderr);
  return stderr;
}

const page = (out: string, folder: string) => readFileSync(join(out, 'jobs', folder, 'index.html'), 'utf8');
const closedOn = (html: string) => /<meta name="job-board-closed" content="([^"]*)">/.exec(html)?.[1];
/** The links of the closed notice: [href, text]. */
const noticeLinks = (html: string) =>
  [...(/<section class="job-board-closed"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').matchAll(/<a href="([^"]*)"(?: dir="auto")?>([^<]*)<\/a>/g)].map((match) => [match[1], match[2]]);

describe('job-board-element build: a closed role keeps a page for --closed-days', () => {
  it("rewrites the page of a job no longer listed: its title, that it has closed, the listing and up to three open jobs of its department; noindex, no JobPosting, out of the sitemap and the feed", async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      const stderr = await buildOn(1, laterBase, folder);
      assert.deepEqual(jobFolders(folder.out), ['jp_1', 'jp_2', 'jp_3', 'jp_4', 'jp_5', 'jp_s', 'jp_t']);
      assert.match(stderr, /2 closed-role pages kept, 0 removed\./);

      const html = page(folder.out, 'jp_1');
      assert.match(html, /<h2 dir="auto">Engineer jp_1<\/h2>/);
      // The board's own words for a closed job (`jobNotFound`), as the live notice says them.
      assert.match(html, /This job is no longer open\. Here are our open positions\./);
      assert.match(html, /<meta name="robots" content="noindex">/);
      assert.equal(closedOn(html), '2026-11-02');
      assert.doesNotMatch(html, /application\/ld\+json/, 'no JobPosting');
      // The board below the notice: the listing's first page, with the closed job's notice in its
      // live region, and data that names the job as closed (the takeover then makes no request).
      const board = html.slice(html.indexOf('<job-board '));
      assert.match(board, /part="notice"[^>]*>(?:<!--[^>]*-->)*This job is no longer open\. Here are our open positions\./);
      assert.deepEqual([...board.matchAll(/part="item-link"[^>]*href="([^"]*)"/g)].map((match) => match[1]).slice(0, 2), ['https://example.com/careers/jobs/jp_2/', 'https://example.com/careers/jobs/jp_3/']);
      const data = JSON.parse(/<script type="application\/json" data-job-board-prerendered>([^<]*)<\/script>/.exec(board)?.[1] ?? 'null') as { closed?: string; listing?: { posts: { id: string }[] }; post?: unknown };
      assert.equal(data.closed, 'jp_1');
      assert.equal(data.post, undefined);
      assert.ok(!data.listing?.posts.some((post) => post.id === 'jp_1'), 'the closed job is not in the listing');
      assert.match(html, /<title>Engineer jp_1 \| Careers<\/title>|<title>[^<]*Engineer jp_1[^<]*<\/title>/);
      assert.match(html, /<link rel="canonical" href="https:\/\/example\.com\/careers\/jobs\/jp_1\/">/);
      assert.deepEqual(noticeLinks(html), [
        ['/careers/', 'All jobs'],
        ['/careers/jobs/jp_2/', 'Engineer jp_2'],
        ['/careers/jobs/jp_3/', 'Engineer jp_3'],
        ['/careers/jobs/jp_4/', 'Engineer jp_4'],
      ]);
      assert.match(html, /<h3 dir="auto">Engineering<\/h3>/);

      // No other open job in Sales: the listing only.
      const salesHtml = page(folder.out, 'jp_s');
      assert.match(salesHtml, />Account Executive<\/h2>/);
      assert.deepEqual(noticeLinks(salesHtml), [['/careers/', 'All jobs']]);

      const locs = sitemapLocs(folder.out);
      assert.equal(locs.length, 5);
      assert.ok(!locs.some((loc) => loc.includes('jp_1') || loc.includes('jp_s')), 'out of the sitemap');
      const feed = readFileSync(join(folder.out, 'feed.xml'), 'utf8');
      assert.ok(!feed.includes('/jobs/jp_1/') && !feed.includes('/jobs/jp_s/'), 'out of the feed');
      // An open job's page is as before.
      assert.match(page(folder.out, 'jp_2'), /application\/ld\+json/);
      assert.doesNotMatch(page(folder.out, 'jp_2'), /noindex/);
    } finally {
      folder.remove();
    }
  });

  it('keeps the page with the day it closed across builds, unchanged, and removes it once --closed-days have passed', async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      await buildOn(1, laterBase, folder, ['--closed-days', '5']);
      const first = page(folder.out, 'jp_1');
      const again = await buildOn(5, laterBase, folder, ['--closed-days', '5']);
      assert.equal(page(folder.out, 'jp_1'), first, 'the same page, closed on the same day');
      assert.equal(closedOn(first), '2026-11-02');
      assert.match(again, /Wrote 0 pages, \d+ unchanged, 0 removed, .*2 closed-role pages kept, 0 removed\./);
      const gone = await buildOn(6, laterBase, folder, ['--closed-days', '5']);
      assert.match(gone, /\d+ removed, .*0 closed-role pages kept, 2 removed\./);
      assert.deepEqual(jobFolders(folder.out), ['jp_2', 'jp_3', 'jp_4', 'jp_5', 'jp_t']);
    } finally {
      folder.remove();
    }
  });

  it('keeps it 30 days by default', async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      await buildOn(0, laterBase, folder);
      await buildOn(29, laterBase, folder);
      assert.ok(existsSync(join(folder.out, 'jobs/jp_1/index.html')));
      await buildOn(30, laterBase, folder);
      assert.ok(!existsSync(join(folder.out, 'jobs/jp_1/index.html')));
    } finally {
      folder.remove();
    }
  });

  it('--closed-days 0 removes the page at once', async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      const stderr = await buildOn(0, laterBase, folder, ['--closed-days', '0']);
      assert.deepEqual(jobFolders(folder.out), ['jp_2', 'jp_3', 'jp_4', 'jp_5', 'jp_t']);
      assert.match(stderr, /2 removed, .*0 closed-role pages kept, 2 removed\./);
    } finally {
      folder.remove();
    }
  });

  it('a role listed again gets its job page back', async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      await buildOn(1, laterBase, folder);
      await buildOn(2, allBase, folder);
      const html = page(folder.out, 'jp_1');
      assert.match(html, /application\/ld\+json/);
      assert.doesNotMatch(html, /noindex|job-board-closed/);
      assert.equal(sitemapLocs(folder.out).length, 7);
    } finally {
      folder.remove();
    }
  });

  it('skipped is not closed: a listed post whose detail failed keeps its old page, not marked closed', async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      const before = page(folder.out, 'jp_3');
      const failing: FetchFunction = (input, init) => (String(input).endsWith('/job-posts/jp_3') ? Promise.resolve(new Response('not json', { status: 200 })) : fetch(input, init));
      const stderr = await buildOn(1, laterBase, folder, [], failing);
      assert.match(stderr, /skipped 1 post/);
      assert.equal(page(folder.out, 'jp_3'), before);
      assert.match(stderr, /2 closed-role pages kept, 0 removed\./, 'jp_1 and jp_s, not jp_3');
    } finally {
      folder.remove();
    }
  });

  it('a post the API says is gone (404) since the listing also gets a closed page', async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      const notFound: FetchFunction = (input, init) =>
        String(input).endsWith('/job-posts/jp_5')
          ? Promise.resolve(new Response(JSON.stringify({ error: { code: 'ERR_NOT_FOUND', message: 'No such job post.' }, meta: {} }), { status: 404, headers: { 'Content-Type': 'application/json' } }))
          : fetch(input, init);
      await buildOn(1, allBase, folder, [], notFound);
      assert.match(page(folder.out, 'jp_5'), /<meta name="robots" content="noindex">/);
      assert.match(page(folder.out, 'jp_5'), />Engineer jp_5<\/h2>/);
    } finally {
      folder.remove();
    }
  });
});

/** Rewrites the closed page's marker of job folder `name` with `edit` (as a hand-edit would). */
function editMarker(out: string, name: string, edit: (marker: Record<string, unknown>) => Record<string, unknown>): void {
  const file = join(out, 'jobs', name, 'index.html');
  const html = readFileSync(file, 'utf8');
  const pattern = /(<script type="application\/json" data-job-board-closed>)([^<]*)(<\/script>)/;
  const marker = JSON.parse(pattern.exec(html)![2]!) as Record<string, unknown>;
  writeFileSync(file, html.replace(pattern, (_all, open: string, _json, close: string) => `${open}${JSON.stringify(edit(marker))}${close}`));
}

describe("job-board-element build: a closed page's marker read back is checked (issue 37)", () => {
  it('a day in the future counts from today: the page goes --closed-days later, never kept for ever', async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      await buildOn(1, laterBase, folder, ['--closed-days', '5']);
      editMarker(folder.out, 'jp_1', (marker) => ({ ...marker, closedOn: '9999-12-31' }));
      await buildOn(2, laterBase, folder, ['--closed-days', '5']);
      assert.equal(closedOn(page(folder.out, 'jp_1')), '2026-11-03', "read as the build's day");
      await buildOn(6, laterBase, folder, ['--closed-days', '5']);
      assert.ok(existsSync(join(folder.out, 'jobs/jp_1/index.html')), 'kept 5 days from then');
      await buildOn(7, laterBase, folder, ['--closed-days', '5']);
      assert.ok(!existsSync(join(folder.out, 'jobs/jp_1/index.html')), 'then removed');
    } finally {
      folder.remove();
    }
  });

  for (const [what, edit] of [
    ["another job's id", (marker: Record<string, unknown>) => ({ ...marker, id: 'jp_2', title: 'Engineer jp_2' })],
    // `Date.parse` reads it as December 1st, after the build's day: kept for ever before.
    ['a day the calendar lacks', (marker: Record<string, unknown>) => ({ ...marker, closedOn: '2026-11-31' })],
  ] as const) {
    it(`a marker with ${what} is no marker: the page is removed, as one whose role can't be read`, async () => {
      const folder = workFolder();
      try {
        await buildOn(0, allBase, folder);
        await buildOn(1, laterBase, folder);
        editMarker(folder.out, 'jp_1', edit);
        const stderr = await buildOn(2, laterBase, folder);
        assert.ok(!existsSync(join(folder.out, 'jobs/jp_1/index.html')));
        assert.match(stderr, /1 closed-role pages? kept/, 'jp_s only');
        // jp_2 keeps its own open page.
        assert.match(page(folder.out, 'jp_2'), /application\/ld\+json/);
      } finally {
        folder.remove();
      }
    });
  }

  it(`a 5 MB title is cut at ${MAX_ROLE_TEXT} characters: the page stays small`, async () => {
    const folder = workFolder();
    try {
      await buildOn(0, allBase, folder);
      await buildOn(1, laterBase, folder);
      const small = statSync(join(folder.out, 'jobs/jp_1/index.html')).size;
      editMarker(folder.out, 'jp_1', (marker) => ({ ...marker, title: 'T'.repeat(5_000_000), department: 'D'.repeat(5_000_000) }));
      await buildOn(2, laterBase, folder);
      const html = page(folder.out, 'jp_1');
      assert.ok(html.length < small + 20 * MAX_ROLE_TEXT, `the page is ${html.length} characters`);
      assert.match(html, new RegExp(`<h2 dir="auto">T{${MAX_ROLE_TEXT - 1}}…</h2>`));
    } finally {
      folder.remove();
    }
  });
});

describe('closed-roles: reading pages back', () => {
  it('reads the post of a job page, the role of a closed page, and nothing of other pages', () => {
    const post = { id: 'jp_1', title: 'Engineer', ats_department: { name: 'Eng' } };
    const open = `<script type="application/json" data-job-board-prerendered>${JSON.stringify({ post })}</script>`;
    assert.deepEqual(readOldPage(open), { kind: 'open', role: { id: 'jp_1', title: 'Engineer', department: 'Eng' } });
    const closed = `<script type="application/json" data-job-board-closed>${JSON.stringify({ id: 'a', title: 'T', closedOn: '2026-01-02' })}</script>`;
    assert.deepEqual(readOldPage(closed), { kind: 'closed', role: { id: 'a', title: 'T', closedOn: '2026-01-02' } });
    assert.equal(readOldPage('<title>x</title>').kind, 'unknown');
    assert.equal(readOldPage('<script type="application/json" data-job-board-prerendered>{"listing":{}}</script>').kind, 'unknown');
    assert.equal(readOldPage('<script type="application/json" data-job-board-closed>{"id":"a","title":"T","closedOn":"soon"}</script>').kind, 'unknown');
    assert.equal(readOldPage('<script type="application/json" data-job-board-closed>{"id":"a","title":"T","closedOn":"2026-02-30"}</script>').kind, 'unknown');
    const long = `<script type="application/json" data-job-board-prerendered>${JSON.stringify({ post: { id: 'a', title: '😀'.repeat(MAX_ROLE_TEXT) } })}</script>`;
    const role = readOldPage(long);
    assert.ok(role.kind === 'open' && role.role.title.length <= MAX_ROLE_TEXT && role.role.title.endsWith('😀…'), 'cut at a whole character');
  });

  it('counts whole days and picks up to three of the department', () => {
    assert.equal(daysClosed('2026-11-01', '2026-12-01'), 30);
    assert.equal(daysClosed('2026-03-28', '2026-03-30'), 2);
    const open = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, title: id, department: id === 'b' ? 'Sales' : 'Eng' }));
    assert.deepEqual(sameDepartment('Eng', open, 'a').map((job) => job.id), ['c', 'd', 'e']);
    assert.deepEqual(sameDepartment(undefined, open, 'a'), []);
  });
});
