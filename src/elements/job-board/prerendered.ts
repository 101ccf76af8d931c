/**
 * A board that `job-board-element build` prerendered: its shadow root came with the page as
 * declarative shadow DOM, and the data that markup was rendered from sits beside it, in a JSON
 * script inside the board. The board takes over from that data (no request) and keeps the
 * server's markup on screen until its own first render can show the same view, in the same task
 * that removes the markup: nothing flashes and nothing moves.
 *
 * Only in builds with the STATIC_PAGES switch on (see internal/features.ts).
 */
import type { LitElement } from 'lit';
import type { JobPost, JobPostPage } from '../../client/index.js';

/** The marker attribute of the JSON script holding a prerendered board's data. */
export const PRERENDERED_DATA_ATTRIBUTE = 'data-job-board-prerendered';

/** Every open post, as whole-board mode loads them; no `page` (which tells it from a page). */
export interface WholeBoardData {
  posts: JobPost[];
  totalCount: number;
}

/** What a board's listing task brings: a page from the API, or every open post (whole-board mode). */
export type ListingData = JobPostPage | WholeBoardData;

/** The data a prerendered board was rendered from, as the build embeds it. */
export interface PrerenderedData {
  /** The listing shown, without descriptions (the listing shows none): a page, or every post. */
  listing?: ListingData;
  /** The post the detail view shows, its description sanitised. */
  post?: JobPost;
  /** The page's own title, before the build put the job's into it (`document-title`'s `{page}`). */
  pageTitle?: string;
}

/** A prerendered board's takeover, while it lasts. */
export interface Takeover {
  /** The data the page came with; each part is taken once, by the first request it answers. */
  data: PrerenderedData;
  /** The server's markup in the board's shadow root, shown till the board's first real render. */
  markup: ChildNode[] | undefined;
  /** A job page loads the board's listing only once the visitor goes to it. */
  listingDeferred: boolean;
}

/**
 * Kept beside the board rather than in it: a class member can't be removed from a build with the
 * switch off, a module the board never reaches can.
 */
const takeovers = new WeakMap<HTMLElement, Takeover>();

/**
 * Starts the takeover of a board about to render for the first time, when the page prerendered
 * it (a declarative shadow root, and its data beside it). Data that can't be read leaves the board
 * to load as usual; its markup then goes at the first render.
 */
export function beginTakeover(board: LitElement): Takeover | undefined {
  const root = board.shadowRoot;
  const script = board.querySelector(`:scope > script[${PRERENDERED_DATA_ATTRIBUTE}]`);
  if (!root?.firstChild || !script) return undefined;
  const data = readData(script.textContent ?? '');
  if (!data) console.warn('<job-board>: the data of this prerendered board can\'t be read (see job-board-element build); it loads from the API instead.');
  const takeover: Takeover = { data: data ?? {}, markup: [...root.childNodes], listingDeferred: false };
  // Lit renders before the root's first child, which is the server's and goes: after it instead.
  const end = document.createComment('');
  root.append(end);
  board.renderOptions.renderBefore = end;
  takeovers.set(board, takeover);
  return takeover;
}

/**
 * Makes an element class give up its server markup as it connects. For the board's controls: their
 * first render comes a microtask later, before anything paints, and shows what the server's did.
 * The board, whose first render may wait for its chunks, keeps its own (see beginTakeover).
 */
export function replacesServerMarkup(element: CustomElementConstructor): void {
  const prototype = element.prototype as { createRenderRoot?: () => Element | ShadowRoot };
  const create = prototype.createRenderRoot;
  if (!create) return;
  prototype.createRenderRoot = function (this: HTMLElement) {
    // Lit would render before the server's first node, which is about to go: none left, it appends.
    if (!takeovers.has(this)) this.shadowRoot?.replaceChildren();
    return create.call(this);
  };
}

export function takeoverOf(board: HTMLElement): Takeover | undefined {
  return takeovers.get(board);
}

/** Removes the server's markup: the board's first real render, in the same task, replaces it. */
export function endTakeover(takeover: Takeover): void {
  for (const node of takeover.markup ?? []) node.remove();
  takeover.markup = undefined;
}

/**
 * The embedded data, when it has the shape the build writes: a page's own script, yet read as
 * carefully as an answer of the API, since a broken one must leave a readable board, not a blank.
 */
function readData(text: string): PrerenderedData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { listing, post, pageTitle } = value;
  const listingOk = listing === undefined || (isRecord(listing) && Array.isArray(listing['posts']) && listing['posts'].every(isPost) && typeof listing['totalCount'] === 'number');
  const postOk = post === undefined || isPost(post);
  if (!listingOk || !postOk || (pageTitle !== undefined && typeof pageTitle !== 'string')) return undefined;
  return value as PrerenderedData;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPost(value: unknown): value is JobPost {
  return isRecord(value) && typeof value['id'] === 'string' && typeof value['title'] === 'string';
}

/**
 * The data of the page being prerendered on the server. Lit's server render is synchronous and
 * the build renders one page at a time, so the one board being rendered reads it from here.
 */
let onServer: PrerenderedData | undefined;

/** Sets the data the next server render of a board renders from (see job-board-element build). */
export function setServerData(data: PrerenderedData | undefined): void {
  onServer = data;
}

/** The board's data: the page being rendered on the server, or the page the board came with. */
export function prerenderedData(board: HTMLElement, server: boolean): PrerenderedData | undefined {
  return server ? onServer : takeovers.get(board)?.data;
}

/** The listing a board shows: what a prerendered listing must match to stand for it. */
export interface WantedListing {
  whole: boolean;
  page: number;
  limit: number;
  query: string;
  workplaces: readonly string[];
}

/**
 * The prerendered listing when it answers the listing wanted: every post (whole-board mode, where
 * the filters narrow it locally), or the same page at the same size, unfiltered, as the build
 * renders pages. From the page the board came with, it is taken by the listing task's first run,
 * so later runs ask the API; on the server, where no task runs, the render reads it.
 */
export function seededListing(board: HTMLElement, wanted: WantedListing, from: 'page' | 'server'): ListingData | undefined {
  const data = prerenderedData(board, from === 'server');
  const listing = data?.listing;
  if (from === 'page' && data) data.listing = undefined;
  if (!listing) return undefined;
  if (!('page' in listing)) return wanted.whole ? listing : undefined;
  const samePage = listing.page === wanted.page && listing.limit === wanted.limit;
  return !wanted.whole && samePage && !wanted.query && wanted.workplaces.length === 0 ? listing : undefined;
}

/** The prerendered post when it is job `id`'s; from the page, taken once (see seededListing). */
export function seededPost(board: HTMLElement, id: string, from: 'page' | 'server'): JobPost | undefined {
  const data = prerenderedData(board, from === 'server');
  const post = data?.post;
  if (from === 'page' && data) data.post = undefined;
  return post?.id === id ? post : undefined;
}

/** On the server, whether the board holds a `<job-board-filter>`: the build embeds every post exactly then. */
export function prerenderedHoldsFilter(board: HTMLElement): boolean {
  const listing = prerenderedData(board, true)?.listing;
  return listing !== undefined && !('page' in listing);
}
