/**
 * The sandboxes' memory budget (server/sandbox/registry.ts): a flood of ~1 MiB `POST /__sandbox`
 * bodies, refused ones and valid-but-huge ones, leaves the API answering with bounded memory,
 * the oldest sandboxes evicted, and a configuration over the whole budget refused with 507.
 * Prints the heap figures it measures.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createApiHandler, SANDBOX_MEMORY_BUDGET } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';
import { parseSandboxConfig } from '../../server/sandbox/config.js';
import { MAX_LOG_BYTES } from '../../server/sandbox/request-log.js';
import { configBytes } from '../../server/sandbox/sandbox.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const MIB = 1024 * 1024;
/** What the test's own server, client and buffers may add beside the sandboxes. */
const MARGIN = 48 * MIB;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const mib = (bytes: number): string => `${(bytes / MIB).toFixed(1)} MiB`;

/** The body: one "post" that is an array of ~349 000 empty objects, just under 1 MiB. */
const EMPTY_OBJECTS = `{"posts":[[${Array(349_000).fill('{}').join(',')}]]}`;
/** The same empty objects inside one valid post: 174 fields of 2 000 each, within every bound. */
const VALID_HUGE = `{"posts":[{"id":"huge",${Array.from({ length: 174 }, (_, index) => `"f${index}":[${Array(2000).fill('{}').join(',')}]`).join(',')}}]}`;

interface Started {
  server: Server;
  base: string;
}

async function start(sandboxMemoryBudget?: number): Promise<Started> {
  const server = createApiServer(createApiHandler(sandboxMemoryBudget === undefined ? {} : { sandboxMemoryBudget }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function stop({ server }: Started): void {
  server.closeAllConnections();
  server.close();
}

async function post(base: string, body: string, type = 'application/json'): Promise<{ status: number; body: { id?: string; error?: { code: string; message: string } } }> {
  const response = await fetch(`${base}/__sandbox`, { method: 'POST', headers: { 'Content-Type': type }, body });
  return { status: response.status, body: (await response.json()) as { id?: string; error?: { code: string; message: string } } };
}

describe('the sandboxes under a flood of ~1 MiB bodies', () => {
  let api: Started;

  before(async () => {
    api = await start();
  });

  after(() => stop(api));

  it('estimates a sandbox of empty objects as the heap it really holds', () => {
    assert.ok(EMPTY_OBJECTS.length < MIB && VALID_HUGE.length < MIB, 'both bodies fit the 1 MiB cap');
    const before = heapUsed();
    const kept = [JSON.parse(VALID_HUGE), JSON.parse(VALID_HUGE)] as unknown[];
    const real = (heapUsed() - before) / kept.length;
    const estimate = configBytes(parseSandboxConfig(kept[0] as Record<string, unknown>));
    assert.ok(estimate >= real * 0.95, 'never much under what is really held');
    assert.ok(estimate <= real * 1.5, 'nor far over it');
  });

  it('keeps the heap within the budget, evicts the oldest, refuses the rest quickly, and keeps answering', async () => {
    const heapBefore = heapUsed();
    // The body: refused by validation (400) before anything is kept.
    for (let round = 0; round < 60; round += 1) {
      const answer = await post(api.base, EMPTY_OBJECTS);
      assert.equal(answer.status, 400);
      assert.match(answer.body.error?.message ?? '', /posts\[0\] must have at most 2000 items/);
    }
    // The same as text/plain, as a page on another origin could send it without a preflight.
    for (let round = 0; round < 20; round += 1) assert.equal((await post(api.base, VALID_HUGE, 'text/plain')).status, 415);
    // Valid, each estimated at ~22 MiB: only the most recent ones fit the budget together.
    const ids: string[] = [];
    for (let round = 0; round < 40; round += 1) {
      const answer = await post(api.base, VALID_HUGE);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      ids.push(answer.body.id ?? '');
      // Fail early rather than run the test process out of memory when there is no budget.
      if (round % 5 === 4) assert.ok(heapUsed() - heapBefore < 4 * SANDBOX_MEMORY_BUDGET, `heap grew past 4 budgets after ${round + 1} sandboxes`);
    }
    const heapAfter = heapUsed();
    assert.ok(heapAfter - heapBefore < SANDBOX_MEMORY_BUDGET + MARGIN, `heap grew by ${mib(heapAfter - heapBefore)}`);

    const listing = await fetch(`${api.base}/v1/job-boards/job-posts?limit=1`, { headers: { Authorization: 'Bearer jb_demo_public' } });
    assert.equal(listing.status, 200, 'the API still answers');
    const newest = await fetch(`${api.base}/sandbox/${ids.at(-1)}/v1/job-boards/job-posts`, { headers: { Authorization: 'Bearer jb_demo_public' } });
    assert.equal(newest.status, 200, 'the newest sandbox is served');
    assert.equal(((await newest.json()) as { data: { id: string }[] }).data[0]?.id, 'huge');
    const oldest = await fetch(`${api.base}/sandbox/${ids[0]}/v1/job-boards/job-posts`, { headers: { Authorization: 'Bearer jb_demo_public' } });
    assert.equal(oldest.status, 404, 'the oldest sandbox was evicted');
    assert.match(((await oldest.json()) as { error: { message: string } }).error.message, /evicted/);
  });
});

describe('a sandbox over the whole budget', () => {
  let api: Started;

  before(async () => {
    api = await start(4 * MIB);
  });

  after(() => stop(api));

  it('is refused with 507 ERR_INSUFFICIENT_STORAGE in the error envelope, on create and on replace', async () => {
    const created = await post(api.base, VALID_HUGE);
    assert.equal(created.status, 507);
    assert.equal(created.body.error?.code, 'ERR_INSUFFICIENT_STORAGE');
    assert.match(created.body.error?.message ?? '', /4\.0 MiB/);
    const small = await post(api.base, '{"posts":[{"id":"small","title":"Small"}]}');
    assert.equal(small.status, 201);
    const replaced = await fetch(`${api.base}/__sandbox/${small.body.id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: VALID_HUGE });
    assert.equal(replaced.status, 507);
    // A development endpoint: no CORS headers, errors included (server/http/dev-access.ts).
    assert.equal(replaced.headers.get('access-control-allow-origin'), null);
    const kept = await fetch(`${api.base}/sandbox/${small.body.id}/v1/job-boards/job-posts`, { headers: { Authorization: 'Bearer jb_demo_public' } });
    assert.deepEqual(((await kept.json()) as { data: { id: string }[] }).data.map((entry) => entry.id), ['small'], 'the old configuration stays');
  });

  it('counts key scopes too: an edit that would take a sandbox over the budget is refused with 507', async () => {
    const { body } = await post(api.base, '{}');
    const control = (method: string, path: string, json: unknown) =>
      fetch(`${api.base}/__sandbox/${body.id}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
    // 50 scopes of 19 000 characters: a 0.9 MiB body, charged ~1.8 MiB.
    const scopes = Array.from({ length: 50 }, (_, index) => `s${'a'.repeat(index)}:${'b'.repeat(19_000)}`);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const key = (await (await control('POST', '/keys', { name: `k${round}`, type: 'job_boards' })).json()) as { token: string };
      statuses.push((await control('PATCH', `/keys/${key.token}`, { scopes })).status);
    }
    assert.deepEqual(statuses, [200, 200, 507]);
  });

  it('bounds a sandbox request log in bytes, whatever the header names', async () => {
    const { body } = await post(api.base, '{}');
    const headers: Record<string, string> = {};
    for (let index = 0; index < 60; index += 1) headers[`x-${String(index).padStart(3, '0')}-${'h'.repeat(200)}`] = '1';
    for (let round = 0; round < 150; round += 1) await fetch(`${api.base}/sandbox/${body.id}/v1/jobs`, { headers });
    const log = (await (await fetch(`${api.base}/__sandbox/${body.id}/requests`)).json()) as { requests: unknown[] };
    // Each entry is charged ~17 KiB (60 names of 210 characters), so 1 MiB keeps ~60 of the 150.
    assert.ok(log.requests.length > 0 && log.requests.length < 150, `kept ${log.requests.length} of 150 entries`);
    assert.ok(JSON.stringify(log.requests).length < MAX_LOG_BYTES, 'the log stays within its byte bound');
  });
});
