/**
 * A job's folder, named by its slug, is served for the link the board and the sitemap make, by a
 * host that decodes the request path before looking for the file (nginx, S3, Python's
 * http.server, scripts/lib/static-server.ts) and by one that doesn't: issue 20, items 2, 3 and 11.
 * Percent-encoded folder names, as the build wrote them before slugs, fail the decoding hosts;
 * the control case below shows these servers tell the two apart.
 *
 * Run: node --import tsx --test test/routing/job-slug-hosts.node.test.ts
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveStatic, type StaticServer } from '../../scripts/lib/static-server.js';
import { jobSlug } from '../../src/routing/job-slug.js';
import { jobPath } from '../../src/routing/route-params.js';

/** The hostile ids: what hosts decode (space, `%`, `/`, `+`, `:`), non-ASCII, too long for a name. */
const IDS = ['jp_1', 'a b', 'a/b', 'a%2Fb', 'a+b', 'x:y', '100%', 'über', '職'.repeat(29), 'x'.repeat(300), '~tilde.', 'a?b#c'];

const work = mkdtempSync(join(tmpdir(), 'job-slug-hosts-'));
const site = join(work, 'careers');

/** Writes `careers/jobs/<folder>/index.html` saying which id it is for. */
function writeJobPage(folder: string, id: string): void {
  mkdirSync(join(site, 'jobs', folder), { recursive: true });
  writeFileSync(join(site, 'jobs', folder, 'index.html'), `page of ${JSON.stringify(id)}`);
}

/**
 * A host that does not decode: the request path, exactly as sent, names the file (as some CDNs
 * and object stores addressed by raw key do). Dot segments never reach it (URL parsing resolves them).
 */
function serveRaw(root: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0]!;
    const file = join(root, pathname.replace(/^\/careers\//, '/'), pathname.endsWith('/') ? 'index.html' : '');
    if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

/** Python's http.server over `work` (it decodes the path), when python3 is installed. */
async function servePython(root: string): Promise<{ origin: string; child: ChildProcess } | undefined> {
  if (spawnSync('python3', ['--version']).status !== 0) return undefined;
  const child = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', root], { stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise<string>((done, fail) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /port (\d+)/.exec(text)?.[1];
      if (found) done(found);
    });
    child.once('exit', () => fail(new Error('http.server exited')));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

let decoding: StaticServer;
let raw: { origin: string; server: Server };
let python: { origin: string; child: ChildProcess } | undefined;

before(async () => {
  for (const id of IDS) writeJobPage(jobSlug(id)!, id);
  // The control: the folder the build wrote before slugs, for an id a decoding host decodes.
  writeJobPage(encodeURIComponent('before slugs'), 'before slugs');
  decoding = await serveStatic({ '/careers/': site });
  raw = await serveRaw(site);
  python = await servePython(work);
});

after(async () => {
  // fetch keeps connections alive, which Node 20's close() would wait out.
  decoding?.server.closeAllConnections();
  raw?.server.closeAllConnections();
  await decoding?.close();
  await new Promise((done) => raw?.server.close(done));
  python?.child.kill();
  rmSync(work, { recursive: true, force: true });
});

/** What a host answers for the job page link the board and the sitemap make for `id`. */
async function fetchJob(origin: string, id: string): Promise<{ status: number; body: string }> {
  // A URL's href, as the board's entry link and the sitemap's <loc> are.
  const response = await fetch(new URL(jobPath('/careers/', id), origin).href);
  return { status: response.status, body: await response.text() };
}

describe('job pages named by slug, on real hosts', () => {
  const hosts = [
    ['a host that decodes the path (scripts/lib/static-server.ts)', () => decoding.origin],
    ['a host that does not decode the path', () => raw.origin],
    ["Python's http.server (decodes)", () => python?.origin],
  ] as const;

  for (const [name, origin] of hosts) {
    it(`${name} serves every job's own page at its link`, async (context) => {
      const at = origin();
      if (at === undefined) return context.skip('python3 is not installed');
      for (const id of IDS) {
        const { status, body } = await fetchJob(at, id);
        assert.equal(status, 200, `${JSON.stringify(id)} at ${jobPath('/careers/', id)}`);
        assert.equal(body, `page of ${JSON.stringify(id)}`, 'its own page, never another id’s (a%2Fb is not a/b)');
      }
    });
  }

  it('fits every folder name in 100 bytes (the 300-character and CJK ids gave ENAMETOOLONG)', () => {
    for (const id of IDS) assert.ok(Buffer.byteLength(jobSlug(id)!) <= 100, id);
  });

  it('control: the percent-encoded folder a build wrote before slugs is a 404 on a decoding host, served only by the raw one', async () => {
    const path = `/careers/jobs/${encodeURIComponent('before slugs')}/`;
    assert.equal((await fetch(new URL(path, decoding.origin))).status, 404);
    assert.equal((await fetch(new URL(path, raw.origin))).status, 200);
  });
});
