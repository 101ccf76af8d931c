import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createJobBoardsClient, isJobBoardApiError, JobBoardApiError, type JobPost, type JobPostPage } from '../../src/client/index.js';
import { parseErrorBody, parseJobPostBody, parseJobPostPage, parseJson } from '../../src/client/parse.js';

/**
 * Property-based tests of the client's response parsing: thousands of generated malformed bodies
 * a run. Whatever arrives, the outcome is a normalised result or a `JobBoardApiError`
 * (`BAD_RESPONSE` for a 2xx body), never another exception. A failure prints fast-check's seed
 * and the shrunk body; rerun it with `fc.assert(..., { seed, path })`.
 */

const RUNS = 1500;

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/** Keys that matter to the parser or to a naive copy (prototype pollution), mixed with random ones. */
const key = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 8 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'id', 'title', 'data', 'meta', 'job_posts', 'job_post', 'pagination', 'page', 'limit', 'total', 'total_count',
      'total_pages', 'request_id', 'error', 'code', 'message', 'ats_job', 'ats_department', 'ats_offices', 'name',
      'city', 'workplace', 'employment_type', 'status', 'description', 'content', 'absolute_url', 'apply_url', 'url',
      '__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'length',
    ),
  },
);

/** Any JSON value, with the keys above: what `JSON.parse` can hand the parser. */
const jsonish = fc.jsonValue({ maxDepth: 4 }).chain((value) =>
  fc.oneof(
    fc.constant(value),
    fc.dictionary(key, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }),
  ),
);

/** Any JavaScript value at all (Maps, BigInts, sparse arrays, null-prototype objects, boxed values ...). */
const anything = fc.anything({
  key,
  maxDepth: 4,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** A value for a field that should be a string: usually wrong. */
const oddScalar = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom('', ' ', '\n', '0', '-1', '1.5', '1e3', 'NaN', '9007199254740993', '00012'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 2 }),
  fc.dictionary(key, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
);

/** A job post with every field possibly missing, of the wrong type, or fine. */
const mangledPost = fc.record(
  {
    id: fc.oneof(oddScalar, fc.string({ minLength: 1, maxLength: 6 }), fc.integer()),
    title: fc.oneof(oddScalar, fc.string({ minLength: 1, maxLength: 12 })),
    ats_job: fc.oneof(oddScalar, fc.record({ status: oddScalar, workplace: oddScalar, employment_type: oddScalar }, { requiredKeys: [] })),
    ats_department: fc.oneof(oddScalar, fc.record({ name: oddScalar }, { requiredKeys: [] })),
    ats_offices: fc.oneof(oddScalar, fc.array(fc.oneof(oddScalar, fc.record({ name: oddScalar, city: oddScalar }, { requiredKeys: [] })), { maxLength: 3 })),
    description: oddScalar,
    content: oddScalar,
    absolute_url: oddScalar,
    apply_url: oddScalar,
    url: oddScalar,
    extra: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);

const paging = fc.record(
  { page: oddScalar, limit: oddScalar, total: oddScalar, total_count: oddScalar, total_pages: oddScalar, request_id: oddScalar },
  { requiredKeys: [] },
);

/** A listing body: one of the two envelopes, or a near miss of one, with mangled posts and numbers. */
const mangledListing = fc.oneof(
  fc.record(
    { data: fc.oneof({ weight: 3, arbitrary: fc.array(fc.oneof(mangledPost, oddScalar), { maxLength: 6 }) }, oddScalar), meta: fc.oneof(paging, oddScalar) },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      job_posts: fc.oneof({ weight: 3, arbitrary: fc.array(fc.oneof(mangledPost, oddScalar), { maxLength: 6 }) }, oddScalar),
      pagination: fc.oneof(paging, oddScalar),
      meta: fc.oneof(paging, oddScalar),
    },
    { requiredKeys: [] },
  ),
  fc.array(mangledPost, { maxLength: 3 }),
);

/** A single post body: bare, `{ job_post }`, `{ data }`, or a near miss. */
const mangledSingle = fc.oneof(
  mangledPost,
  fc.record({ job_post: fc.oneof(mangledPost, oddScalar), meta: fc.oneof(paging, oddScalar) }, { requiredKeys: [] }),
  fc.record({ data: fc.oneof(mangledPost, oddScalar), meta: fc.oneof(paging, oddScalar) }, { requiredKeys: [] }),
);

/** Body text as it might arrive: `values` as JSON, cut short or with bytes spliced in, or not JSON at all. */
function bodyText(values: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const corrupted = fc.tuple(values, fc.nat(), fc.string({ maxLength: 3 }), fc.nat(5)).map(([value, at, insert, mode]) => {
    const json = JSON.stringify(value) ?? 'undefined';
    const cut = at % (json.length + 1);
    if (mode >= 3) return json; // intact
    if (mode === 1) return json.slice(0, cut); // cut short, like a dropped connection
    if (mode === 2) return json.slice(0, cut) + insert + json.slice(cut); // garbage spliced in
    return `\uFEFF${json}`; // a byte order mark, which JSON.parse refuses
  });
  return fc.oneof(
    { weight: 4, arbitrary: corrupted },
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '<!doctype html><title>502 Bad Gateway</title>', '{"data":[', ')]}\'\n{"data":[]}', '{"data":[]}{"data":[]}'),
  );
}

/** A listing or a single-post request, with a body text for it. */
const answerText = fc.boolean().chain((listing) =>
  bodyText(listing ? fc.oneof(mangledListing, jsonish) : fc.oneof(mangledSingle, jsonish)).map((text) => ({ listing, text })),
);

// ---------------------------------------------------------------------------------------------
// What a normalised result always satisfies
// ---------------------------------------------------------------------------------------------

const usableText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const optionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';
/** A request id is passed on as the API sent it, when it is a non-empty string. */
const optionalRequestId = (value: unknown): boolean => value === undefined || (typeof value === 'string' && value !== '');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkPost(post: JobPost): void {
  expect(usableText(post.id), `id ${String(post.id)}`).to.equal(true);
  expect(usableText(post.title), 'title').to.equal(true);
  for (const field of ['description', 'content', 'absolute_url', 'apply_url', 'url'] as const) {
    expect(optionalString(post[field]), field).to.equal(true);
  }
  if (post.ats_job !== undefined) {
    expect(isObject(post.ats_job), 'ats_job').to.equal(true);
    for (const field of ['status', 'workplace', 'employment_type']) expect(optionalString(post.ats_job[field]), field).to.equal(true);
  }
  if (post.ats_department !== undefined) {
    expect(isObject(post.ats_department), 'ats_department').to.equal(true);
    expect(optionalString(post.ats_department.name), 'department name').to.equal(true);
  }
  if (post.ats_offices !== undefined) {
    expect(Array.isArray(post.ats_offices), 'ats_offices').to.equal(true);
    for (const office of post.ats_offices) {
      expect(isObject(office), 'office').to.equal(true);
      expect(optionalString(office.name) && optionalString(office.city), 'office fields').to.equal(true);
    }
  }
}

const isWhole = (value: number, min: number): boolean => Number.isSafeInteger(value) && value >= min;

function checkPage(page: JobPostPage): void {
  expect(Array.isArray(page.posts)).to.equal(true);
  page.posts.forEach(checkPost);
  expect(isWhole(page.page, 1), `page ${page.page}`).to.equal(true);
  expect(isWhole(page.limit, 1), `limit ${page.limit}`).to.equal(true);
  expect(isWhole(page.totalCount, 0), `totalCount ${page.totalCount}`).to.equal(true);
  expect(isWhole(page.totalPages, 0), `totalPages ${page.totalPages}`).to.equal(true);
  expect(isWhole(page.skipped, 0), `skipped ${page.skipped}`).to.equal(true);
  expect(optionalRequestId(page.requestId), 'requestId').to.equal(true);
}

/** A 2xx body ends in a normalised value or a BAD_RESPONSE error; anything else fails the property. */
function outcome<T>(read: () => T, check: (value: T) => void): 'value' | 'bad-response' {
  let value: T;
  try {
    value = read();
  } catch (error) {
    if (!(error instanceof JobBoardApiError)) throw new Error(`threw ${String(error)} instead of a JobBoardApiError`);
    expect(error.code).to.equal('BAD_RESPONSE');
    return 'bad-response';
  }
  check(value);
  return 'value';
}

/** Nothing a body holds may reach Object.prototype (or Array.prototype). */
function checkNoPollution(): void {
  expect(Object.keys(Object.prototype)).to.deep.equal([]);
  expect(Object.keys(Array.prototype)).to.deep.equal([]);
  expect(({} as Record<string, unknown>)['polluted']).to.equal(undefined);
}

/**
 * Reads RUNS generated `inputs` (a body, and what was asked for): each must end in a normalised value
 * passing `check` or in BAD_RESPONSE, and pollute nothing. Both outcomes must come up, so neither
 * branch is vacuous (normalised values only where the generator aims at the right shape).
 */
function everyBodyEnds<I, T>(name: string, inputs: fc.Arbitrary<I>, read: (input: I) => T, check: (value: T) => void, expectValues: boolean): void {
  const tally = { value: 0, 'bad-response': 0 };
  fc.assert(
    fc.property(inputs, (input) => {
      tally[outcome(() => read(input), check)] += 1;
      checkNoPollution();
    }),
    { numRuns: RUNS },
  );
  expect(tally.value + tally['bad-response'], name).to.equal(RUNS);
  if (expectValues) expect(tally.value, `${name}: normalised values`).to.be.greaterThan(RUNS / 10);
  expect(tally['bad-response'], `${name}: BAD_RESPONSE`).to.be.greaterThan(RUNS / 20);
}

// ---------------------------------------------------------------------------------------------

describe('client response parsing under generated malformed bodies (fast-check)', function () {
  this.timeout(60000);

  it(`listing bodies of any shape: a normalised page or BAD_RESPONSE, ${RUNS} runs per generator`, () => {
    const requested = fc.option(fc.record({ page: fc.integer({ min: 1, max: 50 }), limit: fc.integer({ min: 1, max: 100 }) }));
    for (const [name, bodies] of [['mangled listing', mangledListing], ['any JSON value', jsonish], ['any JavaScript value', anything]] as const) {
      const read = ([body, asked]: [unknown, { page: number; limit: number } | null]) => parseJobPostPage(body, asked ?? undefined);
      everyBodyEnds(name, fc.tuple(bodies as fc.Arbitrary<unknown>, requested), read, checkPage, name === 'mangled listing');
    }
  });

  it('counterexamples it found stay fixed: derived counts stay exact whole numbers for a huge page and limit', () => {
    // {"data":[],"meta":{"page":21073709,"limit":427414068}} once gave totalCount 9.007e15, past 2^53.
    checkPage(parseJobPostPage({ data: [], meta: { page: 21073709, limit: 427414068 } }));
    const fullPage = Array.from({ length: 3 }, (_, index) => ({ id: `p${index}`, title: 'T' }));
    checkPage(parseJobPostPage({ data: fullPage, meta: { page: Number.MAX_SAFE_INTEGER, limit: 3 } }));
  });

  it('a listing keeps exactly the entries with a usable id and title, in order, and counts the rest as skipped', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(mangledPost, oddScalar), { maxLength: 8 }), fc.boolean(), (items, quickstart) => {
        const body = quickstart ? { job_posts: items } : { data: items };
        const page = parseJobPostPage(body);
        const usable = items.filter(
          (item): item is Record<string, unknown> =>
            isObject(item) && (typeof item['id'] === 'number' ? Number.isFinite(item['id']) : usableText(item['id'])) && usableText(item['title']),
        );
        expect(page.posts.map((post) => post.id)).to.deep.equal(usable.map((item) => String(item['id'])));
        expect(page.posts.map((post) => post.title)).to.deep.equal(usable.map((item) => item['title']));
        expect(page.skipped).to.equal(items.length - usable.length);
      }),
      { numRuns: RUNS },
    );
  });

  it(`single post bodies of any shape: a normalised post or BAD_RESPONSE, ${RUNS} runs per generator`, () => {
    for (const [name, bodies] of [['mangled single post', mangledSingle], ['any JSON value', jsonish], ['any JavaScript value', anything]] as const) {
      everyBodyEnds(name, bodies as fc.Arbitrary<unknown>, parseJobPostBody, checkPost, name === 'mangled single post');
    }
  });

  it(`body text (intact, cut short, spliced, not JSON): parsed as JSON then read, or BAD_RESPONSE, ${RUNS} runs`, () => {
    const tally = { value: 0, 'bad-response': 0 };
    fc.assert(
      fc.property(answerText, ({ text: textBody, listing }) => {
        const read = listing
          ? () => outcome(() => parseJobPostPage(parseJson(textBody)), checkPage)
          : () => outcome(() => parseJobPostBody(parseJson(textBody)), checkPost);
        tally[read()] += 1;
      }),
      { numRuns: RUNS },
    );
    expect(tally['bad-response']).to.be.greaterThan(RUNS / 4);
    expect(tally.value).to.be.greaterThan(RUNS / 50);
  });

  it(`error bodies of any text and status: always a JobBoardApiError with that status and a code, ${RUNS} runs`, () => {
    const errorBody = fc.oneof(
      bodyText(jsonish),
      fc
        .record({ error: fc.oneof(oddScalar, fc.record({ code: oddScalar, message: oddScalar }, { requiredKeys: [] })), meta: fc.oneof(paging, oddScalar) }, { requiredKeys: [] })
        .map((body) => JSON.stringify(body)),
    );
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), errorBody, fc.option(fc.nat({ max: 100000 })), (status, textBody, retryAfterMs) => {
        const error = parseErrorBody(status, textBody, retryAfterMs ?? undefined);
        expect(error).to.be.instanceOf(JobBoardApiError);
        expect(error.status).to.equal(status);
        expect(usableText(error.code)).to.equal(true);
        expect(typeof error.message).to.equal('string');
        expect(optionalRequestId(error.requestId), 'requestId').to.equal(true);
        checkNoPollution();
      }),
      { numRuns: RUNS },
    );
  });

  it(`the whole client over HTTP-like answers (any status, any body, any headers): resolves normalised or rejects with a JobBoardApiError, ${RUNS} runs`, async () => {
    const statuses = fc.oneof({ weight: 4, arbitrary: fc.constant(200) }, fc.integer({ min: 200, max: 299 }), fc.constantFrom(204, 301, 304, 400, 401, 403, 404, 429, 500, 502, 503), fc.integer({ min: 200, max: 599 }));
    const headers = fc.record(
      {
        'content-type': fc.constantFrom('application/json', 'text/html', 'application/json; charset=utf-8', ''),
        'retry-after': fc.oneof(fc.constantFrom('0', '1', '-1', 'soon', '1e9', 'Wed, 21 Oct 2015 07:28:00 GMT'), fc.string({ maxLength: 5 })),
      },
      { requiredKeys: [] },
    );
    const tally = { resolved: 0, rejected: 0 };
    await fc.assert(
      fc.asyncProperty(statuses, answerText, headers, async (status, { text: textBody, listing }, headerValues) => {
        const noBody = status === 204 || status === 205 || status === 304;
        const fetch = async (): Promise<Response> =>
          new Response(noBody ? null : textBody, { status, headers: Object.fromEntries(Object.entries(headerValues).filter(([, value]) => /^[\x20-\x7e]*$/.test(value))) });
        const client = createJobBoardsClient({ baseUrl: 'https://api.example.test', token: 'jb_property', fetch, maxRetries: 0, cacheTtlMs: 0 });
        try {
          if (listing) checkPage(await client.listJobPosts({ page: 1, limit: 20 }));
          else checkPost(await client.getJobPost('jp_1'));
          expect(status).to.be.within(200, 299);
          tally.resolved += 1;
        } catch (error) {
          if (!isJobBoardApiError(error)) throw new Error(`rejected with ${String(error)} instead of a JobBoardApiError`);
          if (status >= 200 && status < 300) expect(error.code, `HTTP ${status}`).to.equal('BAD_RESPONSE');
          else expect(error.status).to.equal(status);
          tally.rejected += 1;
        }
      }),
      { numRuns: RUNS },
    );
    expect(tally.resolved + tally.rejected).to.equal(RUNS);
    expect(tally.resolved).to.be.greaterThan(RUNS / 50);
  });
});
