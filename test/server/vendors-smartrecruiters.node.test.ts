/**
 * The SmartRecruiters emulator (server/vendors/smartrecruiters.ts) served by the real handler over
 * HTTP: the Posting API's list page (`offset`, `limit`, `totalFound`, `content`) and one posting,
 * in the shapes and with the quirks of ats-public-apis-more.md §2.4 and §2.7; the unknown company
 * (an empty 200, as live), the empty one and bigboard; and every emulated posting read through
 * the project's adapter (src/client/sources/smartrecruiters.ts), paging as its plan says.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/server/vendors-smartrecruiters.node.test.ts'
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { JobPost } from '../../src/client/index.js';
import { smartRecruitersPage, smartRecruitersPageQuery, smartRecruitersPaging, smartRecruitersPosting } from '../../src/client/sources/smartrecruiters.js';
import { generateDataSet } from '../../server/data/generate.js';
import type { JobPost as DataPost } from '../../server/data/types.js';
import { createApiHandler } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';

type Json = Record<string, unknown>;
interface ListAnswer {
  offset: number;
  limit: number;
  totalFound: number;
  content: Json[];
}

const COMPANY = 'BrightwaveLabs';
const LIST = `/v1/companies/${COMPANY}/postings`;
/** The data set's open posts, newest first: what the data-set company lists, in this order. */
const OPEN: readonly DataPost[] = generateDataSet().posts.filter((post) => post.ats_job.status === 'open');

let server: Server;
let base: string;

async function get<T = Json>(path: string): Promise<{ status: number; headers: Headers; text: string; body: T }> {
  const response = await fetch(`${base}${path}`);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: body as T };
}

/** Every page of a company's list, as a client reads it: the adapter's paging plan. */
async function readAll(company: string): Promise<{ items: Json[]; posts: JobPost[]; requests: number; total: number }> {
  const items: Json[] = [];
  const posts: JobPost[] = [];
  let offset: number | undefined = 0;
  let requests = 0;
  let total = 0;
  while (offset !== undefined) {
    const path: string = `/v1/companies/${encodeURIComponent(company)}/postings?${smartRecruitersPageQuery(offset)}`;
    const { status, body }: { status: number; body: ListAnswer } = await get<ListAnswer>(path);
    assert.equal(status, 200);
    requests += 1;
    items.push(...body.content);
    const page = smartRecruitersPage(body, company);
    posts.push(...page.posts);
    const paging = smartRecruitersPaging(offset, page);
    offset = paging.next;
    total = paging.total;
  }
  return { items, posts, requests, total };
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

describe('SmartRecruiters emulator (/v1/companies/{company}/postings)', () => {
  it('answers the first page, 10 by default, as { offset, limit, totalFound, content }', async () => {
    const { status, headers, body } = await get<ListAnswer>(LIST);
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(Object.keys(body), ['offset', 'limit', 'totalFound', 'content']);
    assert.deepEqual([body.offset, body.limit, body.totalFound, body.content.length], [0, 10, 174, 10]);
    const [first] = body.content;
    assert.deepEqual(Object.keys(first!).slice(0, 10), ['id', 'uuid', 'name', 'refNumber', 'jobAdId', 'defaultJobAd', 'company', 'releasedDate', 'location', 'industry']);
    assert.equal(first!['id'], `744000${100_000_000 + Number(OPEN[0]!.id.slice(3))}`);
    assert.deepEqual(first!['company'], { identifier: COMPANY, name: 'Brightwave Labs' });
    assert.equal(first!['ref'], `https://api.smartrecruiters.com/v1/companies/${COMPANY}/postings/${String(first!['id'])}`);
    for (const field of ['jobAd', 'applyUrl', 'postingUrl', 'active']) assert.equal(field in first!, false, `${field} is the posting's only`);
  });

  it('pages by offset and limit (at most 100), in the data set order, with no posting twice', async () => {
    const { items, posts, requests, total } = await readAll(COMPANY);
    assert.equal(requests, 2);
    assert.equal(total, 174);
    assert.deepEqual(
      items.map((item) => String(item['name']).trim()),
      OPEN.map((post) => post.title),
    );
    assert.equal(new Set(posts.map((post) => post.id)).size, 174);
    const big = await get<ListAnswer>(`${LIST}?offset=170&limit=500`);
    assert.deepEqual([big.body.offset, big.body.limit, big.body.content.length], [170, 100, 4]);
    assert.deepEqual(
      big.body.content.map((item) => item['id']),
      items.slice(170).map((item) => item['id']),
    );
    assert.equal((await get<ListAnswer>(`${LIST}?offset=900`)).body.content.length, 0);
    // A value that is no whole number is as if not sent.
    assert.deepEqual((await get<ListAnswer>(`${LIST}?offset=-5&limit=x`)).body.offset, 0);
  });

  it('has the recorded quirks: trailing spaces, lower-case countries, country in city, malformed fullLocation, missing keys', async () => {
    const { items } = await readAll(COMPANY);
    const locations = items.map((item) => item['location'] as Json);
    assert.ok(items.some((item) => String(item['name']).endsWith(' ')), 'a name ending with a space');
    assert.ok(locations.every((location) => /^[a-z]{2}$/.test(String(location['country']))), 'lower-case country codes');
    assert.ok(locations.some((location) => location['region'] === 'Remote' && !('fullLocation' in location)), 'the country in city, "Remote" in region');
    assert.ok(locations.some((location) => String(location['fullLocation']).includes(', , ')), 'a malformed fullLocation');
    assert.ok(locations.some((location) => !('hybrid' in location)), 'no hybrid flag on some');
    assert.ok(items.some((item) => !('department' in item)), 'no department on some');
    assert.ok(items.some((item) => !('id' in (item['typeOfEmployment'] as Json))), 'a type of employment without its id');
  });

  it('answers one posting: the list item, then active, applyUrl, postingUrl and the job ad', async () => {
    const { items } = await readAll(COMPANY);
    const item = items[1]!;
    const { status, body } = await get(`${LIST}/${String(item['id'])}`);
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body), [...Object.keys(item), 'active', 'applyUrl', 'postingUrl', 'jobAd']);
    for (const key of Object.keys(item)) assert.deepEqual(body[key], item[key], key);
    assert.equal(body['active'], true);
    assert.match(String(body['postingUrl']), new RegExp(`^https://jobs\\.smartrecruiters\\.com/${COMPANY}/${String(item['id'])}-[a-z\\d-]+$`));
    assert.equal(body['applyUrl'], `${String(body['postingUrl'])}?oga=true`);
    const sections = (body['jobAd'] as Json)['sections'] as Json;
    assert.deepEqual(Object.keys(sections), ['companyDescription', 'jobDescription', 'qualifications', 'additionalInformation', 'videos']);
  });

  it('answers an unknown company, or one cased otherwise, like an empty one: 200 and totalFound 0', async () => {
    for (const company of ['nope', 'brightwavelabs', 'empty']) {
      const { status, text } = await get(`/v1/companies/${company}/postings?limit=100`);
      assert.equal(status, 200, company);
      assert.equal(text, '{"offset":0,"limit":100,"totalFound":0,"content":[]}', company);
    }
  });

  it('answers 404 for an unknown posting, a posting of another company, and other paths', async () => {
    const { items } = await readAll(COMPANY);
    const id = String(items[0]!['id']);
    for (const path of [`${LIST}/1`, `/v1/companies/empty/postings/${id}`, `/v1/companies/nope/postings/${id}`]) {
      const answer = await get(path);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.text, '{"message":"Posting not found"}', path);
    }
    for (const path of [`/v1/companies/${COMPANY}`, `${LIST}/${id}/extra`, `/v1/companies/${COMPANY}/jobs`]) {
      assert.equal((await get(path)).status, 404, path);
    }
  });

  it('serves bigboard with 1,200 postings', async () => {
    const { body } = await get<ListAnswer>('/v1/companies/bigboard/postings?limit=100&offset=1150');
    assert.deepEqual([body.totalFound, body.content.length], [1200, 50]);
  });
});

describe('the SmartRecruiters emulator through the adapter', () => {
  it('adapts every listed posting: title, department, workplace, type, office and dates as the data set says', async () => {
    const { posts } = await readAll(COMPANY);
    assert.equal(posts.length, 174);
    posts.forEach((post, index) => {
      const source = OPEN[index]!;
      const office = source.ats_offices[0]!;
      assert.equal(post.title, source.title);
      assert.equal(post.published_at, source.created_at);
      assert.equal(post.ats_job?.status, 'open');
      // The data set's `flexible` has no SmartRecruiters flags: no workplace, never a guess.
      assert.equal(post.ats_job?.workplace, source.ats_job.workplace === 'flexible' ? undefined : source.ats_job.workplace, source.id);
      assert.ok(post.ats_department === undefined || post.ats_department.name === source.ats_department.name);
      assert.equal(post.ats_offices?.length, 1);
      const [place] = post.ats_offices!;
      assert.equal(place!['country_code'], office.country_code, source.id);
      // A remote posting with its country in `city` has no city.
      if (place!.city !== undefined) assert.equal(place!.city, office.city);
      assert.ok(!String(place!.name).includes(', ,'), 'no empty part in a name');
      assert.equal(post.url, `https://jobs.smartrecruiters.com/${COMPANY}/${post.id}`);
      assert.equal('description' in post, false);
    });
    assert.ok(posts.some((post) => post.ats_department === undefined));
    assert.ok(posts.some((post) => post.ats_offices![0]!.city === undefined));
  });

  it('adapts every posting with a description holding every line of the data set, each section title once', async () => {
    const { posts } = await readAll(COMPANY);
    for (const [index, listed] of posts.entries()) {
      const { status, body } = await get(`${LIST}/${listed.id}`);
      assert.equal(status, 200);
      const post = smartRecruitersPosting(body, COMPANY);
      const source = OPEN[index]!;
      for (const line of source.description.split('\n')) assert.ok(post.description?.includes(line), `${source.id}: ${line}`);
      assert.equal(post.description?.match(/Qualifications/g)?.length, 1, source.id);
      assert.match(String(post.apply_url), /\?oga=true$/);
      const { description: _description, apply_url: _apply, url: _url, ...rest } = post;
      const { apply_url: _listedApply, url: _listedUrl, ...listedRest } = listed;
      assert.deepEqual(rest, listedRest, 'the posting says what the list says');
    }
  });
});
