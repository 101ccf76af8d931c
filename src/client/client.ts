/**
 * The Job Boards API client: the two job board requests, with caching, retries and one error type.
 */

import { DEFAULT_TIMEOUT_MS } from '../core/settings.js';
import { RequestCache } from './cache.js';
import { documentAddress } from './document-address.js';
import { createAbortError, JobBoardApiError } from './errors.js';
import { requestHeaders } from './headers.js';
import { partialListing } from './leading-posts.js';
import { DEFAULT_LIMIT, parseJobPostBody, parseJobPostPage } from './parse.js';
import { getJson, type TransportOptions } from './transport.js';
import type { BoardClient, FetchFunction, GetJobPostOptions, JobBoardsClientOptions, JobPost, JobPostPage, ListJobPostsOptions, SharedClientOptions } from './types.js';
import { jobPostUrl, listJobPostsUrl, parseBaseUrl, type BaseUrl } from './url.js';

/** The defaults of {@link JobBoardsClientOptions}. */
export const CLIENT_DEFAULTS = Object.freeze({
  timeoutMs: DEFAULT_TIMEOUT_MS,
  maxRetries: 2,
  retryBaseDelayMs: 300,
  maxRetryAfterMs: 10_000,
  cacheTtlMs: 60_000,
  cacheMaxEntries: 100,
});

/** `value` when it is a number ≥ 0 (a whole one if `whole`), else `fallback`. */
function option(value: unknown, fallback: number, whole = false): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) return fallback;
  return whole ? Math.floor(value) : value;
}

const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** The time limit, retries and cache every client reads from its options, defaults filled in. */
export function clientSettings(options: SharedClientOptions): {
  timeoutMs: number;
  retry: TransportOptions['retry'];
  cache: { ttlMs: number; maxEntries: number };
} {
  const timeoutMs = option(options.timeoutMs, CLIENT_DEFAULTS.timeoutMs);
  return {
    // Past the largest timer delay, setTimeout would fire at once: treat such a limit as none.
    timeoutMs: timeoutMs === 0 ? CLIENT_DEFAULTS.timeoutMs : timeoutMs > MAX_TIMER_DELAY_MS ? Infinity : timeoutMs,
    retry: {
      maxRetries: option(options.maxRetries, CLIENT_DEFAULTS.maxRetries, true),
      baseDelayMs: option(options.retryBaseDelayMs, CLIENT_DEFAULTS.retryBaseDelayMs),
      maxRetryAfterMs: option(options.maxRetryAfterMs, CLIENT_DEFAULTS.maxRetryAfterMs),
    },
    cache: {
      ttlMs: option(options.cacheTtlMs, CLIENT_DEFAULTS.cacheTtlMs),
      maxEntries: option(options.cacheMaxEntries, CLIENT_DEFAULTS.cacheMaxEntries, true),
    },
  };
}

/** A fresh copy of a configuration error, so each rejection has its own stack. */
export function copyOf(error: JobBoardApiError): JobBoardApiError {
  return new JobBoardApiError(error.toJSON());
}

/**
 * Reads job posts from the Job Boards API. Works in browsers and Node 20+ (no DOM).
 *
 * Every method rejects with a {@link JobBoardApiError}, or with an `AbortError` when the caller's
 * signal aborts (see `isAbortError`). Configuration problems (no base URL, a token that cannot be
 * sent) reject every call rather than throw from the constructor. Answers are kept for
 * `cacheTtlMs`; identical calls in flight share one request.
 */
export class JobBoardsClient implements BoardClient {
  readonly #base: BaseUrl;
  /** Holds the token (in `Authorization`); private, so it never shows in logs or `JSON.stringify`. */
  readonly #headers: Readonly<Record<string, string>> | JobBoardApiError;
  readonly #fetch: FetchFunction | undefined;
  readonly #timeoutMs: number;
  readonly #retry: TransportOptions['retry'];
  readonly #pages: RequestCache<JobPostPage>;
  readonly #posts: RequestCache<JobPost>;

  constructor(options: JobBoardsClientOptions) {
    this.#base = parseBaseUrl(options.baseUrl, documentAddress());
    this.#headers = requestHeaders(options.token);
    this.#fetch = options.fetch;
    const settings = clientSettings(options);
    this.#timeoutMs = settings.timeoutMs;
    this.#retry = settings.retry;
    this.#pages = new RequestCache(settings.cache);
    this.#posts = new RequestCache(settings.cache);
  }

  /** The base address requests go to (normalised, ending in `/`), or `undefined` when unusable. */
  get baseUrl(): string | undefined {
    return 'prefix' in this.#base ? this.#base.prefix : undefined;
  }

  /**
   * One page of the job board: `GET <baseUrl>/v1/job-boards/job-posts`, read from either listing
   * envelope. Entries without a usable id or title are left out and counted in `skipped`; entries
   * past the limit asked for, in `overflow`.
   */
  async listJobPosts(options: ListJobPostsOptions = {}): Promise<JobPostPage> {
    const { prefix, transport } = this.#prepare(options.signal);
    const url = listJobPostsUrl(prefix, options);
    const requested = { page: options.page, limit: options.limit };
    // The first caller's onPartial reads the answer as it arrives; a caller that joins it does not.
    const onText = options.onPartial && partialListing(options.onPartial, options.limit ?? DEFAULT_LIMIT);
    return this.#pages.get(
      url,
      async (signal) => parseJobPostPage((await getJson(url, transport, signal, onText)).body, requested),
      options.signal,
    );
  }

  /**
   * One job post: `GET <baseUrl>/v1/job-boards/job-posts/<id>`, read bare, as `{ job_post }` or as
   * `{ data }`. An id no post can have (empty, `.`, `..`) rejects with `ERR_NOT_FOUND` unsent.
   */
  async getJobPost(id: string | number, options: GetJobPostOptions = {}): Promise<JobPost> {
    const { prefix, transport } = this.#prepare(options.signal);
    const url = jobPostUrl(prefix, id);
    return this.#posts.get(url, async (signal) => parseJobPostBody((await getJson(url, transport, signal)).body), options.signal);
  }

  /** Forgets every cached answer, so the next calls ask the API again (e.g. on a Refresh). */
  clearCache(): void {
    this.#pages.clear();
    this.#posts.clear();
  }

  /** What every request needs, or the reason none can be sent. */
  #prepare(signal: AbortSignal | undefined): { prefix: string; transport: TransportOptions } {
    if (signal?.aborted) throw createAbortError();
    if ('error' in this.#base) throw copyOf(this.#base.error);
    if (this.#headers instanceof JobBoardApiError) throw copyOf(this.#headers);
    const transport: TransportOptions = {
      // Looked up at call time, so a `fetch` replaced after the client was made is used.
      fetch: this.#fetch ?? ((input, init) => globalThis.fetch(input, init)),
      headers: this.#headers,
      timeoutMs: this.#timeoutMs,
      retry: this.#retry,
      takesEarly: this.#fetch === undefined,
    };
    return { prefix: this.#base.prefix, transport };
  }
}

/**
 * Makes a {@link JobBoardsClient}. Options are read once: make a new client when the base URL or
 * the token changes (its cache starts empty).
 *
 * @example
 * const client = createJobBoardsClient({ baseUrl: 'https://api.example.com', token });
 * const { posts, totalCount } = await client.listJobPosts({ page: 1, query: 'engineer' });
 */
export function createJobBoardsClient(options: JobBoardsClientOptions): JobBoardsClient {
  return new JobBoardsClient(options);
}
