import { LitElement, html, isServer, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import { initialState, Task, TaskStatus } from '@lit/task';
import {
  createJobBoardsClient,
  isAbortError,
  isJobBoardApiError,
  JobBoardApiError,
  type JobBoardsClient,
  type JobPost,
  type JobPostPage,
} from '../../client/index.js';
import { LanguageController } from '../../controllers/language-controller.js';
import { UrlStateController } from '../../controllers/url-state-controller.js';
import { FILTER_FIELDS, TEXT_FIELDS, type BoardRoute, type RoutingMode } from '../../controllers/route-params.js';
import {
  emit,
  type JobBoardErrorDetail,
  type JobBoardFilterDetail,
  type JobBoardSearchDetail,
  type JobBoardWorkplacesDetail,
} from '../../events.js';
import { Formatter } from '../../i18n/formatter.js';
import { humanise, splitList } from '../../i18n/humanise.js';
import { languageOf, resolveStrings, type JobBoardStrings } from '../../i18n/strings.js';
import { defineElement } from '../../internal/define.js';
import { STATIC_PAGES } from '../../internal/features.js';
import { resetStyles } from '../../styles/reset.js';
import { themeStyles } from '../../styles/theme.js';
import { defineControls } from './control-loader.js';
import { detailView, loadDetailView } from './detail-loader.js';
import { loadWholeBoardView, wholeBoardView } from './whole-board-loader.js';
import type { GroupBy, Listing } from './whole-board/whole-board-view.js';
import { errorView, loadErrorView } from './error-loader.js';
import { boardStyles, pageLinkStyles } from './job-board.styles.js';
import { renderPagination } from './pagination-view.js';
import { isPlainClick } from './plain-click.js';
import { ownApplyUrl } from './apply-link.js';
import { beginTakeover, endTakeover, prerenderedData, prerenderedHoldsFilter, seededListing, seededPost, takeoverOf, type ListingData } from './prerendered.js';

export type JobBoardStatus = 'idle' | 'loading' | 'ready' | 'error';

const DEFAULT_PAGE_SIZE = 20;

/** `path` only where the build has static career pages: elsewhere it falls back, with a warning, to `query`. */
const ROUTING_MODES: readonly RoutingMode[] = STATIC_PAGES ? ['query', 'hash', 'none', 'path'] : ['query', 'hash', 'none'];
/** A removed attribute means the empty default, as for `<input value>`; never `null`, which the router can't write. */
const textAttribute = { fromAttribute: (value: string | null) => value ?? '' };
/**
 * A number attribute: removed means the default (Lit's own converter gives `null`, which then
 * warns as "not a number"); empty or blank is not a number (`Number('')` would be 0).
 */
const listAttribute = { fromAttribute: (value: string | null) => splitList(value), toAttribute: (value: string[]) => value.join(',') };
const numberAttribute = (fallback: number) => ({
  fromAttribute: (value: string | null) => (value === null ? fallback : value.trim() === '' ? Number.NaN : Number(value)),
});

/** `page-size`: below 1 becomes 1, above 100 becomes 100, anything not a number 20. */
export function clampPageSize(value: unknown): number {
  const size = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(size)) return DEFAULT_PAGE_SIZE;
  return Math.min(100, Math.max(1, Math.trunc(size)));
}

/** Configuration mistakes found before any request: reported like an API error, never sent. */
type SetupErrorCode = 'ERR_TOKEN_MISSING' | 'ERR_BASE_URL_MISSING' | 'ERR_BASE_URL_INVALID';
/** Matches every SetupErrorCode (not ERR_INVALID_TOKEN, a token the API was sent and refused). */
const SETUP_ERROR_CODE = /^ERR_(TOKEN|BASE_URL)_/;

function isSetupError(error: unknown): boolean {
  return isJobBoardApiError(error) && error.status === 0 && SETUP_ERROR_CODE.test(error.code);
}


/** The events of the board's controls: each is a visitor's change of the board's state. */
const CONTROL_EVENTS = ['job-board-search', 'job-board-workplaces', 'job-board-filter'] as const;

/** By @lit/task's TaskStatus: INITIAL, PENDING, COMPLETE, ERROR. */
const STATUS_BY_TASK_STATUS: readonly JobBoardStatus[] = ['idle', 'loading', 'ready', 'error'];

/** `new URL()`, or undefined where it would throw (URL.canParse is too recent for Safari 16). */
function parseUrl(url: string, base: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

function toErrorDetail(error: unknown): JobBoardErrorDetail {
  if (isJobBoardApiError(error)) {
    return { status: error.status, code: error.code, message: error.message, requestId: error.requestId };
  }
  return { status: 0, code: 'BAD_RESPONSE', message: String(error), requestId: undefined };
}

/**
 * A company's open jobs from the Applicant Tracking Service API: a searchable, paged listing and a
 * detail view per job, each with a shareable URL.
 *
 * @tagname job-board
 * @summary The career-page job board.
 *
 * @slot - Controls above the listing: `<job-board-search>`, `<job-board-workplace-filter>`, `<job-board-filter>` or the site's own.
 * @slot empty - Shown instead of the built-in text when no job post matches.
 * @slot error - Replaces the built-in error text.
 *
 * @csspart controls - The wrapper of the default slot.
 * @csspart summary - The result count (announced to screen readers).
 * @csspart list - The list of job posts (one per group when grouped).
 * @csspart item - One entry of the list.
 * @csspart item-link - The link of an entry (a real link: crawlable, opens in a new tab with Ctrl/Cmd-click).
 * @csspart item-title - The title of an entry.
 * @csspart item-meta - Department and offices of an entry.
 * @csspart badge - The workplace and employment type badges.
 * @csspart group - A group of entries under its heading (`group-by`).
 * @csspart group-heading - A group's heading, with its count.
 * @csspart pagination - The pager.
 * @csspart more-button - The "Show more jobs" button (`paging="more"`).
 * @csspart page-button - Every button of the pager.
 * @csspart detail - The detail view.
 * @csspart detail-title - The heading of the detail view.
 * @csspart back-link - The link from the detail back to the listing.
 * @csspart apply-link - The Apply links, before and after the description.
 * @csspart posted - When the job was posted: a `<time>`, relative ("Posted 3 days ago"), the full date as its title.
 * @csspart share-button - The detail's Copy link button (the share sheet on touch devices).
 * @csspart description - The job description.
 * @csspart status - Loading, empty and error texts (the empty text is the result count too, part `summary`).
 * @csspart retry-button - The Retry button of the error state.
 *
 * @cssprop --job-board-font-family - Font of the board. Default: the page's.
 * @cssprop --job-board-color - Text colour. Default: the page's.
 * @cssprop --job-board-muted-color - Secondary text. Default: the text colour at 68%.
 * @cssprop --job-board-background - Background of the board. Default: transparent.
 * @cssprop --job-board-surface - Background of entries and the detail. Default: a faint tint of the text colour.
 * @cssprop --job-board-border-color - Borders. Default: the text colour at 22%.
 * @cssprop --job-board-accent - Links, the current page and the Apply button. Default: the system link colour.
 * @cssprop --job-board-accent-contrast - Text on the accent colour. Default: the system canvas colour.
 * @cssprop --job-board-radius - Corner radius. Default: 0.5rem.
 * @cssprop --job-board-spacing - Base spacing unit. Default: 1rem.
 * @cssprop --job-board-focus-ring - Focus outline. Default: 2px solid the accent.
 *
 * @fires {CustomEvent<JobBoardLoadDetail>} job-board-load - A listing page has rendered.
 * @fires {CustomEvent<JobBoardSelectDetail>} job-board-select - A job post is about to open; cancelable: `preventDefault()` keeps the listing.
 * @fires {CustomEvent<JobBoardChangeDetail>} job-board-change - The board's state changed, by the user or by the URL.
 * @fires {CustomEvent<JobBoardErrorDetail>} job-board-error - A request failed, or the board is not set up.
 */
export class JobBoard extends LitElement {
  static override styles = STATIC_PAGES ? [resetStyles, themeStyles, boardStyles, pageLinkStyles()] : [resetStyles, themeStyles, boardStyles];

  /**
   * The reactive properties and their attributes, declared here rather than with `@property`:
   * the decorator's code and one call per property cost the script-tag entry about 0.4 kB gzipped.
   */
  static override properties: PropertyDeclarations = {
    // An attribute named like its property, lower-cased, is Lit's default.
    token: { converter: textAttribute },
    baseUrl: { attribute: 'base-url', converter: textAttribute },
    pageSize: { attribute: 'page-size', converter: numberAttribute(DEFAULT_PAGE_SIZE) },
    page: { converter: numberAttribute(1) },
    query: { converter: textAttribute },
    workplaces: { converter: listAttribute },
    job: { converter: textAttribute },
    routing: {},
    paramPrefix: { attribute: 'param-prefix' },
    // Only where path routing is built in: elsewhere the attribute means nothing.
    ...(STATIC_PAGES ? { basePath: { attribute: 'base-path' } } : {}),
    applyHref: { attribute: 'apply-href' },
    timeout: { type: Number },
    // Removed, these attributes leave null: "none", or for document-title its default.
    organization: {},
    organizationUrl: { attribute: 'organization-url' },
    organizationLogo: { attribute: 'organization-logo' },
    country: {},
    structuredData: { attribute: 'structured-data' },
    department: { converter: textAttribute },
    office: { converter: textAttribute },
    employmentType: { attribute: 'employment-type', converter: textAttribute },
    groupBy: { attribute: 'group-by', converter: textAttribute },
    paging: {},
    headingLevel: { attribute: 'heading-level', converter: numberAttribute(2) },
    documentTitle: { attribute: 'document-title' },
    lang: {
      reflect: true,
      converter: { ...textAttribute, toAttribute: (value: string) => value || null },
    },
  };

  readonly #router = new UrlStateController(this, {
    read: () => this.#route,
    apply: (route, cause) => this.#applyRoute(route, cause),
  });

  readonly #texts = new LanguageController(this, () => this.#language);

  #client: JobBoardsClient | undefined;
  #clientKey = '';
  #overrides: Partial<JobBoardStrings> = {};
  #formatter: Formatter | undefined;
  readonly #warned = new Set<string>();
  /** The listing page `job-board-load` was last fired for, so each page is announced once. */
  #loadReported: Listing | undefined;
  /** The post opened from the listing: shown at once while its full version loads. */
  #opened: JobPost | undefined;
  /** Where focus goes after the next render: the detail heading, or back to an entry. */
  #pendingFocus: { to: 'detail' } | { to: 'entry'; id: string } | { to: 'index'; index: number } | undefined;
  /** Whether focus was in the board's own tree when the update began; see rescueFocus(). */
  #focusWasInside = false;
  /** The route last written to (or read from) the URL, to tell our own changes from the host's. */
  #syncedRoute = '';
  /** The pending update applies the URL's state (load, Back, Forward), not the host's. */
  #routeFromUrl = false;
  #abortedOnDisconnect = false;
  /** The lazy parts this board waits for, by name, while it does. */
  readonly #loads = new Map<'detail' | 'controls' | 'errors', Promise<void>>();
  /** The error view's chunk could not be loaded: errors say the network failed, till Retry. */
  #errorViewFailed = false;

  /** Whether the board has more open posts than whole-board mode loads: it stays paged then. */
  #tooMany = false;

  readonly #listTask = new Task(this, {
    task: async ([baseUrl, token, timeout, whole, more, deferred], { signal }): Promise<ListingData | typeof initialState> => {
      if (STATIC_PAGES && deferred) return initialState;
      const client = this.#clientFor(baseUrl, token, timeout);
      const options = { page: this.page, limit: this.#limit, query: this.query, workplaces: this.workplaces, signal };
      // A prerendered board's first listing is the one its page came with: no request.
      const seed = STATIC_PAGES ? seededListing(this, { ...options, whole }, 'page') : undefined;
      if (seed && !whole) return seed;
      if (!whole && !more) return client.listJobPosts(options);
      // Whole-board mode and "Show more jobs" come with a chunk of their own.
      const view = await loadWholeBoardView();
      const board = whole && (seed ?? (await view.loadBoard(this, client, signal)));
      if (board) return board;
      // Too many posts for whole-board mode: paged after all.
      this.#tooMany ||= whole;
      return view.loadPages(client, options);
    },
    // In whole-board mode the page, search and workplaces narrow the loaded posts: no new request.
    args: () => [
      this.baseUrl,
      this.token,
      this.timeout,
      this.#whole,
      this.paging === 'more',
      // A prerendered job page loads the listing only once the visitor goes to it (prerendered.ts).
      ...(STATIC_PAGES ? [takeoverOf(this)?.listingDeferred] : []),
      ...(this.#whole ? [] : [this.page, this.#limit, this.query, String(this.workplaces)]),
    ],
    onError: (error) => this.#reportError(error),
  });

  readonly #detailTask = new Task(this, {
    task: async ([baseUrl, token, timeout, job], { signal }) => {
      if (!job) return undefined;
      const client = this.#clientFor(baseUrl, token, timeout);
      // A prerendered job page's post is the one the page came with: no request.
      const seed = STATIC_PAGES ? seededPost(this, job, 'page') : undefined;
      // The detail view's chunk comes beside the post: one that can't be loaded fails the detail
      // like a request that could not be sent, and Retry loads it again.
      const [post] = await Promise.all([seed ?? client.getJobPost(job, { signal }), loadDetailView()]);
      // With the id asked for: the task keeps this value while the next post loads.
      return { job, post };
    },
    args: () => [this.baseUrl, this.token, this.timeout, this.job] as const,
    // A setup error is reported once, by the listing.
    onError: (error) => {
      if (!isSetupError(error)) this.#reportError(error);
    },
  });

  /** The Job Boards token, sent as `Authorization: Bearer <token>` and nowhere else. */
  token = '';

  /** The API's base address; `/v1/...` paths are joined to it. A relative address is resolved against the page. */
  baseUrl = '';

  /** Job posts per page (`limit`), clamped to 1..100; not a number means 20. */
  pageSize: number = 20;

  /** The listing page shown, 1-indexed. */
  page = 1;

  /** Title search, sent as `filter_value`. */
  query = '';

  /** Workplace filter, sent as repeated `filter_by[workplaces][]`; the attribute is comma-separated. */
  workplaces: string[] = [];

  /** The id of the job post shown in the detail view; empty shows the listing. */
  job = '';

  /**
   * Where the board keeps its state so links are shareable and Back works: `query`, `hash`,
   * `none`, or `path` (static career pages: the listing at `base-path`, `page/N/` and
   * `jobs/<id>/` under it; needs the npm build or `job-board-ssr.js`, else `query`).
   */
  routing: RoutingMode = 'query';

  /** Prefix of the board's URL parameters (`jb-job`, `jb-page`, `jb-q`, `jb-workplace`). */
  paramPrefix = 'jb-';

  /**
   * The listing's URL path with `routing="path"`, e.g. `/careers/`: page N is at `page/N/` under
   * it, a job at `jobs/<id>/`. Leading and trailing slashes are added; empty means `/`.
   * @attr base-path
   * @default '/'
   */
  // `@attr` and `@default` for the manifest: `properties` holds it, and the constructor sets the
  // default, only where the build has path routing.
  basePath!: string;

  /** Apply link template, `{id}` replaced by the post's id; used when a post has no apply URL. */
  applyHref = '';

  /** How long a request may take before it fails with `TIMEOUT`, in ms. */
  timeout = 15000;

  /** The hiring organisation's name, for the job's structured data (Google requires it). */
  organization?: string | null;

  /** The organisation's website, for the structured data. */
  organizationUrl?: string | null;

  /** The organisation's logo (URL), for the structured data. */
  organizationLogo?: string | null;

  /**
   * ISO 3166-1 alpha-2 code (e.g. `DE`): the country of offices whose post names none, and where
   * applicants to remote posts may live, for the structured data.
   */
  country?: string | null;

  /**
   * `on`: while a detail view shows, exactly one JSON-LD `JobPosting` script in `document.head`
   * (none on the listing); `off`: none.
   */
  structuredData: 'on' | 'off' = 'on';

  /**
   * `document.title` while a detail view shows: `{job}` is the job's title, `{page}` the page's
   * own title, which comes back after. Empty leaves the page's title alone.
   * The detail chunk reads a removed attribute (`null`) as this default, DEFAULT_DOCUMENT_TITLE.
   */
  documentTitle: string | null = '{job} – {page}';

  /** Department filter (a department's name); `""` for all. Turns on whole-board mode. */
  department = '';

  /** Office filter (an office's name); `""` for all. Turns on whole-board mode. */
  office = '';

  /** Employment type filter (the API's value, e.g. `full_time`); `""` for all. Turns on whole-board mode. */
  employmentType = '';

  /**
   * `department` or `office`: every matching post under a heading per group, with no pager;
   * `""` for a plain listing. Turns on whole-board mode.
   */
  groupBy: GroupBy | '' = '';

  /** `pages`: a pager; `more`: a "Show more jobs" button that appends the next page. */
  paging: 'pages' | 'more' = 'pages';

  /** The level of the group headings (`h2` by default), 1 to 6, to fit the page's outline. */
  headingLevel = 2;

  /**
   * Language of the built-in texts and of number formatting; default the page's. Reflected like
   * the standard property, so assistive technology reads the texts in it; empty leaves the
   * attribute out (`lang=""` would mean "unknown" rather than the page's language).
   */
  override lang = '';

  /** Every visible text, by name: set a partial object to override; reads back the complete set in use. */
  get strings(): JobBoardStrings {
    return resolveStrings(this.#language, this.#overrides);
  }
  set strings(value: Partial<JobBoardStrings> | null | undefined) {
    const old = this.strings;
    this.#overrides = value && typeof value === 'object' ? { ...value } : {};
    this.requestUpdate('strings', old);
  }

  /** `idle`, `loading`, `ready` or `error`: the state of the view shown. */
  get status(): JobBoardStatus {
    const task = this.job ? this.#detailTask : this.#listTask;
    return task.status === TaskStatus.ERROR && isAbortError(task.error) ? 'idle' : STATUS_BY_TASK_STATUS[task.status];
  }

  /** The job posts of the listing shown: the current page, the pages shown so far, or every group's. */
  get posts(): JobPost[] {
    return [...(this.#listing?.posts ?? [])];
  }

  /** How many job posts match across all pages. */
  get totalCount(): number {
    return this.#listing?.totalCount ?? 0;
  }

  constructor() {
    super();
    // Set here rather than as the field's initialiser so that the plain script-tag bundle, which
    // has no path routing, does not carry it.
    if (STATIC_PAGES) this.basePath = '/';
  }

  override connectedCallback(): void {
    const takeover = STATIC_PAGES && !this.hasUpdated && !takeoverOf(this) ? beginTakeover(this) : undefined;
    super.connectedCallback();
    // The route is the URL's by now: a job page's listing waits till it shows.
    if (STATIC_PAGES && takeover) takeover.listingDeferred = this.job !== '' && !takeover.data.listing;
    this.#wait('controls', () => defineControls(this));
    for (const type of CONTROL_EVENTS) this.addEventListener(type, this.#handleControl);
    // Moved in the DOM: requests aborted on the way out start again.
    if (this.#abortedOnDisconnect) {
      this.#abortedOnDisconnect = false;
      void this.#listTask.run();
      if (this.job) void this.#detailTask.run();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const type of CONTROL_EVENTS) this.removeEventListener(type, this.#handleControl);
    // @lit/task leaves a running request alone when its host leaves the page.
    this.#abortedOnDisconnect = this.#listTask.status === TaskStatus.PENDING || this.#detailTask.status === TaskStatus.PENDING;
    this.#listTask.abort();
    this.#detailTask.abort();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#focusWasInside = this.shadowRoot?.activeElement != null;
    if (changed.has('lang') || !this.#formatter) this.#formatter = new Formatter(this.#language);
    if (changed.has('pageSize') && !Number.isFinite(this.pageSize)) this.#warnOnce('page-size', this.#limit);
    if (changed.has('page') && !(Number.isInteger(this.page) && this.page >= 1)) {
      this.#warnOnce('page');
      this.page = 1;
    }
    this.#enumerated(changed, 'paging', ['pages', 'more']);
    this.#enumerated(changed, 'routing', ROUTING_MODES);
    // The host changed the search or the filter (its own control, say) and not the page: back to
    // page 1, as a visitor's change does. Not for the URL's state, which names its own page.
    const filtersChanged =
      TEXT_FIELDS.some((key) => changed.has(key) && changed.get(key) !== this[key]) ||
      (changed.has('workplaces') && String(changed.get('workplaces')) !== String(this.workplaces));
    if (this.hasUpdated && !this.#routeFromUrl && filtersChanged && !changed.has('page') && this.page !== 1) this.page = 1;
    this.#routeFromUrl = false;
    const takeover = STATIC_PAGES ? takeoverOf(this) : undefined;
    if (takeover && !this.job) takeover.listingDeferred = false;
    // The detail view's chunk, here before the post, shows the listing's copy of it at once. A
    // failure is the detail request's to report.
    if (this.job && !detailView()) this.#wait('detail', loadDetailView);
  }

  /** Also waits for the lazy parts being loaded (detail view, texts, controls), and for the render after them. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#loads.size > 0 || this.#texts.loading) {
      await Promise.all([...this.#loads.values(), this.#texts.loading]);
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  protected override firstUpdated(): void {
    this.#syncedRoute = JSON.stringify(this.#route);
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A change the host made by property or attribute follows into the URL without a history entry.
    const route = JSON.stringify(this.#route);
    if (route !== this.#syncedRoute) {
      this.#syncedRoute = route;
      this.#router.replace(this.#route);
    }
    // Only the control whose value changed: setting the search field's value while a typed query
    // waits for its debounce (focus already on a filter checkbox) drops that query.
    if (changed.has('query')) this.#syncSearch();
    if (changed.has('workplaces')) this.#syncFilters();
    wholeBoardView()?.syncFilters(this, this.#listing, this.#tooMany);
    // Nothing of the views is shown until the texts of the board's language and its controls are
    // here, nor while a prerendered board still shows the server's markup.
    if (!this.#viewsReady || (STATIC_PAGES && takeoverOf(this)?.markup)) return;
    this.#reportLoad();
    this.#moveFocus();
    detailView()?.describePage(this, this.#detailTask, STATIC_PAGES ? prerenderedData(this, false)?.pageTitle : undefined);
  }

  /** Loads the current view again from the API, bypassing the cache. */
  refresh(): void {
    this.#errorViewFailed = false;
    this.#client?.clearCache();
    void this.#listTask.run();
    if (this.job) void this.#detailTask.run();
  }

  /** Opens a job post's detail view (a history entry, like a click). */
  showJob(id: string): void {
    this.#opened = this.posts.find((post) => post.id === id);
    this.#pendingFocus = { to: 'detail' };
    this.#navigate({ job: String(id) }, false);
  }

  /** Returns to the listing (a history entry, like the back link). */
  showList(): void {
    if (this.job) this.#pendingFocus = { to: 'entry', id: this.job };
    this.#navigate({ job: '' }, false);
  }

  override render(): TemplateResult | typeof nothing {
    const takeover = STATIC_PAGES ? takeoverOf(this) : undefined;
    if (takeover?.markup) {
      // The server's markup stays till this render can show the same view (its texts, controls,
      // data and chunk, or the error in its place) and goes in the same task: nothing flashes.
      const task = this.job ? this.#detailTask : this.#listTask;
      const shown = this.job ? Boolean(detailView()) && this.#detailTask.value?.job === this.job : this.#listing !== undefined;
      if (!this.#viewsReady || !(shown || task.status === TaskStatus.ERROR)) return nothing;
      endTakeover(takeover);
    }
    const strings = this.strings;
    return html`
      <div part="controls" class="controls" ?hidden=${this.job !== ''}>
        <slot @slotchange=${this.#syncControls}></slot>
      </div>
      ${!this.#viewsReady
        ? this.#renderSkeleton('')
        : this.job
          ? this.#renderDetailView(strings)
          : this.#renderListing(strings)}
    `;
  }

  #renderListing(strings: JobBoardStrings): TemplateResult {
    const task = this.#listTask;
    const page = this.#listing;
    const pending = task.status === TaskStatus.PENDING;
    if (task.status === TaskStatus.ERROR && !isAbortError(task.error)) return this.#renderError(task.error, strings);
    if (!page) return this.#renderSkeleton(pending ? strings.loading : '');
    const formatter = this.#formatter ?? new Formatter(this.#language);
    const renderEntry = (post: JobPost) => this.#renderEntry(post, strings);
    // Groups and "Show more jobs" come with whole-board mode's chunk, when the board uses them.
    const view = wholeBoardView();
    return html`
      <div class="listing" aria-busy=${pending ? 'true' : 'false'}>
        <div class="progress" ?hidden=${!pending} role="progressbar" aria-label=${strings.loading}></div>
        ${page.totalCount === 0
          ? // The empty text is the result count then, rather than "0 open positions" above it.
            html`<div part="summary status" class="status" role="status" tabindex="-1"><slot name="empty">${strings.empty}</slot></div>`
          : html`<p part="summary" class="summary" role="status" tabindex="-1">${formatter.plural(strings.results, page.totalCount)}</p>
              ${view?.renderGroups(this, page, formatter, renderEntry) ?? html`<ul part="list" class="list" role="list">${page.posts.map(renderEntry)}</ul>`}`}
        ${view?.renderPager(this, page, this.#handleMore) ??
        renderPagination({
          page: page.page,
          totalPages: page.totalPages,
          strings,
          formatter,
          onPage: (target) => this.#handlePage(target),
          // Links to the static pages in path routing, which work without JavaScript.
          ...(STATIC_PAGES && this.#router.mode === 'path' ? { href: (target: number) => this.#router.href({ ...this.#route, page: target }) } : {}),
        })}
      </div>
    `;
  }

  /**
   * Before the first listing: the loading text where the result count will be, and entries' shapes
   * where the entries will be, each as tall as an entry, so nothing moves when they arrive.
   */
  #renderSkeleton(text: string): TemplateResult {
    return html`<div class="listing" aria-busy="true">
      <p part="status" class="summary" role="status">${text}</p>
      <ul class="list" aria-hidden="true">${Array.from({ length: Math.min(this.#limit, 8) }, () => html`<li class="item-link skeleton"></li>`)}</ul>
    </div>`;
  }

  #renderEntry(post: JobPost, strings: JobBoardStrings): TemplateResult {
    const offices = (post.ats_offices ?? []).map((office) => office.city || office.name).filter(Boolean);
    const department = post.ats_department?.name;
    const meta = [department, [...new Set(offices)].join(', ')].filter(Boolean).join(' · ');
    const badges = [post.ats_job?.workplace, post.ats_job?.employment_type].filter(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    return html`<li part="item" class="item">
      <a part="item-link" class="item-link" href=${this.#entryHref(post)} data-id=${post.id} @click=${(event: MouseEvent) => this.#handleEntryClick(event, post)}>
        <span part="item-title" class="item-title">${post.title}</span>
        ${meta ? html`<span part="item-meta" class="item-meta">${meta}</span>` : nothing}
        ${badges.length
          ? html`<span class="badges">${badges.map((badge) => html`<span part="badge" class="badge">${humanise(badge, strings.values)}</span>`)}</span>`
          : nothing}
      </a>
    </li>`;
  }

  #renderDetailView(strings: JobBoardStrings): TemplateResult {
    const task = this.#detailTask;
    const loading = task.status === TaskStatus.PENDING;
    const failed = task.status === TaskStatus.ERROR && !isAbortError(task.error);
    // Never the previous post under the next one's URL (showJob() from a detail, Back between two).
    const full = task.value?.job === this.job ? task.value.post : STATIC_PAGES && isServer ? seededPost(this, this.job, 'server') : undefined;
    // Meanwhile, the listing's copy of the post, or the one opened.
    const post = failed ? undefined : (full ?? [...(this.#listTask.value?.posts ?? []), this.#opened].find((copy) => copy?.id === this.job));
    const error = failed ? this.#renderError(task.error, strings, toErrorDetail(task.error).code === 'ERR_NOT_FOUND') : undefined;
    const backHref = this.#router.href({ ...this.#route, job: '' });
    // The detail's chunk renders it; till the chunk is here (or where it cannot be loaded), the status says why not.
    return (
      detailView()?.renderDetail({ host: this, post, strings, loading, applyHref: this.applyHref, error, backHref, onBack: this.#handleBack }) ??
      error ??
      html`<p part="status" class="status" role="status">${strings.loadingJob}</p>`
    );
  }

  #renderError(error: unknown, strings: JobBoardStrings, hideRetry = false): TemplateResult {
    // The error view's chunk comes when the first error shows: meanwhile the alert is empty, and
    // where the chunk cannot be loaded either, the network is what failed.
    this.#loadErrorView();
    const view = errorView()?.describeError(toErrorDetail(error), strings) ?? { text: this.#loads.has('errors') ? '' : strings.errorNetwork, retryable: true };
    return html`<div part="status" class="status error" role="alert">
      <p><slot name="error">${view.text}</slot></p>
      ${view.retryable && !hideRetry
        ? html`<button part="retry-button" class="button" type="button" @click=${this.#handleRetry}>${strings.retry}</button>`
        : nothing}
    </div>`;
  }

  get #route(): BoardRoute {
    const { page, query, department, office, employmentType, job } = this;
    return { page, query, workplaces: [...this.workplaces], department, office, employmentType, job };
  }

  /**
   * Whole-board mode: a filter control in the board, a filter set or grouping asked for, and no
   * more open posts than it loads.
   */
  get #whole(): boolean {
    // On the server the board can't see its children (see prerenderedHoldsFilter).
    return (
      !this.#tooMany &&
      Boolean(this.department || this.office || this.employmentType || this.groupBy || (STATIC_PAGES && isServer ? prerenderedHoldsFilter(this) : this.querySelector('job-board-filter')))
    );
  }

  /** The listing to render: the API's page, or the whole board narrowed by the current filters. */
  get #listing(): Listing | undefined {
    // Prerendered on the server, where no task runs: the data the build gave the board.
    // Typed here: TypeScript would merge the union's two members, a page being a kind of whole board.
    const data: ListingData | undefined =
      STATIC_PAGES && isServer
        ? (this.#listTask.value ??
          seededListing(this, { whole: this.#whole, page: this.page, limit: this.#limit, query: this.query, workplaces: this.workplaces }, 'server'))
        : this.#listTask.value;
    return !data || 'page' in data ? (data as JobPostPage | undefined) : wholeBoardView()?.narrowed(this, data.posts, this.#limit, this.#language);
  }

  get #limit(): number {
    return clampPageSize(this.pageSize);
  }

  get #language(): string {
    return this.lang || languageOf(this);
  }

  /** One client per base address and token; a new pair starts with an empty cache. */
  #clientFor(baseUrl: string, token: string, timeout: number): JobBoardsClient {
    if (!token.trim()) {
      throw this.#setupError('ERR_TOKEN_MISSING');
    }
    if (!baseUrl.trim()) {
      throw this.#setupError('ERR_BASE_URL_MISSING');
    }
    const timeoutMs = Number.isFinite(timeout) && timeout > 0 ? timeout : 15000;
    // Resolved against the document's base (a <base href> included); the client says whether it can use it.
    const resolved = parseUrl(baseUrl, document.baseURI)?.href ?? '';
    const key = `${resolved}\n${token}\n${timeoutMs}`;
    if (!this.#client || key !== this.#clientKey) {
      this.#client = createJobBoardsClient({ baseUrl: resolved, token, timeoutMs });
      this.#clientKey = key;
    }
    if (!this.#client.baseUrl) throw this.#setupError('ERR_BASE_URL_INVALID', baseUrl);
    return this.#client;
  }

  #entryHref(post: JobPost): string {
    if (this.routing === 'none') return ownApplyUrl(post) ?? this.#router.href(this.#route);
    return this.#router.href({ ...this.#route, job: post.id });
  }

  #applyRoute(route: Partial<BoardRoute>, cause: 'load' | 'history'): void {
    const before = JSON.stringify(this.#route);
    this.#routeFromUrl = true;
    if (cause === 'history' && this.job && route.job === '') this.#pendingFocus = { to: 'entry', id: this.job };
    const { workplaces, ...values } = route;
    Object.assign(this, values, workplaces && { workplaces: [...workplaces] });
    this.#syncedRoute = JSON.stringify(this.#route);
    if (this.#syncedRoute !== before) this.#emitChange();
  }

  /** A user's change: a new history entry and a `job-board-change` event. */
  #navigate(change: Partial<BoardRoute>, byUser = true): void {
    Object.assign(this, change);
    this.#syncedRoute = JSON.stringify(this.#route);
    this.#router.push(this.#route);
    if (byUser) this.#emitChange();
  }

  #emitChange(): void {
    // The route is a fresh object with its own copy of the workplaces: the detail is the listener's.
    emit(this, 'job-board-change', this.#route);
  }

  #reportError(error: unknown): void {
    if (isAbortError(error)) return;
    const detail = toErrorDetail(error);
    if (!isSetupError(error)) emit(this, 'job-board-error', detail);
    // A setup mistake's message (its value at fault, till then) comes with the error view's chunk.
    else void this.#message(detail.code, detail.message).then((message) => emit(this, 'job-board-error', { ...detail, message }));
  }

  #reportLoad(): void {
    const page = this.#listing;
    if (this.job || !page || this.#listTask.status !== TaskStatus.COMPLETE || page === this.#loadReported) return;
    this.#loadReported = page;
    const { totalPages, totalCount, limit, posts } = page;
    if ('overflow' in page && page.overflow) this.#warnOnce('limit', this.#limit);
    // Fired once this update has finished: a listener that sets a property (say, the last page
    // for a page past the end) then starts a new update instead of changing this one, which Lit
    // warns about (lit.dev/msg/change-in-update).
    queueMicrotask(() => emit(this, 'job-board-load', { page: page.page, totalPages, totalCount, limit, posts: [...posts] }));
  }

  #moveFocus(): void {
    const target = this.#pendingFocus;
    if (!target) {
      this.#rescueFocus();
      return;
    }
    let element: HTMLElement | null;
    if (target.to === 'detail') {
      element = this.#part('detail-title');
    } else {
      element =
        target.to === 'index'
          ? (this.renderRoot.querySelectorAll<HTMLElement>('a.item-link')[target.index] ?? null)
          : this.renderRoot.querySelector<HTMLElement>(`a[data-id="${CSS.escape(target.id)}"]`);
      if (!element) {
        if (this.job || this.#listTask.status === TaskStatus.PENDING) return;
        // The post is not on the listing returned to (it was opened from a link or showJob()):
        // focus the result count (or Retry) rather than leave focus on the removed back link, that
        // is on the page's body, or pull it to the entry whenever a later page happens to show it.
        this.#pendingFocus = undefined;
        this.#part('summary', 'retry-button')?.focus();
        return;
      }
    }
    if (!element) return;
    this.#pendingFocus = undefined;
    element.focus();
  }

  /**
   * Focus that was in the board and whose element this render removed (the entry, when Forward
   * re-opens its post; the heading of a post that then failed to load) goes to the start of the
   * view shown rather than to the page's body, where keyboard and screen reader users lose their place.
   */
  #rescueFocus(): void {
    if (!this.#focusWasInside || this.shadowRoot?.activeElement) return;
    const start = this.job
      ? (this.#part('detail-title') ?? this.#part('back-link'))
      : this.#part('summary');
    start?.focus();
  }

  /** The first element of the board's own tree with one of these parts. */
  #part(...names: string[]): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(names.map((name) => `[part~="${name}"]`).join());
  }

  /** Tells the controls in the default slot the board's current query and workplaces. */
  #syncControls(): void {
    this.#syncSearch();
    this.#syncFilters();
    // A filter control put in (or taken out of) the board turns whole-board mode on (or off).
    this.requestUpdate();
    this.#wait('controls', () => defineControls(this));
  }

  /**
   * Waits for one of the board's lazy parts, once at a time, then renders again; `updateComplete`
   * waits too. The controls the page put in the board and has not registered yet (the script-tag
   * build loads them on demand) are one: the values set on them meanwhile wait, Lit applies them
   * when they upgrade, and the views wait too, so the controls never push a shown listing down.
   */
  #wait(name: 'detail' | 'controls' | 'errors', load: () => Promise<unknown> | undefined): void {
    const settle = (failed: boolean) => {
      this.#loads.delete(name);
      if (name === 'errors') this.#errorViewFailed = failed;
      this.requestUpdate();
    };
    const loading = !this.#loads.has(name) && load()?.then(() => settle(false), () => settle(true));
    if (loading) this.#loads.set(name, loading);
  }

  /** Whether the views can show: the texts of the board's language and its controls are here. */
  get #viewsReady(): boolean {
    return this.#texts.ready() && !this.#loads.has('controls');
  }

  #syncSearch(): void {
    for (const search of this.querySelectorAll('job-board-search')) search.value = this.query;
  }

  #syncFilters(): void {
    for (const filter of this.querySelectorAll('job-board-workplace-filter')) filter.value = [...this.workplaces];
  }

  /** A setup mistake: said once in the console (naming the attribute) and reported like an API error, unsent. */
  #setupError(code: SetupErrorCode, value = ''): JobBoardApiError {
    this.#warnOnce(code, value);
    return new JobBoardApiError({ status: 0, code, message: value });
  }

  /** An enumerated attribute set to a value it does not have: its first value, with one warning. */
  #enumerated(changed: PropertyValues<this>, name: 'paging' | 'routing', values: readonly string[]): void {
    if (!changed.has(name) || values.includes(this[name])) return;
    this.#warnOnce(name);
    (this[name] as string) = values[0]!;
  }

  /** Loads the error view's chunk once; when it cannot be loaded, errors say the network failed, till Retry. */
  #loadErrorView(): void {
    if (!errorView() && !this.#errorViewFailed) this.#wait('errors', loadErrorView);
  }

  /**
   * A message for the site's developer (see the error view's MESSAGES), by key: its words come with
   * the error view's chunk, since most visits never need them.
   */
  async #message(key: string, value: unknown = ''): Promise<string> {
    this.#loadErrorView();
    await this.#loads.get('errors');
    return errorView()?.MESSAGES[key]?.(String(value)) ?? `${key} is not set up right (${String(value)}).`;
  }

  /** Says a developer's message in the console, once per key. */
  #warnOnce(key: string, value?: unknown): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    void this.#message(key, value).then((message) => console.warn(`<job-board>: ${message}`));
  }

  /** A visitor's change in a control (the search, the workplaces, a filter): a new history entry, on page 1. */
  #handleControl = ({ detail }: CustomEvent<JobBoardSearchDetail | JobBoardWorkplacesDetail | JobBoardFilterDetail>): void => {
    const [key, value]: [keyof BoardRoute | undefined, unknown] =
      'query' in detail ? ['query', detail.query] : 'by' in detail ? [FILTER_FIELDS[detail.by], detail.value] : ['workplaces', [...detail.workplaces]];
    // A search or filter that says what the board says already (Enter on the same words) changes nothing.
    if (key && (key === 'workplaces' || value !== this[key])) this.#navigate({ [key]: value, page: 1 });
  };

  #handleMore = (): void => {
    // Focus goes to the first new entry once it shows, so the keyboard continues where it was.
    this.#pendingFocus = { to: 'index', index: this.posts.length };
    this.#navigate({ page: this.page + 1 });
  };

  #handlePage(target: number): void {
    if (target === this.page) return;
    this.#navigate({ page: target });
    if (this.getBoundingClientRect().top < 0) this.scrollIntoView({ block: 'start' });
  }

  #handleEntryClick(event: MouseEvent, post: JobPost): void {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!emit(this, 'job-board-select', { id: post.id, post }, { cancelable: true })) return;
    this.#opened = post;
    this.#pendingFocus = { to: 'detail' };
    this.#navigate({ job: post.id });
  }

  #handleBack = (event: MouseEvent): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    this.#pendingFocus = { to: 'entry', id: this.job };
    this.#navigate({ job: '' });
  };

  #handleRetry = (): void => {
    this.refresh();
  };
}

defineElement('job-board', JobBoard);

declare global {
  interface HTMLElementTagNameMap {
    'job-board': JobBoard;
  }
}

