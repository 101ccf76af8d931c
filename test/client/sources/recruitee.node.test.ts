/**
 * The Recruitee adapter: test/fixtures/ats/recruitee-offers.json (the example answer of
 * ats-public-apis-more.md §3.4, Make's "Delivery Lead", beside offers of the same shape built from
 * the fields and values §3.4 records: Vandebron's monthly salary, string amounts, localised
 * places, `locations[]`) as exact normalised posts; then each row of the mapping table (§3.6), each
 * quirk (§3.7), and malformed input.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/sources/recruitee.node.test.ts'
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isJobBoardApiError, type JobPost } from '../../../src/client/index.js';
import { recruiteeDate, recruiteeOffer, recruiteeOffers } from '../../../src/client/sources/recruitee.js';
import { LENIENT_DATES } from '../../helpers/lenient-dates.js';
import { SAO_PAULO, TOKYO, TOKYO_COMMA, TOKYO_IDEOGRAPHIC_COMMA, WORLD_TITLES } from '../../helpers/world-text.js';

type Json = Record<string, unknown>;

/** The fixture, read afresh so a test may change its copy. */
function fixture(): { offers: Json[] } {
  return JSON.parse(readFileSync(new URL('../../fixtures/ats/recruitee-offers.json', import.meta.url), 'utf8')) as { offers: Json[] };
}

const DELIVERY_LEAD: JobPost = {
  id: '2695896',
  title: 'Delivery Lead',
  ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
  ats_department: { name: 'Delivery' },
  // "Remote" is no city; the country from its (English) name, there being no code.
  ats_offices: [{ name: 'Remote job', country_code: 'US' }],
  description: '<p>Lead delivery of large-scale custom software.</p><ul><li>5+ years of experience</li></ul>',
  apply_url: 'https://make.recruitee.com/o/delivery-lead-3/c/new',
  url: 'https://make.recruitee.com/o/delivery-lead-3',
  published_at: '2026-07-30T19:46:15.000Z',
};

const ENERGY_TRADER: JobPost = {
  id: '1840213',
  title: 'Energy Trader',
  ats_job: { status: 'open', workplace: 'hybrid', employment_type: 'full_time' },
  ats_department: { name: 'Trading' },
  ats_offices: [
    { name: 'Amsterdam, Noord-Holland, Nederland', city: 'Amsterdam', country_code: 'NL' },
    { name: 'Utrecht, Utrecht, Nederland', city: 'Utrecht', country_code: 'NL' },
  ],
  description: '<p>Trade renewable power on the day-ahead market.</p><p>A degree in econometrics &amp; 3 years on a trading desk.</p>',
  apply_url: 'https://werkenbij.vandebron.nl/o/energy-trader/c/new',
  url: 'https://werkenbij.vandebron.nl/o/energy-trader',
  published_at: '2026-08-04T08:00:00.000Z',
  valid_through: '2026-09-30T21:59:59.000Z',
  pay: [{ min: 4000, max: 5500, currency: 'EUR', interval: 'month' }],
};

const WERKSTUDENT: JobPost = {
  id: '2700825',
  title: 'Werkstudent Marketing',
  ats_job: { status: 'open', workplace: 'on_site', employment_type: 'internship' },
  // `locations: []`: the flat primary place; "Deutschland" is localised, the code says DE.
  ats_offices: [{ name: 'Berlin, Berlin, Deutschland', city: 'Berlin', country_code: 'DE' }],
  description: '<p>Unterstütze unser Marketing-Team in Berlin.</p>',
  apply_url: 'https://acme.recruitee.com/o/werkstudent-marketing/c/new',
  url: 'https://acme.recruitee.com/o/werkstudent-marketing',
  published_at: '2026-08-01T12:00:00.000Z',
  // Amounts as strings, currency in lower case.
  pay: [{ min: 15, max: 18.5, currency: 'EUR', interval: 'hour' }],
};

/** The first offer of the fixture with some fields replaced (or removed, with `undefined`). */
function offer(fields: Json = {}, at = 0): Json {
  return { ...fixture().offers[at], ...fields };
}

/** The one post of a board holding `offer(fields, at)`. */
function postOf(fields: Json, at = 0): JobPost {
  const posts = recruiteeOffers({ offers: [offer(fields, at)] });
  assert.equal(posts.length, 1);
  return posts[0]!;
}

const isBadResponse = (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE';

describe('recruiteeOffers', () => {
  it('maps the board answer, in its order', () => {
    assert.deepEqual(recruiteeOffers(fixture()), [DELIVERY_LEAD, ENERGY_TRADER, WERKSTUDENT]);
  });

  it('reads an empty company ({ offers: [] }) as an empty board', () => {
    assert.deepEqual(recruiteeOffers({ offers: [] }), []);
  });

  it('throws BAD_RESPONSE for anything without an offers array: the 404 of an unknown company is no empty board', () => {
    for (const body of [{ error: 'Not found' }, { offers: null }, { offers: {} }, { offer: offer() }, [], null, 'Not Found', undefined, 42]) {
      assert.throws(() => recruiteeOffers(body), isBadResponse, JSON.stringify(body));
    }
  });

  it('id: String(id), an integer or a string; the slug when there is none; left out without either', () => {
    assert.equal(postOf({ id: 42 }).id, '42');
    assert.equal(postOf({ id: ' 42 ' }).id, '42');
    assert.equal(postOf({ id: undefined }).id, 'delivery-lead-3');
    assert.equal(postOf({ id: null }).id, 'delivery-lead-3');
    // Not an id: a fraction, a negative, a boolean, an object.
    for (const id of [1.5, -3, true, { id: 1 }, '   ']) assert.equal(postOf({ id }).id, 'delivery-lead-3', JSON.stringify(id));
    assert.deepEqual(recruiteeOffers({ offers: [offer({ id: undefined, slug: undefined })] }), []);
    assert.deepEqual(recruiteeOffers({ offers: [offer({ id: null, slug: 7 })] }), []);
  });

  it('title: trimmed; from a translation when missing; the offer left out without any', () => {
    assert.equal(postOf({ title: '  Delivery Lead\t' }).title, 'Delivery Lead');
    // Non-breaking spaces and CJK text within a title are kept.
    assert.equal(postOf({ title: 'シニア\u00a0エンジニア' }).title, 'シニア\u00a0エンジニア');
    assert.equal(postOf({ title: undefined, translations: { de: { title: 'Lieferleiter' }, en: { title: 'Delivery Lead' } } }).title, 'Lieferleiter');
    assert.equal(postOf({ title: '', translations: { de: { title: ' ' }, en: { title: 'Delivery Lead' } } }).title, 'Delivery Lead');
    for (const translations of [undefined, null, [], 'en', { en: null }, { en: { title: 5 } }]) {
      assert.deepEqual(recruiteeOffers({ offers: [offer({ title: null, translations })] }), [], JSON.stringify(translations));
    }
  });

  it('a translation never replaces the offer’s own field', () => {
    const post = postOf({ translations: { nl: { title: 'Energiehandelaar', description: '<p>NL</p>' } } });
    assert.equal(post.title, 'Delivery Lead');
    assert.equal(post.description, DELIVERY_LEAD.description);
  });

  it('leaves out an offer whose status is not published; one without a status is kept', () => {
    assert.equal(recruiteeOffers({ offers: [offer({ status: 'closed' }), offer({ status: 'draft' }), offer({ status: 5 })] }).length, 0);
    assert.equal(recruiteeOffers({ offers: [offer({ status: 'published' }), offer({ status: ' published ' }), offer({ status: null }), offer({ status: undefined })] }).length, 4);
  });

  it('skips entries that are not offers, keeping the rest', () => {
    assert.deepEqual(recruiteeOffers({ offers: [null, 'offer', 3, [], offer()] }), [DELIVERY_LEAD]);
  });

  it('department: as sent, trimmed; none when missing, null or not text', () => {
    assert.deepEqual(postOf({ department: ' Delivery ' }).ats_department, { name: 'Delivery' });
    for (const department of [undefined, null, '', 7, { name: 'Delivery' }]) {
      assert.equal('ats_department' in postOf({ department }), false, JSON.stringify(department));
    }
    assert.deepEqual(postOf({ department: undefined, translations: { en: { department: 'Delivery' } } }).ats_department, { name: 'Delivery' });
  });

  it('offices: every place of locations[], each with its city and its country code', () => {
    const locations = [
      { name: 'Amsterdam', city: 'Amsterdam', country: 'Nederland', country_code: 'NL' },
      { name: 'Gent', city: 'Gent', country: 'België', country_code: 'be' },
      // No name: the parts joined; no code: the country's (English) name.
      { city: 'London', state: 'England', country: 'United Kingdom' },
      // A localised country name and no code: no country, rather than a guess.
      { name: 'München', city: 'München', country: 'Deutschland' },
    ];
    assert.deepEqual(postOf({ locations }).ats_offices, [
      { name: 'Amsterdam', city: 'Amsterdam', country_code: 'NL' },
      { name: 'Gent', city: 'Gent', country_code: 'BE' },
      { name: 'London, England, United Kingdom', city: 'London', country_code: 'GB' },
      { name: 'München', city: 'München' },
    ]);
  });

  it('titles and places keep non-breaking spaces and CJK text; only the ends are trimmed', () => {
    for (const [sent, kept] of WORLD_TITLES) {
      assert.equal(postOf({ title: sent }).title, kept, sent);
      assert.equal(postOf({ title: null, translations: { ja: { title: sent } } }).title, kept, sent);
    }
    const locations = [
      { name: `${TOKYO_COMMA}\u3000`, city: TOKYO, country: '日本', country_code: 'JP' },
      { name: TOKYO_IDEOGRAPHIC_COMMA, city: `\u00a0${TOKYO}`, country: '日本' },
      { city: SAO_PAULO, state: 'SP', country: 'Brasil', country_code: 'BR' },
      // The same place but for the kind of space: a repeat.
      { city: 'São Paulo', state: 'SP', country: 'Brasil', country_code: 'BR' },
    ];
    assert.deepEqual(postOf({ locations }).ats_offices, [
      { name: TOKYO_COMMA, city: TOKYO, country_code: 'JP' },
      // "日本" is no country the table knows: none is guessed.
      { name: TOKYO_IDEOGRAPHIC_COMMA, city: TOKYO },
      { name: `${SAO_PAULO}, SP, Brasil`, city: SAO_PAULO, country_code: 'BR' },
    ]);
  });

  it('offices: locations[] is read instead of the flat place, which repeats its first; repeats are dropped', () => {
    const locations = [
      { name: 'Utrecht, Utrecht, Nederland', city: 'Utrecht', country_code: 'NL' },
      { name: 'Utrecht, Utrecht, Nederland', city: 'Utrecht', country_code: 'NL' },
    ];
    assert.deepEqual(postOf({ locations }, 1).ats_offices, [{ name: 'Utrecht, Utrecht, Nederland', city: 'Utrecht', country_code: 'NL' }]);
  });

  it('offices: the flat place when locations[] holds none usable; none without a place at all', () => {
    const flat = { name: 'Amsterdam, Noord-Holland, Nederland', city: 'Amsterdam', country_code: 'NL' };
    for (const locations of [undefined, null, [], 'Amsterdam', [null, 3, {}, { name: ' ' }]]) {
      assert.deepEqual(postOf({ locations }, 1).ats_offices, [flat], JSON.stringify(locations));
    }
    // Without `location`, the name from the flat parts.
    assert.deepEqual(postOf({ location: null, city: 'Amsterdam', country: 'Nederland', country_code: 'NL' }).ats_offices, [
      { name: 'Amsterdam, Nederland', city: 'Amsterdam', country_code: 'NL' },
    ]);
    const none = postOf({ location: undefined, city: undefined, country: undefined, country_code: undefined });
    assert.equal('ats_offices' in none, false);
  });

  it('offices: a workplace word is no city; a bad or unknown code falls back to the name, then to the place text', () => {
    assert.deepEqual(postOf({ city: 'Remote', location: 'Remote', country: undefined, country_code: 'DE' }).ats_offices, [{ name: 'Remote', country_code: 'DE' }]);
    assert.deepEqual(postOf({ city: 'Hybrid', location: 'Hybrid - Berlin', country: undefined }).ats_offices, [{ name: 'Hybrid - Berlin' }]);
    assert.deepEqual(postOf({ country_code: 'XX', country: 'Germany' }).ats_offices, [{ name: 'Remote job', country_code: 'DE' }]);
    assert.deepEqual(postOf({ country_code: 7, country: null, location: 'Remote (US)' }).ats_offices, [{ name: 'Remote (US)', country_code: 'US' }]);
    assert.deepEqual(postOf({ country_code: 'uk', country: null }).ats_offices, [{ name: 'Remote job', country_code: 'GB' }]);
  });

  it('workplace: the first true of remote, hybrid, on_site; none when no flag is true', () => {
    const flags = (remote: unknown, hybrid: unknown, on_site: unknown) => postOf({ remote, hybrid, on_site }).ats_job?.workplace;
    assert.equal(flags(true, false, false), 'remote');
    assert.equal(flags(false, true, false), 'hybrid');
    assert.equal(flags(false, false, true), 'on_site');
    assert.equal(flags(true, true, true), 'remote');
    assert.equal(flags(false, true, true), 'hybrid');
    assert.equal(flags(false, false, false), undefined);
    assert.equal(flags(undefined, null, undefined), undefined);
    // Only JSON's true.
    assert.equal(flags('true', 1, 'yes'), undefined);
  });

  it('employment_type: fulltime* → full_time, parttime* → part_time, freelance → contract, others kept in the board’s words', () => {
    const cases: Array<[unknown, string | undefined]> = [
      ['fulltime', 'full_time'],
      ['fulltime_permanent', 'full_time'],
      ['fulltime_fixed_term', 'full_time'],
      ['parttime', 'part_time'],
      ['parttime_permanent', 'part_time'],
      ['internship', 'internship'],
      ['contract', 'contract'],
      ['freelance', 'contract'],
      ['temporary', 'temporary'],
      [' FullTime ', 'full_time'],
      ['traineeship', 'traineeship'],
      [undefined, undefined],
      [null, undefined],
      ['', undefined],
      [3, undefined],
    ];
    for (const [code, type] of cases) assert.equal(postOf({ employment_type_code: code }).ats_job?.employment_type, type, JSON.stringify(code));
  });

  it('description: description then requirements, raw HTML as sent; either alone; none without both', () => {
    assert.equal(postOf({ requirements: undefined }).description, '<p>Lead delivery of large-scale custom software.</p>');
    assert.equal(postOf({ description: null }).description, '<ul><li>5+ years of experience</li></ul>');
    assert.equal(postOf({ description: '\n<p>A</p>\n', requirements: 5 }).description, '\n<p>A</p>\n');
    assert.equal('description' in postOf({ description: '', requirements: '  ' }), false);
    // Translations stand in for a missing half.
    assert.equal(postOf({ description: undefined, translations: { en: { title: 'x', description: '<p>EN</p>' } } }).description, '<p>EN</p><ul><li>5+ years of experience</li></ul>');
  });

  it('apply_url: careers_apply_url; url: careers_url (the board applies there when the form address is missing)', () => {
    const post = postOf({ careers_apply_url: undefined });
    assert.equal('apply_url' in post, false);
    assert.equal(post.url, 'https://make.recruitee.com/o/delivery-lead-3');
    const neither = postOf({ careers_apply_url: null, careers_url: 12 });
    assert.equal('apply_url' in neither || 'url' in neither, false);
  });

  it('published_at: "YYYY-MM-DD HH:MM:SS UTC" read as UTC, ISO 8601 too; anything else is no date', () => {
    assert.equal(postOf({ published_at: '2026-07-30 19:46:15 UTC' }).published_at, '2026-07-30T19:46:15.000Z');
    assert.equal(postOf({ published_at: '2026-07-30 19:46:15.123456 UTC' }).published_at, '2026-07-30T19:46:15.123Z');
    assert.equal(postOf({ published_at: '2026-07-30T21:46:15+02:00' }).published_at, '2026-07-30T19:46:15.000Z');
    assert.equal(postOf({ published_at: '2026-07-30' }).published_at, '2026-07-30T00:00:00.000Z');
    for (const value of ['2026-02-30 10:00:00 UTC', '2026-07-30 19:46:15 CET', '2026-07-30 19:46 UTC', '2026-07-30 25:00:00 UTC', 1_785_000_000_000, null, ...LENIENT_DATES]) {
      assert.equal('published_at' in postOf({ published_at: value }), false, String(value));
    }
    // Never created_at or updated_at instead: they are not when the offer was published.
    assert.equal('published_at' in postOf({ published_at: undefined, created_at: '2026-07-28 14:12:09 UTC', updated_at: '2026-08-05 10:10:39 UTC' }), false);
  });

  it('valid_through: deadline_at read as a date when it is one', () => {
    assert.equal(postOf({ deadline_at: '2026-09-30 21:59:59 UTC' }).valid_through, '2026-09-30T21:59:59.000Z');
    for (const value of [null, '', 'soon', 5]) assert.equal('valid_through' in postOf({ deadline_at: value }), false, String(value));
  });

  it('pay: salary → { min, max, currency upper-cased, interval from period }; amounts as numbers or strings', () => {
    const pay = (salary: unknown) => postOf({ salary }).pay;
    assert.deepEqual(pay({ min: 4000, max: 5500, currency: 'EUR', period: 'month' }), [{ min: 4000, max: 5500, currency: 'EUR', interval: 'month' }]);
    assert.deepEqual(pay({ min: '60000', max: '75000.00', currency: 'gbp', period: 'year' }), [{ min: 60000, max: 75000, currency: 'GBP', interval: 'year' }]);
    assert.deepEqual(pay({ min: 3000, max: 3500, currency: 'EUR', period: 'monthly' }), [{ min: 3000, max: 3500, currency: 'EUR', interval: 'month' }]);
    assert.deepEqual(pay({ min: 20, max: null, currency: 'EUR', period: 'Hour' }), [{ min: 20, currency: 'EUR', interval: 'hour' }]);
    assert.deepEqual(pay({ min: '', max: '25', currency: 'USD', period: 'hour' }), [{ max: 25, currency: 'USD', interval: 'hour' }]);
    // A period this model has no word for: the range without an interval, not a guessed one.
    assert.deepEqual(pay({ min: 500, max: 600, currency: 'EUR', period: 'fortnight' }), [{ min: 500, max: 600, currency: 'EUR' }]);
    assert.deepEqual(pay({ min: 500, max: 600, currency: 'EUR' }), [{ min: 500, max: 600, currency: 'EUR' }]);
  });

  it('pay: none when salary is null, missing or unusable', () => {
    const salaries: unknown[] = [
      undefined,
      null,
      'EUR 4000',
      [],
      { min: null, max: null, currency: 'EUR', period: 'month' },
      { min: 4000, max: 5500, currency: null, period: 'month' },
      { min: 4000, max: 5500, currency: 'EURO', period: 'month' },
      { min: 5500, max: 4000, currency: 'EUR', period: 'month' },
      { min: '4.000', max: '5.500,00', currency: 'EUR', period: 'month' },
      { min: '4,000', max: 5500, currency: 'EUR', period: 'month' },
      { min: -1, max: 5500, currency: 'EUR', period: 'month' },
      { min: true, max: 5500, currency: 'EUR', period: 'month' },
    ];
    for (const salary of salaries) assert.equal('pay' in postOf({ salary }), false, JSON.stringify(salary));
  });
});

describe('recruiteeOffer', () => {
  it('maps the single-offer answer { offer }', () => {
    assert.deepEqual(recruiteeOffer({ offer: offer({}, 1) }), ENERGY_TRADER);
  });

  it('throws BAD_RESPONSE without a usable published offer', () => {
    for (const body of [{ offers: [offer()] }, { offer: null }, { offer: offer({ title: null, translations: {} }) }, { offer: offer({ status: 'closed' }) }, { error: 'Not found' }, null, 'x']) {
      assert.throws(() => recruiteeOffer(body), isBadResponse, JSON.stringify(body));
    }
  });
});

describe('recruiteeDate', () => {
  it('reads Recruitee’s form and ISO 8601, nothing else', () => {
    assert.equal(recruiteeDate(' 2026-07-30 19:46:15 UTC '), '2026-07-30T19:46:15.000Z');
    assert.equal(recruiteeDate('2026-07-30T19:46:15Z'), '2026-07-30T19:46:15.000Z');
    for (const value of ['2026-07-30 19:46:15', '2026-07-30 19:46:15 utc', '30-07-2026 19:46:15 UTC', '', undefined, null, {}]) {
      assert.equal(recruiteeDate(value), undefined, String(value));
    }
  });
});
