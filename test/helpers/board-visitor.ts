/**
 * Helpers of the reliability tests: a board on its own sandbox, waiting for its views, and
 * reading what a visitor sees (status and error texts, the Retry button, entries).
 */
import { fixture, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import type { JobBoardErrorDetail } from '../../src/events.js';
import type { Sandbox } from './sandbox.js';

export const TOKEN = 'jb_demo_public';
export const LIST_PATH = '/v1/job-boards/job-posts';

/** waitUntil, polling often (the default 50 ms adds up over hundreds of checks). */
export function until(predicate: () => boolean, message: string, timeout = 8000): Promise<void> {
  return waitUntil(predicate, message, { timeout, interval: 5 });
}

/** A board on `sandbox` (routing off), not yet waited for; `children` is light-DOM HTML. */
export function createBoard(sandbox: Pick<Sandbox, 'baseUrl'>, attributes: Record<string, string> = {}, children = ''): JobBoard {
  const el = document.createElement('job-board');
  for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl, routing: 'none', ...attributes })) {
    el.setAttribute(name, value);
  }
  el.innerHTML = children;
  return el;
}

/** The next `job-board-error` of `el`, with the time it took from now. */
export function nextError(el: JobBoard): Promise<JobBoardErrorDetail & { afterMs: number }> {
  const start = performance.now();
  return new Promise((resolve) => {
    el.addEventListener('job-board-error', (event) => resolve({ ...event.detail, afterMs: performance.now() - start }), { once: true });
  });
}

export function nextLoad(el: JobBoard): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    el.addEventListener('job-board-load', () => resolve(performance.now() - start), { once: true });
  });
}

export async function connect(el: JobBoard): Promise<JobBoard> {
  await fixture(el);
  return el;
}

/** A board on `sandbox`, connected, with its first listing page loaded and rendered. */
export async function loadedBoard(sandbox: Pick<Sandbox, 'baseUrl'>, attributes: Record<string, string> = {}, children = ''): Promise<JobBoard> {
  const el = createBoard(sandbox, attributes, children);
  const loaded = nextLoad(el);
  await connect(el);
  await loaded;
  await settled(el);
  return el;
}

/** Waits until the current view has finished loading (ready or error) and rendered. */
export async function settled(el: JobBoard, timeout = 8000): Promise<void> {
  await el.updateComplete; // a change of view starts its request in this update
  await until(() => el.status === 'ready' || el.status === 'error', `board stayed ${el.status}`, timeout);
  await el.updateComplete;
}

export function part<T extends Element = HTMLElement>(el: JobBoard, name: string): T | null {
  return el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
}

export function parts<T extends Element = HTMLElement>(el: JobBoard, name: string): T[] {
  return [...el.shadowRoot!.querySelectorAll<T>(`[part~="${name}"]`)];
}

export function text(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function entryIds(el: JobBoard): string[] {
  return parts<HTMLAnchorElement>(el, 'item-link').map((link) => link.dataset['id']!);
}

export function entryTitles(el: JobBoard): string[] {
  return parts(el, 'item-title').map((title) => text(title));
}

/** What a visitor sees of an error: the alert's text and whether a Retry button is offered. */
export function errorView(el: JobBoard): { text: string; retry: boolean } | undefined {
  const alert = el.shadowRoot!.querySelector('[part~="status"][role="alert"]');
  if (!alert) return undefined;
  return { text: text(alert.querySelector('p')), retry: alert.querySelector('[part~="retry-button"]') !== null };
}

export function retryButton(el: JobBoard): HTMLButtonElement {
  const button = part<HTMLButtonElement>(el, 'retry-button');
  if (!button) throw new Error('no Retry button');
  return button;
}

export function pagerButton(el: JobBoard, name: string): HTMLButtonElement | undefined {
  return parts<HTMLButtonElement>(el, 'page-button').find((button) => (button.getAttribute('aria-label') ?? text(button)) === name);
}

/** A raw post as the API sends it. */
export function rawPost(n: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `p${n}`,
    title: `Position ${n}`,
    ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
    ats_department: { name: 'Engineering' },
    ats_offices: [{ name: 'HQ', city: 'Berlin' }],
    description: `<p>About position <strong>${n}</strong>.</p>`,
    ...fields,
  };
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
