/**
 * Helpers for the routing, detail, focus and keyboard tests of `<job-board>`: the page URL saved
 * and restored around each test, a board on its own sandbox, and readers for its shadow parts.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { nothing, type TemplateResult } from 'lit';
import '../../src/index.js';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import type { JobBoardChangeDetail } from '../../src/events.js';
import { createSandbox, type Sandbox, type SandboxConfig } from './sandbox.js';
import { part, parts } from './board.js';

export { part, parts };

export const TOKEN = 'jb_demo_public';

/**
 * The test page's URL carries the runner's own parameters: every test starts from it and leaves it
 * as it found it. Call once at the top of a `describe`.
 */
export function keepPageUrl(): void {
  let saved = '';
  beforeEach(() => {
    saved = location.href;
  });
  afterEach(() => {
    unwatchHistory();
    history.replaceState(null, '', saved);
  });
}

export interface HistoryWrites {
  /** The URLs given to `history.pushState`, in order. */
  pushes: string[];
  /** The URLs given to `history.replaceState`, in order. */
  replaces: string[];
}

let unwatchHistory = (): void => {};

/**
 * Records the history entries written from now until the test ends (`keepPageUrl` stops it).
 * Counting entries by `history.length` fails in a long test file: Chromium caps it at 50.
 */
export function watchHistory(): HistoryWrites {
  unwatchHistory();
  const writes: HistoryWrites = { pushes: [], replaces: [] };
  const { pushState, replaceState } = history;
  history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    writes.pushes.push(String(url));
    pushState.call(history, data, unused, url);
  };
  history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
    writes.replaces.push(String(url));
    replaceState.call(history, data, unused, url);
  };
  unwatchHistory = () => {
    history.pushState = pushState;
    history.replaceState = replaceState;
    unwatchHistory = () => {};
  };
  return writes;
}

/** The page URL with `params` set on top of what it holds (the runner's own parameters stay). */
export function setUrl(params: Record<string, string | string[]>, hash?: string): void {
  const url = new URL(location.href);
  for (const [key, value] of Object.entries(params)) {
    url.searchParams.delete(key);
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  }
  if (hash !== undefined) url.hash = hash;
  history.replaceState(null, '', url.href);
}

/** A raw job post as an API sends it, for the detail's tests; `fields` replace or add to the defaults. */
export function rawDetailPost(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    title: `Role ${id}`,
    ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
    ats_department: { name: 'Engineering' },
    ats_offices: [{ name: 'Berlin', city: 'Berlin' }],
    ...fields,
  };
}

export function pageParams(): URLSearchParams {
  return new URL(location.href).searchParams;
}

export function hashParams(): URLSearchParams {
  return new URLSearchParams(location.hash.slice(1));
}

/** The `name=value` pairs of the page URL whose name starts with `prefix`, in order. */
export function paramsWith(prefix: string, params = pageParams()): [string, string][] {
  return [...params].filter(([name]) => name.startsWith(prefix));
}

export async function sandboxFor(config: SandboxConfig = {}): Promise<Sandbox> {
  return createSandbox(config);
}

/** A board wired to `sandbox`; `extra` is placed inside it (controls). Waits for its first view. */
export async function board(
  sandbox: Sandbox,
  attributes: Record<string, string> = {},
  extra: TemplateResult | string = '',
): Promise<JobBoard> {
  const el = await fixture<JobBoard>(boardTemplate(sandbox, attributes, extra));
  await settled(el);
  return el;
}

export function boardTemplate(
  sandbox: Sandbox,
  attributes: Record<string, string> = {},
  extra: TemplateResult | string = '',
): TemplateResult {
  const a = attributes;
  // Attributes not given stay absent (`undefined` would be written as the text "undefined").
  return html`<job-board
    token=${TOKEN}
    base-url=${sandbox.baseUrl}
    page=${a['page'] ?? nothing}
    query=${a['query'] ?? nothing}
    workplaces=${a['workplaces'] ?? nothing}
    job=${a['job'] ?? nothing}
    routing=${a['routing'] ?? nothing}
    param-prefix=${a['param-prefix'] ?? nothing}
    apply-href=${a['apply-href'] ?? nothing}
    page-size=${a['page-size'] ?? nothing}
    >${extra}</job-board
  >`;
}

/**
 * Puts a button right before and one right after the board, as the page around it: where Tab
 * starts and where it leaves the board. (A `<div>` fixture holding them would wait for an
 * animation frame, which a page running beside another test file may never get.)
 */
export function surround(el: Element): { before: HTMLButtonElement; after: HTMLButtonElement } {
  const button = (text: string) => Object.assign(document.createElement('button'), { type: 'button', textContent: text });
  const before = button('Before the board');
  const after = button('After the board');
  el.before(before);
  el.after(after);
  return { before, after };
}

/** Waits until the board's current view has finished loading (ready or error) and rendered. */
export async function settled(el: JobBoard): Promise<void> {
  await waitUntil(() => el.status === 'ready' || el.status === 'error', `board stayed ${el.status}`, { timeout: 8000 });
  await el.updateComplete;
}

/** Waits until the listing shows, loaded, with at least one entry. */
export async function listingShown(el: JobBoard): Promise<void> {
  await waitUntil(() => !el.job && el.status === 'ready' && entries(el).length > 0, 'listing never shown', { timeout: 8000 });
  await el.updateComplete;
}

/** Waits until the detail of `id` has loaded its full post and rendered its description. */
export async function detailShown(el: JobBoard, id: string): Promise<void> {
  await waitUntil(() => el.job === id && el.status === 'ready' && detailTitle(el) !== null, `detail of ${id} never shown`, {
    timeout: 8000,
  });
  await el.updateComplete;
}


export function entries(el: JobBoard): HTMLAnchorElement[] {
  return parts<HTMLAnchorElement>(el, 'item-link');
}

export function entryTitles(el: JobBoard): string[] {
  return parts(el, 'item-title').map((title) => title.textContent!.trim());
}

export function entryFor(el: JobBoard, id: string): HTMLAnchorElement {
  const link = el.shadowRoot!.querySelector<HTMLAnchorElement>(`a[part~="item-link"][data-id="${CSS.escape(id)}"]`);
  if (!link) throw new Error(`no entry for ${id}`);
  return link;
}

export function detailTitle(el: JobBoard): HTMLElement | null {
  return part(el, 'detail-title');
}

export function detailText(el: JobBoard): string {
  return (part(el, 'detail')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The button of the pager with this accessible name ("Next page", "Page 2" ...). */
export function pageButton(el: JobBoard, name: string): HTMLButtonElement {
  const button = parts<HTMLButtonElement>(el, 'page-button').find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent!.trim()) === name,
  );
  if (!button) throw new Error(`no page button "${name}"`);
  return button;
}

/** Every `job-board-change` the element fires, from now on. */
export function recordChanges(el: HTMLElement): JobBoardChangeDetail[] {
  const seen: JobBoardChangeDetail[] = [];
  el.addEventListener('job-board-change', (event) => seen.push(event.detail));
  return seen;
}

/** `history.back()` (or `forward()`), waiting for the `popstate` it causes. */
export async function goBack(): Promise<void> {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  history.back();
  await popped;
}

export async function goForward(): Promise<void> {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  history.forward();
  await popped;
}

/** The element that has focus, looking through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Presses Tab (or Shift+Tab) until `matches(focused)` holds, as a keyboard user would; fails after
 * `max` presses so a control that Tab never reaches fails the test.
 */
export async function tabUntil(
  matches: (focused: Element | null) => boolean,
  { backwards = false, max = 40 } = {},
): Promise<Element> {
  for (let presses = 0; presses < max; presses += 1) {
    // The Chromium launcher's keyboard knows no "Shift+Tab" chord: hold Shift around Tab.
    if (backwards) await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    if (backwards) await sendKeys({ up: 'Shift' });
    const focused = deepActiveElement();
    if (focused && matches(focused)) return focused;
  }
  throw new Error(`Tab never reached the element (${max} presses); focus is on ${describeElement(deepActiveElement())}`);
}

/**
 * A short text naming an element, for failure messages. Assertions compare elements through
 * `expectFocusOn` and `expectAbsent` rather than `expect(element)`: a failing chai assertion that
 * has to print a DOM node stalls the test runner until its 5-minute limit.
 */
export function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const partName = element.getAttribute('part');
  return `<${element.localName}${partName ? ` part="${partName}"` : ''}>${(element.textContent ?? '').trim().slice(0, 40)}`;
}

/**
 * Clicks as a mouse does, with modifier keys, and says whether the board prevented the click's
 * default (the link's navigation). Whatever the board left alone is prevented afterwards, at the
 * window, so the test page never navigates or opens a tab.
 */
export function clickPrevented(target: HTMLElement, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init });
  const stop = (e: Event) => {
    if (e === event && !event.defaultPrevented) {
      stopped = true;
      e.preventDefault();
    }
  };
  let stopped = false;
  window.addEventListener('click', stop);
  target.dispatchEvent(event);
  window.removeEventListener('click', stop);
  return !stopped;
}

/** Asserts that focus (through shadow roots) is on `target`. */
export function expectFocusOn(target: Element | null, what: string): void {
  const focused = deepActiveElement();
  expect(focused !== null && focused === target, `focus should be on ${what} (${describeElement(target)}), is on ${describeElement(focused)}`).to.equal(
    true,
  );
}

/** Asserts that a query found nothing. */
export function expectAbsent(element: Element | null, what: string): void {
  expect(element === null, `${what} should be absent, found ${describeElement(element)}`).to.equal(true);
}
