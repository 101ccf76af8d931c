/**
 * The Recruitee emulator (server/vendors/recruitee.ts), served by the real handler over HTTP at
 * `/recruitee/{company}/api/offers/`: the list and one offer in Recruitee's shape, its quirks, the
 * unknown company and offer, the `empty` company, and every emulated offer through the project's
 * Recruitee adapter, so emulator and adapter agree.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/server/vendors-recruitee.node.test.ts'
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { payRanges } from '../../src/client/index.js';
import { recruiteeOffer, recruiteeOffers } from '../../src/client/sources/recruitee.js';
import { generateDataSet } from '../../server/data/generate.js';
import type { JobPost as DataPost } from '../../server/data/types.js';
import { createApiHandler } from '../../server/handler.js';
import { createApiServer } from '../../server/http/node-server.js';
import { BIG_BOARD_SIZE } from '../../server/vendors/big-board.js';

type Json = Record<string, unknown>;

const OPEN: readonly DataPost[] = generateDataSet().posts.filter((post) => post.ats_job.status === 'open');
const numberOf = (post: DataPost) => Number(post.id.slice('jp_'.length));
/** Recruitee's date-time form: never ISO 8601 (ats-public-apis-more.md §3.4). */
const UTC_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/;

let server: Server;
let base: string;

async function get(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; text: string; body: Json }> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  let body: Json = {};
  try {
    body = JSON.parse(text) as Json;
  } catch {
    // not JSON: the test reads `text`
  }
  return { status: response.status, headers: response.headers, text, body };
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

describe('Recruitee emulator (/recruitee/{company}/api/offers/)', () => {
  it('lists every open post of the data set, in order, as { offers }, at the path a base-url replacing the origin asks', async () => {
    // `base-url=<origin>/recruitee/make` + the vendor's path `/api/offers/`.
    const { status, headers, body } = await get('/recruitee/make/api/offers/');
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(Object.keys(body), ['offers']);
    const offers = body['offers'] as Json[];
    assert.equal(offers.length, OPEN.length);
    offers.forEach((offer, index) => {
      const post = OPEN[index]!;
      assert.equal(Number(offer['id']), 2_600_000 + numberOf(post), 'id 2600000 + K of jp_K');
      assert.equal(String(offer['title']).trim(), post.title);
      assert.equal(offer['status'], 'published');
      for (const field of ['published_at', 'created_at', 'updated_at']) assert.match(String(offer[field]), UTC_TIME, field);
      assert.ok(offer['deadline_at'] === null || UTC_TIME.test(String(offer['deadline_at'])));
      assert.equal(`${String(offer['description'])}${String(offer['requirements'])}`.replace(/\s/g, ''), post.description.replace(/\s/g, ''), 'the advert split in two');
      assert.equal((offer['locations'] as Json[]).length, post.ats_offices.length);
      assert.equal(offer['country_code'], post.ats_offices[0]?.country_code ?? null);
      assert.equal(offer['careers_apply_url'], `${String(offer['careers_url'])}/c/new`);
      assert.match(String(offer['careers_url']), new RegExp(`/o/${String(offer['slug'])}$`));
    });
    assert.equal(new Set(offers.map((offer) => String(offer['id']))).size, OPEN.length, 'unique ids');
    assert.equal(new Set(offers.map((offer) => offer['slug'])).size, OPEN.length, 'unique slugs');
  });

  it('carries the quirks the reference records: string ids and amounts, padded titles, null salary and department, localised countries, monthly, custom domains', async () => {
    const offers = (await get('/recruitee/make/api/offers/')).body['offers'] as Json[];
    const salaries = offers.map((offer) => offer['salary'] as Json | null);
    assert.ok(offers.some((offer) => typeof offer['id'] === 'string') && offers.some((offer) => typeof offer['id'] === 'number'));
    assert.ok(offers.some((offer) => String(offer['title']) !== String(offer['title']).trim()));
    assert.ok(salaries.some((salary) => salary === null));
    assert.ok(salaries.some((salary) => typeof salary?.['min'] === 'string'));
    assert.ok(salaries.some((salary) => typeof salary?.['min'] === 'number'));
    assert.ok(salaries.some((salary) => typeof salary?.['currency'] === 'string' && salary['currency'] === String(salary['currency']).toLowerCase()));
    assert.ok(salaries.some((salary) => salary?.['period'] === 'monthly'));
    assert.ok(offers.some((offer) => offer['department'] === null));
    assert.ok(offers.some((offer) => offer['country'] === 'Deutschland'), 'localised country names');
    assert.ok(offers.some((offer) => !String(offer['careers_url']).includes('.recruitee.com/')), 'a custom careers domain');
    assert.ok(offers.some((offer) => offer['employment_type_code'] === 'fulltime_permanent'));
    const flags = offers.map((offer) => [offer['remote'], offer['hybrid'], offer['on_site']].filter((flag) => flag === true).length);
    assert.ok(flags.every((count) => count <= 1) && flags.includes(0), 'one flag at most; none for the data set’s flexible');
  });

  it('reads through the adapter as the data set’s posts', async () => {
    const posts = recruiteeOffers((await get('/recruitee/make/api/offers/')).body);
    assert.equal(posts.length, OPEN.length);
    posts.forEach((post, index) => {
      const source = OPEN[index]!;
      assert.equal(post.title, source.title);
      assert.equal(post.ats_department?.name ?? source.ats_department.name, source.ats_department.name);
      assert.equal(post.published_at, new Date(source.created_at).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
      assert.deepEqual(
        post.ats_offices?.map((office) => [office.city, office['country_code']]),
        source.ats_offices.map((office) => [office.city, office.country_code]),
      );
      const workplace = source.ats_job.workplace === 'flexible' ? undefined : source.ats_job.workplace;
      assert.equal(post.ats_job?.workplace, workplace);
      assert.equal(post.ats_job?.employment_type, source.ats_job.employment_type);
      assert.ok(post.description?.replace(/\s/g, '') === source.description.replace(/\s/g, ''));
    });
    const withPay = posts.filter((post) => payRanges(post).length > 0);
    assert.equal(withPay.length, posts.length - Math.floor((posts.length + 1) / 4), 'pay on every offer whose salary is not null');
  });

  it('ignores page and limit (the whole board every time), and answers without the trailing slash too', async () => {
    const whole = (await get('/recruitee/make/api/offers/')).text;
    assert.equal((await get('/recruitee/make/api/offers/?page=2&limit=1')).text, whole);
    assert.equal((await get('/recruitee/make/api/offers')).text, whole);
  });

  it('answers one offer by its slug as { offer }, the same as in the list', async () => {
    const offers = (await get('/recruitee/make/api/offers/')).body['offers'] as Json[];
    const first = offers[1]!;
    const { status, body } = await get(`/recruitee/make/api/offers/${String(first['slug'])}`);
    assert.equal(status, 200);
    assert.deepEqual(body, { offer: first });
    assert.equal(recruiteeOffer(body).title, OPEN[1]!.title);
  });

  it('answers an empty company with { offers: [] }, and a big one whole', async () => {
    const empty = await get('/recruitee/empty/api/offers/');
    assert.equal(empty.status, 200);
    assert.equal(empty.text, '{"offers":[]}');
    assert.deepEqual(recruiteeOffers(empty.body), []);
    const big = await get('/recruitee/bigboard/api/offers/');
    assert.equal((big.body['offers'] as Json[]).length, BIG_BOARD_SIZE);
  });

  it('answers JSON 404 for an unknown company, an unknown offer, or another path; the adapter never reads it as an empty board', async () => {
    for (const path of ['/recruitee/nope/api/offers/', '/recruitee/Make/api/offers/', '/recruitee/make/api/offers/no-such-offer', '/recruitee/nope/api/offers/x', '/recruitee/make/api/other', '/recruitee/make']) {
      const answer = await get(path);
      assert.equal(answer.status, 404, path);
      assert.equal(answer.headers.get('content-type'), 'application/json; charset=utf-8', path);
      assert.equal(answer.text, '{"error":"Not found"}', path);
    }
    const unknown = (await get('/recruitee/nope/api/offers/')).body;
    assert.throws(() => recruiteeOffers(unknown), /Not a Recruitee offer list/);
  });

  it('is read-only: HEAD without a body, a preflight allowing GET, 405 for POST', async () => {
    const head = await get('/recruitee/make/api/offers/', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.text, '');
    const preflight = await get('/recruitee/make/api/offers/', { method: 'OPTIONS' });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET');
    assert.equal((await get('/recruitee/make/api/offers/', { method: 'POST', body: '{}' })).status, 405);
  });
});
