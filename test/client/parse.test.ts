/**
 * The pure parsing functions: fallbacks for missing numbers, and only `JobBoardApiError` for
 * anything that is not the expected shape.
 */
import { expect } from '@open-wc/testing';
import { JobBoardApiError } from '../../src/client/index.js';
import { normaliseJobPost, parseErrorBody, parseJobPostBody, parseJobPostPage, parseJson } from '../../src/client/parse.js';

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('Expected a throw.');
}

function expectBadResponse(action: () => unknown): void {
  const error = thrownBy(action);
  expect(error).to.be.instanceOf(JobBoardApiError);
  expect((error as JobBoardApiError).code).to.equal('BAD_RESPONSE');
}

const post = (id: unknown, title: unknown = `Title ${String(id)}`) => ({ id, title });

/** Values of every JSON kind, and a few no JSON has, nested a little. */
const ODD_VALUES: unknown[] = [
  null,
  undefined,
  true,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'text',
  [],
  [null],
  {},
  { data: null },
  { data: {} },
  { data: 'x' },
  { job_posts: {} },
  { job_posts: null, data: null },
  { job_post: [] },
  { meta: null },
  { meta: 'x', error: 'x' },
  { error: { code: 5 } },
  { error: { code: '' } },
  { error: [] },
  JSON.parse('{"__proto__": {"polluted": true}, "id": "x", "title": "y"}'),
  Object.create(null),
  { id: ['a'], title: 'x' },
  { id: 'a', title: ['x'] },
];

describe('parse', () => {
  describe('parseJobPostPage', () => {
    it('reads the general envelope', () => {
      const body = { data: [post('a'), post('b')], meta: { total: 12, page: 2, limit: 2, total_pages: 6, request_id: 'req_1' } };
      expect(parseJobPostPage(body)).to.deep.equal({
        posts: [post('a'), post('b')],
        page: 2,
        limit: 2,
        totalCount: 12,
        totalPages: 6,
        skipped: 0,
        overflow: 0,
        requestId: 'req_1',
      });
    });

    it('reads the quickstart envelope, taking the limit from the request', () => {
      const body = { job_posts: [post('a')], pagination: { page: 3, total_pages: 3, total_count: 21 } };
      expect(parseJobPostPage(body, { page: 3, limit: 10 })).to.deep.equal({
        posts: [post('a')],
        page: 3,
        limit: 10,
        totalCount: 21,
        totalPages: 3,
        skipped: 0,
        overflow: 0,
      });
    });

    it('reads numbers sent as strings of digits', () => {
      const body = { data: [], meta: { total: '40', page: '2', limit: '10', total_pages: '4' } };
      expect(parseJobPostPage(body)).to.include({ totalCount: 40, page: 2, limit: 10, totalPages: 4 });
    });

    it('falls back to the request and the API defaults when numbers are missing or unusable', () => {
      expect(parseJobPostPage({ data: [post('a')] })).to.include({ page: 1, limit: 20, totalCount: 1, totalPages: 1 });
      expect(parseJobPostPage({ job_posts: [post('a')] }, { page: 2, limit: 5 })).to.include({ page: 2, limit: 5, totalCount: 6, totalPages: 2 });
      const bad = { data: [post('a')], meta: { total: -1, page: 0, limit: 1.5, total_pages: 'many' } };
      expect(parseJobPostPage(bad, { page: 1, limit: 10 })).to.include({ page: 1, limit: 10, totalCount: 1, totalPages: 1 });
    });

    it('guesses one more page when a page without totals is full', () => {
      const full = { data: [post('a'), post('b')] };
      expect(parseJobPostPage(full, { page: 4, limit: 2 })).to.include({ page: 4, totalCount: 8, totalPages: 5 });
    });

    it('derives totalPages from a reported total count', () => {
      expect(parseJobPostPage({ job_posts: [], pagination: { total_count: 45 } }, { limit: 20 })).to.include({ totalPages: 3, totalCount: 45 });
      expect(parseJobPostPage({ data: [], meta: { total: 0 } })).to.include({ totalPages: 0, totalCount: 0 });
    });

    it('skips and counts entries without a usable id or title', () => {
      const items = [post('a'), post(3), post(''), post(' '), post(Number.NaN), post(null), post('b', ''), post('c', 7), null, 'x', [], post(-0)];
      const page = parseJobPostPage({ data: items });
      expect(page.posts.map((entry) => entry.id)).to.deep.equal(['a', '3', '0']);
      expect(page.skipped).to.equal(items.length - 3);
    });

    it('reads no more entries than the limit asked for (else 20), and counts the rest as overflow', () => {
      const items = Array.from({ length: 100_000 }, (_, index) => post(`p${index}`));
      const asked = parseJobPostPage({ data: items, meta: { total: 100_000, limit: 100_000 } }, { page: 1, limit: 20 });
      expect(asked.posts.map((entry) => entry.id)).to.deep.equal(items.slice(0, 20).map((item) => item['id']));
      expect(asked).to.include({ overflow: 99_980, skipped: 0 });
      const unasked = parseJobPostPage({ data: [post('x'), ...items.slice(0, 30)] });
      expect(unasked.posts).to.have.length(20);
      expect(unasked).to.include({ overflow: 11, skipped: 0 });
      // Unusable entries within the limit are skipped; those past it are never read.
      const mixed = parseJobPostPage({ data: [null, post('a'), ...items.slice(0, 5)] }, { limit: 3 });
      expect(mixed.posts.map((entry) => entry.id)).to.deep.equal(['a', 'p0']);
      expect(mixed).to.include({ skipped: 1, overflow: 4 });
    });

    it('throws BAD_RESPONSE for anything without a listing array', () => {
      for (const body of ODD_VALUES) expectBadResponse(() => parseJobPostPage(body));
      expectBadResponse(() => parseJobPostPage([post('a')]));
    });
  });

  describe('parseJobPostBody', () => {
    it('reads a post bare, as { job_post } or as { data }', () => {
      const raw = { id: 'a', title: 'A', extra: { deep: [1] } };
      for (const body of [raw, { job_post: raw }, { data: raw, meta: { request_id: 'req_x' } }]) expect(parseJobPostBody(body)).to.deep.equal(raw);
    });

    it('reads a bare post that has a field named data', () => {
      const raw = { id: 'a', title: 'A', data: { not: 'a post' } };
      expect(parseJobPostBody(raw)).to.deep.equal(raw);
    });

    it('throws BAD_RESPONSE, with the request id when there is one, for anything else', () => {
      for (const body of ODD_VALUES.filter((value) => normaliseJobPost(value) === undefined)) expectBadResponse(() => parseJobPostBody(body));
      const error = thrownBy(() => parseJobPostBody({ data: { id: 'a' }, meta: { request_id: 'req_y' } }));
      expect(error).to.include({ code: 'BAD_RESPONSE', requestId: 'req_y' });
    });
  });

  describe('normaliseJobPost', () => {
    it('keeps every field and drops known ones of the wrong type', () => {
      const raw = {
        id: 'a',
        title: 'A',
        content: 5,
        apply_url: 'https://x.example/apply',
        ats_job: 'remote',
        ats_department: { name: ['x'], code: 'ENG' },
        ats_offices: { name: 'HQ' },
        unknown: { anything: [null] },
      };
      expect(normaliseJobPost(raw)).to.deep.equal({
        id: 'a',
        title: 'A',
        apply_url: 'https://x.example/apply',
        ats_department: { code: 'ENG' },
        unknown: { anything: [null] },
      });
      expect(raw.content).to.equal(5); // the raw object is left as it was
    });

    it('keeps ISO 8601 dates only: other text is no date, and the rest of the post is kept', () => {
      const fields = ['created_at', 'first_published_at', 'published_at', 'updated_at', 'valid_through', 'expires_at', 'closes_at'];
      for (const junk of ['see below 3', 'javascript:alert(1)', '2026-02-30', 'March 3, 2026', 1553186035299, null]) {
        const raw: Record<string, unknown> = { id: 'a', title: 'A', apply_url: 'https://x.example/apply' };
        for (const field of fields) raw[field] = junk;
        expect(normaliseJobPost(raw), String(junk)).to.deep.equal({ id: 'a', title: 'A', apply_url: 'https://x.example/apply' });
      }
      const dated = { id: 'a', title: 'A', created_at: '2026-02-27', updated_at: '2026-02-27T09:15:00-05:00', expires_at: '2026-12-31' };
      expect(normaliseJobPost(dated)).to.deep.equal(dated);
    });

    it('gives a post that is one already back as it is, and copies any other, leaving the raw one unchanged', () => {
      const normal = {
        id: '7',
        title: 'Engineer',
        created_at: '2026-02-27T09:15:00Z',
        ats_job: { workplace: 'remote', employment_type: 'full_time' },
        ats_department: { name: 'Engineering' },
        ats_offices: [{ name: 'Berlin', city: 'Berlin' }, { name: 'Remote' }],
        pay: [{ min: 1, max: 2, currency: 'EUR', interval: 'year' }],
      };
      expect(normaliseJobPost(normal)).to.equal(normal);
      // Each way a post can fall short of one: a copy, changed; the raw post as it came.
      const shortOf: [string, Record<string, unknown>][] = [
        ['a number id', { id: 7 }],
        ['a string field of another type', { url: 1 }],
        ['a date that is none', { updated_at: 'soon' }],
        ['an ats_job that is no record', { ats_job: 'remote' }],
        ['an ats_job field of another type', { ats_job: { workplace: 1 } }],
        ['a department name of another type', { ats_department: { name: null } }],
        ['offices that are no list', { ats_offices: {} }],
        ['an office that is no record', { ats_offices: ['Berlin'] }],
        ['an office city of another type', { ats_offices: [{ name: 'Berlin', city: 3 }] }],
        ['too many pay ranges', { pay: Array.from({ length: 51 }, () => ({ min: 1 })) }],
      ];
      for (const [label, change] of shortOf) {
        const raw = structuredClone({ ...normal, ...change });
        const before = structuredClone(raw);
        const post = normaliseJobPost(raw);
        expect(post, label).to.not.equal(raw);
        expect(post!.id, label).to.equal('7');
        expect(raw, label).to.deep.equal(before);
      }
    });

    it('keeps a __proto__ key as data, without touching any prototype', () => {
      const raw: unknown = JSON.parse('{"id": "a", "title": "A", "__proto__": {"polluted": true}}');
      const normalised = normaliseJobPost(raw);
      expect(Object.getPrototypeOf(normalised)).to.equal(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
      expect(Object.getOwnPropertyNames(normalised)).to.include('__proto__');
    });
  });

  describe('parseErrorBody', () => {
    it("reads the API's error code, message and request id", () => {
      const text = JSON.stringify({ error: { code: 'ERR_INVALID_TOKEN', message: 'Bad token.' }, meta: { request_id: 'req_2' } });
      expect(parseErrorBody(401, text).toJSON()).to.deep.equal({ status: 401, code: 'ERR_INVALID_TOKEN', message: 'Bad token.', requestId: 'req_2' });
      expect(parseErrorBody(429, text, 2000).retryAfterMs).to.equal(2000);
    });

    it('makes up a message when the API sent none', () => {
      const error = parseErrorBody(403, '{"error":{"code":"ERR_X"}}');
      expect(error.code).to.equal('ERR_X');
      expect(error.message).to.include('403');
    });

    it('gives BAD_RESPONSE for a body without a usable error code', () => {
      for (const text of ['', 'not json', 'null', '[]', '{}', '{"error":null}', '{"error":{"code":""}}', '{"error":{"code":1}}']) {
        const error = parseErrorBody(500, text);
        expect(error, text).to.include({ status: 500, code: 'BAD_RESPONSE' });
      }
    });
  });

  it('parseJson throws BAD_RESPONSE for text that is not JSON', () => {
    expect(parseJson('{"a":1}')).to.deep.equal({ a: 1 });
    for (const text of ['', '{', 'undefined', "{'a':1}", '[1,]']) expectBadResponse(() => parseJson(text));
  });
});
