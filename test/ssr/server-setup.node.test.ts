/**
 * Issue 38, findings 8 and 9: setups a server render can't serve were rendered without a word.
 * - `routing: 'hash'`: every render the listing, with job links that do nothing without
 *   JavaScript;
 * - `routing: 'path'` without `base-path`: every job URL rendered the listing with 200
 *   (duplicate content);
 * - a relative `base-url` was resolved against the request's page URL, and then failed with a
 *   message about a redirect and a token (even for a source, which has none).
 * Each is refused before any request, with an error naming the attribute, the value and the fix.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isJobBoardApiError } from '../../src/client/index.js';
import { renderJobBoard } from '../../src/ssr/index.js';
import { apiPost, startApi, TOKEN, type ApiFixture } from '../cli/build-fixture.js';

let api: ApiFixture;
let base: string;

before(async () => {
  api = await startApi();
  base = await api.sandbox({ posts: Array.from({ length: 3 }, (_, index) => apiPost(`jp_${index + 1}`)) });
});
after(() => api.close());

async function requestCount(): Promise<number> {
  const id = base.slice(base.lastIndexOf('/') + 1);
  return ((await (await fetch(`${api.origin}/__sandbox/${id}/requests`)).json()) as { requests: unknown[] }).requests.length;
}

/** Rejects with a TypeError matching `message`, having sent nothing. */
async function refused(attributes: Record<string, string | boolean>, message: RegExp, url = 'https://example.com/careers/jobs/jp_2/'): Promise<void> {
  const before = await requestCount();
  await assert.rejects(renderJobBoard({ url, attributes: { 'base-url': base, token: TOKEN, ...attributes } }), (error: unknown) => {
    assert.ok(error instanceof TypeError, String(error));
    assert.match(error.message, message);
    return true;
  });
  assert.equal(await requestCount(), before, 'no request');
}

describe('renderJobBoard: routings a server render cannot serve', () => {
  for (const routing of ['hash', 'HASH', ' Hash ']) {
    it(`refuses routing=${JSON.stringify(routing)}, read as the element reads it, naming the attribute and the fix`, async () => {
      await refused({ routing }, /routing="hash" keeps the view in the URL's #fragment, which never reaches a server.*do nothing without JavaScript\. Use routing="path" with base-path .* or the default routing="query"/);
    });
  }

  for (const basePath of [undefined, '', '  ', true] as const) {
    it(`refuses routing="path" with base-path ${basePath === undefined ? 'absent' : JSON.stringify(basePath)}: every job URL would be the listing with 200`, async () => {
      await refused({ routing: 'Path', ...(basePath === undefined ? {} : { 'base-path': basePath }) }, /routing="path" needs base-path, the URL path the listing is at \(such as "\/careers\/"; "\/" for the site's root\).*duplicate.*Set the base-path attribute/);
    });
  }

  it('takes routing="path" with base-path "/" (a board at the root), and the other routings', async () => {
    const root = await renderJobBoard({ url: 'https://example.com/jobs/jp_2/', attributes: { 'base-url': base, token: TOKEN, routing: 'path', 'base-path': '/' } });
    assert.match(root.head, /<link rel="canonical" href="https:\/\/example\.com\/jobs\/jp_2\/">/);
    for (const routing of ['query', 'none', 'nonsense']) {
      const result = await renderJobBoard({ url: 'https://example.com/careers/', attributes: { 'base-url': base, token: TOKEN, routing } });
      assert.equal(result.status, 200);
    }
  });
});

describe('renderJobBoard: a relative base-url', () => {
  for (const [what, attributes] of [
    ['with a token', { 'base-url': '/api', token: TOKEN }],
    ['with a source (a proxy on the site)', { 'base-url': './vendor-proxy', source: 'greenhouse:northwind' }],
  ] as const) {
    it(`is refused before any request, ${what}: the message says a server needs an absolute base-url and names the value`, async () => {
      const before = await requestCount();
      await assert.rejects(renderJobBoard({ url: `${api.origin}/careers/`, attributes }), (error: unknown) => {
        assert.ok(isJobBoardApiError(error), String(error));
        assert.equal(error.code, 'ERR_BASE_URL_INVALID');
        assert.equal(error.status, 0);
        assert.ok(error.message.includes(`base-url "${attributes['base-url']}" is relative: a server render needs the API's absolute address`), error.message);
        assert.doesNotMatch(error.message, /redirect|token/i);
        return true;
      });
      assert.equal(await requestCount(), before);
    });
  }
});
