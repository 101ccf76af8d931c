/**
 * `build`, `sitemap` and `feed --source` against the reference server's vendor emulators
 * (server/vendors/, the same 174 open posts as Greenhouse `northwind`, Lever `harborpay` and
 * Ashby `lumenfield`): pages with decoded descriptions and `baseSalary`, no page of an unlisted
 * Ashby job, the feed linked from the head, one request for the whole board and no token sent;
 * an unknown board is a readable error and exit 1.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { VENDOR_BOARDS, vendorPaths } from '../helpers/vendors.js';
import { build, jobFolders, sitemapLocs, startApi, type ApiFixture, workFolder } from './build-fixture.js';
import { child, children, parseXml, textOf } from './feed-fixture.js';

const PAGE_URL = 'https://www.example.com/careers';
const SOURCES = {
  greenhouse: `greenhouse:${VENDOR_BOARDS.greenhouse}`,
  lever: `lever:${VENDOR_BOARDS.lever}`,
  ashby: `ashby:${VENDOR_BOARDS.ashby}`,
} as const;

let api: ApiFixture;
/** Ashby's jobs on `lumenfield`: the listed ones and the unlisted ones' ids. */
let ashby: { listed: string[]; unlisted: string[] };

before(async () => {
  api = await startApi();
  const board = (await (await fetch(`${api.origin}${vendorPaths.ashbyBoard()}`)).json()) as { jobs: { id: string; isListed: boolean }[] };
  ashby = { listed: board.jobs.filter((job) => job.isListed).map((job) => job.id), unlisted: board.jobs.filter((job) => !job.isListed).map((job) => job.id) };
  assert.ok(ashby.unlisted.length > 0, 'the emulator has unlisted Ashby jobs');
});

after(() => api.close());

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs the command line in-process; a JOB_BOARDS_TOKEN is set, as it may be on a machine that also builds from the API. */
async function cli(args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    env: { JOB_BOARDS_TOKEN: 'jb_set_for_other_runs' },
    stdout: async (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    writeFile: async () => {
      throw new Error('not in these tests');
    },
  };
  return { status: await main(args, io, '0.0.0-test'), stdout, stderr };
}

async function requestsTo(base: string): Promise<{ path: string; search: string; authorized: boolean; headerNames: string[] }[]> {
  const id = base.slice(base.lastIndexOf('/') + 1);
  const answer = (await (await fetch(`${api.origin}/__sandbox/${id}/requests`)).json()) as { requests: { path: string; search: string; authorized: boolean; headerNames: string[] }[] };
  return answer.requests;
}

/** A job page's JSON-LD JobPosting. */
function jobPosting(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(json, 'a JSON-LD block');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the command line per source', { concurrency: 3 }, () => {
  for (const [vendor, source] of Object.entries(SOURCES)) {
    it(`build --source ${source}: pages with decoded descriptions and baseSalary, the feed linked from the head, one request, no token`, async () => {
      const base = await api.sandbox({});
      const folder = workFolder();
      try {
        const run = await build(base, folder, ['--source', source]);
        assert.equal(run.status, 0, run.stderr);
        const expected = vendor === 'ashby' ? ashby.listed.length : 174;
        assert.match(run.stderr, new RegExp(`Feed: feed\\.xml, ${expected} jobs \\(RSS 2\\.0\\)\\.`));
        const folders = jobFolders(folder.out);
        assert.equal(folders.length, expected);
        if (vendor === 'ashby') {
          for (const id of ashby.unlisted) assert.ok(!folders.includes(id), `no page of the unlisted job ${id}`);
          assert.deepEqual([...folders].sort(), [...ashby.listed].sort());
        }

        let withPay = 0;
        for (const name of folders) {
          const html = readFileSync(join(folder.out, 'jobs', name, 'index.html'), 'utf8');
          assert.doesNotMatch(html, /&amp;lt;|&lt;\/?(p|ul|li|strong|h\d)\b/, `${name}: no entity-escaped markup shows`);
          const posting = jobPosting(html);
          assert.match(String(posting.description), /<(p|ul|li)\b/, `${name}: the description is HTML`);
          const salary = posting.baseSalary as { '@type': string; currency: string; value: { minValue?: number; maxValue?: number } } | undefined;
          if (salary) {
            withPay += 1;
            assert.equal(salary['@type'], 'MonetaryAmount');
            assert.match(salary.currency, /^[A-Z]{3}$/);
            // Greenhouse sends cents: a salary of a few hundred would be cents read as units.
            assert.ok((salary.value.minValue ?? salary.value.maxValue ?? 0) >= 1, name);
          }
          assert.match(html, /<link rel="alternate" type="application\/rss\+xml" title="Careers" href="https:\/\/example\.com\/careers\/feed\.xml">/);
        }
        assert.ok(withPay > 0, `${vendor}: some posts carry baseSalary`);
        assert.match(readFileSync(join(folder.out, 'index.html'), 'utf8'), /<link rel="alternate" type="application\/rss\+xml"/);

        const items = children(child(parseXml(readFileSync(join(folder.out, 'feed.xml'), 'utf8')), 'channel')!, 'item');
        assert.deepEqual(items.map((item) => textOf(item, 'link')), sitemapLocs(folder.out));
        for (const item of items) assert.doesNotMatch(textOf(item, 'description') ?? '', /&lt;|<|&amp;(nbsp|quot|#39);/);

        const requests = await requestsTo(base);
        assert.equal(requests.length, 1, `one request for the whole board: ${JSON.stringify(requests.map((r) => r.path + r.search))}`);
        assert.ok(requests.every((request) => !request.authorized && !request.headerNames.includes('authorization')), 'no token is sent');
      } finally {
        folder.remove();
      }
    });

    it(`sitemap and feed --source ${source}, in each format, list the same jobs`, async () => {
      const sitemap = await cli(['sitemap', '--source', source, '--base-url', api.origin, '--page-url', PAGE_URL]);
      assert.equal(sitemap.status, 0, sitemap.stderr);
      const locs = [...sitemap.stdout.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
      assert.equal(locs.length, vendor === 'ashby' ? ashby.listed.length : 174);
      if (vendor === 'ashby') for (const id of ashby.unlisted) assert.ok(!locs.some((loc) => loc.endsWith(`=${id}`)), id);

      const rss = await cli(['feed', '--source', source, '--base-url', api.origin, '--page-url', PAGE_URL]);
      assert.equal(rss.status, 0, rss.stderr);
      const channel = child(parseXml(rss.stdout), 'channel')!;
      assert.deepEqual(children(channel, 'item').map((item) => textOf(item, 'link')), locs);
      for (const item of children(channel, 'item')) {
        assert.ok(textOf(item, 'pubDate'), 'a posted date');
        assert.doesNotMatch(textOf(item, 'description') ?? '', /&lt;|<|&amp;(nbsp|quot|#39);/);
      }

      const atom = await cli(['feed', '--source', source, '--base-url', api.origin, '--page-url', PAGE_URL, '--format', 'atom']);
      assert.equal(atom.status, 0, atom.stderr);
      assert.deepEqual(children(parseXml(atom.stdout), 'entry').map((entry) => textOf(entry, 'id')), locs);

      const json = await cli(['feed', '--source', source, '--base-url', api.origin, '--page-url', PAGE_URL, '--format', 'json']);
      assert.equal(json.status, 0, json.stderr);
      const feed = JSON.parse(json.stdout) as { version: string; items: { url: string; date_published?: string; tags?: string[] }[] };
      assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
      assert.deepEqual(feed.items.map((item) => item.url), locs);
      assert.ok(feed.items.every((item) => item.date_published));
    });

    it(`an unknown ${vendor} board is a readable error and exit 1, for build, sitemap and feed`, async () => {
      const unknown = `${vendor}:no-such-board`;
      const folder = workFolder();
      try {
        const run = await build(api.origin, folder, ['--source', unknown]);
        assert.equal(run.status, 1, run.stderr);
        assert.match(run.stderr, /has no job board "no-such-board".*\(ERR_BOARD_NOT_FOUND\)/);
        assert.ok(!existsSync(join(folder.out, 'index.html')), 'nothing written');
      } finally {
        folder.remove();
      }
      for (const command of ['sitemap', 'feed']) {
        const run = await cli([command, '--source', unknown, '--base-url', api.origin, '--page-url', PAGE_URL]);
        assert.equal(run.status, 1, command);
        assert.equal(run.stdout, '');
        assert.match(run.stderr, new RegExp(`^job-board-element ${command}: .*has no job board "no-such-board".*\\(ERR_BOARD_NOT_FOUND\\)\\n$`));
      }
    });
  }

  it('a board above 1,000 jobs: every job in the feed and the sitemap, from one request', async () => {
    const base = await api.sandbox({});
    const feed = await cli(['feed', '--source', 'greenhouse:bigboard', '--base-url', base, '--page-url', PAGE_URL, '--format', 'json']);
    assert.equal(feed.status, 0, feed.stderr);
    assert.equal((JSON.parse(feed.stdout) as { items: unknown[] }).items.length, 1200);
    assert.equal((await requestsTo(base)).length, 1);
    const sitemap = await cli(['sitemap', '--source', 'lever:bigboard', '--base-url', api.origin, '--page-url', PAGE_URL]);
    assert.equal(sitemap.stdout.match(/<loc>/g)?.length, 1200);
  });

  it('an empty board: an empty sitemap and feed, exit 0', async () => {
    const feed = await cli(['feed', '--source', 'lever:empty', '--base-url', api.origin, '--page-url', PAGE_URL, '--format', 'json']);
    assert.equal(feed.status, 0, feed.stderr);
    assert.deepEqual((JSON.parse(feed.stdout) as { items: unknown[] }).items, []);
  });

  it('usage: a malformed --source, and --token with --source, exit 2; --base-url is optional with a source', async () => {
    for (const [args, message] of [
      [['--source', 'workday:acme'], /--source must be greenhouse:, lever:, ashby:, workable:, smartrecruiters:, recruitee:, personio:, teamtailor: or pinpoint: and the board's name, several separated by spaces/],
      [['--source', 'greenhouse:'], /--source must be/],
      [['--source', 'greenhouse:a/b'], /--source must be/],
      [['--source', SOURCES.lever, '--token', 'jb_x'], /--token is not used with --source/],
    ] as const) {
      for (const command of ['sitemap', 'feed']) {
        const run = await cli([command, ...args, '--page-url', PAGE_URL]);
        assert.equal(run.status, 2, `${command} ${args.join(' ')}`);
        assert.match(run.stderr, message);
      }
    }
    const noBoard = await cli(['feed', '--page-url', PAGE_URL]);
    assert.equal(noBoard.status, 2);
    assert.match(noBoard.stderr, /--base-url is required \(or --source greenhouse:, lever:/);
    const help = await cli(['build', '--help']);
    assert.match(help.stdout, /--source SOURCE/);
  });
});
