/**
 * Where each vendor's public job board answers, and how its answers are read: the one request
 * that brings the whole board (none of these APIs pages or searches on the server, ats-public-apis
 * §0) and, where the vendor has one, the request for a single job.
 */
import type { JobPost } from '../types.js';
import { ashbyJobPosts, ashbyUnlistedJobPosts } from './ashby.js';
import { greenhouseJobPost, greenhouseJobPosts } from './greenhouse.js';
import { leverPosting, leverPostings } from './lever.js';
import type { SourceVendor } from './source.js';

export interface VendorApi {
  /** The vendor's API host; `base-url` replaces it (a proxy, a test server), the paths stay. */
  host: string;
  /** The path and query of the whole board, with every field the board shows (content, pay). */
  boardPath(name: string): string;
  /** The path and query of one job; none where the vendor has no single-job endpoint (Ashby). */
  postPath?(name: string, id: string): string;
  /** The board's listed posts, and the open ones it lists for direct links only (Ashby's `isListed: false`). */
  readBoard(body: unknown): SourceBoard;
  readPost?(body: unknown): JobPost;
}

/** A board answer, read. */
export interface SourceBoard {
  posts: JobPost[];
  unlisted: JobPost[];
}

/** One path segment: a board name or an id, percent-encoded so it stays one segment. */
const segment = encodeURIComponent;

export const VENDOR_APIS: Readonly<Record<SourceVendor, VendorApi>> = {
  greenhouse: {
    host: 'https://boards-api.greenhouse.io/',
    // `content=true` adds the description, departments and offices; `pay_transparency=true` the
    // pay ranges, on the list as on one job (undocumented on the list, ats-public-apis §1.1).
    boardPath: (name) => `v1/boards/${segment(name)}/jobs?content=true&pay_transparency=true`,
    postPath: (name, id) => `v1/boards/${segment(name)}/jobs/${segment(id)}?pay_transparency=true`,
    readBoard: (body) => ({ posts: greenhouseJobPosts(body), unlisted: [] }),
    readPost: greenhouseJobPost,
  },
  lever: {
    // The EU instance is `https://api.eu.lever.co`: give it as `base-url`.
    host: 'https://api.lever.co/',
    // `mode=json` wins over the Accept header; without `skip` and `limit` the whole board comes.
    boardPath: (name) => `v0/postings/${segment(name)}?mode=json`,
    postPath: (name, id) => `v0/postings/${segment(name)}/${segment(id)}`,
    readBoard: (body) => ({ posts: leverPostings(body), unlisted: [] }),
    readPost: leverPosting,
  },
  ashby: {
    host: 'https://api.ashbyhq.com/',
    boardPath: (name) => `posting-api/job-board/${segment(name)}?includeCompensation=true`,
    readBoard: (body) => ({ posts: ashbyJobPosts(body), unlisted: ashbyUnlistedJobPosts(body) }),
  },
};
