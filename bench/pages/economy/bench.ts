/**
 * The in-page half of `npm run bench -- --economy` (bench/economy.ts drives it with playwright-core): the
 * production build of the elements plus the measurements that must run inside the page, exposed
 * as `window.bench`. Each function documents exactly what it times.
 */
import '../../../src/index.js';
import type { JobBoard } from '../../../src/index.js';

export const TOKEN = 'jb_demo_public';
export const LIST_PATH = '/v1/job-boards/job-posts';

export interface MountOptions {
  baseUrl: string;
  routing?: 'query' | 'hash' | 'none';
  pageSize?: number;
  search?: boolean;
}

const stage = (): HTMLElement => document.getElementById('stage') ?? document.body;

function createBoard({ baseUrl, routing, pageSize, search }: MountOptions): JobBoard {
  const board = document.createElement('job-board');
  board.setAttribute('token', TOKEN);
  board.setAttribute('base-url', baseUrl);
  // What Google requires of a job's structured data, as a site sets it: without them the detail
  // view warns in the console, which fails the run.
  board.setAttribute('organization', 'Bench Labs');
  board.setAttribute('country', 'DE');
  if (routing) board.setAttribute('routing', routing);
  if (pageSize !== undefined) board.setAttribute('page-size', String(pageSize));
  if (search) board.append(document.createElement('job-board-search'));
  return board;
}

function once(target: EventTarget, type: string): Promise<Event> {
  return new Promise((resolve) => target.addEventListener(type, resolve, { once: true }));
}

/** Resolves just after the next frame is produced: a task queued from requestAnimationFrame. */
function nextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (by macrotasks) until `done()` holds, or fails after `timeoutMs`. */
async function until(done: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await delay(0);
  }
}

/** One filter change, timed: see {@link filterToList}. */
export interface FilterSample {
  /** From the select's `change` to the frame that shows the narrowed list. */
  toFrame: number;
  /** From the select's `change` to the narrowed list in the DOM. */
  toDom: number;
  /** Listing requests the change made (whole-board mode narrows locally: 0). */
  requests: number;
}

/**
 * Whole-board mode: a board with `<job-board-filter by="department">` (page size 20) on the
 * demo's 174 posts, loaded once; then each department chosen in turn, as a visitor does (the
 * native select's value set and its `change` fired), timed from that event to the DOM holding the
 * first entry of the narrowed list, and to the frame after it (requestAnimationFrame, then a
 * queued task). `rounds` passes over every department.
 */
async function filterToList({ baseUrl, rounds }: { baseUrl: string; rounds: number }): Promise<FilterSample[]> {
  const board = createBoard({ baseUrl, routing: 'none' });
  board.append(Object.assign(document.createElement('job-board-filter'), { by: 'department' }));
  const loaded = once(board, 'job-board-load');
  stage().append(board);
  await loaded;
  await board.updateComplete;
  const select = board.querySelector('job-board-filter')!.shadowRoot!.querySelector('select')!;
  const values = [...select.options].map((option) => option.value);
  const listings = (): number =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.endsWith(LIST_PATH)).length;
  const samples: FilterSample[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const value of values) {
      const before = listings();
      const expected = (post: { ats_department?: { name?: string } }) => value === '' || post.ats_department?.name === value;
      const start = performance.now();
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => board.posts.length > 0 && board.posts.every(expected) && board.shadowRoot!.querySelector('[part~="item-title"]')?.textContent === board.posts[0]!.title, `department ${value}`);
      const inDom = performance.now();
      const painted = await nextPaint();
      samples.push({ toFrame: painted - start, toDom: inDom - start, requests: listings() - before });
    }
  }
  board.remove();
  return samples;
}

let mounted: JobBoard | undefined;

function current(): JobBoard {
  if (!mounted) throw new Error('no board mounted');
  return mounted;
}

function part(name: string): HTMLElement[] {
  return [...current().shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`)];
}

/** When each `input` event of the search field reached the board (event time stamps, ms). */
let inputTimes: number[] = [];

/**
 * Appends a new board (a new client, so an empty cache) in place of the last one, on a URL
 * without the previous board's parameters, and resolves when its first listing page has rendered.
 */
async function mount(options: MountOptions): Promise<void> {
  mounted?.remove();
  history.replaceState(null, '', location.pathname);
  inputTimes = [];
  const board = createBoard(options);
  board.addEventListener('input', (event) => inputTimes.push(event.timeStamp));
  const loaded = once(board, 'job-board-load');
  stage().append(board);
  mounted = board;
  await loaded;
  await board.updateComplete;
}

/** Whether the board shows listing page `page`, rendered and not loading. */
function showsPage(page: number): boolean {
  const board = current();
  if (board.job !== '' || board.page !== page || board.status !== 'ready') return false;
  const currentButton = board.shadowRoot!.querySelector('[aria-current="page"]');
  // No pager when everything fits on one page.
  const shown = currentButton ? currentButton.textContent?.trim() === String(page) : page === 1 && part('pagination').length === 0;
  return shown && part('item-title').length > 0;
}

/** Whether the board shows the detail of `id`, its full post loaded and its description rendered. */
function showsDetail(id: string): boolean {
  const board = current();
  if (board.job !== id || board.status !== 'ready') return false;
  const description = part('description')[0];
  return part('detail-title').length === 1 && !!description && description.childElementCount > 0;
}

async function settled(done: () => boolean, what: string): Promise<void> {
  await current().updateComplete;
  await until(done, what);
  await current().updateComplete;
}

function stepButton(which: 'next' | 'previous'): HTMLElement {
  const button = current().shadowRoot!.querySelector<HTMLElement>(`.page-button.step.${which}`);
  if (!button) throw new Error(`no ${which} button`);
  return button;
}

/** Clicks Next (or Previous) and waits until the new page is rendered. */
async function flip(which: 'next' | 'previous'): Promise<number> {
  const target = current().page + (which === 'next' ? 1 : -1);
  stepButton(which).click();
  await settled(() => showsPage(target), `page ${target}`);
  return target;
}

/** `count` page flips by the pager's buttons: Next to the last page, Previous to the first, again. */
async function flipPages(count: number): Promise<void> {
  let direction: 'next' | 'previous' = 'next';
  for (let i = 0; i < count; i += 1) {
    if (stepButton(direction).getAttribute('aria-disabled') === 'true') direction = direction === 'next' ? 'previous' : 'next';
    await flip(direction);
  }
}

/** Opens the `index`-th entry of the page shown by a click, and waits for its full detail. */
async function openEntry(index: number): Promise<string> {
  const links = part('item-link');
  const link = links[index % links.length]!;
  const id = link.dataset['id']!;
  link.click();
  await settled(() => showsDetail(id), `the detail of ${id}`);
  return id;
}

/** Clicks the detail's back link and waits for the listing. */
async function back(): Promise<void> {
  const page = current().page;
  part('back-link')[0]!.click();
  await settled(() => showsPage(page), 'the listing');
}

/** `count` detail opens and closes, by clicks, through the entries of the page shown. */
async function openDetails(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await openEntry(i);
    await back();
  }
}

async function waitForPage(page: number): Promise<void> {
  await settled(() => showsPage(page), `page ${page}`);
}

async function waitForDetail(id: string): Promise<void> {
  await settled(() => showsDetail(id), `the detail of ${id}`);
}

function state(): { page: number; query: string; job: string; status: string } {
  const { page, query, job, status } = current();
  return { page, query, job, status };
}

/** The gaps between the search field's `input` events, as the page saw them (ms). */
function inputGaps(): number[] {
  return inputTimes.slice(1).map((time, index) => time - inputTimes[index]!);
}

function unmount(): void {
  mounted?.remove();
  mounted = undefined;
}

const bench = {
  filterToList,
  mount,
  unmount,
  flip,
  flipPages,
  openEntry,
  back,
  openDetails,
  waitForPage,
  waitForDetail,
  state,
  inputGaps,
};

export type BenchApi = typeof bench;

declare global {
  interface Window {
    bench: BenchApi;
  }
}

window.bench = bench;
