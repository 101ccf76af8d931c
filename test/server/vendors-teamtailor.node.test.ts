/**
 * The Teamtailor emulator (server/vendors/teamtailor.ts), served by the real handler over HTTP at
 * `/teamtailor/{company}/jobs.rss`: the data set's open posts as Teamtailor's RSS feed, its quirks,
 * the `empty` and `bigboard` companies, an unknown company's 404, and every emulated item read
 * through the project's Teamtailor adapter, so emulator and adapter agree.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/server/vendors-teamtailor.node.test.ts'
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { isJobBoardApiError } from '../../src/client/index.js';
import { teamtailorDate, teamtailorJobs } from '../../src/client/sources/teamtailor.js';
import { child, children, parseXml, textOf } from '../../src/client/sources/xml.js';
import { generateDataSet } from '../../server/data/generate.js';
import type { JobPost as DataPost } from '../../server/data/types.js';
import { createApiHandler } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';
import { BIG_BOARD_SIZE } from '../../server/vendors/big-board.js';
import { stableUuid } from '../../server/vendors/ids.js';

/** The data set's open posts, newest first: what the `example` company serves, in this order. */
const OPEN: readonly DataPost[] = generateDataSet().posts.filter((post) => post.ats_job.status === 'open');
const numberOf = (post: DataPost) => Number(post.id.slice('jp_'.length));
const COUNTRY_NAMES: Readonly<Record<string, string>> = { DE: 'Germany', FR: 'France', GB: 'United Kingdom', US: 'United States', CA: 'Canada', JP: 'Japan', BR: 'Brazil' };
const WORKPLACES: Readonly<Record<string, string | undefined>> = { remote: 'remote', hybrid: 'hybrid', on_site: 'on_site', flexible: undefined };

let server: Server;
let base: string;

async function get(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${base}${path}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

before(async () => {
  server = createApiServer(createApiHandler());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

describe('Teamtailor emulator (/teamtailor/{company}/jobs.rss)', () => {
  it('answers an RSS channel with every open post of the data set, in order, as application/rss+xml readable by any origin', async () => {
    const { status, headers, text } = await get('/teamtailor/example/jobs.rss', { headers: { Origin: 'https://careers.example' } });
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'application/rss+xml; charset=utf-8');
    assert.equal(headers.get('access-control-allow-origin'), '*');
    const root = parseXml(text);
    assert.equal(root.name, 'rss');
    assert.equal(root.attributes['xmlns:tt'], 'https://teamtailor.com/locations');
    const channel = child(root, 'channel');
    assert.equal(textOf(child(channel, 'title')), 'Brightwave Labs');
    const items = children(channel, 'item');
    assert.equal(items.length, OPEN.length);
    items.forEach((item, index) => {
      const post = OPEN[index]!;
      assert.match(textOf(child(item, 'link')) ?? '', new RegExp(`^https://example\\.teamtailor\\.com/jobs/${7_300_000 + numberOf(post)}-[a-z0-9-]+$`));
      assert.match(textOf(child(item, 'pubDate')) ?? '', /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d [+]0[01]00$/);
      assert.equal(teamtailorDate(textOf(child(item, 'pubDate'))), post.created_at);
      // The description, decoded once by the XML reader, is the data set's HTML.
      assert.equal(child(item, 'description')?.text, post.description);
      for (const absent of ['salary', 'employmentType']) assert.equal(child(item, absent), undefined, absent);
    });
    // Entity-escaped once in the bytes.
    assert.match(text, /<description>&lt;p&gt;/);
  });

  it('serves the quirks: no guid, bare-text locations, no department, every remoteStatus, NBSP and CJK as references', async () => {
    const { text } = await get('/teamtailor/example/jobs.rss');
    const items = children(child(parseXml(text), 'channel'), 'item');
    assert.ok(items.some((item) => child(item, 'guid') === undefined), 'no guid');
    assert.ok(items.some((item) => textOf(child(item, 'tt:locations')) !== undefined), 'bare-text tt:locations');
    assert.ok(items.some((item) => children(child(item, 'tt:locations'), 'tt:location').length === 2), 'two tt:location');
    assert.ok(items.some((item) => child(item, 'tt:department') === undefined), 'no department');
    assert.deepEqual(new Set(items.map((item) => textOf(child(item, 'remoteStatus')))), new Set(['fully', 'hybrid', 'none', 'temporary']));
    assert.ok(/<title>[^<]*&#160;[^<]*<\/title>/.test(text), 'an NBSP as a reference');
    assert.ok(/<title>[^<]*&#26481;&#20140;[^<]*<\/title>/.test(text), '東京 as references');
    assert.ok(/<title>[^<&]*[^\x00-\x7f][^<]*<\/title>/.test(text), 'accents as UTF-8 in an even title');
    assert.match(text, /<pubDate>[^<]*\+0100<\/pubDate>/);
    assert.match(text, /<pubDate>[^<]*\+0000<\/pubDate>/);
  });

  it('reads through the Teamtailor adapter as the data set says, where the feed can say it', async () => {
    const { text } = await get('/teamtailor/example/jobs.rss');
    const posts = teamtailorJobs(text);
    assert.equal(posts.length, OPEN.length);
    posts.forEach((read, index) => {
      const post = OPEN[index]!;
      const number = numberOf(post);
      assert.equal(read.id, index % 9 === 5 ? String(7_300_000 + number) : stableUuid(`teamtailor:example:${number}`), post.id);
      assert.equal(read.title, index % 9 === 4 ? post.title.replace(' ', '\u00a0') : post.title);
      assert.deepEqual(read.ats_job, { status: 'open', ...(WORKPLACES[post.ats_job.workplace] === undefined ? {} : { workplace: WORKPLACES[post.ats_job.workplace] }) }, post.id);
      assert.deepEqual(read.ats_department, index % 8 === 3 ? undefined : post.ats_department);
      const bare = post.ats_offices.length === 1 && index % 6 === 1;
      const offices = post.ats_offices.map((office) => ({
        name: bare ? `${office.city}, ${COUNTRY_NAMES[office.country_code]}` : office.name,
        city: office.city,
        country_code: office.country_code,
      }));
      assert.deepEqual(read.ats_offices, offices, post.id);
      assert.equal(read.description, post.description);
      assert.match(read.url ?? '', new RegExp(`/jobs/${7_300_000 + number}-`));
      assert.equal(read.apply_url, read.url);
      assert.equal(read.published_at, post.created_at);
      assert.equal(read.pay, undefined);
    });
    assert.equal(new Set(posts.map((post) => post.id)).size, OPEN.length, 'unique ids');
  });

  it('answers an empty company with an empty channel, and bigboard with 1,200 items, read in well under a second', async () => {
    const empty = await get('/teamtailor/empty/jobs.rss');
    assert.equal(empty.status, 200);
    assert.deepEqual(teamtailorJobs(empty.text), []);
    const big = await get('/teamtailor/bigboard/jobs.rss');
    const started = performance.now();
    const posts = teamtailorJobs(big.text);
    assert.ok(performance.now() - started < 1000);
    assert.equal(posts.length, BIG_BOARD_SIZE);
    assert.equal(new Set(posts.map((post) => post.id)).size, BIG_BOARD_SIZE);
  });

  it('answers an unknown company, and any other path, with a 404 HTML page, which the adapter refuses', async () => {
    for (const path of ['/teamtailor/no-such-company/jobs.rss', '/teamtailor/EXAMPLE/jobs.rss', '/teamtailor/example', '/teamtailor/example/jobs', '/teamtailor/example/jobs.json', '/teamtailor/example/jobs.rss/1', '/teamtailor/%E0%A4%A/jobs.rss']) {
      const { status, headers, text } = await get(path);
      assert.equal(status, 404, path);
      assert.equal(headers.get('content-type'), 'text/html; charset=utf-8', path);
      assert.throws(
        () => teamtailorJobs(text),
        (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE',
        path,
      );
    }
  });

  it('is reached through a base-url standing for the company origin, the vendor path joined below it; paging parameters are ignored', async () => {
    const url = new URL('jobs.rss', `${base}/teamtailor/example/`).href;
    assert.equal(url, `${base}/teamtailor/example/jobs.rss`);
    assert.equal(teamtailorJobs(await (await fetch(url)).text()).length, OPEN.length);
    assert.equal(teamtailorJobs((await get('/teamtailor/example/jobs.rss?offset=100&per_page=10')).text).length, OPEN.length);
  });

  it('is read-only: a preflight allows GET, other methods are 405', async () => {
    const preflight = await fetch(`${base}/teamtailor/example/jobs.rss`, { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET');
    assert.equal((await fetch(`${base}/teamtailor/example/jobs.rss`, { method: 'POST', body: '<x/>' })).status, 405);
  });
});
