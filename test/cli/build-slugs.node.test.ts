/**
 * `job-board-element build` with ids whose slugs met (issue 37): `Senior Engineer` and
 * `Senior-Engineer~5931694aad390c3e` wrote one page, and ids alike but for case (`JP_1`/`jp_1`,
 * `con`/`CON`, `A`/`a`) wrote one folder where folder names ignore case. Each id gets its own
 * page, its own sitemap entry and its own listing link, and keeps them at every build; folders
 * are unique ignoring case and none is a name Windows reserves. A page at a folder an id had
 * before its slug changed leads on to its new page.
 *
 * Run: node --import tsx --test test/cli/build-slugs.node.test.ts
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { jobSlug } from '../../src/routing/slug.js';
import { apiPost, build, jobFolders, pageData, sitemapLocs, startApi, workFolder, type ApiFixture } from './build-fixture.js';

let api: ApiFixture;
before(async () => (api = await startApi()));
after(() => api.close());

const IDS = ['Senior Engineer', 'Senior-Engineer~5931694aad390c3e', 'JP_1', 'jp_1', 'con', 'CON', 'A', 'a', 'nul.html'];
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** Each listing entry's id and the folder its link leads to. */
function linkedFolders(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of html.matchAll(/<a\s[^>]*part="item-link"[^>]*>/g)) {
    const id = /\sdata-id="([^"]*)"/.exec(tag)![1]!;
    found.set(id, /\shref="[^"]*\/careers\/jobs\/([^/"]+)\/"/.exec(tag)?.[1] ?? '');
  }
  return found;
}

describe('job-board-element build: ids whose slugs met (issue 37)', () => {
  it('gives each id its own page, sitemap entry and listing link, the same at every build, whatever the order', async () => {
    const folder = workFolder();
    try {
      const posts = IDS.map((id, index) => ({ ...apiPost(id), title: `Role ${index}` }));
      const run = await build(await api.sandbox({ posts }), folder);
      assert.equal(run.status, 0, run.stderr);
      assert.doesNotMatch(run.stderr, /skipped|warning/);

      const pages = jobFolders(folder.out).filter((name) => pageData(folder.out, name).post);
      assert.equal(pages.length, IDS.length);
      assert.deepEqual(pages.map((name) => pageData(folder.out, name).post!.id).sort(), [...IDS].sort(), 'each id has a page of its own');
      for (const id of IDS) assert.equal(pageData(folder.out, jobSlug(id)).post!.id, id, `jobs/${jobSlug(id)}/ is ${id}'s`);
      const folders = jobFolders(folder.out);
      assert.equal(new Set(folders.map((name) => name.toLowerCase())).size, folders.length, 'unique where case is ignored');
      for (const name of folders) assert.doesNotMatch(name, RESERVED, name);

      const locs = sitemapLocs(folder.out);
      assert.equal(locs.length, IDS.length);
      assert.equal(new Set(locs).size, IDS.length, 'one sitemap entry each');
      assert.deepEqual([...locs].sort(), IDS.map((id) => `https://example.com/careers/jobs/${jobSlug(id)}/`).sort());

      const links = linkedFolders(readFileSync(join(folder.out, 'index.html'), 'utf8'));
      assert.equal(links.size, IDS.length);
      for (const id of IDS) assert.equal(pageData(folder.out, links.get(id.replace(/&/g, '&amp;'))!).post!.id, id, `${id}'s entry leads to its own page`);

      // Again, the listing in the other order: every page stays its id's, nothing is rewritten.
      const again = await build(await api.sandbox({ posts: [...posts].reverse() }), folder);
      assert.equal(again.status, 0, again.stderr);
      for (const id of IDS) assert.equal(pageData(folder.out, jobSlug(id)).post!.id, id);
      assert.deepEqual(jobFolders(folder.out), folders);
      // The listing, the sitemap and the feed, in their new order; no job page.
      assert.match(again.stderr, /Wrote 3 pages, \d+ unchanged, 0 removed/);
    } finally {
      folder.remove();
    }
  });

  it("leads an id's former folder on to its new page, and never turns an open post's old page into a closed one", async () => {
    const folder = workFolder();
    try {
      // A site built before: pages at the folders these ids had then.
      for (const id of ['Manager', 'JP_1', 'con']) {
        mkdirSync(join(folder.out, 'jobs', id), { recursive: true });
        const data = JSON.stringify({ post: apiPost(id) });
        writeFileSync(join(folder.out, 'jobs', id, 'index.html'), `<!doctype html><title>old</title><script type="application/json" data-job-board-prerendered>${data}</script>`);
      }
      const run = await build(await api.sandbox({ posts: ['Manager', 'JP_1', 'jp_1', 'con'].map((id) => apiPost(id)) }), folder);
      assert.equal(run.status, 0, run.stderr);

      const moved = readFileSync(join(folder.out, 'jobs', 'Manager', 'index.html'), 'utf8');
      const target = `/careers/jobs/${jobSlug('Manager')}/`;
      assert.match(moved, new RegExp(`<meta http-equiv="refresh" content="0; url=${target}">`));
      assert.match(moved, new RegExp(`<link rel="canonical" href="https://example.com${target}">`));
      assert.match(moved, /<meta name="robots" content="noindex">/);
      assert.doesNotMatch(moved, /data-job-board-closed|data-job-board-prerendered/);
      assert.equal(pageData(folder.out, jobSlug('Manager')).post!.id, 'Manager');
      // `JP_1`'s former folder is `jp_1`'s where case is ignored, and Windows can't hold `con`:
      // no moved page there, and the old pages are removed (they are not closed roles).
      assert.ok(!existsSync(join(folder.out, 'jobs', 'JP_1')));
      assert.ok(!existsSync(join(folder.out, 'jobs', 'con')));
      assert.doesNotMatch(run.stderr, /closed-role/);
      assert.ok(!sitemapLocs(folder.out).some((loc) => loc.endsWith('/jobs/Manager/')), 'the moved page is not in the sitemap');

      // A rebuild keeps it; once the post closes, it goes with it.
      const again = await build(await api.sandbox({ posts: ['Manager', 'JP_1', 'jp_1', 'con'].map((id) => apiPost(id)) }), folder);
      assert.match(again.stderr, /Wrote 0 pages, \d+ unchanged, 0 removed/, again.stderr);
      await build(await api.sandbox({ posts: ['jp_1'].map((id) => apiPost(id)) }), folder, ['--closed-days', '0']);
      assert.deepEqual(jobFolders(folder.out), ['jp_1']);
    } finally {
      folder.remove();
    }
  });
});
