/**
 * ssr/answer-cache.ts: the server render's answers shared across renders, kept for a TTL, keyed by
 * everything the request sends, bounded in entries and bytes, with requests in flight shared.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FetchFunction } from '../../src/client/index.js';
import { MAX_ANSWER_BYTES } from '../../src/client/bounded-fetch.js';
import { AnswerCache } from '../../src/ssr/answer-cache.js';

describe('AnswerCache', () => {
  /** A fetch answering `body` (200 unless `status`), its calls counted. */
  function serving(body: (url: string) => string, status = 200): FetchFunction & { calls: number } {
    const serve = Object.assign(
      async (url: string) => {
        serve.calls += 1;
        return new Response(body(url), { status, headers: { 'Content-Type': 'application/json' } });
      },
      { calls: 0 },
    );
    return serve;
  }
  const init = (headers: Record<string, string> = { Accept: 'application/json' }): RequestInit => ({ method: 'GET', headers });

  it('keeps an answer for its TTL, then asks again', async () => {
    let now = 0;
    const cache = new AnswerCache({ ttlMs: 60_000, now: () => now });
    const upstream = serving(() => '{"a":1}');
    const fetch = cache.fetchFor(() => upstream);
    assert.equal(await (await fetch('https://api.example/x', init())).text(), '{"a":1}');
    now = 59_999;
    await fetch('https://api.example/x', init());
    assert.equal(upstream.calls, 1);
    now = 60_000;
    await fetch('https://api.example/x', init());
    assert.equal(upstream.calls, 2);
  });

  it('keys by everything the request sends: URL, headers (the token), and the fetch it goes through', async () => {
    const cache = new AnswerCache();
    const upstream = serving((url) => JSON.stringify(url));
    const fetch = cache.fetchFor(() => upstream);
    await fetch('https://api.example/x', init({ Authorization: 'Bearer a' }));
    await fetch('https://api.example/x', init({ Authorization: 'Bearer b' }));
    await fetch('https://api.example/x?page=2', init({ Authorization: 'Bearer a' }));
    await fetch('https://api.example/x', init({ Authorization: 'Bearer a' }));
    assert.equal(upstream.calls, 3);
    const another = serving(() => '"another"');
    assert.equal(await (await cache.fetchFor(() => another)('https://api.example/x', init({ Authorization: 'Bearer a' }))).text(), '"another"');
  });

  it('shares 404s, and never a failure (500)', async () => {
    const cache = new AnswerCache();
    const missing = serving(() => '{}', 404);
    const failing = serving(() => '{}', 500);
    for (let index = 0; index < 3; index += 1) {
      await cache.fetchFor(() => missing)('https://api.example/gone', init());
      await cache.fetchFor(() => failing)('https://api.example/down', init());
    }
    assert.equal(missing.calls, 1);
    assert.equal(failing.calls, 3);
  });

  it('is bounded in entries and in bytes, the least recently used leaving first', async () => {
    const cache = new AnswerCache({ maxEntries: 3, maxBytes: 1000 });
    const upstream = serving((url) => 'x'.repeat(Number(new URL(url).searchParams.get('bytes'))));
    const fetch = cache.fetchFor(() => upstream);
    for (let index = 0; index < 10; index += 1) await fetch(`https://api.example/?bytes=10&n=${index}`, init());
    assert.deepEqual(cache.size, { entries: 3, bytes: 30 });
    await fetch('https://api.example/?bytes=600', init());
    await fetch('https://api.example/?bytes=500', init());
    assert.ok(cache.size.bytes <= 1000, String(cache.size.bytes));
    await fetch('https://api.example/?bytes=2000', init());
    assert.ok(cache.size.bytes <= 1000, 'an answer over the whole budget is not kept');
  });

  it('identical requests at once share one; one caller\'s abort leaves the others theirs', async () => {
    const cache = new AnswerCache();
    let release = () => {};
    const upstream = Object.assign(
      async (_url: string, requestInit: RequestInit) => {
        upstream.calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        requestInit.signal?.throwIfAborted();
        return new Response('"shared"');
      },
      { calls: 0 },
    );
    const fetch = cache.fetchFor(() => upstream);
    const leaving = new AbortController();
    const aborted = fetch('https://api.example/x', { ...init(), signal: leaving.signal });
    const staying = fetch('https://api.example/x', init());
    // Both have joined the one request in flight before one leaves.
    while (upstream.calls === 0) await new Promise((resolve) => setImmediate(resolve));
    // The second request's key is hashed with Web Crypto on Node's thread pool: on a loaded machine
    // one more turn of the loop may not see it joined yet (CI once hung here), so give it a few ms.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 1));
    leaving.abort();
    await assert.rejects(aborted, { name: 'AbortError' });
    release();
    assert.equal(await (await staying).text(), '"shared"');
    assert.equal(upstream.calls, 1);
  });
});

describe('MAX_ANSWER_BYTES', () => {
  it('is 10 MB, as the docs say', () => assert.equal(MAX_ANSWER_BYTES, 10 * 1024 * 1024));
});
