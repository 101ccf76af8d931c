/**
 * `job-board-element build` when a post is nested deeper than a page can embed (issue 37: one post
 * with a field 10,000 levels deep made the build exit 1 with "Maximum call stack size exceeded",
 * naming no post, and write no sitemap or feed). The reference API serves the posts; a proxy adds
 * the deep field (its sandboxes refuse more than 8 levels). Such a post is left out and named, as
 * a post that fails is skipped: every other page, the sitemap and the feed are written, exit 0
 * (1 with --strict), and a page of it from an earlier build stays.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MAX_POST_NESTING } from '../../src/client/post-nesting.js';
import { deepPostProxy, type DeepProxy } from '../helpers/deep-posts.js';
import { apiPost, build, entryLinks, jobFolders, sitemapLocs, startApi, workFolder, type ApiFixture } from './build-fixture.js';

let api: ApiFixture;
let everywhere: DeepProxy;
let detailOnly: DeepProxy;
let plain: string;
before(async () => {
  api = await startApi();
  everywhere = await deepPostProxy(api.origin, ['jp_2'], 10_000);
  detailOnly = await deepPostProxy(api.origin, ['jp_2'], 10_000, (path) => path.endsWith('/job-posts/jp_2'));
  plain = await api.sandbox({ posts: ['jp_1', 'jp_2', 'jp_3'].map((id) => apiPost(id)) });
});
after(async () => {
  await everywhere.close();
  await detailOnly.close();
  await api.close();
});

const locs = (ids: string[]) => ids.map((id) => `https://example.com/careers/jobs/${id}/`);

describe('job-board-element build: a post nested too deep to render', () => {
  it('in the listing: left out and named; the other pages, the sitemap and the feed are written; exit 0, 1 with --strict; its earlier page stays', async () => {
    const folder = workFolder();
    try {
      const first = await build(plain, folder);
      assert.equal(first.status, 0, first.stderr);
      assert.deepEqual(jobFolders(folder.out), ['jp_1', 'jp_2', 'jp_3']);

      const run = await build(everywhere.through(plain), folder);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stderr, new RegExp(`left out 1 post that can't be rendered[^\\n]*:\\n {2}"jp_2": its field "extra" nests deeper than ${MAX_POST_NESTING} levels\\n`));
      assert.deepEqual(entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')), { linked: ['jp_1', 'jp_3'], unlinked: [] });
      assert.deepEqual(sitemapLocs(folder.out), locs(['jp_1', 'jp_3']));
      const feed = readFileSync(join(folder.out, 'feed.xml'), 'utf8');
      assert.ok(feed.includes('/careers/jobs/jp_1/') && feed.includes('/careers/jobs/jp_3/') && !feed.includes('/careers/jobs/jp_2/'));
      // Still open, only unreadable this time: neither removed nor made a closed role's page.
      assert.deepEqual(jobFolders(folder.out), ['jp_1', 'jp_2', 'jp_3']);
      assert.doesNotMatch(readFileSync(join(folder.out, 'jobs', 'jp_2', 'index.html'), 'utf8'), /job-board-closed/);

      const strict = await build(everywhere.through(plain), folder, ['--strict']);
      assert.equal(strict.status, 1, strict.stderr);
      assert.ok(existsSync(join(folder.out, 'sitemap.xml')));
    } finally {
      folder.remove();
    }
  });

  it('in its detail only: skipped and named, its entry stays without a link, exit 0', async () => {
    const folder = workFolder();
    try {
      const run = await build(detailOnly.through(plain), folder);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stderr, /skipped 1 post \(no page; the listing shows the entry without a link\):\n {2}"jp_2": its detail can't be rendered: its field "extra" nests deeper than \d+ levels/);
      assert.deepEqual(jobFolders(folder.out), ['jp_1', 'jp_3']);
      assert.deepEqual(entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')), { linked: ['jp_1', 'jp_3'], unlinked: ['jp_2'] });
      assert.deepEqual(sitemapLocs(folder.out), locs(['jp_1', 'jp_3']));
    } finally {
      folder.remove();
    }
  });
});
