/**
 * The Workable adapter: the reference's example answers (test/fixtures/ats/workable-account.json:
 * the Kahoot! job "copied from the real response", the vendor's `groove-tech` example with its
 * legacy URLs, and the `locations[]` entry the reference quotes) as exact normalised posts, one
 * test per row of ats-public-apis-more.md §1.6, its quirks (§1.7), and malformed answers.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/sources/workable.node.test.ts'
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { LENIENT_DATES } from '../../helpers/lenient-dates.js';
import { SAO_PAULO, TOKYO, WORLD_TITLES } from '../../helpers/world-text.js';
import { isJobBoardApiError } from '../../../src/client/errors.js';
import type { JobPost } from '../../../src/client/types.js';
import { workableJobPosts } from '../../../src/client/sources/workable.js';

type Json = Record<string, unknown>;

function account(): { name: string; description: null; jobs: Json[] } {
  return JSON.parse(readFileSync(new URL('../../fixtures/ats/workable-account.json', import.meta.url), 'utf8')) as ReturnType<typeof account>;
}

const KAHOOT: JobPost = {
  id: '5EA5DDE797',
  title: 'Senior Backend Engineer (.NET)',
  // telecommuting: false says nothing of on site or hybrid.
  ats_job: { status: 'open', employment_type: 'full_time' },
  ats_department: { name: 'Engineering' },
  // `locations: []`: the flat keys, `state` read as the region it is.
  ats_offices: [{ name: 'São Paulo, SP, Brazil', city: 'São Paulo', country_code: 'BR' }],
  description: '<p>Trabalhamos com <strong>C#</strong> e .NET.</p><ul><li>ASP.NET Core</li><li>PostgreSQL</li></ul><p>Plano de saude.</p>',
  apply_url: 'https://apply.workable.com/j/5EA5DDE797/apply',
  url: 'https://apply.workable.com/j/5EA5DDE797',
  published_at: '2026-03-27T00:00:00.000Z',
};

const GROOVE: JobPost = {
  id: '3F0C2A1B9D',
  title: 'Finance Manager',
  ats_job: { status: 'open', employment_type: 'full_time' },
  ats_department: { name: 'Finance' },
  ats_offices: [{ name: 'London, London, United Kingdom', city: 'London', country_code: 'GB' }],
  description: '<p>Own the month-end close.</p>',
  apply_url: 'https://groove-tech.workable.com/jobs/1034567/candidates/new',
  url: 'https://groove-tech.workable.com/jobs/1034567',
  published_at: '2019-04-07T00:00:00.000Z',
};

const REMOTE: JobPost = {
  id: '9B1D77E0A2',
  title: 'Engenheira de Dados',
  ats_job: { status: 'open', workplace: 'remote', employment_type: 'contract' },
  // department "" gives none; "Remoto" names the workplace, not a city.
  ats_offices: [{ name: 'Remoto, Brazil', country_code: 'BR' }],
  description: '<p>Pipelines em <em>Spark</em>.</p>',
  apply_url: 'https://apply.workable.com/j/9B1D77E0A2/apply',
  url: 'https://apply.workable.com/j/9B1D77E0A2',
  published_at: '2026-03-20T00:00:00.000Z',
};

/** The first job of the fixture with some fields replaced (or removed, with `undefined`). */
function job(fields: Json = {}): Json {
  return { ...account().jobs[0], ...fields };
}

/** The one post of an account holding `job(fields)`. */
function postOf(fields: Json): JobPost {
  const posts = workableJobPosts({ name: 'Kahoot!', description: null, jobs: [job(fields)] });
  assert.equal(posts.length, 1);
  return posts[0]!;
}

const isBadResponse = (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE';

describe('workableJobPosts', () => {
  it('maps the reference example answers', () => {
    assert.deepEqual(workableJobPosts(account()), [KAHOOT, GROOVE, REMOTE]);
  });

  it('id: the shortcode (not the employer code); a job without one is left out', () => {
    assert.equal(postOf({ code: 'UK/1/FM' }).id, '5EA5DDE797');
    assert.equal(postOf({ shortcode: ' 5EA5DDE797 ' }).id, '5EA5DDE797');
    for (const shortcode of [undefined, null, '', '  ', 42, {}]) {
      assert.deepEqual(workableJobPosts({ jobs: [job({ shortcode }), account().jobs[1]] }).map((post) => post.id), ['3F0C2A1B9D'], String(shortcode));
    }
  });

  it('title: trimmed, non-breaking spaces and CJK kept; a job without one is left out', () => {
    assert.equal(postOf({ title: '  Senior Engineer\n' }).title, 'Senior Engineer');
    assert.equal(postOf({ title: 'Senior\u00a0Engineer – 東京' }).title, 'Senior\u00a0Engineer – 東京');
    for (const [sent, kept] of WORLD_TITLES) assert.equal(postOf({ title: sent }).title, kept, sent);
    for (const title of [undefined, null, '', ' ', ['x']]) assert.deepEqual(workableJobPosts({ jobs: [job({ title })] }), [], String(title));
  });

  it('department: the name; "" and non-strings give none', () => {
    assert.deepEqual(postOf({ department: ' Sales ' }).ats_department, { name: 'Sales' });
    for (const department of ['', undefined, null, ['Sales'], 3]) assert.equal('ats_department' in postOf({ department }), false, String(department));
  });

  describe('offices', () => {
    it('every entry of locations[]: city, region, country as the name; countryCode as the code', () => {
      const offices = postOf({
        locations: [
          { country: 'United States', countryCode: 'US', city: 'Burlingame', region: 'California' },
          { country: 'Germany', countryCode: 'de', city: 'München', region: '' },
        ],
      }).ats_offices;
      assert.deepEqual(offices, [
        { name: 'Burlingame, California, United States', city: 'Burlingame', country_code: 'US' },
        { name: 'München, Germany', city: 'München', country_code: 'DE' },
      ]);
    });

    it('a location without countryCode takes the code of its country name; one naming no country has none', () => {
      assert.deepEqual(postOf({ locations: [{ country: 'France', city: 'Paris', region: 'Île-de-France' }] }).ats_offices, [
        { name: 'Paris, Île-de-France, France', city: 'Paris', country_code: 'FR' },
      ]);
      assert.deepEqual(postOf({ locations: [{ country: 'Atlantis', city: 'Poseidonis' }] }).ats_offices, [{ name: 'Poseidonis, Atlantis', city: 'Poseidonis' }]);
    });

    it('the flat city, state and country when locations[] is empty or missing; the top-level country is a name', () => {
      for (const locations of [[], undefined, null, 'São Paulo']) {
        assert.deepEqual(postOf({ locations }).ats_offices, KAHOOT.ats_offices, String(locations));
      }
      assert.deepEqual(postOf({ city: '', state: '', country: 'United Kingdom' }).ats_offices, [{ name: 'United Kingdom', country_code: 'GB' }]);
      assert.equal('ats_offices' in postOf({ city: null, state: undefined, country: 7 }), false);
    });

    it('leaves out locations flagged hidden, and then does not fall back to the flat keys', () => {
      const shown = { country: 'Brazil', countryCode: 'BR', city: 'Recife', region: 'PE' };
      assert.deepEqual(postOf({ locations: [{ ...shown, city: 'Natal', hidden: true }, shown] }).ats_offices, [
        { name: 'Recife, PE, Brazil', city: 'Recife', country_code: 'BR' },
      ]);
      assert.equal('ats_offices' in postOf({ locations: [{ ...shown, hidden: true }] }), false);
    });

    it('keeps non-breaking spaces and CJK text, trimming the ends; a repeat but for the kind of space is one place', () => {
      const locations = [
        { country: '日本', countryCode: 'JP', city: `${TOKYO}\u3000`, region: '東京都' },
        { country: 'Brasil', countryCode: 'BR', city: SAO_PAULO, region: 'SP' },
        { country: 'Brasil', countryCode: 'BR', city: 'São Paulo', region: 'SP' },
      ];
      assert.deepEqual(postOf({ locations }).ats_offices, [
        { name: '東京, 東京都, 日本', city: TOKYO, country_code: 'JP' },
        { name: `${SAO_PAULO}, SP, Brasil`, city: SAO_PAULO, country_code: 'BR' },
      ]);
      assert.deepEqual(postOf({ locations: [], city: SAO_PAULO, state: '\u00a0', country: '\u00a0Brazil' }).ats_offices, [
        { name: `${SAO_PAULO}, Brazil`, city: SAO_PAULO, country_code: 'BR' },
      ]);
    });

    it('skips malformed entries, and repeats', () => {
      const shown = { country: 'Brazil', countryCode: 'BR', city: 'Recife', region: 'PE' };
      assert.deepEqual(postOf({ locations: [null, 'Recife', 3, {}, shown, { ...shown }] }).ats_offices, [
        { name: 'Recife, PE, Brazil', city: 'Recife', country_code: 'BR' },
      ]);
      // Nothing usable in the array: the flat keys stand in.
      assert.deepEqual(postOf({ locations: [null, {}] }).ats_offices, KAHOOT.ats_offices);
    });
  });

  it('workplace: remote only for telecommuting true; false, missing or not a boolean give none (never on site)', () => {
    assert.equal(postOf({ telecommuting: true }).ats_job?.workplace, 'remote');
    for (const telecommuting of [false, undefined, null, 'true', 1]) assert.equal('workplace' in postOf({ telecommuting }).ats_job!, false, String(telecommuting));
  });

  it('employment_type: the labels and short codes in the board words; others kept in the same style', () => {
    const cases: [unknown, string][] = [
      ['Full-time', 'full_time'],
      ['full', 'full_time'],
      ['Full time', 'full_time'],
      ['Part-time', 'part_time'],
      ['part', 'part_time'],
      ['Contract', 'contract'],
      ['Temporary', 'temporary'],
      ['Intern', 'internship'],
      ['Internship', 'internship'],
      ['Per diem', 'per_diem'],
      ['Volunteer', 'volunteer'],
    ];
    for (const [label, type] of cases) assert.equal(postOf({ employment_type: label }).ats_job?.employment_type, type, String(label));
    for (const label of ['', null, undefined, 3]) assert.equal('employment_type' in postOf({ employment_type: label }).ats_job!, false, String(label));
  });

  it('status: open, whatever else the job says (state is a region, not a lifecycle state)', () => {
    assert.equal(postOf({ state: 'closed' }).ats_job?.status, 'open');
    assert.equal(postOf({ state: 'archived' }).ats_offices?.[0]?.name, 'São Paulo, archived, Brazil');
  });

  describe('description', () => {
    it('full_description when sent, else description, requirements and benefits in that order', () => {
      assert.equal(postOf({ full_description: '<p>All of it.</p>' }).description, '<p>All of it.</p>');
      assert.equal(postOf({ full_description: ' ', requirements: null }).description, '<p>Trabalhamos com <strong>C#</strong> e .NET.</p><p>Plano de saude.</p>');
      assert.equal(postOf({ description: undefined, benefits: 3 }).description, '<ul><li>ASP.NET Core</li><li>PostgreSQL</li></ul>');
    });

    it('none when no part holds anything (without details=true)', () => {
      assert.equal('description' in postOf({ description: undefined, requirements: undefined, benefits: undefined }), false);
      assert.equal('description' in postOf({ description: '', requirements: null, benefits: ['<p>x</p>'] }), false);
    });

    it('raw HTML kept as sent, entities and whitespace included (the board decodes and sanitises)', () => {
      const html = '  <p>R&amp;D&nbsp;team &lt;3 — 東京</p>\n';
      assert.equal(postOf({ description: html, requirements: undefined, benefits: undefined }).description, html);
      // A title is text: an entity in it is not decoded here either.
      assert.equal(postOf({ title: 'R&amp;D Lead' }).title, 'R&amp;D Lead');
    });
  });

  it('apply_url: application_url; url: url, else shortlink', () => {
    const post = postOf({ application_url: undefined, url: null, shortlink: 'https://apply.workable.com/j/5EA5DDE797' });
    assert.equal('apply_url' in post, false);
    assert.equal(post.url, 'https://apply.workable.com/j/5EA5DDE797');
    const none = postOf({ application_url: 3, url: '', shortlink: undefined });
    assert.equal('apply_url' in none || 'url' in none, false);
  });

  it('posted date: published_on at midnight UTC, else created_at; junk gives none', () => {
    assert.equal(postOf({}).published_at, '2026-03-27T00:00:00.000Z');
    assert.equal(postOf({ published_on: ' 2026-03-27 ' }).published_at, '2026-03-27T00:00:00.000Z');
    assert.equal(postOf({ published_on: '' }).published_at, '2026-03-15T00:00:00.000Z');
    assert.equal(postOf({ published_on: null, created_at: '2026-06-01T09:00:00Z' }).published_at, '2026-06-01T09:00:00.000Z');
    assert.equal('created_at' in postOf({}), false);
    for (const junk of [...LENIENT_DATES, 1553186035299]) {
      assert.equal('published_at' in postOf({ published_on: junk, created_at: undefined }), false, String(junk));
    }
  });

  it('pay: none, even when a salary-like key appears (not in the keyless answer, per the reference)', () => {
    assert.equal('pay' in postOf({ salary: { salary_from: 90000, salary_to: 120000, salary_currency: 'eur' } }), false);
  });

  it('one post per shortcode: rows repeated per location merge their offices', () => {
    const first = job({ locations: undefined });
    const again = { ...first, city: 'Recife', state: 'PE' };
    const posts = workableJobPosts({ jobs: [first, again, account().jobs[1], first] });
    assert.deepEqual(posts.map((post) => post.id), ['5EA5DDE797', '3F0C2A1B9D']);
    assert.deepEqual(posts[0]!.ats_offices, [
      { name: 'São Paulo, SP, Brazil', city: 'São Paulo', country_code: 'BR' },
      { name: 'Recife, PE, Brazil', city: 'Recife', country_code: 'BR' },
    ]);
  });

  it('an empty board is no posts; entries that are not jobs are left out', () => {
    assert.deepEqual(workableJobPosts({ name: 'Acme', description: null, jobs: [] }), []);
    assert.deepEqual(workableJobPosts({ jobs: [null, 'x', 3, [], {}] }), []);
  });

  it('throws BAD_RESPONSE for an answer without a jobs array, which must not read as an empty board', () => {
    for (const body of [null, undefined, 'Not Found', [], {}, { name: 'Acme' }, { jobs: null }, { jobs: {} }, { error: 'Not found' }]) {
      assert.throws(() => workableJobPosts(body), isBadResponse, JSON.stringify(body));
    }
  });
});
