/**
 * Every open post of a board, read page by page: what the sitemap lists and the static site
 * builds a page for.
 */
import type { JobBoardsClient, JobPost, JobPostPage } from '../client/index.js';

/** Posts per listing request: the most the API allows. */
const PAGE_LIMIT = 100;

export interface OpenPosts {
  /** The open posts, each once, in the listing's order. */
  posts: JobPost[];
  /** Entries the API sent without a usable id or title. */
  skipped: number;
  /** Listed posts whose status says `closed`: no page of theirs should be kept. */
  closed: number;
}

/**
 * Reads every page of the listing (`limit=100`: page 1, then up to its `totalPages`, stopping at
 * an empty page), one request at a time. A post seen twice (the listing moved between two
 * requests) is kept once; a closed one is counted and left out. `onPage` sees each answer with
 * what has been read so far, for progress or for a limit that ends the read by throwing.
 */
export async function readOpenPosts(
  client: JobBoardsClient,
  onPage?: (page: number, answer: JobPostPage, read: OpenPosts) => void,
): Promise<OpenPosts> {
  const seen = new Set<string>();
  const read: OpenPosts = { posts: [], skipped: 0, closed: 0 };
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page += 1) {
    const answer = await client.listJobPosts({ page, limit: PAGE_LIMIT });
    if (page === 1) totalPages = answer.totalPages;
    read.skipped += answer.skipped;
    for (const post of answer.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      if (post.ats_job?.status === 'closed') read.closed += 1;
      else read.posts.push(post);
    }
    onPage?.(page, answer, read);
    if (answer.posts.length === 0 && answer.skipped === 0) break;
  }
  return read;
}
