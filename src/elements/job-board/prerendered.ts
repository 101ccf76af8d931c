/**
 * A board that `job-board-element build` prerendered: its shadow root came with the page as
 * declarative shadow DOM, and the data that markup was rendered from sits beside it, in a JSON
 * script inside the board. The board takes over from that data (no request) and keeps the
 * server's markup on screen until its own first render can show the same view, in the same task
 * that removes the markup: nothing flashes and nothing moves.
 *
 * This module holds the data's shape and how it is read; the takeover itself is
 * controllers/takeover-controller.ts.
 */
import type { FacetName, FacetOption, JobPost, JobPostPage } from '../../client/index.js';
import { isRecord, normaliseJobPost, parseJobPostPage } from '../../client/parse.js';
import { SOURCE_MAX_POSTS, WHOLE_BOARD_PAGE_LIMIT } from '../../client/whole-board-limit.js';
import { jobSlug } from '../../routing/slug.js';
import type { NarrowedListing } from '../../core/whole-board.js';

/** The marker attribute of the JSON script holding a prerendered board's data. */
export const PRERENDERED_DATA_ATTRIBUTE = 'data-job-board-prerendered';

/** Every open post, as whole-board mode loads them; no `page` (which tells it from a page). */
export interface WholeBoardData {
  posts: JobPost[];
  totalCount: number;
  /** Of several boards, those that failed while others answered (live only: never embedded). */
  failures?: readonly unknown[];
}

/**
 * One view of a whole board as the server narrowed it (`view: "whole"`): the page shown, not every
 * post (issue 38), with the options and counts of the filters the board holds. Whole-board mode
 * shows it as it is till the visitor asks for another view; every post loads then.
 */
export interface WholeBoardView extends JobPostPage {
  view: 'whole';
  /** The options of the filters the board holds, with their counts, as the page embeds them (unread till whole-board mode shows them). */
  facets?: Partial<Record<FacetName, FacetOption[]>>;
  /** Those options, read, for the board's filters. */
  facet?(by: FacetName): FacetOption[];
}

/** What a board's listing task brings: a page from the API, or every open post (whole-board mode). */
export type ListingData = JobPostPage | WholeBoardData | WholeBoardView;

/** The data a prerendered board was rendered from, as the build embeds it. */
export interface PrerenderedData {
  /** The listing shown, without descriptions (the listing shows none): a page, or every post. */
  listing?: ListingData;
  /** The post the detail view shows, its description sanitised. */
  post?: JobPost;
  /** The page's own title, before the build put the job's into it (`document-title`'s `{page}`). */
  pageTitle?: string;
  /**
   * A closed role's page: the id of the job that had closed. The board then shows the listing
   * with the closed job's notice (see ClosedRoleController) without asking the API for the job.
   */
  closed?: string;
  /**
   * A server render of a URL with a search or workplaces (`renderJobBoard`): the ones the paged
   * listing answers, so the takeover takes that listing without asking the API again.
   */
  search?: { query: string; workplaces: readonly string[] };
}

/**
 * Makes an element class give up its server markup as it connects. For the board's controls: their
 * first render comes a microtask later, before anything paints, and shows what the server's did.
 * The board keeps its own till it can show the same view (see TakeoverController).
 */
export function replacesServerMarkup(element: CustomElementConstructor): void {
  const prototype = element.prototype as { createRenderRoot?: () => Element | ShadowRoot };
  const create = prototype.createRenderRoot;
  if (!create) return;
  prototype.createRenderRoot = function (this: HTMLElement) {
    // Lit would render before the server's first node, which is about to go: none left, it appends.
    this.shadowRoot?.replaceChildren();
    return create.call(this);
  };
}

/**
 * The embedded data, read as an API answer is (issue 20, item 13): a page's own script, yet
 * possibly edited by hand, and a broken one must leave a readable board, not a blank or a frozen
 * one. Each post goes through the client's normalisation (a field of the wrong type, such as
 * offices that are no array, is dropped), and the listing through the API's caps: a page holds at
 * most its `limit` and the API's largest page (100); a whole board at most the posts a board
 * keeps of a source's (5,000; whole-board mode loads 1,000 of the API's). What the build never writes (a post without an id or title, posts
 * past those caps, a listing of another shape) means the data was edited or broken: `undefined`
 * then, and the board says so once and asks the API (see TakeoverController).
 */
export function readPrerenderedData(text: string): PrerenderedData | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { listing, post, pageTitle, closed, search } = value;
  const data: PrerenderedData = {
    listing: readListing(listing),
    post: normaliseJobPost(post),
    // Of the wrong type, dropped, as the client drops such a field of a post.
    pageTitle: typeof pageTitle === 'string' ? pageTitle : undefined,
    ...(typeof closed === 'string' ? { closed } : {}),
    ...readSearch(search),
  };
  return (listing === undefined || data.listing) && (post === undefined || data.post) ? data : undefined;
}

/** The search a listing answers, when it is one a server render writes (a query, workplace values); none otherwise. */
function readSearch(search: unknown): Pick<PrerenderedData, 'search'> {
  if (!isRecord(search)) return {};
  const { query, workplaces } = search;
  return typeof query === 'string' && Array.isArray(workplaces) && workplaces.every((value) => typeof value === 'string') ? { search: { query, workplaces } } : {};
}

/** A listing read as the API's answer, or `undefined` when the build could not have written it. */
function readListing(listing: unknown): ListingData | undefined {
  if (!isRecord(listing) || !Array.isArray(listing.posts)) return undefined;
  const paged = 'page' in listing;
  // Posts past the cap are never read: 100,000 of them cost no more than 5,000.
  const page = parseJobPostPage(
    { data: listing.posts, meta: { ...listing, total: listing.totalCount, total_pages: listing.totalPages } },
    { limit: paged ? WHOLE_BOARD_PAGE_LIMIT : SOURCE_MAX_POSTS },
  );
  if (page.skipped || page.overflow || page.posts.length > page.limit) return undefined;
  if (!paged) return { posts: page.posts, totalCount: page.posts.length };
  // The filters' options are read where they are shown, by whole-board mode's chunk (server-view.ts).
  return listing.view === 'whole' ? { ...page, view: 'whole', facets: listing.facets as WholeBoardView['facets'] } : page;
}

/**
 * What a server render hands the board it renders (src/ssr/render-board.ts sets it as the board's
 * `serverView` property): the view's data, the page's address and its language. The board reads
 * these from itself, never from module state, so renders at once can't read each other's.
 */
export interface ServerView {
  data: PrerenderedData;
  /** The absolute URL of the page being rendered: the board's links are made from it. */
  pageUrl: URL;
  /** The language of the board's texts where it has no `lang` of its own (resolved). */
  language: string;
  /**
   * The whole board narrowed, as the board rendered it (set by the board): the page embeds this
   * view, not every post (src/ssr/render-board.ts).
   */
  shown?: NarrowedListing;
}

/** The page's address: the server's page while a server renders the board, else the browser's. */
export function pageAddress(view: ServerView | undefined): URL {
  return new URL(view ? view.pageUrl.href : location.href);
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
 * The prerendered listing when it answers the listing wanted: every post or the server's view of
 * them (whole-board mode, where the filters narrow them locally; a view is the route's own, the one
 * the board first asks for), or the same page at the same size, unfiltered, as the build renders pages.
 */
export function matchingListing(listing: ListingData | undefined, wanted: WantedListing): ListingData | undefined {
  if (!listing) return undefined;
  if (!('page' in listing) || 'view' in listing) return wanted.whole ? listing : undefined;
  const samePage = listing.page === wanted.page && listing.limit === wanted.limit;
  return !wanted.whole && samePage && !wanted.query && wanted.workplaces.length === 0 ? listing : undefined;
}

/**
 * `listing` when it answers `wanted`: as `matchingListing`, and a paged listing of a search
 * (`search`, what a server render of a searched URL embeds) answers that search.
 */
export function answeringListing(listing: ListingData | undefined, search: PrerenderedData['search'], wanted: WantedListing): ListingData | undefined {
  const answered = search !== undefined && search.query === wanted.query && search.workplaces.join('\n') === wanted.workplaces.join('\n');
  return matchingListing(listing, answered ? { ...wanted, query: '', workplaces: [] } : wanted);
}

/**
 * Whether the data holds every post, or a view of them (whole-board mode): the build embeds them
 * exactly when the board holds a `<job-board-filter>`, which a board rendered on the server can't see.
 */
export function holdsWholeBoard(data: PrerenderedData): boolean {
  return data.listing !== undefined && (!('page' in data.listing) || 'view' in data.listing);
}

/**
 * The answers a prerendered page's data gives a board's first requests, each part taken once, by
 * the first request it answers: later runs (a new page, Retry) ask the API. The board's data
 * controller owns them; the takeover reads them from the page and hands them over as a value.
 */
export class PrerenderedAnswers {
  readonly #data: PrerenderedData;

  constructor(data: PrerenderedData) {
    this.#data = { ...data };
  }

  /** Whether the page came with a listing: a job page without one loads it only once the visitor goes to it. */
  get hasListing(): boolean {
    return this.#data.listing !== undefined;
  }

  /** The prerendered listing when it answers the one wanted; taken once. */
  takeListing(wanted: WantedListing): ListingData | undefined {
    const { listing, search } = this.#data;
    this.#data.listing = undefined;
    return answeringListing(listing, search, wanted);
  }

  /** The id of the prerendered post, while it is there to take: a job's path names it by slug. */
  get postId(): string | undefined {
    return this.#data.post?.id;
  }

  /**
   * Whether the page is job `id`'s closed role's page (see PrerenderedData's `closed`), `id` as
   * the route reads it (the id, or its slug); taken once.
   */
  takeClosed(id: string): boolean {
    const closed = this.#data.closed;
    this.#data.closed = undefined;
    return closed !== undefined && (closed === id || jobSlug(closed) === id);
  }

  /** The prerendered post when it is job `id`'s; taken once. */
  takePost(id: string): JobPost | undefined {
    const post = this.#data.post;
    this.#data.post = undefined;
    return post?.id === id ? post : undefined;
  }
}
