/**
 * Job slugs end to end (issue 30): `job-board-element build` for ids hosts mangle (a space,
 * non-ASCII, `:`, `%`, `/`, `+`, 300 characters, 40 CJK characters), the site served by a host
 * that percent-decodes request paths (nginx, S3 website hosting, Python's http.server) and by one
 * that doesn't: every sitemap URL answers 200 with its own job's page on both, and the folder,
 * the sitemap, the feed, the canonical link and the listing's entry links use one slug.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveStatic, type StaticServer } from '../../scripts/lib/static-server.js';
import { jobSlug } from '../../src/routing/slug.js';
import { apiPost, build, entryLinks, jobFolders, pageData, sitemapLocs, startApi, workFolder, type ApiFixture } from './build-fixture.js';

const ODD_IDS = ['a b', 'München Büro', 'x:y', '100%', 'a/b', 'a%2Fb', 'a+b', 'x'.repeat(300), '職'.repeat(40)];
const IDS = ['jp_1', ...ODD_IDS];

let api: ApiFixture;
let folder: ReturnType<typeof workFolder>;
let stderr = '';
let decoding: StaticServer;
let raw: StaticServer;
let python: { origin: string; child: ChildProcess } | undefined;

/** Python's http.server over the work folder (it decodes the path), when python3 is installed. */
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

before(async () => {
  api = await startApi();
  folder = workFolder();
  const base = await api.sandbox({ posts: IDS.map((id, index) => ({ ...apiPost(`p_${index}`), id, title: `Role ${index}` })) });
  const run = await build(base, folder);
  stderr = run.stderr;
  assert.equal(run.status, 0, run.stderr);
  decoding = await serveStatic({ '/careers/': folder.out });
  raw = await serveStatic({ '/careers/': folder.out }, 0, { decode: false });
  python = await servePython(folder.dir);
});

after(async () => {
  // fetch keeps connections alive, which Node 20's close() would wait out.
  decoding?.server.closeAllConnections();
  raw?.server.closeAllConnections();
  await decoding?.close();
  await raw?.close();
  python?.child.kill();
  await api?.close();
  folder?.remove();
});

describe('job slugs on real hosts (issue 30)', () => {
  it('builds every page: one folder per id, each its slug, safe characters only, at most 100 bytes', () => {
    assert.doesNotMatch(stderr, /skipped/);
    assert.deepEqual(jobFolders(folder.out), IDS.map(jobSlug).sort());
    for (const name of jobFolders(folder.out)) {
      assert.match(name, /^[A-Za-z0-9._~-]+$/);
      assert.ok(Buffer.byteLength(name) <= 100, name);
    }
    assert.ok(jobFolders(folder.out).includes('jp_1'), 'a safe id is its own folder');
  });

  const hosts = [
    ['a host that percent-decodes the path', () => decoding.origin],
    ['a host that serves the path as sent', () => raw.origin],
    ["Python's http.server (decodes)", () => python?.origin],
  ] as const;

  for (const [name, origin] of hosts) {
    it(`${name} answers 200 for every sitemap URL, with that job's page`, async (context) => {
      const at = origin();
      if (at === undefined) return context.skip('python3 is not installed');
      const locs = sitemapLocs(folder.out);
      assert.equal(locs.length, IDS.length);
      for (const loc of locs) {
        const { pathname } = new URL(loc);
        const response: Response = await fetch(new URL(pathname, at));
        assert.equal(response.status, 200, `${pathname} on ${name}`);
        const html = await response.text();
        const id = JSON.parse(/data-job-board-prerendered>([^<]*)</.exec(html)![1]!).post.id as string;
        assert.equal(pathname, `/careers/jobs/${jobSlug(id)}/`, 'its own page, never another id’s (a%2Fb is not a/b)');
      }
    });
  }

  it('uses one slug for the sitemap, the canonical link, the feed and the listing entries', () => {
    const locs = sitemapLocs(folder.out);
    const expected = IDS.map((id) => `https://example.com/careers/jobs/${jobSlug(id)}/`);
    assert.deepEqual([...locs].sort(), [...expected].sort());
    for (const id of IDS) {
      const slug = jobSlug(id);
      assert.equal(pageData(folder.out, slug).post?.id, id);
      const html = readFileSync(join(folder.out, 'jobs', slug, 'index.html'), 'utf8');
      assert.match(html, new RegExp(`<link rel="canonical" href="https://example.com/careers/jobs/${slug.replace(/[.~]/g, '\\$&')}/">`));
    }
    const feed = readFileSync(join(folder.out, 'feed.xml'), 'utf8');
    const feedLinks = [...feed.matchAll(/<link>([^<]*)<\/link>/g)].map((match) => match[1]!).filter((link) => link.includes('/jobs/'));
    assert.deepEqual(feedLinks.sort(), [...expected].sort());
    assert.deepEqual(entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')).linked.sort(), IDS.map(jobSlug).sort());
  });
});
