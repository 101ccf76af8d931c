/**
 * Reads everything a static career site shows: every open post of the listing (paging at the
 * API's largest limit) and each post's detail, a few requests at a time.
 */
import { isJobBoardApiError, type JobBoardsClient, type JobPost } from '../../client/index.js';
import { readOpenPosts, type OpenPosts } from '../open-posts.js';

/** Detail requests in flight at once: quick for 174 posts, gentle with the API. */
const CONCURRENCY = 6;

export interface FetchedBoard extends Omit<OpenPosts, 'posts'> {
  /** The open posts in the listing's order, as the listing sends them. */
  listed: JobPost[];
  /** Each listed post's full version, by id. */
  details: Map<string, JobPost>;
}

export interface FetchProgress {
  (phase: 'listing' | 'details', done: number, total: number): void;
}

export async function fetchBoard(client: JobBoardsClient, progress: FetchProgress): Promise<FetchedBoard> {
  const { posts: listed, skipped, closed } = await readOpenPosts(client, (page, answer) => progress('listing', page, answer.totalPages));
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
  return { listed: listed.filter((post) => !gone.has(post.id)), details, skipped, closed };
}
