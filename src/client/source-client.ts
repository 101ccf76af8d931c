/**
 * A board client for vendors' public job boards (Greenhouse, Lever, Ashby, Workable,
 * SmartRecruiters, Recruitee, Personio, Teamtailor, Pinpoint), one board or several in one list.
 * None of these APIs searches on the server, so each board is read whole (one request, or its
 * pages where the vendor pages), cached like any answer, and the listing's pages, search and
 * workplace filter are cut from it locally. A post opened from the listing comes from the same
 * answer, unless the vendor's list lacks descriptions (SmartRecruiters): then from its own request.
 * No token is sent, nor any header a browser would ask a preflight for.
 */
import { documentAddress } from './document-address.js';
import { RequestCache } from './cache.js';
import { clientSettings, copyOf } from './client.js';
import { createAbortError, isJobBoardApiError, JobBoardApiError } from './errors.js';
import { mergeBoards, mergedId, postOfBoard, splitMergedId } from './sources/merge-boards.js';
import { parseSources, SOURCE_FORMS, type BoardSource } from './sources/source.js';
import { describeSource, sourceKey, uniqueSources, VENDOR_NAMES } from './sources/vendor-names.js';
import { boardPrefix, sourceHeaders, VENDOR_APIS, type SourceBoard, type VendorApi } from './sources/vendor-apis.js';
import { getJson, type TransportOptions } from './transport.js';
import type { BoardClient, GetJobPostOptions, JobPost, JobPostPage, ListJobPostsOptions, SharedClientOptions, SourcePosts } from './types.js';
import { checkPaging, parseBaseUrl } from './url.js';
import { SOURCE_MAX_POSTS } from './whole-board-limit.js';
import { foldText } from './text-match.js';

export { SOURCE_MAX_POSTS };

/** The listing's page size when none is asked for, as the API's. */
const DEFAULT_LIMIT = 20;

/** The most pages one board is read in (SmartRecruiters' 100 a page: 5,000 posts), whatever its answers say. */
const MAX_BOARD_PAGES = 50;

/** How many single-job requests a build sends at once for a vendor whose list lacks descriptions. */
export const DETAIL_CONCURRENCY = 4;

export interface SourceClientOptions extends SharedClientOptions {
  /** `greenhouse:<board token>`, `lever:<site>`, `recruitee:<company>`…, several separated by spaces. */
  source: string;
  /**
   * Replaces the vendor's origin (a proxy, a test server), a company's subdomain included:
   * `https://proxy.example/greenhouse` asks `https://proxy.example/greenhouse/v1/boards/…`, and
   * `https://proxy.example/recruitee/acme` asks `…/recruitee/acme/api/offers/`. The vendor's paths
   * stay. Of several boards, two on one vendor's company subdomains are asked below
   * `<vendor>/<name>/` there, as their paths are the same.
   */
  baseUrl?: string;
  /**
   * Where a vendor's list lacks descriptions (SmartRecruiters), read every job's own answer with
   * the board, {@link DETAIL_CONCURRENCY} at a time: for a build, which writes every job's page.
   * Otherwise a job's description is asked for when it is opened.
   */
  readDetails?: boolean;
}

/** One board's answer (every page of it), read, with its posts by id for the detail. */
interface LoadedBoard {
  posts: JobPost[];
  total: number;
  byId: ReadonlyMap<string, JobPost>;
}

/** The boards of `source` read together: the listing's posts, and the boards that failed. */
interface MergedBoard extends SourcePosts {
  byId: ReadonlyMap<string, JobPost>;
}

function setupError(code: string, message: string): JobBoardApiError {
  return new JobBoardApiError({ status: 0, code, message });
}

/** The board's listed posts, at most SOURCE_MAX_POSTS, with its unlisted ones (Ashby's `isListed: false`) by id too. */
function loadedBoard(listed: JobPost[], unlisted: JobPost[], total: number): LoadedBoard {
  const posts = listed.slice(0, SOURCE_MAX_POSTS);
  const byId = new Map<string, JobPost>();
  for (const post of [...unlisted.slice(0, SOURCE_MAX_POSTS), ...posts]) byId.set(post.id, post);
  return { posts, total, byId };
}

/**
 * `error` with the board it came from named first, for a list of several boards: `lever:acme-eu
 * failed. Lever has no job board …`; the transport's "The API answered …" says the vendor's name.
 */
function failureOfBoard(error: unknown, source: BoardSource): unknown {
  if (!isJobBoardApiError(error)) return error;
  const message = error.message.replace(/^The API\b/, VENDOR_NAMES[source.vendor]);
  return new JobBoardApiError({ status: error.status, code: error.code, message: `${sourceKey(source)} failed. ${message}`, ...(error.requestId ? { requestId: error.requestId } : {}) });
}

/** Every board of a list failed: the first one's status and code, and each board's message. */
function allFailed(failures: readonly unknown[]): unknown {
  const [first] = failures;
  if (!isJobBoardApiError(first)) return first;
  const message = failures.map((failure) => (failure instanceof Error ? failure.message : String(failure))).join(' ');
  return new JobBoardApiError({ status: first.status, code: first.code, message: `No board of the list could be read. ${message}` });
}

export class SourceClient implements BoardClient {
  readonly #sources: BoardSource[] | JobBoardApiError;
  /** `base-url`, normalised to end in `/`; `undefined` for the vendors' own origins. */
  readonly #base: string | undefined | JobBoardApiError;
  readonly #transport: Omit<TransportOptions, 'fetch' | 'headers'> & { fetch?: TransportOptions['fetch'] };
  readonly #readDetails: boolean;
  readonly #boards: RequestCache<LoadedBoard>;
  readonly #posts: RequestCache<JobPost>;
  /** The last merge of the boards' answers, kept while they are the same answers. */
  #merged: { boards: readonly (LoadedBoard | unknown)[]; board: MergedBoard } | undefined;

  constructor(options: SourceClientOptions) {
    const parsed = parseSources(String(options.source ?? ''));
    const sources = parsed && uniqueSources(parsed);
    this.#sources = sources ?? setupError('ERR_SOURCE_INVALID', `The source must be ${SOURCE_FORMS}; it is ${JSON.stringify(options.source)}.`);
    const baseUrl = options.baseUrl?.trim();
    if (baseUrl) {
      const base = parseBaseUrl(baseUrl, documentAddress());
      this.#base = 'prefix' in base ? base.prefix : base.error;
    }
    const settings = clientSettings(options);
    this.#transport = {
      fetch: options.fetch,
      timeoutMs: settings.timeoutMs,
      retry: settings.retry,
      // The script-tag build's first module may have asked for the board already, with the page's `fetch`.
      takesEarly: options.fetch === undefined,
    };
    this.#readDetails = options.readDetails === true;
    this.#boards = new RequestCache(settings.cache);
    this.#posts = new RequestCache(settings.cache);
  }

  /** Where requests go, ending in `/`: `base-url`, else the one board's origin; `undefined` when unusable or for several boards' own origins. */
  get baseUrl(): string | undefined {
    if (this.#base instanceof JobBoardApiError) return undefined;
    if (this.#base !== undefined) return this.#base;
    const sources = this.sources;
    return sources?.length === 1 ? boardPrefix(sources[0]!, undefined, sources) : undefined;
  }

  /** The board it reads (the first, of several), or `undefined` when `source` is not one. */
  get source(): BoardSource | undefined {
    return this.sources?.[0];
  }

  /** Every board it reads, in `source`'s order, or `undefined` when `source` is not a list of boards. */
  get sources(): readonly BoardSource[] | undefined {
    return this.#sources instanceof JobBoardApiError ? undefined : this.#sources;
  }

  /**
   * Every listed open post: one request a board (or its pages), cached. An unknown board rejects
   * with `ERR_BOARD_NOT_FOUND`. Of several boards, those that answered are merged (newest first,
   * a job on two boards once) and the others named in `failures`; only when all fail does it reject.
   */
  async loadAll(options: GetJobPostOptions = {}): Promise<SourcePosts> {
    const { posts, total, failures } = await this.#all(options.signal);
    return { posts, total, ...(failures ? { failures } : {}) };
  }

  /**
   * One page of the boards' posts, cut locally as the API's listing would page it: the posts whose
   * title holds the search (`query`, as the API's `filter_value`: case and accents aside) and that
   * have any of the workplaces. The board itself narrows a source's posts in whole-board mode,
   * which also searches departments and offices.
   */
  async listJobPosts(options: ListJobPostsOptions = {}): Promise<JobPostPage> {
    checkPaging(options);
    const board = await this.#all(options.signal);
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
      ...(board.failures ? { failures: board.failures } : {}),
    };
  }

  /**
   * One open post. From the board's answer when it is loaded or loading (a detail opened from the
   * listing costs no request) and holds the description; otherwise from the vendor's single-job
   * endpoint, or the board where there is none (Ashby, Workable, Recruitee…). An unlisted Ashby
   * job opens by its id. Of several boards, the id names its board (`lever.acme-eu.<id>`). A job
   * the vendor doesn't have rejects with `ERR_NOT_FOUND`.
   */
  async getJobPost(id: string | number, options: GetJobPostOptions = {}): Promise<JobPost> {
    const sources = this.#prepare(options.signal);
    const key = String(id).trim();
    if (sources.length === 1) return this.#post(sources[0]!, key, options.signal);
    const named = splitMergedId(key, sources);
    if (!named) throw new JobBoardApiError({ status: 404, code: 'ERR_NOT_FOUND', message: `There is no open job ${JSON.stringify(key)} on the boards ${sources.map(sourceKey).join(', ')}.` });
    const post = await this.#post(named.source, named.id, options.signal);
    return postOfBoard(post, named.source);
  }

  clearCache(): void {
    this.#boards.clear();
    this.#posts.clear();
    this.#merged = undefined;
  }

  async #post(source: BoardSource, key: string, signal: AbortSignal | undefined): Promise<JobPost> {
    if (key === '' || key === '.' || key === '..') throw jobNotFound(key, source);
    const api = VENDOR_APIS[source.vendor];
    const prefix = this.#prefix(source);
    if (this.#boards.holds(prefix + api.boardPath(source.name)) || api.postPath === undefined) {
      const post = (await this.#board(source, signal)).byId.get(key);
      // Where the list lacks descriptions, the board's post has one only when every job's was read with it.
      if (post !== undefined && (!api.detailsApart || this.#readDetails)) return post;
      // A job published since the board was read is asked for on its own, where it can be.
      if (api.postPath === undefined) throw jobNotFound(key, source);
    }
    return this.#detail(source, key, signal);
  }

  /** One job's own answer, cached: ERR_NOT_FOUND when the vendor answers 404. */
  #detail(source: BoardSource, key: string, signal: AbortSignal | undefined): Promise<JobPost> {
    const api = VENDOR_APIS[source.vendor];
    const readPost = api.readPost!;
    const url = this.#prefix(source) + api.postPath!(source.name, key);
    return this.#posts.get(
      url,
      async (loadSignal) => {
        try {
          return readPost((await getJson(url, this.#transportFor(source), loadSignal)).body, source.name);
        } catch (error) {
          throw isJobBoardApiError(error) && error.status === 404 ? jobNotFound(key, source) : error;
        }
      },
      signal,
    );
  }

  /** The boards read together; with one board, its answer as it is, ids unchanged. */
  async #all(signal: AbortSignal | undefined): Promise<MergedBoard> {
    const sources = this.#prepare(signal);
    if (sources.length === 1) {
      const board = await this.#board(sources[0]!, signal);
      return { posts: board.posts, total: board.total, byId: board.byId };
    }
    const settled = await Promise.allSettled(sources.map((source) => this.#board(source, signal)));
    if (signal?.aborted) throw createAbortError();
    const boards = settled.map((result) => (result.status === 'fulfilled' ? result.value : result.reason));
    if (this.#merged && this.#merged.boards.every((board, index) => board === boards[index])) return this.#merged.board;
    const failures = settled.flatMap((result, index) => (result.status === 'rejected' ? [failureOfBoard(result.reason, sources[index]!)] : []));
    // Only when no board answered is there nothing to show: then the listing's failure names each board.
    if (failures.length === sources.length) throw allFailed(failures);
    const loaded = settled.flatMap((result, index) => (result.status === 'fulfilled' ? [{ source: sources[index]!, board: result.value }] : []));
    const merged = mergeBoards(loaded.map(({ source, board }) => ({ source, posts: board.posts })));
    const posts = merged.slice(0, SOURCE_MAX_POSTS);
    const byId = new Map<string, JobPost>();
    // Unlisted posts (Ashby's) open by their merged id too.
    for (const { source, board } of loaded) for (const post of board.byId.values()) byId.set(mergedId(source, post.id), postOfBoard(post, source));
    for (const post of posts) byId.set(post.id, post);
    const board: MergedBoard = { posts, total: merged.length, byId, ...(failures.length > 0 ? { failures } : {}) };
    this.#merged = { boards, board };
    return board;
  }

  /** One board, every page of it (and every job's own answer, with `readDetails`), cached by its first page's URL. */
  async #board(source: BoardSource, signal: AbortSignal | undefined): Promise<LoadedBoard> {
    const api = VENDOR_APIS[source.vendor];
    const prefix = this.#prefix(source);
    const url = prefix + api.boardPath(source.name);
    return this.#boards.get(
      url,
      async (loadSignal) => {
        const listed: JobPost[] = [];
        const unlisted: JobPost[] = [];
        let total = 0;
        let path: string | undefined = api.boardPath(source.name);
        for (let page = 0; path !== undefined && page < MAX_BOARD_PAGES && listed.length < SOURCE_MAX_POSTS; page += 1) {
          const answer = await this.#boardPage(source, api, prefix, path, loadSignal);
          listed.push(...answer.posts);
          unlisted.push(...answer.unlisted);
          total = Math.max(answer.total ?? 0, listed.length);
          path = answer.next;
        }
        const posts = this.#readDetails && api.detailsApart ? await this.#withDetails(source, listed.slice(0, SOURCE_MAX_POSTS), loadSignal) : listed;
        return loadedBoard(posts, unlisted, Math.max(total, posts.length));
      },
      signal,
    );
  }

  async #boardPage(source: BoardSource, api: VendorApi, prefix: string, path: string, signal: AbortSignal): Promise<SourceBoard> {
    const url = prefix + path;
    try {
      return api.readBoard((await getJson(url, this.#transportFor(source), signal)).body, source.name, path);
    } catch (error) {
      if (!isJobBoardApiError(error) || error.status !== 404) throw error;
      throw new JobBoardApiError({ status: 404, code: 'ERR_BOARD_NOT_FOUND', message: boardNotFound(source, api, prefix, url) });
    }
  }

  /** Each post with its own answer's description, {@link DETAIL_CONCURRENCY} requests at a time; a job gone since the list was read is left out. */
  async #withDetails(source: BoardSource, posts: readonly JobPost[], signal: AbortSignal): Promise<JobPost[]> {
    const detailed: (JobPost | undefined)[] = new Array(posts.length);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < posts.length) {
        const index = next++;
        try {
          detailed[index] = await this.#detail(source, posts[index]!.id, signal);
        } catch (error) {
          if (!isJobBoardApiError(error) || error.code !== 'ERR_NOT_FOUND') throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(DETAIL_CONCURRENCY, posts.length) }, worker));
    return detailed.filter((post): post is JobPost => post !== undefined);
  }

  /** Where `source`'s requests go, ending in `/`. */
  #prefix(source: BoardSource): string {
    const sources = this.#sources as BoardSource[];
    return boardPrefix(source, this.#base as string | undefined, sources);
  }

  #transportFor(source: BoardSource): TransportOptions {
    // Looked up at call time, so a `fetch` replaced after the client was made is used.
    return {
      ...this.#transport,
      headers: sourceHeaders(source.vendor),
      ...(VENDOR_APIS[source.vendor].xml ? { text: true } : {}),
      fetch: this.#transport.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    };
  }

  /** The boards every request needs, or the reason none can be sent. */
  #prepare(signal: AbortSignal | undefined): BoardSource[] {
    if (signal?.aborted) throw createAbortError();
    if (this.#sources instanceof JobBoardApiError) throw copyOf(this.#sources);
    if (this.#base instanceof JobBoardApiError) throw copyOf(this.#base);
    return this.#sources;
  }
}

function jobNotFound(id: string, source: BoardSource): JobBoardApiError {
  return new JobBoardApiError({ status: 404, code: 'ERR_NOT_FOUND', message: `There is no open job ${JSON.stringify(id)} on ${describeSource(source)}.` });
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
  if (first !== '' && prefix.endsWith(`/${first}`)) {
    const doubled = `/${first.slice(0, -1)}`;
    return `${url} answered 404: base-url "${prefix}" already ends with ${doubled}, and ${vendor}'s path /${path.replace(/\?.*/, '')} is joined below it, so ${doubled} is doubled. Set base-url to the proxy's root, "${prefix.slice(0, -first.length)}", where it serves ${vendor}'s paths as they are.`;
  }
  const proxy = prefix === api.origin(source.name) ? '' : `, and that base-url "${prefix}" serves ${vendor}'s paths below it (/${path.replace(/\?.*/, '')})`;
  return `${vendor} has no job board "${source.name}" (${url} answered 404): check the name in source, as the vendor's job board address spells it${proxy}.`;
}

/** Makes a {@link SourceClient}. Options are read once: make a new client for another source. */
export function createSourceClient(options: SourceClientOptions): SourceClient {
  return new SourceClient(options);
}
