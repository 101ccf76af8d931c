/**
 * The Ashby adapter: the documented example answer (test/fixtures/ats/ashby-list.json) as exact
 * normalised posts, and each quirk of ats-public-apis.md §4.2 that applies to Ashby.
 *
 * Run: npx tsx --test test/client/sources/ashby.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LENIENT_DATES } from '../../helpers/lenient-dates.js';
import { ashbyJobPosts, ashbyUnlistedJobPosts, isJobBoardApiError, type JobPost } from '../../../src/client/index.js';
import { atsFixture, type Json } from '../../helpers/ats-fixtures.js';
import { SAO_PAULO, TOKYO, TOKYO_COMMA, TOKYO_IDEOGRAPHIC_COMMA, WORLD_TITLES } from '../../helpers/world-text.js';

const STAFF: JobPost = {
  id: '5b2f0c3e-8a41-4d7e-b0a9-3c1d2e4f5a60',
  title: 'Staff Data Engineer',
  // Hybrid, though `isRemote` is true.
  ats_job: { status: 'open', workplace: 'hybrid', employment_type: 'full_time' },
  ats_department: { name: 'Engineering' },
  ats_offices: [
    { name: 'New York, NY', city: 'New York', country_code: 'US' },
    { name: 'Remote (US)', country_code: 'US' },
    { name: 'Toronto, ON', city: 'Toronto', country_code: 'CA' },
  ],
  description:
    '<p><strong>About Lumenfield</strong></p><p>We build energy-forecasting models for grid operators.</p><ul><li>Own our lakehouse</li><li>Mentor 4 engineers</li></ul>',
  apply_url: 'https://jobs.ashbyhq.com/lumenfield/5b2f0c3e-8a41-4d7e-b0a9-3c1d2e4f5a60/application',
  url: 'https://jobs.ashbyhq.com/lumenfield/5b2f0c3e-8a41-4d7e-b0a9-3c1d2e4f5a60',
  published_at: '2026-04-02T15:20:11.532Z',
  // The salary only: the equity component is no pay range.
  pay: [{ min: 190000, max: 235000, currency: 'USD', interval: 'year' }],
};

const INTERN: JobPost = {
  id: '9e8d7c6b-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  title: 'Field Technician (Summer Intern)',
  ats_job: { status: 'open', workplace: 'on_site', employment_type: 'internship' },
  ats_department: { name: 'Operations' },
  ats_offices: [{ name: 'Denver, CO', city: 'Denver', country_code: 'US' }],
  description: '<p>Install and calibrate weather sensors across Colorado.</p>',
  apply_url: 'https://jobs.ashbyhq.com/lumenfield/9e8d7c6b-1a2b-4c3d-8e9f-0a1b2c3d4e5f/application',
  url: 'https://jobs.ashbyhq.com/lumenfield/9e8d7c6b-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  published_at: '2026-04-05T09:00:00.000Z',
  pay: [{ min: 24, max: 28, currency: 'USD', interval: 'hour' }],
};

/** The first job of the fixture with some fields replaced (or removed, with `undefined`). */
function job(fields: Json = {}): Json {
  return { ...atsFixture<{ jobs: Json[] }>('ashby-list').jobs[0], ...fields };
}

/** The one post of a board holding `job(fields)`. */
function postOf(fields: Json): JobPost {
  const posts = ashbyJobPosts({ apiVersion: '1', jobs: [job(fields)] });
  assert.equal(posts.length, 1);
  return posts[0]!;
}

describe('ashbyJobPosts', () => {
  it('maps the board answer', () => {
    assert.deepEqual(ashbyJobPosts(atsFixture('ashby-list')), [STAFF, INTERN]);
  });

  it('leaves out unlisted jobs (isListed: false), which are in the answer all the same', () => {
    const [staff, intern] = atsFixture<{ jobs: Json[] }>('ashby-list').jobs;
    assert.deepEqual(ashbyJobPosts({ apiVersion: '1', jobs: [{ ...staff, isListed: false }, intern] }), [INTERN]);
    // Only an explicit false hides a job.
    assert.equal(ashbyJobPosts({ jobs: [{ ...staff, isListed: undefined }] }).length, 1);
  });

  it('reads the unlisted jobs on their own, for a direct link: mapped as a listed one would be', () => {
    const [staff, intern] = atsFixture<{ jobs: Json[] }>('ashby-list').jobs;
    const unlisted = ashbyUnlistedJobPosts({ apiVersion: '1', jobs: [{ ...staff, isListed: false }, intern] });
    assert.deepEqual(unlisted, [STAFF]);
    assert.deepEqual(ashbyUnlistedJobPosts({ jobs: [staff, intern] }), []);
    assert.throws(() => ashbyUnlistedJobPosts('Not Found'), (error) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE');
  });

  it('takes the id from the last path segment of jobUrl when there is none, and leaves out a job without either or a title', () => {
    assert.equal(postOf({ id: undefined }).id, STAFF.id);
    assert.equal(postOf({ id: null, jobUrl: 'https://jobs.ashbyhq.com/flock%20safety/abc-123/?src=x' }).id, 'abc-123');
    assert.deepEqual(ashbyJobPosts({ jobs: [job({ id: undefined, jobUrl: 'not a url' }), job({ id: undefined, jobUrl: undefined }), job({ title: '' }), 'x'] }), []);
  });

  it('trims titles (leading whitespace occurs)', () => {
    assert.equal(postOf({ title: '\n  Engineering Manager - EU' }).title, 'Engineering Manager - EU');
  });

  it('reads an empty board as no posts, and throws BAD_RESPONSE for anything without a jobs array', () => {
    assert.deepEqual(ashbyJobPosts({ jobs: [] }), []);
    for (const body of ['Not Found', null, [], { apiVersion: '1' }]) {
      assert.throws(
        () => ashbyJobPosts(body),
        (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE',
      );
    }
  });

  it('workplace from workplaceType only: null or missing is none, whatever isRemote says', () => {
    assert.equal(postOf({ workplaceType: 'Remote', isRemote: false }).ats_job?.workplace, 'remote');
    assert.equal(postOf({ workplaceType: 'OnSite', isRemote: true }).ats_job?.workplace, 'on_site');
    assert.deepEqual(postOf({ workplaceType: null, isRemote: true }).ats_job, { status: 'open', employment_type: 'full_time' });
    assert.deepEqual(postOf({ workplaceType: undefined, isRemote: null }).ats_job, { status: 'open', employment_type: 'full_time' });
  });

  it('employment types in the board’s words; a missing one is none', () => {
    const expected = { FullTime: 'full_time', PartTime: 'part_time', Intern: 'internship', Contract: 'contract', Temporary: 'temporary', PerDiem: 'per_diem' };
    for (const [employmentType, type] of Object.entries(expected)) assert.equal(postOf({ employmentType }).ats_job?.employment_type, type);
    assert.equal('employment_type' in postOf({ employmentType: undefined }).ats_job!, false);
  });

  it('publishedAt: ISO 8601 only, never what Date.parse makes of other text', () => {
    assert.equal(postOf({ publishedAt: '2026-02-27T09:15:00-05:00' }).published_at, '2026-02-27T14:15:00.000Z');
    for (const junk of [...LENIENT_DATES, 1553186035299]) assert.equal('published_at' in postOf({ publishedAt: junk }), false, String(junk));
  });

  it('department, else team; neither is none', () => {
    assert.deepEqual(postOf({ department: undefined, team: 'Data Platform' }).ats_department, { name: 'Data Platform' });
    assert.equal('ats_department' in postOf({ department: undefined, team: undefined }), false);
  });

  it('offices: cities from either nesting of a secondary address, none from free text, no repeats', () => {
    const secondaryLocations = [
      { location: 'Bengaluru', address: { postalAddress: { addressLocality: 'Bengaluru', addressCountry: 'India' } } },
      { location: 'London', address: { addressLocality: 'London', addressRegion: 'England', addressCountry: 'United Kingdom' } },
      { location: 'Lisbon, Portugal' },
      { location: 'new york, ny', address: {} },
      { address: { addressLocality: 'Nameless' } },
    ];
    assert.deepEqual(postOf({ secondaryLocations }).ats_offices, [
      { name: 'New York, NY', city: 'New York', country_code: 'US' },
      { name: 'Bengaluru', city: 'Bengaluru', country_code: 'IN' },
      { name: 'London', city: 'London', country_code: 'GB' },
      { name: 'Lisbon, Portugal', country_code: 'PT' },
    ]);
    assert.deepEqual(postOf({ address: { postalAddress: {} }, secondaryLocations: [] }).ats_offices, [{ name: 'New York, NY' }]);
  });

  it('description: descriptionHtml as sent; descriptionPlain, escaped, as paragraphs where it is absent, null or blank', () => {
    assert.equal(postOf({ descriptionPlain: 'Other' }).description, STAFF.description);
    for (const descriptionHtml of [undefined, null, '', ' \n ']) {
      assert.equal(
        postOf({ descriptionHtml, descriptionPlain: 'About <Lumenfield> & us\n\n- Own our lakehouse\n- Mentor\u00a04 engineers' }).description,
        '<p>About &lt;Lumenfield&gt; &amp; us</p><p>- Own our lakehouse<br>- Mentor\u00a04 engineers</p>',
        JSON.stringify(descriptionHtml),
      );
      for (const descriptionPlain of [undefined, null, '  ', 7]) {
        assert.equal('description' in postOf({ descriptionHtml, descriptionPlain }), false, JSON.stringify([descriptionHtml, descriptionPlain]));
      }
    }
  });

  it('titles and places keep non-breaking spaces and CJK text; only the ends are trimmed', () => {
    for (const [sent, kept] of WORLD_TITLES) assert.equal(postOf({ title: sent }).title, kept, sent);
    const secondaryLocations = [
      { location: TOKYO_IDEOGRAPHIC_COMMA, address: { postalAddress: { addressLocality: `${TOKYO}\u3000`, addressCountry: 'JP' } } },
      { location: `${SAO_PAULO}, Brazil`, address: { addressLocality: SAO_PAULO, addressCountry: 'Brazil' } },
      // The same places but for the kind of space: repeats.
      { location: 'São Paulo, Brazil' },
      { location: TOKYO_COMMA.replace(' ', '\u00a0') },
    ];
    assert.deepEqual(postOf({ location: TOKYO_COMMA, address: { postalAddress: { addressLocality: '東京都', addressCountry: '日本' } }, secondaryLocations }).ats_offices, [
      // "日本" is no country the table knows: none is guessed.
      { name: TOKYO_COMMA, city: '東京都' },
      { name: TOKYO_IDEOGRAPHIC_COMMA, city: TOKYO, country_code: 'JP' },
      { name: `${SAO_PAULO}, Brazil`, city: SAO_PAULO, country_code: 'BR' },
    ]);
  });

  describe('pay', () => {
    const compensation = (summaryComponents: unknown[]) => ({ ...(job().compensation as Json), summaryComponents });

    it('none when the employer asked not to show it (shouldDisplayCompensationOnJobPostings: false), though it was sent', () => {
      assert.equal('pay' in postOf({ shouldDisplayCompensationOnJobPostings: false }), false);
      assert.deepEqual(postOf({ shouldDisplayCompensationOnJobPostings: undefined }).pay, STAFF.pay);
    });

    it('at most 50 ranges, of 100,000 Salary components', () => {
      const components = Array.from({ length: 100_000 }, (_, index) => ({ compensationType: 'Salary', interval: '1 YEAR', currencyCode: 'EUR', minValue: index, maxValue: index + 1 }));
      const pay = postOf({ compensation: compensation(components) }).pay as unknown[];
      assert.equal(pay.length, 50);
      assert.deepEqual(pay[49], { min: 49, max: 50, currency: 'EUR', interval: 'year' });
    });

    it('none for an empty roll-up, or without includeCompensation (no compensation key)', () => {
      assert.equal('pay' in postOf({ compensation: compensation([]) }), false);
      assert.equal('pay' in postOf({ compensation: undefined, shouldDisplayCompensationOnJobPostings: undefined }), false);
    });

    it('every Salary component, its interval when it is one period, absolute amounts', () => {
      const component = (fields: Json) => ({ compensationType: 'Salary', interval: '1 YEAR', currencyCode: 'EUR', minValue: 81000, maxValue: 87000, ...fields });
      const summaryComponents = [
        component({ interval: '1 MONTH', minValue: 5000.5 }),
        component({ interval: '1 WEEK', maxValue: null }),
        component({ interval: '1 DAY', minValue: null }),
        component({ interval: '2 WEEK' }),
        component({ interval: 'NONE', currencyCode: null }),
        component({ minValue: null, maxValue: null }),
        component({ compensationType: 'Bonus' }),
        component({ compensationType: 'EquityCashValue' }),
      ];
      assert.deepEqual(postOf({ compensation: compensation(summaryComponents) }).pay, [
        { min: 5000.5, max: 87000, currency: 'EUR', interval: 'month' },
        { min: 81000, currency: 'EUR', interval: 'week' },
        { max: 87000, currency: 'EUR', interval: 'day' },
        { min: 81000, max: 87000, currency: 'EUR' },
      ]);
    });
  });
});
