/**
 * The Lever adapter: the documented example answer (test/fixtures/ats/lever-list.json) as exact
 * normalised posts, and each quirk of ats-public-apis.md §4.2 that applies to Lever.
 *
 * Run: npx tsx --test test/client/sources/lever.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LENIENT_DATES } from '../../helpers/lenient-dates.js';
import { isJobBoardApiError, leverPosting, leverPostings, payRanges, type JobPost } from '../../../src/client/index.js';
import { atsFixture, type Json } from '../../helpers/ats-fixtures.js';
import { sanitizeDescription } from '../../../src/ssr/server-sanitizer.js';
import { SAO_PAULO, TOKYO, TOKYO_COMMA, TOKYO_IDEOGRAPHIC_COMMA, WORLD_TITLES } from '../../helpers/world-text.js';

const BACKEND: JobPost = {
  id: '3f0c2a9e-6d1b-4c8e-9a57-1b2c3d4e5f60',
  title: 'Backend Engineer, Payments',
  ats_job: { status: 'open', workplace: 'hybrid', employment_type: 'Full-time' },
  ats_department: { name: 'Engineering' },
  ats_offices: [{ name: 'Lisbon, Portugal', city: 'Lisbon', country_code: 'PT' }, { name: 'Remote - Portugal', country_code: 'PT' }],
  description:
    '<div>HarborPay settles card payments for 900 marketplaces.</div><div><b>The team</b></div><div>Payments owns authorisation and settlement.</div>' +
    "<h3>What you'll do</h3><ul><li>Design idempotent ledger APIs</li><li>Operate Kafka consumers</li></ul>" +
    '<h3>What we look for</h3><ul><li>4+ years with Go or Java</li></ul>' +
    '<div>We offer a learning budget and 25 days of leave.</div>',
  apply_url: 'https://jobs.lever.co/harborpay/3f0c2a9e-6d1b-4c8e-9a57-1b2c3d4e5f60/apply',
  url: 'https://jobs.lever.co/harborpay/3f0c2a9e-6d1b-4c8e-9a57-1b2c3d4e5f60',
  created_at: '2026-03-03T09:30:00.000Z',
  pay: [{ min: 62000, max: 78000, currency: 'EUR', interval: 'year', label: 'Base salary; equity offered separately' }],
};

const SUPPORT: JobPost = {
  id: 'a81d77b0-2f4e-4a0b-8c11-90ffee00aa12',
  title: 'Customer Support Specialist (Contract)',
  ats_job: { status: 'open', workplace: 'remote', employment_type: 'Contractor' },
  // No department: the team stands in.
  ats_department: { name: 'Support' },
  ats_offices: [{ name: 'Remote - EMEA' }],
  // An empty `additional` adds nothing.
  description: '<div>Answer merchant tickets in English and German.</div><h3>Requirements</h3><ul><li>Fluent German</li><li>Zendesk experience</li></ul>',
  apply_url: 'https://jobs.lever.co/harborpay/a81d77b0-2f4e-4a0b-8c11-90ffee00aa12/apply',
  url: 'https://jobs.lever.co/harborpay/a81d77b0-2f4e-4a0b-8c11-90ffee00aa12',
  created_at: '2026-03-19T09:45:00.000Z',
};

/** The first posting of the fixture with some fields replaced (or removed, with `undefined`). */
function posting(fields: Json = {}): Json {
  return { ...atsFixture<Json[]>('lever-list')[0], ...fields };
}

const categories = (fields: Json): Json => ({ ...(posting().categories as Json), ...fields });

describe('leverPostings', () => {
  it('maps the list (a bare array)', () => {
    assert.deepEqual(leverPostings(atsFixture('lever-list')), [BACKEND, SUPPORT]);
  });

  it('leaves out postings without a usable id or title, and reads an empty site as no posts', () => {
    const [first, second] = atsFixture<Json[]>('lever-list');
    assert.deepEqual(
      leverPostings([{ ...first, id: '' }, { ...first, text: null }, 7, second]).map((post) => post.id),
      [SUPPORT.id],
    );
    assert.deepEqual(leverPostings([]), []);
  });

  it('throws BAD_RESPONSE for the "Document not found" body, or anything but an array', () => {
    for (const body of [{ ok: false, error: 'Document not found' }, null, '[]', { postings: [] }]) {
      assert.throws(
        () => leverPostings(body),
        (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE',
      );
    }
  });
});

describe('leverPosting', () => {
  it('maps a single posting (a bare object)', () => {
    assert.deepEqual(leverPosting(posting()), BACKEND);
    assert.throws(() => leverPosting({ ok: false, error: 'Document not found' }), (error: unknown) => isJobBoardApiError(error));
  });

  it('trims the title', () => {
    assert.equal(leverPosting(posting({ text: '  Backend Engineer ' })).title, 'Backend Engineer');
  });

  it('workplace: on-site (the docs) and onsite (live answers) alike; unspecified or missing is none', () => {
    const workplaceOf = (workplaceType: unknown) => leverPosting(posting({ workplaceType })).ats_job?.workplace;
    assert.equal(workplaceOf('on-site'), 'on_site');
    assert.equal(workplaceOf('onsite'), 'on_site');
    assert.equal(workplaceOf('remote'), 'remote');
    assert.equal(workplaceOf('hybrid'), 'hybrid');
    for (const none of ['unspecified', undefined, null, '']) assert.equal(workplaceOf(none), undefined);
    assert.deepEqual(leverPosting(posting({ workplaceType: 'unspecified' })).ats_job, { status: 'open', employment_type: 'Full-time' });
  });

  it('employment type: the commitment as written; none when it is missing', () => {
    assert.equal(leverPosting(posting({ categories: categories({ commitment: 'Regular Full Time (Salary) ' }) })).ats_job?.employment_type, 'Regular Full Time (Salary)');
    assert.deepEqual(leverPosting(posting({ categories: categories({ commitment: undefined }) })).ats_job, { status: 'open', workplace: 'hybrid' });
  });

  it('offices: the primary location, then allLocations without repeats; the location alone when allLocations is missing', () => {
    const offices = (fields: Json, country = 'PT') => leverPosting(posting({ categories: categories(fields), country })).ats_offices;
    assert.deepEqual(offices({ location: 'Foster City, CA', allLocations: ['Austin, TX', 'foster city, ca', 'Foster City, CA'] }, 'US'), [
      { name: 'Foster City, CA', city: 'Foster City', country_code: 'US' },
      { name: 'Austin, TX', city: 'Austin', country_code: 'US' },
    ]);
    assert.deepEqual(offices({ location: 'Lisbon, Portugal', allLocations: undefined }), [{ name: 'Lisbon, Portugal', city: 'Lisbon', country_code: 'PT' }]);
    assert.equal('ats_offices' in leverPosting(posting({ categories: {} })), false);
  });

  it('titles and places keep non-breaking spaces and CJK text; only the ends are trimmed', () => {
    for (const [sent, kept] of WORLD_TITLES) assert.equal(leverPosting(posting({ text: sent })).title, kept, sent);
    const offices = (location: string, allLocations: string[], country: string | null) => leverPosting(posting({ categories: categories({ location, allLocations }), country })).ats_offices;
    assert.deepEqual(offices(`${TOKYO_COMMA}\u00a0`, [TOKYO_COMMA, TOKYO_IDEOGRAPHIC_COMMA, TOKYO], 'JP'), [
      { name: TOKYO_COMMA, city: '東京都', country_code: 'JP' },
      { name: TOKYO_IDEOGRAPHIC_COMMA, country_code: 'JP' },
      { name: TOKYO, country_code: 'JP' },
    ]);
    // A repeat that differs by the kind of space is the same place: the first spelling is kept. The
    // countries from the text (no `country`), a no-break space around the dash as good as a space.
    assert.deepEqual(offices(`${SAO_PAULO}, Brazil`, ['São Paulo, Brazil', 'Remote\u00a0- Brazil'], null), [
      { name: `${SAO_PAULO}, Brazil`, city: SAO_PAULO, country_code: 'BR' },
      { name: 'Remote\u00a0- Brazil', country_code: 'BR' },
    ]);
  });

  it('createdAt, epoch milliseconds, as an ISO date in UTC; none when it is not a number', () => {
    assert.equal(leverPosting(posting({ createdAt: 1553186035299 })).created_at, '2019-03-21T16:33:55.299Z');
    assert.equal('created_at' in leverPosting(posting({ createdAt: '1553186035299' })), false);
    assert.equal('created_at' in leverPosting(posting({ createdAt: 1e20 })), false);
    for (const junk of [-1, 1553186035299.5, 253402300800000, ...LENIENT_DATES, '2026-02-27']) {
      assert.equal('created_at' in leverPosting(posting({ createdAt: junk })), false, String(junk));
    }
  });

  describe('description', () => {
    const descriptionFor = (fields: Json) => leverPosting(posting({ description: '<p>Intro</p>', additional: '', additionalPlain: '', ...fields })).description;

    it('wraps bare <li> items in a list, and leaves content that holds its own list as it is', () => {
      const lists = [
        { text: 'Bare', content: '<li>One</li>' },
        { text: 'Styled', content: '<div><ul><li>Two</li></ul></div>' },
        { text: 'Numbered', content: '<OL class="x"><li>Three</li></OL>' },
      ];
      assert.equal(
        descriptionFor({ lists }),
        '<p>Intro</p><h3>Bare</h3><ul><li>One</li></ul><h3>Styled</h3><div><ul><li>Two</li></ul></div><h3>Numbered</h3><OL class="x"><li>Three</li></OL>',
      );
    });

    it('escapes a heading (plain text), and leaves out empty parts', () => {
      const lists = [{ text: 'R&D <team>', content: '' }, { text: '', content: '<li>x</li>' }, null, { text: '  ', content: '  ' }];
      assert.equal(descriptionFor({ lists }), '<p>Intro</p><h3>R&amp;D &lt;team&gt;</h3><ul><li>x</li></ul>');
      assert.equal(descriptionFor({ description: '', descriptionPlain: '', lists: [], additional: '<div>Bye</div>' }), '<div>Bye</div>');
      assert.equal('description' in leverPosting(posting({ description: ' ', descriptionPlain: undefined, lists: [], additional: '', additionalPlain: null })), false);
    });

    describe('from the plain text where the HTML is missing', () => {
      const PLAIN = 'We build <fast> tools & more.\nRemote-friendly.\n\nApply "today".';
      const AS_HTML = '<p>We build &lt;fast&gt; tools &amp; more.<br>Remote-friendly.</p><p>Apply &quot;today&quot;.</p>';

      it('descriptionPlain, escaped, a blank line a new paragraph, a line break a <br>, when description is absent, null, empty or blank', () => {
        for (const description of [undefined, null, '', ' \n\t ']) {
          assert.equal(descriptionFor({ description, descriptionPlain: PLAIN, lists: [] }), AS_HTML, JSON.stringify(description));
        }
      });

      it('additionalPlain alike when additional is missing; the lists between them as with the HTML', () => {
        const lists = [{ text: 'Requirements', content: '<li>Go</li>' }];
        for (const additional of [undefined, null, '', '  ']) {
          assert.equal(
            descriptionFor({ description: undefined, descriptionPlain: 'Intro', lists, additional, additionalPlain: 'Bye & thanks\n\n' }),
            '<p>Intro</p><h3>Requirements</h3><ul><li>Go</li></ul><p>Bye &amp; thanks</p>',
            JSON.stringify(additional),
          );
        }
        assert.equal(descriptionFor({ descriptionPlain: 'Other', lists, additional: '<div>Bye</div>', additionalPlain: 'Bye' }), '<p>Intro</p><h3>Requirements</h3><ul><li>Go</li></ul><div>Bye</div>');
      });

      it('the HTML, where there is some, over its plain text; a blank or non-string plain text is none', () => {
        assert.equal(leverPosting(posting()).description, BACKEND.description);
        for (const descriptionPlain of [undefined, null, '', ' \n ', 42, ['x']]) {
          assert.equal('description' in leverPosting(posting({ description: null, descriptionPlain, lists: [], additional: null, additionalPlain: descriptionPlain })), false, JSON.stringify(descriptionPlain));
        }
      });

      it('keeps non-breaking spaces and CJK text of the plain text as they are', () => {
        assert.equal(descriptionFor({ description: null, lists: [], descriptionPlain: '東京のチームで働く\u00a0(m/w/d)\n給与: 600\u202f000 円' }), '<p>東京のチームで働く\u00a0(m/w/d)<br>給与: 600\u202f000 円</p>');
      });

      it('escapes markup in the plain text: it shows as text', () => {
        const html = descriptionFor({ description: undefined, descriptionPlain: '<img src=x onerror=alert(1)>', lists: [] });
        assert.equal(html, '<p>&lt;img src=x onerror=alert(1)&gt;</p>');
        // As the static build sanitises it: still text.
        assert.equal(sanitizeDescription(html!), html);
      });
    });
  });

  describe('pay', () => {
    const payOf = (fields: Json) => payRanges(leverPosting(posting(fields)));

    it('salaryRange with its interval; per-hour-wage and the rest of the observed values', () => {
      const expected = { 'per-year-salary': 'year', 'per-month-salary': 'month', 'per-week-salary': 'week', 'per-day-wage': 'day', 'per-hour-wage': 'hour' };
      for (const [interval, name] of Object.entries(expected)) {
        assert.equal(payOf({ salaryRange: { currency: 'USD', interval, min: 20, max: 30 } })?.[0]?.interval, name, interval);
      }
      assert.deepEqual(payOf({ salaryRange: { currency: 'USD', interval: 'one-time', min: 5000, max: 5000 }, salaryDescriptionPlain: '', salaryDescription: undefined }), [
        { min: 5000, max: 5000, currency: 'USD' },
      ]);
    });

    it('the note as label: the plain one, else the text of the HTML one', () => {
      const salaryDescription = '<div>Base&nbsp;salary <b>&amp;</b> bonus;&#32;equity&#x2F;options</div>';
      assert.equal(payOf({ salaryDescriptionPlain: undefined, salaryDescription })?.[0]?.label, 'Base\u00a0salary & bonus; equity/options');
      assert.equal(payOf({ salaryDescriptionPlain: '  ', salaryDescription: '<p><b>Base</b>: 62k</p><p>Equity&#0; extra</p>' })?.[0]?.label, 'Base: 62k Equity&#0; extra');
      assert.equal(payOf({ salaryDescriptionPlain: undefined, salaryDescription: undefined })?.[0]?.label, undefined);
    });

    it('the HTML note’s whitespace collapsed as a browser does (spaces, tabs, line breaks), its no-break spaces and CJK text kept', () => {
      const salaryDescription = '<div>\n  60&nbsp;000&#8239;€ –\t90\u00a0000\u202f€ par an<br>年収　600万円〜\u3000</div>';
      assert.equal(payOf({ salaryDescriptionPlain: undefined, salaryDescription })?.[0]?.label, '60\u00a0000\u202f€ – 90\u00a0000\u202f€ par an 年収　600万円〜');
    });

    it('strips the HTML note in linear time: hostile markup finishes at once, stray "<" kept as text', () => {
      for (const salaryDescription of ['<div '.repeat(80_000), '<'.repeat(400_000), '<p'.repeat(200_000) + '>', '<a>'.repeat(130_000)]) {
        const started = performance.now();
        payOf({ salaryDescriptionPlain: undefined, salaryDescription });
        assert.ok(performance.now() - started < 500, `${salaryDescription.slice(0, 8)}… took ${Math.round(performance.now() - started)} ms`);
      }
      assert.equal(payOf({ salaryDescriptionPlain: undefined, salaryDescription: '<b>1</b> and 3 < 4' })?.[0]?.label, '1 and 3 < 4');
      assert.equal(payOf({ salaryDescriptionPlain: undefined, salaryDescription: '<ul><li>One</li><li>Two</li></ul><br/>x <i' })?.[0]?.label, 'One Two x <i');
      assert.equal(payOf({ salaryDescriptionPlain: undefined, salaryDescription: '<h2 class="a">Pay</h2><span>62k</span><pre>x</pre>' })?.[0]?.label, 'Pay 62kx');
    });

    it('none when salaryRange is missing (many postings), has no currency, or has no amount', () => {
      assert.equal('pay' in leverPosting(posting({ salaryRange: undefined })), false);
      assert.equal('pay' in leverPosting(posting({ salaryRange: { interval: 'per-year-salary', min: 1, max: 2 } })), false);
      assert.equal('pay' in leverPosting(posting({ salaryRange: { currency: 'USD', interval: 'per-year-salary' } })), false);
    });
  });
});
