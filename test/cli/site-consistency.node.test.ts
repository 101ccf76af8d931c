/**
 * The static site stays whole whatever happens to a build (issue 20): a kill -9 at any moment
 * leaves no listing link or sitemap entry to a job page that is not there (job pages are written
 * first, the listing next, the sitemap, then removals); a listing that moves while it is read
 * never has an open post's page removed; and nothing is written or removed through a symbolic
 * link, inside `--out` or out of it.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiPost, build, entryLinks, jobFolders, listingPages, sitemapLocs, startApi, TOKEN, workFolder, type ApiFixture } from './build-fixture.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BIN = join(ROOT, 'src/cli/job-board-element.ts');

let api: ApiFixture;
before(async () => (api = await startApi()));
after(() => api.close());

/** Every job page the site's listing pages and sitemap point to exists; the listing's links, as folder names. */
function assertWhole(out: string): void {
  for (const path of listingPages(out)) {
    for (const folder of entryLinks(readFileSync(join(out, path), 'utf8')).linked) {
      assert.ok(existsSync(join(out, 'jobs', folder, 'index.html')), `${path} links to jobs/${folder}/, which is not there`);
    }
  }
  if (existsSync(join(out, 'sitemap.xml'))) {
    for (const loc of sitemapLocs(out)) {
      const folder = /\/careers\/jobs\/([^/]+)\/$/.exec(loc)![1]!;
      assert.ok(existsSync(join(out, 'jobs', folder, 'index.html')), `the sitemap lists jobs/${folder}/, which is not there`);
    }
  }
}

describe('a build killed with -9 at any moment leaves a whole site', () => {
  const before1 = Array.from({ length: 300 }, (_, index) => apiPost(`a_${index + 1}`));
  // The next build: 150 new posts first, half of the old ones gone.
  const next = [...Array.from({ length: 150 }, (_, index) => apiPost(`b_${index + 1}`)), ...before1.slice(150)];
  let first: ReturnType<typeof workFolder>;
  let nextBase: string;

  before(async () => {
    first = workFolder();
    const run = await build(await api.sandbox({ posts: before1 }), first);
    assert.equal(run.status, 0, run.stderr);
    nextBase = await api.sandbox({ posts: next, latencyMs: 5 });
  });
  after(() => first.remove());

  const moments: [string, (out: string, indexTime: number) => boolean][] = [
    ['after its first new job page', (out) => existsSync(join(out, 'jobs/b_1/index.html'))],
    ['half way through the new job pages', (out) => existsSync(join(out, 'jobs/b_75/index.html'))],
    ['once it has begun the listing pages', (out, indexTime) => statSync(join(out, 'index.html')).mtimeMs !== indexTime],
  ];

  for (const [name, moment] of moments) {
    it(name, async () => {
      const folder = workFolder();
      try {
        cpSync(first.out, folder.out, { recursive: true, preserveTimestamps: true });
        const indexTime = statSync(join(folder.out, 'index.html')).mtimeMs;
        const env = { ...process.env, JOB_BOARDS_TOKEN: TOKEN };
        const child = spawn(process.execPath, ['--import', 'tsx', BIN, 'build', '--base-url', nextBase, '--template', folder.template, '--site-url', 'https://example.com', '--out', folder.out], { cwd: ROOT, env, stdio: 'ignore' });
        const ended = new Promise<NodeJS.Signals | null>((done) => child.once('exit', (_code, signal) => done(signal)));
        const poll = setInterval(() => {
          if (moment(folder.out, indexTime)) child.kill('SIGKILL');
        }, 2);
        const signal = await ended;
        clearInterval(poll);
        assert.equal(signal, 'SIGKILL', 'the build was killed before it ended');
        assertWhole(folder.out);
      } finally {
        folder.remove();
      }
    });
  }

  it('and a whole build of the same removes what is gone, last (--closed-days 0: no closed-role pages kept)', async () => {
    const folder = workFolder();
    try {
      cpSync(first.out, folder.out, { recursive: true });
      const run = await build(nextBase, folder, ['--closed-days', '0']);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stderr, /Wrote \d+ pages, \d+ unchanged, 150 removed/);
      assert.equal(jobFolders(folder.out).length, 300);
      assertWhole(folder.out);
    } finally {
      folder.remove();
    }
  });
});

describe('a listing that moves between two page requests', () => {
  it("never has an open post's page removed: a read whose total changed removes no page of a post it missed", async () => {
    const posts = Array.from({ length: 150 }, (_, index) => apiPost(`p_${index + 1}`));
    const base = await api.sandbox({ posts });
    const folder = workFolder();
    try {
      assert.equal((await build(base, folder)).status, 0);
      const id = base.slice(base.lastIndexOf('/') + 1);
      // p_1 closes right after page 1 is read: page 2 starts a post later, so p_101 (open) is in neither page.
      const shifting = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
        const response = await fetch(input, init);
        if (/job-posts\?.*page=1(&|$)/.test(String(input))) {
          await fetch(`${api.origin}/__sandbox/${id}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ posts: posts.slice(1) }) });
        }
        return response;
      };
      const run = await build(base, folder, [], shifting);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stderr, /the listing changed while it was read/);
      assert.ok(existsSync(join(folder.out, 'jobs/p_101/index.html')), "the page of p_101, open but missed by the read, stays");
      // The page of p_1, whose detail answered 404, is closed: a closed role's page (closed-roles.node.test.ts).
      assert.match(readFileSync(join(folder.out, 'jobs/p_1/index.html'), 'utf8'), /<meta name="robots" content="noindex">/, 'the page of p_1, whose detail answered 404, is closed');
      assert.ok(!sitemapLocs(folder.out).some((loc) => loc.endsWith('/jobs/p_1/')));
      assertWhole(folder.out);
    } finally {
      folder.remove();
    }
  });
});

describe('symbolic links in --out', () => {
  it('--out/jobs a link to a folder outside: the build refuses, writes and removes nothing, the outside files stay', async () => {
    const folder = workFolder();
    try {
      const outside = join(folder.dir, 'outside');
      mkdirSync(join(outside, 'precious'), { recursive: true });
      writeFileSync(join(outside, 'precious/index.html'), 'keep me');
      mkdirSync(folder.out, { recursive: true });
      symlinkSync(outside, join(folder.out, 'jobs'));
      const run = await build(await api.sandbox({ posts: [apiPost('jp_1')] }), folder);
      assert.equal(run.status, 1);
      assert.match(run.stderr, /jobs is a symbolic link/);
      assert.equal(readFileSync(join(outside, 'precious/index.html'), 'utf8'), 'keep me');
      assert.ok(!existsSync(join(outside, 'jp_1')));
      assert.ok(!existsSync(join(folder.out, 'index.html')));
    } finally {
      folder.remove();
    }
  });

  it("a job's folder that is a link: nothing written or removed through it, the post skipped, a note", async () => {
    const folder = workFolder();
    try {
      const outside = join(folder.dir, 'outside');
      mkdirSync(outside, { recursive: true });
      writeFileSync(join(outside, 'index.html'), 'keep me');
      mkdirSync(join(folder.out, 'jobs'), { recursive: true });
      // One link where a post's page goes, one where an old post's page was.
      symlinkSync(outside, join(folder.out, 'jobs/jp_1'));
      symlinkSync(outside, join(folder.out, 'jobs/jp_old'));
      const run = await build(await api.sandbox({ posts: [apiPost('jp_1'), apiPost('jp_2')] }), folder);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(readFileSync(join(outside, 'index.html'), 'utf8'), 'keep me');
      assert.match(run.stderr, /"jp_1": its page could not be written: jobs\/jp_1 is a symbolic link/);
      assert.match(run.stderr, /left jobs\/jp_old alone: it is a symbolic link/);
      assert.deepEqual(entryLinks(readFileSync(join(folder.out, 'index.html'), 'utf8')), { linked: ['jp_2'], unlinked: ['jp_1'] });
    } finally {
      folder.remove();
    }
  });
});
