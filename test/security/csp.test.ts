import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import { createSandbox, sandboxRequests, type Sandbox } from '../helpers/sandbox.js';
import type { CspViolation } from './csp/page.js';

/**
 * The board on a page with a strict Content-Security-Policy, `script-src 'self'; style-src
 * 'self'` (no 'unsafe-inline', no 'unsafe-eval'): test/security/csp/board.html in an iframe,
 * driven from here. It must list, search, filter, page, open a detail whose HTML description
 * goes through the lazily loaded sanitiser, and go back, without a single policy violation;
 * probes at the end prove the policy was in force.
 */

const TOKEN = 'jb_demo_public';

type FrameWindow = Window & typeof globalThis;

const RICH_DESCRIPTION = [
  '<h3 style="color:red">About the role</h3>',
  '<p class="lead" onclick="top.__xss=1">You will <strong>build</strong> things, see <a href="https://example.com/team" target="_self" style="font-size:40px">the team</a>.</p>',
  '<style>body { display: none }</style>',
  '<img src="/nothing.png" onerror="top.__xss=2" style="position:fixed;inset:0">',
  '<script>top.__xss=3</script>',
  '<ul><li>Remote friendly</li><li>Good coffee</li></ul>',
].join('');

const POSTS = [
  {
    id: 'rich',
    title: 'Staff Engineer',
    ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
    ats_department: { name: 'Engineering' },
    ats_offices: [{ name: 'HQ', city: 'Berlin' }],
    description: RICH_DESCRIPTION,
    absolute_url: 'https://jobs.example.com/rich',
  },
  ...Array.from({ length: 7 }, (_, index) => ({
    id: `p${index + 1}`,
    title: `${index % 2 ? 'Designer' : 'Engineer'} ${index + 1}`,
    ats_job: { status: 'open', workplace: index % 3 === 0 ? 'hybrid' : 'remote', employment_type: 'full_time' },
    description: `Plain text description ${index + 1}.`,
  })),
];

interface CspPage {
  frame: HTMLIFrameElement;
  win: FrameWindow;
  board: JobBoard;
}

/** Which sanitiser the page's browser offers: its own (the Sanitizer API) or none, as in Safari. */
type SanitizerPath = 'native' | 'dompurify';

async function openPage(sandbox: Sandbox, build: 'source' | 'cdn', sanitizer: SanitizerPath = 'native', controls: 'both' | 'none' = 'both'): Promise<CspPage> {
  const frame = document.createElement('iframe');
  const params = new URLSearchParams({ build, base: sandbox.baseUrl, token: TOKEN, sanitizer, controls });
  frame.src = `/test/security/csp/board.html?${params}`;
  frame.width = '800';
  frame.height = '900';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as FrameWindow;
  await waitUntil(() => win.boardReady !== undefined, 'the page script never ran (blocked by the policy?)', { timeout: 5000 });
  await win.boardReady;
  const board = win.document.querySelector('job-board') as JobBoard;
  return { frame, win, board };
}

function part(board: JobBoard, name: string): HTMLElement | null {
  return board.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

function entryIds(board: JobBoard): string[] {
  return [...board.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part~="item-link"]')].map((link) => link.dataset['id']!);
}

async function settled(board: JobBoard): Promise<void> {
  await board.updateComplete;
  await waitUntil(() => board.status === 'ready' || board.status === 'error', `board stayed ${board.status}`, { timeout: 8000, interval: 5 });
  await board.updateComplete;
  expect(board.status).to.equal('ready');
}

/** Drives the whole board under the policy and returns the violations it caused (none expected). */
async function useBoard({ win, board }: CspPage, sandbox: Sandbox, sanitizer: SanitizerPath = 'native'): Promise<CspViolation[]> {
  await waitUntil(() => board.status === 'ready' && entryIds(board).length > 0, 'the listing never showed', { timeout: 8000, interval: 5 });
  await board.updateComplete;
  expect(entryIds(board)).to.deep.equal(['rich', 'p1', 'p2']);
  // The board's styles (constructable stylesheets) apply under style-src 'self'.
  const list = board.shadowRoot!.querySelector('[part~="list"]')!;
  expect(win.getComputedStyle(list).listStyleType).to.equal('none');
  expect(win.getComputedStyle(board.shadowRoot!.querySelector('[part~="item-link"]')!).display).to.equal('grid');

  // Search.
  const search = board.querySelector('job-board-search')!;
  const input = search.shadowRoot!.querySelector('input')!;
  expect(win.getComputedStyle(input).boxSizing).to.equal('border-box');
  input.focus();
  input.value = 'designer';
  input.dispatchEvent(new win.InputEvent('input', { bubbles: true, composed: true }));
  await waitUntil(() => board.query === 'designer', 'the search never reached the board', { interval: 5 });
  await settled(board);
  expect(entryIds(board)).to.deep.equal(['p2', 'p4', 'p6']);

  // Filter.
  const hybrid = board.querySelector('job-board-workplace-filter')!.shadowRoot!.querySelector<HTMLInputElement>('input[value="hybrid"]')!;
  hybrid.click();
  await settled(board);
  expect(board.workplaces).to.deep.equal(['hybrid']);
  expect(entryIds(board)).to.deep.equal(['p4']);
  hybrid.click();
  input.value = '';
  input.dispatchEvent(new win.InputEvent('input', { bubbles: true, composed: true }));
  await waitUntil(() => board.query === '' && board.workplaces.length === 0, 'filters never cleared', { interval: 5 });
  await settled(board);

  // Page.
  const next = [...board.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="page-button"]')].find((button) => button.textContent!.trim() === 'Next page')!;
  next.click();
  await settled(board);
  expect(board.page).to.equal(2);
  expect(entryIds(board)).to.deep.equal(['p3', 'p4', 'p5']);
  board.page = 1;
  await settled(board);

  // Detail, with the HTML description through the lazily loaded sanitiser: not loaded until now.
  const purifyRequests = () => win.performance.getEntriesByType('resource').filter((entry) => /purify/i.test(entry.name));
  expect(purifyRequests(), 'DOMPurify loaded before any description was shown').to.have.length(0);
  board.shadowRoot!.querySelector<HTMLAnchorElement>('a[data-id="rich"]')!.click();
  await settled(board);
  await waitUntil(() => part(board, 'description')?.querySelector('strong') != null, 'the sanitised description never rendered', { timeout: 5000, interval: 5 });
  expect(part(board, 'detail-title')!.textContent).to.equal('Staff Engineer');
  const description = part(board, 'description')!;
  expect(description.querySelector('h3')!.textContent).to.equal('About the role');
  expect(description.querySelectorAll('li')).to.have.length(2);
  const link = description.querySelector('a')!;
  expect([link.href, link.target, link.rel]).to.deep.equal(['https://example.com/team', '_blank', 'noopener noreferrer']);
  expect(description.querySelector('script, style, iframe, form')).to.equal(null);
  expect(description.querySelector('[style], [onclick], [onerror], [class]')).to.equal(null);
  expect(part(board, 'apply-link')!.getAttribute('href')).to.equal('https://jobs.example.com/rich');
  if (sanitizer === 'dompurify') {
    // The sanitiser really was loaded, as a module of its own, under script-src 'self'.
    expect(purifyRequests().length, 'DOMPurify module requests').to.be.greaterThan(0);
  } else {
    // The browser's own sanitiser did the work: DOMPurify is never downloaded.
    expect(purifyRequests(), 'DOMPurify module requests').to.have.length(0);
  }

  // Back.
  part(board, 'back-link')!.click();
  await settled(board);
  expect(entryIds(board)).to.deep.equal(['rich', 'p1', 'p2']);

  const requests = await sandboxRequests(sandbox);
  expect(requests.some((request) => request.path === '/v1/job-boards/job-posts/rich')).to.equal(true);
  await new Promise((resolve) => setTimeout(resolve, 100)); // violation events are queued as tasks
  expect((win as unknown as { __xss?: unknown }).__xss).to.equal(undefined);
  return [...win.cspViolations];
}

/** Inline script, inline style, a style attribute and eval: each must be blocked, with a violation. */
async function probePolicy({ win }: CspPage): Promise<void> {
  const doc = win.document;
  const before = win.cspViolations.length;
  const script = doc.createElement('script');
  script.textContent = 'window.inlineScriptRan = true;';
  doc.body.append(script);
  const style = doc.createElement('style');
  style.textContent = '#careers { display: none; }';
  doc.head.append(style);
  doc.getElementById('careers')!.setAttribute('style', 'display: none');
  let evalBlocked = false;
  try {
    win.eval('1');
  } catch (error) {
    evalBlocked = error instanceof win.EvalError;
  }
  await waitUntil(() => win.cspViolations.length >= before + 4, `only ${win.cspViolations.length - before} of 4 probes reported`, { timeout: 3000 });
  expect((win as unknown as { inlineScriptRan?: boolean }).inlineScriptRan).to.equal(undefined);
  expect(evalBlocked, 'eval blocked').to.equal(true);
  expect(win.getComputedStyle(doc.getElementById('careers')!).display).to.equal('block');
  expect(win.cspViolations.slice(before).map((violation) => violation.directive).sort()).to.deep.equal(
    ['script-src', 'script-src-elem', 'style-src-attr', 'style-src-elem'].sort(),
  );
}

describe("strict Content-Security-Policy: script-src 'self'; style-src 'self'", function () {
  this.timeout(30000);
  let page: CspPage | undefined;
  afterEach(() => {
    page?.frame.remove();
    page = undefined;
  });

  it('the source modules: list, search, filter, page, sanitised detail and back, with no violation; the policy is in force', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    page = await openPage(sandbox, 'source');
    expect(page.win.boardBuild).to.equal('source');
    expect(await useBoard(page, sandbox)).to.deep.equal([]);
    await probePolicy(page);
  });

  it('the script-tag bundle dist/cdn/job-board.js (built by `npm test`) with its lazy detail chunk, sanitising with the Sanitizer API', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    page = await openPage(sandbox, 'cdn');
    expect(page.win.boardBuild).to.equal('cdn');
    expect(await useBoard(page, sandbox)).to.deep.equal([]);
    const scripts = page.win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(scripts).to.include('/dist/cdn/job-board.js');
    expect(scripts.some((path) => /^\/dist\/cdn\/detail-view[^/]*\.js$/.test(path)), 'the detail chunk loaded').to.equal(true);
    await probePolicy(page);
  });

  it('the script-tag bundle: the controls come in a chunk of their own, registered before the listing shows; a plain board loads none', async () => {
    // Every script the page loaded beside the entry and the board it loads (its first module
    // starts the listing request, then imports the board).
    const chunks = (win: FrameWindow) =>
      win.performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /\/dist\/cdn\/(?!job-board\.js$|board-[\w-]+\.js$)/.test(path))
        .map((path) => path.replace(/^\/dist\/cdn\/|-[\w-]{8}\.js$/g, ''));
    const sandbox = await createSandbox({ posts: POSTS });
    page = await openPage(sandbox, 'cdn');
    // The views wait for the controls, so the listing never moves down when they arrive.
    await waitUntil(() => entryIds(page!.board).length > 0, 'the listing never showed', { timeout: 8000, interval: 5 });
    expect(page.win.customElements.get('job-board-search'), 'search registered when the listing showed').to.not.equal(undefined);
    expect(page.win.customElements.get('job-board-workplace-filter'), 'filter registered when the listing showed').to.not.equal(undefined);
    // The department/office filter comes with whole-board mode's chunk, which only a board holding one loads.
    expect(page.win.customElements.get('job-board-filter'), 'the department/office filter, in no board here').to.equal(undefined);
    expect(chunks(page.win), 'chunks loaded for a listing with its controls').to.deep.equal(['cdn-controls']);
    const scripts = page.win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(scripts.filter((path) => /\/dist\/cdn\/board-[\w-]+\.js$/.test(path)), 'the board, loaded by the entry').to.have.length(1);
    page.frame.remove();

    page = await openPage(sandbox, 'cdn', 'native', 'none');
    await waitUntil(() => entryIds(page!.board).length > 0, 'the plain listing never showed', { timeout: 8000, interval: 5 });
    expect(chunks(page.win), 'chunks loaded for a plain board').to.deep.equal([]);
    expect(page.win.customElements.get('job-board-search'), 'no control defined for a plain board').to.equal(undefined);
  });

  it('the script-tag bundle in a browser without the Sanitizer API (Safari): its lazy DOMPurify chunk', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    page = await openPage(sandbox, 'cdn', 'dompurify');
    expect(page.win.boardBuild).to.equal('cdn');
    expect(await useBoard(page, sandbox, 'dompurify')).to.deep.equal([]);
    const scripts = page.win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(scripts.some((path) => /^\/dist\/cdn\/purify[^/]*\.js$/.test(path)), 'the sanitiser chunk loaded').to.equal(true);
    await probePolicy(page);
  });
});
