/**
 * Which boards the vendor emulators serve, and what each holds. The same three names work the same
 * way for every vendor, apart from the data-set board's name, which is the vendor's example
 * company in ats-public-apis.md (Greenhouse `northwind`, Lever `harborpay`, Ashby `lumenfield`) or
 * ats-public-apis-more.md (Workable `groove-tech`; SmartRecruiters `BrightwaveLabs`, a name in its style;
 * Recruitee `make`; Pinpoint `acme`; Personio `personio`, whose own feed is §4.4's sample;
 * Teamtailor `example`, §5.2's host):
 *
 * - the data-set board: the reference data set's open posts, newest first, the data set's order;
 * - `empty`: a real board with no posts (200 and an empty list, never a 404);
 * - `bigboard`: 1,200 generated open posts with one-line descriptions (big-board.ts).
 *
 * Any other name is the vendor's "unknown board" 404 (SmartRecruiters: an empty 200, as live). Names are matched exactly, case included
 * (Lever's site names are case-sensitive; we treat the others alike).
 */

import type { DataSet, JobPost } from '../data/types.js';
import { bigBoardPosts } from './big-board.js';

export type Vendor = 'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters' | 'recruitee' | 'pinpoint' | 'personio' | 'teamtailor';
export type BoardContents = 'data-set' | 'empty' | 'big';

/** A post as a board holds it. */
export interface BoardPost {
  readonly post: JobPost;
  /**
   * The post's stable number, from which every vendor id is derived: `K` of the data set's
   * `jp_K`, `n` of the big board's `big_n`. It never changes when other posts come and go.
   */
  readonly number: number;
  /** Its position on the board (0-based): the vendor quirks are spread over posts by it. */
  readonly index: number;
}

export interface Board {
  readonly vendor: Vendor;
  /** As in the URL, decoded. */
  readonly name: string;
  readonly contents: BoardContents;
  readonly posts: readonly BoardPost[];
}

export const BOARD_NAMES: Readonly<Record<Vendor, Readonly<Record<string, BoardContents>>>> = {
  greenhouse: { northwind: 'data-set', empty: 'empty', bigboard: 'big' },
  lever: { harborpay: 'data-set', empty: 'empty', bigboard: 'big' },
  ashby: { lumenfield: 'data-set', empty: 'empty', bigboard: 'big' },
  workable: { 'groove-tech': 'data-set', empty: 'empty', bigboard: 'big' },
  // A company identifier in SmartRecruiters' own style (`ScalableGmbH`); the reference names none.
  smartrecruiters: { BrightwaveLabs: 'data-set', empty: 'empty', bigboard: 'big' },
  // `make`: the company of ats-public-apis-more.md §3.4's example.
  recruitee: { make: 'data-set', empty: 'empty', bigboard: 'big' },
  pinpoint: { acme: 'data-set', empty: 'empty', bigboard: 'big' },
  personio: { personio: 'data-set', empty: 'empty', bigboard: 'big' },
  teamtailor: { example: 'data-set', empty: 'empty', bigboard: 'big' },
};

/** The number in `jp_17` or `big_17`. */
function numberOf(post: JobPost): number {
  const number = Number(/_(\d+)$/.exec(post.id)?.[1]);
  if (!Number.isSafeInteger(number)) throw new Error(`post id ${post.id} has no number`);
  return number;
}

function asBoardPosts(posts: readonly JobPost[]): BoardPost[] {
  return posts.map((post, index) => ({ post, number: numberOf(post), index }));
}

/** One list per data set (there is one per process, shared by every world). */
const openPosts = new WeakMap<DataSet, readonly BoardPost[]>();
let bigPosts: readonly BoardPost[] | undefined;

function postsOf(contents: BoardContents, data: DataSet): readonly BoardPost[] {
  if (contents === 'empty') return [];
  if (contents === 'big') return (bigPosts ??= asBoardPosts(bigBoardPosts()));
  let posts = openPosts.get(data);
  if (!posts) {
    posts = asBoardPosts(data.posts.filter((post) => post.ats_job.status === 'open'));
    openPosts.set(data, posts);
  }
  return posts;
}

/** The board `name` of `vendor`, or undefined for an unknown one. */
export function findBoard(vendor: Vendor, name: string, data: DataSet): Board | undefined {
  const contents = Object.hasOwn(BOARD_NAMES[vendor], name) ? BOARD_NAMES[vendor][name] : undefined;
  if (contents === undefined) return undefined;
  return { vendor, name, contents, posts: postsOf(contents, data) };
}
