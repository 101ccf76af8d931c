/**
 * BoardDataController against a small host and the reference API's sandbox: one request per
 * listing asked for (the workplaces compared as lists), the whole board loaded once and narrowed
 * locally, the detail's description sanitised with its post, setup mistakes reported unsent, a
 * prerendered seed answering without a request, and `job-board-load` once per listing shown.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { TaskStatus } from '@lit/task';
import { BoardDataController } from '../../../../src/elements/job-board/controllers/board-data-controller.js';
import { PrerenderedAnswers } from '../../../../src/elements/job-board/prerendered.js';
import { narrowingOf } from '../../../../src/core/view-model.js';
import type { JobBoardLoadDetail } from '../../../../src/events.js';
import type { ListingData } from '../../../../src/elements/job-board/prerendered.js';
import { createSandbox, clearSandboxRequests, sandboxRequests, type Sandbox } from '../../../helpers/sandbox.js';
import { rawPost, rawPosts, TOKEN } from '../../../helpers/board.js';

class DataTestHost extends LitElement {
  @property() baseUrl = '';
  @property() token = TOKEN;
  @property({ type: Number }) timeout = 15000;
  @property() job = '';
  @property({ type: Number }) page = 1;
  @property() query = '';
  @property({ type: Array }) workplaces: string[] = [];
  @property() paging = 'pages';
  @property() routing = 'query';
  @property() source = '';
  @property() department = '';
  @property() office = '';
  @property() employmentType = '';
  @property() groupBy = '';
  whole = false;
  warnings: string[] = [];

  readonly data = new BoardDataController(this, {
    limit: () => 5,
    wantsWhole: () => this.whole,
    narrowing: () => narrowingOf(this, { limit: 5, lang: 'en', values: {} }),
    warn: (key) => this.warnings.push(key),
  });

  protected override updated(): void {
    this.data.announce(true);
  }
}
customElements.define('data-test-host', DataTestHost);

async function listingRequests(sandbox: Sandbox): Promise<URLSearchParams[]> {
  return (await sandboxRequests(sandbox)).filter((request) => request.path === '/v1/job-boards/job-posts').map((request) => new URLSearchParams(request.search));
}

async function settled(el: DataTestHost): Promise<void> {
  await el.updateComplete;
  await waitUntil(() => el.data.listTask.status !== TaskStatus.PENDING && el.data.detailTask.status !== TaskStatus.PENDING, 'the tasks never settled', { timeout: 8000 });
  await el.updateComplete;
}

async function make(sandbox: Sandbox | undefined, setup: (el: DataTestHost) => void = () => undefined): Promise<DataTestHost> {
  const el = document.createElement('data-test-host') as DataTestHost;
  if (sandbox) el.baseUrl = sandbox.baseUrl;
  setup(el);
  await fixture(html`<div></div>`).then((div) => div.append(el));
  await settled(el);
  return el;
}

describe('BoardDataController', function () {
  this.timeout(20000);

  it('asks for the page, search and workplaces, once per listing; two workplace selections that join alike are two listings', async () => {
    const sandbox = await createSandbox({ posts: rawPosts(12) });
    const loads: JobBoardLoadDetail[] = [];
    const el = await make(sandbox, (el) => el.addEventListener('job-board-load', (event) => loads.push(event.detail)));
    expect(el.data.listing?.posts).to.have.length(5);
    await waitUntil(() => loads.length === 1, 'job-board-load never fired');
    el.requestUpdate();
    await settled(el);
    expect(await listingRequests(sandbox), 'a render asked again').to.have.length(1);

    el.workplaces = ['remote', 'hybrid'];
    await settled(el);
    el.workplaces = ['remote,hybrid'];
    await settled(el);
    const requests = await listingRequests(sandbox);
    expect(requests.map((params) => params.getAll('filter_by[workplaces][]'))).to.deep.equal([[], ['remote', 'hybrid'], ['remote,hybrid']]);
    expect(loads.length, 'one job-board-load per listing').to.equal(3);
  });

  it('whole-board mode loads every post once and narrows them locally: the search and page ask for nothing', async () => {
    const sandbox = await createSandbox({ posts: [...rawPosts(7), rawPost(8, { title: 'Designer' })] });
    const el = await make(sandbox, (el) => (el.whole = true));
    expect(el.data.whole).to.equal(true);
    expect(el.data.listing?.totalCount).to.equal(8);
    await clearSandboxRequests(sandbox);
    el.query = 'designer';
    await settled(el);
    expect(el.data.listing?.posts.map((post) => post.title)).to.deep.equal(['Designer']);
    expect(await sandboxRequests(sandbox)).to.deep.equal([]);
    // Reading the listing is pure: it neither loads nor asks for an update.
    let updates = 0;
    el.addController({ hostUpdate: () => void (updates += 1) });
    for (let index = 0; index < 3; index += 1) expect(el.data.listing).to.equal(el.data.listing);
    await el.updateComplete;
    expect(updates).to.equal(0);
  });

  it("brings the detail's post with its description sanitised", async () => {
    const sandbox = await createSandbox({ posts: [rawPost(1, { description: '<p>Hi <img src=x onerror="alert(1)"><strong>there</strong></p>' })] });
    const el = await make(sandbox, (el) => (el.job = 'jp_t1'));
    expect(el.data.post?.id).to.equal('jp_t1');
    const html = el.data.description?.html ?? '';
    expect(html).to.contain('<strong>there</strong>');
    expect(html).to.not.contain('onerror');
    el.job = 'jp_t2';
    await el.updateComplete;
    expect(el.data.post, "the previous post under the next one's id").to.equal(undefined);
    expect(el.data.description).to.equal(undefined);
  });

  it('a missing token fails the listing unsent, once, with the setup error', async () => {
    const sandbox = await createSandbox();
    const el = await make(sandbox, (el) => (el.token = ''));
    expect(el.data.listTask.status).to.equal(TaskStatus.ERROR);
    expect((el.data.listingFailure as { code: string }).code).to.equal('ERR_TOKEN_MISSING');
    expect(el.data.detailFailure, 'the listing reports a setup mistake, not the detail').to.equal(undefined);
    expect(el.warnings).to.deep.equal(['ERR_TOKEN_MISSING']);
    expect(await sandboxRequests(sandbox)).to.deep.equal([]);
  });

  it('answers from the prerendered seed without a request', async () => {
    const sandbox = await createSandbox();
    const seeded = { posts: [{ id: 's1', title: 'Seeded' }], page: 1, totalPages: 1, totalCount: 1, limit: 5, skipped: 0, overflow: false };
    const el = await make(sandbox, (el) => el.data.answerFrom(new PrerenderedAnswers({ listing: seeded as ListingData })));
    expect(el.data.listing?.posts.map((post) => post.title)).to.deep.equal(['Seeded']);
    expect(await sandboxRequests(sandbox)).to.deep.equal([]);
    // Taken once: Refresh asks the API.
    el.data.refresh();
    await settled(el);
    expect(await listingRequests(sandbox)).to.have.length(1);
  });

  it("a job page's data defers the listing till the visitor goes to it, and answers the post", async () => {
    const sandbox = await createSandbox();
    const post = { id: 'jp_s', title: 'Seeded job' };
    const el = await make(sandbox, (el) => {
      el.job = 'jp_s';
      el.data.answerFrom(new PrerenderedAnswers({ post }));
    });
    expect(el.data.post?.title).to.equal('Seeded job');
    expect(await sandboxRequests(sandbox), 'no request: the post is the page\'s, the listing waits').to.deep.equal([]);
    el.job = '';
    await settled(el);
    expect(await listingRequests(sandbox)).to.have.length(1);
  });

  it('gives a failed detail as a value, the same till the next run', async () => {
    const sandbox = await createSandbox();
    const el = await make(sandbox, (el) => (el.job = 'jp_missing'));
    const failure = el.data.detailFailure as { code: string } | undefined;
    expect(failure?.code).to.equal('ERR_NOT_FOUND');
    expect(el.data.detailFailure, 'the same value till the next run').to.equal(failure);
    el.data.refresh();
    await settled(el);
    expect(el.data.detailFailure, 'a new run, a new failure').not.to.equal(failure);
  });
});
