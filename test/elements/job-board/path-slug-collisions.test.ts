import { expect, fixture, html } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { jobSlug } from '../../../src/routing/slug.js';
import { TOKEN, clickPrevented, detailShown, entryFor, keepPageUrl, listingShown, part, rawDetailPost, sandboxFor, settled } from '../../helpers/routing.js';
import type { Sandbox } from '../../helpers/sandbox.js';

/**
 * `routing="path"` with ids whose slugs met before issue 37: `Senior Engineer` and
 * `Senior-Engineer~5931694aad390c3e` (the first's slug), and ids alike but for case or named like
 * a Windows device. Each entry links to its own slug, each slug opens its own job, and a link made
 * before the slugs changed (`/careers/jobs/JP_1/`) still opens its job.
 */

const IDS = ['Senior Engineer', 'Senior-Engineer~5931694aad390c3e', 'JP_1', 'jp_1', 'con', 'CON', 'A', 'a'];
const POSTS = IDS.map((id, index) => rawDetailPost(id, { title: `Role ${index + 1}` }));

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

describe('<job-board routing="path"> and ids whose slugs met (issue 37)', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await sandboxFor({ posts: POSTS });
  });

  it('links each entry to its own slug, unique ignoring case', async () => {
    goTo('/careers/');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const paths = IDS.map((id) => new URL(entryFor(el, id).href).pathname);
    expect(paths).to.deep.equal(IDS.map((id) => `/careers/jobs/${jobSlug(id)}/`));
    expect(new Set(paths.map((path) => path.toLowerCase())).size).to.equal(IDS.length);
  });

  for (const id of IDS) {
    it(`opens its own job from its slug URL loaded live: ${id}`, async () => {
      goTo(`/careers/jobs/${jobSlug(id)}/`);
      const el = await pathBoard(sandbox);
      await detailShown(el, id);
      expect(el.job).to.equal(id);
      expect(part(el, 'detail-title')!.textContent).to.contain(`Role ${IDS.indexOf(id) + 1}`);
    });
  }

  it('opens the slug-shaped id from its entry, at its own new slug', async () => {
    goTo('/careers/');
    const el = await pathBoard(sandbox);
    await listingShown(el);
    const id = 'Senior-Engineer~5931694aad390c3e';
    expect(clickPrevented(entryFor(el, id))).to.equal(true);
    await detailShown(el, id);
    expect(location.pathname).to.equal(`/careers/jobs/${jobSlug(id)}/`);
    expect(part(el, 'detail-title')!.textContent).to.contain('Role 2');
  });

  it('a link made before the slugs changed still opens its job: /careers/jobs/JP_1/', async () => {
    goTo('/careers/jobs/JP_1/');
    const el = await pathBoard(sandbox);
    await detailShown(el, 'JP_1');
    expect(part(el, 'detail-title')!.textContent).to.contain('Role 3');
  });
});
