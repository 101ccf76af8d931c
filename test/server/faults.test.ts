/**
 * Faults and the request log of a sandbox: every kind of misbehaviour a test can ask for, how it
 * ends (`times`, or a new configuration), and what the log records (never a token's value).
 */
import { expect } from '@open-wc/testing';
import {
  clearSandboxRequests,
  createKey,
  createSandbox,
  sandboxRequests,
  updateSandbox,
  type FaultRule,
  type Sandbox,
} from '../helpers/sandbox.js';
import { call, expectError, LIST_PATH, TOKENS, type ErrorBody, type GeneralList } from '../helpers/reference-api.js';

const token = TOKENS.jobBoards;
const auth = { Authorization: `Bearer ${token}` };

function listPosts(sandbox: Sandbox) {
  return call<ErrorBody & GeneralList<unknown>>(`${LIST_PATH}?limit=2`, { base: sandbox.baseUrl, token });
}

function getPost(sandbox: Sandbox) {
  return call<ErrorBody>(`${LIST_PATH}/jp_1`, { base: sandbox.baseUrl, token });
}

async function sandboxWith(...faults: FaultRule[]): Promise<Sandbox> {
  return createSandbox({ faults });
}

describe('reference API: faults', () => {
  const statuses: [number, string][] = [
    [500, 'ERR_INTERNAL'],
    [502, 'ERR_BAD_GATEWAY'],
    [503, 'ERR_SERVICE_UNAVAILABLE'],
    [504, 'ERR_GATEWAY_TIMEOUT'],
    [401, 'ERR_INVALID_TOKEN'],
    [404, 'ERR_NOT_FOUND'],
  ];
  for (const [status, code] of statuses) {
    it(`answers ${status} ${code} with a JSON error and meta`, async () => {
      const sandbox = await sandboxWith({ kind: 'status', status });
      expectError(await listPosts(sandbox), status, code);
    });
  }

  it('answers 429 ERR_RATE_LIMITED with a Retry-After the page can read', async () => {
    const sandbox = await sandboxWith({ kind: 'status', status: 429, retryAfter: 7 });
    const answer = await listPosts(sandbox);
    expectError(answer, 429, 'ERR_RATE_LIMITED', 'Retry-After');
    expect(answer.headers.get('retry-after')).to.equal('7');
  });

  it('exposes Retry-After to a page on another origin', async () => {
    const sandbox = await sandboxWith({ kind: 'status', status: 429, retryAfter: 3 });
    const url = new URL(sandbox.baseUrl);
    url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
    const response = await fetch(`${url.href}${LIST_PATH}`, { headers: auth });
    expect(response.status).to.equal(429);
    expect(response.headers.get('retry-after')).to.equal('3');
  });

  it('sends 200 with a body that is not valid JSON (malformed-json)', async () => {
    const sandbox = await sandboxWith({ kind: 'malformed-json' });
    const response = await fetch(`${sandbox.baseUrl}${LIST_PATH}`, { headers: auth });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.include('application/json');
    let parseError: unknown;
    await response.json().catch((error: unknown) => {
      parseError = error;
    });
    expect(parseError).to.be.instanceOf(SyntaxError);
  });

  it('sends 200 with valid JSON of the wrong shape (wrong-shape)', async () => {
    const sandbox = await sandboxWith({ kind: 'wrong-shape' });
    const response = await fetch(`${sandbox.baseUrl}${LIST_PATH}`, { headers: auth });
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ unexpected: true });
  });

  async function fetchFailure(sandbox: Sandbox): Promise<unknown> {
    let failure: unknown;
    await fetch(`${sandbox.baseUrl}${LIST_PATH}`, { headers: auth }).catch((error: unknown) => {
      failure = error;
    });
    return failure;
  }

  it('cuts the connection so fetch rejects (cut), until the configuration is replaced', async () => {
    const sandbox = await sandboxWith({ kind: 'cut' });
    expect(await fetchFailure(sandbox)).to.be.instanceOf(TypeError);
    expect(await fetchFailure(sandbox)).to.be.instanceOf(TypeError);
    await updateSandbox(sandbox, {});
    expect((await listPosts(sandbox)).status).to.equal(200);
  });

  it('cuts exactly `times` requests, even on a warm keep-alive connection the browser could resend on', async () => {
    for (let round = 0; round < 3; round += 1) {
      const sandbox = await sandboxWith({ kind: 'cut', times: 1 });
      // Warm the connection pool, so the cut request travels on a reused connection.
      expect((await listPosts(await createSandbox())).status).to.equal(200);
      expect(await fetchFailure(sandbox)).to.be.instanceOf(TypeError);
      expect((await listPosts(sandbox)).status).to.equal(200);
      expect(await sandboxRequests(sandbox)).to.have.length(2);
    }
  });

  /** A 200 whose body fails part-way: what arrived of it, how much was announced, and the read's rejection. */
  async function cutBody(sandbox: Sandbox, path: string): Promise<{ status: number; type: string | null; length: number; received: string; failure: unknown }> {
    const response = await fetch(`${sandbox.baseUrl}${path}`, { headers: auth });
    // The stream, not text(): text() would throw away the bytes that did arrive.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    let failure: unknown;
    try {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += decoder.decode(chunk.value, { stream: true });
    } catch (error) {
      failure = error;
    }
    return { status: response.status, type: response.headers.get('content-type'), length: Number(response.headers.get('content-length')), received, failure };
  }

  it('sends 200 with JSON headers, then cuts the connection part-way through the body (cut-body), until the configuration is replaced', async () => {
    const sandbox = await sandboxWith({ kind: 'cut-body' });
    for (const [path, start] of [
      [`${LIST_PATH}?limit=2`, '{"data":[{"id":'],
      [`${LIST_PATH}/jp_1`, '{"data":{"id":'],
    ] as const) {
      const answer = await cutBody(sandbox, path);
      expect(answer.status, path).to.equal(200);
      expect(answer.type, path).to.include('application/json');
      expect(answer.received.startsWith(start), `${path}: ${answer.received}`).to.equal(true);
      expect(answer.length, path).to.be.greaterThan(new TextEncoder().encode(answer.received).length);
      expect(answer.failure, path).to.be.instanceOf(TypeError);
    }
    // As a page reads it: fetch resolves, text() and json() reject.
    const response = await fetch(`${sandbox.baseUrl}${LIST_PATH}`, { headers: auth });
    expect(response.status).to.equal(200);
    let readError: unknown;
    await response.json().catch((error: unknown) => {
      readError = error;
    });
    expect(readError).to.be.instanceOf(TypeError);
    await updateSandbox(sandbox, {});
    expect((await listPosts(sandbox)).status).to.equal(200);
  });

  it('cuts the body of exactly `times` requests, each reaching the server once', async () => {
    const sandbox = await sandboxWith({ kind: 'cut-body', times: 1 });
    // A warm connection, as for `cut`: the headers did arrive, so the browser has no reason to resend.
    expect((await listPosts(await createSandbox())).status).to.equal(200);
    expect((await cutBody(sandbox, LIST_PATH)).failure).to.be.instanceOf(TypeError);
    expect((await listPosts(sandbox)).status).to.equal(200);
    expect(await sandboxRequests(sandbox)).to.have.length(2);
  });

  it('answers normally after delayMs (delay)', async () => {
    const sandbox = await sandboxWith({ kind: 'delay', delayMs: 400 });
    const started = performance.now();
    const answer = await listPosts(sandbox);
    expect(performance.now() - started).to.be.at.least(400);
    expect(answer.status).to.equal(200);
    expect(answer.body.data).to.have.length(2);
  });

  it('adds latencyMs to every answer', async () => {
    const sandbox = await createSandbox({ latencyMs: 250 });
    for (const request of [() => listPosts(sandbox), () => call<ErrorBody>(LIST_PATH, { base: sandbox.baseUrl })]) {
      const started = performance.now();
      await request();
      expect(performance.now() - started).to.be.at.least(250);
    }
  });

  it('never answers until the client aborts (hang)', async () => {
    const sandbox = await sandboxWith({ kind: 'hang' });
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(), 300);
    let failure: unknown;
    await fetch(`${sandbox.baseUrl}${LIST_PATH}`, { headers: auth, signal: controller.signal }).catch((error: unknown) => {
      failure = error;
    });
    expect(failure).to.be.instanceOf(DOMException);
    expect((failure as DOMException).name).to.equal('AbortError');
    expect(performance.now() - started).to.be.at.least(290);
    await updateSandbox(sandbox, {});
    expect((await listPosts(sandbox)).status).to.equal(200);
  });

  it('ends a fault after `times` matching requests', async () => {
    const sandbox = await sandboxWith({ kind: 'status', status: 503, times: 2 });
    expect((await listPosts(sandbox)).status).to.equal(503);
    expect((await listPosts(sandbox)).status).to.equal(503);
    expect((await listPosts(sandbox)).status).to.equal(200);
    expect((await listPosts(sandbox)).status).to.equal(200);
  });

  it('ends a fault when the configuration is replaced (PUT)', async () => {
    const sandbox = await sandboxWith({ kind: 'status', status: 500 });
    expect((await listPosts(sandbox)).status).to.equal(500);
    expect((await listPosts(sandbox)).status).to.equal(500);
    await updateSandbox(sandbox, {});
    expect((await listPosts(sandbox)).status).to.equal(200);
  });

  it('applies a fault only to its route: list, detail or any', async () => {
    const onList = await sandboxWith({ kind: 'status', status: 502, route: 'list' });
    expect((await listPosts(onList)).status).to.equal(502);
    expect((await getPost(onList)).status).to.equal(200);

    const onDetail = await sandboxWith({ kind: 'status', status: 502, route: 'detail' });
    expect((await listPosts(onDetail)).status).to.equal(200);
    expect((await getPost(onDetail)).status).to.equal(502);

    const onAny = await sandboxWith({ kind: 'status', status: 502, route: 'any' });
    expect((await listPosts(onAny)).status).to.equal(502);
    expect((await getPost(onAny)).status).to.equal(502);
    expect((await call<ErrorBody>('/v1/jobs', { base: onAny.baseUrl, token: TOKENS.legacy })).status).to.equal(502);
  });

  it('plays the first rule that still applies, in order', async () => {
    const sandbox = await sandboxWith(
      { kind: 'status', status: 429, retryAfter: 1, times: 1 },
      { kind: 'status', status: 503, times: 1 },
    );
    expect((await listPosts(sandbox)).status).to.equal(429);
    expect((await listPosts(sandbox)).status).to.equal(503);
    expect((await listPosts(sandbox)).status).to.equal(200);
  });

  it('does not fault a CORS preflight', async () => {
    const sandbox = await sandboxWith({ kind: 'status', status: 500, times: 1 });
    const preflight = await fetch(`${sandbox.baseUrl}${LIST_PATH}`, { method: 'OPTIONS' });
    expect(preflight.status).to.equal(204);
    expect((await listPosts(sandbox)).status).to.equal(500);
  });

  it('keeps a sandbox fault inside its sandbox', async () => {
    await sandboxWith({ kind: 'status', status: 500 });
    expect((await call<ErrorBody>(`${LIST_PATH}?limit=1`, { token })).status).to.equal(200);
    expect((await listPosts(await createSandbox())).status).to.equal(200);
  });
});

describe('reference API: the request log', () => {
  it('records method, path below the sandbox, query string, header names and whether a token was sent', async () => {
    const sandbox = await createSandbox();
    await listPosts(sandbox);
    await call<ErrorBody>(`${LIST_PATH}/jp_1`, { base: sandbox.baseUrl });
    await call<ErrorBody>('/v1/candidates/search', { base: sandbox.baseUrl, token: TOKENS.legacy, json: { query: 'a' } });
    const requests = await sandboxRequests(sandbox);
    expect(requests.map(({ method, path, search, authorized }) => ({ method, path, search, authorized }))).to.deep.equal([
      { method: 'GET', path: LIST_PATH, search: '?limit=2', authorized: true },
      { method: 'GET', path: `${LIST_PATH}/jp_1`, search: '', authorized: false },
      { method: 'POST', path: '/v1/candidates/search', search: '', authorized: true },
    ]);
    expect(requests[0]?.headerNames).to.include('authorization');
    expect(requests[1]?.headerNames).not.to.include('authorization');
    expect(requests[2]?.headerNames).to.include('content-type');
    for (const request of requests) {
      expect(request.headerNames.every((name) => name === name.toLowerCase())).to.equal(true);
    }
  });

  it('never records the value of a token', async () => {
    const sandbox = await createSandbox();
    const key = await createKey(sandbox, { name: 'Secret', type: 'job_boards' });
    await call<ErrorBody>(LIST_PATH, { base: sandbox.baseUrl, token: key.token });
    await call<ErrorBody>(LIST_PATH, { base: sandbox.baseUrl, token: TOKENS.jobBoards });
    await call<ErrorBody>(LIST_PATH, { base: sandbox.baseUrl, headers: { Authorization: 'Basic c2VjcmV0' } });
    const logged = JSON.stringify(await sandboxRequests(sandbox));
    for (const secret of [key.token, TOKENS.jobBoards, 'c2VjcmV0', 'Bearer', 'Basic']) expect(logged).not.to.include(secret);
  });

  it('records requests that were faulted, and is emptied by clearSandboxRequests', async () => {
    const sandbox = await sandboxWith({ kind: 'cut', times: 1 }, { kind: 'status', status: 500, times: 1 });
    await fetch(`${sandbox.baseUrl}${LIST_PATH}`, { headers: auth }).catch(() => undefined);
    expect((await listPosts(sandbox)).status).to.equal(500);
    const requests = await sandboxRequests(sandbox);
    expect(requests).to.have.length(2);
    expect(requests.every((request) => request.path === LIST_PATH)).to.equal(true);
    await clearSandboxRequests(sandbox);
    expect(await sandboxRequests(sandbox)).to.deep.equal([]);
  });

  it('keeps each sandbox log to itself and does not log control requests', async () => {
    const first = await createSandbox();
    const second = await createSandbox();
    await listPosts(first);
    await updateSandbox(first, { envelope: 'general' });
    expect(await sandboxRequests(first)).to.have.length(1);
    expect(await sandboxRequests(second)).to.deep.equal([]);
  });
});
