/**
 * Issue 37, finding 1, in the static build: one job titled `…$&` broke the embedded data of the
 * listing, of its own page and of every closed-role page, and lost its closed-role page at once
 * (the next build could not read the job back from its page). Every `$` replacement pattern, in a
 * post's title, department, description and pay label, reaches every page verbatim: one board,
 * data that parses and holds the value as the API gave it.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { assertVerbatimPost, DOLLAR_PATTERNS, dollarPosts, hostile, onlyBoardData, type EmbeddedPost } from '../helpers/dollar-patterns.js';
import { build, jobFolders, startApi, TEMPLATE, workFolder, type ApiFixture } from './build-fixture.js';

const DAY_0 = Date.UTC(2026, 10, 1, 12);
const DAY = 86_400_000;

let api: ApiFixture;
let allBase: string;
/** The same posts but jp_1 (`$&`), which has closed. */
let laterBase: string;
before(async () => {
  api = await startApi();
  allBase = await api.sandbox({ posts: dollarPosts() });
  laterBase = await api.sandbox({ posts: dollarPosts().filter((post) => post.id !== 'jp_1') });
});
after(() => api.close());

describe('job-board-element build: `$` patterns in the data reach every page verbatim', { timeout: 120_000 }, () => {
  it('the listing, every job page and a closed role\'s page: one board each, data that parses and holds every field as given', async () => {
    const folder = workFolder();
    try {
      writeFileSync(folder.template, TEMPLATE.replace('country="DE"', 'country="DE" show-pay'));
      const first = await build(allBase, folder, [], undefined, () => DAY_0);
      assert.equal(first.status, 0, first.stderr);

      const listing = onlyBoardData(readFileSync(join(folder.out, 'index.html'), 'utf8')) as { listing: { posts: EmbeddedPost[] } };
      DOLLAR_PATTERNS.forEach((pattern, index) => assertVerbatimPost(listing.listing.posts.find((post) => post.id === `jp_${index + 1}`), pattern));
      assert.deepEqual(jobFolders(folder.out), DOLLAR_PATTERNS.map((_, index) => `jp_${index + 1}`));
      DOLLAR_PATTERNS.forEach((pattern, index) => {
        const data = onlyBoardData(readFileSync(join(folder.out, 'jobs', `jp_${index + 1}`, 'index.html'), 'utf8')) as { post: EmbeddedPost };
        assertVerbatimPost(data.post, pattern, true);
      });

      // jp_1 (`$&` in every field) closes: the next build reads it back from its page and keeps a closed page.
      const second = await build(laterBase, folder, [], undefined, () => DAY_0 + DAY);
      assert.equal(second.status, 0, second.stderr);
      assert.match(second.stderr, /1 closed-role page kept/);
      const closed = readFileSync(join(folder.out, 'jobs', 'jp_1', 'index.html'), 'utf8');
      const data = onlyBoardData(closed) as { closed?: string; listing: { posts: EmbeddedPost[] } };
      assert.equal(data.closed, 'jp_1');
      DOLLAR_PATTERNS.slice(1).forEach((pattern, index) => assertVerbatimPost(data.listing.posts.find((post) => post.id === `jp_${index + 2}`), pattern));
      const marker = JSON.parse(/<script type="application\/json" data-job-board-closed>([^<]*)<\/script>/.exec(closed)?.[1] ?? 'null') as { title?: string; department?: string };
      assert.equal(marker.title, hostile('$&'));
      assert.equal(marker.department, 'Dept $&');
    } finally {
      folder.remove();
    }
  });
});
