/**
 * The page's canonical link and `og:url` follow the board as it moves in place (issue 38, point
 * 10): a server render or a static page wrote them for the address the page came with; after the
 * next listing page, a job, or Back, they name what the board shows, by the URL a server render
 * of that address gives (the listing's canonical address, a job's one URL), on the origin the
 * page's canonical link names. And a closed job's link leaves at most one noindex, which goes when
 * the notice goes, unless the site's page had it before the board came.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../../src/elements/job-board/job-board.js';
import { PRERENDERED_DATA_ATTRIBUTE } from '../../../../src/elements/job-board/prerendered.js';
import { container } from '../../../helpers/board.js';
import { detailShown, entryFor, goBack, keepPageUrl, listingShown, pageButton, rawDetailPost, sandboxFor, setUrl, TOKEN } from '../../../helpers/routing.js';
import type { Sandbox } from '../../../helpers/sandbox.js';

const POSTS = Array.from({ length: 12 }, (_, index) => rawDetailPost(`jp_${index + 1}`, { title: `Role ${index + 1}` }));
/** The site's public origin, as a server render's `siteUrl` writes it: not the test page's. */
const SITE = 'https://www.example.com';

/** The test page's address on the site's origin, with `params` (the board's keys) set and `utm_source` gone. */
function onSite(params: Record<string, string>): string {
  const url = new URL(location.pathname + location.search, SITE);
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('jb-') || key.startsWith('utm_')) url.searchParams.delete(key);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** The head's tags a server render writes for an address, the board's untouched. */
function addHeadTags(canonical: string): HTMLElement[] {
  const link = Object.assign(document.createElement('link'), { rel: 'canonical', href: canonical });
  const og = document.createElement('meta');
  og.setAttribute('property', 'og:url');
  og.content = canonical;
  document.head.append(link, og);
  return [link, og];
}

/** A comparable form of a URL: its origin, path and sorted parameters. */
function address(href: string | null | undefined): string {
  const url = new URL(href ?? 'about:blank');
  const params = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return `${url.origin}${url.pathname}?${new URLSearchParams(params).toString()}${url.hash}`;
}

function canonical(): string {
  return address(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'));
}
function ogUrl(): string {
  return address(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content'));
}
function postingUrl(): string {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return address((JSON.parse(script?.textContent ?? '{}') as { url?: string }).url);
}

async function expectAddress(expected: string, what: string): Promise<void> {
  await waitUntil(() => canonical() === address(expected), `${what}: the canonical link says ${canonical()}, not ${address(expected)}`);
  expect(ogUrl(), `${what}: og:url`).to.equal(address(expected));
}

describe('<job-board> the page’s canonical link and og:url follow the board', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  let tags: HTMLElement[] = [];
  beforeEach(async () => {
    sandbox = await sandboxFor({ posts: POSTS });
  });
  afterEach(() => {
    for (const tag of tags) tag.remove();
    tags = [];
  });

  it('query routing: the next page, a job (its one URL, as JSON-LD says it), Back; the page’s own tags again where it came', async () => {
    setUrl({ utm_source: 'newsletter' });
    const own = onSite({});
    tags = addHeadTags(own);
    const el = await fixture<JobBoard>(`<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" page-size="5"></job-board>`);
    await listingShown(el);
    expect(canonical()).to.equal(address(own));

    pageButton(el, 'Next page').click();
    await waitUntil(() => el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    await expectAddress(onSite({ 'jb-page': '2' }), 'the listing’s page 2');

    entryFor(el, 'jp_7').click();
    await detailShown(el, 'jp_7');
    // The job's one URL: not the listing page it was opened from, nor the campaign it came by.
    await expectAddress(onSite({ 'jb-job': 'jp_7' }), 'a job');
    await waitUntil(() => postingUrl() === address(onSite({ 'jb-job': 'jp_7' })), `JSON-LD url: ${postingUrl()}`);

    await goBack();
    await listingShown(el);
    await expectAddress(onSite({ 'jb-page': '2' }), 'Back on page 2');
    await goBack();
    await listingShown(el);
    await expectAddress(own, 'Back where the page came');

    pageButton(el, 'Next page').click();
    await waitUntil(() => el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    await expectAddress(onSite({ 'jb-page': '2' }), 'page 2 again');
    el.remove();
    expect(canonical(), 'the board gone: the page’s own').to.equal(address(own));
    expect(ogUrl()).to.equal(address(own));
  });

  it('a prerendered job page: Back to the listing names the listing, the job again its one URL', async () => {
    setUrl({ 'jb-page': '2', 'jb-job': 'jp_7' });
    tags = addHeadTags(onSite({ 'jb-job': 'jp_7' }));
    const el = await fixture<JobBoard>(`<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" page-size="5"></job-board>`);
    await detailShown(el, 'jp_7');
    const back = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part~="back-link"]')!;
    back.click();
    await listingShown(el);
    await expectAddress(onSite({ 'jb-page': '2' }), 'the listing behind the job');
    entryFor(el, 'jp_8').click();
    await detailShown(el, 'jp_8');
    await expectAddress(onSite({ 'jb-job': 'jp_8' }), 'another job');
  });

  it('path routing: the next page and a job at their own paths', async () => {
    const base = new URL('./careers/', location.href).pathname;
    history.replaceState(null, '', base);
    tags = addHeadTags(`${SITE}${base}`);
    const el = await fixture<JobBoard>(`<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" page-size="5" routing="path" base-path="${base}"></job-board>`);
    await listingShown(el);
    pageButton(el, 'Next page').click();
    await waitUntil(() => el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    expect(location.pathname).to.equal(`${base}page/2/`);
    await expectAddress(`${SITE}${base}page/2/`, 'page 2');
    entryFor(el, 'jp_6').click();
    await detailShown(el, 'jp_6');
    await expectAddress(`${SITE}${base}jobs/jp_6/`, 'a job');
  });

  it('a page without a canonical link gets none', async () => {
    const el = await fixture<JobBoard>(`<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" page-size="5"></job-board>`);
    await listingShown(el);
    pageButton(el, 'Next page').click();
    await waitUntil(() => el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    entryFor(el, 'jp_6').click();
    await detailShown(el, 'jp_6');
    expect(document.head.querySelector('link[rel="canonical"], meta[property="og:url"]')).to.equal(null);
  });
});

describe('<job-board> a closed job’s noindex: one at most, and only the board’s goes', () => {
  keepPageUrl();
  const noIndex = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].filter((meta) => meta.content.includes('noindex'));
  let added: HTMLElement[] = [];
  afterEach(() => {
    for (const tag of added) tag.remove();
    added = [];
  });

  async function noticeShown(el: JobBoard): Promise<void> {
    await waitUntil(() => !el.job && el.status === 'ready' && el.shadowRoot?.querySelector('[part~="notice"]'), 'the notice never showed', { timeout: 8000 });
    await el.updateComplete;
  }

  it('a closed role’s prerendered page: its noindex is the board’s, not written again, and goes on the next move', async () => {
    const sandbox = await sandboxFor({ posts: POSTS });
    setUrl({ 'jb-job': 'jp_gone' });
    // The head a server render of a closed role writes.
    const robots = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.append(robots);
    added = [robots];
    const listing = { posts: POSTS.slice(0, 5), page: 1, limit: 5, totalCount: 12, totalPages: 3 };
    container().setHTMLUnsafe(
      `<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" page-size="5">` +
        '<template shadowrootmode="open"><p part="summary">12 open positions</p></template>' +
        `<script type="application/json" ${PRERENDERED_DATA_ATTRIBUTE}>${JSON.stringify({ listing, closed: 'jp_gone' })}</script></job-board>`,
    );
    const el = document.querySelector<JobBoard>('job-board')!;
    await noticeShown(el);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noIndex()).to.have.length(1);
    pageButton(el, 'Next page').click();
    await waitUntil(() => el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    await el.updateComplete;
    expect(noIndex(), 'the notice gone, the closed page’s noindex too').to.have.length(0);
    el.remove();
  });

  it('a site whose page says noindex: the board adds none, and the site’s stays', async () => {
    const sandbox = await sandboxFor({ posts: POSTS });
    setUrl({ 'jb-job': 'jp_gone' });
    const robots = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex, nofollow' });
    document.head.append(robots);
    added = [robots];
    const el = await fixture<JobBoard>(`<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" page-size="5"></job-board>`);
    await noticeShown(el);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(noIndex()).to.deep.equal([robots]);
    pageButton(el, 'Next page').click();
    await waitUntil(() => el.posts[0]?.id === 'jp_6', 'page 2 never showed');
    await el.updateComplete;
    expect(noIndex()).to.deep.equal([robots]);
  });
});
