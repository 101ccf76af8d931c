import { expect, fixture, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { updateSandbox, type Sandbox } from '../../helpers/sandbox.js';
import { DEFAULT_DOCUMENT_TITLE } from '../../../src/elements/job-board/document-title.js';
import { validateJobPosting } from '../../helpers/job-posting-schema.js';
import { detailShown, goBack, keepPageUrl, listingShown, sandboxFor, setUrl, TOKEN } from '../../helpers/routing.js';

/**
 * Found by search engines: while a detail view shows, exactly one JSON-LD JobPosting in the
 * document's head (light DOM), the page title naming the job, and noindex for a closed job.
 */

function post(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    title: `Role ${id}`,
    ats_job: { status: 'open', workplace: 'hybrid', employment_type: 'full_time' },
    ats_department: { name: 'Engineering' },
    ats_offices: [{ name: 'Berlin HQ', city: 'Berlin', country_code: 'de' }],
    description: `<h2>About ${id}</h2><p>Build <b>things</b>.</p><ul><li>One</li></ul><script>top.__jsonLd = 1</script>`,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-20T09:00:00Z',
    ...fields,
  };
}

const ORGANISATION = { organization: 'Acme GmbH', 'organization-url': 'https://acme.example', 'organization-logo': 'https://acme.example/logo.png', country: 'DE' };

function blocks(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
}

function posting(): Record<string, unknown> {
  const found = blocks();
  expect(found, 'JSON-LD blocks in the head').to.have.length(1);
  return JSON.parse(found[0]!.textContent!) as Record<string, unknown>;
}

function noIndex(): HTMLMetaElement[] {
  return [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].filter((meta) => meta.content === 'noindex');
}

async function boardOn(sandbox: Sandbox, attributes: Record<string, string> = {}): Promise<JobBoard> {
  const el = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${sandbox.baseUrl}></job-board>`);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** Waits until the head holds the posting of `id` (the description is sanitised, then described). */
async function postingOf(id: string): Promise<Record<string, unknown>> {
  await waitUntil(() => blocks().some((block) => (JSON.parse(block.textContent!) as { identifier?: { value?: string } }).identifier?.value === id && block.textContent!.includes('description')), `no posting of ${id}`, { timeout: 8000 });
  return posting();
}

describe('<job-board> structured data and page metadata', function () {
  this.timeout(20000);
  keepPageUrl();
  let title = '';
  let warn: typeof console.warn;
  let warnings: string[] = [];
  beforeEach(() => {
    title = document.title;
    document.title = 'Careers at Acme';
    warnings = [];
    warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.warn = warn;
    document.querySelectorAll('job-board').forEach((el) => el.remove());
    document.title = title;
    expect(blocks(), 'no block left behind').to.have.length(0);
    expect(noIndex(), 'no noindex left behind').to.have.length(0);
  });

  it('one JobPosting in the head while a detail shows, none on the listing; replaced, then removed on Back', async () => {
    const sandbox = await sandboxFor({ posts: [post('a'), post('b', { title: 'Second role' })] });
    const el = await boardOn(sandbox, ORGANISATION);
    await listingShown(el);
    expect(blocks()).to.have.length(0);

    el.showJob('a');
    await detailShown(el, 'a');
    const first = await postingOf('a');
    expect(first['title']).to.equal('Role a');
    expect(el.shadowRoot!.querySelector('script')).to.equal(null);

    el.showJob('b');
    await detailShown(el, 'b');
    expect((await postingOf('b'))['title']).to.equal('Second role');

    await goBack();
    await detailShown(el, 'a');
    expect((await postingOf('a'))['title']).to.equal('Role a');
    el.showList();
    await listingShown(el);
    expect(blocks()).to.have.length(0);
  });

  it('maps the post and the attributes onto Google’s JobPosting properties, and the result validates', async () => {
    const sandbox = await sandboxFor({
      posts: [post('map', { ats_job: { status: 'open', workplace: 'remote', employment_type: 'contract' }, ats_offices: [{ name: 'Lisbon', city: 'Lisbon' }], valid_through: '2027-01-31' })],
    });
    // Opened from a search on page 2: the posting names the job's one URL, without them.
    setUrl({ 'jb-q': 'Role', 'jb-page': '2', 'jb-job': 'map' });
    const el = await boardOn(sandbox, ORGANISATION);
    await detailShown(el, 'map');
    const data = await postingOf('map');
    const url = new URL(data['url'] as string);
    expect([url.origin, url.pathname, url.searchParams.get('jb-job'), url.searchParams.has('jb-q'), url.searchParams.has('jb-page')]).to.deep.equal([
      location.origin,
      location.pathname,
      'map',
      false,
      false,
    ]);
    expect(data).to.deep.include({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Role map',
      datePosted: '2026-11-01T09:00:00Z',
      validThrough: '2027-01-31',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Acme GmbH', sameAs: 'https://acme.example', logo: 'https://acme.example/logo.png' },
      jobLocation: [{ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lisbon', addressCountry: 'DE' } }],
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
      identifier: { '@type': 'PropertyValue', name: 'Acme GmbH', value: 'map' },
      directApply: false,
    });
    // The description as the detail shows it: sanitised, structure kept, no script; without the board's
    // styling parts, which mean nothing outside its shadow DOM (issue 38).
    const description = data['description'] as string;
    expect(description).to.contain('<h2>About map</h2>').and.contain('<ul><li>One</li></ul>').and.contain('<b>things</b>').and.not.contain('part=');
    expect(description).to.not.contain('<script').and.not.contain('__jsonLd');
    expect(validateJobPosting(data)).to.deep.equal([]);
    expect(warnings.filter((line) => line.includes('structured data'))).to.deep.equal([]);
  });

  it("names the job's one URL from a campaign's link: no utm_*, ad-click id or fragment (the sitemap's and the server's URL)", async () => {
    const sandbox = await sandboxFor({ posts: [post('map')] });
    const page = new URL(location.href);
    for (const [key, value] of Object.entries({ utm_source: 'newsletter', 'jb-page': '2', 'jb-job': 'map', gclid: 'x' })) page.searchParams.set(key, value);
    page.hash = 'apply';
    history.replaceState(null, '', page.href);
    const el = await boardOn(sandbox, ORGANISATION);
    await detailShown(el, 'map');
    const url = (await postingOf('map'))['url'] as string;
    const own = new URL(location.href);
    for (const key of ['utm_source', 'jb-page', 'gclid']) own.searchParams.delete(key);
    own.hash = '';
    expect(url).to.equal(own.href);
    expect(url).not.to.match(/utm_|gclid|#/);
  });

  it('takes the office’s own country, and warns once per attribute that Google needs and is missing', async () => {
    const sandbox = await sandboxFor({
      posts: [post('own'), post('none', { ats_offices: [{ name: 'Porto', city: 'Porto' }], ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' } })],
    });
    setUrl({ 'jb-job': 'own' });
    const el = await boardOn(sandbox);
    await detailShown(el, 'own');
    const own = await postingOf('own');
    expect((own['jobLocation'] as { address: { addressCountry: string } }[])[0]!.address.addressCountry).to.equal('DE');
    expect(own['hiringOrganization']).to.equal(undefined);
    el.showJob('none');
    await detailShown(el, 'none');
    const none = await postingOf('none');
    expect((none['jobLocation'] as { address: Record<string, unknown> }[])[0]!.address).to.deep.equal({ '@type': 'PostalAddress', addressLocality: 'Porto' });
    el.showJob('own');
    await detailShown(el, 'own');
    await postingOf('own');
    const structured = warnings.filter((line) => line.includes('structured data'));
    expect(structured).to.deep.equal([
      '<job-board>: structured data: Google requires hiringOrganization; set the organization attribute.',
      '<job-board>: structured data: Google requires jobLocation.address.addressCountry; set the country attribute.',
    ]);
  });

  it('a hostile title can neither end the script element nor run, and the JSON reads back the same', async () => {
    const hostile = '</script><script>top.__jsonLd = 2</script><!-- \u2028\u2029 & "quotes"';
    const sandbox = await sandboxFor({ posts: [post('x', { title: hostile })] });
    const otherScripts = document.head.querySelectorAll('script:not([type="application/ld+json"])').length;
    setUrl({ 'jb-job': 'x' });
    const el = await boardOn(sandbox, ORGANISATION);
    await detailShown(el, 'x');
    const data = await postingOf('x');
    expect(data['title']).to.equal(hostile);
    const text = blocks()[0]!.textContent!;
    expect(text).to.not.match(/[<>\u2028\u2029]/);
    expect(document.head.querySelectorAll('script:not([type="application/ld+json"])').length, 'scripts the title made').to.equal(otherScripts);
    expect((window as { __jsonLd?: unknown }).__jsonLd).to.equal(undefined);
    expect(document.title).to.equal(`${hostile} – Careers at Acme`);
  });

  it('none with structured-data="off", none for a post that failed; the title still follows', async () => {
    const sandbox = await sandboxFor({ posts: [post('off')] });
    setUrl({ 'jb-job': 'off' });
    const el = await boardOn(sandbox, { ...ORGANISATION, 'structured-data': 'off' });
    await detailShown(el, 'off');
    await el.updateComplete;
    expect(blocks()).to.have.length(0);
    expect(document.title).to.equal('Role off – Careers at Acme');
    el.structuredData = 'on';
    await postingOf('off');
    el.remove();
    expect(blocks()).to.have.length(0);
    expect(document.title).to.equal('Careers at Acme');

    await updateSandbox(sandbox, { posts: [post('off')], faults: [{ route: 'detail', kind: 'status', status: 500 }] });
    const failing = await boardOn(sandbox, ORGANISATION);
    await waitUntil(() => failing.status === 'error', 'the detail never failed', { timeout: 15000 });
    await failing.updateComplete;
    expect(blocks()).to.have.length(0);
    expect(noIndex()).to.have.length(0);
    expect(document.title).to.equal('Careers at Acme');
  });

  it('document.title follows document-title while a detail shows and comes back after; empty leaves it alone', async () => {
    const sandbox = await sandboxFor({ posts: [post('t')] });
    const el = await boardOn(sandbox, { 'document-title': '{job} | Careers at Acme ({page})' });
    await listingShown(el);
    expect(document.title).to.equal('Careers at Acme');
    el.showJob('t');
    await detailShown(el, 't');
    expect(document.title).to.equal('Role t | Careers at Acme (Careers at Acme)');
    el.showList();
    await listingShown(el);
    expect(document.title).to.equal('Careers at Acme');

    el.documentTitle = '';
    el.showJob('t');
    await detailShown(el, 't');
    await el.updateComplete;
    expect(document.title).to.equal('Careers at Acme');
    el.showList();
    await listingShown(el);
    el.removeAttribute('document-title');
    expect(el.documentTitle).to.equal(null);
    expect(document.createElement('job-board').documentTitle, 'the property starts as the default the chunk uses').to.equal(DEFAULT_DOCUMENT_TITLE);
    el.showJob('t');
    await detailShown(el, 't');
    await el.updateComplete;
    expect(document.title).to.equal('Role t – Careers at Acme');
    el.job = '';
    await listingShown(el);
    expect(document.title).to.equal('Careers at Acme');

    // A page without a title: the job's alone, no dangling separator.
    document.title = '';
    el.showJob('t');
    await detailShown(el, 't');
    await el.updateComplete;
    expect(document.title).to.equal('Role t');
    el.showList();
    await listingShown(el);
    expect(document.title).to.equal('');
  });

  it('a closed or unknown job (404) gets <meta name="robots" content="noindex"> while its notice shows, and only then', async () => {
    const sandbox = await sandboxFor({ posts: [post('open')] });
    setUrl({ 'jb-job': 'closed-123' });
    const el = await boardOn(sandbox, ORGANISATION);
    const notice = () => el.shadowRoot!.querySelector('[part~="notice"]');
    await waitUntil(() => notice() !== null && noIndex().length === 1, 'the unknown job never led to the notice and noindex');
    await el.updateComplete;
    expect(noIndex()).to.have.length(1);
    expect(blocks()).to.have.length(0);
    el.showJob('open');
    await detailShown(el, 'open');
    expect(noIndex()).to.have.length(0);
    await postingOf('open');
    el.job = 'closed-123';
    await waitUntil(() => notice() !== null && !el.job, 'the unknown job never led to the notice again');
    await el.updateComplete;
    expect(noIndex()).to.have.length(1);
    expect(blocks()).to.have.length(0);
    el.remove();
    expect(noIndex()).to.have.length(0);
  });
});
