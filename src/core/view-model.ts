/**
 * What the board's listing shows, from its route and data: a pure function, so the views take a
 * plain model (never the element) and the rules are tested without a browser.
 *
 * Data flows one way: the API's answer → the client (parse, cache) → the data controller (a page,
 * or every post narrowed locally) → this model → the views.
 */
import { isJobBoardApiError, type JobPost, type JobPostOffice, type JobPostPage } from '../client/index.js';
import { officeValue } from '../client/text-match.js';
import type { Formatter } from '../i18n/formatter.js';
import { humanise } from '../i18n/humanise.js';
import { payLine } from '../i18n/pay-text.js';
import { format } from '../i18n/format.js';
import type { JobBoardStrings } from '../i18n/types.js';
import { describeError, type FailedRequest } from './error-text.js';
import type { JobBoardErrorDetail } from '../events.js';
import type { GroupBy, NarrowedListing, NarrowInput } from './whole-board.js';

/** The listing as the board renders it: an API page, or the whole board narrowed locally. */
export type Listing = JobPostPage | NarrowedListing;

export interface EntryModel {
  id: string;
  title: string;
  /**
   * The meta line's names (shown "Engineering · Berlin, Remote"): the department (`''` without one,
   * or under a department's heading), then the distinct offices (city, else name; under an
   * office's heading, the others). Each name is the API's text, in its own direction (`dir="auto"`).
   */
  department: string;
  places: string[];
  /** Workplace and employment type. */
  badges: BadgeModel[];
  /** The pay on one line ("€62,000–€78,000 / year +1 more") with `show-pay`; `''` without it or without pay. */
  pay: string;
  href: string;
  post: JobPost;
}

/** A badge: its words, and its parts (`badge` and `workplace-<value>` or `type-<value>`). */
export interface BadgeModel {
  label: string;
  part: string;
}

/** What a group's entries leave out of their meta line: the group's own department or office. */
export interface GroupedBy {
  by: GroupBy;
  /** The group's value (an office's name, else its city, as whole-board mode groups them). */
  value: string;
}

export interface GroupModel {
  /** The group's name ("Other jobs" for posts without one). */
  name: string;
  /** The id of the group's heading in the shadow root, the target of its jump link. */
  id: string;
  /** How many posts it holds, formatted in the board's language. */
  count: string;
  entries: EntryModel[];
}

export type PagerModel =
  | { kind: 'pages'; page: number; totalPages: number }
  | { kind: 'more'; hasMore: boolean }
  | { kind: 'none' };

export interface ErrorModel {
  text: string;
  retryable: boolean;
}

export type ListingModel =
  | { kind: 'error'; error: ErrorModel }
  /** Nothing to show yet: the loading text (empty before loading starts) where the count will be. */
  | { kind: 'skeleton'; text: string; rows: number; entries: EntryModel[] }
  | {
      kind: 'listing';
      /** A newer listing is loading: the one shown stays, marked busy. */
      pending: boolean;
      /** The result count, or undefined when nothing matches (the empty text shows instead). */
      summary: string | undefined;
      entries: EntryModel[];
      /** Every matching post under a heading per group (`group-by`): no pager then. */
      groups: GroupModel[] | undefined;
      /** The accessible name of the jump links to the groups ("Departments"), when grouped. */
      groupsLabel: string;
      pager: PagerModel;
    };

export interface ListingInput {
  listing: Listing | undefined;
  pending: boolean;
  /** The listing request's error, when it failed (never an AbortError). */
  error: JobBoardErrorDetail | undefined;
  strings: JobBoardStrings;
  formatter: Formatter;
  limit: number;
  paging: 'pages' | 'more';
  /** `show-pay`: each entry shows its pay, in the formatter's language. */
  showPay: boolean;
  /** The link of an entry: the job's shareable URL. */
  entryHref(post: JobPost): string;
  /** Before the first listing, the first posts of its answer while the rest downloads: shown above the shapes of the others. */
  preview?: readonly JobPost[] | undefined;
}

/** A failed request as `job-board-error` tells it; anything else that went wrong is a response we could not read. */
export function toErrorDetail(error: unknown): JobBoardErrorDetail {
  if (isJobBoardApiError(error)) return { status: error.status, code: error.code, message: error.message, requestId: error.requestId };
  return { status: 0, code: 'BAD_RESPONSE', message: String(error), requestId: undefined };
}

/** `group-by` as the board reads it: empty, or one of the two it groups by. */
export function isGroupBy(value: string): value is GroupBy | '' {
  return value === '' || value === 'department' || value === 'office';
}

/** What narrows the whole board into the listing shown: the board's search, filters, page and grouping. */
export function narrowingOf(
  board: { query: string; workplaces: string[]; department: string; office: string; employmentType: string; groupBy: string; page: number; paging: string },
  context: { limit: number; lang: string; values: Readonly<Record<string, string>> },
): Omit<NarrowInput, 'posts'> {
  const { query, workplaces, department, office, employmentType, groupBy } = board;
  return {
    filters: { query, workplaces, department, office, employmentType },
    page: board.page,
    more: board.paging === 'more',
    // An unknown value shows no groups (the board warns).
    groupBy: isGroupBy(groupBy) ? groupBy : '',
    ...context,
  };
}

/** How many entries' shapes stand for the listing to come: as many as a page shows, at most 8 (a screenful). */
export function skeletonRows(limit: number): number {
  return Math.min(limit, 8);
}

export function errorModel(error: JobBoardErrorDetail, strings: JobBoardStrings, request: FailedRequest = 'detail'): ErrorModel {
  return describeError(error, strings, request);
}

/**
 * A part name for an API value: lower-cased, any character outside `[a-z0-9_-]` turned into `-`
 * (a part name is a CSS identifier: `job-board::part(type-full_time)`).
 */
export function partValue(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_-]/g, '-');
}

/** The comma-separated parts of a place's name, lower-cased: "Berlin, Germany" → ["berlin", "germany"]. */
const placeParts = (name: string): string[] => name.split(',').map((part) => part.trim().toLocaleLowerCase());

/**
 * An office as the detail's facts show it: its name, then its city where the name doesn't already
 * name it as one of its parts (a city read from the name, as the sources do: client/sources/
 * fields.ts, cityOf), so each shows once: "Berlin, Germany", not "Berlin, Germany, Berlin";
 * "Berlin HQ, Berlin".
 */
export function officeText(office: { name?: string; city?: string }): string {
  const name = (office.name ?? '').trim();
  const city = (office.city ?? '').trim();
  if (!city || placeParts(name).includes(city.toLocaleLowerCase())) return name || city;
  return name ? `${name}, ${city}` : city;
}


/**
 * The badges of each (kind, value) pair, per set of words (the board's `strings.values`): a page
 * of 100 entries has a handful of distinct workplaces and employment types, so each is humanised
 * and made a part name once, not once per entry.
 */
const badgeMemo = new WeakMap<Readonly<Record<string, string>>, { workplace: Map<string, BadgeModel>; type: Map<string, BadgeModel> }>();

function badgeOf(value: string, kind: 'workplace' | 'type', words: Readonly<Record<string, string>>): BadgeModel {
  let known = badgeMemo.get(words);
  if (!known) badgeMemo.set(words, (known = { workplace: new Map(), type: new Map() }));
  // A map per kind: looked up by the value itself, no key text made per entry.
  const ofKind = known[kind];
  let badge = ofKind.get(value);
  if (!badge) ofKind.set(value, (badge = { label: humanise(value, words), part: `badge ${kind}-${partValue(value)}` }));
  return badge;
}

const NO_OFFICES: readonly JobPostOffice[] = [];
/** No preview: the skeleton alone. */
const NO_POSTS: readonly JobPost[] = [];

/**
 * An entry of the listing; with `payIn` (the board's formatter, with `show-pay`), its pay in that
 * language; with `groupedBy`, under that group's heading, without the group's own value.
 */
export function entryModel(post: JobPost, strings: JobBoardStrings, href: string, payIn?: Formatter, groupedBy?: GroupedBy): EntryModel {
  // The distinct offices (city, else name), in order; under an office's heading, not that office.
  const places: string[] = [];
  const offices = post.ats_offices ?? NO_OFFICES;
  // Indexed: a hundred entries a page, in code not yet optimised, where `for…of` makes an object a step.
  for (let index = 0; index < offices.length; index += 1) {
    const office = offices[index]!;
    if (groupedBy?.by === 'office' && officeValue(office) === groupedBy.value) continue;
    const name = office.city || office.name;
    if (name && !places.includes(name)) places.push(name);
  }
  const department = groupedBy?.by === 'department' ? '' : (post.ats_department?.name ?? '');
  const badges: BadgeModel[] = [];
  const workplace = post.ats_job?.workplace;
  const type = post.ats_job?.employment_type;
  if (typeof workplace === 'string' && workplace !== '') badges.push(badgeOf(workplace, 'workplace', strings.values));
  if (typeof type === 'string' && type !== '') badges.push(badgeOf(type, 'type', strings.values));
  const pay = payIn ? payLine(post, payIn.locale, strings.payMore, (count) => payIn.number(count)) : '';
  return { id: post.id, title: post.title, department, places, badges, pay, href, post };
}

export function listingModel(input: ListingInput): ListingModel {
  const { listing, strings, formatter } = input;
  if (input.error) return { kind: 'error', error: errorModel(input.error, strings, 'listing') };
  const payIn = input.showPay ? formatter : undefined;
  const entry = (post: JobPost) => entryModel(post, strings, input.entryHref(post), payIn);
  if (!listing) {
    const entries = (input.preview ?? NO_POSTS).slice(0, input.limit).map(entry);
    return { kind: 'skeleton', text: input.pending ? strings.loading : '', rows: Math.max(0, skeletonRows(input.limit) - entries.length), entries };
  }
  const grouped = 'groups' in listing ? listing.groups : undefined;
  const groupBy = 'groupBy' in listing ? listing.groupBy : undefined;
  const groups = grouped?.map((group, index) => {
    // Under a group's heading an entry leaves the group's value out ("Other jobs" has none).
    const groupedBy = groupBy && group.value ? { by: groupBy, value: group.value } : undefined;
    return {
      name: group.name || strings.otherJobs,
      id: `group-${index + 1}`,
      count: formatter.number(group.posts.length),
      entries: group.posts.map((post) => entryModel(post, strings, input.entryHref(post), payIn, groupedBy)),
    };
  });
  const pager: PagerModel = groups
    ? { kind: 'none' }
    : input.paging === 'more'
      ? { kind: 'more', hasMore: listing.page < listing.totalPages }
      : { kind: 'pages', page: listing.page, totalPages: listing.totalPages };
  return {
    kind: 'listing',
    pending: input.pending,
    summary: listing.totalCount === 0 ? undefined : summaryText(input, listing, pager),
    entries: groups ? [] : listing.posts.map(entry),
    groups,
    groupsLabel: groups ? (groupBy === 'office' ? strings.groupsByOffice : strings.groupsByDepartment) : '',
    pager,
  };
}

/**
 * The result count; past page 1, where the visitor is too ("Page 2 of 9, 174 open positions"): the
 * live region then tells a screen reader user the page they moved to, which the count alone (the
 * same on every page) never did. Page 1 keeps the plain count, as a first visit reads it.
 */
function summaryText({ strings, formatter }: ListingInput, listing: Listing, pager: PagerModel): string {
  const results = formatter.plural(strings.results, listing.totalCount);
  if (pager.kind !== 'pages' || pager.page <= 1) return results;
  return format(strings.pagedResults, { page: formatter.number(pager.page), pages: formatter.number(pager.totalPages), results });
}
