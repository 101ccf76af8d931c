/**
 * The requests a board's view needs, decided once for the list task, the early request and the
 * server render: which listing (the whole board, one API page, or pages 1 to N for "Show more
 * jobs"), what is asked first, and whether a job's name must be looked up before its post.
 */
import type { ListJobPostsOptions } from '../client/types.js';
import { WHOLE_BOARD_PAGE_LIMIT } from '../client/whole-board-limit.js';
import type { BoardRoute, RoutingMode } from '../routing/route-params.js';
import { isHashedSlug } from '../routing/slug.js';
import type { PagingMode } from './settings.js';

/** What decides whole-board mode: a filter or grouping set, a filter control inside, or a source. */
export interface WholeBoardInputs {
  department: string;
  office: string;
  employmentType: string;
  groupBy: string;
  source?: string;
}

/**
 * Whether a board asks for whole-board mode: a filter or grouping set, a filter control inside
 * it, or a source (whose API serves the whole board in one answer, and searches nothing itself).
 */
export function asksForWholeBoard(board: WholeBoardInputs, holdsFilterControl: boolean): boolean {
  return Boolean(board.department || board.office || board.employmentType || board.groupBy || board.source?.trim()) || holdsFilterControl;
}

/** A request for one page of the listing: its number and size always said. */
export type PageRequest = ListJobPostsOptions & { page: number; limit: number };

/** The listing a view shows, as it is read. */
export type ListingPlan =
  /** Every open post (whole-board mode), narrowed locally; read from page 1 at the largest limit. */
  | { kind: 'whole' }
  /** One page of the API's (the search and workplaces sent). */
  | { kind: 'page'; options: PageRequest }
  /** `paging="more"`: pages 1 to `options.page`, shown as one list. */
  | { kind: 'pages'; options: PageRequest };

export interface ListingInputs {
  /** The route's listing: its page, search and workplaces (the filters narrow a whole board locally). */
  route: Pick<BoardRoute, 'page' | 'query' | 'workplaces'>;
  /** Whole-board mode asked for (see asksForWholeBoard) and not refused by the board's size. */
  whole: boolean;
  paging: PagingMode | string;
  /** The page size in effect (clamped). */
  limit: number;
}

/** The listing a route needs. */
export function listingPlan({ whole, ...paged }: ListingInputs): ListingPlan {
  return whole ? { kind: 'whole' } : pagedListingPlan(paged);
}

/** A paged listing (one page, or pages 1 to N): what a board that can't go whole reads. */
export type PagedPlan = Exclude<ListingPlan, { kind: 'whole' }>;

/** The listing a route needs from a paged board (also one whose whole board has too many posts). */
export function pagedListingPlan({ route, paging, limit }: Omit<ListingInputs, 'whole'>): PagedPlan {
  const options: PageRequest = { page: route.page, limit, query: route.query, workplaces: route.workplaces };
  return paging === 'more' ? { kind: 'pages', options } : { kind: 'page', options };
}

/**
 * The listing request sent first: whole-board mode's page 1 at the largest limit, "Show more
 * jobs"' page 1 (the pages before the one shown come first), else the page shown. Identical
 * requests in flight share one answer, so starting it beside a chunk costs no round trip.
 */
export function firstListingRequest(plan: ListingPlan): PageRequest {
  if (plan.kind === 'whole') return { page: 1, limit: WHOLE_BOARD_PAGE_LIMIT };
  return plan.kind === 'pages' ? { ...plan.options, page: 1 } : plan.options;
}

/**
 * Whether the route's job is a hashed slug to look up among the posts before its post can be
 * asked for. Only `path` routing names a job by slug (routing/slug.ts); a query or hash route
 * names it by id, whatever the id looks like (`?jb-job=req~0123456789abcdef` is an id).
 */
export function needsSlugLookup(routing: RoutingMode, job: string): boolean {
  return routing === 'path' && isHashedSlug(job);
}
