/**
 * Whole-board mode's chunk: loading every open post, then narrowing them locally into the listing
 * the board shows (a page, the pages shown so far, or groups), with the facets' counts for the
 * `<job-board-filter>` controls. Pure functions, no element: the board's data controller loads
 * this chunk only where a filter control, a filter attribute, grouping or `paging="more"` needs it.
 */
import {
  facetOptions,
  filterPosts,
  groupPosts,
  loadWholeBoard,
  officeLabel,
  type BoardFilters,
  type FacetName,
  type FacetOption,
  type BoardClient,
  type JobPost,
  type JobPostPage,
  type ListJobPostsOptions,
  type PostGroup,
} from '../client/index.js';
import { wholeBoardPages } from '../client/whole-board.js';
import { WHOLE_BOARD_MAX_PAGES, WHOLE_BOARD_PAGE_LIMIT as PAGE_LIMIT } from '../client/whole-board-limit.js';
import { humanise } from '../i18n/humanise.js';
import { idForSlug, jobSlug } from '../routing/slug.js';

export type GroupBy = 'department' | 'office';

/** The listing to render: the shape of a listing page, plus the groups and the facets' options. */
export interface NarrowedListing {
  posts: JobPost[];
  page: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  /**
   * Every matching post under its group's heading, when grouped: no pager then. `name` is the
   * heading's text (an office's with its city), `value` what the posts were grouped by.
   */
  groups?: (PostGroup & { value: string })[];
  /** What the groups are by, when grouped. */
  groupBy?: GroupBy;
  /** A facet's options with their counts, counted the first time a filter asks for them. */
  facet(by: FacetName): FacetOption[];
}

export { loadWholeBoard };

/**
 * The id of the open post whose slug is `slug` (routing/slug.ts), read from the whole board as
 * whole-board mode loads it, but one page short of its cap (at most 900 posts, 9 requests; a
 * bigger board is not searched): a hashed slug opened live with no post at hand. The request left
 * of a view's {@link VIEW_MAX_REQUESTS} asks for the post found, or the listing a slug no post has
 * leads to. `undefined` when no post has it.
 *
 * An id hashed only for its capitals or a name Windows reserves (`JP_1~…`, `con~…`) is spelled
 * out before the hash: that id is known with no post read.
 */
export async function findJob(client: BoardClient, slug: string, signal: AbortSignal): Promise<string | undefined> {
  const spelled = slug.slice(0, -17);
  if (jobSlug(spelled) === slug) return spelled;
  const board = await loadWholeBoard(client, { signal, maxPages: VIEW_MAX_REQUESTS - 1 });
  if (!('posts' in board)) return undefined;
  const ids = board.posts.map((post) => post.id);
  // An id equal to it, when no id has it as its slug: a link made when the id was its own slug.
  return idForSlug(slug, ids) ?? (ids.includes(slug) ? slug : undefined);
}

/**
 * The most API requests one view's data costs (a server render, or a board's load of a route),
 * whatever its URL says: the page, the slug, the paging. Whole-board mode's cap of pages.
 */
export const VIEW_MAX_REQUESTS = WHOLE_BOARD_MAX_PAGES;

/**
 * The API's pages 1 to `page` as one listing, for "Show more jobs" when the board is paged by the
 * API, in at most `maxRequests` requests ({@link VIEW_MAX_REQUESTS}; fewer when the view has
 * spent some already). Up to that many pages, each page is one request, and the pages shown
 * already come from the client's cache, so each step requests one page. Past it, the posts of
 * pages 1 to `page` are read at the largest limit instead, 100 a request: "Show more" then reaches
 * `(maxRequests - 1) × 100` posts (900), and says so by its page count, so its button ends there.
 * A page past the last shows every page to the last.
 */
export async function loadPages(client: BoardClient, options: ListJobPostsOptions & { page: number }, maxRequests = VIEW_MAX_REQUESTS): Promise<JobPostPage> {
  const first = await client.listJobPosts({ ...options, page: 1 });
  const size = Math.max(1, options.limit ?? first.limit);
  // The page comes from the URL and the page count from the API: neither bounds the requests
  // (`?jb-page=1000000000`, or `total_pages: 1e9`). "Show more" reaches 1,000 posts at most, as
  // whole-board mode loads at most that many, and never past what the total says.
  let last = wholeBoardPages(first, size);
  if (last > maxRequests) last = Math.max(maxRequests, Math.min(last, Math.floor(((maxRequests - 1) * PAGE_LIMIT) / size)));
  const shown = Math.max(1, Math.min(options.page, last));
  if (shown <= maxRequests) {
    const rest = await Promise.all(Array.from({ length: shown - 1 }, (_, index) => client.listJobPosts({ ...options, page: index + 2 })));
    const pages = [first, ...rest];
    return { ...pages[pages.length - 1]!, page: shown, totalPages: last, posts: pages.flatMap((answer) => answer.posts) };
  }
  // Past `maxRequests` pages: the same posts, in the API's order, 100 a request (page 1 already had some).
  const wanted = shown * size;
  const chunks = await Promise.all(
    Array.from({ length: Math.min(maxRequests - 1, Math.ceil(wanted / PAGE_LIMIT)) }, (_, index) => client.listJobPosts({ ...options, page: index + 1, limit: PAGE_LIMIT })),
  );
  const posts = chunks.flatMap((answer) => answer.posts).slice(0, wanted);
  return { ...first, page: Math.max(1, Math.min(shown, Math.ceil(posts.length / size))), totalPages: last, posts };
}

export interface NarrowInput {
  /** Every open post, in the API's order. */
  posts: readonly JobPost[];
  filters: BoardFilters;
  /** The page shown; with `more`, how many pages are shown. */
  page: number;
  limit: number;
  more: boolean;
  groupBy: GroupBy | '';
  lang: string;
  /** The board's words for the API's values, for the employment types' labels. */
  values: Readonly<Record<string, string>>;
}

/** The matching posts as a page (or the pages shown so far), their groups and the facets' counts. */
export function narrow(input: NarrowInput): NarrowedListing {
  const { posts, filters, limit, lang } = input;
  const matching = filterPosts(posts, filters);
  const totalPages = Math.max(1, Math.ceil(matching.length / limit));
  // A page past the end (fewer posts match than a shared link assumed) shows the last page.
  const page = Math.min(input.page, totalPages);
  const label: Record<FacetName, (value: string) => string> = {
    department: (value) => value,
    office: (value) => officeLabel(posts, value),
    'employment-type': (value) => humanise(value, input.values),
  };
  // Counted for the filters the board holds only (grouping needs none), each once per narrowing.
  const counted = new Map<FacetName, FacetOption[]>();
  const facet = (by: FacetName): FacetOption[] => {
    const options = counted.get(by) ?? facetOptions(posts, by, filters, { lang, label: label[by] });
    counted.set(by, options);
    return options;
  };
  if (input.groupBy) {
    const groups = groupPosts(matching, input.groupBy, lang).map((group) => ({
      ...group,
      value: group.name,
      name: input.groupBy === 'office' && group.name ? officeLabel(posts, group.name) : group.name,
    }));
    return { posts: matching, page: 1, totalPages: 1, totalCount: matching.length, limit, groups, groupBy: input.groupBy, facet };
  }
  const start = input.more ? 0 : (page - 1) * limit;
  return { posts: matching.slice(start, page * limit), page, totalPages, totalCount: matching.length, limit, facet };
}

