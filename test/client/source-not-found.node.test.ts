/**
 * Issue 38, finding 8: `base-url=…/v1` with a source (a proxy for the vendor) blamed the board's
 * name: "Greenhouse has no job board "northwind"", where the board exists and the vendor's path,
 * joined below base-url's, held `/v1` twice. Against the reference server's vendor emulators.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createSourceClient } from '../../src/client/index.js';
import { startApi, type ApiFixture } from '../cli/build-fixture.js';
import { VENDOR_BOARDS } from '../helpers/vendors.js';
import { apiFailure } from '../helpers/api-failure.js';

let api: ApiFixture;
before(async () => {
  api = await startApi();
});
after(() => api.close());

describe('a source\'s board that answers 404', () => {
  for (const [vendor, segment] of [['greenhouse', 'v1'], ['lever', 'v0'], ['ashby', 'posting-api']] as const) {
    it(`${vendor}: base-url ending with /${segment} names the doubled segment and the root to use, not the board`, async () => {
      for (const baseUrl of [`${api.origin}/${segment}`, `${api.origin}/${segment}/`]) {
        const error = await apiFailure(createSourceClient({ source: `${vendor}:${VENDOR_BOARDS[vendor]}`, baseUrl }).listJobPosts());
        assert.equal(error.code, 'ERR_BOARD_NOT_FOUND');
        assert.ok(error.message.includes(`${api.origin}/${segment}/${segment}/`), error.message);
        assert.ok(error.message.includes(`already ends with /${segment}`), error.message);
        assert.ok(error.message.includes(`so /${segment} is doubled. Set base-url to the proxy's root, "${api.origin}/"`), error.message);
        assert.ok(!error.message.includes('has no job board'), error.message);
      }
      // The root it names works.
      const page = await createSourceClient({ source: `${vendor}:${VENDOR_BOARDS[vendor]}`, baseUrl: `${api.origin}/` }).listJobPosts();
      assert.ok(page.totalCount > 0);
    });
  }

  it('a board the vendor does not have still names the board, and the proxy\'s paths when there is one', async () => {
    const error = await apiFailure(createSourceClient({ source: 'greenhouse:nobody-here', baseUrl: api.origin }).listJobPosts());
    assert.match(error.message, /^Greenhouse has no job board "nobody-here" \(.* answered 404\): check the name in source, as the vendor's job board address spells it, and that base-url "http:\/\/127\.0\.0\.1:\d+\/" serves Greenhouse's paths below it \(\/v1\/boards\/nobody-here\/jobs\)\.$/);
  });
});
