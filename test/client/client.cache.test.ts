/**
 * Answers are served from memory for a while, failures never; identical calls in flight share one
 * request, and one caller's abort leaves the others theirs.
 */
import { expect } from '@open-wc/testing';
import { isAbortError } from '../../src/client/index.js';
import { createSandbox, updateSandbox } from '../helpers/sandbox.js';
import { apiErrorOf, apiRequests, clientFor, rejectionOf, wait } from '../helpers/client.js';

describe('client: cache', () => {
  it('serves a page visited again with no request', async () => {
    const sandbox = await createSandbox();
    const client = clientFor(sandbox);
    const first = await client.listJobPosts({ page: 2, limit: 5, workplaces: ['remote'], query: 'e' });
    const again = await client.listJobPosts({ page: 2, limit: 5, workplaces: ['remote'], query: 'e' });
    expect(again).to.deep.equal(first);
    expect(await apiRequests(sandbox)).to.have.length(1);

    await client.listJobPosts({ page: 3, limit: 5, workplaces: ['remote'], query: 'e' });
    await client.listJobPosts({ page: 2, limit: 5, workplaces: ['remote'] });
    expect(await apiRequests(sandbox)).to.have.length(3);
  });

  it('serves a job post fetched before with no request', async () => {
    const sandbox = await createSandbox({ posts: [{ id: 'jp_1', title: 'One' }] });
    const client = clientFor(sandbox);
    const first = await client.getJobPost('jp_1');
    expect(await client.getJobPost('jp_1')).to.deep.equal(first);
    expect(await apiRequests(sandbox)).to.have.length(1);
  });

  it('asks again once the TTL has passed', async () => {
    const sandbox = await createSandbox();
    const client = clientFor(sandbox, { cacheTtlMs: 100 });
    await client.listJobPosts();
    await client.listJobPosts();
    expect(await apiRequests(sandbox)).to.have.length(1);
    await wait(150);
    await client.listJobPosts();
    expect(await apiRequests(sandbox)).to.have.length(2);
  });

  it('does not cache with cacheTtlMs 0', async () => {
    const sandbox = await createSandbox();
    const client = clientFor(sandbox, { cacheTtlMs: 0 });
    await client.listJobPosts();
    await client.listJobPosts();
    expect(await apiRequests(sandbox)).to.have.length(2);
  });

  it('never caches a failure', async () => {
    const sandbox = await createSandbox({ faults: [{ kind: 'status', status: 500, times: 1 }, { route: 'detail', kind: 'wrong-shape', times: 1 }] });
    const client = clientFor(sandbox);
    expect((await apiErrorOf(client.listJobPosts())).status).to.equal(500);
    expect((await client.listJobPosts()).posts.length).to.be.greaterThan(0);

    const unknown = await apiErrorOf(client.getJobPost('jp_does_not_exist'));
    expect(unknown.code).to.equal('BAD_RESPONSE');
    expect((await apiErrorOf(client.getJobPost('jp_does_not_exist'))).code).to.equal('ERR_NOT_FOUND');
    expect(await apiRequests(sandbox)).to.have.length(4);
  });

  it('asks again after clearCache()', async () => {
    const sandbox = await createSandbox({ posts: [{ id: 'a', title: 'Old title' }] });
    const client = clientFor(sandbox);
    await client.listJobPosts();
    await client.getJobPost('a');
    await updateSandbox(sandbox, { posts: [{ id: 'a', title: 'New title' }] });
    expect((await client.listJobPosts()).posts[0]?.title).to.equal('Old title');

    client.clearCache();
    expect((await client.listJobPosts()).posts[0]?.title).to.equal('New title');
    expect((await client.getJobPost('a')).title).to.equal('New title');
    expect(await apiRequests(sandbox)).to.have.length(4);
  });

  it('keeps at most cacheMaxEntries answers, dropping the least recently used', async () => {
    const sandbox = await createSandbox();
    const client = clientFor(sandbox, { cacheMaxEntries: 2 });
    await client.listJobPosts({ page: 1 });
    await client.listJobPosts({ page: 2 });
    await client.listJobPosts({ page: 1 }); // page 1 is now the most recently used
    await client.listJobPosts({ page: 3 }); // evicts page 2
    expect(await apiRequests(sandbox)).to.have.length(3);
    await client.listJobPosts({ page: 1 });
    expect(await apiRequests(sandbox)).to.have.length(3);
    await client.listJobPosts({ page: 2 });
    expect(await apiRequests(sandbox)).to.have.length(4);
  });

  it('keeps the answers of one token from another', async () => {
    const sandbox = await createSandbox();
    await clientFor(sandbox).listJobPosts();
    const error = await apiErrorOf(clientFor(sandbox, { token: 'nope' }).listJobPosts());
    expect(error.code).to.equal('ERR_INVALID_TOKEN');
    expect(await apiRequests(sandbox)).to.have.length(2);
  });

  describe('in flight', () => {
    it('makes one request for identical concurrent calls', async () => {
      const sandbox = await createSandbox({ latencyMs: 100 });
      const client = clientFor(sandbox);
      const pages = await Promise.all([client.listJobPosts({ page: 2 }), client.listJobPosts({ page: 2 }), client.listJobPosts({ page: 2 })]);
      expect(pages[1]).to.deep.equal(pages[0]);
      expect(pages[2]).to.deep.equal(pages[0]);
      const posts = await Promise.all([client.getJobPost(pages[0].posts[0]?.id ?? ''), client.getJobPost(pages[0].posts[0]?.id ?? '')]);
      expect(posts[1]).to.deep.equal(posts[0]);
      expect(await apiRequests(sandbox)).to.have.length(2);
    });

    it("leaves the other callers' result intact when one caller aborts", async () => {
      const sandbox = await createSandbox({ latencyMs: 300 });
      const client = clientFor(sandbox);
      const leaving = new AbortController();
      const staying = new AbortController();
      const aborted = client.listJobPosts({ signal: leaving.signal });
      const kept = client.listJobPosts({ signal: staying.signal });
      const unsignalled = client.listJobPosts();
      await wait(50);
      leaving.abort();

      expect(isAbortError(await rejectionOf(aborted))).to.equal(true);
      const page = await kept;
      expect(page.posts.length).to.be.greaterThan(0);
      expect(await unsignalled).to.deep.equal(page);
      expect(await apiRequests(sandbox)).to.have.length(1);
      // And the shared answer was cached as usual.
      await client.listJobPosts();
      expect(await apiRequests(sandbox)).to.have.length(1);
    });

    it('aborts the shared request when every caller has aborted, and a later call starts afresh', async () => {
      const sandbox = await createSandbox({ latencyMs: 300, posts: [{ id: 'jp_1', title: 'One' }] });
      const client = clientFor(sandbox);
      const first = new AbortController();
      const second = new AbortController();
      const calls = [client.getJobPost('jp_1', { signal: first.signal }), client.getJobPost('jp_1', { signal: second.signal })];
      await wait(50);
      first.abort();
      second.abort();
      for (const call of calls) expect(isAbortError(await rejectionOf(call))).to.equal(true);

      expect((await client.getJobPost('jp_1')).title).to.equal('One');
      expect(await apiRequests(sandbox)).to.have.length(2);
    });

    it('does not let a call after clearCache() join a request started before it', async () => {
      const sandbox = await createSandbox({ latencyMs: 200 });
      const client = clientFor(sandbox);
      const pending = client.listJobPosts();
      await wait(50);
      client.clearCache();
      const joined = client.listJobPosts();
      await Promise.all([pending, joined]);
      await client.listJobPosts();
      expect(await apiRequests(sandbox)).to.have.length(2);
    });
  });
});
