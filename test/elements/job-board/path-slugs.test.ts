import { expect, fixture, html } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { JobBoardChangeDetail } from '../../../src/events.js';
import { jobSlug } from '../../../src/routing/slug.js';
import { TOKEN, clickPrevented, detailShown, entryFor, goBack, goForward, keepPageUrl, listingShown, part, rawDetailPost, sandboxFor, settled } from '../../helpers/routing.js';
import { sandboxRequests, type Sandbox } from '../../helpers/sandbox.js';

/**
 * `routing="path"` names a job by its slug (src/routing/slug.ts, issue 30): the entry links and
 * the URL written use it, and a job's path opened live finds its post, through the data a
 * prerendered page embeds or by looking the slug up in the listing. The board's `job` and its
 * `job-board-change` carry the id. The page's path is moved under `/careers/` and put back.
 */

/** Ids a host would decode (space, `/`, `%`, `+`, `:`), non-ASCII, one of 300 characters, one of 40 CJK. */
const ODD_IDS = ['a b', 'a/b', '100%+1:x', 'Büro München', `x${'y'.repeat(299)}`, '職'.repeat(40)];
const POSTS = ['jp_1', ...ODD_IDS].map((id, index) => rawDetailPost(id, { title: `Role ${index + 1}` }));

function goTo(path: string): void {
  const url = new URL(location.href);
  url.pathname = path;
  history.replaceState(null, '', url.href);
}

async function pathBoard(sandbox: Sandbox): Promise<JobBoard> {
  const el = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${sandbox.baseUrl} routing="path" base-path="/careers/" page-size="10"></job-board>`);
  await settled(el);
  return el;
}

function recordChangeEvents(): { jobs: string[]; stop(): void } {
  const jobs: string[] = [];
  const listener = (event: Event) => jobs.push((event as CustomEvent<JobBoardChangeDetail>).detail.job);
  window.addEventListener('job-board-change', listener);
  return { jobs, stop: () => window.removeEventListener('job-board-change', listener) };
}

describe('<job-board routing="path"> and job slugs (issue 30)', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  let changes: ReturnType<typeof recordChangeEvents>;
  beforeEach(async () => {
    sandbox = await sandboxFor({ posts: POSTS });
    changes = recordChangeEvents();
  });
  afterEach(() => changes.stop());

  it('computes the same slugs as Node (the build, the sitemap), pinned in test/routing/slug.node.test.ts', () => {
    expect(jobSlug('a b')).to.equal('a-b~10a3f9f2270616e0');
    expect(jobSlug('職'.repeat(40))).to.equal('job~15fc7f4d3aec6a94');
  });

  it('links every job by its slug: safe characters only, at most 100 bytes, a safe id as it is', async () => {
    goTo('/careers/');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    for (const id of ['jp_1', ...ODD_IDS]) {
      const path = new URL(entryFor(el, id).href).pathname;
      expect(path).to.equal(`/careers/jobs/${jobSlug(id)}/`, id);
      expect(path).to.match(/^\/careers\/jobs\/[A-Za-z0-9._~-]{1,100}\/$/, id);
    }
    expect(new URL(entryFor(el, 'jp_1').href).pathname).to.equal('/careers/jobs/jp_1/');
  });

  it('opens a slugged job from its entry, writes the slug URL, and Back and Forward keep the id', async () => {
    goTo('/careers/');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const id = 'a/b';
    expect(clickPrevented(entryFor(el, id))).to.equal(true);
    await detailShown(el, id);
    expect(location.pathname).to.equal(`/careers/jobs/${jobSlug(id)}/`);
    expect(part(el, 'detail-title')!.textContent).to.contain('Role 3');
    await goBack();
    await listingShown(el);
    await goForward();
    await detailShown(el, id);
    expect(el.job).to.equal(id);
    expect(changes.jobs.at(-1)).to.equal(id, 'Forward applies the id, not the slug');
  });

  for (const id of ODD_IDS) {
    it(`opens the right job from its slug URL loaded live, with nothing at hand: ${id.slice(0, 16)}`, async () => {
      goTo(`/careers/jobs/${jobSlug(id)}/`);
      const el = await pathBoard(sandbox);
      await detailShown(el, id);
      expect(part(el, 'detail-title')!.textContent).to.contain(`Role ${ODD_IDS.indexOf(id) + 2}`);
      expect(location.pathname).to.equal(`/careers/jobs/${jobSlug(id)}/`, 'the URL stays the slug');
      expect(changes.jobs).to.deep.equal([id], 'job-board-change carries the id, once');
      el.showList();
      await listingShown(el);
      expect(new URL(entryFor(el, id).href).pathname).to.equal(`/careers/jobs/${jobSlug(id)}/`);
    });
  }

  it('the lookup is bounded: one whole-board load of the listing at the largest page size', async () => {
    const id = ODD_IDS[0]!;
    goTo(`/careers/jobs/${jobSlug(id)}/`);
    const el = await pathBoard(sandbox);
    await detailShown(el, id);
    const lookups = (await sandboxRequests(sandbox)).filter((request) => request.search.includes('limit=100'));
    expect(lookups.length).to.equal(1);
  });

  it('a query route names its job by id, even one shaped like a hashed slug: its post is asked for at once, nothing looked up', async () => {
    const id = 'req~0123456789abcdef';
    const own = await sandboxFor({ posts: [rawDetailPost('jp_1'), rawDetailPost(id, { title: 'Slug-shaped' })] });
    const url = new URL(location.href);
    url.pathname = '/careers/';
    url.searchParams.set('jb-job', id);
    history.replaceState(null, '', url.href);
    const el = await fixture<JobBoard>(html`<job-board token=${TOKEN} base-url=${own.baseUrl} page-size="10"></job-board>`);
    await settled(el);
    await detailShown(el, id);
    const requests = await sandboxRequests(own);
    expect(requests.filter((request) => request.search.includes('limit=100')), 'no whole-board lookup').to.deep.equal([]);
    expect(requests.filter((request) => request.path.includes('/job-posts/')).map((request) => decodeURIComponent(request.path.split('/').at(-1)!))).to.deep.equal([id]);
  });

  it('maps a slug through the data a prerendered job page embeds: no request at all', async () => {
    const id = '職'.repeat(40);
    goTo(`/careers/jobs/${jobSlug(id)}/`);
    // A prerendered board as the build writes it: server markup in its shadow root, its data beside it.
    const el = document.createElement('job-board') as JobBoard;
    for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl, routing: 'path', 'base-path': '/careers/' })) el.setAttribute(name, value);
    el.attachShadow({ mode: 'open' }).innerHTML = '<p>Server markup</p>';
    const data = document.createElement('script');
    data.type = 'application/json';
    data.setAttribute('data-job-board-prerendered', '');
    data.textContent = JSON.stringify({ post: { id, title: 'Embedded role' } });
    el.append(data);
    const host = await fixture(html`<div></div>`);
    host.append(el);
    await detailShown(el, id);
    expect(part(el, 'detail-title')!.textContent).to.contain('Embedded role');
    expect(changes.jobs).to.deep.equal([id]);
    expect(await sandboxRequests(sandbox)).to.deep.equal([], 'the id and the post came from the page');
  });

  it('a slug no post has opens no job: the API is asked for it as it is, and answers 404', async () => {
    const slug = jobSlug('no such job');
    goTo(`/careers/jobs/${slug}/`);
    const el = await pathBoard(sandbox);
    expect(part(el, 'detail-title')).to.equal(null);
    const details = (await sandboxRequests(sandbox)).filter((request) => request.path.includes('/job-posts/'));
    expect(details.map((request) => request.path)).to.deep.equal([`/v1/job-boards/job-posts/${slug}`]);
  });
});
