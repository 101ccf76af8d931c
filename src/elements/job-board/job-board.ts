import { LitElement, html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import { TaskStatus } from '@lit/task';
import { isAbortError, type JobPost } from '../../client/index.js';
import { boardStateContext, boardStateOf, sameBoardState } from '../../context/board-state.js';
import { BoardDataController } from './controllers/board-data-controller.js';
import { ClosedRoleController } from './controllers/closed-role-controller.js';
import { FiltersDisclosureController } from './controllers/filters-disclosure-controller.js';
import { FocusController } from './controllers/focus-controller.js';
import { HeadController } from './controllers/head-controller.js';
import { LanguageController } from '../../controllers/language-controller.js';
import { LazyPartsController } from './controllers/lazy-parts-controller.js';
import { TakeoverController } from './controllers/takeover-controller.js';
import { NavigationController } from './controllers/navigation-controller.js';
import { UrlStateController, type RouteCause } from './controllers/url-state-controller.js';
import { sameList, TEXT_FIELDS, type BoardRoute, type RoutingMode } from '../../routing/route-params.js';
import { emit, type JobBoardApplyDetail } from '../../events.js';
import { formatterFor } from '../../i18n/formatter.js';
import { localeTag } from '../../i18n/locale.js';
import { inheritedLanguage, resolveStrings, type JobBoardStrings } from '../../i18n/strings.js';
import { DEFAULT_TIMEOUT_MS } from '../../core/settings.js';
import { defineElement } from '../../internal/define.js';
import { resetStyles } from '../../styles/reset.js';
import { themeStyles } from '../../styles/theme.js';
import { asksForWholeBoard, checkInputs, clampPageSize, holdsNarrowingFilter, DEFAULT_PAGE_SIZE, listAttribute, numberAttribute, stringsOverride, textAttribute } from './attributes.js';
import { ControlsWait } from './controls-wait.js';
import { ErrorReports } from './error-reports.js';
import { boardStyles } from './job-board.styles.js';
import { rowsStyles } from './views/rows.styles.js';
import { controlsStyles } from './views/controls.styles.js';
import { pagerStyles } from './views/pager.styles.js';
import { ownApplyUrl } from './apply-link.js';
import { detailChunk } from './lazy-parts.js';
import { errorModel, listingModel, narrowingOf, toErrorDetail, type Listing } from '../../core/view-model.js';
import { renderControls } from './views/controls-view.js';
import { prepareListingTemplatesWhenIdle } from './views/prepare-templates.js';
import { renderDetailSkeleton } from './views/detail-skeleton.js';
import { detailSkeletonStyles } from './views/detail-skeleton.styles.js';
import { renderError, renderListing } from './views/listing-view.js';
import { renderLoadingShapes } from './views/loading-shapes.js';
import type { DetailMemory } from './detail/detail-view.js';
import { pageAddress, type ServerView } from './prerendered.js';
import type { GroupBy } from '../../core/whole-board.js';

export { clampPageSize };

export type JobBoardStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The language, texts and page size one update renders with. */
interface RenderInputs {
  language: string;
  strings: JobBoardStrings;
  limit: number;
}

const STATUS_BY_TASK_STATUS = ['idle', 'loading', 'ready', 'error'] as const satisfies Record<TaskStatus, JobBoardStatus>;

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
 * @csspart filters-button - On a narrow screen, the "Filters" button (with how many are active, "Filters (2)") that shows and hides the board's filter controls; the search stays.
 * @csspart summary - The result count (announced to screen readers).
 * @csspart notice - In the result count's live region, after a link to a job that has closed: "This job is no longer open. Here are our open positions." It goes when the visitor moves on.
 * @csspart list - The list of job posts (one per group when grouped).
 * @csspart item - One entry of the list.
 * @csspart item-link - The link of an entry (a real link: crawlable, opens in a new tab with Ctrl/Cmd-click).
 * @csspart item-title - The title of an entry.
 * @csspart item-meta - Department and offices of an entry.
 * @csspart badge - The workplace and employment type badges.
 * @csspart workplace-<value> - A workplace badge, by its value (lower-cased, any character outside `[a-z0-9_-]` turned into `-`): `workplace-remote`, `workplace-on_site`.
 * @csspart type-<value> - An employment type badge, by its value: `type-full_time`, `type-internship`.
 * @csspart group - A group of entries under its heading (`group-by`).
 * @csspart group-heading - A group's heading, with its count.
 * @csspart group-count - The count in a group's heading.
 * @csspart group-nav - The jump links to the groups (a `nav` named "Departments" or "Locations"), before the first group, where there are two or more.
 * @csspart group-nav-link - A jump link: the group's name and count; it scrolls to the group's heading and moves focus there.
 * @csspart pagination - The pager.
 * @csspart more-button - The "Show more jobs" button (`paging="more"`).
 * @csspart page-button - Every button of the pager.
 * @csspart page-current - The pager's current page (also `page-button`, with `aria-current="page"`).
 * @csspart detail - The detail view.
 * @csspart detail-title - The heading of the detail view.
 * @csspart back-link - The link from the detail back to the listing.
 * @csspart apply-link - The Apply links, before and after the description.
 * @csspart posted - When the job was posted: a `<time>`, relative ("Posted 3 days ago"), the full date as its title.
 * @csspart share-button - The detail's Copy link button (the share sheet on touch devices).
 * @csspart description - The job description: at most about 70 characters a line (`--job-board-measure`), in the API's own direction (`dir="auto"`).
 * @csspart description-heading - A heading (h1–h6) inside the description.
 * @csspart description-link - A link inside the description.
 * @csspart description-table - A table inside the description (it scrolls sideways when too wide).
 * @csspart description-quote - A blockquote inside the description.
 * @csspart description-list - A list (ul, ol) inside the description.
 * @csspart pay - The detail's pay ranges ("€85,000–€105,000 / year"), one line each, from the sources that give pay; with `show-pay`, an entry's pay on one line (the first range, "+1 more" for the others).
 * @csspart facts - The detail's list of facts (department, offices, workplace, employment type).
 * @csspart fact-label - The name of a fact.
 * @csspart fact-value - The value of a fact.
 * @csspart share-status - The live region that says the link was copied.
 * @csspart share-fallback - The label and field that show the link where the clipboard is refused.
 * @csspart share-url - The field that shows the link where the clipboard is refused.
 * @csspart status - Loading, empty and error texts (the empty text is the result count too, part `summary`).
 * @csspart retry-button - The Retry button of the error state.
 *
 * @cssprop --job-board-font-family - Font of the board. Default: the page's.
 * @cssprop --job-board-color - Text colour. Default: the page's.
 * @cssprop --job-board-muted-color - Secondary text. Default: the text colour (a lighter shade could fall below WCAG AA on the page's background).
 * @cssprop --job-board-background - Background of the board. Default: transparent.
 * @cssprop --job-board-surface - Background of entries and the detail. Default: transparent (borders set entries apart).
 * @cssprop --job-board-border-color - Borders. Default: the text colour at 22%.
 * @cssprop --job-board-accent - Links, the current page and the Apply button. Default: the system link colour.
 * @cssprop --job-board-accent-contrast - Text on the accent colour. Default: the system canvas colour.
 * @cssprop --job-board-radius - Corner radius. Default: 0.5rem.
 * @cssprop --job-board-spacing - Base spacing unit. Default: 1rem.
 * @cssprop --job-board-focus-ring - Focus outline. Default: 2px solid the accent.
 * @cssprop --job-board-color-scheme - `color-scheme` of the Copy link fallback field (`light`, `dark`). Default: the page's.
 * @cssprop --job-board-measure - The longest line of a job description. Default: 70ch.
 *
 * @fires {CustomEvent<JobBoardLoadDetail>} job-board-load - A listing page has rendered.
 * @fires {CustomEvent<JobBoardSelectDetail>} job-board-select - A job post is about to open; cancelable: `preventDefault()` keeps the listing.
 * @fires {CustomEvent<JobBoardChangeDetail>} job-board-change - The board's state changed, by the user or by the URL.
 * @fires {CustomEvent<JobBoardErrorDetail>} job-board-error - A request failed, or the board is not set up.
 * @fires {CustomEvent<JobBoardApplyDetail>} job-board-apply - A visitor clicked an Apply link, before the browser follows it.
 */
export class JobBoard extends LitElement {
  static override styles = [resetStyles, themeStyles, boardStyles, rowsStyles, pagerStyles, controlsStyles, detailSkeletonStyles];

  // Controllers run in this order: the URL is read (on connect) before the takeover and the data use it.
  /** The route's owner: the routed properties, kept in the URL. */
  readonly #router = new UrlStateController(this, { followed: (previous, cause) => this.#handleUrlMove(previous, cause) });
  readonly #takeover = new TakeoverController(this);
  readonly #texts = new LanguageController(this, () => this.#language);
  readonly #parts = new LazyPartsController(this);
  /** Failed requests told to the page and the developer; setup mistakes to the developer. */
  readonly #errors = new ErrorReports(this);
  readonly #data = new BoardDataController(this, {
    limit: () => this.#limit,
    // On the server the board can't see its children: the data controller reads what the build embedded.
    wantsWhole: () => asksForWholeBoard(this, !isServer && holdsNarrowingFilter(this)),
    narrowing: () => narrowingOf(this, { limit: this.#limit, lang: this.#language, values: this.strings.values }),
    warn: this.#errors.warn,
  });
  readonly #focus = new FocusController(this);
  readonly #nav = new NavigationController(this, { route: this.#router, focus: this.#focus });
  /** A closed job's link: the listing, with a notice. */
  readonly #closed = new ClosedRoleController(this, { route: this.#router, focus: this.#focus });
  /** What the detail view's chunk keeps between renders (the description shown, the share state, the head's). */
  readonly #detailMemory: DetailMemory = {};
  readonly #head = new HeadController(this, this.#detailMemory);
  /** The "Filters" button of a narrow screen, and whether the filters show behind it. */
  readonly #filters = new FiltersDisclosureController(this);
  /** The board's search, workplaces and filters, for the controls inside it. */
  readonly #controls = new ContextProvider(this, { context: boardStateContext });
  /** Its own controls not yet defined (the script-tag build's chunk of them): the views wait for them. */
  readonly #controlsWait = new ControlsWait(this);

  /**
   * What a server render hands the board it renders: the view's data, the page's address and its
   * language (src/ssr/render-board.ts). Never set in a browser.
   * @internal
   */
  serverView?: ServerView;

  #overrides: Partial<JobBoardStrings> = {};
  /** What this update renders in, worked out once in willUpdate (the language walks the ancestors). */
  #shown: RenderInputs | undefined;
  /** This update keeps the server's markup (see TakeoverController): decided in willUpdate. */
  #holdingMarkup = false;
  /** One of the board's own controls among its children is not defined yet (see ControlsWait): read in willUpdate. */
  #controlsPending = false;

  /**
   * Where the jobs come from: empty (the default) for the Applicant Tracking Service API with
   * `token` and `base-url`, or a vendor's public job board: `greenhouse:<board token>`,
   * `lever:<site>`, `ashby:<job board name>`, `workable:<account>`,
   * `smartrecruiters:<company identifier>`, `recruitee:<company>`, `personio:<company>` (or
   * `<company>.com`), `teamtailor:<company>` or `pinpoint:<company>`; several separated by spaces
   * make one list (newest first, a job on two boards once). A source needs no token and sends
   * none; its whole board is read once, searched, filtered, grouped and paged in the page.
   */
  @property({ converter: textAttribute }) source = '';

  /** The Job Boards token, sent as `Authorization: Bearer <token>` and nowhere else. Not used with a `source`. */
  @property({ converter: textAttribute }) token = '';

  /**
   * The API's base address; `/v1/...` paths are joined to it. A relative address is resolved
   * against the page. With a `source`, optional: it replaces the vendor's host (a proxy, a test
   * server) and the vendor's paths are joined to it.
   */
  @property({ attribute: 'base-url', converter: textAttribute }) baseUrl = '';

  /** Job posts per page (`limit`), clamped to 1..100; not a number means 20. */
  @property({ attribute: 'page-size', converter: numberAttribute(DEFAULT_PAGE_SIZE) }) pageSize: number = 20;

  /** The listing page shown, 1-indexed. */
  @property({ converter: numberAttribute(1) }) page = 1;

  /** Title search, sent as `filter_value`. */
  @property({ converter: textAttribute }) query = '';

  /** Workplace filter, sent as repeated `filter_by[workplaces][]`; the attribute is comma-separated. */
  @property({ converter: listAttribute }) workplaces: string[] = [];

  /** The id of the job post shown in the detail view; empty shows the listing. */
  @property({ converter: textAttribute }) job = '';

  /**
   * Where the board keeps its state so links are shareable and Back works: `query`, `hash`,
   * `none`, or `path` (static career pages: the listing at `base-path`, `page/N/` and
   * `jobs/<slug>/` under it, the slug being the id where it is URL-safe).
   */
  @property() routing: RoutingMode = 'query';

  /** Prefix of the board's URL parameters (`jb-job`, `jb-page`, `jb-q`, `jb-workplace`). */
  @property({ attribute: 'param-prefix' }) paramPrefix = 'jb-';

  /**
   * The listing's URL path with `routing="path"`, e.g. `/careers/`: page N is at `page/N/` under
   * it, a job at `jobs/<slug>/` (docs/routing.md, Job slugs). Leading and trailing slashes are
   * added; empty means `/`.
   */
  @property({ attribute: 'base-path' }) basePath = '/';

  /** Apply link template, `{id}` replaced by the post's id; used when a post has no apply URL. */
  @property({ attribute: 'apply-href' }) applyHref = '';

  /**
   * How long a request may take before it fails with `TIMEOUT`, in ms.
   * @default 15000
   */
  @property({ type: Number }) timeout: number = DEFAULT_TIMEOUT_MS;

  /** The hiring organisation's name, for the job's structured data (Google requires it). */
  @property() organization?: string | null;

  /** The organisation's website, for the structured data. */
  @property({ attribute: 'organization-url' }) organizationUrl?: string | null;

  /** The organisation's logo (URL), for the structured data. */
  @property({ attribute: 'organization-logo' }) organizationLogo?: string | null;

  /**
   * ISO 3166-1 alpha-2 code (e.g. `DE`), for the structured data: the default country, of offices
   * whose post names none and of the applicants to a remote post that names none. A post's own
   * country comes first: an office's `country_code` (or `country`), which the `source` boards set
   * from the vendor's answer (Lever's `country`, Ashby's address, a Greenhouse place such as
   * "Remote - Germany").
   */
  @property() country?: string | null;

  /**
   * `on`: while a detail view shows, exactly one JSON-LD `JobPosting` script in `document.head`
   * (none on the listing); `off`: none.
   */
  @property({ attribute: 'structured-data' }) structuredData: 'on' | 'off' = 'on';

  /**
   * `document.title` while a detail view shows: `{job}` is the job's title, `{page}` the page's
   * own title, which comes back after. Empty leaves the page's title alone; removed means this default.
   */
  @property({ attribute: 'document-title' }) documentTitle: string | null = '{job} – {page}';

  /** Department filter (a department's name); `""` for all. Turns on whole-board mode. */
  @property({ converter: textAttribute }) department = '';

  /** Office filter (an office's name); `""` for all. Turns on whole-board mode. */
  @property({ converter: textAttribute }) office = '';

  /** Employment type filter (the API's value, e.g. `full_time`); `""` for all. Turns on whole-board mode. */
  @property({ attribute: 'employment-type', converter: textAttribute }) employmentType = '';

  /**
   * `department` or `office`: every matching post under a heading per group, with no pager;
   * `""` for a plain listing. Turns on whole-board mode.
   */
  @property({ attribute: 'group-by', converter: textAttribute }) groupBy: GroupBy | '' = '';

  /** `pages`: a pager; `more`: a "Show more jobs" button that appends the next page. */
  @property() paging: 'pages' | 'more' = 'pages';

  /**
   * `cards` (the default): each entry a card, its title above its meta line. `rows`: each entry a
   * row between hairlines, on one line on wide screens (at most 56 px tall: title, department ·
   * offices, badges; long texts end in an ellipsis), the cards' arrangement on narrow ones.
   * Reflected (for the board's CSS) when `rows`.
   */
  @property({ reflect: true, converter: { fromAttribute: (value: string | null) => (value === 'rows' ? 'rows' : 'cards'), toAttribute: (value: string) => (value === 'rows' ? value : null) } })
  layout: 'cards' | 'rows' = 'cards';

  /** The level of the group headings (`h2` by default), 1 to 6, to fit the page's outline. */
  @property({ attribute: 'heading-level', converter: numberAttribute(2) }) headingLevel = 2;

  /**
   * Each listing entry shows its pay too, as the detail does, on one line: the first range and how
   * many more (`"€62,000–€78,000 / year +1 more"`). Posts without pay show none. Reflected: the
   * loading skeleton's rows are as tall as entries with pay.
   */
  @property({ attribute: 'show-pay', type: Boolean, reflect: true }) showPay = false;

  /**
   * Language of the built-in texts and of number formatting; default the nearest ancestor's or
   * the page's, followed when it changes. A tag `Intl` can't read is passed over (`en_US` is read
   * as `en-US`). Reflected like the standard property, so assistive technology reads the texts in
   * it; empty leaves the attribute out (`lang=""` would mean "unknown" rather than the page's
   * language).
   */
  @property({ reflect: true, converter: { ...textAttribute, toAttribute: (value: string) => value || null } })
  override lang = '';

  /** Every visible text, by name: set a partial object to override; reads back the complete set in use. */
  get strings(): JobBoardStrings {
    return resolveStrings(this.#language, this.#overrides);
  }
  set strings(value: Partial<JobBoardStrings> | null | undefined) {
    const old = this.strings;
    this.#overrides = stringsOverride(value, this.#errors.warn);
    this.requestUpdate('strings', old);
  }

  /** `idle`, `loading`, `ready` or `error`: the state of the view shown. */
  get status(): JobBoardStatus {
    const task = this.job ? this.#data.detailTask : this.#data.listTask;
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

  override connectedCallback(): void {
    // Before Lit makes the render root, which would render before the server's markup.
    this.#takeover.begin();
    // The page's data answers the board's first requests: handed to the data's owner, once.
    const answers = this.#takeover.takeAnswers();
    if (answers) this.#data.answerFrom(answers);
    super.connectedCallback();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    checkInputs(this, changed, this.#errors.warn);
    // The host changed the search or the filter (its own control, say) and not the page: back to
    // page 1, as a visitor's change does. Not for the URL's state, which names its own page.
    const filtersChanged =
      TEXT_FIELDS.some((key) => changed.has(key) && changed.get(key) !== this[key]) ||
      (changed.has('workplaces') && !sameList(changed.get('workplaces') ?? [], this.workplaces));
    if (this.hasUpdated && !this.#router.inSync && filtersChanged && !changed.has('page') && this.page !== 1) this.page = 1;
    this.#followData();
    const language = this.#language;
    this.#shown = { language, strings: resolveStrings(language, this.#overrides), limit: this.#limit };
    this.#controlsPending = this.#controlsWait.pending();
    this.#holdingMarkup = this.#takeover.holding && !this.#canReplaceMarkup();
    this.#provideControlsState();
    // A server render embeds the view it renders of a whole board, not every post (ssr/embedded-view.ts).
    if (isServer && this.serverView) {
      const listing = this.#listing;
      if (listing && 'facet' in listing) this.serverView.shown = listing;
    }
  }

  /**
   * The data's findings, handed on as values, before the controllers' own updates: the failures to
   * report, a closed job's move to the listing, a hashed slug's id to the route's owner.
   */
  #followData(): void {
    const data = this.#data;
    this.#errors.report({ listing: data.listingFailure, detail: data.detailFailure, boards: data.boardFailures, shownJobs: data.shownJobs });
    if (this.#closed.follow(data.detailFailure)) queueMicrotask(() => emit(this, 'job-board-change', this.#router.route));
    const resolved = data.resolvedSlug;
    if (resolved) this.#router.found(resolved.slug, resolved.id);
  }

  /** The server's markup goes in the same task as the render that replaces it: nothing flashes. */
  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    if (this.#takeover.holding && !this.#holdingMarkup) this.#takeover.end();
  }

  protected override updated(): void {
    // What this update showed, handed on: the listing announced, focus moved and the head
    // described only once the board shows its own views.
    const shown = this.#viewsShown;
    this.#data.announce(shown);
    this.#focus.settle(shown);
    if (shown) this.#head.describe({ detail: this.job ? this.#data.detailTask : undefined, closed: this.#closed.notice, pageTitle: this.#takeover.pageTitle });
  }

  /** Also waits for the lazy parts being loaded (the detail view, other languages' texts, a console hint) and the render after them. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#parts.pending || this.#texts.loading || this.#errors.pending) {
      await Promise.all([this.#parts.pending, this.#texts.loading, this.#errors.pending]);
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /** Loads the current view again from the API, bypassing the cache. */
  refresh(): void {
    // The detail view's chunk too, when it could not be loaded (the detail request loads it again).
    this.#parts.retry();
    this.#data.refresh();
  }

  /** Opens a job post's detail view (a history entry, like a click). */
  showJob(id: string): void {
    this.#nav.showJob(id);
  }

  /** Returns to the listing (a history entry, like the back link). */
  showList(): void {
    this.#nav.showList();
  }

  override render(): TemplateResult | typeof nothing {
    if (this.#holdingMarkup) return nothing;
    const inputs = this.#shown!;
    return html`
      ${renderControls({
        hidden: this.job !== '' || this.#data.nothingToSearch,
        filters: { present: this.#filters.hasFilters, expanded: this.#filters.expanded, active: this.#filters.active },
        strings: inputs.strings,
        formatter: formatterFor(inputs.language),
        onToggle: this.#filters.toggle,
        onSlotChange: this.#filters.handleSlotChange,
      })}
      ${!this.#viewsReady
        ? renderLoadingShapes({ detail: Boolean(this.job), controlsPending: this.#controlsPending, strings: inputs.strings, limit: inputs.limit })
        : this.job
          ? this.#renderDetail(inputs)
          : this.#renderListing(inputs)}
    `;
  }

  #renderListing({ language, strings, limit }: RenderInputs): TemplateResult {
    const task = this.#data.listTask;
    const failed = task.status === TaskStatus.ERROR && !isAbortError(task.error);
    // Looked up by the language in use at each render (its own, an ancestor's, the page's), never kept.
    const formatter = formatterFor(language);
    const error = failed ? toErrorDetail(task.error) : undefined;
    // A failure a retry can cure keeps the jobs shown (the data controller's listing) under the error.
    const kept = error && this.#listing ? renderError(errorModel(error, strings, 'listing'), strings, this.#handleRetry) : undefined;
    const model = listingModel({
      listing: this.#listing,
      pending: task.status === TaskStatus.PENDING,
      error: kept ? undefined : error,
      strings,
      formatter,
      limit,
      paging: this.paging,
      showPay: this.showPay,
      entryHref: this.#entryHrefs(),
      preview: this.#data.preview,
    });
    const listing = renderListing({
      model,
      strings,
      formatter,
      headingLevel: this.headingLevel,
      notice: this.#closed.notice ? strings.jobNotFound : undefined,
      handlers: {
        onEntryClick: this.#nav.handleEntryClick,
        // Under a failed page's error the pager still shows the page before: its step to the page
        // that failed (Next, or Show more) tries that page again.
        onPage: kept ? (page) => (page === this.page ? this.refresh() : this.#nav.handlePage(page)) : this.#nav.handlePage,
        onMore: kept ? this.#handleRetry : this.#nav.handleMore,
        onRetry: this.#handleRetry,
        // Links to the static pages in path routing, which work without JavaScript.
        pageHref: this.#router.mode === 'path' ? (page) => this.#router.href({ ...this.#router.route, page }) : undefined,
      },
    });
    return kept ? html`${kept}${listing}` : listing;
  }

  #renderDetail({ language, strings }: RenderInputs): TemplateResult {
    const task = this.#data.detailTask;
    const failed = task.status === TaskStatus.ERROR && !isAbortError(task.error);
    const detail = failed ? toErrorDetail(task.error) : undefined;
    const error = detail && renderError(errorModel(detail, strings), strings, this.#handleRetry);
    // Meanwhile, the listing's copy of the post, or the one opened.
    const post = failed ? undefined : (this.#data.post ?? [...(this.#listing?.posts ?? []), this.#nav.opened].find((copy) => copy?.id === this.job));
    const backHref = this.#router.href({ ...this.#router.route, job: '' });
    const loading = task.status === TaskStatus.PENDING;
    // The detail's chunk renders it; till the chunk is here, the back link and the detail's shapes.
    return (
      detailChunk.get()?.renderDetail({
        memory: this.#detailMemory,
        post,
        description: this.#data.description,
        strings,
        lang: language,
        routing: { routing: this.routing, paramPrefix: this.paramPrefix, basePath: this.basePath },
        page: pageAddress(this.serverView),
        loading,
        applyHref: this.applyHref,
        error,
        backHref,
        onBack: this.#nav.handleBack,
        onApply: this.#handleApply,
        requestUpdate: this.#handleDetailChange,
      }) ??
      error ??
      renderDetailSkeleton({ strings, back: { href: backHref, onClick: this.#nav.handleBack } })
    );
  }

  /** The listing to render: the API's page, or the whole board narrowed by the current filters. */
  get #listing(): Listing | undefined {
    return this.#data.listing;
  }

  get #limit(): number {
    return clampPageSize(this.pageSize);
  }

  /**
   * Its own `lang` (the property: the attribute lags until the update reflects it), else an
   * ancestor's, else the page's; always a tag Intl takes (see i18n/locale.ts).
   */
  get #language(): string {
    return localeTag(this.lang) ?? this.serverView?.language ?? inheritedLanguage(this);
  }

  /**
   * Whether this render can show what the server's markup shows: its texts, data and chunk, or the
   * error in its place.
   */
  #canReplaceMarkup(): boolean {
    const task = this.job ? this.#data.detailTask : this.#data.listTask;
    const shown = this.job ? Boolean(detailChunk.get()) && this.#data.post !== undefined : this.#listing !== undefined;
    return this.#viewsReady && (shown || task.status === TaskStatus.ERROR);
  }

  /** Whether the board shows its own views: its texts are here, and no server markup is left. */
  get #viewsShown(): boolean {
    return this.#viewsReady && !this.#takeover.holding;
  }

  get #viewsReady(): boolean {
    return this.#texts.ready() && !this.#controlsPending;
  }

  /** Tells the controls the board's state: a new object only when something they show changed. */
  #provideControlsState(): void {
    const folded = this.#filters.hasFilters && !this.#filters.expanded;
    const next = boardStateOf(this, this.#listing, this.#data.tooMany, this.#overrides, this.#data.nothingToSearch, folded);
    if (!sameBoardState(this.#controls.value, next)) this.#controls.setValue(next);
  }

  /** The entries' links: each job's shareable URL, or with `routing="none"` its own apply address. */
  #entryHrefs(): (post: JobPost) => string {
    const href = this.#router.jobHrefs(this.#router.route);
    return this.routing === 'none' ? (post) => ownApplyUrl(post) ?? href(post.id) : (post) => href(post.id);
  }

  /** The URL moved the board (load, Back, Forward): focus returns to the entry left, and the page hears of it. */
  #handleUrlMove = (previous: BoardRoute, cause: RouteCause): void => {
    if (cause === 'history' && previous.job && !this.job) this.#focus.request({ to: 'entry', id: previous.job });
    emit(this, 'job-board-change', this.#router.route);
  };

  #handleRetry = (): void => {
    this.refresh();
  };

  #handleApply = (detail: JobBoardApplyDetail): void => {
    emit(this, 'job-board-apply', detail);
  };

  #handleDetailChange = (): void => {
    this.requestUpdate();
  };
}

defineElement('job-board', JobBoard, { takesOverServerMarkup: true, prepareStyles: true });
// Its views' templates too, while the page is idle: not in the tasks its first listing renders in.
if (!isServer) prepareListingTemplatesWhenIdle();

declare global {
  interface HTMLElementTagNameMap {
    'job-board': JobBoard;
  }
}
