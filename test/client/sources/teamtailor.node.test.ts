/**
 * The Teamtailor adapter: test/fixtures/ats/teamtailor.rss as exact normalised posts, then each row
 * of the feed's column of the mapping table (ats-public-apis-more.md §5.4, in brackets), the quirks
 * of §5.2 and §5.5, the RFC 822 date reader, and malformed input. The fixture's first item is the
 * reference's example (§5.2) as printed; the second has no guid, a bare-text `tt:locations`,
 * character references (NBSP, a dash, CJK) in the title and HTML entities inside the escaped
 * description; the third a CDATA description, `none` with two places, one country in Swedish; the
 * fourth `temporary`, an empty description, empty `tt:locations` and an hour 25.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/sources/teamtailor.node.test.ts'
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isJobBoardApiError, type JobPost } from '../../../src/client/index.js';
import { teamtailorDate, teamtailorJobs } from '../../../src/client/sources/teamtailor.js';

const fixture = () => readFileSync(new URL('../../fixtures/ats/teamtailor.rss', import.meta.url), 'utf8');

const REFERENCE_EXAMPLE: JobPost = {
  id: '679cc864-7629-4b8f-a5d4-6f9ebeccfaad',
  title: 'Account Manager, Mid-Market',
  ats_job: { status: 'open', workplace: 'hybrid' },
  ats_department: { name: 'Revenue' },
  ats_offices: [{ name: 'New York', city: 'New York', country_code: 'US' }],
  description: '<p>Drive growth and renewals.</p>',
  url: 'https://example.teamtailor.com/jobs/7308188-account-manager',
  apply_url: 'https://example.teamtailor.com/jobs/7308188-account-manager',
  published_at: '2026-02-27T18:59:48.000Z',
};

const BACKEND_DEVELOPER: JobPost = {
  // No guid: the number in the link.
  id: '7310001',
  title: 'Backend Developer\u00a0(Elixir) \u2013 東京',
  ats_job: { status: 'open', workplace: 'remote' },
  ats_department: { name: 'Engineering' },
  ats_offices: [{ name: 'Stockholm, Sweden', city: 'Stockholm', country_code: 'SE' }],
  // Decoded once: the HTML's own entities stay entities.
  description: '<h3>About the role</h3><p>Tom &amp; Jerry&nbsp;ship <a href="https://example.com/?a=1&amp;b=2">things</a>.</p>',
  url: 'https://example.teamtailor.com/jobs/7310001-backend-developer-elixir',
  apply_url: 'https://example.teamtailor.com/jobs/7310001-backend-developer-elixir',
  published_at: '2026-03-02T08:00:00.000Z',
};

const WAREHOUSE: JobPost = {
  id: '2f0e51c8-1d4b-4c1e-9a57-0c7d3f8a9b10',
  title: 'Lagerarbetare',
  // `none` with places to work at.
  ats_job: { status: 'open', workplace: 'on_site' },
  ats_offices: [
    { name: 'Göteborg Lager', city: 'Göteborg' },
    { name: 'Malmö', city: 'Malmö', country_code: 'SE' },
  ],
  description: '<p>Plock och pack.</p>',
  url: 'https://example.teamtailor.com/jobs/7310002-lagerarbetare',
  apply_url: 'https://example.teamtailor.com/jobs/7310002-lagerarbetare',
  published_at: '2026-03-02T04:30:00.000Z',
};

const SUPPORT: JobPost = {
  id: '8a3c1e2d-5f6b-4a7c-8d9e-0f1a2b3c4d5e',
  title: 'Support Specialist',
  ats_job: { status: 'open' },
  ats_department: { name: 'Customer Success' },
  url: 'https://example.teamtailor.com/jobs/7310003-support-specialist',
  apply_url: 'https://example.teamtailor.com/jobs/7310003-support-specialist',
};

/** A feed of one item holding `inner`. */
const feed = (inner: string) => `<rss version="2.0" xmlns:tt="https://teamtailor.com/locations"><channel><title>Acme</title><item>${inner}</item></channel></rss>`;

/** The one post of a feed whose item has a guid, a title, and `inner`. */
function postOf(inner: string): JobPost {
  const posts = teamtailorJobs(feed(`<guid>g-1</guid><title>Engineer</title>${inner}`));
  assert.equal(posts.length, 1);
  return posts[0]!;
}

function assertBadResponse(xml: string, reason: RegExp): void {
  assert.throws(
    () => teamtailorJobs(xml),
    (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE' && reason.test(error.message),
    xml,
  );
}

describe('teamtailorJobs', () => {
  it('maps the feed, in its order', () => {
    assert.deepEqual(teamtailorJobs(fixture()), [REFERENCE_EXAMPLE, BACKEND_DEVELOPER, WAREHOUSE, SUPPORT]);
  });

  it('reads a feed without items as no posts', () => {
    assert.deepEqual(teamtailorJobs('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Acme</title></channel></rss>'), []);
    assert.deepEqual(teamtailorJobs('<rss><channel/></rss>'), []);
  });

  it('leaves out items without an id or a title', () => {
    const xml =
      '<rss><channel><item><title>No id, a link without a number</title><link>https://acme.teamtailor.com/jobs/new</link></item>' +
      '<item><guid>a</guid></item><item><guid> </guid><title>Blank guid, no link</title></item>' +
      '<item><guid>b</guid><title>Kept</title></item></channel></rss>';
    assert.deepEqual(
      teamtailorJobs(xml).map((post) => post.id),
      ['b'],
    );
  });

  it('throws BAD_RESPONSE for a root that is not <rss> with a <channel>', () => {
    for (const xml of ['<workzag-jobs/>', '<rss version="2.0"><item><guid>a</guid><title>x</title></item></rss>', '<feed xmlns="http://www.w3.org/2005/Atom"><channel/></feed>']) {
      assertBadResponse(xml, /Not a Teamtailor job feed \(<rss> with a <channel>\)/);
    }
  });

  it('throws BAD_RESPONSE for what is not XML: an HTML 404 page, JSON, text, a cut feed', () => {
    for (const xml of [
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Not found</title></head><body></body></html>',
      '{"version": "https://jsonfeed.org/version/1.1", "items": []}',
      'Not Found',
      '',
      fixture().slice(0, 500),
      feed('<guid>1</guid><title>R&D</title>'),
    ]) {
      assertBadResponse(xml, /Not well-formed XML/);
    }
  });
});

describe('Teamtailor mapping table (§5.4, the RSS column)', () => {
  it('id: `guid`, else the number in `link`', () => {
    assert.equal(postOf('').id, 'g-1');
    const id = (inner: string) => teamtailorJobs(feed(`<title>x</title>${inner}`))[0]?.id;
    assert.equal(id('<guid isPermaLink="false"> 679cc864 </guid><link>https://acme.teamtailor.com/jobs/1-x</link>'), '679cc864');
    assert.equal(id('<link>https://acme.teamtailor.com/jobs/7308188-account-manager</link>'), '7308188');
    assert.equal(id('<guid/><link>https://careers.acme.com/jobs/42</link>'), '42');
    assert.equal(id('<link>https://careers.acme.com/jobs/42?utm=rss</link>'), '42');
    assert.equal(id('<link>https://careers.acme.com/jobs/42x</link>'), undefined);
    assert.equal(id('<link>https://careers.acme.com/people/42-x</link>'), undefined);
  });

  it('title: `title`, trimmed, references decoded, NBSP and CJK kept', () => {
    const title = (xml: string) => teamtailorJobs(feed(`<guid>1</guid><title>${xml}</title>`))[0]!.title;
    assert.equal(title(' Account Manager\n'), 'Account Manager');
    assert.equal(title('Sales &amp; Marketing'), 'Sales & Marketing');
    assert.equal(title('&#26481;&#20140;&#12458;&#12501;&#12451;&#12473;'), '東京オフィス');
    assert.equal(title('東京\u00a0オフィス'), '東京\u00a0オフィス');
  });

  it('department: `tt:department`', () => {
    assert.deepEqual(postOf('<tt:department> Revenue </tt:department>').ats_department, { name: 'Revenue' });
    assert.equal(postOf('<tt:department/>').ats_department, undefined);
    // Without the prefix it is another element.
    assert.equal(postOf('<department>Revenue</department>').ats_department, undefined);
  });

  it('offices: each `tt:location` {name, city, country}; a bare-text `tt:locations` as one place', () => {
    const offices = (xml: string) => postOf(xml).ats_offices;
    const location = (parts: string) => `<tt:location>${parts}</tt:location>`;
    assert.deepEqual(offices(`<tt:locations>${location('<tt:name>HQ</tt:name><tt:city>Berlin</tt:city><tt:country>Germany</tt:country>')}</tt:locations>`), [
      { name: 'HQ', city: 'Berlin', country_code: 'DE' },
    ]);
    // No name: the city and country joined; the country by the name's text when `tt:country` is unknown.
    assert.deepEqual(offices(`<tt:locations>${location('<tt:city>Lyon</tt:city><tt:country>France</tt:country>')}</tt:locations>`), [
      { name: 'Lyon, France', city: 'Lyon', country_code: 'FR' },
    ]);
    assert.deepEqual(offices(`<tt:locations>${location('<tt:name>Oslo, Norway</tt:name><tt:country>Norge</tt:country>')}</tt:locations>`), [
      { name: 'Oslo, Norway', country_code: 'NO' },
    ]);
    assert.deepEqual(offices(`<tt:locations>${location('<tt:name>Anywhere</tt:name><tt:city>Remote</tt:city>')}</tt:locations>`), [{ name: 'Anywhere' }]);
    assert.deepEqual(offices(`<tt:locations>${location('Oslo')}</tt:locations>`), [{ name: 'Oslo' }]);
    assert.deepEqual(offices(`<tt:locations>${location('')}${location('<tt:name>Oslo</tt:name>')}${location('<tt:name>oslo</tt:name>')}</tt:locations>`), [{ name: 'Oslo' }]);
    // Bare text: a free-text place.
    assert.deepEqual(offices('<tt:locations>Stockholm, Sweden</tt:locations>'), [{ name: 'Stockholm, Sweden', city: 'Stockholm', country_code: 'SE' }]);
    assert.deepEqual(offices('<tt:locations>Remote - Germany</tt:locations>'), [{ name: 'Remote - Germany', country_code: 'DE' }]);
    assert.deepEqual(offices('<tt:locations>Stockholm</tt:locations>'), [{ name: 'Stockholm' }]);
    assert.equal(offices('<tt:locations>\n</tt:locations>'), undefined);
    assert.equal(offices(''), undefined);
  });

  it('workplace: `remoteStatus` fully → remote, hybrid → hybrid, none → on site where a place is named, temporary → none', () => {
    const place = '<tt:locations><tt:location><tt:name>Berlin</tt:name></tt:location></tt:locations>';
    const workplace = (status: string, inner = place) => postOf(`<remoteStatus>${status}</remoteStatus>${inner}`).ats_job?.workplace;
    assert.equal(workplace('fully'), 'remote');
    assert.equal(workplace('fully', ''), 'remote');
    assert.equal(workplace(' Hybrid '), 'hybrid');
    assert.equal(workplace('hybrid', ''), 'hybrid');
    assert.equal(workplace('none'), 'on_site');
    assert.equal(workplace('none', '<tt:locations>Berlin</tt:locations>'), 'on_site');
    assert.equal(workplace('none', ''), undefined);
    assert.equal(workplace('temporary'), undefined);
    assert.equal(workplace('remote'), undefined);
    assert.equal(workplace(''), undefined);
    assert.equal(postOf(place).ats_job?.workplace, undefined);
  });

  it('employment type and pay: none (the RSS has neither)', () => {
    const post = postOf('<employmentType>FULL_TIME</employmentType><salary>50000</salary>');
    assert.deepEqual(post.ats_job, { status: 'open' });
    assert.equal(post.pay, undefined);
  });

  it('description: `description` decoded once, which is the HTML; CDATA reads the same', () => {
    const description = (xml: string) => postOf(`<description>${xml}</description>`).description;
    assert.equal(description('&lt;p&gt;Drive growth.&lt;/p&gt;'), '<p>Drive growth.</p>');
    assert.equal(description('&lt;p&gt;A &amp;amp; B&amp;nbsp;&amp;lt;3&lt;/p&gt;'), '<p>A &amp; B&nbsp;&lt;3</p>');
    assert.equal(description('<![CDATA[<p>Raw</p>]]>'), '<p>Raw</p>');
    assert.equal(description('\n  &lt;p&gt;x&lt;/p&gt;\n'), '\n  <p>x</p>\n');
    assert.equal(description('  '), undefined);
    assert.equal(postOf('').description, undefined);
  });

  it('apply_url and url: `link`', () => {
    const post = postOf('<link> https://acme.teamtailor.com/jobs/1-x </link>');
    assert.equal(post.url, 'https://acme.teamtailor.com/jobs/1-x');
    assert.equal(post.apply_url, 'https://acme.teamtailor.com/jobs/1-x');
    assert.equal(postOf('').url, undefined);
    assert.equal(postOf('').apply_url, undefined);
  });

  it('posted: `pubDate` (RFC 822) in UTC; not RFC 822 is none', () => {
    assert.equal(postOf('<pubDate>Fri, 27 Feb 2026 19:59:48 +0100</pubDate>').published_at, '2026-02-27T18:59:48.000Z');
    assert.equal(postOf('<pubDate>2026-02-27T19:59:48+01:00</pubDate>').published_at, undefined);
    assert.equal(postOf('').published_at, undefined);
  });
});

describe('teamtailorDate (RFC 822, as RFC 2822 writes it)', () => {
  const cases: ReadonlyArray<readonly [unknown, string | undefined]> = [
    ['Fri, 27 Feb 2026 19:59:48 +0100', '2026-02-27T18:59:48.000Z'],
    ['Sun, 1 Mar 2026 23:30:00 -0500', '2026-03-02T04:30:00.000Z'],
    ['27 Feb 2026 19:59:48 +0000', '2026-02-27T19:59:48.000Z'],
    ['Fri,27 Feb 2026 19:59 +0530', '2026-02-27T14:29:00.000Z'],
    ['fri, 27 FEB 2026 19:59:48 -0000', '2026-02-27T19:59:48.000Z'],
    ['  Mon, 02 Mar 2026 08:00:00 GMT  ', '2026-03-02T08:00:00.000Z'],
    ['Mon, 02 Mar 2026 08:00:00 UT', '2026-03-02T08:00:00.000Z'],
    ['Mon, 02 Mar 2026 08:00:00 Z', '2026-03-02T08:00:00.000Z'],
    ['Mon, 02 Mar 2026 08:00:00 EST', '2026-03-02T13:00:00.000Z'],
    ['Mon, 02 Mar 2026 08:00:00 PDT', '2026-03-02T15:00:00.000Z'],
    // The day's name is not checked against the date (27 Feb 2026 is a Friday).
    ['Mon, 27 Feb 2026 19:59:48 +0100', '2026-02-27T18:59:48.000Z'],
    ['Thu, 29 Feb 2024 12:00:00 +0000', '2024-02-29T12:00:00.000Z'],
    // Not dates.
    ['Fri, 30 Feb 2026 19:59:48 +0100', undefined],
    ['Fri, 27 Feb 2026 25:00:00 +0100', undefined],
    ['Fri, 27 Feb 2026 19:60:00 +0100', undefined],
    ['Fri, 27 Feb 2026 19:59:61 +0100', undefined],
    ['Fri, 27 Feb 2026 19:59:48 +2500', undefined],
    ['Fri, 27 Feb 2026 19:59:48 +0160', undefined],
    ['Fri, 27 Foo 2026 19:59:48 +0100', undefined],
    ['Fri, 27 Feb 26 19:59:48 +0100', undefined],
    ['Fri, 27 Feb 2026 19:59:48', undefined],
    ['Fri, 27 Feb 2026 19:59:48 CET', undefined],
    ['Fri, 27 Feb 2026 19:59:48 A', undefined],
    ['Fri, 27 Feb 2026 19:59:48 +01:00', undefined],
    ['Friday, 27 Feb 2026 19:59:48 +0100', undefined],
    ['Fri 27 Feb 2026 19:59:48 +0100', undefined],
    ['2026-02-27T19:59:48+01:00', undefined],
    ['yesterday', undefined],
    ['', undefined],
    [undefined, undefined],
    [1772218788000, undefined],
  ];
  for (const [value, expected] of cases) {
    it(`${JSON.stringify(value)} → ${expected ?? 'none'}`, () => assert.equal(teamtailorDate(value), expected));
  }
});
