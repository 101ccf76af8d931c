/**
 * Shared fixtures of the listing, state, error, event and property tests of `<job-board>`: a board
 * on its own sandbox (routing off, so the page URL stays clean), readers for its shadow parts, the
 * listing requests a sandbox saw, raw job posts for `posts` overrides, and console recorders.
 */
import { fixture } from '@open-wc/testing';
import '../../src/index.js';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import type { JobBoardErrorDetail } from '../../src/events.js';
import type { JobBoardStrings } from '../../src/i18n/strings.js';
import { sandboxRequests, type RecordedRequest, type Sandbox } from './sandbox.js';

export const TOKEN = 'jb_demo_public';
const LIST_PATH = '/v1/job-boards/job-posts';

export interface BoardOptions {
  /** What to wait for after connecting: the first `job-board-load`, the first `job-board-error`, or nothing. */
  wait?: 'load' | 'error' | 'none';
  /** Light-DOM children (controls, slotted `empty` or `error` content), as HTML. */
  children?: string;
  /** Properties set before the board is connected (e.g. `timeout`, `strings`). */
  properties?: Partial<Pick<JobBoard, 'timeout' | 'pageSize' | 'page' | 'query' | 'workplaces'>> & { strings?: Partial<JobBoardStrings> };
}

/**
 * `<job-board token base-url routing="none">` on `sandbox`, with `attributes` on top (a value of
 * `null` leaves that attribute out). Listeners are attached before it connects, so the first
 * event is never missed.
 */
export async function boardFixture(
  sandbox: Sandbox | undefined,
  attributes: Record<string, string | null> = {},
  { wait = 'load', children = '', properties = {} }: BoardOptions = {},
): Promise<JobBoard> {
  const el = document.createElement('job-board');
  const all: Record<string, string | null> = {
    token: TOKEN,
    'base-url': sandbox?.baseUrl ?? null,
    routing: 'none',
    ...attributes,
  };
  for (const [name, value] of Object.entries(all)) if (value !== null) el.setAttribute(name, value);
  el.innerHTML = children;
  Object.assign(el, properties);
  const loaded = wait === 'load' ? nextEvent(el, 'job-board-load') : undefined;
  const failed = wait === 'error' ? nextEvent(el, 'job-board-error') : undefined;
  await fixture(el);
  const first: Promise<unknown> | undefined = loaded ?? failed;
  if (first) await within(first, 8000, `no ${wait === 'load' ? 'job-board-load' : 'job-board-error'}`);
  await el.updateComplete;
  return el;
}

/** The detail of the next `type` event `target` fires. */
export function nextEvent<K extends 'job-board-load' | 'job-board-error' | 'job-board-change'>(
  target: EventTarget,
  type: K,
): Promise<HTMLElementEventMap[K]['detail']> {
  return new Promise((resolve) => {
    target.addEventListener(type, (event) => resolve((event as HTMLElementEventMap[K]).detail), { once: true });
  });
}

/** `promise`, or a rejection naming `what` when it takes longer than `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every detail of `type` fired on `target` from now on. */
export function record<K extends 'job-board-load' | 'job-board-error' | 'job-board-change' | 'job-board-select'>(
  target: EventTarget,
  type: K,
): HTMLElementEventMap[K]['detail'][] {
  const seen: HTMLElementEventMap[K]['detail'][] = [];
  target.addEventListener(type, (event) => seen.push((event as HTMLElementEventMap[K]).detail));
  return seen;
}

export type ErrorDetail = JobBoardErrorDetail;

export function part<T extends Element = HTMLElement>(el: JobBoard, name: string): T | null {
  return el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
}

export function parts<T extends Element = HTMLElement>(el: JobBoard, name: string): T[] {
  return [...el.shadowRoot!.querySelectorAll<T>(`[part~="${name}"]`)];
}

/** The text of a node, white space collapsed. */
export function text(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function titles(el: JobBoard): string[] {
  return parts(el, 'item-title').map((title) => text(title));
}

/** The pager's button with this accessible name (`aria-label`, else its text). */
export function pageButton(el: JobBoard, name: string): HTMLButtonElement | undefined {
  return parts<HTMLButtonElement>(el, 'page-button').find(
    (button) => (button.getAttribute('aria-label') ?? text(button)) === name,
  );
}

/** Whether a text node (e.g. a slot's fallback) is laid out on screen. */
export function isRendered(node: Node): boolean {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getClientRects().length > 0;
}

/** The job post listing requests the sandbox received, in order. */
export async function listRequests(sandbox: Sandbox): Promise<RecordedRequest[]> {
  return (await sandboxRequests(sandbox)).filter((request) => request.path === LIST_PATH);
}

/** The API requests (any `/v1/` path) the sandbox received. */
export async function apiRequests(sandbox: Sandbox): Promise<RecordedRequest[]> {
  return (await sandboxRequests(sandbox)).filter((request) => request.path.startsWith('/v1/'));
}

export function paramsOf(request: RecordedRequest | undefined): URLSearchParams {
  if (!request) throw new Error('no request was recorded');
  return new URLSearchParams(request.search);
}

/** The query parameters of the last listing request. */
export async function lastListParams(sandbox: Sandbox): Promise<URLSearchParams> {
  const requests = await listRequests(sandbox);
  return paramsOf(requests.at(-1));
}

/** A raw job post as the API sends it, numbered `n`, with `fields` on top. */
export function rawPost(n: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `jp_t${n}`,
    title: `Test Position ${n}`,
    ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
    ats_department: { name: 'Engineering' },
    ats_offices: [{ name: 'Head Office', city: 'Berlin' }],
    description: `<p>About position ${n}.</p>`,
    absolute_url: `https://jobs.example.com/jp_t${n}`,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
    ...fields,
  };
}

/** `count` raw posts numbered from 1. */
export function rawPosts(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => rawPost(index + 1));
}

/**
 * Records `console[method]` calls for the rest of the test (they still reach the console) and
 * restores it afterwards. Call inside a test.
 */
export function recordConsole(method: 'warn' | 'error'): { calls: string[]; restore(): void } {
  const original = console[method];
  const calls: string[] = [];
  console[method] = (...args: unknown[]) => {
    calls.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  let restored = false;
  const restore = (): void => {
    if (restored) return;
    restored = true;
    console[method] = original;
  };
  afterEachOnce(restore);
  return { calls, restore };
}

const pendingCleanups: (() => void)[] = [];
/** Runs `cleanup` after the current test, pass or fail (in the reverse order of the calls). */
export function afterEachOnce(cleanup: () => void): void {
  pendingCleanups.push(cleanup);
}
afterEach(() => {
  for (const cleanup of pendingCleanups.splice(0).reverse()) cleanup();
});

/**
 * Watches `window.fetch` (it still goes through to the server) and records the signal of every
 * listing and detail request, to tell whether a request was aborted. Restored after the test.
 */
export function watchFetch(): { listSignals: AbortSignal[]; detailSignals: AbortSignal[]; urls: string[] } {
  const original = window.fetch;
  const listSignals: AbortSignal[] = [];
  const detailSignals: AbortSignal[] = [];
  const urls: string[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    urls.push(url);
    const path = new URL(url).pathname;
    if (init?.signal && path.endsWith(LIST_PATH)) listSignals.push(init.signal);
    else if (init?.signal && path.includes(`${LIST_PATH}/`)) detailSignals.push(init.signal);
    return original.call(window, input, init);
  };
  afterEachOnce(() => {
    window.fetch = original;
  });
  return { listSignals, detailSignals, urls };
}

/**
 * A `<div>` in the page, removed after the test. (open-wc's `fixture` waits for an animation frame
 * for an element that is not a Lit element, and a page in the background gets none.)
 */
export function container(): HTMLDivElement {
  const div = document.createElement('div');
  document.body.append(div);
  afterEachOnce(() => div.remove());
  return div;
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
