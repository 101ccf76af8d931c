/**
 * What every answer of the reference API shares (JSON, meta, CORS) and how it meets bad input:
 * malformed bodies, unknown routes, wrong methods and oversized bodies all get a clear 4xx JSON
 * error, never a 500, and the server keeps answering afterwards.
 */
import { expect } from '@open-wc/testing';
import { createSandbox } from '../helpers/sandbox.js';
import { call, expectError, expectWellFormed, LIST_PATH, TOKENS, type ErrorBody, type GeneralList } from '../helpers/reference-api.js';

const SEARCH_PATH = '/v1/candidates/search';

async function stillServing(): Promise<void> {
  const answer = await call<GeneralList<unknown>>(`${LIST_PATH}?limit=1`, { token: TOKENS.jobBoards });
  expect(answer.status).to.equal(200);
  expect(answer.body.data).to.have.length(1);
}

/** The test page's origin with the other loopback name: a real cross-origin request. */
function otherOrigin(): string {
  const url = new URL(location.origin);
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.origin;
}

describe('reference API: every answer', () => {
  it('carries JSON, meta.timestamp, meta.request_id and CORS headers, on success and on each error', async () => {
    const answers = [
      await call<ErrorBody>(`${LIST_PATH}`, { token: TOKENS.jobBoards }),
      await call<ErrorBody>(`${LIST_PATH}/jp_1`, { token: TOKENS.jobBoards }),
      await call<ErrorBody>('/v1/jobs', { token: TOKENS.jobsRead }),
      await call<ErrorBody>(SEARCH_PATH, { token: TOKENS.legacy, json: {} }),
      await call<ErrorBody>(`${LIST_PATH}?limit=abc`, { token: TOKENS.jobBoards }),
      await call<ErrorBody>(LIST_PATH),
      await call<ErrorBody>(LIST_PATH, { token: 'nope' }),
      await call<ErrorBody>(LIST_PATH, { token: TOKENS.disabled }),
      await call<ErrorBody>('/v1/jobs', { token: TOKENS.jobBoards }),
      await call<ErrorBody>('/v1/nothing-here'),
      await call<ErrorBody>(LIST_PATH, { method: 'DELETE' }),
    ];
    for (const answer of answers) expectWellFormed(answer);
    const ids = answers.map((answer) => answer.body.meta.request_id);
    expect(new Set(ids).size, 'request ids are unique').to.equal(ids.length);
    expect(answers[0]?.headers.get('access-control-expose-headers')).to.include('Retry-After');
  });

  it('answers a preflight with 204 and allows Authorization, Content-Type and Accept by name', async () => {
    for (const path of [LIST_PATH, `${LIST_PATH}/jp_1`, SEARCH_PATH, '/v1/unknown']) {
      const response = await fetch(`${location.origin}${path}`, {
        method: 'OPTIONS',
        headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
      expect(response.status, path).to.equal(204);
      expect(response.headers.get('access-control-allow-origin')).to.equal('*');
      expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim().toLowerCase());
      expect(allowed).to.include.members(['authorization', 'content-type', 'accept']);
      expect(allowed).not.to.include('*');
      expect(response.headers.get('access-control-allow-methods')).to.match(/GET|POST/);
      expect(Number(response.headers.get('access-control-max-age'))).to.be.greaterThan(0);
    }
  });

  it('lets a page on another origin call the API with a token (a real CORS preflight)', async () => {
    const response = await fetch(`${otherOrigin()}${LIST_PATH}?limit=2`, {
      headers: { Authorization: `Bearer ${TOKENS.jobBoards}`, Accept: 'application/json' },
    });
    expect(response.status).to.equal(200);
    const body = (await response.json()) as GeneralList<unknown>;
    expect(body.data).to.have.length(2);
    const refused = await fetch(`${otherOrigin()}${LIST_PATH}`, { headers: { Authorization: 'Bearer nope' } });
    expect(refused.status, 'an error stays readable across origins').to.equal(401);
    expect(((await refused.json()) as ErrorBody).error.code).to.equal('ERR_INVALID_TOKEN');
  });
});

describe('reference API: bad input', () => {
  it('answers 404 ERR_NOT_FOUND for an unknown path under /v1, without asking for a token', async () => {
    for (const path of ['/v1', '/v1/', '/v1/job-boards', '/v1/job-boards/job-posts/jp_1/extra', '/v1/JOBS', '/v1/v2/jobs']) {
      expectError(await call<ErrorBody>(path), 404, 'ERR_NOT_FOUND');
    }
  });

  it('answers HEAD like GET, headers and status alike, without a body', async () => {
    const head = (path: string, token?: string) =>
      fetch(`${location.origin}${path}`, { method: 'HEAD', headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } });
    for (const path of [`${LIST_PATH}?limit=2`, `${LIST_PATH}/jp_1`, '/v1/jobs']) {
      const token = path === '/v1/jobs' ? TOKENS.jobsRead : TOKENS.jobBoards;
      const response = await head(path, token);
      const get = await fetch(`${location.origin}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status, path).to.equal(200);
      expect(response.headers.get('content-type')).to.equal(get.headers.get('content-type'));
      expect(response.headers.get('access-control-allow-origin')).to.equal('*');
      expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(await response.text(), 'no body').to.equal('');
    }
    expect((await head(LIST_PATH)).status, 'a token is still needed').to.equal(401);
    expect((await head('/v1/nothing', TOKENS.jobBoards)).status).to.equal(404);
    const onPost = await head(SEARCH_PATH, TOKENS.legacy);
    expect(onPost.status, 'no HEAD where there is no GET').to.equal(405);
    expect(onPost.headers.get('allow')).to.include('POST');
    const sandbox = await createSandbox();
    expect((await head(`/__sandbox/${sandbox.id}/requests`)).status, 'the control API too').to.equal(200);
  });

  it('answers 405 ERR_METHOD_NOT_ALLOWED with an Allow header for a wrong method', async () => {
    const cases: [string, string, string][] = [
      [LIST_PATH, 'POST', 'GET'],
      [`${LIST_PATH}/jp_1`, 'DELETE', 'GET'],
      ['/v1/jobs', 'PUT', 'GET'],
      [SEARCH_PATH, 'GET', 'POST'],
    ];
    for (const [path, method, allowed] of cases) {
      const answer = await call<ErrorBody>(path, { method, token: TOKENS.legacy });
      expectError(answer, 405, 'ERR_METHOD_NOT_ALLOWED', method);
      expect(answer.headers.get('allow')).to.include(allowed);
    }
  });

  it('answers 400 naming the body for malformed JSON and bodies that are not objects', async () => {
    for (const rawBody of ['{"query":', '{query: 1}', 'null', '[]', '"text"', '42', 'true', '\u0000']) {
      const answer = await call<ErrorBody>(SEARCH_PATH, {
        token: TOKENS.legacy,
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      });
      expectError(answer, 400, 'ERR_INVALID_PARAMETER', 'body');
    }
    await stillServing();
  });

  it('treats an empty body as an empty search', async () => {
    const answer = await call<GeneralList<unknown>>(SEARCH_PATH, { token: TOKENS.legacy, method: 'POST' });
    expect(answer.status).to.equal(200);
    expect(answer.body.data).to.have.length(20);
  });

  it('answers 413 ERR_PAYLOAD_TOO_LARGE for a body over 64 KiB and keeps serving', async () => {
    const answer = await call<ErrorBody>(SEARCH_PATH, { token: TOKENS.legacy, json: { query: 'x'.repeat(70 * 1024) } });
    expectError(answer, 413, 'ERR_PAYLOAD_TOO_LARGE');
    await stillServing();
  });

  it('answers 415 ERR_UNSUPPORTED_MEDIA_TYPE for a body not sent as JSON, before reading it', async () => {
    // text/plain is what a page on another origin can send without a preflight.
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'application/jsonx', 'multipart/form-data; boundary=x']) {
      const search = await call<ErrorBody>(SEARCH_PATH, { token: TOKENS.legacy, rawBody: '{"query":"a"}', method: 'POST', headers: { 'Content-Type': type } });
      expectError(search, 415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'application/json');
      const control = await call<ErrorBody>('/__sandbox', { rawBody: '{}', method: 'POST', headers: { 'Content-Type': type } });
      expectError(control, 415, 'ERR_UNSUPPORTED_MEDIA_TYPE');
    }
    // fetch() labels a string body text/plain when no type is given.
    expectError(await call<ErrorBody>('/__sandbox', { rawBody: '{"posts":[]}', method: 'POST' }), 415, 'ERR_UNSUPPORTED_MEDIA_TYPE');
    const sandbox = await createSandbox();
    const put = await call<ErrorBody>(`/__sandbox/${sandbox.id}`, { rawBody: '{}', method: 'PUT', headers: { 'Content-Type': 'text/plain' } });
    expectError(put, 415, 'ERR_UNSUPPORTED_MEDIA_TYPE');
    await stillServing();
  });

  it('reads a JSON body whatever its parameters, a +json type, and an empty body with no type at all', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.api+json']) {
      const answer = await call<GeneralList<unknown>>(SEARCH_PATH, { token: TOKENS.legacy, rawBody: '{"limit":2}', method: 'POST', headers: { 'Content-Type': type } });
      expect(answer.status, type).to.equal(200);
      expect(answer.body.data).to.have.length(2);
    }
    const created = await call<{ id: string }>('/__sandbox', { method: 'POST' });
    expect(created.status).to.equal(201);
  });

  it('answers 404 JSON for an unknown sandbox', async () => {
    expectError(await call<ErrorBody>(`/sandbox/sb_missing${LIST_PATH}`, { token: TOKENS.jobBoards }), 404, 'ERR_NOT_FOUND', 'sb_missing');
    expectError(await call<ErrorBody>('/__sandbox/sb_missing/requests'), 404, 'ERR_NOT_FOUND', 'sb_missing');
  });

  it('answers 404 JSON for a sandbox path outside /v1', async () => {
    const sandbox = await createSandbox();
    expectError(await call<ErrorBody>('/elsewhere', { base: sandbox.baseUrl }), 404, 'ERR_NOT_FOUND');
  });

  it('keeps serving after a burst of bad requests', async () => {
    await Promise.all([
      call<ErrorBody>(SEARCH_PATH, { token: TOKENS.legacy, rawBody: '{' }),
      call<ErrorBody>('/v1/%', { token: TOKENS.legacy }),
      call<ErrorBody>(`${LIST_PATH}/%E0%A4%A`, { token: TOKENS.jobBoards }),
      call<ErrorBody>(`${LIST_PATH}?page=${'9'.repeat(400)}`, { token: TOKENS.jobBoards }),
      call<ErrorBody>(`${LIST_PATH}?filter_value=${'x'.repeat(300)}`, { token: TOKENS.jobBoards }),
      call<ErrorBody>(LIST_PATH, { headers: { Authorization: 'Bearer \u00e9' } }).catch(() => undefined),
    ]).then((answers) => {
      for (const answer of answers) {
        if (answer) expect(answer.status, JSON.stringify(answer.body)).to.be.within(400, 499);
      }
    });
    await stillServing();
  });
});

describe('reference API: the sandbox control API refuses bad bodies', () => {
  it('answers 400 naming the field for a bad sandbox configuration', async () => {
    const cases: [unknown, string][] = [
      [{ envelope: 'xml' }, 'envelope'],
      [{ postWrapping: 'envelope' }, 'postWrapping'],
      [{ posts: {} }, 'posts'],
      // Posts are served as given, odd ones included, but within the size a job post can take.
      [{ posts: [Array.from({ length: 2001 }, () => ({}))] }, 'posts[0]'],
      [{ posts: [{ id: 'wide', ats_offices: Array.from({ length: 2001 }, () => ({ name: 'O' })) }] }, 'posts[0].ats_offices'],
      [{ posts: [{ id: 'deep', x: [[[[[[[[[['too deep']]]]]]]]]] }] }, 'posts[0].x[0][0][0][0][0][0][0]'],
      [{ posts: [{ id: 'long', title: 'x'.repeat(128 * 1024 + 1) }] }, 'posts[0].title'],
      [{ posts: [{ id: 'long', description: 'x'.repeat(512 * 1024 + 1) }] }, 'posts[0].description'],
      [{ posts: [{ id: 'fields', ...Object.fromEntries(Array.from({ length: 201 }, (_, index) => [`f${index}`, index])) }] }, 'posts[0]'],
      [{ latencyMs: -5 }, 'latencyMs'],
      [{ latencyMs: 'slow' }, 'latencyMs'],
      [{ faults: {} }, 'faults'],
      [{ faults: [{}] }, 'faults[0].kind'],
      [{ faults: [{ kind: 'explode' }] }, 'faults[0].kind'],
      [{ faults: [{ kind: 'status', status: 200 }] }, 'faults[0].status'],
      [{ faults: [{ kind: 'status', status: 418 }] }, 'faults[0].status'],
      [{ faults: [{ kind: 'delay' }] }, 'faults[0].delayMs'],
      [{ faults: [{ kind: 'status', route: 'jobs' }] }, 'faults[0].route'],
      [{ faults: [{ kind: 'status', times: 0 }] }, 'faults[0].times'],
      [{ faults: [{ kind: 'status', retryAfter: -1 }] }, 'faults[0].retryAfter'],
      [{ faults: [{ kind: 'cut', when: 'now' }] }, 'when'],
      [{ envelop: 'general' }, 'envelop'],
    ];
    for (const [json, field] of cases) {
      expectError(await call<ErrorBody>('/__sandbox', { json }), 400, 'ERR_INVALID_PARAMETER', field);
    }
    for (const rawBody of ['{', '[]', 'null']) {
      expectError(
        await call<ErrorBody>('/__sandbox', { rawBody, method: 'POST', headers: { 'Content-Type': 'application/json' } }),
        400,
        'ERR_INVALID_PARAMETER',
        'body',
      );
    }
  });

  it('answers 404 for an unknown control route and 405 for a wrong method', async () => {
    const sandbox = await createSandbox();
    expectError(await call<ErrorBody>(`/__sandbox/${sandbox.id}/nothing`), 404, 'ERR_NOT_FOUND');
    expectError(await call<ErrorBody>('/__sandbox', { method: 'GET' }), 405, 'ERR_METHOD_NOT_ALLOWED');
    expectError(await call<ErrorBody>(`/__sandbox/${sandbox.id}`, { method: 'POST', json: {} }), 405, 'ERR_METHOD_NOT_ALLOWED');
    expectError(await call<ErrorBody>(`/__sandbox/${sandbox.id}/keys`, { method: 'GET' }), 405, 'ERR_METHOD_NOT_ALLOWED');
  });

  it('answers the control routes with JSON, meta and the documented status codes', async () => {
    const created = await call<{ id: string }>('/__sandbox', { json: {} });
    expect(created.status).to.equal(201);
    expect(created.body.id).to.match(/^sb_[0-9a-f]+$/);
    expectWellFormed(created);
    const updated = await call<{ id: string }>(`/__sandbox/${created.body.id}`, { method: 'PUT', json: { envelope: 'quickstart' } });
    expect(updated.status).to.equal(200);
    expectWellFormed(updated);
    const key = await call<{ token: string }>(`/__sandbox/${created.body.id}/keys`, { json: { name: 'k', type: 'job_boards' } });
    expect(key.status).to.equal(201);
    expectWellFormed(key);
  });
});
