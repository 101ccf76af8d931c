/**
 * The Greenhouse adapter: the documented example answers (test/fixtures/ats/greenhouse-*.json) as
 * exact normalised posts, and each quirk of ats-public-apis.md §4.2 that applies to Greenhouse.
 *
 * Run: npx tsx --test test/client/sources/greenhouse.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LENIENT_DATES } from '../../helpers/lenient-dates.js';
import { parse5EntityDecoder } from '../../../src/ssr/entities.js';
import { greenhouseJobPost, greenhouseJobPosts, isJobBoardApiError, type JobPost } from '../../../src/client/index.js';
import { descriptionOf } from '../../../src/elements/job-board/detail/description.js';
import { atsFixture, type Json } from '../../helpers/ats-fixtures.js';
import { SAO_PAULO, TOKYO, TOKYO_COMMA, TOKYO_IDEOGRAPHIC_COMMA, WORLD_TITLES } from '../../helpers/world-text.js';

const CONTENT_1 =
  '&lt;div class=&quot;content-intro&quot;&gt;&lt;p&gt;Northwind moves freight for 4,000 shippers.&lt;/p&gt;&lt;/div&gt;&lt;h3&gt;What you&#39;ll do&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Run our Kubernetes fleet&lt;/li&gt;&lt;li&gt;Own CI &amp;amp; deploy tooling&amp;nbsp;&lt;/li&gt;&lt;/ul&gt;';

/** The single-job fixture with some fields replaced (or removed, with `undefined`). */
function job(fields: Json = {}): Json {
  return { ...atsFixture<Json>('greenhouse-job'), ...fields };
}

function throwsBadResponse(action: () => unknown): void {
  assert.throws(action, (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE');
}

describe('greenhouseJobPosts', () => {
  it('maps the list without content: the location stands in for offices, custom fields give workplace and employment type', () => {
    assert.deepEqual(greenhouseJobPosts(atsFixture('greenhouse-list')), [
      {
        id: '4100012001',
        title: 'Senior Platform Engineer',
        ats_job: { status: 'open', workplace: 'remote', employment_type: 'Full-time' },
        ats_offices: [{ name: 'Remote - United States', country_code: 'US' }],
        absolute_url: 'https://job-boards.greenhouse.io/northwind/jobs/4100012001',
        first_published_at: '2026-02-27T14:15:00.000Z',
        updated_at: '2026-03-10T15:02:44.000Z',
      },
      {
        id: '4100013001',
        title: 'Warehouse Operations Intern (6 months)',
        ats_job: { status: 'open' },
        ats_offices: [{ name: 'Berlin, Germany', city: 'Berlin', country_code: 'DE' }],
        absolute_url: 'https://www.northwind.example/careers?gh_jid=4100013001',
        first_published_at: '2026-03-11T08:40:10.000Z',
        updated_at: '2026-03-11T08:40:10.000Z',
      },
    ] satisfies JobPost[]);
  });

  it('maps the list with content=true: departments, leaf offices only, content as sent', () => {
    assert.deepEqual(greenhouseJobPosts(atsFixture('greenhouse-list-content')), [
      {
        id: '4100012001',
        title: 'Senior Platform Engineer',
        ats_job: { status: 'open', workplace: 'remote' },
        ats_department: { name: 'Infrastructure' },
        // "North America" is the parent of "Remote (US)": left out.
        ats_offices: [{ name: 'Remote (US)', country_code: 'US' }],
        content: CONTENT_1,
        absolute_url: 'https://job-boards.greenhouse.io/northwind/jobs/4100012001',
        first_published_at: '2026-02-27T14:15:00.000Z',
        updated_at: '2026-03-10T15:02:44.000Z',
      },
      {
        id: '4100013001',
        title: 'Warehouse Operations Intern (6 months)',
        ats_job: { status: 'open' },
        ats_department: { name: 'Operations' },
        ats_offices: [{ name: 'Berlin', city: 'Berlin', country_code: 'DE' }],
        content: '&lt;p&gt;Help us redesign pick-and-pack flows in our Berlin hub.&lt;/p&gt;',
        absolute_url: 'https://www.northwind.example/careers?gh_jid=4100013001',
        first_published_at: '2026-03-11T08:40:10.000Z',
        updated_at: '2026-03-11T08:40:10.000Z',
      },
    ] satisfies JobPost[]);
  });

  it('a location that lists several places names no city (read without content: "SF, NYC, SEA, CHI" is not in "SF")', () => {
    const answer = atsFixture<{ jobs: Json[] }>('greenhouse-list');
    const places = ['SF, NYC, SEA, CHI', 'New York, New York, United States', 'Berlin, Germany'];
    const jobs = places.map((name, index) => ({ ...answer.jobs[index % answer.jobs.length]!, id: 4100020001 + index, location: { name } }));
    assert.deepEqual(
      greenhouseJobPosts({ ...answer, jobs }).map((post) => post.ats_offices),
      [
        [{ name: 'SF, NYC, SEA, CHI' }],
        [{ name: 'New York, New York, United States', city: 'New York', country_code: 'US' }],
        [{ name: 'Berlin, Germany', city: 'Berlin', country_code: 'DE' }],
      ],
    );
  });

  it('leaves out jobs without a usable id or title, keeping the order of the rest', () => {
    const [first, second] = atsFixture<{ jobs: Json[] }>('greenhouse-list').jobs;
    const jobs = [{ ...first, id: null }, { ...first, title: '   ' }, { ...first, id: 1.5 }, 'a string', null, second];
    assert.deepEqual(
      greenhouseJobPosts({ jobs, meta: { total: 6 } }).map((post) => post.id),
      ['4100013001'],
    );
    assert.deepEqual(greenhouseJobPosts({ jobs: [], meta: { total: 0 } }), []);
  });

  it('throws BAD_RESPONSE for an error body or anything without a jobs array, never an empty board', () => {
    for (const body of [{ status: 404, error: 'Job board not found' }, [], null, 'Not Found', { jobs: {} }]) {
      throwsBadResponse(() => greenhouseJobPosts(body));
    }
  });
});

describe('greenhouseJobPost', () => {
  it('maps the single job with pay transparency: cents become units, the title is the label', () => {
    assert.deepEqual(greenhouseJobPost(atsFixture('greenhouse-job')), {
      id: '4100012001',
      title: 'Senior Platform Engineer',
      ats_job: { status: 'open', workplace: 'remote' },
      ats_department: { name: 'Infrastructure' },
      // The parent (4020000001) is not on the post: the only office is kept.
      ats_offices: [{ name: 'Remote (US)', country_code: 'US' }],
      content: '&lt;p&gt;Northwind moves freight for 4,000 shippers.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Run our Kubernetes fleet&lt;/li&gt;&lt;/ul&gt;',
      absolute_url: 'https://job-boards.greenhouse.io/northwind/jobs/4100012001',
      first_published_at: '2026-02-27T14:15:00.000Z',
      updated_at: '2026-03-10T15:02:44.000Z',
      // "US Base Salary" names no period: no interval is guessed.
      pay: [{ min: 175000, max: 210000, currency: 'USD', label: 'US Base Salary' }],
    } satisfies JobPost);
  });

  it('throws BAD_RESPONSE for the "Job not found" body', () => {
    throwsBadResponse(() => greenhouseJobPost({ status: 404, error: 'Job not found' }));
    throwsBadResponse(() => greenhouseJobPost(job({ title: null })));
  });

  it('keeps the post id as Greenhouse uses it in URLs: not internal_job_id, not namespaced', () => {
    assert.equal(greenhouseJobPost(job({ id: 7434393, internal_job_id: null })).id, '7434393');
    assert.equal(greenhouseJobPost(job({ id: ' 4628944002 ' })).id, '4628944002');
  });

  it('trims titles (trailing spaces occur in live data)', () => {
    assert.equal(greenhouseJobPost(job({ title: 'Senior Backend Ruby Engineer ' })).title, 'Senior Backend Ruby Engineer');
  });

  it('titles and places keep non-breaking spaces and CJK text; only the ends are trimmed', () => {
    for (const [sent, kept] of WORLD_TITLES) {
      assert.equal(greenhouseJobPost(job({ title: sent })).title, kept, sent);
      assert.equal(greenhouseJobPosts({ jobs: [job({ title: sent })] })[0]?.title, kept, sent);
    }
    const offices = [
      { id: 1, name: `${SAO_PAULO}\u00a0`, location: `${SAO_PAULO}, SP, Brazil`, child_ids: [], parent_id: null },
      { id: 2, name: TOKYO, location: TOKYO_COMMA, child_ids: [], parent_id: null },
      { id: 3, name: '東京オフィス', location: TOKYO_IDEOGRAPHIC_COMMA, child_ids: [], parent_id: null },
      // The same office but for the kind of space: a repeat.
      { id: 4, name: 'São Paulo', location: 'São Paulo, SP, Brazil', child_ids: [], parent_id: null },
    ];
    assert.deepEqual(greenhouseJobPost(job({ offices, location: { name: TOKYO } })).ats_offices, [
      { name: SAO_PAULO, city: SAO_PAULO, country_code: 'BR' },
      { name: TOKYO, city: '東京都' },
      { name: '東京オフィス' },
    ]);
    // Without offices, the free-text location.
    for (const [name, city] of [[TOKYO_COMMA, '東京都'], [TOKYO_IDEOGRAPHIC_COMMA, undefined], [`${SAO_PAULO}, Brazil`, SAO_PAULO]] as const) {
      const place = greenhouseJobPost(job({ offices: undefined, location: { name: `\u3000${name}` } })).ats_offices?.[0];
      assert.deepEqual(place && { name: place.name, city: place.city }, { name, city }, name);
    }
  });

  it('keeps at most 50 pay ranges, of 2,000', () => {
    const ranges = Array.from({ length: 2000 }, (_, index) => ({ min_cents: index * 100, max_cents: index * 100 + 100, currency_type: 'USD', title: 'Range' }));
    const pay = greenhouseJobPost(job({ pay_input_ranges: ranges })).pay as unknown[];
    assert.equal(pay.length, 50);
    assert.deepEqual(pay[49], { min: 49, max: 50, currency: 'USD', label: 'Range' });
  });

  it('reads every pay range in cents, an interval only from a title that names one, and drops unusable ranges', () => {
    const range = (fields: Json) => ({ min_cents: 2550, max_cents: 3125, currency_type: 'USD', title: 'Hourly Pay Range', blurb: '', ...fields });
    const post = greenhouseJobPost(
      job({
        pay_input_ranges: [
          range({}),
          range({ min_cents: 12345678, max_cents: 15000000, currency_type: 'cad', title: 'Canada Salary Range (per year)' }),
          range({ max_cents: null, title: '  ' }),
          range({ currency_type: null }),
          range({ min_cents: null, max_cents: null }),
          range({ min_cents: '2550' }),
          range({ min_cents: 5000, max_cents: 4000 }),
          'not a range',
        ],
      }),
    );
    assert.deepEqual(post.pay, [
      { min: 25.5, max: 31.25, currency: 'USD', interval: 'hour', label: 'Hourly Pay Range' },
      { min: 123456.78, max: 150000, currency: 'CAD', interval: 'year', label: 'Canada Salary Range (per year)' },
      { min: 25.5, currency: 'USD' },
    ]);
  });

  it('has no pay field for an empty pay_input_ranges (often the case even when asked for), or none at all', () => {
    assert.equal('pay' in greenhouseJobPost(job({ pay_input_ranges: [] })), false);
    assert.equal('pay' in greenhouseJobPost(job({ pay_input_ranges: undefined })), false);
    assert.equal('pay' in greenhouseJobPost(job({ pay_input_ranges: [{ min_cents: null, max_cents: null, currency_type: 'USD' }] })), false);
  });

  it('drops parent offices even when listed after their child, keeps a parent that comes alone, and parses cities', () => {
    const offices = [
      { id: 2, name: 'New York City', location: 'New York, NY, United States', child_ids: [], parent_id: 1 },
      { id: 1, name: 'East Coast', location: null, child_ids: [2], parent_id: null },
      { id: 3, name: 'Canada', location: 'Canada', child_ids: [], parent_id: null },
    ];
    assert.deepEqual(greenhouseJobPost(job({ offices })).ats_offices, [{ name: 'New York City', city: 'New York', country_code: 'US' }, { name: 'Canada', country_code: 'CA' }]);
    const alone = [{ id: 1, name: 'EMEA', location: null, child_ids: [5, 6], parent_id: null }];
    assert.deepEqual(greenhouseJobPost(job({ offices: alone, location: { name: 'EMEA' } })).ats_offices, [{ name: 'EMEA' }]);
    // Without offices, the free-text location: "Remote, Bangalore" names no city first.
    const remote = job({ offices: undefined, location: { name: 'Remote, Bangalore' } });
    assert.deepEqual(greenhouseJobPost(remote).ats_offices, [{ name: 'Remote, Bangalore' }]);
  });

  it('takes the first department but the "No Department" bucket', () => {
    const departments = [{ id: 0, name: 'No Department', child_ids: [], parent_id: null }, { id: 9, name: ' Design ', child_ids: [], parent_id: null }];
    assert.deepEqual(greenhouseJobPost(job({ departments })).ats_department, { name: 'Design' });
    assert.equal('ats_department' in greenhouseJobPost(job({ departments: [departments[0]] })), false);
  });

  describe('workplace, inferred only where it is safe', () => {
    const workplaceOf = (fields: Json) => greenhouseJobPost(job({ metadata: null, offices: [], ...fields })).ats_job?.workplace;
    const at = (name: string) => ({ location: { name } });

    it('from a custom field named like "Workplace Type", first', () => {
      const field = (name: string, value: unknown) => ({ metadata: [{ id: 1, name, value, value_type: 'single_select' }], ...at('Remote - US') });
      assert.equal(workplaceOf(field('Workplace Type', 'Hybrid')), 'hybrid');
      assert.equal(workplaceOf(field('workplace_type', 'On-site')), 'on_site');
      assert.equal(workplaceOf(field('Workplace', 'onsite')), 'on_site');
      // A value the board has no word for, or no string, falls through to the location.
      assert.equal(workplaceOf(field('Workplace Type', 'Flexible')), 'remote');
      assert.equal(workplaceOf(field('Workplace Type', true)), 'remote');
      assert.equal(workplaceOf(field('Team', 'Hybrid')), 'remote');
    });

    it('then from "remote" or "hybrid" as a whole word in the location or an office name', () => {
      assert.equal(workplaceOf(at('Hybrid - San Francisco')), 'hybrid');
      assert.equal(workplaceOf(at('Remote, Bangalore')), 'remote');
      assert.equal(workplaceOf({ ...at('United States'), offices: [{ id: 1, name: 'Remote (Canada)', location: null, child_ids: [], parent_id: null }] }), 'remote');
      assert.equal(workplaceOf(at('Remoteville, OH')), undefined);
    });

    it('else none: never on site by default, and none when the words disagree', () => {
      assert.equal(workplaceOf(at('New York, New York, United States')), undefined);
      assert.equal(workplaceOf(at('Hybrid - NYC; Remote - US')), undefined);
      assert.equal('workplace' in greenhouseJobPost(job({ metadata: null, location: { name: 'Berlin' }, offices: [] })).ats_job!, false);
    });
  });

  it('employment type from a custom field named like "Employment Type", as written; none otherwise (not from the title)', () => {
    const metadata = [{ id: 2, name: 'Employment Type', value: ' Regular ', value_type: 'single_select' }];
    assert.equal(greenhouseJobPost(job({ metadata })).ats_job?.employment_type, 'Regular');
    assert.equal('employment_type' in greenhouseJobPost(job({ title: 'Data Intern (12 month contract)' })).ats_job!, false);
  });

  it('dates: ISO 8601 only, never what Date.parse makes of other text', () => {
    for (const junk of LENIENT_DATES) {
      const post = greenhouseJobPost(job({ first_published: junk, updated_at: junk }));
      assert.deepEqual([post.first_published_at, post.published_at, post.updated_at], [undefined, undefined, undefined], junk);
      assert.equal(post.id, greenhouseJobPost(job()).id);
    }
    const post = greenhouseJobPost(job({ first_published: 'javascript:alert(1)', updated_at: '2024-05-14T06:37:24-04:00' }));
    assert.deepEqual([post.first_published_at, post.published_at], [undefined, '2024-05-14T10:37:24.000Z']);
  });

  it('dates in UTC: first_published, else (older answers lack it) updated_at as the posted date', () => {
    const post = greenhouseJobPost(job({ first_published: undefined, updated_at: '2024-05-14T06:37:24-04:00' }));
    assert.equal(post.published_at, '2024-05-14T10:37:24.000Z');
    assert.equal(post.updated_at, '2024-05-14T10:37:24.000Z');
    assert.equal('first_published_at' in post, false);
    const undated = greenhouseJobPost(job({ first_published: 'soon', updated_at: null }));
    assert.deepEqual([undated.first_published_at, undated.published_at, undated.updated_at], [undefined, undefined, undefined]);
  });

  it('content reads back through the board as the intended HTML, decoded once (parse5, as the static build decodes)', () => {
    const [post] = greenhouseJobPosts(atsFixture('greenhouse-list-content'));
    assert.deepEqual(descriptionOf(post!, parse5EntityDecoder), {
      kind: 'html',
      html: '<div class="content-intro"><p>Northwind moves freight for 4,000 shippers.</p></div><h3>What you\'ll do</h3><ul><li>Run our Kubernetes fleet</li><li>Own CI &amp; deploy tooling&nbsp;</li></ul>',
    });
  });
});
