/**
 * Whole-board mode: every open post loaded once, then searched, filtered, counted and grouped in
 * memory. The Job Boards API filters only by title and workplace, so narrowing by department,
 * office or employment type needs the whole board. Pure functions over arrays (no DOM): they run
 * in the browser, in Node (prerendering) and in tests alike.
 */
import { resolveLocale } from '../i18n/locale.js';
import { foldText, officeValue } from './text-match.js';
import type { BoardClient, JobPost, JobPostPage } from './types.js';

import { WHOLE_BOARD_MAX_PAGES, WHOLE_BOARD_MAX_POSTS, WHOLE_BOARD_PAGE_LIMIT as PAGE_LIMIT } from './whole-board-limit.js';

export { WHOLE_BOARD_MAX_POSTS };


/** What whole-board mode narrows by. */
export type FacetName = 'department' | 'office' | 'employment-type';

/** The filters a visitor can set; empty means "all". */
export interface BoardFilters {
  /** Searched in title, department, office name and city; case- and accent-insensitive. */
  query: string;
  /** Workplace values; a post matches any of them. */
  workplaces: readonly string[];
  department: string;
  office: string;
  employmentType: string;
}

/**
 * Every open post, or word that there are too many to load at once. `failures`: of several boards,
 * those that failed while others answered (see `SourcePosts.failures`).
 */
export type WholeBoard = { posts: JobPost[]; totalCount: number; failures?: readonly unknown[] } | { tooMany: true; totalCount: number };

/** One value of a facet, with how many posts match it under the other filters. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** The posts of one group, under its name (`""` for posts that have no value to group by). */
export interface PostGroup {
  name: string;
  posts: JobPost[];
}

/**
 * Loads every open post: page 1 at the largest limit, then the other pages in parallel, so a
 * board of up to 100 posts costs one request and 174 cost two. A post that moved between pages
 * while they loaded is kept once. Over {@link WHOLE_BOARD_MAX_POSTS} only page 1 is read; at or
 * under it, at most {@link WHOLE_BOARD_MAX_PAGES} pages are, however many the API says it has
 * (see {@link wholeBoardPages}), or `maxPages` when the caller has other requests to make.
 */
export async function loadWholeBoard(client: BoardClient, options: { signal?: AbortSignal; maxPages?: number } = {}): Promise<WholeBoard> {
  const { signal, maxPages = WHOLE_BOARD_MAX_PAGES } = options;
  // A source's answer is the whole board already, whatever its size: one request, no cap of pages.
  if (client.loadAll) {
    const { posts, failures } = await client.loadAll({ signal });
    return { posts, totalCount: posts.length, ...(failures ? { failures } : {}) };
  }
  const first = await client.listJobPosts({ page: 1, limit: PAGE_LIMIT, signal });
  if (first.totalCount > WHOLE_BOARD_MAX_POSTS) return { tooMany: true, totalCount: first.totalCount };
  const rest = await Promise.all(
    Array.from({ length: Math.min(wholeBoardPages(first), maxPages) - 1 }, (_, index) => client.listJobPosts({ page: index + 2, limit: PAGE_LIMIT, signal })),
  );
  const posts = newPostsInOrder([first, ...rest]);
  return { posts, totalCount: posts.length };
}

/**
 * How many pages of `limit` posts (asked for) hold a board of at most {@link WHOLE_BOARD_MAX_POSTS}
 * posts, from page 1's answer: `ceil(total / page size)`, no more than its `total_pages`, and never
 * more than the cap's worth (at the largest limit, {@link WHOLE_BOARD_MAX_PAGES}). The total
 * decides, not `total_pages`: the 1,000-post cap is about the total, and an answer whose two
 * numbers disagree (`total: 50, total_pages: 500`) is read by the smaller, so one lying number
 * can't multiply a visitor's requests. The board then stays whole with the posts the total
 * promised: sending it to paged mode instead would need the paged answer to say so too, and it
 * reads only the total (see board-data-controller.ts `tooMany`). "Show more jobs" on a paged board
 * is bounded the same way.
 */
export function wholeBoardPages(first: Pick<JobPostPage, 'totalCount' | 'totalPages' | 'posts' | 'skipped'>, limit: number = PAGE_LIMIT): number {
  // The pages are numbered in the API's own page size, which page 1 shows by what it brought (a
  // claimed `limit` is one more number that can lie); never more than the limit asked for is read.
  const size = Math.max(1, Math.min(first.posts.length + first.skipped, limit));
  const byTotal = Math.ceil(Math.min(first.totalCount, WHOLE_BOARD_MAX_POSTS) / size);
  return Math.max(1, Math.min(byTotal, first.totalPages, Math.ceil(WHOLE_BOARD_MAX_POSTS / limit)));
}

/**
 * The pages' posts in order, each id once, up to the first page after page 1 that brings no new
 * one: past it the API repeats itself (it ignores `page`) or has run out, and what it sends after
 * that is not read as the board.
 */
function newPostsInOrder(pages: readonly JobPostPage[]): JobPost[] {
  const seen = new Set<string>();
  const posts: JobPost[] = [];
  for (const page of pages) {
    const fresh = page.posts.filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)));
    if (fresh.length === 0 && posts.length > 0) break;
    posts.push(...fresh);
  }
  return posts;
}

/** The values a post has for a facet: one department, its offices (distinct), one employment type. */
export function facetValues(post: JobPost, facet: FacetName): string[] {
  if (facet === 'office') return [...new Set((post.ats_offices ?? []).map(officeValue).filter(Boolean))];
  const value = facet === 'department' ? post.ats_department?.name : post.ats_job?.employment_type;
  return typeof value === 'string' && value.trim() ? [value.trim()] : [];
}

/** Whether every word of `query` is in the post's title, department, office names or cities. */
export function matchesQuery(post: JobPost, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const offices = (post.ats_offices ?? []).flatMap((office) => [office.name, office.city]);
  const haystack = foldText([post.title, post.ats_department?.name, ...offices].filter(Boolean).join('\n'));
  return words.every((word) => haystack.includes(word));
}

const FACET_FILTER: Readonly<Record<FacetName, 'department' | 'office' | 'employmentType'>> = {
  department: 'department',
  office: 'office',
  'employment-type': 'employmentType',
};

/** Whether a post passes every filter, except the facet `except` (for that facet's own counts). */
function passes(post: JobPost, filters: BoardFilters, except?: FacetName): boolean {
  if (filters.workplaces.length > 0) {
    const workplace = post.ats_job?.workplace?.toLowerCase();
    if (!workplace || !filters.workplaces.some((value) => value.toLowerCase() === workplace)) return false;
  }
  for (const facet of Object.keys(FACET_FILTER) as FacetName[]) {
    const wanted = filters[FACET_FILTER[facet]];
    if (facet !== except && wanted && !facetValues(post, facet).includes(wanted)) return false;
  }
  return matchesQuery(post, filters.query);
}

/** The posts that pass every filter, in the listing's order. */
export function filterPosts(posts: readonly JobPost[], filters: BoardFilters): JobPost[] {
  return posts.filter((post) => passes(post, filters));
}

/**
 * Every value of a facet across the whole board, with how many posts it would leave under the
 * other active filters (as faceted search counts): a value no post matches now stays listed with
 * 0 rather than vanish under the pointer. Sorted by label in `lang`.
 */
export function facetOptions(
  posts: readonly JobPost[],
  facet: FacetName,
  filters: BoardFilters,
  options: { lang?: string; label?: (value: string) => string } = {},
): FacetOption[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    const match = passes(post, filters, facet);
    for (const value of facetValues(post, facet)) counts.set(value, (counts.get(value) ?? 0) + (match ? 1 : 0));
  }
  const label = options.label ?? ((value: string) => value);
  const collator = sorter(options.lang);
  return [...counts]
    .map(([value, count]) => ({ value, label: label(value), count }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * An office's label: its name, with the city where the name does not say it already
 * ("Headquarters, Berlin", but "Berlin HQ"), as the detail view names offices.
 */
export function officeLabel(posts: readonly JobPost[], value: string): string {
  for (const post of posts) {
    for (const office of post.ats_offices ?? []) {
      if (officeValue(office) !== value) continue;
      const city = (office.city ?? '').trim();
      return city && !foldText(value).includes(foldText(city)) ? `${value}, ${city}` : value;
    }
  }
  return value;
}

/**
 * The posts under one heading per department or office, groups sorted by name in `lang`, posts
 * in the listing's order within each. A post with two offices is under both; posts without a
 * value come last, in a group named `""`.
 */
export function groupPosts(posts: readonly JobPost[], by: 'department' | 'office', lang?: string): PostGroup[] {
  const groups = new Map<string, JobPost[]>();
  for (const post of posts) {
    const values = facetValues(post, by);
    for (const name of values.length > 0 ? values : ['']) {
      const group = groups.get(name);
      if (group) group.push(post);
      else groups.set(name, [post]);
    }
  }
  const collator = sorter(lang);
  return [...groups]
    .map(([name, grouped]) => ({ name, posts: grouped }))
    .sort((a, b) => (a.name === '' ? 1 : b.name === '' ? -1 : collator.compare(a.name, b.name)));
}

/**
 * How labels and group names sort, in `lang`: any string, a tag Intl can't read (`en_US` on the
 * page, `root`) falling back as resolveLocale says. Passed straight to Intl.Collator it threw, and
 * the board stayed on "Loading jobs…" (issue 27, bug 2).
 */
function sorter(lang: string | undefined): Intl.Collator {
  return new Intl.Collator(resolveLocale(lang), { sensitivity: 'base', numeric: true });
}
