/**
 * What the board's listing shows, from its route and data: a pure function, so the views take a
 * plain model (never the element) and the rules are tested without a browser.
 *
 * Data flows one way: the API's answer → the client (parse, cache) → the data controller (a page,
 * or every post narrowed locally) → this model → the views.
 */
import { isJobBoardApiError, type JobPost, type JobPostPage } from '../../client/index.js';
import type { Formatter } from '../../i18n/formatter.js';
import { humanise } from '../../i18n/humanise.js';
import { payLine } from '../../i18n/pay-text.js';
import type { JobBoardStrings } from '../../i18n/strings.js';
import { describeError, type FailedRequest } from './error-text.js';
import type { JobBoardErrorDetail } from '../../events.js';
import type { GroupBy, NarrowedListing, NarrowInput } from './whole-board/whole-board.js';

/** The listing as the board renders it: an API page, or the whole board narrowed locally. */
export type Listing = JobPostPage | NarrowedListing;

export interface EntryModel {
  id: string;
  title: string;
  /** Department and offices: "Engineering · Berlin, Remote". */
  meta: string;
  /** Workplace and employment type, in words. */
  badges: string[];
  /** The pay on one line ("€62,000–€78,000 / year +1 more") with `show-pay`; `''` without it or without pay. */
  pay: string;
  href: string;
  post: JobPost;
}

export interface GroupModel {
  /** The group's name ("Other jobs" for posts without one). */
  name: string;
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
  | { kind: 'skeleton'; text: string; rows: number }
  | {
      kind: 'listing';
      /** A newer listing is loading: the one shown stays, marked busy. */
      pending: boolean;
      /** The result count, or undefined when nothing matches (the empty text shows instead). */
      summary: string | undefined;
      entries: EntryModel[];
      /** Every matching post under a heading per group (`group-by`): no pager then. */
      groups: GroupModel[] | undefined;
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

/** An entry of the listing; with `payIn` (the board's formatter, with `show-pay`), its pay in that language. */
export function entryModel(post: JobPost, strings: JobBoardStrings, href: string, payIn?: Formatter): EntryModel {
  const offices = (post.ats_offices ?? []).map((office) => office.city || office.name).filter(Boolean);
  const meta = [post.ats_department?.name, [...new Set(offices)].join(', ')].filter(Boolean).join(' · ');
  const badges = [post.ats_job?.workplace, post.ats_job?.employment_type]
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map((value) => humanise(value, strings.values));
  const pay = payIn ? payLine(post, payIn.locale, strings.payMore, (count) => payIn.number(count)) : '';
  return { id: post.id, title: post.title, meta, badges, pay, href, post };
}

export function listingModel(input: ListingInput): ListingModel {
  const { listing, strings, formatter } = input;
  if (input.error) return { kind: 'error', error: errorModel(input.error, strings, 'listing') };
  if (!listing) return { kind: 'skeleton', text: input.pending ? strings.loading : '', rows: skeletonRows(input.limit) };
  const payIn = input.showPay ? formatter : undefined;
  const entry = (post: JobPost) => entryModel(post, strings, input.entryHref(post), payIn);
  const grouped = 'groups' in listing ? listing.groups : undefined;
  const groups = grouped?.map((group) => ({
    name: group.name || strings.otherJobs,
    count: formatter.number(group.posts.length),
    entries: group.posts.map(entry),
  }));
  const pager: PagerModel = groups
    ? { kind: 'none' }
    : input.paging === 'more'
      ? { kind: 'more', hasMore: listing.page < listing.totalPages }
      : { kind: 'pages', page: listing.page, totalPages: listing.totalPages };
  return {
    kind: 'listing',
    pending: input.pending,
    summary: listing.totalCount === 0 ? undefined : formatter.plural(strings.results, listing.totalCount),
    entries: groups ? [] : listing.posts.map(entry),
    groups,
    pager,
  };
}
