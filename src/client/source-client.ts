/**
 * A board client for a vendor's public job board (Greenhouse, Lever, Ashby). None of these APIs
 * pages or searches on the server, so the whole board is one request, cached like any answer,
 * and the listing's pages, search and workplace filter are cut from it locally. A post opened
 * from the listing comes from the same answer: no second request. No token is sent, nor any
 * header a browser would ask a preflight for.
 */
import { documentAddress } from './document-address.js';
import { RequestCache } from './cache.js';
import { clientSettings, copyOf } from './client.js';
import { createAbortError, isJobBoardApiError, JobBoardApiError } from './errors.js';
import { describeSource, parseSource, SOURCE_FORMS, VENDOR_NAMES, type BoardSource } from './sources/source.js';
import { VENDOR_APIS, type SourceBoard, type VendorApi } from './sources/vendor-apis.js';
import { SOURCE_HEADERS } from './sources/vendor-paths.js';
import { getJson, type TransportOptions } from './transport.js';
import type { BoardClient, GetJobPostOptions, JobPost, JobPostPage, ListJobPostsOptions, SharedClientOptions, SourcePosts } from './types.js';
import { checkPaging, parseBaseUrl } from './url.js';
import { SOURCE_MAX_POSTS } from './whole-board-limit.js';
import { foldText } from './text-match.js';

export { SOURCE_MAX_POSTS };

/** The listing's page size when none is asked for, as the API's. */
const DEFAULT_LIMIT = 20;

export interface SourceClientOptions extends SharedClientOptions {
  /** `greenhouse:<board token>`, `lever:<site>` or `ashby:<job board name>`. */
  source: string;
  /**
   * Replaces the vendor's host (a proxy, a test server): `https://proxy.example/greenhouse` asks
   * `https://proxy.example/greenhouse/v1/boards/…`. The vendor's paths stay.
   */
  baseUrl?: string;
}

/** A board answer, read, with its posts by id for the detail. */
interface LoadedBoard extends SourcePosts {
  byId: ReadonlyMap<string, JobPost>;
}

function setupError(code: string, message: string): JobBoardApiError {
  return new JobBoardApiError({ status: 0, code, message });
}

/** The board's answer read as the vendor's; its 404 is an unknown board, not a closed job. */
function readBoard(api: VendorApi, body: unknown): LoadedBoard {
  const { posts: listed, unlisted }: SourceBoard = api.readBoard(body);
  const posts = listed.slice(0, SOURCE_MAX_POSTS);
  const byId = new Map<string, JobPost>();
  // Unlisted posts (Ashby's `isListed: false`) stay out of the listing, yet open by a direct link.
  for (const post of [...unlisted.slice(0, SOURCE_MAX_POSTS), ...posts]) byId.set(post.id, post);
  return { posts, total: listed.length, byId };
}

export class SourceClient implements BoardClient {
  readonly #source: BoardSource | JobBoardApiError;
  readonly #prefix: string | JobBoardApiError;
  readonly #transport: Omit<TransportOptions, 'fetch'> & { fetch?: TransportOptions['fetch'] };
  readonly #boards: RequestCache<LoadedBoard>;
  readonly #posts: RequestCache<JobPost>;

  constructor(options: SourceClientOptions) {
    const source = parseSource(String(options.source ?? ''));
    this.#source = source ?? setupError('ERR_SOURCE_INVALID', `The source must be ${SOURCE_FORMS}; it is ${JSON.stringify(options.source)}.`);
    const host = options.baseUrl?.trim() || (source ? VENDOR_APIS[source.vendor].host : '');
    const base = parseBaseUrl(host, documentAddress());
    this.#prefix = 'prefix' in base ? base.prefix : base.error;
    const settings = clientSettings(options);
    this.#transport = {
      fetch: options.fetch,
      headers: SOURCE_HEADERS,
      timeoutMs: settings.timeoutMs,
      retry: settings.retry,
      // The script-tag build's first module may have asked for the board already, with the page's `fetch`.
      takesEarly: options.fetch === undefined,
    };
    this.#boards = new RequestCache(settings.cache);
    this.#posts = new RequestCache(settings.cache);
  }

  /** The host requests go to (the vendor's, or `baseUrl`), ending in `/`; `undefined` when unusable. */
  get baseUrl(): string | undefined {
    return typeof this.#prefix === 'string' ? this.#prefix : undefined;
  }

  /** The board it reads, or `undefined` when `source` is not one. */
  get source(): BoardSource | undefined {
    return this.#source instanceof JobBoardApiError ? undefined : this.#source;
  }

  /** Every listed open post of the board: one request, cached. An unknown board rejects with `ERR_BOARD_NOT_FOUND`. */
  async loadAll(options: GetJobPostOptions = {}): Promise<SourcePosts> {
    const { posts, total } = await this.#board(options.signal);
    return { posts, total };
  }

  /**
   * One page of the board, cut locally from the whole board as the API's listing would page it:
   * the posts whose title holds the search (`query`, as the API's `filter_value`: case and accents
   * aside) and that have any of the workplaces. The board itself narrows a source's posts in
   * whole-board mode, which also searches departments and offices.
   */
  async listJobPosts(options: ListJobPostsOptions = {}): Promise<JobPostPage> {
    checkPaging(options);
    const board = await this.#board(options.signal);
    const page = options.page ?? 1;
    const limit = options.limit ?? DEFAULT_LIMIT;
    const workplaces = (options.workplaces ?? []).map((value) => value.trim().toLowerCase()).filter(Boolean);
    const query = foldText(options.query?.trim() ?? '');
    const matching = board.posts.filter(
      (post) => (workplaces.length === 0 || workplaces.includes(post.ats_job?.workplace?.toLowerCase() ?? '')) && foldText(post.title).includes(query),
    );
    return {
      posts: matching.slice((page - 1) * limit, page * limit),
      page,
      totalPages: Math.max(1, Math.ceil(matching.length / limit)),
      totalCount: matching.length,
      limit,
      skipped: 0,
      overflow: 0,
    };
  }

  /**
   * One open post. From the board's answer when it is loaded or loading (a detail opened from the
   * listing costs no request); otherwise from the vendor's single-job endpoint, or the board where
   * there is none (Ashby). An unlisted Ashby job opens by its id. A job the vendor doesn't have
   * rejects with `ERR_NOT_FOUND`.
   */
  async getJobPost(id: string | number, options: GetJobPostOptions = {}): Promise<JobPost> {
    const { source, api, prefix } = this.#prepare(options.signal);
    const key = String(id).trim();
    if (key === '' || key === '.' || key === '..') throw this.#jobNotFound(key, source);
    const boardUrl = prefix + api.boardPath(source.name);
    if (this.#boards.holds(boardUrl) || api.postPath === undefined) {
      const post = (await this.#board(options.signal)).byId.get(key);
      if (post !== undefined) return post;
      // A job published since the board was read is asked for on its own, where it can be.
      if (api.postPath === undefined) throw this.#jobNotFound(key, source);
    }
    const readPost = api.readPost!;
    const url = prefix + api.postPath(source.name, key);
    return this.#posts.get(
      url,
      async (signal) => {
        try {
          return readPost((await getJson(url, this.#transportFor(), signal)).body);
        } catch (error) {
          throw isJobBoardApiError(error) && error.status === 404 ? this.#jobNotFound(key, source) : error;
        }
      },
      options.signal,
    );
  }

  clearCache(): void {
    this.#boards.clear();
    this.#posts.clear();
  }

  async #board(signal: AbortSignal | undefined): Promise<LoadedBoard> {
    const { source, api, prefix } = this.#prepare(signal);
    const url = prefix + api.boardPath(source.name);
    return this.#boards.get(
      url,
      async (loadSignal) => {
        try {
          return readBoard(api, (await getJson(url, this.#transportFor(), loadSignal)).body);
        } catch (error) {
          if (!isJobBoardApiError(error) || error.status !== 404) throw error;
          throw new JobBoardApiError({ status: 404, code: 'ERR_BOARD_NOT_FOUND', message: boardNotFound(source, api, prefix, url) });
        }
      },
      signal,
    );
  }

  #jobNotFound(id: string, source: BoardSource): JobBoardApiError {
    return new JobBoardApiError({ status: 404, code: 'ERR_NOT_FOUND', message: `There is no open job ${JSON.stringify(id)} on ${describeSource(source)}.` });
  }

  #transportFor(): TransportOptions {
    // Looked up at call time, so a `fetch` replaced after the client was made is used.
    return { ...this.#transport, fetch: this.#transport.fetch ?? ((input, init) => globalThis.fetch(input, init)) };
  }

  /** What every request needs, or the reason none can be sent. */
  #prepare(signal: AbortSignal | undefined): { source: BoardSource; api: VendorApi; prefix: string } {
    if (signal?.aborted) throw createAbortError();
    if (this.#source instanceof JobBoardApiError) throw copyOf(this.#source);
    if (this.#prefix instanceof JobBoardApiError) throw copyOf(this.#prefix);
    return { source: this.#source, api: VENDOR_APIS[this.#source.vendor], prefix: this.#prefix };
  }
}

/**
 * Why the board's request answered 404, for the site's developer. A `base-url` (a proxy) that
 * already ends with the vendor path's first segment (`…/v1` for Greenhouse) gets that segment
 * twice, since the vendor's whole path is joined below it: that, not the board's name, is then
 * the cause (issue 38, finding 8).
 */
function boardNotFound(source: BoardSource, api: VendorApi, prefix: string, url: string): string {
  const vendor = VENDOR_NAMES[source.vendor];
  const path = api.boardPath(source.name);
  const first = path.slice(0, path.indexOf('/') + 1);
  if (prefix.endsWith(`/${first}`)) {
    const doubled = `/${first.slice(0, -1)}`;
    return `${url} answered 404: base-url "${prefix}" already ends with ${doubled}, and ${vendor}'s path /${path.replace(/\?.*/, '')} is joined below it, so ${doubled} is doubled. Set base-url to the proxy's root, "${prefix.slice(0, -first.length)}", where it serves ${vendor}'s paths as they are.`;
  }
  const proxy = prefix === api.host ? '' : `, and that base-url "${prefix}" serves ${vendor}'s paths below it (/${path.replace(/\?.*/, '')})`;
  return `${vendor} has no job board "${source.name}" (${url} answered 404): check the name in source, as the vendor's job board address spells it${proxy}.`;
}

/** Makes a {@link SourceClient}. Options are read once: make a new client for another source. */
export function createSourceClient(options: SourceClientOptions): SourceClient {
  return new SourceClient(options);
}
