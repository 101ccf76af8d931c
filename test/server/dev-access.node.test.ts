/**
 * The development endpoints (`/__sandbox`: sandboxes, keys, faults, request logs) stay on this
 * machine (server/http/dev-access.ts): a page on another origin gets a 403 and no CORS headers,
 * preflights included; a request naming another `Host` (DNS rebinding) gets a 403; clients
 * without `Origin` and same-origin pages on a loopback name are served. The public API keeps its
 * CORS for every origin. `devAccess` (`npm run api -- --host / --allow-origin`) opens them on
 * purpose, and the CLI's `--host` is checked end to end.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createApiHandler, type DevAccess } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';

const EVIL = 'https://evil.example';
const TOKEN = 'jb_demo_public';
const LIST = '/v1/job-boards/job-posts?limit=1';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: { id?: string; token?: string; scopes?: string[]; requests?: unknown[]; error?: { code: string; message: string }; meta?: { request_id: string } };
}

interface Started {
  server: Server;
  port: number;
}

async function start(devAccess?: DevAccess): Promise<Started> {
  const server = createApiServer(createApiHandler(devAccess === undefined ? {} : { devAccess }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, port: (server.address() as AddressInfo).port };
}

function stop({ server }: Started): void {
  server.closeAllConnections();
  server.close();
}

/** One request on its own connection, with any `Host` (fetch would not let us set it). */
function send(port: number, method: string, path: string, headers: Record<string, string> = {}, json?: unknown): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { Host: `127.0.0.1:${port}`, ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A refusal: 403 with this code in the JSON error envelope, `nosniff`, and no CORS header at all. */
function assertRefused(answer: Answer, code: string, label: string): void {
  assert.equal(answer.status, 403, `${label}: ${JSON.stringify(answer.body)}`);
  assert.equal(answer.body.error?.code, code, label);
  assert.match(answer.body.error?.message ?? '', /development endpoints \(\/__sandbox\)/, label);
  assert.match(answer.body.meta?.request_id ?? '', /^req_/, label);
  assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8', label);
  assert.equal(answer.headers['x-content-type-options'], 'nosniff', label);
  assertNoCors(answer, label);
}

function assertNoCors(answer: Answer, label: string): void {
  const cors = Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));
  assert.deepEqual(cors, [], `${label}: no CORS headers`);
}

describe('the development endpoints refuse other origins and other hosts', () => {
  let api: Started;
  let sandbox: string;
  let key: string;
  /** Every development endpoint, each method, as a page on another origin would call it. */
  let endpoints: [method: string, path: string, body?: unknown][];

  before(async () => {
    api = await start();
    const created = await send(api.port, 'POST', '/__sandbox', {}, { latencyMs: 0 });
    assert.equal(created.status, 201);
    sandbox = created.body.id ?? '';
    const made = await send(api.port, 'POST', `/__sandbox/${sandbox}/keys`, {}, { name: 'k', type: 'application', scopes: ['jobs:read'] });
    assert.equal(made.status, 201);
    key = made.body.token ?? '';
    endpoints = [
      ['POST', '/__sandbox', {}],
      ['PUT', `/__sandbox/${sandbox}`, { faults: [{ kind: 'status', status: 500 }] }],
      ['GET', `/__sandbox/${sandbox}/requests`],
      ['HEAD', `/__sandbox/${sandbox}/requests`],
      ['DELETE', `/__sandbox/${sandbox}/requests`],
      ['POST', `/__sandbox/${sandbox}/keys`, { name: 'evil', type: 'job_boards' }],
      ['PATCH', `/__sandbox/${sandbox}/keys/${key}`, { scopes: ['candidates:read'] }],
      ['DELETE', `/__sandbox/${sandbox}/keys/${key}`],
      ['GET', '/__sandbox/sb_unknown/requests'],
    ];
  });

  after(() => stop(api));

  it('answers a request from a page on another origin with 403 ERR_ORIGIN_NOT_ALLOWED and no CORS, at every endpoint', async () => {
    // One request in the sandbox, so the log has something a refused DELETE must not clear.
    assert.equal((await send(api.port, 'GET', `/sandbox/${sandbox}${LIST}`, { Authorization: `Bearer ${TOKEN}` })).status, 200);
    for (const [method, path, body] of endpoints) {
      const answer = await send(api.port, method, path, { Origin: EVIL }, body);
      if (method === 'HEAD') {
        assert.equal(answer.status, 403, `${method} ${path}`);
        assertNoCors(answer, `${method} ${path}`);
      } else {
        assertRefused(answer, 'ERR_ORIGIN_NOT_ALLOWED', `${method} ${path}`);
        assert.match(answer.body.error?.message ?? '', /evil\.example/);
      }
    }
    // Nothing the refused requests asked for happened.
    const requests = await send(api.port, 'GET', `/__sandbox/${sandbox}/requests`);
    assert.equal(requests.body.requests?.length, 1, 'the log was not cleared');
    const served = await send(api.port, 'GET', `/sandbox/${sandbox}${LIST}`, { Authorization: `Bearer ${TOKEN}` });
    assert.equal(served.status, 200, 'the configuration was not replaced (no fault)');
    const jobs = await send(api.port, 'GET', `/sandbox/${sandbox}/v1/jobs`, { Authorization: `Bearer ${key}` });
    assert.equal(jobs.status, 200, 'the key was neither edited nor revoked');
  });

  it('refuses a preflight from another origin for every method, with no CORS headers', async () => {
    for (const [method, path] of endpoints) {
      const answer = await send(api.port, 'OPTIONS', path, { Origin: EVIL, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'content-type' });
      assertRefused(answer, 'ERR_ORIGIN_NOT_ALLOWED', `preflight ${method} ${path}`);
    }
  });

  it('counts the other loopback name, another port, another scheme and "null" as other origins', async () => {
    for (const origin of [`http://localhost:${api.port}`, 'http://127.0.0.1:1', `https://127.0.0.1:${api.port}`, 'null', `http://127.0.0.1:${api.port}, ${EVIL}`]) {
      assertRefused(await send(api.port, 'POST', '/__sandbox', { Origin: origin }, {}), 'ERR_ORIGIN_NOT_ALLOWED', origin);
    }
  });

  it('refuses a request a browser marks as coming from another site even without Origin', async () => {
    for (const site of ['cross-site', 'same-site']) {
      assertRefused(await send(api.port, 'GET', `/__sandbox/${sandbox}/requests`, { 'Sec-Fetch-Site': site }), 'ERR_ORIGIN_NOT_ALLOWED', site);
    }
  });

  it('answers 403 ERR_HOST_NOT_ALLOWED to a Host that is not a loopback name (DNS rebinding), same-origin or not', async () => {
    for (const host of ['evil.example', `evil.example:${api.port}`, 'localhost.evil.example', 'localhost.', '127.0.0.2', '[::2]', '0.0.0.0', 'a/b']) {
      const label = `Host ${host}`;
      // What a rebound page sends: its own origin, the attacker's name; and a GET, with no Origin.
      assertRefused(await send(api.port, 'POST', '/__sandbox', { Host: host, Origin: `http://${host}` }, {}), 'ERR_HOST_NOT_ALLOWED', label);
      assertRefused(await send(api.port, 'GET', `/__sandbox/${sandbox}/requests`, { Host: host }), 'ERR_HOST_NOT_ALLOWED', label);
      assertRefused(await send(api.port, 'OPTIONS', `/__sandbox/${sandbox}`, { Host: host, Origin: EVIL, 'Access-Control-Request-Method': 'PUT' }), 'ERR_HOST_NOT_ALLOWED', label);
    }
  });

  it('serves clients without Origin (curl, Node) and same-origin pages on each loopback name, any port, with no CORS headers', async () => {
    for (const host of ['127.0.0.1', `127.0.0.1:${api.port}`, `localhost:${api.port}`, `LocalHost:${api.port}`, `[::1]:${api.port}`, '[::1]']) {
      const plain = await send(api.port, 'GET', `/__sandbox/${sandbox}/requests`, { Host: host });
      assert.equal(plain.status, 200, `Host ${host}: ${JSON.stringify(plain.body)}`);
      assertNoCors(plain, host);
      const origin = new URL(`http://${host}`).origin;
      const page = await send(api.port, 'POST', '/__sandbox', { Host: host, Origin: origin, 'Sec-Fetch-Site': 'same-origin' }, {});
      assert.equal(page.status, 201, `Origin ${origin}: ${JSON.stringify(page.body)}`);
      assertNoCors(page, origin);
    }
    const typed = await send(api.port, 'GET', `/__sandbox/${sandbox}/requests`, { 'Sec-Fetch-Site': 'none' });
    assert.equal(typed.status, 200, 'a URL typed in the address bar');
  });

  it('leaves the public API open to every origin, its sandbox worlds included', async () => {
    for (const path of [LIST, `/sandbox/${sandbox}${LIST}`]) {
      const answer = await send(api.port, 'GET', path, { Origin: EVIL, Authorization: `Bearer ${TOKEN}` });
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers['access-control-allow-origin'], '*', path);
      const preflight = await send(api.port, 'OPTIONS', path, { Origin: EVIL, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' });
      assert.equal(preflight.status, 204, path);
      assert.equal(preflight.headers['access-control-allow-origin'], '*', path);
    }
    // Any Host too: it holds nothing a page on another origin cannot already read through CORS.
    const rebound = await send(api.port, 'GET', LIST, { Host: 'evil.example', Authorization: `Bearer ${TOKEN}` });
    assert.equal(rebound.status, 200);
  });
});

describe('devAccess opens the development endpoints on purpose', () => {
  let api: Started;

  before(async () => {
    api = await start({ hosts: ['Jobs.LAN:9999', 'bücher.lan'], origins: ['http://localhost:8000/'] });
  });

  after(() => stop(api));

  it('serves the named hosts, any port, and their same-origin pages; other hosts are still refused', async () => {
    for (const host of ['jobs.lan', `jobs.lan:${api.port}`, 'xn--bcher-kva.lan:80', `localhost:${api.port}`]) {
      const answer = await send(api.port, 'POST', '/__sandbox', { Host: host, Origin: new URL(`http://${host}`).origin }, {});
      assert.equal(answer.status, 201, `Host ${host}: ${JSON.stringify(answer.body)}`);
      assertNoCors(answer, host);
    }
    assertRefused(await send(api.port, 'POST', '/__sandbox', { Host: 'evil.example' }, {}), 'ERR_HOST_NOT_ALLOWED', 'evil.example');
    assertRefused(await send(api.port, 'POST', '/__sandbox', { Host: 'jobs.lan', Origin: EVIL }, {}), 'ERR_ORIGIN_NOT_ALLOWED', 'another origin');
  });

  it('gives an allowed origin, and only it, CORS headers naming it, preflights for every method included', async () => {
    const origin = 'http://localhost:8000';
    const created = await send(api.port, 'POST', '/__sandbox', { Origin: origin }, {});
    assert.equal(created.status, 201);
    assert.equal(created.headers['access-control-allow-origin'], origin);
    assert.equal(created.headers['vary'], 'Origin');
    const preflight = await send(api.port, 'OPTIONS', `/__sandbox/${created.body.id ?? ''}`, { Origin: origin, 'Access-Control-Request-Method': 'PUT' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], origin);
    for (const method of ['PUT', 'PATCH', 'DELETE']) assert.match(preflight.headers['access-control-allow-methods'] ?? '', new RegExp(method));
    const refused = await send(api.port, 'GET', `/__sandbox/${created.body.id ?? ''}/requests`, { Origin: 'http://localhost:8001' });
    assertRefused(refused, 'ERR_ORIGIN_NOT_ALLOWED', 'another port of the allowed origin');
  });
});

describe('npm run api -- --host', () => {
  /** Every CLI started, killed at the end even when an assertion failed half-way. */
  const children: ChildProcess[] = [];

  after(() => {
    for (const child of children) child.kill();
  });

  /** Starts the CLI on a free port; resolves with its port and what it printed once it listens. */
  function runCli(args: string[]): Promise<{ port: number; banner: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
      children.push(child);
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const port = /API base address: +http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1];
        if (port !== undefined && out.includes('Try:')) resolve({ port: Number(port), banner: out });
      });
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
      child.on('exit', (code) => reject(new Error(`exited with ${code ?? 'a signal'}: ${err}`)));
    });
  }

  it('lets the named host use /__sandbox, listens on every interface, and says so', async () => {
    const { port, banner } = await runCli(['--host', 'jobs.lan', '--allow-origin', 'http://localhost:8000']);
    assert.match(banner, /Also to Host jobs\.lan/);
    assert.match(banner, /Also from pages on http:\/\/localhost:8000/);
    assert.match(banner, /Listening on 0\.0\.0\.0/);
    const named = await send(port, 'POST', '/__sandbox', { Host: `jobs.lan:${port}`, Origin: `http://jobs.lan:${port}` }, {});
    assert.equal(named.status, 201, JSON.stringify(named.body));
    assertRefused(await send(port, 'POST', '/__sandbox', { Host: 'other.lan' }, {}), 'ERR_HOST_NOT_ALLOWED', 'other.lan');
  });

  it('refuses a --host that is not a host name', async () => {
    await assert.rejects(runCli(['--host', 'a/b']), /"a\/b" is not a host name/);
  });
});
