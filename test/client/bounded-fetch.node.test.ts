/**
 * client/bounded-fetch.ts: an answer over MAX_ANSWER_BYTES (issue 37, finding 6), through real
 * HTTP to a local server: refused from its Content-Length before its body is read, and, with no
 * Content-Length, as its bytes stream past the limit. Either way a BAD_RESPONSE naming the limit
 * and the URL: through a client given the bounded `fetch`, and through the CLI's reader, which
 * always is (the server render's: test/ssr/render-requests.node.test.ts).
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { boundedFetch, MAX_ANSWER_BYTES } from '../../src/client/bounded-fetch.js';
import { createJobBoardsClient, isJobBoardApiError } from '../../src/client/index.js';
import { createBoardReader } from '../../src/cli/board-target.js';

/** The limit the docs give: 10 MB. */
const LIMIT = 10 * 1024 * 1024;

let server: Server;
let origin = '';

before(async () => {
  server = createServer((req, res) => {
    const size = LIMIT + 1024;
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    // `/declared`: its true length, over the limit; anything else: no length at all (chunked).
    if (req.url?.startsWith('/declared')) headers['Content-Length'] = size;
    res.writeHead(200, headers);
    const body = Buffer.alloc(size, 0x20);
    let sent = 0;
    res.on('error', () => undefined);
    const chunk = 64 * 1024;
    const more = () => {
      while (sent < size && !res.destroyed) {
        const part = body.subarray(sent, sent + chunk);
        sent += part.length;
        if (!res.write(part)) return void res.once('drain', more);
      }
      res.end();
    };
    more();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
});

describe('an answer over 10 MB is refused', () => {
  it('the limit is the documented 10 MB', () => assert.equal(MAX_ANSWER_BYTES, LIMIT));

  const readers = {
    'a client with the bounded fetch': (baseUrl: string) => createJobBoardsClient({ baseUrl, token: 'jb_x', maxRetries: 0, fetch: boundedFetch(() => globalThis.fetch) }),
    "the CLI's reader": (baseUrl: string) => createBoardReader({ baseUrl, token: 'jb_x' }, {}),
  };
  for (const [reader, create] of Object.entries(readers)) {
    for (const path of ['declared', 'chunked']) {
      it(`${reader}, ${path === 'declared' ? 'its Content-Length over the limit' : 'no Content-Length, its body over the limit'}: BAD_RESPONSE naming the limit and the URL`, async () => {
        const client = create(`${origin}/${path}`);
        await assert.rejects(client.listJobPosts({ page: 1 }), (error: unknown) => {
          assert.ok(isJobBoardApiError(error), String(error));
          assert.equal(error.code, 'BAD_RESPONSE');
          assert.ok(error.message.includes(String(LIMIT)), error.message);
          assert.ok(error.message.includes(`${origin}/${path}/v1/job-boards/job-posts?page=1`), error.message);
          return true;
        });
      });
    }
  }
});
