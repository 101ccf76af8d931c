/**
 * The vendor emulators as a page meets them: CORS of a public read API (any origin reads a GET;
 * a request carrying `Authorization` fails its preflight), and the same routes inside a sandbox,
 * with its request log and faults. Shapes and quirks are checked in vendors.node.test.ts.
 */
import { expect } from '@open-wc/testing';
import { createSandbox, sandboxRequests, type Sandbox } from '../helpers/sandbox.js';
import { vendorPaths } from '../helpers/vendors.js';

/** `base` with the other loopback name: a real cross-origin request from the test page. */
function crossOrigin(base: string): string {
  const url = new URL(base);
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.href.replace(/\/$/, '');
}

const LISTS = [vendorPaths.greenhouseJobs('content=true'), vendorPaths.leverPostings(), vendorPaths.ashbyBoard(true)];
const NOT_FOUND = [vendorPaths.greenhouseJobs('', 'nope'), vendorPaths.leverPostings('', 'nope'), vendorPaths.ashbyBoard(false, 'nope')];

async function failure(request: Promise<Response>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('vendor emulators: CORS as a page meets it', () => {
  it('lets a page on another origin read every list and every 404', async () => {
    for (const path of [...LISTS, ...NOT_FOUND]) {
      expect((await fetch(path)).headers.get('access-control-allow-origin'), path).to.equal('*');
    }
    const other = crossOrigin(location.origin);
    for (const path of LISTS) {
      const response = await fetch(`${other}${path}`);
      // Readable at all means CORS let it through (the page cannot see Access-Control-* headers).
      expect(response.status, path).to.equal(200);
      expect(await response.json(), path).to.be.ok;
    }
    const bodies = [];
    for (const path of NOT_FOUND) {
      const response = await fetch(`${other}${path}`);
      expect(response.status, path).to.equal(404);
      bodies.push(await response.text());
    }
    expect(bodies).to.deep.equal(['{"status":404,"error":"Job board not found"}', '{"ok":false,"error":"Document not found"}', 'Not Found']);
  });

  it('fails a cross-origin request that carries Authorization at its preflight, as the real vendors do', async () => {
    const other = crossOrigin(location.origin);
    for (const path of LISTS) {
      expect(await failure(fetch(`${other}${path}`, { headers: { Authorization: 'Bearer jb_demo_public' } })), path).to.be.instanceOf(TypeError);
    }
  });
});

describe('vendor emulators in a sandbox', () => {
  it('serves every vendor route under the sandbox prefix and logs each request', async () => {
    const sandbox = await createSandbox();
    const greenhouse = (await (await fetch(`${sandbox.baseUrl}${vendorPaths.greenhouseJobs('content=true')}`)).json()) as { jobs: { id: number }[] };
    const lever = (await (await fetch(`${sandbox.baseUrl}${vendorPaths.leverPostings('limit=1')}`)).json()) as { id: string }[];
    const job = await fetch(`${sandbox.baseUrl}${vendorPaths.greenhouseJob(greenhouse.jobs[0]!.id)}`);
    const posting = await fetch(`${sandbox.baseUrl}${vendorPaths.leverPosting(lever[0]!.id)}`);
    const ashby = await fetch(`${sandbox.baseUrl}${vendorPaths.ashbyBoard()}`);
    expect([job.status, posting.status, ashby.status]).to.deep.equal([200, 200, 200]);
    expect(greenhouse.jobs).to.have.length(174);

    const log = await sandboxRequests(sandbox);
    expect(log.map(({ method, path, search }) => `${method} ${path}${search}`)).to.deep.equal([
      'GET /v1/boards/northwind/jobs?content=true',
      'GET /v0/postings/harborpay?mode=json&limit=1',
      `GET /v1/boards/northwind/jobs/${greenhouse.jobs[0]!.id}`,
      `GET /v0/postings/harborpay/${lever[0]!.id}`,
      'GET /posting-api/job-board/lumenfield',
    ]);
    expect(log.every((request) => !request.authorized)).to.equal(true);
  });

  it('logs only the failed preflight when a board on another origin sends Authorization', async () => {
    const sandbox = await createSandbox();
    const url = `${crossOrigin(sandbox.baseUrl)}${vendorPaths.ashbyBoard()}`;
    expect(await failure(fetch(url, { headers: { Authorization: 'Bearer x' } }))).to.be.instanceOf(TypeError);
    const log = await sandboxRequests(sandbox);
    expect(log.map((request) => request.method)).to.deep.equal(['OPTIONS']);
    expect(log[0]!.headerNames).to.include('access-control-request-headers');
  });

  it('plays a 429 with Retry-After on a vendor list (route "list"), then answers', async () => {
    const sandbox = await createSandbox({ faults: [{ route: 'list', kind: 'status', status: 429, retryAfter: 7, times: 3 }] });
    const other = crossOrigin(sandbox.baseUrl);
    for (const path of LISTS) {
      // From another origin: the page can still read the status and Retry-After.
      const limited = await fetch(`${other}${path}`);
      expect(limited.status, path).to.equal(429);
      expect(limited.headers.get('retry-after'), path).to.equal('7');
    }
    for (const path of LISTS) expect((await fetch(`${sandbox.baseUrl}${path}`)).status, path).to.equal(200);
    expect(await sandboxRequests(sandbox)).to.have.length(6);
  });

  it('counts a single job as "detail": a detail fault leaves the lists alone', async () => {
    const sandbox: Sandbox = await createSandbox({ faults: [{ route: 'detail', kind: 'status', status: 503 }] });
    expect((await fetch(`${sandbox.baseUrl}${vendorPaths.greenhouseJobs()}`)).status).to.equal(200);
    expect((await fetch(`${sandbox.baseUrl}${vendorPaths.greenhouseBoard()}`)).status).to.equal(200);
    expect((await fetch(`${sandbox.baseUrl}${vendorPaths.greenhouseJob(4100000001)}`)).status).to.equal(503);
    expect((await fetch(`${sandbox.baseUrl}${vendorPaths.leverPosting('any-id')}`)).status).to.equal(503);
    expect((await fetch(`${sandbox.baseUrl}${vendorPaths.leverPostings()}`)).status).to.equal(200);
  });

  it('adds the sandbox latency to vendor answers', async () => {
    const sandbox = await createSandbox({ latencyMs: 300 });
    const started = performance.now();
    expect((await fetch(`${sandbox.baseUrl}${vendorPaths.leverPostings('limit=1')}`)).status).to.equal(200);
    expect(performance.now() - started).to.be.at.least(290);
  });
});
