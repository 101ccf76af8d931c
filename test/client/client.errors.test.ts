/**
 * Every failure is one `JobBoardApiError` with status, code, message and requestId; an abort is
 * an `AbortError` and nothing else.
 */
import { expect } from '@open-wc/testing';
import { createJobBoardsClient, isAbortError, isJobBoardApiError, isRetryableError, JobBoardApiError, type FetchFunction } from '../../src/client/index.js';
import { createSandbox } from '../helpers/sandbox.js';
import { apiErrorOf, apiRequests, clientFor, json, rejectionOf, scriptedFetch, wait } from '../helpers/client.js';

describe('client: errors', () => {
  const authCases = [
    { token: '', status: 401, code: 'ERR_TOKEN_MISSING' },
    { token: 'nope', status: 401, code: 'ERR_INVALID_TOKEN' },
    { token: 'jb_demo_revoked', status: 401, code: 'ERR_INVALID_TOKEN' },
    { token: 'jb_demo_disabled', status: 403, code: 'ERR_FEATURE_NOT_ENABLED' },
    { token: 'app_demo_jobs_read', status: 403, code: 'ERR_INSUFFICIENT_SCOPE' },
  ];
  for (const { token, status, code } of authCases) {
    it(`maps ${status} ${code} (token ${JSON.stringify(token)}) with its message and request id, not retried`, async () => {
      const sandbox = await createSandbox();
      const client = clientFor(sandbox, { token });
      for (const call of [() => client.listJobPosts(), () => client.getJobPost('jp_1')]) {
        const error = await apiErrorOf(call());
        expect(error.name).to.equal('JobBoardApiError');
        expect(error).to.include({ status, code });
        expect(error.message).to.be.a('string').and.not.equal('');
        expect(error.requestId).to.match(/^req_/);
        expect(error.toJSON()).to.deep.equal({ status, code, message: error.message, requestId: error.requestId });
        expect(isRetryableError(error)).to.equal(false);
      }
      const requests = await apiRequests(sandbox);
      expect(requests).to.have.length(2);
      expect(requests.every((request) => request.authorized === (token !== ''))).to.equal(true);
    });
  }

  it('names the missing scope in the ERR_INSUFFICIENT_SCOPE message', async () => {
    const error = await apiErrorOf(clientFor(await createSandbox(), { token: 'app_demo_jobs_read' }).listJobPosts());
    expect(error.message).to.equal('This API key is missing the required scope: job_boards:read');
  });

  it('maps an unknown id to 404 ERR_NOT_FOUND, not retried', async () => {
    const sandbox = await createSandbox();
    const error = await apiErrorOf(clientFor(sandbox).getJobPost('jp_does_not_exist'));
    expect(error).to.include({ status: 404, code: 'ERR_NOT_FOUND' });
    expect(error.requestId).to.match(/^req_/);
    expect(isRetryableError(error)).to.equal(false);
    expect(await apiRequests(sandbox)).to.have.length(1);
  });

  it('fails with NETWORK_ERROR (status 0) when the connection is cut, after its two retries', async () => {
    const sandbox = await createSandbox({ faults: [{ kind: 'cut' }] });
    // The real fetch, counted: Chromium resends a request by itself once when a reused
    // keep-alive connection closes before any answer, so the server may see more than the
    // client's three attempts.
    let attempts = 0;
    const countingFetch: FetchFunction = (url, init) => {
      attempts += 1;
      return fetch(url, init);
    };
    const error = await apiErrorOf(clientFor(sandbox, { fetch: countingFetch }).listJobPosts());
    expect(error).to.include({ status: 0, code: 'NETWORK_ERROR' });
    expect(error.requestId).to.equal(undefined);
    expect(error.message).to.be.a('string').and.not.equal('');
    expect(isRetryableError(error)).to.equal(true);
    expect(attempts).to.equal(3);
    expect((await apiRequests(sandbox)).length).to.be.within(3, 6);
  });

  it('fails with TIMEOUT when no answer comes within timeoutMs, and does not retry it', async () => {
    const sandbox = await createSandbox({ faults: [{ kind: 'hang' }] });
    const started = performance.now();
    const error = await apiErrorOf(clientFor(sandbox, { timeoutMs: 300 }).listJobPosts());
    const elapsed = performance.now() - started;
    expect(error).to.include({ status: 0, code: 'TIMEOUT' });
    expect(isRetryableError(error)).to.equal(true);
    expect(elapsed).to.be.within(280, 2000);
    expect(await apiRequests(sandbox)).to.have.length(1);
  });

  it('times out a slow answer but not a quick one', async () => {
    const sandbox = await createSandbox({ latencyMs: 400 });
    expect((await apiErrorOf(clientFor(sandbox, { timeoutMs: 150 }).listJobPosts())).code).to.equal('TIMEOUT');
    expect((await clientFor(sandbox, { timeoutMs: 3000 }).listJobPosts()).posts.length).to.be.greaterThan(0);
  });

  for (const route of ['list', 'detail'] as const) {
    for (const kind of ['malformed-json', 'wrong-shape'] as const) {
      it(`fails with BAD_RESPONSE on ${kind} (${route}), not retried`, async () => {
        const sandbox = await createSandbox({ faults: [{ route, kind }] });
        const client = clientFor(sandbox);
        const error = await apiErrorOf(route === 'list' ? client.listJobPosts() : client.getJobPost('jp_1'));
        expect(error).to.include({ status: 200, code: 'BAD_RESPONSE' });
        expect(isRetryableError(error)).to.equal(true);
        expect(await apiRequests(sandbox)).to.have.length(1);
      });
    }
  }

  it('fails with BAD_RESPONSE on JSON null, an array, or an error status without error.code', async () => {
    const bodies: [number, string][] = [
      [200, 'null'],
      [200, '[]'],
      [200, '"text"'],
      [200, ''],
      [404, '<html>Not Found</html>'],
      [401, '{"error":{"message":"no code"}}'],
      [403, '{"error":"forbidden"}'],
    ];
    for (const [status, body] of bodies) {
      const { fetch } = scriptedFetch(() => new Response(body, { status }));
      const client = createJobBoardsClient({ baseUrl: 'https://x.example', token: 't', fetch });
      const error = await apiErrorOf(client.listJobPosts());
      expect(error, `${status} ${body}`).to.include({ status, code: 'BAD_RESPONSE' });
    }
  });

  it('keeps the request id of an unusable answer that has one', async () => {
    const { fetch } = scriptedFetch(() => json(200, { unexpected: true, meta: { request_id: 'req_abc' } }));
    const error = await apiErrorOf(createJobBoardsClient({ baseUrl: 'https://x.example', token: 't', fetch }).listJobPosts());
    expect(error).to.include({ code: 'BAD_RESPONSE', requestId: 'req_abc' });
  });

  it('fails with BAD_RESPONSE on a redirect, which it does not follow', async () => {
    const { fetch, calls } = scriptedFetch(() => new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/' } }));
    const error = await apiErrorOf(createJobBoardsClient({ baseUrl: 'https://x.example', token: 't', fetch }).listJobPosts());
    expect(error).to.include({ status: 302, code: 'BAD_RESPONSE' });
    expect(calls[0]?.init.redirect).to.equal('manual');
    expect(calls).to.have.length(1);
  });

  it('passes an error code it does not know through unchanged', async () => {
    const body = { error: { code: 'ERR_SOMETHING_NEW', message: 'New.' }, meta: { request_id: 'req_new' } };
    const { fetch } = scriptedFetch(() => json(418, body));
    const error = await apiErrorOf(createJobBoardsClient({ baseUrl: 'https://x.example', token: 't', fetch }).getJobPost('x'));
    expect(error.toJSON()).to.deep.equal({ status: 418, code: 'ERR_SOMETHING_NEW', message: 'New.', requestId: 'req_new' });
  });

  describe('abort', () => {
    it('rejects an aborted call with the standard AbortError, not a JobBoardApiError', async () => {
      const sandbox = await createSandbox({ latencyMs: 500 });
      const controller = new AbortController();
      const call = clientFor(sandbox).listJobPosts({ signal: controller.signal });
      await wait(50);
      controller.abort();
      const error = await rejectionOf(call);
      expect(error).to.be.instanceOf(DOMException);
      expect((error as DOMException).name).to.equal('AbortError');
      expect(isAbortError(error)).to.equal(true);
      expect(isJobBoardApiError(error)).to.equal(false);
      expect(isRetryableError(error)).to.equal(false);
    });

    it('sends nothing for a signal aborted already', async () => {
      const sandbox = await createSandbox();
      const client = clientFor(sandbox);
      const signal = AbortSignal.abort();
      expect(isAbortError(await rejectionOf(client.listJobPosts({ signal })))).to.equal(true);
      expect(isAbortError(await rejectionOf(client.getJobPost('jp_1', { signal })))).to.equal(true);
      expect(await apiRequests(sandbox)).to.have.length(0);
    });

    it('stops waiting for a retry at once when aborted', async () => {
      const sandbox = await createSandbox({ faults: [{ kind: 'status', status: 503, retryAfter: 5 }] });
      const controller = new AbortController();
      const started = performance.now();
      const call = clientFor(sandbox).listJobPosts({ signal: controller.signal });
      await wait(200);
      controller.abort();
      expect(isAbortError(await rejectionOf(call))).to.equal(true);
      expect(performance.now() - started).to.be.below(1500);
      expect(await apiRequests(sandbox)).to.have.length(1);
    });

    it('aborts with AbortError even when the signal carries another reason', async () => {
      const sandbox = await createSandbox({ latencyMs: 300 });
      const controller = new AbortController();
      const call = clientFor(sandbox).getJobPost('jp_1', { signal: controller.signal });
      controller.abort(new Error('navigated away'));
      expect(isAbortError(await rejectionOf(call))).to.equal(true);
    });
  });

  it('tells which errors a visitor may retry', () => {
    const error = (status: number, code: string) => new JobBoardApiError({ status, code, message: code });
    const retryable = [error(0, 'NETWORK_ERROR'), error(0, 'TIMEOUT'), error(200, 'BAD_RESPONSE'), error(404, 'BAD_RESPONSE'), error(500, 'ERR_INTERNAL'), error(502, 'ERR_BAD_GATEWAY'), error(503, 'X'), error(504, 'X'), error(429, 'ERR_RATE_LIMITED'), error(408, 'X')];
    const notRetryable = [error(401, 'ERR_TOKEN_MISSING'), error(401, 'ERR_INVALID_TOKEN'), error(403, 'ERR_FEATURE_NOT_ENABLED'), error(403, 'ERR_INSUFFICIENT_SCOPE'), error(404, 'ERR_NOT_FOUND'), error(400, 'ERR_INVALID_PARAMETER'), error(0, 'ERR_BASE_URL_MISSING'), error(0, 'ERR_NOT_FOUND')];
    for (const e of retryable) expect(isRetryableError(e), `${e.status} ${e.code}`).to.equal(true);
    for (const e of notRetryable) expect(isRetryableError(e), `${e.status} ${e.code}`).to.equal(false);
    expect(isRetryableError(new TypeError('x'))).to.equal(false);
    expect(isRetryableError(undefined)).to.equal(false);
  });

  it('recognises an error of another copy of the module by its shape', () => {
    const foreign = Object.assign(new Error('x'), { name: 'JobBoardApiError', status: 503, code: 'X' });
    expect(isJobBoardApiError(foreign)).to.equal(true);
    expect(isRetryableError(foreign)).to.equal(true);
    expect(isJobBoardApiError({ name: 'JobBoardApiError' })).to.equal(false);
    expect(isJobBoardApiError(null)).to.equal(false);
  });
});
