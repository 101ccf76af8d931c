/**
 * The Workable emulator (server/vendors/workable.ts), served by the real handler over HTTP: the
 * account answer of ats-public-apis-more.md §1 at Workable's path, its quirks, `details=true`,
 * the unknown account and the empty one, and every emulated post through the project's adapter
 * (src/client/sources/workable.ts), so emulator and adapter agree.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/server/vendors-workable.node.test.ts'
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { workableJobPosts } from '../../src/client/sources/workable.js';
import { generateDataSet } from '../../server/data/generate.js';
import type { JobPost as DataPost } from '../../server/data/types.js';
import { createApiHandler } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';
import { matchVendorPath, vendorRequestRoute } from '../../server/vendors/routes.js';

type Json = Record<string, unknown>;
interface Account {
  name: string;
  description: unknown;
  jobs: Json[];
}

/** The data set's open posts, newest first: what the data-set board serves, in this order. */
const OPEN: readonly DataPost[] = generateDataSet().posts.filter((post) => post.ats_job.status === 'open');
const numberOf = (post: DataPost) => Number(post.id.slice('jp_'.length));
const shortcodeOf = (post: DataPost) => createHash('sha256').update(`workable:groove-tech:${numberOf(post)}`).digest('hex').slice(0, 10).toUpperCase();

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

before(async () => {
  server = createApiServer(createApiHandler());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

const JOB_KEYS = [
  'title',
  'shortcode',
  'code',
  'employment_type',
  'telecommuting',
  'department',
  'url',
  'shortlink',
  'application_url',
  'published_on',
  'created_at',
  'country',
  'city',
  'state',
  'locations',
];

describe('Workable emulator (/api/accounts/...)', () => {
  it('routes /api/accounts/{account} as a list request; anything below it is Workable unknown', () => {
    assert.deepEqual(matchVendorPath('/api/accounts/groove-tech'), { vendor: 'workable', kind: 'list', name: 'groove-tech', id: undefined });
    assert.equal(vendorRequestRoute('/api/accounts/groove-tech'), 'list');
    assert.equal(matchVendorPath('/api/accounts/groove-tech/departments')?.kind, 'unknown');
    assert.equal(matchVendorPath('/api/other'), undefined);
  });

  it('answers { name, description: null, jobs } with the data set posts in order, without descriptions unless asked', async () => {
    const { status, headers, body } = await get<Account>('/api/accounts/groove-tech');
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(Object.keys(body), ['name', 'description', 'jobs']);
    assert.equal(body.description, null);
    assert.equal(body.jobs.length, OPEN.length);
    body.jobs.forEach((job, index) => {
      const post = OPEN[index]!;
      assert.deepEqual(Object.keys(job), JOB_KEYS);
      assert.equal(job['shortcode'], shortcodeOf(post));
      assert.match(String(job['shortcode']), /^[0-9A-F]{10}$/);
      assert.equal(job['title'], post.title);
      assert.match(String(job['published_on']), /^\d{4}-\d{2}-\d{2}$/, 'a date without a time');
      assert.match(String(job['created_at']), /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(job['telecommuting'], post.ats_job.workplace === 'remote', 'remote only; no hybrid flag');
      assert.equal(typeof job['country'] === 'string' && String(job['country']).length > 2, true, 'the flat country is a name');
    });
  });

  it('has the quirks the reference lists: empty locations, empty departments and codes, short codes, legacy URLs, regions in state', async () => {
    const { jobs } = (await get<Account>('/api/accounts/groove-tech')).body;
    assert.ok(jobs.some((job) => (job['locations'] as unknown[]).length === 0 && job['city'] !== ''), 'locations [] beside a flat city');
    const located = jobs.flatMap((job) => job['locations'] as Json[]);
    assert.ok(located.length > 0 && located.every((entry) => Object.keys(entry).join() === 'country,countryCode,city,region'));
    assert.ok(jobs.some((job) => job['department'] === ''));
    assert.ok(jobs.some((job) => job['code'] === '') && jobs.some((job) => job['code'] !== ''));
    assert.ok(jobs.some((job) => job['employment_type'] === 'full') && jobs.some((job) => job['employment_type'] === 'Full-time'));
    assert.ok(jobs.some((job) => String(job['application_url']).endsWith('/candidates/new')), 'legacy application URL');
    assert.ok(jobs.some((job) => /^https:\/\/apply\.workable\.com\/j\/[0-9A-F]{10}\/apply$/.test(String(job['application_url']))));
    assert.ok(jobs.some((job) => job['state'] === 'SP' || job['state'] === 'Bayern'), 'state is a region');
  });

  it('adds full_description, or description, requirements and benefits, with details=true', async () => {
    const { jobs } = (await get<Account>('/api/accounts/groove-tech?details=true')).body;
    assert.ok(jobs.some((job) => 'full_description' in job && !('description' in job)));
    assert.ok(jobs.some((job) => 'requirements' in job && String(job['requirements']).startsWith('<h3>')));
    jobs.forEach((job, index) => {
      const joined = 'full_description' in job ? job['full_description'] : [job['description'], job['requirements'], job['benefits']].join('\n');
      assert.equal(String(joined).replace(/\n+/g, '\n').trim(), OPEN[index]!.description.trim(), 'raw HTML, not entity-encoded, nothing lost');
    });
    // Only the documented value.
    assert.ok((await get<Account>('/api/accounts/groove-tech?details=1')).body.jobs.every((job) => !('description' in job)));
  });

  it('answers an unknown account 404, names matched exactly after decoding', async () => {
    for (const path of ['/api/accounts/nope', '/api/accounts/Groove-Tech', '/api/accounts/%E0%A4%A', '/api/accounts/groove-tech/jobs']) {
      const answer = await get(path);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    }
    assert.equal((await get('/api/accounts/groove%2Dtech')).status, 200, 'a percent-encoded name is decoded');
  });

  it('serves empty as a real account with no jobs, and bigboard with 1,200 unique ones', async () => {
    const empty = await get('/api/accounts/empty?details=true');
    assert.equal(empty.status, 200);
    assert.equal(empty.text, '{"name":"Brightwave Labs","description":null,"jobs":[]}');
    const big = (await get<Account>('/api/accounts/bigboard')).body.jobs;
    assert.equal(new Set(big.map((job) => job['shortcode'])).size, 1200);
  });

  it('serves inside a sandbox too', async () => {
    const created = await fetch(`${base}/__sandbox`, { method: 'POST' });
    const { id } = (await created.json()) as { id: string };
    assert.equal((await get(`/sandbox/${id}/api/accounts/groove-tech`)).status, 200);
  });

  it('reads through the project adapter: every post, its fields as the data set has them', async () => {
    const posts = workableJobPosts((await get('/api/accounts/groove-tech?details=true')).body);
    assert.equal(posts.length, OPEN.length);
    posts.forEach((post, index) => {
      const source = OPEN[index]!;
      assert.equal(post.id, shortcodeOf(source));
      assert.equal(post.title, source.title.trim());
      assert.equal(post.ats_job?.status, 'open');
      assert.equal(post.ats_job?.workplace, source.ats_job.workplace === 'remote' ? 'remote' : undefined);
      assert.equal(post.ats_job?.employment_type, source.ats_job.employment_type);
      assert.equal(post.ats_department?.name, index % 6 === 4 ? undefined : source.ats_department.name);
      const codes = (post.ats_offices ?? []).map((office) => office.country_code);
      const cities = (post.ats_offices ?? []).map((office) => office.city);
      const expected = index % 3 === 0 ? source.ats_offices.slice(0, 1) : source.ats_offices;
      assert.deepEqual(codes, expected.map((office) => office.country_code));
      assert.deepEqual(cities, expected.map((office) => office.city));
      assert.equal(post.description?.replace(/\n/g, ''), source.description.replace(/\n/g, ''));
      assert.equal(post.published_at, `${source.created_at.slice(0, 10)}T00:00:00.000Z`);
      assert.ok(post.apply_url?.startsWith('https://'));
      assert.equal('pay' in post, false);
    });
  });
});
