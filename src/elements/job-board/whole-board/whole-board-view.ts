/**
 * Whole-board mode: every open post loaded once, then narrowed by the visitor's search and filters
 * into the listing the board shows (a page, the pages shown so far, or groups), with the facets'
 * counts for the `<job-board-filter>` controls. A lazily loaded chunk, with its styles and its
 * English texts, so a board that uses none of it never downloads it.
 */
import { adoptStyles, html, isServer, nothing, type TemplateResult } from 'lit';
import { serverStyles } from '../../../styles/server-styles.js';
import {
  facetOptions,
  filterPosts,
  groupPosts,
  loadWholeBoard,
  officeLabel,
  type BoardFilters,
  type FacetName,
  type FacetOption,
  type JobBoardsClient,
  type JobPost,
  type JobPostPage,
  type ListJobPostsOptions,
  type PostGroup,
} from '../../../client/index.js';
import { FILTER_FIELDS } from '../../../controllers/route-params.js';
import type { Formatter } from '../../../i18n/formatter.js';
import { humanise } from '../../../i18n/humanise.js';
import { addEnglishTexts, format } from '../../../i18n/strings.js';
import { FILTER_TEXTS } from '../../job-board-filter/filter-texts.js';
import type { JobBoard } from '../job-board.js';
import { groupStyles } from './groups.styles.js';

// A group's heading says its count as a filter option does: "Design (7)".
addEnglishTexts({ otherJobs: 'Other jobs', filterOption: FILTER_TEXTS.filterOption });

export type GroupBy = 'department' | 'office';

/** The listing to render: the shape of a listing page, plus the groups and the facets' options. */
export interface NarrowedListing {
  posts: JobPost[];
  page: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  /** Every matching post under its group's heading, when grouped: no pager then. */
  groups?: PostGroup[];
  /** A facet's options with their counts, counted the first time a filter asks for them. */
  facet(by: FacetName): FacetOption[];
}

/** The listing as the board renders it: an API page, or the whole board narrowed locally. */
export type Listing = JobPostPage | NarrowedListing;

/** A `<job-board-filter>` as the board sees it. */
type FilterControl = HTMLElement & { by?: FacetName; value?: string; options?: FacetOption[] };

const warned = new WeakSet<JobBoard>();

function warnOnce(host: JobBoard, message: string): void {
  if (warned.has(host)) return;
  warned.add(host);
  console.warn(`<job-board>: ${message}`);
}

/**
 * Every open post of the board, or undefined (with one console warning) when there are more than
 * whole-board mode loads: the board then stays paged.
 */
export async function loadBoard(host: JobBoard, client: JobBoardsClient, signal: AbortSignal): Promise<{ posts: JobPost[]; totalCount: number } | undefined> {
  const board = await loadWholeBoard(client, { signal });
  if ('posts' in board) return board;
  warnOnce(
    host,
    `the board has ${board.totalCount} open posts, more than whole-board mode loads (1,000): the filters are hidden, grouping is off, search covers titles only, and the listing stays paged.`,
  );
  return undefined;
}

/**
 * The API's pages 1 to `page` as one listing, for "Show more jobs" when the board is paged by the
 * API: the pages shown already come from the client's cache, so each step requests one page.
 */
export async function loadPages(client: JobBoardsClient, options: ListJobPostsOptions & { page: number }): Promise<JobPostPage> {
  const pages = await Promise.all(Array.from({ length: options.page }, (_, index) => client.listJobPosts({ ...options, page: index + 1 })));
  return { ...pages[pages.length - 1]!, posts: pages.flatMap((shown) => shown.posts) };
}

/**
 * What the board shows below its entries when it uses this chunk's parts: nothing under groups,
 * the "Show more jobs" button (while there is more to show) with `paging="more"`, and undefined
 * (the board's own pager) otherwise.
 */
export function renderPager(host: JobBoard, listing: Listing, onMore: () => void): TemplateResult | typeof nothing | undefined {
  if ('groups' in listing && listing.groups) return nothing;
  if (host.paging !== 'more') return undefined;
  return listing.page < listing.totalPages
    ? html`<div class="pagination"><button part="more-button" class="page-button" type="button" @click=${onMore}>${host.strings.more}</button></div>`
    : nothing;
}

/** `group-by` as the board uses it: `department`, `office`, or none (an unknown value, with one warning). */
function groupByOf(host: JobBoard): GroupBy | '' {
  const value = host.groupBy;
  if (!value || value === 'department' || value === 'office') return value;
  warnOnce(host, 'group-by must be "department", "office" or empty; showing no groups.');
  return '';
}

const narrowings = new WeakMap<JobBoard, { posts: readonly JobPost[]; key: string; listing: NarrowedListing }>();

/**
 * The matching posts as a page (or, with `paging="more"`, the pages shown so far) or as groups,
 * with the facets' counts. Kept per board while the posts and everything it depends on stay the
 * same, so the board renders and reports each narrowing once.
 */
export function narrowed(host: JobBoard, posts: readonly JobPost[], limit: number, lang: string): NarrowedListing {
  const { query, workplaces, department, office, employmentType } = host;
  const filters: BoardFilters = { query, workplaces, department, office, employmentType };
  const values = host.strings.values;
  const input = { filters, page: host.page, limit, more: host.paging === 'more', groupBy: groupByOf(host), lang, values };
  const key = JSON.stringify(input);
  const last = narrowings.get(host);
  if (last?.posts === posts && last.key === key) return last.listing;
  const listing = narrow({ ...input, posts });
  narrowings.set(host, { posts, key, listing });
  return listing;
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
      name: input.groupBy === 'office' && group.name ? officeLabel(posts, group.name) : group.name,
    }));
    return { posts: matching, page: 1, totalPages: 1, totalCount: matching.length, limit, groups, facet };
  }
  const start = input.more ? 0 : (page - 1) * limit;
  return { posts: matching.slice(start, page * limit), page, totalPages, totalCount: matching.length, limit, facet };
}

/**
 * Tells each `<job-board-filter>` in the board the board's value for it and its options with their
 * counts; hides them all when the board has too many posts to filter.
 */
export function syncFilters(host: JobBoard, listing: Listing | undefined, tooMany: boolean): void {
  for (const filter of host.querySelectorAll<FilterControl>('job-board-filter')) {
    const by = filter.by && filter.by in FILTER_FIELDS ? filter.by : 'department';
    filter.value = host[FILTER_FIELDS[by]];
    if (listing && 'facet' in listing) filter.options = listing.facet(by);
    filter.hidden = tooMany;
  }
}

const styled = new WeakSet<ShadowRoot>();

/** Adds the groups' styles after the board's own, once per shadow root (as the detail chunk does). */
function adoptGroupStyles(host: JobBoard): void {
  const root = host.renderRoot;
  if (isServer || !(root instanceof ShadowRoot) || styled.has(root)) return;
  styled.add(root);
  adoptStyles(root, [...(host.constructor as typeof JobBoard).elementStyles, groupStyles]);
}

/**
 * A real heading element of the level asked for. One template per level rather than lit's static
 * html: the build's template minifier cannot parse a tag name that is an expression.
 */
const HEADINGS: readonly ((text: string) => TemplateResult)[] = [
  (text) => html`<h1 part="group-heading" class="group-heading">${text}</h1>`,
  (text) => html`<h2 part="group-heading" class="group-heading">${text}</h2>`,
  (text) => html`<h3 part="group-heading" class="group-heading">${text}</h3>`,
  (text) => html`<h4 part="group-heading" class="group-heading">${text}</h4>`,
  (text) => html`<h5 part="group-heading" class="group-heading">${text}</h5>`,
  (text) => html`<h6 part="group-heading" class="group-heading">${text}</h6>`,
];

/**
 * One section per group: a real heading with the group's count (at the board's `heading-level`,
 * 1 to 6, default 2), then its entries. Undefined when the listing is not grouped.
 */
export function renderGroups(host: JobBoard, listing: Listing, formatter: Formatter, renderEntry: (post: JobPost) => TemplateResult): TemplateResult | undefined {
  const groups = 'groups' in listing ? listing.groups : undefined;
  if (!groups) return undefined;
  adoptGroupStyles(host);
  const strings = host.strings;
  const level = Math.min(6, Math.max(1, Math.trunc(host.headingLevel) || 2));
  const heading = HEADINGS[level - 1]!;
  return html`${isServer ? serverStyles(groupStyles) : nothing}${groups.map(
    (group) => html`<section part="group" class="group">
      ${heading(format(strings.filterOption, { value: group.name || strings.otherJobs, count: formatter.number(group.posts.length) }))}
      <ul part="list" class="list" role="list">
        ${group.posts.map(renderEntry)}
      </ul>
    </section>`,
  )}`;
}
