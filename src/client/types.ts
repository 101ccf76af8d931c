/**
 * The client's public data and option types.
 */

/** The job behind a post (`ats_job`). Every field is optional; unknown fields are kept. */
export interface JobPostJob {
  /** e.g. `open`. */
  status?: string;
  /** e.g. `remote`, `hybrid`, `on_site`, or a value the client has never seen. */
  workplace?: string;
  /** e.g. `full_time`. */
  employment_type?: string;
  [field: string]: unknown;
}

/** The department of a post (`ats_department`). */
export interface JobPostDepartment {
  name?: string;
  [field: string]: unknown;
}

/** One office of a post (an entry of `ats_offices`). */
export interface JobPostOffice {
  name?: string;
  city?: string;
  [field: string]: unknown;
}

/**
 * A job post as the client returns it: every field the API sent is kept, and the fields named
 * here are guaranteed to have the type given (a known field of another type, or `null`, is left
 * out rather than passed on with a type the declaration would lie about).
 */
export interface JobPost {
  /** Always a non-empty string (a numeric id from the API is turned into its string). */
  id: string;
  /** Always a non-empty string. */
  title: string;
  ats_job?: JobPostJob;
  ats_department?: JobPostDepartment;
  ats_offices?: JobPostOffice[];
  /** HTML or plain text; sanitise before rendering as HTML. */
  description?: string;
  /** HTML or plain text; sanitise before rendering as HTML. */
  content?: string;
  absolute_url?: string;
  apply_url?: string;
  url?: string;
  /**
   * Pay ranges, from the sources that give pay (Greenhouse, Lever, Ashby, Recruitee, Pinpoint;
   * the Applicant Tracking Service API sends none). Kept as the source gave it: read it through `payRanges(post)`, which gives the
   * well-formed `PayRange`s only.
   */
  pay?: unknown;
  [field: string]: unknown;
}

/** One page of the listing, the same whichever envelope the API used. */
export interface JobPostPage {
  /** The page's usable posts, in the API's order. */
  posts: JobPost[];
  /** 1-indexed page number. */
  page: number;
  totalPages: number;
  totalCount: number;
  /** Items per page. */
  limit: number;
  /** How many entries of this page were left out for having no usable id or title. */
  skipped: number;
  /** How many entries the API sent beyond the `limit` asked for: left out, never read. */
  overflow: number;
  /** The response's `meta.request_id`, when it had one. */
  requestId?: string;
  /** Of several boards, the errors of those that failed while others answered (see {@link SourcePosts.failures}). */
  failures?: readonly unknown[];
}

/** Options of {@link JobBoardsClient.listJobPosts}. */
export interface ListJobPostsOptions {
  /** 1-indexed page, a positive whole number; omitted means the API's default (1). */
  page?: number;
  /** Items per page, a whole number from 1 to 100; omitted means the API's default (20). */
  limit?: number;
  /** Workplace types to keep (`remote`, `hybrid`, ...); empty entries are ignored. */
  workplaces?: readonly string[];
  /** Title search, sent as `filter_value`; surrounding whitespace is ignored. */
  query?: string;
  /** Aborting it rejects the call with an `AbortError`. */
  signal?: AbortSignal;
  /**
   * Called once, with the first posts of the answer (normalised, as in the page), when they have
   * arrived while the rest of the answer still downloads: a slow connection's listing can show
   * them meanwhile. Not called when the answer arrives at once, is not a listing, or is shared
   * with an identical request already on its way. The promise still decides: its page replaces
   * these posts, and its failure stands.
   */
  onPartial?: (posts: readonly JobPost[]) => void;
}

/** Options of {@link JobBoardsClient.getJobPost}. */
export interface GetJobPostOptions {
  /** Aborting it rejects the call with an `AbortError`. */
  signal?: AbortSignal;
}

/** The `fetch` the client calls: the global one, or a stand-in with the same contract. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/**
 * What any board client does: the listing page by page, one post, and forgetting its answers.
 * `JobBoardsClient` asks the API for each; a source's client (`createBoardClient({ source })`)
 * loads the vendor's whole board once and answers from it.
 */
export interface BoardClient {
  /** The base address requests go to (normalised, ending in `/`), or `undefined` when unusable. */
  readonly baseUrl: string | undefined;
  listJobPosts(options?: ListJobPostsOptions): Promise<JobPostPage>;
  getJobPost(id: string | number, options?: GetJobPostOptions): Promise<JobPost>;
  /** Forgets every cached answer, so the next calls ask again (e.g. on a Refresh). */
  clearCache(): void;
  /**
   * Every open post in one answer, for a source whose API serves its whole board at once (no
   * paging, no search on the server); absent for the Applicant Tracking Service API.
   */
  loadAll?(options?: GetJobPostOptions): Promise<SourcePosts>;
}

/** A source's whole board, as {@link BoardClient.loadAll} brings it. */
export interface SourcePosts {
  /** The listed open posts, in the vendor's order, at most `SOURCE_MAX_POSTS`. */
  posts: JobPost[];
  /** How many listed posts the answer held: more than `posts.length` when it was cut at the cap. */
  total: number;
  /**
   * Of several boards (`source="greenhouse:acme lever:acme-eu"`), each one that failed while
   * others answered: its error, whose message names the board. Absent when every board answered.
   */
  failures?: readonly unknown[];
}

/** The options every client reads: time limit, retries, cache and `fetch`. */
export interface SharedClientOptions {
  /** How long one attempt may wait for a complete answer before failing with `TIMEOUT`. Default 15000; `Infinity` waits forever. */
  timeoutMs?: number;
  /** Retries of a GET after a network error, 429, 502, 503 or 504. Default 2. */
  maxRetries?: number;
  /** Base of the exponential backoff between retries, in ms (jittered). Default 300. */
  retryBaseDelayMs?: number;
  /** The longest `Retry-After` the client waits for; if the API asks for longer it gives up at once. Default 10000. */
  maxRetryAfterMs?: number;
  /** How long a successful answer is served from memory, in ms. Default 60000; 0 turns caching off. */
  cacheTtlMs?: number;
  /** How many answers the cache holds at most (least recently used leave first). Default 100; 0 turns caching off. */
  cacheMaxEntries?: number;
  /** The `fetch` to call; default the global `fetch`. */
  fetch?: FetchFunction;
}

/** Options of {@link createJobBoardsClient}. */
export interface JobBoardsClientOptions extends SharedClientOptions {
  /**
   * The API's base address, e.g. `https://api.example.com` or `https://x.example/api` (request
   * paths `/v1/...` are joined to it; a trailing slash makes no difference; its query and hash
   * are ignored). A relative address is resolved against the page's address in a browser.
   */
  baseUrl: string;
  /**
   * The Job Boards token, sent as `Authorization: Bearer <token>` to `baseUrl` only. Surrounding
   * whitespace is ignored. Without one, requests go out without `Authorization` and the API
   * answers `ERR_TOKEN_MISSING`.
   */
  token?: string;
}
