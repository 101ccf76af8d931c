/**
 * The data a server render reads (view-data.ts), against posts nested deeper than a render can copy
 * (issue 37: one post with a field 10,000 levels deep made `renderJobBoard` reject with
 * `RangeError: Maximum call stack size exceeded`). The reference API serves the posts over HTTP;
 * a proxy adds the deep field (its sandboxes refuse more than 8 levels).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { isJobBoardApiError } from '../../src/client/index.js';
import { MAX_POST_NESTING } from '../../src/client/post-nesting.js';
import { renderJobBoard } from '../../src/ssr/index.js';
import { apiPost, startApi, TOKEN, type ApiFixture } from '../cli/build-fixture.js';
import { deepPostProxy, type DeepProxy } from '../helpers/deep-posts.js';

let api: ApiFixture;
let proxy: DeepProxy;
let base: string;

before(async () => {
  api = await startApi();
  // jp_2 carries a field 10,000 levels deep, as the probe sent.
  proxy = await deepPostProxy(api.origin, ['jp_2'], 10_000);
  base = proxy.through(await api.sandbox({ posts: ['jp_1', 'jp_2', 'jp_3'].map((id) => apiPost(id)) }));
});

after(async () => {
  await proxy.close();
  await api.close();
});

const BOARD = { token: TOKEN, routing: 'path', 'base-path': '/careers/' };

function embeddedIds(html: string): string[] {
  const json = /data-job-board-prerendered>([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'the board embeds its data');
  return (JSON.parse(json) as { listing: { posts: { id: string }[] } }).listing.posts.map((post) => post.id);
}

describe('renderJobBoard: a post nested too deep to copy', () => {
  it('the listing renders the other posts and names the one left out in a console warning', async () => {
    const warn = mock.method(console, 'warn', () => {});
    try {
      const result = await renderJobBoard({ url: 'https://example.com/careers/', attributes: { 'base-url': base, ...BOARD } });
      assert.equal(result.status, 200);
      assert.deepEqual(embeddedIds(result.html), ['jp_1', 'jp_3']);
      assert.match(result.html, /Engineer jp_1/);
      assert.doesNotMatch(result.html, /Engineer jp_2/);
      const said = warn.mock.calls.map((call) => String(call.arguments[0]));
      assert.ok(
        said.some((text) => text.includes('"jp_2"') && text.includes(`deeper than ${MAX_POST_NESTING} levels`)),
        `a warning names jp_2: ${JSON.stringify(said)}`,
      );
    } finally {
      warn.mock.restore();
    }
  });

  it('in whole-board mode too', async () => {
    const warn = mock.method(console, 'warn', () => {});
    try {
      const result = await renderJobBoard({ url: 'https://example.com/careers/', attributes: { 'base-url': base, ...BOARD, 'group-by': 'department' } });
      assert.deepEqual(embeddedIds(result.html), ['jp_1', 'jp_3']);
      assert.ok(warn.mock.calls.some((call) => String(call.arguments[0]).includes('"jp_2"')));
    } finally {
      warn.mock.restore();
    }
  });

  it("the post's own page rejects with BAD_RESPONSE naming it, as for a post the client can't read, not a RangeError", async () => {
    await assert.rejects(
      renderJobBoard({ url: 'https://example.com/careers/jobs/jp_2/', attributes: { 'base-url': base, ...BOARD } }),
      (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE' && error.message.includes('"jp_2"') && error.message.includes('"extra"'),
    );
    const other = await renderJobBoard({ url: 'https://example.com/careers/jobs/jp_3/', attributes: { 'base-url': base, ...BOARD } });
    assert.equal(other.status, 200);
  });
});
