/**
 * The Pinpoint adapter: test/fixtures/ats/pinpoint-list.json as exact normalised posts, then each
 * row of the mapping table of ats-public-apis-more.md §9.4, its quirk (§9.5), and malformed input.
 * The fixture's first posting is the reference's example answer (§9.3) as printed; the second has
 * the field set of a parser test's fixture (every section with its heading, pay shown, `office`);
 * the third the shape of an observed test server's answer (`employment_type_text` only, null
 * sections, "Remote" as the city, a shown range with no amounts).
 *
 * Run: npx tsx --test test/client/sources/pinpoint.node.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isJobBoardApiError, type JobPost } from '../../../src/client/index.js';
import { PINPOINT_DEMO_MARKER, pinpointPostings } from '../../../src/client/sources/pinpoint.js';
import { SAO_PAULO, TOKYO, TOKYO_COMMA, TOKYO_IDEOGRAPHIC_COMMA, WORLD_TITLES } from '../../helpers/world-text.js';

type Json = Record<string, unknown>;

function fixture(): { data: Json[] } {
  return JSON.parse(readFileSync(new URL('../../fixtures/ats/pinpoint-list.json', import.meta.url), 'utf8')) as { data: Json[] };
}

const REFERENCE_EXAMPLE: JobPost = {
  // No `id` and no `path` in the example: the last segment of `url`.
  id: '1',
  title: 'Engineer',
  ats_job: { status: 'open', workplace: 'hybrid', employment_type: 'full_time' },
  ats_department: { name: 'Engineering' },
  // No `name`: city and province; "ZH" names no country.
  ats_offices: [{ name: 'Zürich, ZH', city: 'Zürich' }],
  description: '<p>Build</p><h3>Responsibilities</h3><p>Ship</p>',
  url: 'https://acme.pinpointhq.com/postings/1',
  apply_url: 'https://acme.pinpointhq.com/postings/1',
  closes_at: '2026-10-01T00:00:00.000Z',
  // No pay: the example has no `compensation_visible`.
};

const TEST_ENGINEER: JobPost = {
  id: '332887',
  title: 'Senior Development Test Engineer',
  ats_job: { status: 'open', workplace: 'on_site', employment_type: 'full_time' },
  ats_department: { name: 'Test Engineering' },
  ats_offices: [{ name: 'Berlin, Germany', city: 'Berlin', country_code: 'DE' }],
  description:
    '<div><!--block-->As a Senior Development Test Engineer you test fluid systems.</div>' +
    '<h3>What you would be expected to do</h3><ul><li><!--block-->Design and build test rigs</li></ul>' +
    '<h3>Minimum Qualifications</h3><ul><li><!--block-->5+ years of Python</li></ul>' +
    '<h3>Preferred Skills &amp; Experience</h3><div><!--block-->Cryogenic propellants experience</div>',
  url: 'https://acme.pinpointhq.com/en/postings/332887',
  apply_url: 'https://acme.pinpointhq.com/en/postings/332887',
  closes_at: '2026-09-30T22:59:00.000Z',
  pay: [{ min: 70000, max: 85000, currency: 'EUR', interval: 'year' }],
};

const REMOTE_ENGINEER: JobPost = {
  id: '9',
  title: 'Senior Software Engineer - React / Node.js',
  ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
  ats_department: { name: 'Engineering' },
  // "Remote" is no city.
  ats_offices: [{ name: 'Remote' }],
  description: '<div>Lead the web app.</div><h3>Qualifications</h3><ul><li>5+ years</li></ul>',
  url: 'https://acme.pinpointhq.com/en/postings/9',
  apply_url: 'https://acme.pinpointhq.com/en/postings/9',
};

/** The second posting of the fixture with some fields replaced (or removed, with `undefined`). */
function posting(fields: Json = {}): Json {
  return { ...fixture().data[1], ...fields };
}

/** The one post of an answer holding `posting(fields)`. */
function postOf(fields: Json): JobPost {
  const posts = pinpointPostings({ data: [posting(fields)] });
  assert.equal(posts.length, 1);
  return posts[0]!;
}

const DEMO: Json = {
  id: 1,
  title: 'Head of DEI - UK',
  url: 'https://nosuchcompany.pinpointhq.com/en/postings/1',
  description: `<p>Meet the team</p><iframe src="https://www.${PINPOINT_DEMO_MARKER}"></iframe>`,
};

describe('pinpointPostings', () => {
  it('maps the answer, in its order', () => {
    assert.deepEqual(pinpointPostings(fixture()), [REFERENCE_EXAMPLE, TEST_ENGINEER, REMOTE_ENGINEER]);
  });

  it('reads an empty company as no posts', () => {
    assert.deepEqual(pinpointPostings({ data: [] }), []);
  });

  it('throws BAD_RESPONSE for an answer without a data array', () => {
    for (const body of [null, undefined, 'Not Found', [], {}, { data: null }, { data: {} }, { postings: [] }]) {
      assert.throws(
        () => pinpointPostings(body),
        (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE' && /Pinpoint/.test(error.message),
        JSON.stringify(body),
      );
    }
  });
});

describe('Pinpoint mapping table (§9.4)', () => {
  it('id: `id` (a string or a whole number), else the last segment of `path`, else of `url`', () => {
    assert.equal(postOf({ id: 'abc-1' }).id, 'abc-1');
    assert.equal(postOf({ id: 42 }).id, '42');
    assert.equal(postOf({ id: undefined }).id, '332887');
    assert.equal(postOf({ id: null, path: '/en/postings/77?utm=x' }).id, '77');
    assert.equal(postOf({ id: -1, path: undefined, url: 'https://acme.pinpointhq.com/postings/55' }).id, '55');
  });

  it('title: `title`, trimmed', () => {
    assert.equal(postOf({ title: '\tData Analyst ' }).title, 'Data Analyst');
  });

  it('title and office keep non-breaking spaces and CJK text; only the ends are trimmed', () => {
    for (const [sent, kept] of WORLD_TITLES) assert.equal(postOf({ title: sent }).title, kept, sent);
    const officeOf = (location: Json) => postOf({ location }).ats_offices;
    assert.deepEqual(officeOf({ name: `${TOKYO_COMMA}\u3000`, city: TOKYO, province: '東京都' }), [{ name: TOKYO_COMMA, city: TOKYO }]);
    assert.deepEqual(officeOf({ name: TOKYO_IDEOGRAPHIC_COMMA, city: null }), [{ name: TOKYO_IDEOGRAPHIC_COMMA }]);
    assert.deepEqual(officeOf({ city: `\u00a0${SAO_PAULO}`, province: 'SP' }), [{ name: `${SAO_PAULO}, SP`, city: SAO_PAULO }]);
    assert.deepEqual(officeOf({ name: `${SAO_PAULO}, Brazil`, city: SAO_PAULO }), [{ name: `${SAO_PAULO}, Brazil`, city: SAO_PAULO, country_code: 'BR' }]);
  });

  it('department: `job.department.name`', () => {
    assert.deepEqual(postOf({ job: { department: { name: ' People ' } } }).ats_department, { name: 'People' });
    // Not the division: it groups departments.
    assert.equal(postOf({ job: { division: { name: 'Ops' } } }).ats_department, undefined);
  });

  it('offices: `location.name` with `location.city`, the country the name names; `province` is a region', () => {
    assert.deepEqual(postOf({ location: { name: 'Bogotá D.C, Colombia', city: 'Bogotá D.C', province: 'Bogotá' } }).ats_offices, [
      { name: 'Bogotá D.C, Colombia', city: 'Bogotá D.C', country_code: 'CO' },
    ]);
    assert.deepEqual(postOf({ location: { name: 'London', city: 'London', province: 'England' } }).ats_offices, [{ name: 'London', city: 'London' }]);
    assert.deepEqual(postOf({ location: { city: 'Leeds', province: 'West Yorkshire' } }).ats_offices, [{ name: 'Leeds, West Yorkshire', city: 'Leeds' }]);
    assert.deepEqual(postOf({ location: { name: 'Hybrid - Manchester', city: 'Hybrid' } }).ats_offices, [{ name: 'Hybrid - Manchester' }]);
  });

  it('workplace: `remote`, `hybrid`, `office`/`onsite` → on_site; anything else is none', () => {
    const workplace = (value: unknown) => postOf({ workplace_type: value }).ats_job?.workplace;
    assert.equal(workplace('remote'), 'remote');
    assert.equal(workplace('hybrid'), 'hybrid');
    assert.equal(workplace('office'), 'on_site');
    assert.equal(workplace('Office'), 'on_site');
    assert.equal(workplace('onsite'), 'on_site');
    assert.equal(workplace('on_site'), 'on_site');
    assert.equal(workplace('flexible'), undefined);
    assert.equal(workplace(null), undefined);
  });

  it('employment type: the enum in the board words; the display text when the enum is missing', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['full_time', 'full_time'],
      ['permanent', 'full_time'],
      ['permanent_full_time', 'full_time'],
      ['part_time', 'part_time'],
      ['permanent_part_time', 'part_time'],
      ['contract_temp', 'contract'],
      ['freelance', 'contract'],
      ['fixed_term_contract', 'contract'],
      ['zero_hours', 'contract'],
      ['internship', 'internship'],
      // Not in the table: kept in Pinpoint's words.
      ['flexible', 'flexible'],
    ];
    for (const [value, expected] of cases) {
      assert.equal(postOf({ employment_type: value, employment_type_text: undefined }).ats_job?.employment_type, expected, value);
    }
    assert.equal(postOf({ employment_type: undefined, employment_type_text: 'Permanent Part Time' }).ats_job?.employment_type, 'part_time');
    assert.equal(postOf({ employment_type: null, employment_type_text: 'Fixed-term contract' }).ats_job?.employment_type, 'contract');
    assert.equal(postOf({ employment_type: undefined, employment_type_text: 'Contract / Temp' }).ats_job?.employment_type, 'contract');
    assert.equal(postOf({ employment_type: undefined, employment_type_text: ' / ' }).ats_job?.employment_type, undefined);
    assert.equal(postOf({ employment_type: undefined, employment_type_text: undefined }).ats_job?.employment_type, undefined);
  });

  it('description: `description`, then each section under its escaped heading; none invented', () => {
    assert.equal(
      postOf({ description: '<p>A</p>', key_responsibilities: '<p>B</p>', key_responsibilities_header: '<Do> & Own', skills_knowledge_expertise: null, benefits: '<p>C</p>', benefits_header: ' ' })
        .description,
      '<p>A</p><h3>&lt;Do&gt; &amp; Own</h3><p>B</p><p>C</p>',
    );
    // A heading without content is left out with it.
    assert.equal(postOf({ description: '<p>A</p>', key_responsibilities: '', skills_knowledge_expertise: undefined, benefits: undefined }).description, '<p>A</p>');
    assert.equal(postOf({ description: null, key_responsibilities: null, skills_knowledge_expertise: null, benefits: null }).description, undefined);
  });

  it('apply URL: `url`, which is also the page', () => {
    const post = postOf({ url: ' https://acme.pinpointhq.com/en/postings/1 ' });
    assert.equal(post.apply_url, 'https://acme.pinpointhq.com/en/postings/1');
    assert.equal(post.url, 'https://acme.pinpointhq.com/en/postings/1');
    const without = postOf({ url: undefined });
    assert.equal(without.apply_url, undefined);
    assert.equal(without.url, undefined);
  });

  it('posted date: `published_at` only where an answer has it, in UTC; the deadline as `closes_at`', () => {
    assert.equal(postOf({}).published_at, undefined);
    assert.equal(postOf({ published_at: '2026-03-02T10:00:00+02:00' }).published_at, '2026-03-02T08:00:00.000Z');
    assert.equal(postOf({ published_at: 'yesterday', deadline_at: '1 October' }).published_at, undefined);
    assert.equal(postOf({ deadline_at: '1 October' }).closes_at, undefined);
    assert.equal(postOf({ deadline_at: null }).closes_at, undefined);
  });

  it('pay: only when `compensation_visible` is true; the frequency where the board has a word for it', () => {
    assert.equal(postOf({ compensation_visible: false }).pay, undefined);
    assert.equal(postOf({ compensation_visible: undefined }).pay, undefined);
    assert.equal(postOf({ compensation_visible: 'true' }).pay, undefined);
    // A period the board has a word for: no label, since `compensation` is the same range written out.
    assert.deepEqual(postOf({ compensation_frequency: 'month', compensation: '€2,475 - €3,094 per month', compensation_minimum: 2475, compensation_maximum: 3094 }).pay, [
      { min: 2475, max: 3094, currency: 'EUR', interval: 'month' },
    ]);
    // `two_weeks`: the range without an interval; Pinpoint's own text says what it is per.
    assert.deepEqual(postOf({ compensation_frequency: 'two_weeks', compensation: '£2,000 - £2,400 every two weeks', compensation_currency: 'gbp' }).pay, [
      { min: 70000, max: 85000, currency: 'GBP', label: '£2,000 - £2,400 every two weeks' },
    ]);
    assert.deepEqual(postOf({ compensation_frequency: 'hour', compensation: null, compensation_minimum: 18.5, compensation_maximum: null }).pay, [
      { min: 18.5, currency: 'EUR', interval: 'hour' },
    ]);
    // Decimals as Rails writes them.
    assert.deepEqual(postOf({ compensation: undefined, compensation_minimum: '60000.0', compensation_maximum: '65000.0' }).pay, [
      { min: 60000, max: 65000, currency: 'EUR', interval: 'year' },
    ]);
  });

  it('pay: none for unusable amounts or currency', () => {
    for (const fields of [
      { compensation_minimum: null, compensation_maximum: null },
      { compensation_minimum: 'lots', compensation_maximum: 'more' },
      { compensation_minimum: 90000, compensation_maximum: 80000 },
      { compensation_currency: null },
      { compensation_currency: 'EURO' },
      { compensation_minimum: -5, compensation_maximum: undefined },
    ]) {
      assert.equal(postOf(fields).pay, undefined, JSON.stringify(fields));
    }
  });
});

describe('Pinpoint quirks and malformed input', () => {
  it('an answer of demo postings only is an unknown company: a 404 ERR_NOT_FOUND, not an empty board', () => {
    assert.throws(
      () => pinpointPostings({ data: [DEMO, { ...DEMO, id: 2, title: 'Head of DEI - Belfast' }] }),
      (error: unknown) => isJobBoardApiError(error) && error.status === 404 && error.code === 'ERR_NOT_FOUND' && /demo/.test(error.message),
    );
  });

  it('demo postings beside real ones are left out; the title alone is no mark', () => {
    const posts = pinpointPostings({ data: [DEMO, posting(), posting({ id: 5, title: 'Head of DEI - UK' })] });
    assert.deepEqual(
      posts.map((post) => post.id),
      ['332887', '5'],
    );
  });

  it('leaves out postings without a usable id or title, and entries that are no object', () => {
    const data = [
      null,
      'posting',
      [],
      posting({ title: null }),
      posting({ title: '  ' }),
      posting({ title: 12 }),
      posting({ id: null, path: null, url: null }),
      posting({ id: {}, path: '/', url: 'https://acme.pinpointhq.com/' }),
      posting({ id: undefined, path: '/en/postings/%E0%A4%A', url: undefined }),
      posting(),
    ];
    assert.deepEqual(
      pinpointPostings({ data }).map((post) => post.id),
      ['332887'],
    );
  });

  it('reads nothing from fields of the wrong type', () => {
    const post = postOf({
      workplace_type: 3,
      employment_type: ['full_time'],
      employment_type_text: false,
      job: 'Engineering',
      location: 'Berlin',
      description: { html: '<p>x</p>' },
      key_responsibilities: 7,
      skills_knowledge_expertise: null,
      benefits: null,
      url: 5,
      deadline_at: 20261001,
      compensation_visible: true,
      compensation_minimum: {},
      compensation_maximum: [],
    });
    assert.deepEqual(post, { id: '332887', title: 'Senior Development Test Engineer', ats_job: { status: 'open' } });
  });

  it('reads a department, office and section whose parts are null', () => {
    const post = postOf({ job: { department: null }, location: { name: null, city: null, province: null } });
    assert.equal(post.ats_department, undefined);
    assert.equal(post.ats_offices, undefined);
    assert.equal(postOf({ job: { department: { name: null } } }).ats_department, undefined);
  });
});
