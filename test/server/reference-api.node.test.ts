/**
 * The reference API as `npm run api` serves it (server/cli.ts in its own process), and what only
 * Node can send it: requests its HTTP parser rejects, and a chunked body with no declared length.
 * The browser tests (test/server/) cover everything a page can send.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { OFFICES } from '../../server/data/catalog.js';
import { DEFAULT_SEED, generateDataSet } from '../../server/data/generate.js';
import { createApiHandler } from '../../server/handler.js';
import { API_BODY_LIMIT } from '../../server/http/body.js';

const TOKEN = 'jb_demo_public';
const TSX = ['--import', 'tsx', 'server/cli.ts'];

interface RunningApi {
  child: ChildProcess;
  base: string;
  banner: string;
}

/** Starts `npm run api`'s script on a free port and waits for its banner. */
function startCli(env: Record<string, string>): Promise<RunningApi> {
  const child = spawn(process.execPath, TSX, { env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let banner = '';
    const timer = setTimeout(() => reject(new Error(`no banner within 20 s:\n${banner}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      banner += chunk.toString('utf8');
      const base = /API base address:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(banner)?.[1];
      if (base && banner.includes('Try:')) {
        clearTimeout(timer);
        resolve({ child, base, banner });
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before its banner:\n${banner}`)));
  });
}

function stopCli(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** Sends raw bytes and returns the raw answer, read until the server closes the connection. */
function rawRequest(base: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => reject(new Error(`no answer; so far: ${answer}`)));
  });
}

function jsonBodyOf(raw: string): { error: { code: string; message: string }; meta: { request_id: string; timestamp: string } } {
  return JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
}

describe('npm run api (server/cli.ts)', () => {
  let api: RunningApi;

  before(async () => {
    api = await startCli({ ENVELOPE: 'quickstart' });
  });

  after(async () => {
    assert.equal(await stopCli(api.child), 0, 'SIGTERM closes it cleanly');
  });

  it('prints its address, the listing envelope and every demo token', () => {
    assert.match(api.banner, /listing envelope: quickstart/);
    for (const token of ['jb_demo_public', 'app_demo_jobs_read', 'app_demo_legacy', 'jb_demo_revoked']) assert.ok(api.banner.includes(token), token);
  });

  it('serves the listing in the envelope ENVELOPE names, with meta and CORS', async () => {
    const response = await fetch(`${api.base}/v1/job-boards/job-posts?limit=2`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const body = (await response.json()) as { job_posts: unknown[]; pagination: { page: number }; meta: { request_id: string } };
    assert.equal(body.job_posts.length, 2);
    assert.equal(body.pagination.page, 1);
    assert.match(body.meta.request_id, /^req_/);
  });

  it('answers a CORS preflight for Authorization from another origin', async () => {
    const response = await fetch(`${api.base}/v1/job-boards/job-posts`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://careers.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    assert.ok(response.status === 204 || response.status === 200, `status ${response.status}`);
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /Authorization/i);
  });

  it('answers a request its HTTP parser rejects with a JSON 400 and meta, and keeps serving', async () => {
    const raw = await rawRequest(api.base, 'GET /v1/job-boards/job-posts HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    assert.match(raw, /^HTTP\/1\.1 400 /);
    const body = jsonBodyOf(raw);
    assert.equal(body.error.code, 'ERR_INVALID_PARAMETER');
    assert.match(body.meta.request_id, /^req_/);
    assert.ok(!Number.isNaN(Date.parse(body.meta.timestamp)));
    const after = await fetch(`${api.base}/v1/job-boards/job-posts?limit=1`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    assert.equal(after.status, 200);
  });

  it('answers headers past the size limit with a JSON 431', async () => {
    const raw = await rawRequest(api.base, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    assert.match(raw, /^HTTP\/1\.1 431 /);
    assert.match(jsonBodyOf(raw).error.message, /headers are too large/);
  });

  it('refuses an unknown ENVELOPE or PORT with one line naming it, and exit code 1', () => {
    const envelope = spawnSync(process.execPath, TSX, { env: { ...process.env, ENVELOPE: 'xml', PORT: '0' }, encoding: 'utf8' });
    assert.equal(envelope.status, 1);
    assert.match(envelope.stderr, /ENVELOPE must be "general" or "quickstart", got "xml"/);
    const port = spawnSync(process.execPath, TSX, { env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8' });
    assert.equal(port.status, 1);
    assert.match(port.stderr, /PORT must be a whole number/);
  });
});

describe('reference API in-process: a chunked body with no declared length', () => {
  let server: Server;
  let base: string;

  before(async () => {
    const handle = createApiHandler();
    server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
  });

  /** POSTs a valid search padded with `size` spaces, streamed in chunks, so no Content-Length is sent. */
  function streamedSearch(size: number): Promise<Response> {
    const text = `{"query":"engineer"${' '.repeat(size)}}`;
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 8192) controller.enqueue(bytes.slice(offset, offset + 8192));
        controller.close();
      },
    });
    return fetch(`${base}/v1/candidates/search`, {
      method: 'POST',
      headers: { Authorization: 'Bearer app_demo_legacy', 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  it('is refused with 413 once it passes the limit, counted as it arrives', async () => {
    const response = await streamedSearch(API_BODY_LIMIT + 10_000);
    assert.equal(response.status, 413);
    const body = (await response.json()) as { error: { code: string }; meta: { request_id: string } };
    assert.equal(body.error.code, 'ERR_PAYLOAD_TOO_LARGE');
    assert.match(body.meta.request_id, /^req_/);
  });

  it('is read whole under the limit', async () => {
    const response = await streamedSearch(API_BODY_LIMIT - 1000);
    assert.equal(response.status, 200, await response.clone().text());
  });
});

describe('the generated data set', () => {
  it('is the same for the same seed, built twice, and differs for another seed', () => {
    const first = generateDataSet();
    const second = generateDataSet();
    assert.deepEqual(second, first);
    assert.notDeepEqual(generateDataSet(7), first);
  });

  it('tells the demo’s story: as many people and offices as the demo’s hero says', () => {
    const hero = readFileSync('demo/index.html', 'utf8');
    const people = /We are (\d+) people in (\w+) cities/.exec(hero);
    assert.ok(people, 'the hero says how many people, in how many cities');
    assert.match(hero, new RegExp(`<strong>${people[1]}</strong> colleagues`));
    const texts = generateDataSet().posts.map((post) => post.description).join('\n');
    const counts = new Set([...texts.matchAll(/(?:about )?(\d+) people/g)].map((match) => match[0]));
    assert.deepEqual([...counts], [`${people[1]} people`], 'the job texts give the hero’s head count, and only it');
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    assert.equal(words.indexOf(people[2]!) + 1, OFFICES.length, 'as many cities as the data set has offices');
  });

  it('dates its posts back from the day it is made on: the same day, any hour, gives the same data set', () => {
    const DAY = 86_400_000;
    const morning = Date.UTC(2026, 10, 26, 0, 0, 1);
    const evening = Date.UTC(2026, 10, 26, 23, 59, 59);
    const day = generateDataSet(DEFAULT_SEED, morning);
    assert.deepEqual(generateDataSet(DEFAULT_SEED, evening), day);
    const created = day.posts.map((post) => Date.parse(post.created_at));
    const start = Date.UTC(2026, 10, 26);
    assert.ok(created.every((time) => time <= start && time >= start - 181 * DAY), 'every post within half a year before the day');
    assert.ok(day.posts.every((post) => Date.parse(post.updated_at) <= start), 'no post updated after the day began');
    assert.ok(Math.max(...created) > start - 7 * DAY, 'the newest post is from the last week, not years ago');
    // Another day: the same posts, jobs and candidates, every date moved by the days between.
    const later = generateDataSet(DEFAULT_SEED, evening + 30 * DAY);
    const shifted = (set: ReturnType<typeof generateDataSet>, by: number) =>
      JSON.parse(JSON.stringify(set), (key, value) =>
        (key === 'created_at' || key === 'updated_at') && typeof value === 'string' ? new Date(Date.parse(value) + by).toISOString() : value,
      );
    assert.deepEqual(later, shifted(day, 30 * DAY));
  });
});
