/**
 * renderJobBoard's upstream requests (issue 37, findings 2, 6 and 10), against the reference API
 * and a local server: at most 10 API requests a render, whatever page or slug the URL names;
 * answers shared across the renders of one process (ssr/answer-cache.ts); an answer over the
 * client's byte limit stops as it streams, whatever its Content-Length; no listener warning.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { isJobBoardApiError } from '../../src/client/index.js';
import { renderJobBoard } from '../../src/ssr/index.js';
import { startApi, TOKEN, type ApiFixture } from '../cli/build-fixture.js';

/** The client's limit of bytes an answer may have (client/bounded-fetch.ts MAX_ANSWER_BYTES). */
const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

let api: ApiFixture;

before(async () => {
  api = await startApi();
});

after(() => api.close());

/** A sandbox of `count` posts p1…, and a count of the requests it has received. */
async function board(count: number): Promise<{ base: string; requests: () => Promise<number> }> {
  const posts = Array.from({ length: count }, (_, index) => ({ id: `p${index + 1}`, title: `Role ${index + 1}`, ats_job: { status: 'open' } }));
  const base = await api.sandbox({ posts });
  const id = base.slice(base.lastIndexOf('/') + 1);
  const requests = async () => ((await (await fetch(`${api.origin}/__sandbox/${id}/requests`)).json()) as { requests: unknown[] }).requests.length;
  return { base, requests };
}

describe('renderJobBoard: at most 10 API requests a render, whatever the URL', () => {
  it('?jb-page=999999 with paging="more" at page size 5 (cache: false): at most 10, the pages it could load shown', async () => {
    const { base, requests } = await board(1000);
    const result = await renderJobBoard({ url: 'https://example.com/careers/?jb-page=999999', attributes: { 'base-url': base, token: TOKEN, paging: 'more', 'page-size': 5 }, cache: false });
    assert.ok((await requests()) <= 10, `${await requests()} requests`);
    assert.equal(result.status, 200);
    assert.match(result.html, /Role 900</);
    assert.doesNotMatch(result.html, /Role 901</);
  });

  it('a hashed slug no post has (cache: false): at most 10, and the closed view', async () => {
    const { base, requests } = await board(1000);
    const result = await renderJobBoard({
      url: 'https://example.com/careers/jobs/nothing~0123456789abcdef/',
      attributes: { 'base-url': base, token: TOKEN, routing: 'path', 'base-path': '/careers/' },
      cache: false,
    });
    assert.equal(result.status, 404);
    assert.ok((await requests()) <= 10, `${await requests()} requests`);
  });

  it('prints no MaxListenersExceededWarning for 20 pages of "Show more jobs"', async () => {
    const { base } = await board(200);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      await renderJobBoard({ url: 'https://example.com/careers/?jb-page=20', attributes: { 'base-url': base, token: TOKEN, paging: 'more', 'page-size': 5 }, cache: false });
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(warnings, []);
  });
});

describe('renderJobBoard: answers shared across the renders of one process', () => {
  it('a render again, and 20 at once, cost no request past the first render\'s', async () => {
    const { base, requests } = await board(300);
    const options = { url: 'https://example.com/careers/?jb-page=999999', attributes: { 'base-url': base, token: TOKEN, paging: 'more', 'page-size': 5 } };
    const first = await renderJobBoard(options);
    const once = await requests();
    assert.ok(once > 0 && once <= 10);
    const again = await Promise.all(Array.from({ length: 20 }, () => renderJobBoard(options)));
    assert.equal(await requests(), once, 'every answer came from the first render\'s');
    assert.ok(again.every((result) => result.html === first.html));
  });

  it('renders at once share requests in flight: 20 concurrent renders of a fresh board ask as one does', async () => {
    const { base, requests } = await board(300);
    const options = { url: 'https://example.com/careers/jobs/nothing~0123456789abcdef/', attributes: { 'base-url': base, token: TOKEN, routing: 'path', 'base-path': '/careers/' } };
    await Promise.all(Array.from({ length: 20 }, () => renderJobBoard(options)));
    const concurrent = await requests();
    const { base: other, requests: alone } = await board(300);
    await renderJobBoard({ ...options, attributes: { ...options.attributes, 'base-url': other } });
    assert.equal(concurrent, await alone());
  });

  it('cache: false asks the API again', async () => {
    const { base, requests } = await board(30);
    const options = { url: 'https://example.com/careers/', attributes: { 'base-url': base, token: TOKEN } };
    await renderJobBoard(options);
    await renderJobBoard({ ...options, cache: false });
    assert.equal(await requests(), 2);
  });
});

describe('renderJobBoard: an answer over the byte limit, through real HTTP', () => {
  let server: Server;
  let origin = '';
  before(async () => {
    // `/declared`: an honest Content-Length over the limit; `/chunked`: none, and the body streams past it.
    server = createServer((req, res) => {
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      if (req.url?.startsWith('/declared')) res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': MAX_ANSWER_BYTES + 1 });
      else res.writeHead(200, { 'Content-Type': 'application/json' });
      let sent = 0;
      const more = () => {
        while (sent <= MAX_ANSWER_BYTES + chunk.length && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('error', () => undefined);
      more();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((done) => server.close(() => done())));

  for (const [path, cache] of [
    ['declared', true],
    ['chunked', true],
    ['chunked', false],
  ] as const) {
    it(`${path}, cache: ${cache}: BAD_RESPONSE naming the limit and the URL`, async () => {
      const before = process.memoryUsage().arrayBuffers;
      await assert.rejects(renderJobBoard({ url: 'https://example.com/careers/', attributes: { 'base-url': `${origin}/${path}`, token: TOKEN }, cache }), (error: unknown) => {
        assert.ok(isJobBoardApiError(error), String(error));
        assert.equal(error.code, 'BAD_RESPONSE');
        assert.ok(error.message.includes(String(MAX_ANSWER_BYTES)), error.message);
        assert.ok(error.message.includes(`${origin}/${path}/v1/job-boards/job-posts`), error.message);
        return true;
      });
      assert.ok(process.memoryUsage().arrayBuffers - before < 4 * MAX_ANSWER_BYTES);
    });
  }
});
