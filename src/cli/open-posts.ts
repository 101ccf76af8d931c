/**
 * Every open post of a board, read page by page: what the sitemap lists and the static site
 * builds a page for.
 *
 * The read is bounded whatever the API answers (issue 20: an API that kept sending new ids, or
 * said `total_pages: 1e9`, kept the build paging for ever while it grew to gigabytes): it stops at
 * a page that brings no new id, past `ceil(min(total, cap) / limit)` pages, and at `cap` posts.
 */
import type { JobPost, JobPostPage } from '../client/index.js';
import type { BoardReader } from './board-target.js';

/** Posts per listing request: the most the API allows. */
export const PAGE_LIMIT = 100;

export interface OpenPosts {
  /** The open posts, each once, in the listing's order (at most the cap). */
  posts: JobPost[];
  /** Entries the API sent without a usable id or title. */
  skipped: number;
  /** Listed posts whose status says `closed`: no page of theirs should be kept. */
  closed: number;
}

/** A read of the listing: its open posts, and whether they are all of them. */
export interface ListingRead extends OpenPosts {
  /**
   * Whether this read saw the whole listing as it stood: every page told the same total, no post
   * came twice and the read was not cut at the cap. Only then does a post missing from it say
   * that the post is gone; a listing that moved while it was read may have skipped an open post.
   */
  complete: boolean;
  /** Set when the read stopped at the cap, with the total the API told. */
  capped?: { cap: number; total: number };
  /** The most pages this read asks for (known from page 1), for progress: not the API's `totalPages`, which may lie. */
  pages: number;
  /**
   * Of several boards, the errors of those that failed while others answered (each message names
   * its board): their posts are missing, so the read is not complete.
   */
  failures: readonly unknown[];
}

export interface ReadOptions {
  /** The most posts to read; past it the read stops (default: no cap but the page bound). */
  cap?: number;
  /** Told of each answer with what has been read so far, for progress or for a limit that ends the read by throwing. */
  onPage?: (page: number, answer: JobPostPage, read: ListingRead) => void;
}

/**
 * Reads the listing (`limit=100`), one request at a time: page 1, then on while a page brings a
 * new id, up to the fewer of its `totalPages` and `ceil(min(total, cap) / 100)`. A post seen twice
 * (the listing moved between two requests) is kept once; a closed one is counted and left out.
 */
export async function readOpenPosts(client: BoardReader, { cap = Number.POSITIVE_INFINITY, onPage }: ReadOptions = {}): Promise<ListingRead> {
  const seen = new Set<string>();
  const read: ListingRead = { posts: [], skipped: 0, closed: 0, complete: true, pages: 1, failures: [] };
  let lastPage = 1;
  let total = 0;
  for (let page = 1; page <= lastPage; page += 1) {
    const answer = await client.listJobPosts({ page, limit: PAGE_LIMIT });
    if (page === 1) {
      total = answer.totalCount;
      // A board that failed leaves its posts out: none of their pages may be taken for closed.
      if (answer.failures?.length) {
        read.failures = answer.failures;
        read.complete = false;
      }
      lastPage = Math.min(answer.totalPages, Math.max(1, Math.ceil(Math.min(total, cap) / PAGE_LIMIT)));
      read.pages = Math.max(1, lastPage);
    } else if (answer.totalCount !== total) {
      read.complete = false;
    }
    read.skipped += answer.skipped;
    let fresh = 0;
    for (const post of answer.posts) {
      if (seen.has(post.id)) {
        read.complete = false;
        continue;
      }
      if (read.posts.length >= cap) {
        read.complete = false;
        read.capped = { cap, total: Math.max(total, seen.size + 1) };
        break;
      }
      seen.add(post.id);
      fresh += 1;
      if (post.ats_job?.status === 'closed') read.closed += 1;
      else read.posts.push(post);
    }
    onPage?.(page, answer, read);
    if (read.capped || fresh === 0) break;
  }
  // Stopped by the page bound with the cap reached, and the API told of more.
  if (!read.capped && read.posts.length >= cap && total > read.posts.length + read.closed) {
    read.capped = { cap, total };
    read.complete = false;
  }
  return read;
}
