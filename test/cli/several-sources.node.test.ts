/**
 * Several boards in one site (issue 39, point 5): `--source` repeated for `build`, `sitemap` and
 * `feed`, against the reference server's emulators. One site of both boards' jobs, each id its
 * board's (`greenhouse.northwind.<id>`), the same job on two boards once; a board that fails is
 * named on one line and its jobs left out, the others' written, and no page removed (its read
 * says nothing of whether its jobs closed); only when every board fails is it exit 1.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FetchFunction } from '../../src/client/index.js';
import { build, jobFolders, sitemapLocs, startApi, type ApiFixture, workFolder } from './build-fixture.js';
import { child, children, parseXml, textOf } from './feed-fixture.js';
import { cli, folderOf } from './vendor-fixture.js';

const PAGE_URL = 'https://www.example.com/careers';
const BOTH = ['--source', 'greenhouse:northwind', '--source', 'lever:harborpay'];
const ONE_FAILING = ['--source', 'greenhouse:northwind', '--source', 'lever:nobody-here'];
const ALL_FAILING = ['--source', 'greenhouse:nobody', '--source', 'lever:nobody-here'];

let api: ApiFixture;
/** The emulators' own ids of the data set's open posts, per board. */
let ids: { greenhouse: string[]; lever: string[] };

before(async () => {
  api = await startApi();
  const greenhouse = (await (await fetch(`${api.origin}/v1/boards/northwind/jobs`)).json()) as { jobs: { id: number }[] };
  const lever = (await (await fetch(`${api.origin}/v0/postings/harborpay?mode=json`)).json()) as { id: string }[];
  ids = { greenhouse: greenhouse.jobs.map((job) => String(job.id)), lever: lever.map((posting) => posting.id) };
});

after(() => api.close());

/** The failure lines of a run's stderr: those that name a board of --source as failed. */
const failedBoards = (stderr: string): string[] => [...stderr.matchAll(/^ {2}(\S+) failed\. /gm)].map((match) => match[1]!);

/** `fetch` with Lever's requests for `harborpay` answered 503: a board that fails for a while. */
const leverDown: FetchFunction = (input, init) =>
  String(input).includes('/v0/postings/harborpay')
    ? Promise.resolve(new Response('{"ok":false,"error":"Service unavailable"}', { status: 503, headers: { 'Content-Type': 'application/json' } }))
    : fetch(input, init);

describe('build --source repeated', { concurrency: 2 }, () => {
  it("one site of both boards' jobs, each id its board's", async () => {
    const folder = workFolder();
    try {
      const run = await build(api.origin, folder, BOTH);
      assert.equal(run.status, 0, run.stderr);
      const folders = sitemapLocs(folder.out).map(folderOf);
      assert.deepEqual([...folders].sort(), [...ids.greenhouse.map((id) => `greenhouse.northwind.${id}`), ...ids.lever.map((id) => `lever.harborpay.${id}`)].sort());
      assert.deepEqual(jobFolders(folder.out), [...folders].sort(), 'a page per job, no other');
      assert.match(run.stderr, new RegExp(`Feed: feed\\.xml, ${folders.length} jobs`));
      assert.deepEqual(failedBoards(run.stderr), []);
    } finally {
      folder.remove();
    }
  });

  it('the same job on two boards (same title, places and apply address) once', async () => {
    // `northwind-eu` answers as `northwind` does: every job of it is one of northwind's, posted twice.
    const twin: FetchFunction = (input, init) => fetch(String(input).replace('/v1/boards/northwind-eu/', '/v1/boards/northwind/'), init);
    const folder = workFolder();
    try {
      const run = await build(api.origin, folder, ['--source', 'greenhouse:northwind', '--source', 'greenhouse:northwind-eu'], twin);
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(sitemapLocs(folder.out).map(folderOf).sort(), ids.greenhouse.map((id) => `greenhouse.northwind.${id}`).sort(), 'each job once, as the first board has it');
    } finally {
      folder.remove();
    }
  });

  it('a board that fails: exit 0, the others\' pages, one line naming it and why', async () => {
    const folder = workFolder();
    try {
      const run = await build(api.origin, folder, ONE_FAILING);
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(sitemapLocs(folder.out).map(folderOf).sort(), ids.greenhouse.map((id) => `greenhouse.northwind.${id}`).sort());
      assert.deepEqual(failedBoards(run.stderr), ['lever:nobody-here']);
      assert.match(run.stderr, /^ {2}lever:nobody-here failed\. Lever has no job board "nobody-here" .*\(ERR_BOARD_NOT_FOUND\)$/m);
      assert.match(run.stderr, /1 board of --source could not be read/);
      // The failed board is the cause; the listing did not change while it was read.
      assert.doesNotMatch(run.stderr, /listing changed/);
    } finally {
      folder.remove();
    }
  });

  it("a board that fails on a second build: its pages from the first stay as they were, no job's page removed", async () => {
    const folder = workFolder();
    try {
      assert.equal((await build(api.origin, folder, BOTH)).status, 0);
      const before = jobFolders(folder.out);
      const leverPages = new Map(ids.lever.map((id) => [id, readFileSync(join(folder.out, 'jobs', `lever.harborpay.${id}`, 'index.html'), 'utf8')]));
      const run = await build(api.origin, folder, BOTH, leverDown);
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(failedBoards(run.stderr), ['lever:harborpay']);
      assert.match(run.stderr, /^ {2}lever:harborpay failed\. .*HTTP 503/m);
      // Only the listing's pages past its new last one go (the listing is shorter now); no job's page.
      assert.deepEqual(jobFolders(folder.out), before);
      for (const [id, html] of leverPages) assert.equal(readFileSync(join(folder.out, 'jobs', `lever.harborpay.${id}`, 'index.html'), 'utf8'), html, `${id}: its page as it was`);
      assert.ok(ids.greenhouse.every((id) => existsSync(join(folder.out, 'jobs', `greenhouse.northwind.${id}`, 'index.html'))));
      assert.doesNotMatch(run.stderr, /listing changed/);
    } finally {
      folder.remove();
    }
  });

  it('every board failing: exit 1, the message, nothing written', async () => {
    const folder = workFolder();
    try {
      const run = await build(api.origin, folder, ALL_FAILING);
      assert.equal(run.status, 1, run.stderr);
      assert.match(run.stderr, /greenhouse:nobody failed\. Greenhouse has no job board "nobody".*\(ERR_BOARD_NOT_FOUND\)/);
      assert.ok(!existsSync(join(folder.out, 'index.html')));
    } finally {
      folder.remove();
    }
  });
});

describe('sitemap and feed --source repeated', () => {
  for (const command of ['sitemap', 'feed'] as const) {
    const links = (stdout: string): string[] =>
      command === 'sitemap' ? [...stdout.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&')) : children(child(parseXml(stdout), 'channel')!, 'item').map((item) => textOf(item, 'link')!);
    const jobIds = (stdout: string): string[] => links(stdout).map((link) => decodeURIComponent(new URL(link).searchParams.get('jb-job') ?? ''));

    it(`${command}: both boards' jobs; a board failing named on one line, exit 0; all failing, exit 1`, async () => {
      const both = await cli([command, ...BOTH, '--base-url', api.origin, '--page-url', PAGE_URL]);
      assert.equal(both.status, 0, both.stderr);
      assert.deepEqual(jobIds(both.stdout).sort(), [...ids.greenhouse.map((id) => `greenhouse.northwind.${id}`), ...ids.lever.map((id) => `lever.harborpay.${id}`)].sort());

      const one = await cli([command, ...ONE_FAILING, '--base-url', api.origin, '--page-url', PAGE_URL]);
      assert.equal(one.status, 0, one.stderr);
      assert.deepEqual(jobIds(one.stdout).sort(), ids.greenhouse.map((id) => `greenhouse.northwind.${id}`).sort());
      assert.deepEqual(failedBoards(one.stderr), ['lever:nobody-here']);
      assert.match(one.stderr, new RegExp(`^job-board-element ${command}: 1 board of --source could not be read`, 'm'));
      assert.match(one.stderr, /^ {2}lever:nobody-here failed\. Lever has no job board "nobody-here" .*\(ERR_BOARD_NOT_FOUND\)$/m);

      const down = await cli([command, ...BOTH, '--base-url', api.origin, '--page-url', PAGE_URL], leverDown);
      assert.equal(down.status, 0, down.stderr);
      assert.deepEqual(failedBoards(down.stderr), ['lever:harborpay']);
      assert.equal(jobIds(down.stdout).length, ids.greenhouse.length);

      const none = await cli([command, ...ALL_FAILING, '--base-url', api.origin, '--page-url', PAGE_URL]);
      assert.equal(none.status, 1);
      assert.equal(none.stdout, '');
      assert.match(none.stderr, new RegExp(`^job-board-element ${command}: .*greenhouse:nobody failed\\. Greenhouse has no job board "nobody".*\\(ERR_BOARD_NOT_FOUND\\)\\n$`));
    });
  }
});
