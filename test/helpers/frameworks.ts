/**
 * Shared by the React and Vue integration tests: the data set both apps list, readers for the
 * board's shadow parts and the sandbox's request log, and a guard that fails a test on any error
 * the page reports (console.error, a framework's dev warning, an uncaught error or rejection).
 */
import { waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import type { JobBoardStrings } from '../../src/i18n/strings.js';
import { sandboxRequests, type RecordedRequest, type Sandbox } from './sandbox.js';

export const TOKEN = 'jb_demo_public';
export const LIST_PATH = '/v1/job-boards/job-posts';

/** The `strings` override both apps pass as a property: only the result count changes. */
export const ROLES_STRINGS: Partial<JobBoardStrings> = { results: { one: '{count} role', other: '{count} roles' } };

function rawPost(id: string, title: string, workplace: string): Record<string, unknown> {
  return {
    id,
    title,
    ats_job: { status: 'open', workplace, employment_type: 'full_time' },
    ats_department: { name: 'Product' },
    ats_offices: [{ name: 'Head Office', city: 'Berlin' }],
    absolute_url: `https://jobs.example.com/${id}`,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
  };
}

/**
 * 14 posts: 12 remote (9 engineers, 3 designers) and 2 hybrid. With `workplaces` ["remote"] and
 * a page size of 5 that is 12 results on 3 pages; searching "Designer" leaves 3 on 1 page.
 */
export function frameworkPosts(): Record<string, unknown>[] {
  return [
    ...Array.from({ length: 9 }, (_, i) => rawPost(`jp_eng${i + 1}`, `Engineer ${i + 1}`, 'remote')),
    ...Array.from({ length: 3 }, (_, i) => rawPost(`jp_des${i + 1}`, `Designer ${i + 1}`, 'remote')),
    rawPost('jp_hyb1', 'Hybrid Engineer 1', 'hybrid'),
    rawPost('jp_hyb2', 'Hybrid Designer 2', 'hybrid'),
  ];
}

export function parts<T extends Element = HTMLElement>(el: Element, name: string): T[] {
  return [...el.shadowRoot!.querySelectorAll<T>(`[part~="${name}"]`)];
}

/** The text of a node, white space collapsed. */
export function text(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function summary(el: JobBoard): string {
  return text(el.shadowRoot!.querySelector('[part~="summary"]'));
}

export function titles(el: JobBoard): string[] {
  return parts(el, 'item-title').map((title) => text(title));
}

/** The pager's button with this accessible name (`aria-label`, else its text). */
export function pageButton(el: JobBoard, name: string): HTMLButtonElement {
  const button = parts<HTMLButtonElement>(el, 'page-button').find(
    (candidate) => (candidate.getAttribute('aria-label') ?? text(candidate)) === name,
  );
  if (!button) throw new Error(`no "${name}" button in the board`);
  return button;
}

/** The job post listing requests the sandbox received, in order. */
export async function listRequests(sandbox: Sandbox): Promise<RecordedRequest[]> {
  return (await sandboxRequests(sandbox)).filter((request) => request.path === LIST_PATH);
}

export function paramsOf(request: RecordedRequest): URLSearchParams {
  return new URLSearchParams(request.search);
}

/** Waits until the board shows a loaded listing with `count` entries. */
export async function listed(el: JobBoard, count: number, what: string): Promise<void> {
  await waitUntil(
    () => el.status === 'ready' && parts(el, 'item').length === count,
    `${what}: the board shows ${parts(el, 'item').length} entries, status "${el.status}"`,
    { timeout: 8000 },
  );
  await el.updateComplete;
}

/** A `<div>` in the page for a framework to mount its app into, removed after the test. */
export function appRoot(): HTMLDivElement {
  const div = document.createElement('div');
  div.className = 'framework-app-root';
  document.body.append(div);
  cleanups.push(() => div.remove());
  return div;
}

/**
 * Records, until the end of the test, everything that means something went wrong on the page:
 * `console.error` (React reports its errors and dev warnings there), `console.warn` lines from
 * Vue (`[Vue warn]`), uncaught errors and unhandled rejections. The calls still reach the console.
 */
export function watchPageErrors(): string[] {
  const problems: string[] = [];
  const originalError = console.error;
  const originalWarn = console.warn;
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    originalError.apply(console, args);
  };
  console.warn = (...args: unknown[]) => {
    const line = args.map(String).join(' ');
    if (line.includes('[Vue warn]')) problems.push(`console.warn: ${line}`);
    originalWarn.apply(console, args);
  };
  const onError = (event: ErrorEvent) => problems.push(`uncaught: ${String(event.error ?? event.message)}`);
  const onRejection = (event: PromiseRejectionEvent) => problems.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  cleanups.push(() => {
    console.error = originalError;
    console.warn = originalWarn;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });
  return problems;
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `cleanup` after the current test (in reverse order of registration). */
export function afterTest(cleanup: () => void): void {
  cleanups.push(cleanup);
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

/**
 * The whole query at once, as a paste does. The search element's own tests type it key by key;
 * here only the wrapper's wiring counts, and on a loaded machine a keystroke more than the search's
 * 300 ms debounce after the one before fires a query of its own ("Designe").
 */
export function enterQuery(search: Element, query: string): void {
  const input = search.shadowRoot!.querySelector('input')!;
  input.focus();
  input.value = query;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertFromPaste', data: query }));
}
