import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import type { JobBoardChangeDetail, JobBoardSelectDetail } from '../../src/events.js';
import { jobSlug } from '../../src/routing/job-slug.js';
import { recordConsole } from '../helpers/board.js';
import {
  TOKEN,
  clickPrevented,
  detailShown,
  entries,
  entryFor,
  goBack,
  goForward,
  keepPageUrl,
  listingShown,
  part,
  rawDetailPost,
  sandboxFor,
  settled,
} from '../helpers/routing.js';
import { sandboxRequests, type Sandbox } from '../helpers/sandbox.js';

/**
 * `routing="path"` names a job by its slug (src/routing/job-slug.ts): the entry links, the URL
 * written, the canonical URL in the structured data; and a job's path opened live, with nothing
 * loaded yet, finds its post. The board's `job` and its events always carry the real id. Runs
 * against the reference API; the page's path is moved under `/careers/` and put back.
 */

/** Ids a host would decode (space, `/`, `%`, `+`, `:`), non-ASCII, and one too long for a file name. */
const ODD_IDS = ['a b/c', '100%+1:x', '職務経歴書', `long_${'x'.repeat(295)}`];
const POSTS = ['jp_1', ...ODD_IDS].map((id, index) => rawDetailPost(id, { title: `Role ${index + 1}` }));

function goTo(path: string): void {
  const url = new URL(location.href);
  url.pathname = path;
  history.replaceState(null, '', url.href);
}

async function pathBoard(sandbox: Sandbox): Promise<JobBoard> {
  const el = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${sandbox.baseUrl} routing="path" base-path="/careers/" page-size="5"></job-board>`);
  await settled(el);
  return el;
}

/** Every `job-board-change` and `job-board-select` on the page from now on (the board's first ones included). */
function recordEvents(): { changes: JobBoardChangeDetail[]; selects: JobBoardSelectDetail[]; stop(): void } {
  const changes: JobBoardChangeDetail[] = [];
  const selects: JobBoardSelectDetail[] = [];
  const change = (event: Event) => changes.push((event as CustomEvent<JobBoardChangeDetail>).detail);
  const select = (event: Event) => selects.push((event as CustomEvent<JobBoardSelectDetail>).detail);
  window.addEventListener('job-board-change', change);
  window.addEventListener('job-board-select', select);
  return {
    changes,
    selects,
    stop: () => {
      window.removeEventListener('job-board-change', change);
      window.removeEventListener('job-board-select', select);
    },
  };
}

/** The `url` of the JobPosting the board put in the head. */
function structuredDataUrl(): string | undefined {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return script ? (JSON.parse(script.textContent ?? '{}') as { url?: string }).url : undefined;
}

describe('<job-board routing="path"> and job slugs', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  let events: ReturnType<typeof recordEvents>;
  beforeEach(async () => {
    sandbox = await sandboxFor({ posts: POSTS });
    events = recordEvents();
  });
  afterEach(() => events.stop());

  it('computes the same slugs as Node (the build and the sitemap), pinned in job-slug.node.test.ts', () => {
    expect(jobSlug('a b')).to.equal('a-b~e63f991904833892');
    expect(jobSlug('Senior Engineer, München – Team 7 職務')).to.equal('Senior-Engineer-Munchen-Team-7~ebbf29ae28d015f0');
  });

  it('links every job by its slug, a path segment of safe characters only', async () => {
    goTo('/careers/');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    for (const id of ['jp_1', ...ODD_IDS]) {
      const path = new URL(entryFor(el, id).href).pathname;
      expect(path).to.equal(`/careers/jobs/${jobSlug(id)}/`, id);
      expect(path).to.match(/^\/careers\/jobs\/[A-Za-z0-9._~-]{1,100}\/$/, id);
    }
    expect(new URL(entryFor(el, 'jp_1').href).pathname).to.equal('/careers/jobs/jp_1/', 'a safe id is its own slug');
  });

  it('opens a job by its slug, writes the slug URL, and Back and Forward carry the real id', async () => {
    goTo('/careers/');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const id = 'a b/c';
    expect(clickPrevented(entryFor(el, id))).to.equal(true);
    await detailShown(el, id);
    expect(location.pathname).to.equal(`/careers/jobs/${jobSlug(id)}/`);
    expect(new URL(structuredDataUrl()!).pathname).to.equal(location.pathname, 'the canonical URL is the slug URL');
    expect(events.selects.map((detail) => detail.id)).to.deep.equal([id]);
    expect(events.changes.at(-1)!.job).to.equal(id);

    await goBack();
    await listingShown(el);
    await goForward();
    await detailShown(el, id);
    expect(el.job).to.equal(id);
    expect(events.changes.at(-1)!.job).to.equal(id, 'Forward applies the id, not the slug');
  });

  for (const id of ODD_IDS) {
    it(`finds the post behind a hashed slug opened live, with nothing loaded: ${id.slice(0, 20)}`, async () => {
      goTo(`/careers/jobs/${jobSlug(id)}/`);
      const el = await pathBoard(sandbox);
      await detailShown(el, id);
      expect(location.pathname).to.equal(`/careers/jobs/${jobSlug(id)}/`, 'the URL stays the slug');
      expect(events.changes.map((detail) => detail.job)).to.deep.equal([id], 'job-board-change carries the id, once');
      // The back link leads to the listing, whose entry links back here.
      el.showList();
      await listingShown(el);
      expect(new URL(entryFor(el, id).href).pathname).to.equal(`/careers/jobs/${jobSlug(id)}/`);
    });
  }

  it('says a job is loading while its id is looked up: the listing behind it never flashes', async () => {
    // The lookup (the first listing request, at limit=100) answers late; the board's own listing at once.
    sandbox = await sandboxFor({ posts: POSTS, faults: [{ route: 'list', kind: 'delay', delayMs: 600, times: 1 }] });
    const id = ODD_IDS[0]!;
    goTo(`/careers/jobs/${jobSlug(id)}/`);
    let loadFired = false;
    let entriesShown = false;
    const el = document.createElement('job-board');
    for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl, routing: 'path', 'base-path': '/careers/', 'page-size': '5' })) el.setAttribute(name, value);
    el.addEventListener('job-board-load', () => (loadFired = true));
    const watch = new MutationObserver(() => (entriesShown ||= entries(el).length > 0));
    const host = await fixture(html`<div></div>`);
    host.append(el);
    watch.observe(el.shadowRoot!, { childList: true, subtree: true });
    await el.updateComplete;
    expect(el.status).to.equal('loading');
    await waitUntil(() => part(el, 'status')?.textContent?.includes('Loading job'), 'no "Loading job"');
    await detailShown(el, id);
    watch.disconnect();
    expect(entriesShown).to.equal(false, 'the listing never showed');
    expect(loadFired).to.equal(false, 'no job-board-load for a listing never shown');
    expect(part(el, 'controls')!.hidden).to.equal(true);
  });

  it('offers Retry when the lookup could not read the listing, and Retry looks the slug up again', async () => {
    // Both listing requests (the lookup's and the board's own) and the first detail request fail.
    sandbox = await sandboxFor({
      posts: POSTS,
      faults: [
        { route: 'list', kind: 'status', status: 500, times: 2 },
        { route: 'detail', kind: 'status', status: 500, times: 1 },
      ],
    });
    const id = ODD_IDS[1]!;
    goTo(`/careers/jobs/${jobSlug(id)}/`);
    const el = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${sandbox.baseUrl} routing="path" base-path="/careers/"></job-board>`);
    await waitUntil(() => part(el, 'retry-button') !== null, 'no Retry', { timeout: 8000 });
    part<HTMLButtonElement>(el, 'retry-button')!.click();
    await detailShown(el, id);
    expect(events.changes.at(-1)!.job).to.equal(id);
  });

  it('maps a hashed slug to its id through the data a prerendered job page embeds: no request at all', async () => {
    const id = '職務経歴書';
    goTo(`/careers/jobs/${jobSlug(id)}/`);
    // A prerendered board as the build writes it: server markup in its shadow root, its data beside it.
    const el = document.createElement('job-board');
    for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl, routing: 'path', 'base-path': '/careers/' })) el.setAttribute(name, value);
    el.attachShadow({ mode: 'open' }).innerHTML = '<p>Server markup</p>';
    const data = document.createElement('script');
    data.type = 'application/json';
    data.setAttribute('data-job-board-prerendered', '');
    data.textContent = JSON.stringify({ post: { id, title: 'Embedded role' } });
    el.append(data);
    const done = await fixture(html`<div></div>`);
    done.append(el);
    await detailShown(el, id);
    expect(part(el, 'detail-title')!.textContent).to.contain('Embedded role');
    expect(events.changes.map((detail) => detail.job)).to.deep.equal([id]);
    expect(await sandboxRequests(sandbox)).to.deep.equal([], 'the slug and the post came from the page');
  });

  it('shows "not found" for a hashed slug no post has, after reading at most 10 listing pages', async () => {
    // 1,050 posts: the one wanted sits on page 11 at limit=100, past what the lookup reads.
    const many = Array.from({ length: 1050 }, (_, index) => rawDetailPost(`odd job ${index}`, { title: `Role ${index}` }));
    sandbox = await sandboxFor({ posts: many });
    goTo(`/careers/jobs/${jobSlug('odd job 1049')}/`);
    const el = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${sandbox.baseUrl} routing="path" base-path="/careers/"></job-board>`);
    await waitUntil(() => el.job !== '' && el.status === 'error', 'no "not found"', { timeout: 8000 });
    await el.updateComplete;
    expect(part(el, 'status')!.textContent).to.contain('This job is no longer available.');
    const lookups = (await sandboxRequests(sandbox)).filter((request) => request.search.includes('limit=100'));
    expect(lookups.length).to.be.at.most(10);

    // The one on page 10 is found.
    sandbox = await sandboxFor({ posts: many });
    goTo(`/careers/jobs/${jobSlug('odd job 999')}/`);
    const found = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${sandbox.baseUrl} routing="path" base-path="/careers/"></job-board>`);
    await detailShown(found, 'odd job 999');
  });

  it('gives an id no URL can name (., .., a lone surrogate) no link, and names each in one developer warning', async () => {
    const warnings = recordConsole('warn');
    sandbox = await sandboxFor({ posts: ['jp_1', '..', '.', 'a\uD800'].map((id) => rawDetailPost(id, { title: `Role ${id}` })) });
    goTo('/careers/');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const links = entries(el);
    expect(links.map((link) => link.hasAttribute('href'))).to.deep.equal([true, false, false, false]);
    // A link without href goes nowhere, and the board opens nothing for it.
    expect(clickPrevented(links[1]!)).to.equal(false);
    await el.updateComplete;
    expect(el.job).to.equal('');
    // One warning per post, however often the listing renders.
    el.requestUpdate();
    await el.updateComplete;
    const said = warnings.calls.filter((call) => call.includes('job-board'));
    expect(said).to.have.length(3);
    expect(said[0]).to.contain('its id ".." is a dot segment');
    expect(said[1]).to.contain('its id "." is a dot segment');
    expect(said[2]).to.contain('its id "a\\ud800" holds a lone surrogate');
  });
});
