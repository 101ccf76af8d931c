/**
 * The vendor emulators (server/vendors/): Greenhouse, Lever and Ashby's public job-board answers
 * as ats-public-apis.md describes them, served by the real handler over HTTP. Each vendor's list
 * and single answer, its 404s, its quirks, the `empty` and `bigboard` boards, and every emulated
 * post through the project's own adapters, so emulators and adapters agree.
 * Browser-only matters (CORS as a page meets it, sandboxes and faults) are in vendors.test.ts.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ashbyJobPosts, greenhouseJobPost, greenhouseJobPosts, leverPosting, leverPostings, payRanges, type JobPost } from '../../src/client/index.js';
import { generateDataSet } from '../../server/data/generate.js';
import type { JobPost as DataPost } from '../../server/data/types.js';
import { createApiHandler } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';
import { escapeHtml } from '../../server/vendors/html.js';
import { stableUuid } from '../../server/vendors/ids.js';

type Json = Record<string, unknown>;

/** The data set's open posts, newest first: what the data-set boards serve, in this order. */
const OPEN: readonly DataPost[] = generateDataSet().posts.filter((post) => post.ats_job.status === 'open');
const numberOf = (post: DataPost) => Number(post.id.slice('jp_'.length));

/** Greenhouse's `content`, unescaped once as a client does (the inverse of server/vendors/html.ts). */
function unescapeOnce(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
}

let server: Server;
let base: string;

interface Got<T> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

async function get<T = Json>(path: string, init: RequestInit = {}): Promise<Got<T>> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: body as T };
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

describe('Greenhouse emulator (/v1/boards/...)', () => {
  const LIST_KEYS = [
    'absolute_url',
    'data_compliance',
    'internal_job_id',
    'location',
    'metadata',
    'id',
    'updated_at',
    'requisition_id',
    'title',
    'company_name',
    'first_published',
    'language',
  ];

  it('answers the board summary { name, content }', async () => {
    const { status, body } = await get('/v1/boards/northwind');
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body), ['name', 'content']);
    assert.equal(body['name'], 'Brightwave Labs');
    assert.match(String(body['content']), /^<p>/);
  });

  it('lists every open post of the data set, in order, as { jobs, meta: { total } } without content', async () => {
    const { status, headers, body } = await get<{ jobs: Json[]; meta: Json }>('/v1/boards/northwind/jobs');
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'application/json; charset=utf-8');
    assert.deepEqual(Object.keys(body), ['jobs', 'meta']);
    assert.deepEqual(body.meta, { total: OPEN.length });
    assert.equal(body.jobs.length, 174);
    body.jobs.forEach((job, index) => {
      const post = OPEN[index]!;
      assert.deepEqual(Object.keys(job), LIST_KEYS);
      assert.equal(job['id'], 4_100_000_000 + numberOf(post), 'post id 4100000000 + K of jp_K');
      assert.equal(String(job['title']).trim(), post.title);
      for (const field of ['updated_at', 'first_published']) {
        assert.match(String(job[field]), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[-+]\d\d:\d\d|Z)$/, field);
      }
      assert.equal(Date.parse(String(job['first_published'])), Date.parse(post.created_at));
      assert.equal(Date.parse(String(job['updated_at'])), Date.parse(post.updated_at));
    });
    assert.ok(body.jobs.some((job) => String(job['title']).endsWith(' ')), 'trailing spaces in some titles');
    assert.ok(body.jobs.some((job) => String(job['updated_at']).endsWith('-04:00')), 'local offsets');
    assert.ok(body.jobs.some((job) => job['metadata'] === null), 'metadata null on some');
    const named = body.jobs.flatMap((job) => (Array.isArray(job['metadata']) ? (job['metadata'] as Json[]) : []).map((item) => item['name']));
    assert.ok(named.includes('Workplace Type') && named.includes('Employment Type'));
    assert.equal(new Set(body.jobs.map((job) => job['id'])).size, 174, 'unique ids');
  });

  it('adds entity-encoded content, departments and offices (parent and leaf) with content=true', async () => {
    const { body } = await get<{ jobs: Json[] }>('/v1/boards/northwind/jobs?content=true');
    body.jobs.forEach((job, index) => {
      const content = String(job['content']);
      assert.ok(!/[<>"']/.test(content), 'no raw markup left');
      assert.ok(unescapeOnce(content).endsWith(OPEN[index]!.description), 'unescaping once gives the HTML');
      assert.equal(job['pay_input_ranges'], undefined, 'pay only with pay_transparency=true');
      assert.ok(Array.isArray(job['departments']) && Array.isArray(job['offices']));
    });
    const all = body.jobs.map((job) => String(job['content'])).join('');
    for (const encoded of ['&lt;p&gt;', '&quot;', '&#39;', '&amp;nbsp;']) assert.ok(all.includes(encoded), encoded);
    const offices = body.jobs.flatMap((job) => job['offices'] as Json[]);
    const parent = offices.find((office) => (office['child_ids'] as number[]).length > 0);
    assert.ok(parent, 'a parent office');
    assert.equal(parent['parent_id'], null);
    assert.ok(offices.some((office) => office['parent_id'] === parent['id']), 'a leaf office under it');
  });

  it('entity-encodes &, <, >, " and \' (as &#39;), so &nbsp; becomes &amp;nbsp;', () => {
    assert.equal(escapeHtml(`<a href="x">Tom & Jerry's&nbsp;</a>`), '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&amp;nbsp;&lt;/a&gt;');
  });

  it('adds pay_input_ranges in cents with pay_transparency=true: empty on some, two on some', async () => {
    const { body } = await get<{ jobs: Json[] }>('/v1/boards/northwind/jobs?pay_transparency=true');
    const ranges = body.jobs.map((job) => job['pay_input_ranges'] as Json[]);
    assert.ok(ranges.every(Array.isArray));
    assert.ok(ranges.some((list) => list.length === 0));
    assert.ok(ranges.some((list) => list.length === 1));
    assert.ok(ranges.some((list) => list.length === 2));
    const flat = ranges.flat();
    const titles = new Set(flat.map((range) => range['title']));
    assert.ok(titles.has('US Base Salary') && titles.has('Hourly Pay Range'), [...titles].join(', '));
    for (const range of flat) {
      assert.deepEqual(Object.keys(range), ['min_cents', 'max_cents', 'currency_type', 'title', 'blurb']);
      assert.ok(Number.isInteger(range['min_cents']) && (range['min_cents'] as number) % 100 === 0, 'whole cents of whole units');
      assert.ok((range['min_cents'] as number) <= (range['max_cents'] as number));
    }
    const salary = flat.find((range) => range['title'] === 'US Base Salary')!;
    assert.ok((salary['min_cents'] as number) >= 5_000_000, 'a salary of 50,000.00 or more is 5,000,000 cents or more');
  });

  it('answers one job with content, departments and offices; pay with pay_transparency=true; questions with questions=true', async () => {
    const id = 4_100_000_000 + numberOf(OPEN[1]!);
    const plain = await get(`/v1/boards/northwind/jobs/${id}`);
    assert.equal(plain.status, 200);
    assert.equal(plain.body['id'], id);
    assert.equal(String(plain.body['title']).trim(), OPEN[1]!.title);
    for (const key of ['content', 'departments', 'offices']) assert.ok(key in plain.body, key);
    assert.equal(plain.body['pay_input_ranges'], undefined);
    const full = await get(`/v1/boards/northwind/jobs/${id}?pay_transparency=true&questions=true`);
    assert.ok(Array.isArray(full.body['pay_input_ranges']));
    assert.ok(Array.isArray(full.body['questions']));
    assert.equal(full.body['compliance'], null);
  });

  it('groups the jobs by department and by office (render_as=list and tree), as job stubs', async () => {
    const { status, body } = await get<{ departments: Json[] }>('/v1/boards/northwind/departments');
    assert.equal(status, 200);
    const jobs = body.departments.flatMap((node) => node['jobs'] as Json[]);
    assert.equal(jobs.length, 174, 'each job once');
    assert.ok(jobs.every((job) => !('content' in job)), 'stubs');
    assert.ok(body.departments.some((node) => node['name'] === 'No Department'));
    const parent = body.departments.find((node) => node['name'] === 'Technology')!;
    assert.ok((parent['child_ids'] as number[]).length === 2);
    const tree = (await get<{ departments: Json[] }>('/v1/boards/northwind/departments?render_as=tree')).body.departments;
    const technology = tree.find((node) => node['name'] === 'Technology')!;
    assert.deepEqual((technology['children'] as Json[]).map((node) => node['name']), ['Engineering', 'Data']);
    assert.ok(!('parent_id' in technology));

    const offices = (await get<{ offices: Json[] }>('/v1/boards/northwind/offices')).body.offices;
    const inOffices = offices.flatMap((node) => (node['departments'] as Json[]).flatMap((group) => group['jobs'] as Json[]));
    const officeCount = OPEN.reduce((sum, post) => sum + post.ats_offices.length, 0);
    assert.equal(inOffices.length, officeCount, 'a job once in each of its offices');
    const one = await get(`/v1/boards/northwind/offices/${String(offices[1]!['id'])}`);
    assert.deepEqual(one.body, offices[1]);
    assert.equal((await get('/v1/boards/northwind/departments/123')).text, '{"status":404,"error":"Department not found"}');
  });

  it('wraps any answer in a JSONP callback, as script, when the name is allowed', async () => {
    const plain = await get('/v1/boards/northwind');
    const wrapped = await get('/v1/boards/northwind?callback=jQuery.cb_1');
    assert.equal(wrapped.headers.get('content-type'), 'application/javascript; charset=utf-8');
    assert.equal(wrapped.text, `jQuery.cb_1(${plain.text})`);
    assert.equal((await get('/v1/boards/nope/jobs?callback=cb')).text, 'cb({"status":404,"error":"Job board not found"})');
    assert.equal((await get('/v1/boards/northwind?callback=alert(1)')).text, plain.text, 'a name with other characters is ignored');
  });

  it('answers 404 { status, error } for an unknown board, job, or job of an unknown board', async () => {
    const cases: [string, string][] = [
      ['/v1/boards/nope', 'Job board not found'],
      ['/v1/boards/nope/jobs', 'Job board not found'],
      ['/v1/boards/Northwind/jobs', 'Job board not found'],
      ['/v1/boards/northwind/jobs/4100000000', 'Job not found'],
      ['/v1/boards/northwind/jobs/abc', 'Job not found'],
      ['/v1/boards/nope/jobs/4100000001', 'Job not found'],
    ];
    for (const [path, error] of cases) {
      const answer = await get(path);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(answer.text, JSON.stringify({ status: 404, error }), path);
      assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    }
  });
});

describe('Lever emulator (/v0/postings/...)', () => {
  it('lists every open post as a bare array, with createdAt in epoch ms', async () => {
    const { status, body } = await get<Json[]>('/v0/postings/harborpay?mode=json');
    assert.equal(status, 200);
    assert.ok(Array.isArray(body));
    assert.equal(body.length, 174);
    body.forEach((posting, index) => {
      const post = OPEN[index]!;
      assert.equal(posting['id'], stableUuid(`lever:harborpay:${numberOf(post)}`));
      assert.match(String(posting['id']), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.equal(posting['text'], post.title);
      assert.equal(posting['createdAt'], Date.parse(post.created_at));
      assert.ok(Number.isInteger(posting['createdAt']));
      assert.equal(posting['applyUrl'], `${String(posting['hostedUrl'])}/apply`);
      for (const key of ['opening', 'openingPlain', 'descriptionBody', 'descriptionBodyPlain', 'description', 'descriptionPlain', 'lists', 'additional', 'additionalPlain']) {
        assert.ok(key in posting, key);
      }
    });
    const workplaces = new Set(body.map((posting) => posting['workplaceType']));
    assert.deepEqual([...workplaces].sort(), ['hybrid', 'on-site', 'onsite', 'remote', 'unspecified']);
    const salaries = body.filter((posting) => 'salaryRange' in posting);
    assert.ok(salaries.length > 0 && salaries.length < body.length, 'salaryRange on some postings only');
    for (const { salaryRange } of salaries as { salaryRange: Json }[]) {
      assert.deepEqual(Object.keys(salaryRange), ['currency', 'interval', 'min', 'max']);
    }
    const intervals = new Set(salaries.map((posting) => (posting['salaryRange'] as Json)['interval']));
    assert.ok(intervals.has('per-year-salary') && intervals.has('per-hour-wage'), [...intervals].join(', '));
    assert.ok(body.some((posting) => posting['country'] === null), 'country null on some');
    assert.ok(body.some((posting) => !('commitment' in (posting['categories'] as Json))), 'commitment missing on some');
    assert.ok(body.some((posting) => (posting['lists'] as Json[]).length > 0));
  });

  it('honours skip and limit, and the filters and group of the docs', async () => {
    const all = (await get<Json[]>('/v0/postings/harborpay?mode=json')).body;
    const page = (await get<Json[]>('/v0/postings/harborpay?mode=json&skip=170&limit=10')).body;
    assert.deepEqual(page.map((posting) => posting['id']), all.slice(170).map((posting) => posting['id']));
    assert.equal((await get<Json[]>('/v0/postings/harborpay?mode=json&limit=3')).body.length, 3);
    const team = (await get<Json[]>('/v0/postings/harborpay?mode=json&team=Data&team=Legal')).body;
    assert.ok(team.length > 0 && team.every((posting) => ['Data', 'Legal'].includes(String((posting['categories'] as Json)['team']))));
    const grouped = (await get<{ title: string; postings: Json[] }[]>('/v0/postings/harborpay?mode=json&group=team')).body;
    assert.equal(grouped.reduce((sum, group) => sum + group.postings.length, 0), 174);
    assert.ok(grouped.every((group) => group.postings.every((posting) => (posting['categories'] as Json)['team'] === group.title)));
  });

  it('answers one posting as a bare object, the same as in the list', async () => {
    const [first] = (await get<Json[]>('/v0/postings/harborpay?mode=json&limit=1')).body;
    const one = await get(`/v0/postings/harborpay/${String(first!['id'])}`);
    assert.equal(one.status, 200);
    assert.deepEqual(one.body, first);
  });

  it('answers 404 { ok: false, error } for an unknown or wrongly cased site and an unknown posting', async () => {
    const [first] = (await get<Json[]>('/v0/postings/harborpay?mode=json&limit=1')).body;
    for (const path of ['/v0/postings/nope?mode=json', '/v0/postings/HarborPay?mode=json', '/v0/postings/harborpay/nope', `/v0/postings/empty/${String(first!['id'])}`]) {
      const answer = await get(path);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(answer.text, '{"ok":false,"error":"Document not found"}', path);
    }
  });
});

describe('Ashby emulator (/posting-api/job-board/...)', () => {
  interface Board {
    apiVersion: string;
    jobs: Json[];
  }

  it('answers { apiVersion: "1", jobs } with unlisted jobs, nulls and missing keys, and no compensation unless asked', async () => {
    const { status, headers, body } = await get<Board>('/posting-api/job-board/lumenfield');
    assert.equal(status, 200);
    assert.equal(headers.get('cache-control'), 'public, max-age=60');
    assert.match(headers.get('x-ashby-request-id') ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.deepEqual(Object.keys(body), ['apiVersion', 'jobs']);
    assert.equal(body.apiVersion, '1');
    assert.equal(body.jobs.length, 174);
    body.jobs.forEach((job, index) => {
      assert.equal(job['id'], stableUuid(`ashby:lumenfield:${numberOf(OPEN[index]!)}`));
      assert.equal(String(job['title']).trim(), OPEN[index]!.title);
      assert.equal(job['compensation'], undefined);
      assert.equal(job['shouldDisplayCompensationOnJobPostings'], undefined);
      assert.equal(job['descriptionHtml'], OPEN[index]!.description, 'raw HTML, not entity-encoded');
    });
    assert.ok(body.jobs.filter((job) => job['isListed'] === false).length >= 3, 'several unlisted jobs');
    assert.ok(body.jobs.some((job) => job['workplaceType'] === null && job['isRemote'] === null));
    assert.ok(body.jobs.some((job) => job['workplaceType'] === 'Hybrid' && job['isRemote'] === true), 'isRemote true on a Hybrid job');
    for (const key of ['team', 'department', 'employmentType']) assert.ok(body.jobs.some((job) => !(key in job)), `${key} missing on some`);
    const secondary = body.jobs.flatMap((job) => job['secondaryLocations'] as { address: Json }[]);
    assert.ok(secondary.some(({ address }) => 'postalAddress' in address), 'address.postalAddress nesting');
    assert.ok(secondary.some(({ address }) => 'addressLocality' in address), 'fields directly under address');
  });

  it('adds per-job compensation with includeCompensation=true: empty on some, not to be shown on one', async () => {
    const { body } = await get<Board>('/posting-api/job-board/lumenfield?includeCompensation=true');
    assert.ok(body.jobs.every((job) => typeof job['compensation'] === 'object' && typeof job['shouldDisplayCompensationOnJobPostings'] === 'boolean'));
    assert.equal(body.jobs.filter((job) => job['shouldDisplayCompensationOnJobPostings'] === false).length, 1);
    const summaries = body.jobs.map((job) => (job['compensation'] as { summaryComponents: Json[] }).summaryComponents);
    assert.ok(summaries.some((list) => list.length === 0), 'an empty compensation');
    const salary = summaries.flat().find((component) => component['compensationType'] === 'Salary' && component['interval'] === '1 YEAR')!;
    assert.ok((salary['minValue'] as number) >= 50_000, 'absolute amounts, not cents');
  });

  it('answers 404 in plain text for an unknown board, and decodes the name', async () => {
    for (const path of ['/posting-api/job-board/nope', '/posting-api/job-board/Lumenfield', '/posting-api/job-board/lumen%20field', '/posting-api/job-board/%E0%A4%A']) {
      const answer = await get(path);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.headers.get('content-type'), 'text/plain; charset=utf-8');
      assert.equal(answer.text, 'Not Found');
      assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    }
    assert.equal((await get('/posting-api/job-board/%6Cumenfield')).status, 200, 'a percent-encoded name is decoded');
  });
});

describe('empty and bigboard, for every vendor', () => {
  it('serves empty as a real board with no jobs', async () => {
    assert.equal((await get('/v1/boards/empty/jobs')).text, '{"jobs":[],"meta":{"total":0}}');
    assert.equal((await get('/v0/postings/empty?mode=json')).text, '[]');
    assert.equal((await get('/posting-api/job-board/empty')).text, '{"apiVersion":"1","jobs":[]}');
    assert.equal((await get('/v1/boards/empty')).status, 200);
  });

  it('serves bigboard with 1,200 unique jobs, and not many megabytes of them', async () => {
    const greenhouse = await get<{ jobs: Json[]; meta: Json }>('/v1/boards/bigboard/jobs?content=true&pay_transparency=true');
    const lever = await get<Json[]>('/v0/postings/bigboard?mode=json');
    const ashby = await get<{ jobs: Json[] }>('/posting-api/job-board/bigboard?includeCompensation=true');
    assert.deepEqual(greenhouse.body.meta, { total: 1200 });
    for (const jobs of [greenhouse.body.jobs, lever.body, ashby.body.jobs]) {
      assert.equal(jobs.length, 1200);
      assert.equal(new Set(jobs.map((job) => job['id'])).size, 1200);
    }
    assert.ok(greenhouse.body.jobs.every((job) => (job['id'] as number) > 4_200_000_000), 'ids apart from the data set board');
    for (const { text } of [greenhouse, lever, ashby]) assert.ok(text.length < 4_000_000, `${text.length} characters`);
    assert.equal(lever.body[0]!['id'], stableUuid('lever:bigboard:1'));
    assert.equal((await get<Json[]>('/v0/postings/bigboard?mode=json&skip=1100&limit=500')).body.length, 100);
  });
});

describe('methods and CORS of the emulators', () => {
  const PATHS = ['/v1/boards/northwind/jobs', '/v0/postings/harborpay', '/posting-api/job-board/lumenfield', '/v1/boards/nope/jobs'];

  it('answers a preflight 204 allowing GET from any origin, and no request headers', async () => {
    for (const path of PATHS) {
      const answer = await get(path, {
        method: 'OPTIONS',
        headers: { Origin: 'https://careers.example.com', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
      assert.equal(answer.status, 204, path);
      assert.equal(answer.headers.get('access-control-allow-origin'), '*');
      assert.equal(answer.headers.get('access-control-allow-methods'), 'GET');
      assert.equal(answer.headers.get('access-control-allow-headers'), null);
    }
  });

  it('answers HEAD like GET without a body, and other methods 405', async () => {
    const head = await get('/v0/postings/harborpay', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.text, '');
    const post = await get('/v0/postings/harborpay/x', { method: 'POST', body: '{}' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD, OPTIONS');
  });

  it('has no reference-API envelope (no meta.timestamp or request_id)', async () => {
    const { body } = await get<{ meta: Json }>('/v1/boards/northwind/jobs');
    assert.deepEqual(Object.keys(body.meta), ['total']);
  });
});

describe('the emulators through the project adapters (src/client/sources)', () => {
  /** The adapter's workplace is the data set's, or none (never a wrong one). */
  function assertWorkplaces(posts: readonly JobPost[], expected: readonly DataPost[]): void {
    posts.forEach((post, index) => {
      const workplace = post.ats_job?.workplace;
      if (workplace !== undefined) assert.equal(workplace, expected[index]!.ats_job.workplace, post.title);
    });
  }

  it('greenhouseJobPosts adapts every Greenhouse job: titles, leaf offices, departments, pay', async () => {
    const { body } = await get<{ jobs: Json[] }>('/v1/boards/northwind/jobs?content=true&pay_transparency=true');
    const posts = greenhouseJobPosts(body);
    assert.equal(posts.length, 174, 'no job dropped');
    posts.forEach((post, index) => {
      const source = OPEN[index]!;
      assert.equal(post.id, String(4_100_000_000 + numberOf(source)));
      assert.equal(post.title, source.title);
      assert.equal(post.ats_department?.name, source.ats_department.name);
      assert.deepEqual(post.ats_offices?.map((office) => office.name), source.ats_offices.map((office) => office.name), 'parent offices dropped');
      assert.equal(Date.parse(String(post.first_published_at)), Date.parse(source.created_at), 'first_published, in UTC');
      assert.equal(payRanges(post).length, (body.jobs[index]!['pay_input_ranges'] as Json[]).length);
    });
    assertWorkplaces(posts, OPEN);
    assert.ok(posts.filter((post) => payRanges(post)[0]?.interval === 'hour').length > 0, 'an hourly range read from its title');
    const one = await get(`/v1/boards/northwind/jobs/${posts[3]!.id}?pay_transparency=true`);
    assert.equal(greenhouseJobPost(one.body).title, OPEN[3]!.title);
  });

  it('leverPostings adapts every Lever posting, with its pay and epoch date', async () => {
    const { body } = await get<Json[]>('/v0/postings/harborpay?mode=json');
    const posts = leverPostings(body);
    assert.equal(posts.length, 174, 'no posting dropped');
    posts.forEach((post, index) => {
      const source = OPEN[index]!;
      assert.equal(post.title, source.title);
      assert.equal(post.ats_department?.name, source.ats_department.name);
      assert.equal(Date.parse(String(post.created_at)), Date.parse(source.created_at));
      assert.equal(payRanges(post).length, 'salaryRange' in body[index]! ? 1 : 0);
      assert.ok(String(post.description).includes('<h3>'), 'lists become headed lists');
    });
    assertWorkplaces(posts, OPEN);
    assert.equal(posts.filter((post) => post.ats_job?.workplace === 'on_site').length, OPEN.filter((post) => post.ats_job.workplace === 'on_site').length, 'onsite and on-site both read');
    const one = await get(`/v0/postings/harborpay/${posts[0]!.id}`);
    assert.equal(leverPosting(one.body).title, OPEN[0]!.title);
  });

  it('ashbyJobPosts adapts every listed Ashby job and only the unlisted ones are left out', async () => {
    const { body } = await get<{ jobs: Json[] }>('/posting-api/job-board/lumenfield?includeCompensation=true');
    const posts = ashbyJobPosts(body);
    const listed = body.jobs.filter((job) => job['isListed'] !== false);
    const listedSource = OPEN.filter((_, index) => body.jobs[index]!['isListed'] !== false);
    assert.equal(posts.length, listed.length);
    assert.equal(posts.length, 174 - body.jobs.filter((job) => job['isListed'] === false).length);
    posts.forEach((post, index) => {
      const job = listed[index]!;
      assert.equal(post.id, job['id']);
      assert.equal(post.title, listedSource[index]!.title);
      const shown = job['shouldDisplayCompensationOnJobPostings'] !== false;
      const salaries = (job['compensation'] as { summaryComponents: Json[] }).summaryComponents.filter((part) => part['compensationType'] === 'Salary');
      assert.equal(payRanges(post).length, shown ? salaries.length : 0, post.title);
      assert.equal(post.ats_offices?.[0]?.city, listedSource[index]!.ats_offices[0]!.city);
    });
    assertWorkplaces(posts, listedSource);
  });
});
