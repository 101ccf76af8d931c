/**
 * How each vendor's answers are read, beside where they are asked for (vendor-paths.ts): the one
 * request that brings the whole board (none of these APIs pages or searches on the server,
 * ats-public-apis §0) and, where the vendor has one, the request for a single job.
 */
import type { JobPost } from '../types.js';
import { ashbyJobPosts, ashbyUnlistedJobPosts } from './ashby.js';
import { greenhouseJobPost, greenhouseJobPosts } from './greenhouse.js';
import { leverPosting, leverPostings } from './lever.js';
import type { SourceVendor } from './source.js';
import { VENDOR_PATHS, type VendorPaths } from './vendor-paths.js';

/** A board answer, read. */
export interface SourceBoard {
  posts: JobPost[];
  unlisted: JobPost[];
}

export interface VendorApi extends VendorPaths {
  /** The board's listed posts, and the open ones it lists for direct links only (Ashby's `isListed: false`). */
  readBoard(body: unknown): SourceBoard;
  /** One job's answer; present where `postPath` is. */
  readPost?(body: unknown): JobPost;
}

export const VENDOR_APIS: Readonly<Record<SourceVendor, VendorApi>> = {
  greenhouse: {
    ...VENDOR_PATHS.greenhouse,
    readBoard: (body) => ({ posts: greenhouseJobPosts(body), unlisted: [] }),
    readPost: greenhouseJobPost,
  },
  lever: {
    ...VENDOR_PATHS.lever,
    readBoard: (body) => ({ posts: leverPostings(body), unlisted: [] }),
    readPost: leverPosting,
  },
  ashby: {
    ...VENDOR_PATHS.ashby,
    readBoard: (body) => ({ posts: ashbyJobPosts(body), unlisted: ashbyUnlistedJobPosts(body) }),
  },
};
