/**
 * Reads everything a static career site shows: every open post of the listing (paging at the
 * API's largest limit) and each post's detail, a few requests at a time.
 */
import { isJobBoardApiError, type JobBoardsClient, type JobPost } from '../../client/index.js';

/** Posts per listing request: the most the API allows. */
const PAGE_LIMIT = 100;
/** Detail requests in flight at once: quick for 174 posts, gentle with the API. */
const CONCURRENCY = 6;

export interface FetchedBoard {
  /** The open posts in the listing's order, as the listing sends them. */
  listed: JobPost[];
  /** Each listed post's full version, by id. */
  details: Map<string, JobPost>;
}

export interface FetchProgress {
  (phase: 'listing' | 'details', done: number, total: number): void;
}

export async function fetchBoard(client: JobBoardsClient, progress: FetchProgress): Promise<FetchedBoard> {
  const first = await client.listJobPosts({ page: 1, limit: PAGE_LIMIT });
  progress('listing', 1, first.totalPages);
  const pages = [first];
  for (let page = 2; page <= first.totalPages; page += 1) {
    pages.push(await client.listJobPosts({ page, limit: PAGE_LIMIT }));
    progress('listing', page, first.totalPages);
  }
  const seen = new Set<string>();
  // A post that moved between two requests is kept once; a closed one gets no page.
  const listed = pages
    .flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)) && post.ats_job?.status !== 'closed');

  const details = new Map<string, JobPost>();
  const gone = new Set<string>();
  let next = 0;
  const worker = async () => {
    while (next < listed.length) {
      const post = listed[next++]!;
      try {
        details.set(post.id, await client.getJobPost(post.id));
      } catch (error) {
        // Closed between the listing and its detail: no page, as if the listing had not had it.
        if (!(isJobBoardApiError(error) && error.code === 'ERR_NOT_FOUND')) throw error;
        gone.add(post.id);
      }
      progress('details', details.size + gone.size, listed.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, listed.length) }, worker));
  return { listed: listed.filter((post) => !gone.has(post.id)), details };
}
