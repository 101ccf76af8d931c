/**
 * The SmartRecruiters adapter: the real example answers of ats-public-apis-more.md §2.4 (a list
 * page, test/fixtures/ats/smartrecruiters-list.json, and one posting,
 * smartrecruiters-posting.json: their shapes and quirks as recorded, the trimmed parts filled in)
 * as exact normalised posts, then every row of the mapping table (§2.6), the quirks (§2.7),
 * malformed input and the paging plan.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/sources/smartrecruiters.node.test.ts'
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isJobBoardApiError, type JobPost } from '../../../src/client/index.js';
import { SAO_PAULO, TOKYO, TOKYO_IDEOGRAPHIC_COMMA, WORLD_TITLES } from '../../helpers/world-text.js';
import {
  SMARTRECRUITERS_MAX_POSTINGS,
  SMARTRECRUITERS_PAGE_LIMIT,
  smartRecruitersPage,
  smartRecruitersPageQuery,
  smartRecruitersPaging,
  smartRecruitersPosting,
} from '../../../src/client/sources/smartrecruiters.js';

type Json = Record<string, unknown>;

function fixture<T = Json>(name: 'smartrecruiters-list' | 'smartrecruiters-posting'): T {
  return JSON.parse(readFileSync(new URL(`../../fixtures/ats/${name}.json`, import.meta.url), 'utf8')) as T;
}

const NET_ENGINEER: JobPost = {
  id: '744000133907678',
  // "may end with a space"
  title: 'Senior Software Engineer .NET',
  ats_job: { status: 'open', workplace: 'hybrid', employment_type: 'Full-time' },
  ats_department: { name: 'Software Development/Engineering' },
  ats_offices: [{ name: 'São Paulo, SP, Brazil', city: 'São Paulo', country_code: 'BR' }],
  // The list has no description and no apply address: the public page stands in for both.
  apply_url: 'https://jobs.smartrecruiters.com/Visa/744000133907678',
  url: 'https://jobs.smartrecruiters.com/Visa/744000133907678',
  published_at: '2026-06-24T10:00:11.853Z',
};

const DATA_ENGINEER: JobPost = {
  id: '744000135518263',
  title: 'Data Engineer',
  ats_job: { status: 'open', workplace: 'remote', employment_type: 'Contract' },
  // `city` holds the country and `region` the word "Remote": no city, and the code not repeated.
  ats_offices: [{ name: 'Poland, Remote', country_code: 'PL' }],
  apply_url: 'https://jobs.smartrecruiters.com/Visa/744000135518263',
  url: 'https://jobs.smartrecruiters.com/Visa/744000135518263',
  published_at: '2026-07-02T08:15:00.000Z',
};

const DATA_OPS: JobPost = {
  id: '744000137413079',
  title: 'Data Ops Specialist',
  ats_job: { status: 'open', workplace: 'on_site', employment_type: 'Full-time' },
  ats_department: { name: 'Customer Success' },
  // "Dublin, , Ireland" without its empty part.
  ats_offices: [{ name: 'Dublin, Ireland', city: 'Dublin', country_code: 'IE' }],
  description:
    '<h3>Company Description</h3><p>We make hiring software.</p>' +
    '<h3>Job Description</h3><p>Support data migrations.</p>' +
    // The section's HTML opens with its title: not repeated.
    '<p><strong>Qualifications</strong></p><ul><li>SQL and one scripting language</li><li>Care for detail</li></ul>' +
    '<h3>Additional Information</h3><p>EEO statement.</p>',
  apply_url: 'https://jobs.smartrecruiters.com/smartrecruiters/744000137413079-data-ops?oga=true',
  url: 'https://jobs.smartrecruiters.com/smartrecruiters/744000137413079-data-ops',
  published_at: '2026-08-03T14:02:47.310Z',
};

/** The first list entry with some fields replaced (or removed, with `undefined`). */
function listed(fields: Json = {}): Json {
  return { ...fixture<{ content: Json[] }>('smartrecruiters-list').content[0], ...fields };
}

/** The posting with some fields replaced (or removed, with `undefined`). */
function detail(fields: Json = {}): Json {
  return { ...fixture('smartrecruiters-posting'), ...fields };
}

/** The first list entry's location with some fields replaced. */
const location = (fields: Json): Json => ({ ...(listed().location as Json), ...fields });

/** The posting's sections with some replaced. */
const sections = (fields: Json): Json => ({ jobAd: { sections: { ...((detail().jobAd as Json).sections as Json), ...fields } } });

const one = (raw: Json, company?: string): JobPost => smartRecruitersPosting(raw, company);

const isBadResponse = (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE';

describe('smartRecruitersPage', () => {
  it('maps the example list page, with its total and its length', () => {
    assert.deepEqual(smartRecruitersPage(fixture('smartrecruiters-list')), { posts: [NET_ENGINEER, DATA_ENGINEER], received: 2, totalFound: 2 });
  });

  it('reads an empty company (or an unknown one, which SmartRecruiters answers alike) as no posts', () => {
    assert.deepEqual(smartRecruitersPage({ offset: 0, limit: 100, totalFound: 0, content: [] }), { posts: [], received: 0, totalFound: 0 });
  });

  it('leaves out entries without a usable id or name, yet counts them for the next offset', () => {
    const [first, second] = fixture<{ content: Json[] }>('smartrecruiters-list').content;
    const page = smartRecruitersPage({ totalFound: 6, content: [{ ...first, id: '' }, { ...first, name: null }, { ...first, id: { value: 1 } }, 7, null, second] });
    assert.deepEqual(
      page.posts.map((post) => post.id),
      [DATA_ENGINEER.id],
    );
    assert.equal(page.received, 6);
  });

  it('gives no total when totalFound is missing or not a whole number', () => {
    for (const totalFound of [undefined, null, '2', -1, 2.5, Number.NaN]) {
      assert.equal(smartRecruitersPage({ totalFound, content: [] }).totalFound, undefined, String(totalFound));
    }
  });

  it('throws BAD_RESPONSE for anything without a content array, which must not read as an empty board', () => {
    for (const body of [null, [], 'x', {}, { totalFound: 0 }, { content: null }, { content: {} }, { postings: [] }]) {
      assert.throws(() => smartRecruitersPage(body), isBadResponse, JSON.stringify(body));
    }
  });
});

describe('smartRecruitersPosting', () => {
  it('maps the example posting, with the description of its job ad', () => {
    assert.deepEqual(one(detail()), DATA_OPS);
  });

  it('throws BAD_RESPONSE without a usable id or name', () => {
    for (const body of [null, [], {}, detail({ id: undefined }), detail({ name: '  ' }), detail({ name: 5 }), detail({ id: -3 }), detail({ id: true })]) {
      assert.throws(() => one(body as Json), isBadResponse);
    }
  });
});

describe('the mapping table (ats-public-apis-more.md §2.6)', () => {
  it('id: the posting id as sent; a safe whole number as its digits', () => {
    assert.equal(one(listed({ id: ' 744000133907678 ' })).id, '744000133907678');
    assert.equal(one(listed({ id: 744000133907678 })).id, '744000133907678');
    assert.throws(() => one(listed({ id: 2 ** 60 })), isBadResponse);
  });

  it('title: name, trimmed', () => {
    assert.equal(one(listed({ name: '\t Senior Software Engineer .NET \n' })).title, 'Senior Software Engineer .NET');
  });

  it('title and office keep non-breaking spaces and CJK text; only the ends are trimmed', () => {
    for (const [sent, kept] of WORLD_TITLES) assert.equal(one(listed({ name: sent })).title, kept, sent);
    const office = (fields: Json) => one(listed({ location: fields })).ats_offices;
    assert.deepEqual(office({ city: `${TOKYO}\u3000`, region: '東京都', country: 'jp', fullLocation: `${TOKYO}, 東京都, 日本` }), [
      { name: `${TOKYO}, 東京都, 日本`, city: TOKYO, country_code: 'JP' },
    ]);
    assert.deepEqual(office({ fullLocation: TOKYO_IDEOGRAPHIC_COMMA }), [{ name: TOKYO_IDEOGRAPHIC_COMMA }]);
    // A part repeated but for the kind of space is shown once, as first written.
    assert.deepEqual(office({ city: SAO_PAULO, region: 'São Paulo', country: 'br' }), [{ name: `${SAO_PAULO}, BR`, city: SAO_PAULO, country_code: 'BR' }]);
    assert.deepEqual(office({ city: SAO_PAULO, country: 'br', fullLocation: `${SAO_PAULO}, SP, São Paulo, Brazil` }), [
      { name: `${SAO_PAULO}, SP, Brazil`, city: SAO_PAULO, country_code: 'BR' },
    ]);
  });

  it('department: department.label; none when absent, null, blank or not an object', () => {
    assert.deepEqual(one(listed({ department: { id: '1', label: ' Finance ', description: 'Money' } })).ats_department, { name: 'Finance' });
    for (const department of [undefined, null, {}, { label: '' }, { label: 7 }, 'Finance', ['Finance']]) {
      assert.equal('ats_department' in one(listed({ department })), false, JSON.stringify(department));
    }
  });

  it('offices: one, named by fullLocation, with the city and the upper-cased country', () => {
    assert.deepEqual(one(listed()).ats_offices, NET_ENGINEER.ats_offices);
    // A malformed fullLocation keeps its other parts.
    assert.deepEqual(one(listed({ location: location({ city: 'Dublin', region: '', country: 'ie', fullLocation: 'Dublin, , Ireland' }) })).ats_offices, [
      { name: 'Dublin, Ireland', city: 'Dublin', country_code: 'IE' },
    ]);
  });

  it('offices: without fullLocation, the city, region and country code joined', () => {
    assert.deepEqual(one(listed({ location: location({ fullLocation: undefined }) })).ats_offices, [{ name: 'São Paulo, SP, BR', city: 'São Paulo', country_code: 'BR' }]);
    assert.deepEqual(one(listed({ location: { city: 'Kraków', country: 'pl' } })).ats_offices, [{ name: 'Kraków, PL', city: 'Kraków', country_code: 'PL' }]);
    assert.deepEqual(one(listed({ location: { country: 'de', remote: true } })).ats_offices, [{ name: 'DE', country_code: 'DE' }]);
  });

  it('offices: the country from fullLocation when the code is missing or unknown, else none', () => {
    assert.deepEqual(one(listed({ location: location({ country: undefined }) })).ats_offices, [{ name: 'São Paulo, SP, Brazil', city: 'São Paulo', country_code: 'BR' }]);
    assert.deepEqual(one(listed({ location: location({ country: 'zz', fullLocation: 'Atlantis' }) })).ats_offices, [{ name: 'Atlantis', city: 'São Paulo' }]);
    assert.deepEqual(one(listed({ location: { city: 'Springfield', country: 42 } })).ats_offices, [{ name: 'Springfield', city: 'Springfield' }]);
  });

  it('offices: a city that names the country of a remote posting is no city (§2.7); an on-site city-state keeps its city', () => {
    assert.deepEqual(one(listed({ location: { city: 'Poland', region: 'Remote', country: 'pl', remote: true, fullLocation: 'Poland, Remote, Poland' } })).ats_offices, [
      { name: 'Poland, Remote', country_code: 'PL' },
    ]);
    assert.deepEqual(one(listed({ location: { city: 'Singapore', country: 'sg', remote: false, hybrid: false } })).ats_offices, [
      { name: 'Singapore', city: 'Singapore', country_code: 'SG' },
    ]);
    assert.deepEqual(one(listed({ location: { city: 'Remote', country: 'us', remote: true } })).ats_offices, [{ name: 'Remote, US', country_code: 'US' }]);
  });

  it('offices: none when location is missing, null, empty or not an object', () => {
    for (const value of [undefined, null, {}, { city: ' ', fullLocation: ', ,' }, 'São Paulo', [1]]) {
      assert.equal('ats_offices' in one(listed({ location: value })), false, JSON.stringify(value));
    }
  });

  it('workplace: remote, then hybrid; on site only when both are false and there is a city; else none', () => {
    const workplace = (fields: Json) => one(listed({ location: location(fields) })).ats_job?.workplace;
    assert.equal(workplace({ remote: true, hybrid: false }), 'remote');
    assert.equal(workplace({ remote: true, hybrid: true }), 'remote');
    assert.equal(workplace({ remote: false, hybrid: true }), 'hybrid');
    assert.equal(workplace({ remote: false, hybrid: false }), 'on_site');
    // `hybrid` is observed, not documented: without it, false `remote` says nothing.
    assert.equal(workplace({ remote: false, hybrid: undefined }), undefined);
    assert.equal(workplace({ remote: false, hybrid: false, city: undefined }), undefined);
    assert.equal(workplace({ remote: 'true', hybrid: 'false' }), undefined);
    assert.equal(workplace({ remote: null, hybrid: null }), undefined);
    assert.equal(one(listed({ location: undefined })).ats_job?.workplace, undefined);
  });

  it('employment type: the label as written, else the id', () => {
    const type = (typeOfEmployment: unknown) => one(listed({ typeOfEmployment })).ats_job?.employment_type;
    assert.equal(type({ id: 'contract', label: ' Contract ' }), 'Contract');
    assert.equal(type({ label: 'Werkstudent (m/w/d)' }), 'Werkstudent (m/w/d)');
    assert.equal(type({ id: 'intern', label: null }), 'intern');
    for (const value of [undefined, null, {}, { label: '' }, 'Full-time', { label: 3 }]) {
      assert.equal(type(value), undefined, JSON.stringify(value));
    }
  });

  it('status: open, closed only when a posting says active: false', () => {
    assert.equal(one(detail({ active: false })).ats_job?.status, 'closed');
    for (const active of [true, undefined, null, 'false']) assert.equal(one(detail({ active })).ats_job?.status, 'open');
  });

  it('description: the sections in the job page order, each under its escaped title; none in the list', () => {
    assert.equal('description' in one(listed()), false);
    const post = one(
      detail(
        sections({
          companyDescription: { title: 'R&D <Labs>', text: '<p>About us.</p>' },
          additionalInformation: { title: 'Additional Information', text: '   ' },
          jobDescription: { text: '<p>No title.</p>' },
          qualifications: { title: 'Qualifications', text: '<p>Qualifications:</p><ul><li>Go</li></ul>' },
        }),
      ),
    );
    assert.equal(post.description, '<h3>R&amp;D &lt;Labs&gt;</h3><p>About us.</p><p>No title.</p><p>Qualifications:</p><ul><li>Go</li></ul>');
  });

  it('description: a section title not repeated after a full-width colon or a no-break space either', () => {
    const post = one(
      detail(
        sections({
          companyDescription: { title: '会社概要', text: '<p><strong>会社概要：</strong></p><p>私たちについて。</p>' },
          jobDescription: { title: 'Description du poste', text: '<p>Description du poste&nbsp;:</p><p>Backend.</p>' },
          qualifications: { title: 'Profil\u00a0recherché', text: '<p>Profil recherché\u202f:</p><p>Go.</p>' },
          additionalInformation: { title: '福利厚生', text: '<p>福利厚生について</p>' },
        }),
      ),
    );
    assert.equal(
      post.description,
      '<p><strong>会社概要：</strong></p><p>私たちについて。</p><p>Description du poste&nbsp;:</p><p>Backend.</p><p>Profil recherché\u202f:</p><p>Go.</p><h3>福利厚生</h3><p>福利厚生について</p>',
    );
  });

  it('description: none when the job ad, its sections or every text is missing or of the wrong type', () => {
    for (const jobAd of [undefined, null, {}, { sections: null }, { sections: [] }, { sections: { jobDescription: '<p>x</p>', qualifications: { text: 5 }, videos: { urls: ['https://v'] } } }]) {
      assert.equal('description' in one(detail({ jobAd })), false, JSON.stringify(jobAd));
    }
  });

  it('apply_url: applyUrl; else the public page /{company}/{id}, never with /postings/', () => {
    assert.equal(one(detail()).apply_url, DATA_OPS.apply_url);
    assert.equal(one(detail({ applyUrl: null, postingUrl: ' ' })).apply_url, 'https://jobs.smartrecruiters.com/smartrecruiters/744000137413079');
    assert.equal(one(detail({ applyUrl: null, postingUrl: ' ' })).url, 'https://jobs.smartrecruiters.com/smartrecruiters/744000137413079');
    // The source's identifier when the posting names no company; the posting's own first.
    assert.equal(one(listed({ company: undefined }), 'Visa Inc').apply_url, 'https://jobs.smartrecruiters.com/Visa%20Inc/744000133907678');
    assert.equal(one(listed(), 'visa').apply_url, 'https://jobs.smartrecruiters.com/Visa/744000133907678');
    const anonymous = one(listed({ company: { name: 'Visa' } }));
    assert.equal('apply_url' in anonymous || 'url' in anonymous, false);
  });

  it('posted date: releasedDate in UTC; none when not an ISO date', () => {
    assert.equal(one(listed({ releasedDate: '2026-06-24T12:00:11.853+02:00' })).published_at, '2026-06-24T10:00:11.853Z');
    for (const releasedDate of [undefined, null, '', 'yesterday', 1719223211853, '2026-02-30T00:00:00Z']) {
      assert.equal('published_at' in one(listed({ releasedDate })), false, String(releasedDate));
    }
  });

  it('pay: none, even with the unverified compensation object of one client', () => {
    assert.equal('pay' in one(detail({ compensation: { min: 50000, max: 70000, currency: 'EUR', period: 'year' } })), false);
  });
});

describe('paging', () => {
  const page = (received: number, totalFound?: number) => ({ received, totalFound });

  it('asks every page at the largest size', () => {
    assert.equal(SMARTRECRUITERS_PAGE_LIMIT, 100);
    assert.equal(smartRecruitersPageQuery(0), 'offset=0&limit=100');
    assert.equal(smartRecruitersPageQuery(300), 'offset=300&limit=100');
  });

  it('goes on after a full page until totalFound is reached', () => {
    assert.deepEqual(smartRecruitersPaging(0, page(100, 250)), { next: 100, total: 250, truncated: false });
    assert.deepEqual(smartRecruitersPaging(100, page(100, 250)), { next: 200, total: 250, truncated: false });
    assert.deepEqual(smartRecruitersPaging(200, page(50, 250)), { next: undefined, total: 250, truncated: false });
    assert.deepEqual(smartRecruitersPaging(100, page(100, 200)), { next: undefined, total: 200, truncated: false });
  });

  it('stops at an empty page whatever totalFound says, and at a short one that reaches it', () => {
    assert.deepEqual(smartRecruitersPaging(0, page(2, 2)), { next: undefined, total: 2, truncated: false });
    assert.deepEqual(smartRecruitersPaging(0, page(0, 0)), { next: undefined, total: 0, truncated: false });
    assert.deepEqual(smartRecruitersPaging(100, page(0, 900)), { next: undefined, total: 900, truncated: false });
    // A total below what was read counts what was read.
    assert.deepEqual(smartRecruitersPaging(0, page(30, 10)), { next: undefined, total: 30, truncated: false });
  });

  it('goes on after a short page while totalFound says more remain (a server that pages by 10, its default)', () => {
    assert.deepEqual(smartRecruitersPaging(0, page(10, 35)), { next: 10, total: 35, truncated: false });
    assert.deepEqual(smartRecruitersPaging(30, page(5, 35)), { next: undefined, total: 35, truncated: false });
    assert.deepEqual(smartRecruitersPaging(0, page(40, 900)), { next: 40, total: 900, truncated: false });
  });

  it('goes on after full pages without totalFound, counting what was read', () => {
    assert.deepEqual(smartRecruitersPaging(0, page(100)), { next: 100, total: 100, truncated: false });
    assert.deepEqual(smartRecruitersPaging(100, page(7)), { next: undefined, total: 107, truncated: false });
  });

  it('stops at the bound and says so while the list says more remain', () => {
    assert.equal(SMARTRECRUITERS_MAX_POSTINGS, 5_000);
    assert.deepEqual(smartRecruitersPaging(4_900, page(100, 9_000)), { next: undefined, total: 9_000, truncated: true });
    assert.deepEqual(smartRecruitersPaging(4_900, page(100)), { next: undefined, total: 5_000, truncated: true });
    assert.deepEqual(smartRecruitersPaging(4_900, page(100, 5_000)), { next: undefined, total: 5_000, truncated: false });
    assert.deepEqual(smartRecruitersPaging(100, page(100, 900), 200), { next: undefined, total: 900, truncated: true });
  });

  it('reads a whole company in a bounded number of pages, against a server whose total never comes true', () => {
    let offset: number | undefined = 0;
    let requests = 0;
    while (offset !== undefined) {
      requests += 1;
      offset = smartRecruitersPaging(offset, page(100, 1_000_000)).next;
    }
    assert.equal(requests, SMARTRECRUITERS_MAX_POSTINGS / SMARTRECRUITERS_PAGE_LIMIT);
  });
});
