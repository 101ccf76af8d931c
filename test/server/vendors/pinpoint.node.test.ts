/**
 * The Pinpoint emulator (server/vendors/pinpoint.ts), served by the real handler over HTTP: the
 * data set's open posts in `postings.json`'s shape below `/pinpoint/{company}`, its quirks, the
 * `empty` and `bigboard` companies, an unknown company answered with Pinpoint's demo postings, and
 * every emulated posting through the project's Pinpoint adapter, so emulator and adapter agree.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/server/vendors/pinpoint.node.test.ts'
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { isJobBoardApiError, payRanges } from '../../../src/client/index.js';
import { pinpointPostings } from '../../../src/client/sources/pinpoint.js';
import { generateDataSet } from '../../../server/data/generate.js';
import type { JobPost as DataPost } from '../../../server/data/types.js';
import { createApiHandler } from '../../../server/handler.js';
import { createApiServer } from '../../../server/http/node-server.js';

type Json = Record<string, unknown>;

/** The data set's open posts, newest first: what the `acme` company serves, in this order. */
const OPEN: readonly DataPost[] = generateDataSet().posts.filter((post) => post.ats_job.status === 'open');
const numberOf = (post: DataPost) => Number(post.id.slice('jp_'.length));

/** Every key of a posting, in the order of the observed answers' field lists (§9.3). */
const KEYS = [
  'id',
  'title',
  'path',
  'url',
  'description',
  'key_responsibilities',
  'key_responsibilities_header',
  'skills_knowledge_expertise',
  'skills_knowledge_expertise_header',
  'benefits',
  'benefits_header',
  'location',
  'workplace_type',
  'workplace_type_text',
  'employment_type',
  'employment_type_text',
  'compensation',
  'compensation_visible',
  'compensation_minimum',
  'compensation_maximum',
  'compensation_currency',
  'compensation_frequency',
  'deadline_at',
  'job',
];

let server: Server;
let base: string;

async function get(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; text: string; body: { data: Json[] } }> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: body as { data: Json[] } };
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

/** The text of some HTML, tags dropped and whitespace collapsed: what a reader sees of it. */
const seen = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

describe('Pinpoint emulator (/pinpoint/{company}/postings.json)', () => {
  it('answers { data } with every open post of the data set, in its order, readable by any origin', async () => {
    const { status, headers, body } = await get('/pinpoint/acme/postings.json', { headers: { Origin: 'https://careers.example' } });
    assert.equal(status, 200);
    assert.match(headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(Object.keys(body), ['data']);
    assert.equal(body.data.length, OPEN.length);
    body.data.forEach((posting, index) => {
      const post = OPEN[index]!;
      const id = 300_000 + numberOf(post);
      assert.deepEqual(
        Object.keys(posting),
        KEYS.filter((key) => key !== 'employment_type' || 'employment_type' in posting),
      );
      assert.equal(posting['id'], id);
      assert.equal(String(posting['title']).trim(), post.title);
      assert.equal(posting['path'], `/en/postings/${id}`);
      assert.equal(posting['url'], `https://acme.pinpointhq.com/en/postings/${id}`);
      assert.equal(posting['deadline_at'], null);
    });
  });

  it('serves the quirks: split and whole descriptions, missing enums, hidden and empty pay, null departments, padded titles', async () => {
    const { body } = await get('/pinpoint/acme/postings.json');
    const data = body.data;
    assert.ok(data.some((posting) => posting['key_responsibilities'] === null && posting['key_responsibilities_header'] === null), 'sections null');
    assert.ok(data.some((posting) => typeof posting['benefits'] === 'string' && typeof posting['benefits_header'] === 'string'), 'sections split');
    assert.ok(data.some((posting) => !('employment_type' in posting) && typeof posting['employment_type_text'] === 'string'), 'only the text');
    assert.ok(data.some((posting) => posting['employment_type'] === 'permanent_full_time'));
    assert.ok(data.some((posting) => posting['workplace_type'] === 'office'));
    assert.ok(data.some((posting) => posting['workplace_type'] === null), "the data set's flexible");
    assert.ok(data.some((posting) => posting['compensation_visible'] === false && typeof posting['compensation_minimum'] === 'number'), 'hidden pay, amounts sent');
    assert.ok(data.some((posting) => posting['compensation_visible'] === true && posting['compensation_minimum'] === null), 'shown, no amounts');
    assert.ok(data.some((posting) => (posting['job'] as Json)['department'] === null));
    assert.ok(data.some((posting) => posting['title'] !== String(posting['title']).trim()));
  });

  it('reads through the Pinpoint adapter as the data set says, where Pinpoint can say it', async () => {
    const { body } = await get('/pinpoint/acme/postings.json');
    const posts = pinpointPostings(body);
    assert.equal(posts.length, OPEN.length);
    posts.forEach((read, index) => {
      const post = OPEN[index]!;
      const raw = body.data[index]!;
      assert.equal(read.id, String(300_000 + numberOf(post)));
      assert.equal(read.title, post.title);
      // Every word of the description, the sections joined back under their headings.
      assert.equal(seen(read.description ?? '').length, seen(post.description).length, post.id);
      const workplace = post.ats_job.workplace === 'flexible' ? undefined : post.ats_job.workplace;
      assert.equal(read.ats_job?.workplace, workplace);
      // Pinpoint has no temporary: contract_temp is a contract.
      const type = post.ats_job.employment_type === 'temporary' ? 'contract' : post.ats_job.employment_type;
      assert.equal(read.ats_job?.employment_type, type);
      assert.deepEqual(read.ats_department, index % 8 === 3 ? undefined : post.ats_department);
      const office = post.ats_offices[0]!;
      assert.equal(read.ats_offices?.[0]?.city, office.city);
      if (index % 2 === 0) assert.equal(read.ats_offices?.[0]?.['country_code'], office.country_code);
      const pay = payRanges(read);
      if (raw['compensation_visible'] === true && raw['compensation_minimum'] !== null) {
        assert.equal(pay.length, 1);
        assert.equal(pay[0]!.min, raw['compensation_minimum']);
        assert.equal(pay[0]!.currency, raw['compensation_currency']);
        assert.equal(pay[0]!.interval, raw['compensation_frequency']);
      } else assert.deepEqual(pay, []);
    });
  });

  it('answers an empty company with an empty list, and bigboard with 1,200 postings', async () => {
    const empty = await get('/pinpoint/empty/postings.json');
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body, { data: [] });
    assert.deepEqual(pinpointPostings(empty.body), []);
    const big = await get('/pinpoint/bigboard/postings.json');
    assert.equal(big.body.data.length, 1200);
  });

  it("answers an unknown company as Pinpoint does, 200 with its demo postings, which the adapter reads as no board", async () => {
    const { status, body } = await get('/pinpoint/no-such-company/postings.json');
    assert.equal(status, 200);
    assert.deepEqual(
      body.data.map((posting) => posting['title']),
      ['Head of DEI - UK', 'Head of DEI - Belfast'],
    );
    assert.ok(body.data.every((posting) => String(posting['url']).startsWith('https://no-such-company.pinpointhq.com/')));
    assert.throws(
      () => pinpointPostings(body),
      (error: unknown) => isJobBoardApiError(error) && error.status === 404,
    );
    // Companies are matched exactly.
    assert.equal((await get('/pinpoint/ACME/postings.json')).body.data.length, 2);
  });

  it('answers 404 for any other path of the vendor', async () => {
    for (const path of ['/pinpoint/acme', '/pinpoint/acme/', '/pinpoint/acme/postings', '/pinpoint/acme/jobs.rss', '/pinpoint/acme/postings.json/1', '/pinpoint/%E0%A4%A/postings.json']) {
      const { status, text } = await get(path);
      assert.equal(status, 404, path);
      assert.equal(text, 'Not Found', path);
    }
  });

  it('is reached through a base-url standing for the company origin, the vendor path joined below it', async () => {
    // What a client does with base-url=http://host/pinpoint/acme (issue 39, point 2).
    const url = new URL('postings.json', `${base}/pinpoint/acme/`).href;
    assert.equal(url, `${base}/pinpoint/acme/postings.json`);
    const response = await fetch(url);
    assert.equal(((await response.json()) as { data: Json[] }).data.length, OPEN.length);
  });

  it('is read-only: a preflight allows GET, other methods are 405', async () => {
    const preflight = await fetch(`${base}/pinpoint/acme/postings.json`, { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET');
    const post = await fetch(`${base}/pinpoint/acme/postings.json`, { method: 'POST', body: '{}' });
    assert.equal(post.status, 405);
  });
});
