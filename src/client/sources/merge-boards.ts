/**
 * Several boards in one list (`source="greenhouse:acme lever:acme-eu"`): their posts merged into
 * one listing, newest first, the same job posted on two boards shown once, and every id made
 * unique across the boards by the board it came from. Pure: no requests.
 */
import { isoDateText, POSTED_DATE_FIELDS } from '../dates.js';
import { foldText } from '../text-match.js';
import type { JobPost } from '../types.js';
import type { BoardSource } from './source.js';
import { sourceKey } from './vendor-names.js';

/** One board's posts, as its answer had them. */
export interface BoardPosts {
  source: BoardSource;
  posts: readonly JobPost[];
}

/**
 * A merged post's id: its board (`greenhouse:acme`, lower-cased vendor, the name as written) and
 * its own id, joined by `.`, so ids from two boards can't meet and each job keeps its URL however
 * the list is ordered or grows: `greenhouse.acme.4012345`.
 */
export function mergedId(source: BoardSource, id: string): string {
  return `${source.vendor}.${source.name}.${id}`;
}

/**
 * The board and its own id that a merged id names, among `sources`; `undefined` when it names none.
 * The longest name wins, so `personio.acme.com.7` is Personio's `acme.com`, not `acme`.
 */
export function splitMergedId(id: string, sources: readonly BoardSource[]): { source: BoardSource; id: string } | undefined {
  let found: { source: BoardSource; id: string } | undefined;
  for (const source of sources) {
    const prefix = mergedId(source, '');
    if (id.startsWith(prefix) && id.length > prefix.length && (!found || prefix.length > mergedId(found.source, '').length)) {
      found = { source, id: id.slice(prefix.length) };
    }
  }
  return found;
}

/** The post with its id made its board's, and the board it came from named (`source`), for a site's own use. */
export function postOfBoard(post: JobPost, source: BoardSource): JobPost {
  return { ...post, id: mergedId(source, post.id), source: sourceKey(source) };
}

/** When a post was published, as milliseconds; `undefined` when it says nothing readable. */
function postedTime(post: JobPost): number | undefined {
  for (const field of POSTED_DATE_FIELDS) {
    const text = isoDateText(post[field]);
    if (text !== undefined) return Date.parse(text);
  }
  return undefined;
}

/**
 * What makes two posts on two boards the same job posted twice: the same title (case and accents
 * aside), the same places and the same apply address. The id can't tell: each board gives its
 * own. A post without an apply address has no key: nothing says it is another's.
 */
function sameJobKey(post: JobPost): string | undefined {
  const apply = (post.apply_url ?? post.url ?? post.absolute_url ?? '').trim();
  if (apply === '') return undefined;
  const places = (post.ats_offices ?? []).map((office) => foldText(office.name ?? office.city ?? '').trim()).sort();
  return JSON.stringify([foldText(post.title).trim(), places, apply]);
}

/**
 * The boards' posts as one list: newest first by the date each was published, posts without a
 * date after the dated ones, and ties (or no dates) in the order of the boards, then of each
 * board's answer. A job on two boards is kept once, as the first board in `source` has it.
 */
export function mergeBoards(boards: readonly BoardPosts[]): JobPost[] {
  // Each key with the board that first had it: two posts alike on one board are two openings.
  const seen = new Map<string, BoardPosts>();
  const merged: { post: JobPost; time: number | undefined }[] = [];
  for (const board of boards) {
    for (const post of board.posts) {
      const key = sameJobKey(post);
      if (key !== undefined) {
        const first = seen.get(key);
        if (first !== undefined && first !== board) continue;
        seen.set(key, board);
      }
      merged.push({ post: postOfBoard(post, board.source), time: postedTime(post) });
    }
  }
  // Array.prototype.sort is stable: equal dates keep the boards' order.
  merged.sort((a, b) => (b.time ?? Number.NEGATIVE_INFINITY) - (a.time ?? Number.NEGATIVE_INFINITY) || 0);
  return merged.map(({ post }) => post);
}
