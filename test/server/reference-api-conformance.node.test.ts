/**
 * What only Node can send the reference API, served as `npm run api` serves it
 * (createApiServer): the answers Node would otherwise give on its own (no Host, an unknown
 * Expect, the headers timeout), a repeated Authorization or Host, an absolute-form target. Each
 * must be the API's JSON error envelope with meta, CORS and nosniff, never a served request.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createApiHandler } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';

const TOKEN = 'jb_demo_public';
const LIST = '/v1/job-boards/job-posts?limit=1';

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

let server: Server;
let port: number;

/** Sends raw bytes; resolves with the first answer once its Content-Length worth of body arrived. */
function raw(bytes: string, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    const done = (): boolean => {
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = text.slice(end + 4);
      if (Buffer.byteLength(body) < Number(headers.get('content-length') ?? 0)) return false;
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      return true;
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      done();
    });
    socket.on('end', () => done() || reject(new Error(`closed without a whole answer: ${JSON.stringify(text)}`)));
    socket.on('error', reject);
    socket.setTimeout(timeoutMs, () => reject(new Error(`no answer; so far: ${JSON.stringify(text)}`)));
  });
}

/** The API's error envelope with every common header. */
function assertEnvelope(answer: RawAnswer, status: number, code: string): void {
  assert.equal(answer.status, status, answer.body);
  assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8');
  assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  const body = JSON.parse(answer.body) as { error: { code: string; message: string }; meta: { request_id: string } };
  assert.equal(body.error.code, code);
  assert.ok(body.error.message.length > 0);
  assert.match(body.meta.request_id, /^req_/);
}

before(async () => {
  // A short headers timeout, checked often, so the timeout test takes a second, not a minute.
  server = createApiServer(createApiHandler(), { headersTimeout: 600, requestTimeout: 600, connectionsCheckingInterval: 100 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

describe('the reference API server: answers Node would give by itself', () => {
  it('serves a well-formed request (the raw client works)', async () => {
    const answer = await raw(`GET ${LIST} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  });

  it('refuses an HTTP/1.1 request without Host, or with two, as a JSON 400', async () => {
    assertEnvelope(await raw(`GET ${LIST} HTTP/1.1\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`), 400, 'ERR_INVALID_PARAMETER');
    assertEnvelope(await raw(`GET ${LIST} HTTP/1.1\r\nHost: a\r\nHost: b\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`), 400, 'ERR_INVALID_PARAMETER');
    // HTTP/1.0 has no Host requirement.
    const old = await raw(`GET ${LIST} HTTP/1.0\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`);
    assert.equal(old.status, 200);
  });

  it('answers an unknown Expect with a JSON 417', async () => {
    assertEnvelope(await raw(`GET ${LIST} HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`), 417, 'ERR_EXPECTATION_FAILED');
  });

  it('answers headers that never finish arriving with a JSON 408, not 400', async () => {
    const answer = await raw(`GET ${LIST} HTTP/1.1\r\nHost: x\r\nX-Slow: `, 5000);
    assertEnvelope(answer, 408, 'ERR_REQUEST_TIMEOUT');
  });
});

describe('the reference API server: requests it must not serve', () => {
  it('refuses two Authorization headers with 400 instead of serving the first', async () => {
    for (const [first, second] of [
      [TOKEN, 'nope'],
      ['nope', TOKEN],
      [TOKEN, TOKEN],
    ]) {
      const answer = await raw(`GET ${LIST} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${first}\r\nauthorization: Bearer ${second}\r\n\r\n`);
      assertEnvelope(answer, 400, 'ERR_INVALID_PARAMETER');
      assert.match(answer.body, /Authorization/);
    }
  });

  it('refuses an absolute-form request target with 400 instead of serving it', async () => {
    for (const target of ['http://evil.example/v1/job-boards/job-posts?limit=1', `http://127.0.0.1:${port}/v1/job-boards/job-posts`]) {
      const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: evil.example\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`);
      assertEnvelope(answer, 400, 'ERR_INVALID_PARAMETER');
      assert.match(answer.body, /absolute URL/);
    }
  });
});
