/**
 * Reads what a static career site shows: every open post of the listing (paging at the API's
 * largest limit, bounded: see open-posts.ts), and one post's detail at a time, whose failure is
 * that post's alone.
 */
import { isJobBoardApiError, type JobPost } from '../../client/index.js';
import { nestingProblem } from '../../client/post-nesting.js';
import type { BoardReader } from '../board-target.js';
import { readOpenPosts, type ListingRead } from '../open-posts.js';
import { describeFailure } from '../failure.js';
import { listingCopy } from './site-pages.js';

/** A post's detail as the build reads it: the post, gone (closed since the listing), or why it can't be had. */
export type Detail = { kind: 'post'; post: JobPost } | { kind: 'gone' } | { kind: 'failed'; reason: string };

/** The build's read of the listing: its open posts, and those left out as too deeply nested to render. */
export interface BuildListingRead extends ListingRead {
  /** Open posts nested too deep to copy (post-nesting.ts), in the listing's order: no page, no entry. */
  unreadable: { id: string; reason: string }[];
}

/**
 * The listing's open posts as listing copies (no description: a board of 50,000 posts is held
 * whole only without them), at most `cap`. A post nested too deep to copy is left out of them, as
 * the client leaves out a post without an id, and named in `unreadable`: its page would overflow
 * the stack of the render that embeds its data.
 */
export async function readListing(client: BoardReader, cap: number, progress: (page: number, pages: number) => void): Promise<BuildListingRead> {
  const unreadable: BuildListingRead['unreadable'] = [];
  let copied = 0;
  const read = await readOpenPosts(client, {
    cap,
    onPage: (page, _answer, sofar) => {
      // Each page's descriptions are let go as it comes.
      let kept = copied;
      for (; copied < sofar.posts.length; copied += 1) {
        const post = sofar.posts[copied]!;
        const problem = nestingProblem(post);
        if (problem === undefined) sofar.posts[kept++] = listingCopy(post);
        else unreadable.push({ id: post.id, reason: problem });
      }
      sofar.posts.length = kept;
      copied = kept;
      progress(page, sofar.pages);
    },
  });
  return { ...read, unreadable };
}

/**
 * One post's detail. A 404 is a post closed since the listing was read (no page, as if the
 * listing had not had it); any other failure (a reset, a body that is not JSON, no answer within
 * the client's timeout) and a detail that is another post's (an id other than the one asked for)
 * give the reason the post is skipped.
 */
export async function readDetail(client: BoardReader, id: string): Promise<Detail> {
  let post: JobPost;
  try {
    post = await client.getJobPost(id);
  } catch (error) {
    if (isJobBoardApiError(error) && error.code === 'ERR_NOT_FOUND') return { kind: 'gone' };
    return { kind: 'failed', reason: describeFailure(error) };
  }
  if (post.id !== id) return { kind: 'failed', reason: `the API answered with the detail of another post, ${JSON.stringify(post.id)}` };
  const problem = nestingProblem(post);
  if (problem !== undefined) return { kind: 'failed', reason: `its detail can't be rendered: ${problem}` };
  return { kind: 'post', post };
}
