/**
 * client/url.ts: the request URL of one post. An id is always exactly one path segment below the
 * base address, whatever it holds (issue 20, item 8: a lone surrogate threw `URI malformed`).
 *
 * Run: node --import tsx --test test/client/url.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { isJobBoardApiError } from '../../src/client/errors.js';
import { jobPostUrl } from '../../src/client/url.js';

const PREFIX = 'https://api.example.com/base/';
const POSTS = `${PREFIX}v1/job-boards/job-posts/`;

describe('jobPostUrl', () => {
  it('sends a lone surrogate as U+FFFD, as the board spells it in URLs, instead of throwing', () => {
    assert.equal(jobPostUrl(PREFIX, 'a\uD800b'), `${POSTS}a%EF%BF%BDb`);
    assert.equal(jobPostUrl(PREFIX, '\uDC00'), `${POSTS}%EF%BF%BD`);
    assert.equal(jobPostUrl(PREFIX, '🦄'), `${POSTS}%F0%9F%A6%84`, 'a paired surrogate is one character');
  });

  it('keeps any id one segment below the base: slashes, dots, ? and # encoded', () => {
    assert.equal(jobPostUrl(PREFIX, 'a/b?c#d'), `${POSTS}a%2Fb%3Fc%23d`);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), (id) => {
        if (id === '.' || id === '..') return;
        const url = new URL(jobPostUrl(PREFIX, id));
        assert.ok(url.href.startsWith(POSTS));
        assert.ok(!url.pathname.slice(POSTS.length - 'https://api.example.com'.length).includes('/'));
        assert.equal(url.search, '');
      }),
    );
  });

  it('refuses ids no post can have (empty, . and ..) without sending anything', () => {
    for (const id of ['', '.', '..', undefined, null, Number.NaN]) {
      assert.throws(() => jobPostUrl(PREFIX, id), (error) => isJobBoardApiError(error) && error.code === 'ERR_NOT_FOUND' && error.status === 0, String(id));
    }
  });
});
