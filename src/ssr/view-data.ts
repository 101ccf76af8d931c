/**
 * The data a server render shows, read from the API (or a source) before the render starts: as the
 * board asks for it in the browser (board-data-controller.ts), so what it embeds is what the
 * board would have loaded, and the takeover finds it there.
 */
import { isJobBoardApiError, JobBoardApiError, loadWholeBoard, type BoardClient, type JobPost } from '../client/index.js';
import { nestingProblem } from '../client/post-nesting.js';
import type { ListingData } from '../elements/job-board/prerendered.js';
import { findJob, loadPages, VIEW_MAX_REQUESTS } from '../core/whole-board.js';
import { needsSlugLookup, pagedListingPlan } from '../core/request-plan.js';
import type { BoardRoute, RoutingMode } from '../routing/route-params.js';
import { listingCopy } from './board-views.js';

/** What the view shows: the listing, a job, or a closed job's notice over the listing's first page. */
export type ViewData = { kind: 'listing'; listing: ListingData } | { kind: 'job'; post: JobPost } | { kind: 'closed'; id: string; listing: ListingData };

export interface ViewRequest {
  route: BoardRoute;
  /** Only `path` routing names a job by slug. */
  routing: RoutingMode;
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
  const id = needsSlugLookup(request.routing, route.job) ? await findJob(client, route.job, signal) : route.job;
  if (id !== undefined) {
    try {
      return { kind: 'job', post: copyable(await client.getJobPost(id, { signal })) };
    } catch (error) {
      if (!isJobBoardApiError(error) || error.code !== 'ERR_NOT_FOUND') throw error;
    }
  }
  // As ClosedRoleController moves the board: to the listing's first page, the rest of the route kept.
  const listing = await readListing(client, { ...request, route: { ...route, job: '', page: 1 } });
  return { kind: 'closed', id: id ?? route.job, listing };
}

/** The listing as the board loads it, its posts as listing copies (no description: the listing shows none). */
async function readListing(client: BoardClient, { route, whole, more, limit, signal }: ViewRequest): Promise<ListingData> {
  if (whole) {
    const board = await loadWholeBoard(client, { signal });
    if ('posts' in board) {
      warnFailedBoards(board.failures);
      const posts = copyablePosts(board.posts);
      return { posts, totalCount: posts.length };
    }
    // Too many posts for whole-board mode: the board stays paged, as the live one does.
  }
  const plan = pagedListingPlan({ route, paging: more ? 'more' : 'pages', limit });
  const options = { ...plan.options, signal };
  // Whole-board mode's one request (its page 1 said "too many") counts against the view's bound.
  const pages = () => loadPages(client, options, whole ? VIEW_MAX_REQUESTS - 1 : VIEW_MAX_REQUESTS);
  const { requestId: _requestId, failures, ...page } = plan.kind === 'pages' ? await pages() : await client.listJobPosts(options);
  warnFailedBoards(failures);
  // Without the API's request id: the same view renders the same bytes (an ETag, a cache).
  const posts = copyablePosts(page.posts);
  return { ...page, posts, skipped: page.skipped + page.posts.length - posts.length };
}

/**
 * Of several boards, each that failed while others answered: the render shows the others' jobs,
 * and says in the server's log which board it left out and why (the message names the board).
 */
function warnFailedBoards(failures: readonly unknown[] | undefined): void {
  for (const error of failures ?? []) console.warn(`job-board-element/server: left out the jobs of a board that failed: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * The posts as listing copies, without those nested too deep to copy (post-nesting.ts): each is
 * left out, as the client leaves out a post without an id, and named in a console warning.
 */
function copyablePosts(posts: readonly JobPost[]): JobPost[] {
  const copies: JobPost[] = [];
  for (const post of posts) {
    const problem = nestingProblem(post);
    if (problem === undefined) copies.push(listingCopy(post));
    else console.warn(`job-board-element/server: left out job post ${JSON.stringify(post.id)}: ${problem}.`);
  }
  return copies;
}

/** A job's post, or `BAD_RESPONSE` naming it when it is nested too deep to copy, as the client answers a post it can't read. */
function copyable(post: JobPost): JobPost {
  const problem = nestingProblem(post);
  if (problem === undefined) return post;
  throw new JobBoardApiError({ status: 200, code: 'BAD_RESPONSE', message: `The API answered with job post ${JSON.stringify(post.id)}, which can't be rendered: ${problem}.` });
}
