// Before Vue: its esm-bundler build reads process.env.NODE_ENV and the __VUE_*__ flags.
import '../helpers/framework-globals.js';
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createApp, defineComponent, h, ref, version, type App, type PropType } from 'vue';
// The full build (runtime + template compiler), for the test of a template as SFCs are written.
import { createApp as createAppWithCompiler } from 'vue/dist/vue.esm-bundler.js';
import type { JobBoard, JobBoardChangeDetail, JobBoardErrorDetail, JobBoardLoadDetail } from '../../src/index.js';
import { createSandbox, type Sandbox } from '../helpers/sandbox.js';
import {
  afterTest,
  appRoot,
  enterQuery,
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

/** What the app's event handlers received, in order. */
interface AppLog {
  loads: JobBoardLoadDetail[];
  changes: JobBoardChangeDetail[];
  errors: JobBoardErrorDetail[];
}

/**
 * A Vue 3 app with a render function: the board's page and query held in refs and fed back from
 * `job-board-change` (a controlled board), rich values bound as DOM properties (`.strings`,
 * `.workplaces`), and Vue's own listeners for the board's events (`onJobBoardLoad` is what a
 * template's `@job-board-load` compiles to).
 */
const BoardApp = defineComponent({
  props: {
    baseUrl: { type: String, required: true },
    log: { type: Object as PropType<AppLog>, required: true },
    withSearch: { type: Boolean, default: false },
  },
  setup(props) {
    const page = ref(1);
    const query = ref('');
    const loaded = ref('nothing loaded');
    const showDesigners = (): void => {
      query.value = 'Designer';
      page.value = 1;
    };
    return () =>
      h('main', [
        h('p', { id: 'app-page' }, `page ${page.value}`),
        h('p', { id: 'app-query' }, `query "${query.value}"`),
        h('p', { id: 'app-loaded' }, loaded.value),
        h('button', { id: 'app-designers', type: 'button', onClick: showDesigners }, 'Designers'),
        h(
          'job-board',
          {
            'base-url': props.baseUrl,
            'page-size': '5',
            token: TOKEN,
            routing: 'none',
            page: page.value,
            query: query.value,
            // `.` forces a DOM property (`:strings.prop` in a template); new values on every render.
            '.strings': { results: { one: '{count} role', other: '{count} roles' } },
            '.workplaces': ['remote'],
            onJobBoardLoad: (event: CustomEvent<JobBoardLoadDetail>) => {
              props.log.loads.push(event.detail);
              loaded.value = `loaded page ${event.detail.page} of ${event.detail.totalPages}, ${event.detail.posts.length} shown`;
            },
            onJobBoardChange: (event: CustomEvent<JobBoardChangeDetail>) => {
              props.log.changes.push(event.detail);
              page.value = event.detail.page;
              query.value = event.detail.query;
            },
            onJobBoardError: (event: CustomEvent<JobBoardErrorDetail>) => {
              props.log.errors.push(event.detail);
            },
          },
          props.withSearch ? [h('job-board-search', { label: 'Search roles' })] : [],
        ),
      ]);
  },
});

interface MountedApp {
  container: HTMLDivElement;
  /** `app.unmount()` (done after the test when the test did not). */
  unmount(): void;
  log: AppLog;
  problems: string[];
  board(): JobBoard;
  appText(id: 'app-page' | 'app-query' | 'app-loaded'): string;
}

function mounted(app: App, container: HTMLDivElement, log: AppLog, problems: string[]): MountedApp {
  let isMounted = true;
  const unmount = (): void => {
    if (isMounted) app.unmount();
    isMounted = false;
  };
  afterTest(unmount);
  return {
    container,
    unmount,
    log,
    problems,
    board() {
      const board = container.querySelector('job-board');
      if (!board) throw new Error('Vue has not rendered the <job-board>');
      return board;
    },
    appText: (id) => text(container.querySelector(`#${id}`)),
  };
}

function mountApp(sandbox: Sandbox, options: { withSearch?: boolean } = {}): MountedApp {
  const problems = watchPageErrors();
  const container = appRoot();
  const log: AppLog = { loads: [], changes: [], errors: [] };
  const app = createApp(BoardApp, { baseUrl: sandbox.baseUrl, log, ...options });
  app.mount(container);
  return mounted(app, container, log, problems);
}

/** Mounts the app (Vue renders synchronously) and waits for the board to show its first page. */
async function mountLoaded(sandbox: Sandbox, options: { withSearch?: boolean } = {}): Promise<MountedApp> {
  const app = mountApp(sandbox, options);
  await listed(app.board(), 5, 'first page');
  return app;
}

describe('<job-board> in a Vue 3 app', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await createSandbox({ posts: frameworkPosts() });
  });

  it('runs Vue 3.5', () => {
    expect(version).to.match(/^3\.5\./);
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
    // Vue sets every prop before it inserts the element: one request, with all of them.
    expect(requests).to.have.length(1);
    expect(requests[0]!.authorized).to.equal(true);
    expect(paramsOf(requests[0]!).get('limit')).to.equal('5');
    expect(paramsOf(requests[0]!).get('page')).to.equal('1');
    expect(titles(el)).to.deep.equal(['Engineer 1', 'Engineer 2', 'Engineer 3', 'Engineer 4', 'Engineer 5']);
    expect(app.problems).to.deep.equal([]);
  });

  it('properties: .strings (an object) and .workplaces (an array) are set as properties', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    expect(summary(el)).to.equal('12 roles');
    expect(el.strings.results).to.deep.equal({ one: '{count} role', other: '{count} roles' });
    expect(el.hasAttribute('strings')).to.equal(false);
    expect(el.workplaces).to.deep.equal(['remote']);
    expect(el.hasAttribute('workplaces')).to.equal(false);
    const [request] = await listRequests(sandbox);
    expect(paramsOf(request!).getAll('filter_by[workplaces][]')).to.deep.equal(['remote']);
    expect(el.totalCount).to.equal(12);
    expect(titles(el).some((title) => title.startsWith('Hybrid'))).to.equal(false);
    expect(app.problems).to.deep.equal([]);
  });

  it('events: the onJobBoardLoad listener receives the detail, and Vue renders from it', async () => {
    const app = await mountLoaded(sandbox);
    await waitUntil(() => app.appText('app-loaded') !== 'nothing loaded', 'Vue rendered no load text');
    expect(app.log.loads).to.have.length(1);
    const [load] = app.log.loads;
    expect(load).to.include({ page: 1, totalPages: 3, totalCount: 12, limit: 5 });
    expect(load!.posts.map((post) => post.id)).to.deep.equal(['jp_eng1', 'jp_eng2', 'jp_eng3', 'jp_eng4', 'jp_eng5']);
    expect(app.appText('app-loaded')).to.equal('loaded page 1 of 3, 5 shown');
    expect(app.log.errors).to.deep.equal([]);
    expect(app.problems).to.deep.equal([]);
  });

  it('a click on Next page in the shadow root: job-board-change reaches Vue, whose state renders "page 2"', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    const url = location.href;
    expect(app.appText('app-page')).to.equal('page 1');
    pageButton(el, 'Next page').click();
    await waitUntil(() => app.appText('app-page') === 'page 2', `Vue shows "${app.appText('app-page')}"`);
    expect(app.log.changes).to.deep.equal([{ page: 2, query: '', workplaces: ['remote'], department: '', office: '', employmentType: '', job: '' }]);
    await waitUntil(() => app.appText('app-loaded') === 'loaded page 2 of 3, 5 shown', `Vue shows "${app.appText('app-loaded')}"`);
    await listed(el, 5, 'page 2');
    // Vue's re-render (page 2 fed back, a new strings object and workplaces array) keeps the page.
    await wait(100);
    expect(el.page).to.equal(2);
    expect(titles(el)).to.deep.equal(['Engineer 6', 'Engineer 7', 'Engineer 8', 'Engineer 9', 'Designer 1']);
    expect(summary(el)).to.equal('Page 2 of 3, 12 roles');
    const pages = (await listRequests(sandbox)).map((request) => paramsOf(request).get('page'));
    expect(pages).to.deep.equal(['1', '2']);
    expect(location.href).to.equal(url);
    expect(app.problems).to.deep.equal([]);
  });

  it('a new query prop from Vue state updates the board (a request with filter_value)', async () => {
    const app = await mountLoaded(sandbox);
    const el = app.board();
    pageButton(el, 'Next page').click();
    await waitUntil(() => app.log.loads.length === 2, 'no load of page 2');
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
    const el = app.board();
    await waitUntil(() => el.status === 'loading', 'the board never started loading');
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

  it('a <job-board-search> Vue renders inside the board sits in its default slot, and typing searches', async () => {
    const app = await mountLoaded(sandbox, { withSearch: true });
    const el = app.board();
    const search = app.container.querySelector('job-board-search')!;
    expect(search.parentElement).to.equal(el);
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])')!;
    expect(slot.assignedElements()).to.deep.equal([search]);
    await search.updateComplete;
    enterQuery(search, 'Designer');
    await waitUntil(() => app.appText('app-query') === 'query "Designer"', `Vue shows ${app.appText('app-query')}`);
    expect(app.log.changes).to.deep.equal([{ page: 1, query: 'Designer', workplaces: ['remote'], department: '', office: '', employmentType: '', job: '' }]);
    await listed(el, 3, 'designers');
    expect(titles(el)).to.deep.equal(['Designer 1', 'Designer 2', 'Designer 3']);
    const requests = await listRequests(sandbox);
    expect(requests.map((request) => paramsOf(request).get('filter_value'))).to.deep.equal([null, 'Designer']);
    expect(app.problems).to.deep.equal([]);
  });

  it('a template (as single-file components are written): attributes, .prop bindings, @job-board-* listeners and a slotted search', async () => {
    const problems = watchPageErrors();
    const container = appRoot();
    const log: AppLog = { loads: [], changes: [], errors: [] };
    const app = createAppWithCompiler({
      setup() {
        const page = ref(1);
        const query = ref('');
        const onLoad = (event: CustomEvent<JobBoardLoadDetail>): void => {
          log.loads.push(event.detail);
        };
        const onChange = (event: CustomEvent<JobBoardChangeDetail>): void => {
          log.changes.push(event.detail);
          page.value = event.detail.page;
          query.value = event.detail.query;
        };
        return { baseUrl: sandbox.baseUrl, token: TOKEN, page, query, onLoad, onChange };
      },
      template: `
        <main>
          <p id="app-page">page {{ page }}</p>
          <p id="app-query">query "{{ query }}"</p>
          <job-board :token="token" :base-url="baseUrl" page-size="5" routing="none" :page="page" :query="query"
            :strings.prop="{ results: { one: '{count} role', other: '{count} roles' } }" :workplaces.prop="['remote']"
            @job-board-load="onLoad" @job-board-change="onChange">
            <job-board-search label="Search roles"></job-board-search>
          </job-board>
        </main>`,
    });
    // What an SFC build sets (Vite: vue({ template: { compilerOptions: { isCustomElement } } })), so
    // Vue does not try to resolve <job-board> as a Vue component. (This run-time compiler would
    // also find the registered elements in customElements by itself.)
    app.config.compilerOptions.isCustomElement = (tag: string) => tag.startsWith('job-board');
    app.mount(container);
    const vueApp = mounted(app, container, log, problems);
    const el = vueApp.board();
    await listed(el, 5, 'first page');
    expect(el.getAttribute('base-url')).to.equal(sandbox.baseUrl);
    expect(el.getAttribute('page-size')).to.equal('5');
    expect(summary(el)).to.equal('12 roles');
    expect(el.hasAttribute('workplaces')).to.equal(false);
    const [first] = await listRequests(sandbox);
    expect(first!.authorized).to.equal(true);
    expect(paramsOf(first!).get('limit')).to.equal('5');
    expect(paramsOf(first!).getAll('filter_by[workplaces][]')).to.deep.equal(['remote']);
    await waitUntil(() => log.loads.length === 1, 'no job-board-load reached @job-board-load');
    expect(log.loads[0]).to.include({ page: 1, totalPages: 3, totalCount: 12, limit: 5 });

    pageButton(el, 'Next page').click();
    await waitUntil(() => vueApp.appText('app-page') === 'page 2', `Vue shows "${vueApp.appText('app-page')}"`);
    expect(log.changes).to.deep.equal([{ page: 2, query: '', workplaces: ['remote'], department: '', office: '', employmentType: '', job: '' }]);
    await waitUntil(() => log.loads.length === 2, 'no load of page 2');
    expect(log.loads[1]).to.include({ page: 2 });

    const search = container.querySelector('job-board-search')!;
    expect(el.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])')!.assignedElements()).to.deep.equal([search]);
    search.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ type: 'Designer' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => vueApp.appText('app-query') === 'query "Designer"', `Vue shows ${vueApp.appText('app-query')}`);
    expect(vueApp.appText('app-page')).to.equal('page 1');
    await listed(el, 3, 'designers');
    expect(paramsOf((await listRequests(sandbox)).at(-1)!).get('filter_value')).to.equal('Designer');

    vueApp.unmount();
    expect(el.isConnected).to.equal(false);
    expect(container.childNodes).to.have.length(0);
    await wait(100);
    expect(problems).to.deep.equal([]);
  });
});
