/**
 * The JSON-LD builder of `job-board-element/client` is a pure function that runs in Node (the
 * sitemap and prerendering use it there): its mapping, its date order and its escaping.
 *
 * Run: node --import tsx --test test/client/structured-data.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ashbyJobPosts,
  buildJobPosting,
  EMPLOYMENT_TYPES,
  greenhouseJobPost,
  greenhouseJobPosts,
  jsonLdText,
  leverPostings,
  postedDate,
  textAsHtml,
  type JobPost,
  type PayRange,
} from '../../src/client/index.js';
import { atsFixture, type Json } from '../helpers/ats-fixtures.js';
import { entryModel, officeText } from '../../src/core/view-model.js';
import { englishStrings } from '../../src/i18n/strings.js';
import { LENIENT_DATES } from '../helpers/lenient-dates.js';
import { validateJobPosting } from '../helpers/job-posting-schema.js';

const POST: JobPost = {
  id: 'jp_1',
  title: 'Staff Engineer',
  ats_job: { status: 'open', workplace: 'on_site', employment_type: 'full_time' },
  ats_offices: [{ name: 'Berlin HQ', city: 'Berlin', country_code: 'de' }, { name: 'Porto', city: 'Porto', country: 'PT' }],
  description: 'First paragraph.\nSame paragraph.\n\nSecond: 1 < 2 & more.',
  created_at: '2026-11-01T09:00:00Z',
};

const SETTINGS = { organization: 'Acme', organizationUrl: 'https://acme.example', organizationLogo: 'https://acme.example/logo.png', url: 'https://acme.example/careers?jb-job=jp_1' };

describe('buildJobPosting (in Node)', () => {
  it('maps a post onto a JobPosting that validates', () => {
    const { data, missing } = buildJobPosting(POST, SETTINGS);
    assert.deepEqual(missing, []);
    assert.deepEqual(validateJobPosting(data), []);
    assert.deepEqual(data['jobLocation'], [
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' } },
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Porto', addressCountry: 'PT' } },
    ]);
    assert.equal(data['employmentType'], 'FULL_TIME');
    assert.equal(data['jobLocationType'], undefined);
    assert.equal(data['validThrough'], undefined);
    // Plain text becomes paragraphs, escaped.
    assert.equal(data['description'], '<p>First paragraph.<br>Same paragraph.</p><p>Second: 1 &lt; 2 &amp; more.</p>');
    assert.deepEqual(data['identifier'], { '@type': 'PropertyValue', name: 'Acme', value: 'jp_1' });
    assert.equal(data['directApply'], false);
  });

  it('keeps no-break spaces and CJK text of titles, places and a plain-text description, through the JSON-LD text', () => {
    const [lever] = leverPostings([
      {
        ...atsFixture<Json[]>('lever-list')[0],
        text: 'ソフトウェアエンジニア\u00a0(m/w/d)（東京）',
        categories: { location: '東京都, 日本', allLocations: ['São\u00a0Paulo, Brazil'] },
        country: 'JP',
        description: '',
        descriptionPlain: '東京の\u00a0チーム\n\n給与: 600\u202f000 円 & <賞与>',
        lists: [],
        additional: '',
        additionalPlain: '',
      },
    ]);
    // The board passes the sanitised HTML; this one has nothing a sanitiser would change.
    const { data } = buildJobPosting(lever!, { ...SETTINGS, descriptionHtml: lever!.description });
    assert.equal(data['title'], 'ソフトウェアエンジニア\u00a0(m/w/d)（東京）');
    assert.equal(data['description'], '<p>東京の\u00a0チーム</p><p>給与: 600\u202f000 円 &amp; &lt;賞与&gt;</p>');
    assert.deepEqual(data['jobLocation'], [
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: '東京都', addressCountry: 'JP' } },
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'São\u00a0Paulo', addressCountry: 'BR' } },
    ]);
    const json = jsonLdText(data);
    assert.ok(json.includes('ソフトウェアエンジニア\u00a0(m/w/d)（東京）'), 'the title as written, not escaped');
    assert.deepEqual(JSON.parse(json), data);
  });

  it('maps every employment type, and anything else to OTHER', () => {
    const expected: Record<string, string> = { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', temporary: 'TEMPORARY', internship: 'INTERN', volunteer: 'VOLUNTEER', per_diem: 'PER_DIEM' };
    assert.deepEqual(EMPLOYMENT_TYPES, expected);
    for (const [type, schema] of [...Object.entries(expected), ['zero_hours', 'OTHER'], ['FULL_TIME', 'OTHER']]) {
      assert.equal(buildJobPosting({ ...POST, ats_job: { employment_type: type } }, SETTINGS).data['employmentType'], schema, type);
    }
  });

  it('reads a free-text employment type by its words (Lever commitments), and never a prototype key', () => {
    const cases: [string, string][] = [
      ['Full-time', 'FULL_TIME'],
      ['Regular Full Time (Salary)', 'FULL_TIME'],
      ['Permanent', 'FULL_TIME'],
      ['Part-time', 'PART_TIME'],
      ['Contractor', 'CONTRACTOR'],
      ['Fixed-term contract', 'CONTRACTOR'],
      ['Temporary', 'TEMPORARY'],
      ['Intern', 'INTERN'],
      ['Summer Internship (part-time)', 'INTERN'],
      ['Zero hours', 'OTHER'],
      ['constructor', 'OTHER'],
      ['toString', 'OTHER'],
      ['__proto__', 'OTHER'],
    ];
    for (const [type, schema] of cases) {
      assert.equal(buildJobPosting({ ...POST, ats_job: { employment_type: type } }, SETTINGS).data['employmentType'], schema, type);
    }
  });

  it('dates: created_at, else first_published_at, else published_at; validThrough only from an expiry', () => {
    assert.equal(postedDate({ id: '1', title: 't', created_at: '2026-01-01', first_published_at: '2026-02-01' }), '2026-01-01');
    assert.equal(postedDate({ id: '1', title: 't', first_published_at: '2026-02-01', published_at: '2026-03-01' }), '2026-02-01');
    assert.equal(postedDate({ id: '1', title: 't', published_at: '2026-03-01' }), '2026-03-01');
    assert.equal(postedDate({ id: '1', title: 't', created_at: 'not a date', published_at: '2026-03-01' }), '2026-03-01');
    assert.equal(buildJobPosting({ ...POST, expires_at: '2027-01-31' }, SETTINGS).data['validThrough'], '2027-01-31');
    const { missing } = buildJobPosting({ id: '1', title: 't', ats_offices: [{ city: 'Paris' }] }, SETTINGS);
    assert.deepEqual(missing, [{ property: 'description' }, { property: 'datePosted' }, { property: 'jobLocation.address.addressCountry', attribute: 'country' }]);
  });

  it('dates: ISO 8601 only; javascript: or "see below 3" is no datePosted or validThrough', () => {
    for (const junk of LENIENT_DATES) {
      assert.equal(postedDate({ id: '1', title: 't', created_at: junk, published_at: '2026-03-01' }), '2026-03-01', junk);
      const { data } = buildJobPosting({ ...POST, created_at: junk, first_published_at: undefined, published_at: undefined, expires_at: junk }, SETTINGS);
      assert.equal(data['datePosted'], undefined, junk);
      assert.equal(data['validThrough'], undefined, junk);
    }
  });

  it('remote: TELECOMMUTE with the applicants’ country, or says the country attribute is missing', () => {
    const remote: JobPost = { ...POST, ats_job: { workplace: 'remote' }, ats_offices: [] };
    const withCountry = buildJobPosting(remote, { ...SETTINGS, country: 'de' });
    assert.equal(withCountry.data['jobLocationType'], 'TELECOMMUTE');
    assert.deepEqual(withCountry.data['applicantLocationRequirements'], { '@type': 'Country', name: 'DE' });
    assert.deepEqual(validateJobPosting(withCountry.data), []);
    const without = buildJobPosting(remote, SETTINGS);
    assert.deepEqual(without.missing, [{ property: 'applicantLocationRequirements', attribute: 'country' }]);
    assert.deepEqual(buildJobPosting(POST, {}).missing, [{ property: 'hiringOrganization', attribute: 'organization' }]);
  });

  it('never copies in HTML nobody sanitised; takes sanitised HTML as given', () => {
    const html: JobPost = { ...POST, description: '<p>Hi</p><script>x()</script>' };
    assert.equal(buildJobPosting(html, SETTINGS).data['description'], undefined);
    assert.equal(buildJobPosting(html, { ...SETTINGS, descriptionHtml: '<p>Hi</p>' }).data['description'], '<p>Hi</p>');
    // The board's `part` attributes style its shadow DOM: not in the JobPosting; text that reads like one stays.
    const parted = '<h2 part="description-heading">About</h2><p>Set part="x" in <a href="/a" part="description-link">the form</a></p>';
    assert.equal(buildJobPosting(html, { ...SETTINGS, descriptionHtml: parted }).data['description'], '<h2>About</h2><p>Set part="x" in <a href="/a">the form</a></p>');
    assert.equal(textAsHtml('a\n\n\nb'), '<p>a</p><p>b</p>');
  });

  describe('baseSalary', () => {
    const salaryOf = (pay: unknown) => buildJobPosting({ ...POST, pay: pay as PayRange[] }, SETTINGS).data['baseSalary'];

    it('from the first pay range: a range as minValue and maxValue, with the unit when the interval is known', () => {
      const pay: PayRange[] = [
        { min: 62000, max: 78000, currency: 'EUR', interval: 'year', label: 'Base salary' },
        { min: 30, max: 40, currency: 'USD', interval: 'hour' },
      ];
      const { data, missing } = buildJobPosting({ ...POST, pay }, SETTINGS);
      assert.deepEqual(data['baseSalary'], {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 62000, maxValue: 78000, unitText: 'YEAR' },
      });
      assert.deepEqual(missing, []);
      assert.deepEqual(validateJobPosting(data), []);
    });

    it('every interval as its unitText; none without an interval', () => {
      const units = { year: 'YEAR', month: 'MONTH', week: 'WEEK', day: 'DAY', hour: 'HOUR' } as const;
      for (const [interval, unitText] of Object.entries(units)) {
        const salary = salaryOf([{ min: 1, max: 2, currency: 'USD', interval }]);
        assert.deepEqual(salary, { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2, unitText } });
      }
      assert.deepEqual(salaryOf([{ min: 1, max: 2, currency: 'USD' }]), { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 2 } });
    });

    it('one amount as value; an open-ended range as the bound it has', () => {
      const value = (pay: PayRange) => (salaryOf([pay]) as { value: unknown }).value;
      assert.deepEqual(value({ min: 40, max: 40, currency: 'USD', interval: 'hour' }), { '@type': 'QuantitativeValue', value: 40, unitText: 'HOUR' });
      assert.deepEqual(value({ min: 50000, currency: 'USD' }), { '@type': 'QuantitativeValue', minValue: 50000 });
      assert.deepEqual(value({ max: 90000, currency: 'USD', interval: 'year' }), { '@type': 'QuantitativeValue', maxValue: 90000, unitText: 'YEAR' });
      for (const pay of [{ min: 40, max: 40, currency: 'USD' }, { min: 50000, currency: 'USD' }]) {
        assert.deepEqual(validateJobPosting(buildJobPosting({ ...POST, pay: [pay] }, SETTINGS).data), []);
      }
    });

    it('none without pay, and never from a malformed range (a post built by hand skips the parser)', () => {
      assert.equal(buildJobPosting(POST, SETTINGS).data['baseSalary'], undefined);
      assert.equal(salaryOf([]), undefined);
      assert.equal(salaryOf('USD 50k'), undefined);
      assert.equal(salaryOf([{ min: '50000', currency: 'USD' }, { currency: 'USD' }]), undefined);
      // The first well-formed range is used.
      assert.deepEqual(salaryOf([{ min: 5, max: 1, currency: 'USD' }, { min: 1, currency: 'usd' }, { min: 1, currency: 'USD' }]), {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 1 },
      });
    });

    it('none from a currency Intl does not know, or an amount past 1e9', () => {
      for (const pay of [[{ min: 1, max: 2, currency: 'ZZZ' }], [{ min: 1, currency: 'BTC' }], [{ min: 1e308, currency: 'USD' }], [{ min: 1, max: 1e308, currency: 'USD' }]]) {
        assert.equal(salaryOf(pay), undefined, JSON.stringify(pay));
      }
    });

    it('the schema helper catches a malformed baseSalary', () => {
      const data = buildJobPosting({ ...POST, pay: [{ min: 1, max: 2, currency: 'USD', interval: 'year' }] }, SETTINGS).data;
      const broken = (baseSalary: unknown) => validateJobPosting({ ...data, baseSalary });
      assert.deepEqual(broken({ '@type': 'MonetaryAmount', currency: 'usd', value: { '@type': 'QuantitativeValue', value: 1 } }), ['baseSalary.currency: an ISO 4217 code']);
      assert.deepEqual(broken({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 1, minValue: 1, unitText: 'year' } }), [
        'baseSalary.value: either a value or a minValue/maxValue range',
        'baseSalary.value.unitText: year is not one of HOUR, DAY, WEEK, MONTH, YEAR',
      ]);
      assert.deepEqual(broken({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 3, maxValue: 2 } }), ['baseSalary.value: minValue ≤ maxValue']);
      assert.deepEqual(broken({ '@type': 'MonetaryAmount', currency: 'USD', value: 5 }), ['baseSalary.value: a QuantitativeValue']);
    });

    it('the adapters’ posts make JobPostings that validate, salary included', () => {
      const settings = { ...SETTINGS, country: 'US' };
      const greenhouse = buildJobPosting(greenhouseJobPost(atsFixture('greenhouse-job')), { ...settings, descriptionHtml: '<p>Northwind moves freight.</p>' });
      assert.deepEqual(greenhouse.data['baseSalary'], {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 175000, maxValue: 210000 },
      });
      assert.equal(greenhouse.data['datePosted'], '2026-02-27T14:15:00.000Z');
      const [lever] = leverPostings(atsFixture('lever-list'));
      const [, ashby] = ashbyJobPosts(atsFixture('ashby-list'));
      for (const post of [lever!, ashby!]) {
        const { data } = buildJobPosting(post, { ...settings, descriptionHtml: '<p>Sanitised.</p>' });
        assert.deepEqual(validateJobPosting(data), [], post.id);
        assert.ok(data['baseSalary'] && data['datePosted'], post.id);
      }
      assert.deepEqual(validateJobPosting(greenhouse.data), []);
      assert.equal(buildJobPosting(ashby!, settings).data['employmentType'], 'INTERN');
    });
  });

  it('jsonLdText is safe inside a script element and reads back the same', () => {
    const title = '</script><script>alert(1)</script><!-- \u2028\u2029 & é';
    const text = jsonLdText(buildJobPosting({ ...POST, title }, SETTINGS).data);
    assert.doesNotMatch(text, /[<>&\u2028\u2029]/);
    assert.equal((JSON.parse(text) as { title: string }).title, title);
  });
});

/** The countries of a JobPosting's `jobLocation`s, in order (undefined for one without). */
function locationCountries(data: Record<string, unknown>): (string | undefined)[] {
  const places = (data['jobLocation'] ?? []) as { address: { addressCountry?: string } }[];
  return places.map((place) => place.address.addressCountry);
}

/** The names of `applicantLocationRequirements`, one Country or a list of them. */
function applicantCountries(data: Record<string, unknown>): string[] | undefined {
  const value = data['applicantLocationRequirements'] as { name: string } | { name: string }[] | undefined;
  return value === undefined ? undefined : [value].flat().map((country) => country.name);
}

/** A board whose `country` says "US", as in the issue: the default, never a job's own country. */
const US_BOARD = { ...SETTINGS, country: 'US', descriptionHtml: '<p>About the role.</p>' };

describe('each job in the country its source names (issue 38)', () => {
  it('Lever: every posting’s JobPosting is in its `country`, the board’s only where it is null', () => {
    const answers = [...atsFixture<Json[]>('lever-list'), ...atsFixture<Json[]>('lever-places')];
    const posts = leverPostings(answers);
    assert.equal(posts.length, answers.length);
    let abroad = 0;
    answers.forEach((answer, index) => {
      const { data, missing } = buildJobPosting(posts[index]!, US_BOARD);
      const country = (answer['country'] as string | null) ?? 'US';
      if (country !== 'US') abroad++;
      assert.equal(locationCountries(data)[0], country, String(answer['text']));
      if (answer['workplaceType'] === 'remote') assert.deepEqual(applicantCountries(data), [country], String(answer['text']));
      assert.deepEqual(missing, [], String(answer['text']));
    });
    assert.ok(abroad >= 7, 'postings outside the board’s country');
  });

  it('Lever: another location is in the country its text names, else in the posting’s', () => {
    const places = leverPostings(atsFixture('lever-places'));
    const countriesOf = (title: string) => locationCountries(buildJobPosting(places.find((post) => post.title === title)!, US_BOARD).data);
    assert.deepEqual(countriesOf('Partnerships Lead, APAC'), ['SG', 'AU']);
    assert.deepEqual(countriesOf('Data Analyst'), ['US', 'US', 'US']);
    assert.deepEqual(countriesOf('Senior Android Engineer'), ['KR']);
  });

  it('Greenhouse: offices and location in the countries they name; "Remote - Germany" admits applicants in DE, not the board’s US', () => {
    const posts = greenhouseJobPosts(atsFixture('greenhouse-places'));
    const byTitle = Object.fromEntries(posts.map((post) => [post.title, buildJobPosting(post, US_BOARD).data]));
    const expected: Record<string, (string | undefined)[]> = {
      'Backend Engineer (Remote, Germany)': ['DE'],
      'Site Reliability Engineer': ['DE'],
      'Solutions Engineer': ['CA'],
      'Account Executive': ['GB', 'IE'],
      'Recruiter': ['CA'],
      // "Atlanta, Georgia" and "San Francisco, CA" name no country: the board's default.
      'Field Technician': ['US'],
      'Staff Engineer': ['US'],
      'Warehouse Lead': ['US'],
    };
    assert.deepEqual(Object.keys(byTitle).sort(), Object.keys(expected).sort());
    for (const [title, countries] of Object.entries(expected)) assert.deepEqual(locationCountries(byTitle[title]!), countries, title);
    assert.deepEqual(applicantCountries(byTitle['Backend Engineer (Remote, Germany)']!), ['DE']);
    assert.deepEqual(applicantCountries(byTitle['Site Reliability Engineer']!), ['DE']);
    assert.deepEqual(applicantCountries(byTitle['Recruiter']!), ['CA']);
    assert.deepEqual(applicantCountries(byTitle['Staff Engineer']!), ['US']);
    for (const data of Object.values(byTitle)) assert.deepEqual(validateJobPosting(data), []);
  });

  it('Ashby: each location in its address’s country (a name or a code), a remote job’s applicants in each country it names', () => {
    const answers = atsFixture<{ jobs: Json[] }>('ashby-places').jobs;
    const posts = ashbyJobPosts({ apiVersion: '1', jobs: answers });
    const byTitle = Object.fromEntries(posts.map((post) => [post.title, buildJobPosting(post, { ...SETTINGS, country: 'FR' }).data]));
    const expected: Record<string, (string | undefined)[]> = {
      'Staff Data Engineer': ['US', 'US', 'CA'],
      'Machine Learning Engineer': ['GB'],
      'Forward Deployed Engineer': ['IN', 'IN'],
      // "Remote - Europe" with an empty address names no country: the board's default.
      'Customer Engineer': ['FR', 'DE', 'NL'],
      'Account Executive': ['JP'],
      'Research Scientist': ['US'],
      'Designer': ['GE'],
      'Operations Associate': ['BR'],
    };
    assert.deepEqual(Object.keys(byTitle).sort(), Object.keys(expected).sort());
    for (const [title, countries] of Object.entries(expected)) assert.deepEqual(locationCountries(byTitle[title]!), countries, title);
    assert.deepEqual(applicantCountries(byTitle['Customer Engineer']!), ['DE', 'NL']);
    assert.deepEqual(applicantCountries(byTitle['Research Scientist']!), ['US']);
    assert.equal(applicantCountries(byTitle['Staff Data Engineer']!), undefined, 'hybrid: no applicant requirements');
    for (const data of Object.values(byTitle)) assert.deepEqual(validateJobPosting({ ...data, description: '<p>About the role.</p>' }), []);
  });

  it('says the country attribute is missing only for a job whose source names no country', () => {
    const missingCountry = (post: JobPost) =>
      buildJobPosting(post, SETTINGS).missing.some((entry) => entry.attribute === 'country');
    const lever = leverPostings(atsFixture('lever-places'));
    assert.deepEqual(lever.filter(missingCountry).map((post) => post.title), ['Support Specialist']);
    const greenhouse = greenhouseJobPosts(atsFixture('greenhouse-places'));
    assert.deepEqual(greenhouse.filter(missingCountry).map((post) => post.title), ['Field Technician', 'Warehouse Lead']);
    const ashby = ashbyJobPosts(atsFixture('ashby-places'));
    assert.deepEqual(ashby.filter(missingCountry).map((post) => post.title), ['Customer Engineer']);
  });

  it('Lever: "München, Germany" beside "München" in allLocations reads once, in the listing and the detail', () => {
    const post = leverPostings(atsFixture('lever-places')).find((entry) => entry.title === 'Engineering Manager, Trust & Safety')!;
    assert.deepEqual(post.ats_offices, [{ name: 'München, Germany', city: 'München', country_code: 'DE' }]);
    assert.deepEqual(post.ats_offices!.map(officeText), ['München, Germany']);
    assert.deepEqual(entryModel(post, englishStrings, '#').places, ['München']);
    // The same place sent once composed and once decomposed ("u" and a combining diaeresis).
    const [twice] = leverPostings([{ id: 'x', text: 'T', categories: { location: 'München, Germany', allLocations: ['Mu\u0308nchen, Germany'] }, country: 'DE' }]);
    assert.equal(twice!.ats_offices!.length, 1);
  });
});
