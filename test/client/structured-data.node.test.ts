/**
 * The JSON-LD builder of `job-board-element/client` is a pure function that runs in Node (the
 * sitemap and prerendering use it there): its mapping, its date order and its escaping.
 *
 * Run: node --import tsx --test test/client/structured-data.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildJobPosting, EMPLOYMENT_TYPES, jsonLdText, postedDate, textAsHtml, type JobPost } from '../../src/client/index.js';
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

  it('maps every employment type, and anything else to OTHER', () => {
    const expected: Record<string, string> = { full_time: 'FULL_TIME', part_time: 'PART_TIME', contract: 'CONTRACTOR', temporary: 'TEMPORARY', internship: 'INTERN', volunteer: 'VOLUNTEER', per_diem: 'PER_DIEM' };
    assert.deepEqual(EMPLOYMENT_TYPES, expected);
    for (const [type, schema] of [...Object.entries(expected), ['zero_hours', 'OTHER'], ['FULL_TIME', 'OTHER']]) {
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
    assert.equal(textAsHtml('a\n\n\nb'), '<p>a</p><p>b</p>');
  });

  it('jsonLdText is safe inside a script element and reads back the same', () => {
    const title = '</script><script>alert(1)</script><!-- \u2028\u2029 & é';
    const text = jsonLdText(buildJobPosting({ ...POST, title }, SETTINGS).data);
    assert.doesNotMatch(text, /[<>&\u2028\u2029]/);
    assert.equal((JSON.parse(text) as { title: string }).title, title);
  });
});
