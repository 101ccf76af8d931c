// Before React: it reads process.env.NODE_ENV when its modules are evaluated.
import '../helpers/framework-globals.js';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { JobBoard, JobBoardChangeDetail, JobBoardErrorDetail, JobBoardLoadDetail } from '../../src/index.js';
import { createSandbox, type Sandbox } from '../helpers/sandbox.js';
import {
  afterTest,
  appRoot,
  frameworkPosts,
  listed,
  listRequests,
  pageButton,
  paramsOf,
  summary,
  text,
  titles,
  TOKEN,
  wait,
  watchPageErrors,
} from '../helpers/frameworks.js';

const h = React.createElement;

/** What the app's event handlers received, in order. */
interface AppLog {
  loads: JobBoardLoadDetail[];
  changes: JobBoardChangeDetail[];
  errors: JobBoardErrorDetail[];
}

interface AppProps {
  baseUrl: string;
  log: AppLog;
  /** Render a `<job-board-search>` inside the board. */
  withSearch?: boolean;
}

/**
 * A React 19 app as an integrator writes it (the createElement calls JSX compiles to): the board's
 * page and query held in React state and fed back from `job-board-change` (a controlled board),
 * rich values passed as props, React's own event props for the board's events, and React text
 * rendered from them. In JSX:
 *
 *   <job-board token={TOKEN} base-url={baseUrl} page-size="5" routing="none" page={page} query={query}
 *     strings={{ results: { one: '{count} role', other: '{count} roles' } }} workplaces={['remote']}
 *     onjob-board-load={(event) => ...} onjob-board-change={(event) => ...}>
 *     <job-board-search label="Search roles" />
 *   </job-board>
 */
function BoardApp({ baseUrl, log, withSearch = false }: AppProps): React.ReactElement {
  const [page, setPage] = React.useState(1);
  const [query, setQuery] = React.useState('');
  const [loaded, setLoaded] = React.useState('nothing loaded');
  return h(
    'main',
    null,
    h('p', { id: 'app-page' }, `page ${page}`),
    h('p', { id: 'app-query' }, `query "${query}"`),
    h('p', { id: 'app-loaded' }, loaded),
    h('button', { id: 'app-designers', type: 'button', onClick: () => (setQuery('Designer'), setPage(1)) }, 'Designers'),
    h(
      'job-board',
      {
        // No such properties: React 19 sets these as attributes.
        'base-url': baseUrl,
        'page-size': '5',
        // The element has these properties: React 19 sets them as properties.
        token: TOKEN,
        routing: 'none',
        page,
        query,
        // A new object and array on every render, as inline JSX values are.
        strings: { results: { one: '{count} role', other: '{count} roles' } },
        workplaces: ['remote'],
        // React 19 adds a listener for the event named after `on` on a custom element.
        'onjob-board-load': (event: Event) => {
          const { detail } = event as CustomEvent<JobBoardLoadDetail>;
          log.loads.push(detail);
          setLoaded(`loaded page ${detail.page} of ${detail.totalPages}, ${detail.posts.length} shown`);
        },
        'onjob-board-change': (event: Event) => {
          const { detail } = event as CustomEvent<JobBoardChangeDetail>;
          log.changes.push(detail);
          setPage(detail.page);
          setQuery(detail.query);
        },
        'onjob-board-error': (event: Event) => {
          log.errors.push((event as CustomEvent<JobBoardErrorDetail>).detail);
        },
      },
      withSearch ? h('job-board-search', { label: 'Search roles' }) : null,
    ),
  );
}

interface MountedApp {
  container: HTMLDivElement;
  /** `root.unmount()` (done after the test when the test did not). */
  unmount(): void;
  log: AppLog;
  problems: string[];
  board(): JobBoard;
  appText(id: 'app-page' | 'app-query' | 'app-loaded'): string;
}

/** Mounts BoardApp (in StrictMode, as create-react-app and Vite templates do) into a new root. */
function mountApp(sandbox: Sandbox, options: { withSearch?: boolean } = {}): MountedApp {
  const problems = watchPageErrors();
  const container = appRoot();
  const log: AppLog = { loads: [], changes: [], errors: [] };
  const root = ReactDOMClient.createRoot(container);
  let mounted = true;
  const unmount = (): void => {
    if (mounted) root.unmount();
    mounted = false;
  };
  afterTest(unmount);
  root.render(h(React.StrictMode, null, h(BoardApp, { baseUrl: sandbox.baseUrl, log, ...options })));
  return {
    container,
    unmount,
    log,
    problems,
    board() {
      const board = container.querySelector('job-board');
      if (!board) throw new Error('React has not rendered the <job-board>');
      return board;
    },
    appText: (id) => text(container.querySelector(`#${id}`)),
  };
}

/** Mounts the app and waits for React to commit and the board to show its first page. */
async function mountLoaded(sandbox: Sandbox, options: { withSearch?: boolean } = {}): Promise<MountedApp> {
  const app = mountApp(sandbox, options);
  await waitUntil(() => app.container.querySelector('job-board'), 'React rendered no <job-board>', { timeout: 4000 });
  await listed(app.board(), 5, 'first page');
  return app;
}

describe('<job-board> in a React 19 app', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await createSandbox({ posts: frameworkPosts() });
  });

  it('runs React 19 in development mode', () => {
    expect(React.version).to.match(/^19\./);
    // The development build: a production build would hide the warnings the error guard reads.
    expect(process.env.NODE_ENV).to.equal('development');
  });

  it('attributes reach the element: token, base-url and page-size="5" (limit=5, 5 entries)', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    expect(el.getAttribute('base-url')).to.equal(sandbox.baseUrl);
    expect(el.getAttribute('page-size')).to.equal('5');
    expect(el.baseUrl).to.equal(sandbox.baseUrl);
    expect(el.pageSize).to.equal(5);
    expect(el.token).to.equal(TOKEN);
    const requests = await listRequests(sandbox);
    // Every prop is set before React connects the element: one request, with all of them.
    expect(requests).to.have.length(1);
    expect(requests[0]!.authorized).to.equal(true);
    expect(paramsOf(requests[0]!).get('limit')).to.equal('5');
    expect(paramsOf(requests[0]!).get('page')).to.equal('1');
    expect(titles(el)).to.deep.equal(['Engineer 1', 'Engineer 2', 'Engineer 3', 'Engineer 4', 'Engineer 5']);
    expect(app.problems).to.deep.equal([]);
  });

  it('properties: strings (an object) and workplaces (an array) are set as properties', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    // The strings override is in use: only a property can carry an object.
    expect(summary(el)).to.equal('12 roles');
    expect(el.strings.results).to.deep.equal({ one: '{count} role', other: '{count} roles' });
    expect(el.hasAttribute('strings')).to.equal(false);
    // The array arrived as a property, not as a stringified attribute.
    expect(el.workplaces).to.deep.equal(['remote']);
    expect(el.hasAttribute('workplaces')).to.equal(false);
    const [request] = await listRequests(sandbox);
    expect(paramsOf(request!).getAll('filter_by[workplaces][]')).to.deep.equal(['remote']);
    expect(el.totalCount).to.equal(12);
    expect(titles(el).some((title) => title.startsWith('Hybrid'))).to.equal(false);
    expect(app.problems).to.deep.equal([]);
  });

  it('events: the onjob-board-load prop receives the detail, and React renders from it', async () => {
    const app = await mountLoaded(sandbox);
    await waitUntil(() => app.appText('app-loaded') !== 'nothing loaded', 'React rendered no load text');
    expect(app.log.loads).to.have.length(1);
    const [load] = app.log.loads;
    expect(load).to.include({ page: 1, totalPages: 3, totalCount: 12, limit: 5 });
    expect(load!.posts.map((post) => post.id)).to.deep.equal(['jp_eng1', 'jp_eng2', 'jp_eng3', 'jp_eng4', 'jp_eng5']);
    expect(app.appText('app-loaded')).to.equal('loaded page 1 of 3, 5 shown');
    expect(app.log.errors).to.deep.equal([]);
    expect(app.problems).to.deep.equal([]);
  });

  it('a click on Next page in the shadow root: job-board-change reaches React, whose state renders "page 2"', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    const url = location.href;
    expect(app.appText('app-page')).to.equal('page 1');
    pageButton(el, 'Next page').click();
    await waitUntil(() => app.appText('app-page') === 'page 2', `React shows "${app.appText('app-page')}"`);
    expect(app.log.changes).to.deep.equal([{ page: 2, query: '', workplaces: ['remote'], department: '', office: '', employmentType: '', job: '' }]);
    await waitUntil(() => app.appText('app-loaded') === 'loaded page 2 of 3, 5 shown', `React shows "${app.appText('app-loaded')}"`);
    await listed(el, 5, 'page 2');
    // React's re-render (page 2 fed back, a new strings object and workplaces array) keeps the page.
    await wait(100);
    expect(el.page).to.equal(2);
    expect(titles(el)).to.deep.equal(['Engineer 6', 'Engineer 7', 'Engineer 8', 'Engineer 9', 'Designer 1']);
    expect(summary(el)).to.equal('Page 2 of 3, 12 roles');
    const pages = (await listRequests(sandbox)).map((request) => paramsOf(request).get('page'));
    expect(pages).to.deep.equal(['1', '2']);
    expect(location.href).to.equal(url);
    expect(app.problems).to.deep.equal([]);
  });

  it('a new query prop from React state updates the board (a request with filter_value)', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    pageButton(el, 'Next page').click();
    await waitUntil(() => app.log.loads.length === 2, 'no load of page 2');
    // A React button, outside the board, sets the query (and page 1) in React state.
    app.container.querySelector<HTMLButtonElement>('#app-designers')!.click();
    await waitUntil(() => el.query === 'Designer', `the board's query is "${el.query}"`);
    await listed(el, 3, 'designers');
    expect(titles(el)).to.deep.equal(['Designer 1', 'Designer 2', 'Designer 3']);
    expect(summary(el)).to.equal('3 roles');
    const last = (await listRequests(sandbox)).at(-1)!;
    expect(paramsOf(last).get('filter_value')).to.equal('Designer');
    expect(paramsOf(last).get('page')).to.equal('1');
    expect(paramsOf(last).getAll('filter_by[workplaces][]')).to.deep.equal(['remote']);
    await waitUntil(() => app.log.loads.length === 3, 'no load of the designers');
    expect(app.log.loads[2]).to.include({ page: 1, totalPages: 1, totalCount: 3 });
    expect(app.appText('app-page')).to.equal('page 1');
    expect(app.problems).to.deep.equal([]);
  });

  it('unmounting the app removes the board cleanly', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    app.unmount();
    expect(el.isConnected).to.equal(false);
    expect(app.container.childNodes).to.have.length(0);
    expect(document.querySelector('job-board')).to.equal(null);
    await wait(100);
    expect(app.problems).to.deep.equal([]);
  });

  it('unmounting the app while the board is loading leaves no error behind', async () => {
    const slow = await createSandbox({ posts: frameworkPosts(), latencyMs: 400 });
    const app = mountApp(slow);
    await waitUntil(() => app.container.querySelector('job-board')?.status === 'loading', 'the board never started loading');
    const el = app.board();
    const late: string[] = [];
    for (const type of ['job-board-load', 'job-board-error'] as const) el.addEventListener(type, () => late.push(type));
    app.unmount();
    expect(el.isConnected).to.equal(false);
    expect(app.container.childNodes).to.have.length(0);
    await wait(800);
    expect(late).to.deep.equal([]);
    expect(app.log.errors).to.deep.equal([]);
    expect(app.problems).to.deep.equal([]);
  });

  it('a <job-board-search> React renders inside the board sits in its default slot, and typing searches', async () => {
    const app = await mountLoaded(sandbox, { withSearch: true });
    const el = app.board();
    const search = app.container.querySelector('job-board-search')!;
    expect(search.parentElement).to.equal(el);
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])')!;
    expect(slot.assignedElements()).to.deep.equal([search]);
    await search.updateComplete;
    search.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ type: 'Designer' });
    // After the search field's debounce: the board searches, and React's state follows.
    await waitUntil(() => app.appText('app-query') === 'query "Designer"', `React shows ${app.appText('app-query')}`);
    expect(app.log.changes).to.deep.equal([{ page: 1, query: 'Designer', workplaces: ['remote'], department: '', office: '', employmentType: '', job: '' }]);
    await listed(el, 3, 'designers');
    expect(titles(el)).to.deep.equal(['Designer 1', 'Designer 2', 'Designer 3']);
    const requests = await listRequests(sandbox);
    expect(requests.map((request) => paramsOf(request).get('filter_value'))).to.deep.equal([null, 'Designer']);
    expect(app.problems).to.deep.equal([]);
  });
});
