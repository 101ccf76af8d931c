/**
 * A board that `job-board-element build` prerendered: its shadow root came with the page as
 * declarative shadow DOM, and the data that markup was rendered from sits beside it, in a JSON
 * script inside the board. The board takes over from that data (no request) and keeps the
 * server's markup on screen until its own first render can show the same view, in the same task
 * that removes the markup: nothing flashes and nothing moves.
 *
 * Only in builds with the STATIC_PAGES switch on (see internal/features.ts).
 */
import type { JobPost, JobPostPage } from '../../client/index.js';

/** The marker attribute of the JSON script holding a prerendered board's data. */
export const PRERENDERED_DATA_ATTRIBUTE = 'data-job-board-prerendered';

/** Every open post, as whole-board mode loads them; no page of its own (which tells it from a page). */
export interface WholeBoardData {
  posts: JobPost[];
  totalCount: number;
  page?: undefined;
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

export interface Prerendered {
  data: PrerenderedData;
  /** The server's markup in the board's shadow root, to remove at the board's first real render. */
  markup: ChildNode[];
}

/**
 * The prerendered state of a board about to render for the first time, or undefined for a board
 * the page did not prerender (no declarative shadow root, or no data beside it). Data that can't be
 * read leaves the board to load as usual: its markup then goes at the first render.
 */
export function readPrerendered(board: HTMLElement): Prerendered | undefined {
  const root = board.shadowRoot;
  const script = board.querySelector(`:scope > script[${PRERENDERED_DATA_ATTRIBUTE}]`);
  if (!root?.firstChild || !script) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(script.textContent ?? '');
  } catch {
    data = undefined;
  }
  return { data: isObject(data) ? (data as PrerenderedData) : {}, markup: [...root.childNodes] };
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The embedded listing when it answers the listing the board asks for: every post (whole-board
 * mode, where the filters narrow it locally), or the same page at the same size, unfiltered, as
 * the build renders pages.
 */
export function matchingListing(
  data: PrerenderedData | undefined,
  wanted: { whole: boolean; page: number; limit: number; query: string; workplaces: readonly string[] },
): ListingData | undefined {
  const listing = data?.listing;
  if (!listing) return undefined;
  if (listing.page === undefined) return wanted.whole ? listing : undefined;
  const samePage = listing.page === wanted.page && listing.limit === wanted.limit;
  return !wanted.whole && samePage && !wanted.query && wanted.workplaces.length === 0 ? listing : undefined;
}
