// Before React: it reads process.env.NODE_ENV when its modules are evaluated.
import '../helpers/framework-globals.js';
import { expect, waitUntil } from '@open-wc/testing';
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import { JobBoard, JobBoardFilter, JobBoardSearch, JobBoardWorkplaceFilter } from '../../src/frameworks/react.js';
import type { JobBoard as JobBoardElement } from '../../src/index.js';
import { clickPrevented } from '../helpers/routing.js';
import { createSandbox, sandboxRequests, type Sandbox } from '../helpers/sandbox.js';
import {
  afterTest,
  appRoot,
  enterQuery,
  frameworkPosts,
  LIST_PATH,
  listed,
  listRequests,
  pageButton,
  paramsOf,
  parts,
  ROLES_STRINGS,
  summary,
  text,
  titles,
  TOKEN,
  wait,
  watchPageErrors,
} from '../helpers/frameworks.js';

const h = React.createElement;

/** Every event a handler prop received: its name, detail, and whether it could be cancelled. */
interface Received {
  type: string;
  detail: unknown;
}

interface Mounted {
  container: HTMLDivElement;
  received: Received[];
  problems: string[];
  ref: React.RefObject<JobBoardElement | null>;
  board(): JobBoardElement;
  ofType(type: string): unknown[];
}

/**
 * Mounts `<JobBoard>` with the three controls in a React 19 root (StrictMode), each event prop
 * logging what it got. `select` decides what `onJobBoardSelect` does with the event.
 */
function mount(sandbox: Sandbox, options: { select?: (event: CustomEvent) => void; token?: string; filter?: boolean } = {}): Mounted {
  const problems = watchPageErrors();
  const container = appRoot();
  const received: Received[] = [];
  const log = (event: CustomEvent) => received.push({ type: event.type, detail: event.detail });
  const root = ReactDOMClient.createRoot(container);
  afterTest(() => root.unmount());
  const ref = React.createRef<JobBoardElement>();
  root.render(
    h(
      React.StrictMode,
      null,
      h(
        JobBoard,
        {
          ref,
          token: options.token ?? TOKEN,
          baseUrl: sandbox.baseUrl,
          routing: 'none',
          // A number, an array and an object: only as properties do they arrive as such.
          pageSize: 5,
          workplaces: ['remote'],
          strings: ROLES_STRINGS,
          onJobBoardLoad: log,
          onJobBoardChange: log,
          onJobBoardError: log,
          onJobBoardApply: log,
          onJobBoardSelect: (event) => {
            log(event);
            options.select?.(event);
          },
        },
        h(JobBoardSearch, { label: 'Search roles', debounce: 50, onJobBoardSearch: log }),
        h(JobBoardWorkplaceFilter, { label: 'Where', options: ['remote', 'hybrid'], onJobBoardWorkplaces: log }),
        options.filter ? h(JobBoardFilter, { by: 'department', label: 'Team', onJobBoardFilter: log }) : null,
      ),
    ),
  );
  return {
    container,
    received,
    problems,
    ref,
    board() {
      const board = container.querySelector('job-board');
      if (!board) throw new Error('React has not rendered the <job-board>');
      return board;
    },
    ofType: (type) => received.filter((event) => event.type === type).map((event) => event.detail),
  };
}

async function mountLoaded(sandbox: Sandbox, options: Parameters<typeof mount>[1] = {}): Promise<Mounted> {
  const app = mount(sandbox, options);
  await waitUntil(() => app.container.querySelector('job-board'), 'React rendered no <job-board>', { timeout: 4000 });
  await listed(app.board(), 5, 'first page');
  return app;
}

/** Clicks the first entry's link as a visitor would (a plain left click); true when the page cancelled the click's navigation. */
function clickFirstEntry(el: JobBoardElement): boolean {
  return clickPrevented(parts<HTMLAnchorElement>(el, 'item-link')[0]!);
}

describe('job-board-element/react components in a React 19 app', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await createSandbox({ posts: frameworkPosts() });
  });

  it('runs React 19', () => {
    expect(React.version).to.match(/^19\./);
  });

  it('renders the tags, each with its display name', () => {
    expect([JobBoard, JobBoardSearch, JobBoardWorkplaceFilter, JobBoardFilter].map((component) => component.displayName)).to.deep.equal([
      'JobBoard',
      'JobBoardSearch',
      'JobBoardWorkplaceFilter',
      'JobBoardFilter',
    ]);
  });

  it('props are set as properties: pageSize, workplaces, strings, label (and none becomes an attribute)', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    expect(el.pageSize).to.equal(5);
    expect(el.workplaces).to.deep.equal(['remote']);
    expect(el.strings.results).to.deep.equal({ one: '{count} role', other: '{count} roles' });
    expect(el.baseUrl).to.equal(sandbox.baseUrl);
    for (const name of ['page-size', 'pagesize', 'workplaces', 'strings', 'base-url', 'baseurl']) expect(el.hasAttribute(name), name).to.equal(false);
    // Their effect: 5 entries, remote posts only, the result count in the overriding text.
    expect(titles(el)).to.deep.equal(['Engineer 1', 'Engineer 2', 'Engineer 3', 'Engineer 4', 'Engineer 5']);
    expect(summary(el)).to.equal('12 roles');
    // Set before the board's first update: one request, with all of them.
    const requests = await listRequests(sandbox);
    expect(requests).to.have.length(1);
    expect(paramsOf(requests[0]!).get('limit')).to.equal('5');
    expect(paramsOf(requests[0]!).getAll('filter_by[workplaces][]')).to.deep.equal(['remote']);
    expect(requests[0]!.authorized).to.equal(true);

    const search = app.container.querySelector('job-board-search')!;
    const filter = app.container.querySelector('job-board-workplace-filter')!;
    await search.updateComplete;
    await filter.updateComplete;
    expect(search.label).to.equal('Search roles');
    expect(search.debounce).to.equal(50);
    expect(text(search.shadowRoot!.querySelector('[part~="label"]'))).to.equal('Search roles');
    expect(filter.options).to.deep.equal(['remote', 'hybrid']);
    expect(filter.shadowRoot!.querySelectorAll('input[type="checkbox"]')).to.have.length(2);
    expect(text(filter.shadowRoot!.querySelector('legend'))).to.equal('Where');
    // The controls sit in the board's default slot; a ref reaches the element.
    expect(search.parentElement).to.equal(el);
    expect(app.ref.current).to.equal(el);
    expect(app.problems).to.deep.equal([]);
  });

  it('onJobBoardLoad and onJobBoardChange receive their details', async () => {
    const app = await mountLoaded(sandbox);
    await waitUntil(() => app.ofType('job-board-load').length === 1, 'no job-board-load');
    const [load] = app.ofType('job-board-load') as { page: number; totalPages: number; totalCount: number; limit: number; posts: { id: string }[] }[];
    expect(load).to.include({ page: 1, totalPages: 3, totalCount: 12, limit: 5 });
    expect(load!.posts.map((post) => post.id)).to.deep.equal(['jp_eng1', 'jp_eng2', 'jp_eng3', 'jp_eng4', 'jp_eng5']);
    pageButton(app.board(), 'Next page').click();
    await waitUntil(() => app.ofType('job-board-load').length === 2, 'no job-board-load for page 2');
    expect(app.ofType('job-board-change')).to.deep.equal([
      { page: 2, query: '', workplaces: ['remote'], department: '', office: '', employmentType: '', job: '' },
    ]);
    expect(app.ofType('job-board-load')[1]).to.include({ page: 2 });
    expect(app.ofType('job-board-error')).to.deep.equal([]);
    expect(app.problems).to.deep.equal([]);
  });

  it('onJobBoardSelect calling preventDefault() keeps the listing: no detail, no request for the post', async () => {
    const app = await mountLoaded(sandbox, { select: (event) => event.preventDefault() });
    const el = app.board();
    const before = (await sandboxRequests(sandbox)).length;
    // The board cancels the link's navigation too: the host navigates itself.
    expect(clickFirstEntry(el)).to.equal(true);
    expect(app.ofType('job-board-select')).to.have.length(1);
    const [select] = app.ofType('job-board-select') as { id: string; post: { title: string } | undefined }[];
    expect(select!.id).to.equal('jp_eng1');
    expect(select!.post?.title).to.equal('Engineer 1');
    await wait(300);
    await el.updateComplete;
    expect(el.job).to.equal('');
    expect(parts(el, 'detail')).to.have.length(0);
    expect(parts(el, 'item')).to.have.length(5);
    expect((await sandboxRequests(sandbox)).slice(before)).to.deep.equal([]);
    expect(app.ofType('job-board-change')).to.deep.equal([]);
    expect(app.problems).to.deep.equal([]);
  });

  it('onJobBoardSelect without preventDefault() lets the board open the job; onJobBoardApply receives the Apply link', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    clickFirstEntry(el);
    await waitUntil(() => parts(el, 'detail').length === 1 && parts(el, 'apply-link').length > 0, 'the board did not open the job');
    expect(el.job).to.equal('jp_eng1');
    expect(app.ofType('job-board-select')).to.have.length(1);
    const paths = (await sandboxRequests(sandbox)).map((request) => request.path);
    expect(paths).to.include(`${LIST_PATH}/jp_eng1`);
    // The board leaves the Apply link's navigation to the browser (the helper stops it).
    expect(clickPrevented(parts<HTMLAnchorElement>(el, 'apply-link')[0]!)).to.equal(false);
    const [apply] = app.ofType('job-board-apply') as { id: string; url: string }[];
    expect(apply).to.include({ id: 'jp_eng1', url: 'https://jobs.example.com/jp_eng1' });
    expect(app.problems).to.deep.equal([]);
  });

  it('onJobBoardSearch and onJobBoardWorkplaces receive the controls\' details', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    const search = app.container.querySelector('job-board-search')!;
    enterQuery(search, 'Designer');
    await waitUntil(() => app.ofType('job-board-search').length > 0, 'no job-board-search');
    expect(app.ofType('job-board-search')).to.deep.equal([{ query: 'Designer' }]);
    await listed(el, 3, 'designers');

    const filter = app.container.querySelector('job-board-workplace-filter')!;
    filter.shadowRoot!.querySelector<HTMLInputElement>('input[value="hybrid"]')!.click();
    await waitUntil(() => app.ofType('job-board-workplaces').length > 0, 'no job-board-workplaces');
    expect(app.ofType('job-board-workplaces')).to.deep.equal([{ workplaces: ['remote', 'hybrid'] }]);
    await waitUntil(() => el.workplaces.length === 2, 'the board did not take the workplaces');
    expect(app.problems).to.deep.equal([]);
  });

  it('onJobBoardFilter receives { by, value }', async () => {
    const app = mount(sandbox, { filter: true });
    await waitUntil(() => app.container.querySelector('job-board-filter')?.shadowRoot?.querySelectorAll('option').length === 2, 'the filter has no department', {
      timeout: 8000,
    });
    const select = app.container.querySelector('job-board-filter')!.shadowRoot!.querySelector('select')!;
    select.value = select.options[1]!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => app.ofType('job-board-filter').length > 0, 'no job-board-filter');
    expect(app.ofType('job-board-filter')).to.deep.equal([{ by: 'department', value: 'Product' }]);
    expect(app.problems).to.deep.equal([]);
  });

  it('onJobBoardError receives the failed request\'s status and code', async () => {
    const app = mount(sandbox, { token: 'jb_not_a_key' });
    await waitUntil(() => app.ofType('job-board-error').length > 0, 'no job-board-error', { timeout: 8000 });
    const [error] = app.ofType('job-board-error') as { status: number; code: string }[];
    expect(error!.status).to.equal(401);
    expect(error!.code).to.be.a('string').and.not.equal('');
    expect(app.ofType('job-board-load')).to.deep.equal([]);
  });

  it('a handler prop that changes between renders is the one called, and removing it removes the listener', async () => {
    const calls: string[] = [];
    const container = appRoot();
    const root = ReactDOMClient.createRoot(container);
    afterTest(() => root.unmount());
    // Committed at once, so the click below meets this render's props.
    const render = (onJobBoardChange?: (event: CustomEvent) => void) =>
      ReactDOM.flushSync(() => root.render(h(JobBoard, { token: TOKEN, baseUrl: sandbox.baseUrl, routing: 'none', pageSize: 5, workplaces: ['remote'], onJobBoardChange })));
    render(() => calls.push('first'));
    await waitUntil(() => container.querySelector('job-board'));
    const el = container.querySelector('job-board')!;
    await listed(el, 5, 'first page');
    render(() => calls.push('second'));
    pageButton(el, 'Next page').click();
    await waitUntil(() => calls.length === 1);
    await listed(el, 5, 'page 2');
    render(undefined);
    pageButton(el, 'Next page').click();
    await wait(100);
    expect(calls).to.deep.equal(['second']);
  });
});
