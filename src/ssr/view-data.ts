/**
 * The data a server render shows, read from the API (or a source) before the render starts: as the
 * board asks for it in the browser (board-data-controller.ts), so what it embeds is what the
 * board would have loaded, and the takeover finds it there.
 */
import { isJobBoardApiError, loadWholeBoard, type BoardClient, type JobPost } from '../client/index.js';
import type { ListingData } from '../elements/job-board/prerendered.js';
import { findJob, loadPages } from '../elements/job-board/whole-board/whole-board.js';
import type { BoardRoute } from '../routing/route-params.js';
import { isHashedSlug } from '../routing/slug.js';
import { listingCopy } from './board-views.js';

/** What the view shows: the listing, a job, or a closed job's notice over the listing's first page. */
export type ViewData = { kind: 'listing'; listing: ListingData } | { kind: 'job'; post: JobPost } | { kind: 'closed'; id: string; listing: ListingData };

export interface ViewRequest {
  route: BoardRoute;
  /** Whole-board mode: every post, narrowed locally by the search and filters. */
  whole: boolean;
  /** `paging="more"`: pages 1 to the route's, as one listing. */
  more: boolean;
  /** The board's page size (clamped). */
  limit: number;
  signal: AbortSignal;
}

/** Reads the view's data. A job the API does not have (404) is a closed one; any other failure rejects. */
export async function readViewData(client: BoardClient, request: ViewRequest): Promise<ViewData> {
  const { route, signal } = request;
  if (!route.job) return { kind: 'listing', listing: await readListing(client, request) };
  const id = await jobId(client, route.job, signal);
  if (id !== undefined) {
    try {
      return { kind: 'job', post: await client.getJobPost(id, { signal }) };
    } catch (error) {
      if (!isJobBoardApiError(error) || error.code !== 'ERR_NOT_FOUND') throw error;
    }
  }
  // As ClosedRoleController moves the board: to the listing's first page, the rest of the route kept.
  const listing = await readListing(client, { ...request, route: { ...route, job: '', page: 1 } });
  return { kind: 'closed', id: id ?? route.job, listing };
}

/**
 * The id a route's job stands for: a hashed slug (a job's path names it so, routing/slug.ts) is
 * looked up in the whole board, as the board looks it up with no post at hand; `undefined` when no
 * post has it.
 */
async function jobId(client: BoardClient, job: string, signal: AbortSignal): Promise<string | undefined> {
  return isHashedSlug(job) ? findJob(client, job, signal) : job;
}

/** The listing as the board loads it, its posts as listing copies (no description: the listing shows none). */
async function readListing(client: BoardClient, { route, whole, more, limit, signal }: ViewRequest): Promise<ListingData> {
  if (whole) {
    const board = await loadWholeBoard(client, { signal });
    if ('posts' in board) return { posts: board.posts.map(listingCopy), totalCount: board.posts.length };
    // Too many posts for whole-board mode: the board stays paged, as the live one does.
  }
  const options = { page: route.page, limit, query: route.query, workplaces: route.workplaces, signal };
  const { requestId: _requestId, ...page } = more ? await loadPages(client, options) : await client.listJobPosts(options);
  // Without the API's request id: the same view renders the same bytes (an ETag, a cache).
  return { ...page, posts: page.posts.map(listingCopy) };
}
