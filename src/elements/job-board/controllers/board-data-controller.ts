/**
 * The board's data: one API client per base address and token, and one @lit/task Task per request
 * kind (the listing, the open job's post), each with primitive arguments, aborted when the board
 * leaves the page and run again when it comes back. A prerendered board's first answers come from
 * the data its page came with (TakeoverController), never from a request.
 *
 * Whole-board mode (a filter control, a filter attribute or grouping) loads every open post once,
 * from a chunk of its own, and narrows them locally. A board with more open posts than that loads
 * stays paged by the API, for as long as the API says it has that many: the decision is read from
 * the last answer, never kept as a flag, so a board that shrinks (or a new token) goes whole again.
 */
import { isServer, type ReactiveController, type ReactiveElement } from 'lit';
import { initialState, Task, TaskStatus } from '@lit/task';
import { createJobBoardsClient, isAbortError, isRetryableError, JobBoardApiError, type BoardClient, type JobPost, type JobPostPage } from '../../../client/index.js';
import { SOURCE_MAX_POSTS, WHOLE_BOARD_MAX_POSTS } from '../../../client/whole-board-limit.js';
import { clientKey, planClient } from '../../../core/client-plan.js';
import { isSetupError, setupError } from '../../../core/setup-errors.js';
import { firstListingRequest, listingPlan, needsSlugLookup } from '../../../core/request-plan.js';
import { routingOf, timeoutOf } from '../../../core/settings.js';
import { emit } from '../../../events.js';
import { idForSlug, isHashedSlug, jobSlug } from '../../../routing/slug.js';
import { detailChunk, sourceChunk, wholeBoardChunk } from '../lazy-parts.js';
import { answeringListing, holdsWholeBoard, type ListingData, type PrerenderedAnswers, type ServerView, type WantedListing } from '../prerendered.js';
import type { NarrowedListing, NarrowInput } from '../../../core/whole-board.js';
import type { ShownDescription } from '../detail/detail-view.js';

export type { SetupErrorCode } from '../../../core/client-plan.js';
export { isSetupError } from '../../../core/setup-errors.js';

/** The board's inputs this controller reads. */
export interface BoardDataHost extends ReactiveElement {
  source: string;
  /** Only `path` routing names a job by slug: another route's job is an id, whatever it looks like. */
  routing: string;
  /** On the server, what the render hands the board: its data (no task runs there). */
  readonly serverView?: ServerView | undefined;
  baseUrl: string;
  token: string;
  timeout: number;
  job: string;
  page: number;
  query: string;
  workplaces: string[];
  paging: string;
}

export interface BoardDataOptions {
  /** The page size in effect (clamped). */
  limit(): number;
  /** Whether the board asks for whole-board mode (a filter control, a filter set, grouping). */
  wantsWhole(): boolean;
  /** How the whole board is narrowed into the listing shown: the search, filters, page and grouping. */
  narrowing(): Omit<NarrowInput, 'posts'>;
  /** A setup mistake or an API oddity, for the site's developer. */
  warn(key: string, value?: unknown): void;
}

/** A hashed slug from the route (`path` routing) and the id the data found it stands for. */
export interface ResolvedSlug {
  slug: string;
  id: string;
}

/**
 * The listing task's arguments, primitives all (lit#3142): the client's inputs, whole-board mode,
 * "Show more jobs", a prerendered job page's deferral, then the page, size, search and workplaces
 * (JSON) asked for, and whether whole-board mode was asked for.
 */
type ListingArgs = readonly [source: string, timeout: number, whole: boolean, more: boolean, deferred: boolean, page: number, limit: number, query: string, workplaces: string, asked: boolean, leftView: boolean];

/** What the listing task brings: the data, and whether the board had too many posts to load whole. */
export interface ListingResult {
  data: ListingData;
  /** An API page of a board that asked for whole-board mode but has too many posts for it. */
  tooMany: boolean;
  /** The base address and token it came from. */
  source: string;
}

/** What the detail task brings: the post asked for, with its description made ready to show. */
export interface DetailResult {
  job: string;
  post: JobPost;
  description: ShownDescription | undefined;
}

/** No board failed: one list, so that the reports see the same one each update. */
const NO_FAILURES: readonly unknown[] = [];

export class BoardDataController implements ReactiveController {
  readonly #host: BoardDataHost;
  readonly #options: BoardDataOptions;
  #client: BoardClient | undefined;
  #clientKey = '';
  #abortedOnDisconnect = false;
  #narrowed: { posts: readonly JobPost[]; key: string; listing: NarrowedListing } | undefined;
  /** The listing `job-board-load` was last fired for, so each is announced once. */
  #announced: JobPostPage | NarrowedListing | undefined;
  /** The last listing that arrived: still shown while a later request fails in a way a retry can cure. */
  #kept: ListingResult | undefined;
  /** What a prerendered page's data answers (the takeover hands them over), each taken once. */
  #answers: PrerenderedAnswers | undefined;
  /** A prerendered job page loads its listing only once the visitor goes to it. */
  #listingDeferred = false;
  /** The route's hashed slug the last lookup found an id for. */
  #resolved: ResolvedSlug | undefined;
  /** The listing shown came with the page: the client holds no board to open a job from. */
  #listingFromPage = false;
  /**
   * The narrowing of the server's view of a whole board (`view: "whole"`) while it shows; `''` once
   * the visitor has asked for another view (every post loads then).
   */
  #viewKey: string | undefined;

  /** The first posts of a listing answer still downloading (previewOf). */
  #preview: readonly JobPost[] | undefined;

  readonly listTask: Task<ListingArgs, ListingResult>;
  readonly detailTask: Task<readonly unknown[], DetailResult | undefined>;

  constructor(host: BoardDataHost, options: BoardDataOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
    this.listTask = new Task(host, {
      // Everything the request depends on comes in its arguments: the host may have moved on by
      // the time the client (or a chunk) has arrived.
      task: async ([source, , whole, more, deferred, page, limit, query, workplaces, asked], { signal }) => {
        this.#preview = undefined;
        if (deferred) return initialState;
        // A source's client is a chunk too: whole-board mode's loads beside it, not after it.
        if (whole) wholeBoardChunk.load().catch(() => undefined);
        const route = { page, query, workplaces: JSON.parse(workplaces) as string[] };
        const plan = listingPlan({ route, whole, paging: more ? 'more' : 'pages', limit });
        const client = await this.#clientFor();
        // A prerendered board's first listing is the one its page came with: no request.
        const seed = this.#answers?.takeListing({ whole, page, limit, query, workplaces: route.workplaces });
        this.#listingFromPage = !!seed;
        if (seed && 'view' in seed) this.#viewKey = this.#narrowingKey();
        // The request loadWholeBoard and loadPages send first starts beside their chunk:
        // identical requests in flight share one, so the chunk costs no round trip.
        const startFirst = () => client.listJobPosts({ ...firstListingRequest(plan), signal }).catch(() => undefined);
        if (plan.kind === 'whole') {
          if (!seed) startFirst();
          const chunk = await wholeBoardChunk.load();
          const board = seed ? chunk.shownView(seed) : await chunk.loadWholeBoard(client, { signal });
          if ('posts' in board) {
            if (board.posts.length >= SOURCE_MAX_POSTS) this.#options.warn('source-capped', SOURCE_MAX_POSTS);
            return { data: board, tooMany: false, source };
          }
          this.#options.warn('too-many', board.totalCount);
          // Too many posts for whole-board mode: the board goes paged (its task runs again with the
          // route's page and search), and its first page shows meanwhile.
          return { data: await client.listJobPosts({ page: 1, limit, signal }), tooMany: true, source };
        }
        if (seed) return { data: seed, tooMany: false, source };
        if (plan.kind === 'pages') startFirst();
        const data =
          plan.kind === 'pages'
            ? await (await wholeBoardChunk.load()).loadPages(client, { ...plan.options, signal })
            : await client.listJobPosts({ ...plan.options, signal, onPartial: (posts) => this.#previewOf(posts, signal) });
        return { data, tooMany: asked && data.totalCount > WHOLE_BOARD_MAX_POSTS, source };
      },
      // In whole-board mode the page, search and workplaces narrow the loaded posts: no new request.
      args: () => {
        const whole = this.whole;
        const limit = this.#options.limit();
        return [
          this.#source,
          host.timeout,
          whole,
          host.paging === 'more',
          // A prerendered job page loads the listing only once the visitor goes to it.
          this.#listingDeferred,
          whole ? 1 : host.page,
          limit,
          whole ? '' : host.query,
          whole ? '[]' : JSON.stringify(host.workplaces),
          // Whether the board asked for whole-board mode: a paged answer then says whether it may go whole.
          !whole && this.#options.wantsWhole(),
          // The server's view of a whole board (its page, not every post) shows till the visitor
          // asks for another: a page, a search, a filter. Every post loads then, not on takeover.
          this.#hasLeftView(),
        ] as const;
      },
      onComplete: (result) => {
        this.#kept = result;
      },
    });
    this.detailTask = new Task(host, {
      task: async ([, , slug], { signal }) => {
        if (!slug) return undefined;
        // The route's job as this run starts (its argument is the job's slug, see `args`), read
        // before any wait: the host may have moved on by the time the client is here.
        const job = host.job;
        const routing = host.routing;
        const client = await this.#clientFor();
        // A closed role's page (the build's) knows the job has closed: it fails as the API's 404
        // would, unasked, and before a slug's lookup.
        if (this.#answers?.takeClosed(job)) throw new JobBoardApiError({ status: 404, code: 'ERR_NOT_FOUND', message: `Job ${JSON.stringify(job)} has closed.` });
        const id = needsSlugLookup(routingOf(routing), job) ? await this.#idOf(job, client, signal) : job;
        // A source's board loads for the listing anyway (unless the page came with the listing): the
        // post then comes from that one answer. After a takeover the post's own request is all
        // opening it costs (a vendor's single-job endpoint: 2.5 KB where the board is 427 KB).
        if (client.loadAll && !this.#listingDeferred && !this.#listingFromPage) client.loadAll({ signal }).catch(() => undefined);
        // The detail view's chunk comes beside the post: one that can't be loaded fails the detail
        // like a request that could not be sent, and Retry loads it again.
        const [post, chunk] = await Promise.all([this.#answers?.takePost(id) ?? client.getJobPost(id, { signal }), detailChunk.load()]);
        // Sanitised once, here, with the post: the view and the structured data take it as it is.
        const description = await chunk.prepareDescription(post);
        // With the id asked for: the task keeps this value while the next post loads.
        return { job: id, post, description };
      },
      // By the job's slug: the route's job turning from a hashed slug into its id (`found`) asks
      // for nothing new. A hashed slug is its own key: since issue 37 it is no id's own slug.
      args: () => [this.#source, host.timeout, host.job && (this.#resolved?.id === host.job ? this.#resolved.slug : isHashedSlug(host.job) ? host.job : jobSlug(host.job))],
      // Runs from the first update with a job on (see hostUpdate): a board that opens on its
      // listing has no detail to ask for, and an empty run would cost an update before its first frame.
      autoRun: false,
    });
  }

  /**
   * Answers the board's first requests from a prerendered page's data (the takeover reads them
   * from the page): handed over once, before the board connects.
   */
  answerFrom(answers: PrerenderedAnswers | undefined): void {
    this.#answers = answers;
  }

  hostConnected(): void {
    // The route is the URL's by now (the URL controller connects first): a prerendered job page
    // without a listing loads the listing only once the visitor goes to it.
    if (this.#answers && !this.#host.hasUpdated) this.#listingDeferred = this.#host.job !== '' && !this.#answers.hasListing;
    // Moved in the DOM: requests aborted on the way out start again.
    if (!this.#abortedOnDisconnect) return;
    this.#abortedOnDisconnect = false;
    void this.listTask.run();
    if (this.#host.job) void this.detailTask.run();
  }

  /**
   * The detail request follows the route from the first job the board shows: before it, a run
   * would bring nothing (and a second update to say so). Runs before the tasks' own hostUpdate.
   */
  hostUpdate(): void {
    if (this.#host.job) this.detailTask.autoRun = true;
    else this.#listingDeferred = false;
  }

  /**
   * Announces each listing the board shows, once: `job-board-load`. The host calls it after each
   * update with whether its own views show (a value it hands on): a listing counts as shown only then.
   */
  announce(viewsShown: boolean): void {
    const listing = this.listing;
    if (!viewsShown || this.#host.job || !listing || this.listTask.status !== TaskStatus.COMPLETE || listing === this.#announced) return;
    this.#announced = listing;
    const { page, totalPages, totalCount, limit, posts } = listing;
    if ('overflow' in listing && listing.overflow) this.#options.warn('limit', this.#options.limit());
    // Fired once this update has finished: a listener that sets a property (say, the last page
    // for a page past the end) then starts a new update instead of changing this one, which Lit
    // warns about (lit.dev/msg/change-in-update).
    queueMicrotask(() => emit(this.#host, 'job-board-load', { page, totalPages, totalCount, limit, posts: [...posts] }));
  }

  hostDisconnected(): void {
    // @lit/task leaves a running request alone when its host leaves the page.
    this.#abortedOnDisconnect = this.listTask.status === TaskStatus.PENDING || this.detailTask.status === TaskStatus.PENDING;
    this.listTask.abort();
    this.detailTask.abort();
  }

  /**
   * Whole-board mode: asked for, and the last answer from this source did not say the board has
   * too many posts for it.
   */
  get whole(): boolean {
    if (isServer) return this.#wantsWholeOnServer();
    return this.#options.wantsWhole() && !this.tooMany;
  }

  /** The board asked for whole-board mode and has too many posts: it stays paged, its filters hide. */
  get tooMany(): boolean {
    const value = this.#result;
    return value !== undefined && value.tooMany && value.source === this.#source;
  }

  /**
   * The route's hashed slug (`path` routing) and the id the last lookup found for it: the board
   * hands it to the route's owner, which then names the job by its id.
   */
  get resolvedSlug(): ResolvedSlug | undefined {
    return this.#resolved;
  }

  /**
   * The open job's request failed (not aborted): the failure to report, and to follow when the
   * job has closed. A setup mistake or a source's unknown board is the listing's to report.
   */
  get detailFailure(): unknown {
    const { status, error } = this.detailTask;
    if (status !== TaskStatus.ERROR || isAbortError(error) || isSetupError(error)) return undefined;
    return error instanceof JobBoardApiError && error.code === 'ERR_BOARD_NOT_FOUND' ? undefined : error;
  }

  /**
   * The first posts of the listing's answer while the rest of it downloads (client.ts
   * `onPartial`), for the board to show before its count and pager; undefined once the task has
   * settled, and for an answer that came whole.
   */
  get preview(): readonly JobPost[] | undefined {
    return this.listTask.status === TaskStatus.PENDING ? this.#preview : undefined;
  }

  /**
   * Keeps the first posts of an answer still arriving for the board to show (the client offers
   * them only then: an answer that comes whole renders once, as before). Only before the first
   * listing: a later one's request shows the listing before it meanwhile, dimmed.
   */
  #previewOf(posts: readonly JobPost[], signal: AbortSignal): void {
    if (signal.aborted || this.listTask.status !== TaskStatus.PENDING || this.listingData !== undefined) return;
    this.#preview = posts;
    this.#host.requestUpdate();
  }

  /** The listing's request failed (not aborted): the failure to report. */
  get listingFailure(): unknown {
    const { status, error } = this.listTask;
    return status === TaskStatus.ERROR && !isAbortError(error) ? error : undefined;
  }

  /** Of several boards, those whose request failed while the others' answered: each a failure to report. */
  get boardFailures(): readonly unknown[] {
    return (this.listTask.value?.data as { failures?: readonly unknown[] } | undefined)?.failures ?? NO_FAILURES;
  }

  /** Whether the board has shown jobs from its current source, base URL and token. */
  get shownJobs(): boolean {
    return this.#kept?.source === this.#source;
  }

  /**
   * The board has no jobs to show and its last listing request failed (a setup mistake, or a first
   * load that failed): its search and filters can't work, so they hide. Also while Retry runs.
   */
  get nothingToSearch(): boolean {
    const { error } = this.listTask;
    return this.listingData === undefined && error !== undefined && !isAbortError(error);
  }

  /**
   * The listing task's answer. After a failure a retry can cure (the network, a timeout, a 5xx) of
   * a board that has shown jobs, and while Retry runs, the last one that arrived: the visitor keeps
   * what they were reading, under the error. Not after a setup mistake (the API refused the token
   * or has no such address): that is shown alone.
   */
  get #result(): ListingResult | undefined {
    const { value, error } = this.listTask;
    if (value !== undefined || error === undefined) return value;
    return isRetryableError(error) && this.shownJobs ? this.#kept : undefined;
  }

  /** The listing's data: the task's, or on the server (no task runs there) the build's. */
  get listingData(): ListingData | undefined {
    if (!isServer) return this.#result?.data;
    const { page, query, workplaces } = this.#host;
    const wanted: WantedListing = { whole: this.whole, page, limit: this.#options.limit(), query, workplaces };
    const data = this.#host.serverView?.data;
    return answeringListing(data?.listing, data?.search, wanted);
  }

  /** The open job's full post, when it has arrived (on the server, the build's). */
  get post(): JobPost | undefined {
    const job = this.#host.job;
    if (isServer) {
      const post = this.#host.serverView?.data.post;
      return post?.id === job ? post : undefined;
    }
    const value = this.detailTask.value;
    // Never the previous post under the next one's URL (showJob() from a detail, Back between two).
    return value?.job === job ? value.post : undefined;
  }

  /** The open job's description, sanitised with its post; undefined till then (and on the server). */
  get description(): ShownDescription | undefined {
    const value = this.detailTask.value;
    return value?.job === this.#host.job ? value.description : undefined;
  }

  /** The listing to show: the API's page, or the whole board narrowed by the board's search and filters. */
  get listing(): JobPostPage | NarrowedListing | undefined {
    const data = this.listingData;
    return !data || 'page' in data ? data : this.#narrow(data.posts, this.#options.narrowing());
  }

  /** What the narrowing shows (the search, filters, page and grouping), apart from its words. */
  #narrowingKey(): string {
    const { filters, page, limit, more, groupBy } = this.#options.narrowing();
    return JSON.stringify([filters, page, limit, more, groupBy]);
  }

  /** Whether the visitor has asked for a view other than the server's, once; a board with no such view never has. */
  #hasLeftView(): boolean {
    if (this.#viewKey && this.#viewKey !== this.#narrowingKey()) this.#viewKey = '';
    return this.#viewKey === '';
  }

  /**
   * Every loaded post narrowed, kept while its inputs stay the same, so the board renders and
   * reports each narrowing once. The listing task loads the whole-board chunk before it brings
   * every post, so the chunk is here whenever they are (on the server, the build loads it first).
   */
  #narrow(posts: readonly JobPost[], input: Omit<NarrowInput, 'posts'>): NarrowedListing | undefined {
    const chunk = wholeBoardChunk.get();
    if (!chunk) return undefined;
    const key = JSON.stringify(input);
    const last = this.#narrowed;
    if (last?.posts === posts && last.key === key) return last.listing;
    const listing = chunk.narrow({ ...input, posts });
    this.#narrowed = { posts, key, listing };
    return listing;
  }

  /**
   * The id a hashed slug stands for (only `path` routing names a job by slug, slug.ts): it is looked up in the posts at hand (the page's embedded post, the listing shown),
   * then in the whole board, loaded as whole-board mode loads it (at most 1,000 posts, 10
   * requests). Anything else, or a slug no post has (the detail then says "not found"), is the id.
   */
  async #idOf(job: string, client: BoardClient, signal: AbortSignal): Promise<string> {
    const atHand = [this.#answers?.postId ?? '', ...[...(this.listingData?.posts ?? []), this.detailTask.value?.post].map((post) => post?.id ?? '')];
    // An id at hand equal to it first: an entry's id shaped like a slug (`a~0123456789abcdef`, hashed since issue 37) opens itself.
    const id = (atHand.includes(job) ? job : idForSlug(job, atHand)) ?? (await (await wholeBoardChunk.load()).findJob(client, job, signal)) ?? job;
    this.#resolved = { slug: job, id };
    // The board hands it to the route's owner at its next update, before the post is here.
    this.#host.requestUpdate();
    return id;
  }

  /** Loads the current view again from the API, bypassing the cache. */
  refresh(): void {
    this.#client?.clearCache();
    void this.listTask.run();
    if (this.#host.job) void this.detailTask.run();
  }

  #wantsWholeOnServer(): boolean {
    // On the server the board can't see its children, and the build knows what the live board
    // will do: a listing page's data is every post (whole-board mode) or one page (paged, also
    // past the posts whole-board mode loads).
    const data = this.#host.serverView?.data;
    if (data?.listing) return holdsWholeBoard(data);
    return this.#options.wantsWhole();
  }

  get #source(): string {
    return `${this.#host.source}\n${this.#host.baseUrl}\n${this.#host.token}`;
  }

  /**
   * One client per plan (core/client-plan.ts: the source or the API, its base address resolved
   * against the document's, its token and timeout); a new one starts with an empty cache. A
   * source's client comes with its chunk (the vendors' adapters), which only such a board loads.
   */
  async #clientFor(): Promise<BoardClient> {
    const { source, baseUrl, token, timeout } = this.#host;
    const plan = planClient({ source, baseUrl, token, timeoutMs: timeoutOf(timeout) }, document.baseURI);
    if ('mistake' in plan) {
      // Said once in the console, naming the attribute, and reported like an API error, unsent.
      this.#options.warn(plan.mistake, plan.value);
      throw setupError(plan.mistake, plan.value);
    }
    if (plan.kind === 'api') return this.#keep(clientKey(plan), () => createJobBoardsClient(plan));
    const chunk = await sourceChunk.load();
    return this.#keep(clientKey(plan), () => chunk.createSourceClient(plan));
  }

  /** The client for `key`: the one kept, or a new one made for it (the listing and the detail share it). */
  #keep(key: string, create: () => BoardClient): BoardClient {
    if (!this.#client || key !== this.#clientKey) {
      this.#client = create();
      this.#clientKey = key;
    }
    return this.#client;
  }
}
