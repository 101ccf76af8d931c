/**
 * `job-board-element build` for a board in whole-board mode (a filter or groups): up to 1,000
 * posts every listing page holds every post, as the live board loads them; past that the live
 * board stays paged (grouping off, filters hidden), so the pages are built paged too, each with
 * its own page of posts, rather than every post embedded in every page.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiPost, build, listingPages, startApi, TEMPLATE, workFolder, type ApiFixture } from './build-fixture.js';

let api: ApiFixture;
before(async () => (api = await startApi()));
after(() => api.close());

/** The data a listing page embeds: its posts, and whether it is one page of them. */
function listingData(out: string, page: string): { posts: unknown[]; paged: boolean } {
  const html = readFileSync(join(out, page), 'utf8');
  const data = JSON.parse(/data-job-board-prerendered>([^<]*)</.exec(html)![1]!) as { listing: { posts: unknown[]; page?: number } };
  return { posts: data.listing.posts, paged: 'page' in data.listing };
}

async function grouped(posts: number): Promise<{ out: string; stderr: string; remove: () => void }> {
  const base = await api.sandbox({ posts: Array.from({ length: posts }, (_, index) => apiPost(`jp_${index + 1}`, { description: '<p>x</p>' })) });
  const folder = workFolder();
  writeFileSync(folder.template, TEMPLATE.replace('country="DE"', 'country="DE" group-by="department" page-size="50"'));
  const run = await build(base, folder, ['--timeout', '30']);
  assert.equal(run.status, 0, run.stderr);
  return { out: folder.out, stderr: run.stderr, remove: folder.remove };
}

describe('job-board-element build: whole-board mode and its 1,000-post limit', { timeout: 600_000 }, () => {
  it('1,000 posts, grouped: one listing page holding every post', async () => {
    const site = await grouped(1000);
    try {
      assert.deepEqual(listingPages(site.out), ['index.html']);
      assert.deepEqual({ ...listingData(site.out, 'index.html'), posts: listingData(site.out, 'index.html').posts.length }, { posts: 1000, paged: false });
      assert.doesNotMatch(site.stderr, /more than whole-board mode loads/);
    } finally {
      site.remove();
    }
  });

  it('1,001 posts, grouped: paged listing pages of page-size posts each, no groups, and a line that says why', async () => {
    const site = await grouped(1001);
    try {
      assert.equal(listingPages(site.out).length, 21);
      for (const page of listingPages(site.out)) {
        const data = listingData(site.out, page);
        assert.equal(data.paged, true, page);
        assert.ok(data.posts.length <= 50, `${page}: ${data.posts.length} posts`);
      }
      const first = readFileSync(join(site.out, 'index.html'), 'utf8');
      assert.equal([...first.matchAll(/part="item"/g)].length, 50);
      assert.doesNotMatch(first, /part="group"/);
      assert.match(site.stderr, /the board has 1,001 open posts, more than whole-board mode loads \(1,000\): its listing pages are paged/);
    } finally {
      site.remove();
    }
  });
});
