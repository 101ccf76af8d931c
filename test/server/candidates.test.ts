/**
 * The Application API: `POST /v1/candidates/search` with cursor pagination (api-spec section 4,
 * pagination rules 3 to 5, and the body REFERENCE-API.md chose), and `GET /v1/jobs`.
 */
import { expect } from '@open-wc/testing';
import { createSandbox } from '../helpers/sandbox.js';
import { call, expectError, expectWellFormed, TOKENS, type ErrorBody, type GeneralList, type Meta } from '../helpers/reference-api.js';

const SEARCH_PATH = '/v1/candidates/search';
const token = TOKENS.legacy;

interface CandidateJson {
  id: string;
  name: string;
  email: string;
  job_id: string;
  created_at: string;
}

interface SearchAnswer {
  data: CandidateJson[];
  meta: Meta;
}

function search(json: unknown, options: { base?: string; query?: string } = {}) {
  return call<SearchAnswer>(`${SEARCH_PATH}${options.query ?? ''}`, { base: options.base, token, json });
}

function searchError(json: unknown, options: { base?: string; query?: string } = {}) {
  return call<ErrorBody>(`${SEARCH_PATH}${options.query ?? ''}`, { base: options.base, token, json });
}

/** Follows next_cursor to the end, the way rule 5 says a client should. */
async function walk(filters: Record<string, unknown>, limit?: number): Promise<{ found: CandidateJson[]; pages: number; total: number }> {
  const found: CandidateJson[] = [];
  let cursor: string | undefined;
  let pages = 0;
  let total = -1;
  do {
    const answer = await search({ ...filters, ...(limit === undefined ? {} : { limit }), ...(cursor ? { cursor } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expectWellFormed(answer);
    if (total === -1) total = answer.body.meta.total ?? 0;
    expect(answer.body.meta.total).to.equal(total);
    found.push(...answer.body.data);
    cursor = answer.body.meta.next_cursor;
    pages += 1;
    if (pages > 100) throw new Error('the cursor walk does not end');
  } while (cursor !== undefined);
  return { found, pages, total };
}

async function firstCursor(filters: Record<string, unknown>): Promise<string> {
  const answer = await search({ ...filters, limit: 5 });
  const cursor = answer.body.meta.next_cursor;
  if (!cursor) throw new Error('expected a next_cursor');
  return cursor;
}

describe('reference API: candidate search with cursors', () => {
  it('walks every candidate exactly once and ends without next_cursor', async () => {
    const { found, pages, total } = await walk({}, 37);
    expect(total).to.be.at.least(300);
    expect(found).to.have.length(total);
    expect(new Set(found.map((candidate) => candidate.id)).size).to.equal(total);
    expect(pages).to.equal(Math.ceil(total / 37));
  });

  it('answers data and meta with total, limit and next_cursor only while more results exist', async () => {
    const first = await search({ limit: 10 });
    expect(first.body.data).to.have.length(10);
    expect(first.body.meta).to.include({ limit: 10 });
    expect(first.body.meta.next_cursor).to.be.a('string');
    expect(first.body.meta).not.to.have.property('page');

    const all = await search({ limit: 100, query: 'zoë' });
    expect(all.body.data.length).to.equal(all.body.meta.total);
    expect(all.body.meta).not.to.have.property('next_cursor');
  });

  it('walks a filtered search exactly once: query on name or e-mail, case-insensitive, and job_id', async () => {
    const byName = await walk({ query: 'ZOË' }, 3);
    expect(byName.total).to.be.greaterThan(3);
    expect(byName.found.every((candidate) => candidate.name.toLowerCase().includes('zoë'))).to.equal(true);
    expect(new Set(byName.found.map((candidate) => candidate.id)).size).to.equal(byName.total);

    const byEmail = await walk({ query: '@EXAMPLE.NET' }, 100);
    expect(byEmail.total).to.equal((await walk({}, 100)).total);

    const jobId = byName.found[0]?.job_id ?? '';
    const byJob = await walk({ job_id: jobId }, 2);
    expect(byJob.total).to.be.at.least(1);
    expect(byJob.found.every((candidate) => candidate.job_id === jobId)).to.equal(true);
  });

  it('uses limit 20 by default and keeps the first page size when later requests omit limit', async () => {
    expect((await search({})).body.data).to.have.length(20);
    const first = await search({ limit: 15 });
    const second = await search({ cursor: first.body.meta.next_cursor });
    expect(second.body.data).to.have.length(15);
    expect(second.body.meta.limit).to.equal(15);
  });

  it('refuses a cursor reused after a filter changed (rule 3) with ERR_INVALID_CURSOR', async () => {
    const cursor = await firstCursor({ query: 'a' });
    expectError(await searchError({ query: 'e', cursor }), 400, 'ERR_INVALID_CURSOR', 'filters');
    expectError(await searchError({ query: 'a', job_id: 'job_1', cursor }), 400, 'ERR_INVALID_CURSOR');
    expectError(await searchError({ cursor }), 400, 'ERR_INVALID_CURSOR');
    // The same filters (in another case: the search is case-insensitive) still accept it.
    expect((await search({ query: 'A', cursor })).status).to.equal(200);
  });

  it('refuses an edited, truncated or forged cursor with ERR_INVALID_CURSOR', async () => {
    const cursor = await firstCursor({});
    const [payload = '', signature = ''] = cursor.split('.');
    const flip = (text: string, index: number) =>
      `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
    const decoded = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const forgedPayload = btoa(JSON.stringify({ ...decoded, offset: 100 })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const forged = [
      flip(cursor, 3),
      `${payload}.${flip(signature, signature.length - 1)}`,
      `${forgedPayload}.${signature}`,
      cursor.slice(0, -4),
      `${payload}.`,
      payload,
      'not-a-cursor',
      `${cursor}.extra`,
      'x'.repeat(2000),
    ];
    for (const bad of forged) {
      expectError(await searchError({ cursor: bad }), 400, 'ERR_INVALID_CURSOR');
    }
    expectError(await searchError({ cursor: '' }), 400, 'ERR_INVALID_CURSOR');
    expect((await search({ cursor })).status).to.equal(200);
  });

  it('refuses a cursor of another world', async () => {
    const cursor = await firstCursor({});
    const sandbox = await createSandbox();
    expectError(await searchError({ cursor }, { base: sandbox.baseUrl }), 400, 'ERR_INVALID_CURSOR');
  });

  it('refuses cursor and page together, in the body or the query string, naming both (rule 4)', async () => {
    const cursor = await firstCursor({});
    for (const [json, query] of [
      [{ cursor, page: 2 }, ''],
      [{ cursor }, '?page=2'],
      [{ page: 2 }, `?cursor=${encodeURIComponent(cursor)}`],
      [{}, `?page=2&cursor=${encodeURIComponent(cursor)}`],
    ] as const) {
      expectError(await searchError(json, { query }), 400, 'ERR_INVALID_PARAMETER', 'cursor', 'page');
    }
  });

  it('refuses page alone (this endpoint pages by cursor) and a cursor in the query string', async () => {
    expectError(await searchError({ page: 1 }), 400, 'ERR_INVALID_PARAMETER', 'page');
    expectError(await searchError({}, { query: '?page=1' }), 400, 'ERR_INVALID_PARAMETER', 'page');
    const cursor = await firstCursor({});
    expectError(await searchError({}, { query: `?cursor=${encodeURIComponent(cursor)}` }), 400, 'ERR_INVALID_PARAMETER', 'cursor');
  });

  it('refuses bad body fields with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ limit: 101 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ limit: -1 }, 'limit'],
      [{ limit: 1.5 }, 'limit'],
      [{ limit: 'abc' }, 'limit'],
      // A JSON body carries numbers as numbers: a string is the client's bug, not a limit.
      [{ limit: '5' }, 'limit'],
      [{ limit: '100' }, 'limit'],
      [{ query: 42 }, 'query'],
      [{ job_id: ['job_1'] }, 'job_id'],
      [{ cursor: 12 }, 'cursor'],
      [{ status: 'hired' }, 'status'],
    ];
    for (const [json, field] of cases) {
      expectError(await searchError(json), 400, 'ERR_INVALID_PARAMETER', field);
    }
    expect((await search({ limit: 100 })).body.data).to.have.length(100);
  });

  it('names a limit too large for a double as it was parsed, not as "null"', async () => {
    const answer = await call<ErrorBody>(SEARCH_PATH, {
      token,
      rawBody: '{"limit":1e309}',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    expectError(answer, 400, 'ERR_INVALID_PARAMETER', 'limit', 'Infinity');
    expect(answer.body.error.message).not.to.include('null');
  });
});

describe('reference API: jobs list', () => {
  interface JobJson {
    id: string;
    status: string;
    job_post_id: string;
  }

  it('lists every job once in the general list shape, open and closed', async () => {
    const first = await call<GeneralList<JobJson>>('/v1/jobs', { token: TOKENS.jobsRead });
    expect(first.status).to.equal(200);
    expect(first.body.data).to.have.length(20);
    expect(first.body.meta).to.include({ page: 1, limit: 20 });
    expectWellFormed(first);
    const total = first.body.meta.total ?? 0;
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 100); page += 1) {
      const answer = await call<GeneralList<JobJson>>(`/v1/jobs?limit=100&page=${page}`, { token: TOKENS.jobsRead });
      ids.push(...answer.body.data.map((job) => job.id));
      if (page === 1) expect(new Set(answer.body.data.map((job) => job.status))).to.deep.equal(new Set(['open', 'closed']));
    }
    expect(new Set(ids).size).to.equal(total);
  });

  it('applies the page limits of section 8', async () => {
    expectError(await call<ErrorBody>('/v1/jobs?limit=101', { token: TOKENS.jobsRead }), 400, 'ERR_INVALID_PARAMETER', 'limit');
    expectError(await call<ErrorBody>('/v1/jobs?page=0', { token: TOKENS.jobsRead }), 400, 'ERR_INVALID_PARAMETER', 'page');
    const past = await call<GeneralList<JobJson>>('/v1/jobs?page=500', { token: TOKENS.jobsRead });
    expect(past.body.data).to.deep.equal([]);
    expect(past.body.meta.total).to.be.greaterThan(0);
  });
});
