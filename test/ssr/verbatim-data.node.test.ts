/**
 * Issue 37, finding 1: the server render's embedded data goes in verbatim. It once went in by
 * `String.replace(placeholder, json)`, where `$&`, `` $` ``, `$'` and `$$` in the data are
 * replacement patterns: a search `?jb-q=$&…` ended the data script early (the attacker's text
 * then showed on the page), `` $` `` copied the whole board into itself, "Pay in $$" became
 * "Pay in $". Every pattern, in every field a visitor or a post puts on the page (the search, the
 * page's title, a post's title, department, description and pay label), against the reference API.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderJobBoard } from '../../src/ssr/index.js';
import { startApi, TOKEN, type ApiFixture } from '../cli/build-fixture.js';
import { assertVerbatimPost, DOLLAR_PATTERNS, dollarPosts, hostile, onlyBoardData, type EmbeddedPost } from '../helpers/dollar-patterns.js';

let api: ApiFixture;
let base: string;

before(async () => {
  api = await startApi();
  base = await api.sandbox({ posts: dollarPosts() });
});
after(() => api.close());

const attributes = () => ({ 'base-url': base, token: TOKEN, 'show-pay': true });
const decode = (text: string) => text.replace(/&(lt|gt|apos|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', apos: "'", quot: '"', amp: '&' })[name]!);

describe('renderJobBoard: `$` patterns in the data reach the page verbatim', () => {
  for (const pattern of DOLLAR_PATTERNS) {
    it(`a search for ${JSON.stringify(pattern)} (?jb-q=): one board, its data holds the search as typed`, async () => {
      const query = hostile(pattern);
      const result = await renderJobBoard({ url: `https://example.com/jobs?jb-q=${encodeURIComponent(query)}`, attributes: attributes() });
      assert.deepEqual(onlyBoardData(result.html).search, { query, workplaces: [] });
      // Nor anywhere else: the search box shows it as an attribute's text, escaped.
      assert.ok(!result.html.includes('</script><job-board>'), 'no markup from the search');
    });
  }

  it("the listing: every post's title, department and pay label, and the page's title, as the API and the site gave them", async () => {
    const pageTitle = `Careers ${DOLLAR_PATTERNS.join(' ')}`;
    const result = await renderJobBoard({ url: 'https://example.com/jobs', attributes: attributes(), pageTitle });
    const data = onlyBoardData(result.html) as { listing: { posts: EmbeddedPost[] } };
    assert.equal(data.listing.posts.length, DOLLAR_PATTERNS.length);
    DOLLAR_PATTERNS.forEach((pattern, index) => assertVerbatimPost(data.listing.posts.find((post) => post.id === `jp_${index + 1}`), pattern));
    assert.equal(decode(/<title>([^<]*)<\/title>/.exec(result.head)?.[1] ?? ''), pageTitle);
  });

  for (const [index, pattern] of DOLLAR_PATTERNS.entries()) {
    it(`a job whose fields hold ${JSON.stringify(pattern)}: one board, its data holds title, department, description and pay label verbatim`, async () => {
      const result = await renderJobBoard({ url: `https://example.com/jobs?jb-job=jp_${index + 1}`, attributes: attributes(), pageTitle: 'Jobs' });
      assertVerbatimPost((onlyBoardData(result.html) as { post: EmbeddedPost }).post, pattern, true);
    });
  }
});
