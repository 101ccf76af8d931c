/**
 * The client retries a GET by itself only after network errors, 429, 502, 503 and 504, at most
 * twice, honouring Retry-After within its cap.
 */
import { expect } from '@open-wc/testing';
import { createJobBoardsClient, isRetryableError } from '../../src/client/index.js';
import { parseRetryAfter, retryDelay } from '../../src/client/retry.js';
import { JobBoardApiError } from '../../src/client/errors.js';
import { createSandbox } from '../helpers/sandbox.js';
import { apiErrorOf, apiRequests, clientFor, EMPTY_LISTING, json, scriptedFetch } from '../helpers/client.js';

describe('client: retries', () => {
  for (const status of [502, 503, 504]) {
    it(`retries ${status} twice and then succeeds`, async () => {
      const sandbox = await createSandbox({ faults: [{ kind: 'status', status, times: 2 }] });
      const page = await clientFor(sandbox).listJobPosts();
      expect(page.posts.length).to.be.greaterThan(0);
      expect(await apiRequests(sandbox)).to.have.length(3);
    });
  }

  it('gives up after two retries and surfaces the last error', async () => {
    const sandbox = await createSandbox({ faults: [{ route: 'detail', kind: 'status', status: 503 }] });
    const error = await apiErrorOf(clientFor(sandbox).getJobPost('jp_1'));
    expect(error).to.include({ status: 503, code: 'ERR_SERVICE_UNAVAILABLE' });
    expect(error.requestId).to.match(/^req_/);
    expect(isRetryableError(error)).to.equal(true);
    expect(await apiRequests(sandbox)).to.have.length(3);
  });

  // Who retries here may be Chromium itself (see the NETWORK_ERROR test); the client's own retry
  // of a network error is proven below with a fetch that throws.
  it('recovers from a cut connection', async () => {
    const sandbox = await createSandbox({ faults: [{ kind: 'cut', times: 1 }] });
    expect((await clientFor(sandbox).listJobPosts()).posts.length).to.be.greaterThan(0);
    expect(await apiRequests(sandbox)).to.have.length(2);
  });

  it('waits for a 429 Retry-After (seconds) before retrying', async () => {
    const sandbox = await createSandbox({ faults: [{ kind: 'status', status: 429, retryAfter: 1, times: 1 }] });
    const started = performance.now();
    const page = await clientFor(sandbox).listJobPosts();
    expect(performance.now() - started).to.be.at.least(950);
    expect(page.posts.length).to.be.greaterThan(0);
    expect(await apiRequests(sandbox)).to.have.length(2);
  });

  it('gives up at once when Retry-After asks for longer than the cap', async () => {
    const sandbox = await createSandbox({ faults: [{ kind: 'status', status: 429, retryAfter: 30 }] });
    const started = performance.now();
    const error = await apiErrorOf(clientFor(sandbox).listJobPosts());
    expect(performance.now() - started).to.be.below(1000);
    expect(error).to.include({ status: 429, code: 'ERR_RATE_LIMITED', retryAfterMs: 30_000 });
    expect(isRetryableError(error)).to.equal(true);
    expect(await apiRequests(sandbox)).to.have.length(1);
  });

  it('follows maxRetryAfterMs and maxRetries', async () => {
    const sandbox = await createSandbox({ faults: [{ kind: 'status', status: 429, retryAfter: 1 }] });
    await apiErrorOf(clientFor(sandbox, { maxRetryAfterMs: 500 }).listJobPosts());
    expect(await apiRequests(sandbox)).to.have.length(1);

    const other = await createSandbox({ faults: [{ kind: 'status', status: 502 }] });
    await apiErrorOf(clientFor(other, { maxRetries: 0 }).listJobPosts());
    expect(await apiRequests(other)).to.have.length(1);
  });

  for (const status of [500, 400, 401, 403, 404]) {
    it(`does not retry ${status}`, async () => {
      const sandbox = await createSandbox({ faults: [{ kind: 'status', status }] });
      const error = await apiErrorOf(clientFor(sandbox).listJobPosts());
      expect(error.status).to.equal(status);
      expect(await apiRequests(sandbox)).to.have.length(1);
    });
  }

  it('honours a Retry-After HTTP-date', async () => {
    // HTTP-dates have whole seconds: two seconds ahead leaves a wait of more than one.
    const retryAt = new Date(Date.now() + 2000).toUTCString();
    const rateLimited = { error: { code: 'ERR_RATE_LIMITED', message: 'Slow down.' } };
    const { fetch, calls } = scriptedFetch(
      () => json(429, rateLimited, { 'Retry-After': retryAt }),
      () => json(200, EMPTY_LISTING),
    );
    const page = await createJobBoardsClient({ baseUrl: 'https://x.example', token: 't', fetch }).listJobPosts();
    expect(page.totalCount).to.equal(0);
    expect(calls).to.have.length(2);
    const [first, second] = calls;
    expect((second?.at ?? 0) - (first?.at ?? 0)).to.be.at.least(950);
  });

  it('gives up on a Retry-After HTTP-date beyond the cap', async () => {
    const retryAt = new Date(Date.now() + 3_600_000).toUTCString();
    const { fetch, calls } = scriptedFetch(() => json(503, { error: { code: 'ERR_SERVICE_UNAVAILABLE', message: 'Later.' } }, { 'Retry-After': retryAt }));
    const error = await apiErrorOf(createJobBoardsClient({ baseUrl: 'https://x.example', token: 't', fetch }).listJobPosts());
    expect(error).to.include({ status: 503, code: 'ERR_SERVICE_UNAVAILABLE' });
    expect(calls).to.have.length(1);
  });

  it('retries a fetch that throws (a network error) and a 502 without a JSON body', async () => {
    const { fetch, calls } = scriptedFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => json(200, EMPTY_LISTING),
    );
    const client = createJobBoardsClient({ baseUrl: 'https://x.example', token: 't', fetch, retryBaseDelayMs: 1 });
    expect((await client.listJobPosts()).posts).to.deep.equal([]);
    expect(calls).to.have.length(3);

    const gateway = scriptedFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const failing = createJobBoardsClient({ baseUrl: 'https://x.example', token: 't', fetch: gateway.fetch, retryBaseDelayMs: 1 });
    expect(await apiErrorOf(failing.listJobPosts())).to.include({ status: 502, code: 'BAD_RESPONSE' });
    expect(gateway.calls).to.have.length(3);
  });

  describe('delays', () => {
    const policy = { maxRetries: 2, baseDelayMs: 100, maxRetryAfterMs: 10_000 };
    const unavailable = new JobBoardApiError({ status: 503, code: 'X', message: 'x' });

    it('backs off exponentially with jitter', () => {
      expect(retryDelay(unavailable, 0, { ...policy, random: () => 0 })).to.equal(50);
      expect(retryDelay(unavailable, 0, { ...policy, random: () => 0.999 })).to.be.closeTo(100, 0.1);
      expect(retryDelay(unavailable, 1, { ...policy, random: () => 0 })).to.equal(100);
      expect(retryDelay(unavailable, 1, { ...policy, random: () => 0.5 })).to.equal(150);
      const delays = new Set(Array.from({ length: 20 }, () => retryDelay(unavailable, 1, policy)));
      expect(delays.size).to.be.greaterThan(1);
      for (const delay of delays) expect(delay).to.be.within(100, 200);
    });

    it('takes Retry-After as it is, up to the cap', () => {
      const limited = (retryAfterMs: number) => new JobBoardApiError({ status: 429, code: 'X', message: 'x', retryAfterMs });
      expect(retryDelay(limited(0), 0, policy)).to.equal(0);
      expect(retryDelay(limited(2000), 1, policy)).to.equal(2000);
      expect(retryDelay(limited(10_000), 0, policy)).to.equal(10_000);
      expect(retryDelay(limited(10_001), 0, policy)).to.equal(undefined);
    });

    it('reads Retry-After in seconds or as an HTTP-date', () => {
      const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
      expect(parseRetryAfter(null, now)).to.equal(undefined);
      expect(parseRetryAfter('3', now)).to.equal(3000);
      expect(parseRetryAfter(' 0 ', now)).to.equal(0);
      expect(parseRetryAfter('1.5', now)).to.equal(1500);
      expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:07 GMT', now)).to.equal(7000);
      expect(parseRetryAfter('Wed, 21 Oct 2015 07:27:00 GMT', now)).to.equal(0);
      for (const unreadable of ['', '-1', 'soon', '12abc', '1e3']) expect(parseRetryAfter(unreadable, now), unreadable).to.equal(undefined);
    });
  });
});
