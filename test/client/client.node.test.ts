/**
 * The client runs in Node 20 with nothing but Node's own fetch: against the reference API served
 * in-process over real HTTP, with both listing envelopes.
 *
 * Run: node --import tsx --test test/client/client.node.test.ts
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createApiHandler, type ListingEnvelope } from '../../server/handler.js';
import { createJobBoardsClient, isAbortError, JobBoardApiError } from '../../src/client/index.js';

const TOKEN = 'jb_demo_public';

async function startApi(envelope: ListingEnvelope): Promise<{ server: Server; baseUrl: string }> {
  const handle = createApiHandler({ envelope });
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

for (const envelope of ['general', 'quickstart'] as const) {
  describe(`client in Node 20 (${envelope} envelope)`, () => {
    let server: Server;
    let baseUrl: string;

    before(async () => {
      ({ server, baseUrl } = await startApi(envelope));
    });

    after(() => stop(server));

    it('lists job posts page by page', async () => {
      const client = createJobBoardsClient({ baseUrl, token: TOKEN });
      const first = await client.listJobPosts({ limit: 10 });
      assert.equal(first.page, 1);
      assert.equal(first.limit, 10);
      assert.equal(first.posts.length, 10);
      assert.equal(first.skipped, 0);
      assert.ok(first.totalCount >= 150, `totalCount ${first.totalCount}`);
      assert.equal(first.totalPages, Math.ceil(first.totalCount / 10));
      assert.match(first.requestId ?? '', /^req_/);
      for (const post of first.posts) {
        assert.equal(typeof post.id, 'string');
        assert.equal(typeof post.title, 'string');
      }

      const second = await client.listJobPosts({ page: 2, limit: 10 });
      assert.equal(second.page, 2);
      const firstIds = new Set(first.posts.map((post) => post.id));
      assert.ok(second.posts.every((post) => !firstIds.has(post.id)), 'page 2 repeats a post of page 1');
    });

    it('filters by workplace and title', async () => {
      const client = createJobBoardsClient({ baseUrl, token: TOKEN });
      const page = await client.listJobPosts({ limit: 100, workplaces: ['remote'], query: 'e' });
      assert.ok(page.posts.length > 0);
      for (const post of page.posts) {
        assert.equal(post.ats_job?.workplace, 'remote');
        assert.ok(post.title.toLowerCase().includes('e'), post.title);
      }
    });

    it('gets one job post by id, then serves it from the cache', async () => {
      const client = createJobBoardsClient({ baseUrl, token: TOKEN });
      const [listed] = (await client.listJobPosts({ limit: 1 })).posts;
      assert.ok(listed, 'the listing is empty');
      const post = await client.getJobPost(listed.id);
      assert.equal(post.id, listed.id);
      assert.equal(post.title, listed.title);
      assert.equal(typeof post.description, 'string');
      assert.equal(await client.getJobPost(listed.id), post);
    });

    it('fails with a JobBoardApiError for an unknown id and a revoked token', async () => {
      const client = createJobBoardsClient({ baseUrl, token: TOKEN });
      await assert.rejects(client.getJobPost('jp_does_not_exist'), (error: unknown) => {
        assert.ok(error instanceof JobBoardApiError);
        assert.equal(error.status, 404);
        assert.equal(error.code, 'ERR_NOT_FOUND');
        assert.match(error.requestId ?? '', /^req_/);
        return true;
      });
      const revoked = createJobBoardsClient({ baseUrl, token: 'jb_demo_revoked' });
      await assert.rejects(revoked.listJobPosts(), { name: 'JobBoardApiError', status: 401, code: 'ERR_INVALID_TOKEN' });
    });

    it('rejects an aborted call with an AbortError', async () => {
      const client = createJobBoardsClient({ baseUrl, token: TOKEN });
      const controller = new AbortController();
      const call = client.listJobPosts({ page: 3, signal: controller.signal });
      controller.abort();
      await assert.rejects(call, (error: unknown) => error instanceof DOMException && isAbortError(error));
    });
  });
}

describe('client in Node 20 without a server', () => {
  it('fails with NETWORK_ERROR when nothing listens', async () => {
    const { server, baseUrl } = await startApi('general');
    await stop(server);
    const client = createJobBoardsClient({ baseUrl, token: TOKEN, retryBaseDelayMs: 1 });
    await assert.rejects(client.listJobPosts(), { name: 'JobBoardApiError', status: 0, code: 'NETWORK_ERROR' });
  });
});
