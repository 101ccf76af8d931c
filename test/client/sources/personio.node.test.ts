/**
 * The Personio adapter: test/fixtures/ats/personio.xml as exact normalised posts, then each row of
 * the mapping table of ats-public-apis-more.md §4.6, its quirks (§4.4, §4.7), and malformed input.
 * The fixture's first position is the reference's live sample of Personio's own feed (§4.4) as
 * printed; the second has German section names in CDATA, a part-time internship, an address, a
 * "Remote" office and a place in brackets; the third a bare-text `additionalOffices`, an empty
 * department, character references (NBSP, a dash) and CJK in the title, and no `createdAt`.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/sources/personio.node.test.ts'
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isJobBoardApiError, type JobPost } from '../../../src/client/index.js';
import { personioPositions } from '../../../src/client/sources/personio.js';

const HOST = 'acme.jobs.personio.de';

const fixture = () => readFileSync(new URL('../../fixtures/ats/personio.xml', import.meta.url), 'utf8');

const REFERENCE_SAMPLE: JobPost = {
  id: '1834171',
  title: 'Staff Software Engineer, Data Platform',
  // Full time from `schedule`: `permanent` names no hours.
  ats_job: { status: 'open', employment_type: 'full_time' },
  ats_department: { name: 'Product and Tech' },
  // Office names, not addresses: no city, no country.
  ats_offices: [{ name: 'Munich' }, { name: 'Berlin' }],
  // `<jobDescriptions></jobDescriptions>`: no description.
  url: 'https://acme.jobs.personio.de/job/1834171',
  apply_url: 'https://acme.jobs.personio.de/job/1834171',
  published_at: '2024-11-13T14:10:41.000Z',
};

const WORKING_STUDENT: JobPost = {
  id: '1920455',
  title: 'Werkstudent*in Content Marketing (m/w/d)',
  // An office named "Remote"; an internship, whatever its hours.
  ats_job: { status: 'open', workplace: 'remote', employment_type: 'internship' },
  ats_department: { name: 'Marketing' },
  ats_offices: [{ name: 'Berlin, Germany', city: 'Berlin', country_code: 'DE' }, { name: 'Remote' }, { name: 'Wien (Österreich)' }],
  // The empty "Benefits" section is left out.
  description:
    '<h3>Deine Mission</h3><p>Du schreibst Texte, die <strong>gelesen</strong> werden.</p>' +
    '<h3>Dein Profil &amp; deine Skills</h3><ul><li>Studium im Bereich Kommunikation</li></ul>',
  url: 'https://acme.jobs.personio.de/job/1920455',
  apply_url: 'https://acme.jobs.personio.de/job/1920455',
  published_at: '2026-02-27T08:15:00.000Z',
};

const FREELANCER: JobPost = {
  id: '2001337',
  title: 'Freelance\u00a0Data Engineer \u2013 東京',
  ats_job: { status: 'open', workplace: 'remote', employment_type: 'contract' },
  ats_offices: [{ name: 'Remote' }, { name: 'Hamburg' }],
  description: '<h3>Your mission</h3><p>Build pipelines.</p>',
  url: 'https://acme.jobs.personio.de/job/2001337',
  apply_url: 'https://acme.jobs.personio.de/job/2001337',
};

/** A feed of one position holding `inner` (its elements). */
const feed = (inner: string) => `<?xml version="1.0" encoding="UTF-8"?><workzag-jobs><position>${inner}</position></workzag-jobs>`;

/** The one post of a feed whose position has an id, a name, and `inner`. */
function postOf(inner: string, host = HOST): JobPost {
  const posts = personioPositions(feed(`<id>7</id><name>Engineer</name>${inner}`), host);
  assert.equal(posts.length, 1);
  return posts[0]!;
}

function assertBadResponse(xml: string, reason: RegExp): void {
  assert.throws(
    () => personioPositions(xml, HOST),
    (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE' && reason.test(error.message),
    xml,
  );
}

describe('personioPositions', () => {
  it('maps the feed, in its order', () => {
    assert.deepEqual(personioPositions(fixture(), HOST), [REFERENCE_SAMPLE, WORKING_STUDENT, FREELANCER]);
  });

  it('reads an empty feed as no posts', () => {
    assert.deepEqual(personioPositions('<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs></workzag-jobs>', HOST), []);
    assert.deepEqual(personioPositions('<workzag-jobs/>', HOST), []);
  });

  it('leaves out positions without an id or a name, and elements it does not know', () => {
    const xml =
      '<workzag-jobs><position><name>No id</name></position><position><id> </id><name>Blank id</name></position>' +
      '<position><id>3</id></position><position><id>4</id><name>Kept</name></position><note>x</note></workzag-jobs>';
    assert.deepEqual(
      personioPositions(xml, HOST).map((post) => post.id),
      ['4'],
    );
  });

  it('throws BAD_RESPONSE for a root that is not <workzag-jobs>', () => {
    for (const xml of ['<rss version="2.0"><channel/></rss>', '<jobs><position><id>1</id><name>x</name></position></jobs>', '<html><body>Page not found</body></html>']) {
      assertBadResponse(xml, /Not a Personio job feed \(<workzag-jobs>\)/);
    }
  });

  it('throws BAD_RESPONSE for what is not XML: the 404 page of an unknown company, JSON, text, a cut feed', () => {
    const cases: ReadonlyArray<readonly [string, RegExp]> = [
      ['<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body></body></html>', /Not well-formed XML/],
      ['{"positions": []}', /Not well-formed XML/],
      ['Page not found', /Not well-formed XML/],
      ['', /Not well-formed XML/],
      [fixture().slice(0, 700), /Not well-formed XML: an unclosed/],
      [feed('<id>1</id><name>Tom & Jerry</name>'), /Not well-formed XML/],
    ];
    for (const [xml, reason] of cases) assertBadResponse(xml, reason);
  });
});

describe('Personio mapping table (§4.6)', () => {
  it('id: `id`, trimmed', () => {
    assert.equal(postOf('').id, '7');
    assert.equal(personioPositions(feed('<id> 42 </id><name>x</name>'), HOST)[0]!.id, '42');
  });

  it('title: `name`, trimmed, references decoded, NBSP and CJK kept', () => {
    const title = (xml: string) => personioPositions(feed(`<id>1</id><name>${xml}</name>`), HOST)[0]!.title;
    assert.equal(title('\n  Data Analyst '), 'Data Analyst');
    assert.equal(title('R&amp;D Lead &lt;Berlin&gt;'), 'R&D Lead <Berlin>');
    assert.equal(title('Senior\u00a0Engineer'), 'Senior\u00a0Engineer');
    assert.equal(title('東京オフィス&#160;担当'), '東京オフィス\u00a0担当');
    assert.equal(title('<![CDATA[Sales & Marketing]]>'), 'Sales & Marketing');
  });

  it('department: `department`; an empty one is none (and not `recruitingCategory`)', () => {
    assert.deepEqual(postOf('<department> People </department>').ats_department, { name: 'People' });
    assert.equal(postOf('<department/>').ats_department, undefined);
    assert.equal(postOf('<recruitingCategory>Engineering</recruitingCategory>').ats_department, undefined);
  });

  it('offices: `office`, then each `additionalOffices/office`, or its bare text; repeats once', () => {
    const offices = (xml: string) => postOf(xml).ats_offices;
    assert.deepEqual(offices('<office>Munich</office>'), [{ name: 'Munich' }]);
    assert.deepEqual(offices('<office>Munich</office><additionalOffices><office>Berlin</office><office> </office><office>Hamburg</office></additionalOffices>'), [
      { name: 'Munich' },
      { name: 'Berlin' },
      { name: 'Hamburg' },
    ]);
    assert.deepEqual(offices('<office>Munich</office><additionalOffices> Berlin </additionalOffices>'), [{ name: 'Munich' }, { name: 'Berlin' }]);
    assert.deepEqual(offices('<additionalOffices><office>Berlin</office></additionalOffices>'), [{ name: 'Berlin' }]);
    assert.deepEqual(offices('<office>München</office><additionalOffices><office>München</office></additionalOffices>'), [{ name: 'München' }]);
    assert.equal(offices('<office/><additionalOffices/>'), undefined);
    assert.equal(offices(''), undefined);
  });

  it('offices: a city only where the name is an address, a country only where the text names one', () => {
    const office = (name: string) => postOf(`<office>${name}</office>`).ats_offices?.[0];
    assert.deepEqual(office('Berlin'), { name: 'Berlin' });
    assert.deepEqual(office('Berlin HQ'), { name: 'Berlin HQ' });
    assert.deepEqual(office('Berlin, Germany'), { name: 'Berlin, Germany', city: 'Berlin', country_code: 'DE' });
    assert.deepEqual(office('Toronto, Ontario, Canada'), { name: 'Toronto, Ontario, Canada', city: 'Toronto', country_code: 'CA' });
    assert.deepEqual(office('Remote (US)'), { name: 'Remote (US)', country_code: 'US' });
    assert.deepEqual(office('Remote - Germany'), { name: 'Remote - Germany', country_code: 'DE' });
    // A workplace word is no city.
    assert.deepEqual(office('Remote, Spain'), { name: 'Remote, Spain', country_code: 'ES' });
    assert.deepEqual(office('Berlin (Remote)'), { name: 'Berlin (Remote)' });
    assert.deepEqual(office('Remote'), { name: 'Remote' });
  });

  it('workplace: remote only from an office named "Remote" and nothing else; no other workplace', () => {
    const workplace = (xml: string) => postOf(xml).ats_job?.workplace;
    assert.equal(workplace('<office>Remote</office>'), 'remote');
    assert.equal(workplace('<office> REMOTE </office>'), 'remote');
    assert.equal(workplace('<office>Berlin</office><additionalOffices><office>remote</office></additionalOffices>'), 'remote');
    assert.equal(workplace('<office>Berlin</office><additionalOffices>Remote</additionalOffices>'), 'remote');
    assert.equal(workplace('<office>Berlin (Remote)</office>'), undefined);
    assert.equal(workplace('<office>Remote - Germany</office>'), undefined);
    assert.equal(workplace('<office>Remote-first HQ</office>'), undefined);
    assert.equal(workplace('<office>Hybrid</office>'), undefined);
    assert.equal(workplace('<office>Berlin</office>'), undefined);
    assert.equal(workplace(''), undefined);
  });

  it('employment type: an internship or freelance work first, then `schedule`, then what is sent', () => {
    const type = (employmentType: string | undefined, schedule: string | undefined) =>
      postOf(`${employmentType === undefined ? '' : `<employmentType>${employmentType}</employmentType>`}${schedule === undefined ? '' : `<schedule>${schedule}</schedule>`}`)
        .ats_job?.employment_type;
    const cases: ReadonlyArray<readonly [string | undefined, string | undefined, string | undefined]> = [
      ['permanent', 'full-time', 'full_time'],
      ['permanent', 'part-time', 'part_time'],
      [undefined, 'full-time', 'full_time'],
      [undefined, ' Part-Time ', 'part_time'],
      ['intern', 'full-time', 'internship'],
      ['intern', 'part-time', 'internship'],
      ['intern', undefined, 'internship'],
      ['trainee', 'full-time', 'internship'],
      ['freelance', 'part-time', 'contract'],
      ['freelance', undefined, 'contract'],
      // No board word: kept in the board's style.
      ['permanent', 'full-or-part-time', 'full_or_part_time'],
      ['permanent', undefined, 'permanent'],
      ['working-student', undefined, 'working_student'],
      [undefined, undefined, undefined],
      [' ', ' ', undefined],
    ];
    for (const [employmentType, schedule, expected] of cases) {
      assert.equal(type(employmentType, schedule), expected, `${employmentType} / ${schedule}`);
    }
  });

  it('description: each `jobDescription` with content as <h3>{name}</h3>{value}, the name escaped, the HTML as sent', () => {
    const description = (sections: string) => postOf(`<jobDescriptions>${sections}</jobDescriptions>`).description;
    const section = (name: string, value: string) => `<jobDescription><name>${name}</name><value>${value}</value></jobDescription>`;
    assert.equal(
      description(section('Deine Mission', '<![CDATA[<p>Eins</p>]]>') + section('Dein Profil', '<![CDATA[\n<ul><li>Zwei</li></ul>\n]]>')),
      '<h3>Deine Mission</h3><p>Eins</p><h3>Dein Profil</h3>\n<ul><li>Zwei</li></ul>\n',
    );
    // A name is text: "&amp;" in the XML is "&", escaped again for HTML; "<" too.
    assert.equal(description(section('R&amp;D &lt;team&gt;', '<![CDATA[<p>x</p>]]>')), '<h3>R&amp;D &lt;team&gt;</h3><p>x</p>');
    // HTML entity-escaped instead of in CDATA reads the same.
    assert.equal(description(section('About', '&lt;p&gt;Tom &amp;amp; Jerry&lt;/p&gt;')), '<h3>About</h3><p>Tom &amp; Jerry</p>');
    // A value whose CDATA holds "]]>" is split in two sections: joined back.
    assert.equal(description(section('A', '<![CDATA[<p>]]]]><![CDATA[></p>]]>')), '<h3>A</h3><p>]]></p>');
    assert.equal(description(section('', '<![CDATA[<p>No name</p>]]>')), '<p>No name</p>');
    assert.equal(description(section('Benefits', '<![CDATA[  ]]>') + section('Empty', '')), undefined);
    assert.equal(description('<jobDescription><name>Only a name</name></jobDescription>'), undefined);
    assert.equal(description(''), undefined);
    assert.equal(postOf('').description, undefined);
  });

  it('url and apply_url: https://{host}/job/{id}, the id encoded, no language', () => {
    const post = postOf('', 'acme.jobs.personio.com');
    assert.equal(post.url, 'https://acme.jobs.personio.com/job/7');
    assert.equal(post.apply_url, 'https://acme.jobs.personio.com/job/7');
    const odd = personioPositions(feed('<id>a/b?c</id><name>x</name>'), HOST)[0]!;
    assert.equal(odd.url, 'https://acme.jobs.personio.de/job/a%2Fb%3Fc');
  });

  it('posted: `createdAt` in UTC; missing or not ISO 8601 is none', () => {
    const published = (value: string) => postOf(`<createdAt>${value}</createdAt>`).published_at;
    assert.equal(published('2024-11-13T14:10:41+00:00'), '2024-11-13T14:10:41.000Z');
    assert.equal(published(' 2026-07-01T00:30:00+02:00 '), '2026-06-30T22:30:00.000Z');
    assert.equal(published('2026-02-30T10:00:00+01:00'), undefined);
    assert.equal(published('13.11.2024'), undefined);
    assert.equal(published(''), undefined);
    assert.equal(postOf('').published_at, undefined);
  });

  it('status: open; no pay, no closing date, nothing of the fields the table does not map', () => {
    const post = postOf(
      '<subcompany>Acme GmbH</subcompany><seniority>experienced</seniority><yearsOfExperience>2-5</yearsOfExperience>' +
        '<keywords>a,b</keywords><occupation>x</occupation><occupationCategory>y</occupationCategory><salary>50000</salary>',
    );
    assert.deepEqual(post, { id: '7', title: 'Engineer', ats_job: { status: 'open' }, url: 'https://acme.jobs.personio.de/job/7', apply_url: 'https://acme.jobs.personio.de/job/7' });
  });
});
