/**
 * How each vendor's answers are read, beside where they are asked for (vendor-paths.ts): the
 * board (whole in one answer for most; SmartRecruiters pages, and says where the next page is)
 * and, where the vendor has one, the request for a single job.
 */
import type { JobPost } from '../types.js';
import { ashbyJobPosts, ashbyUnlistedJobPosts } from './ashby.js';
import { greenhouseJobPost, greenhouseJobPosts } from './greenhouse.js';
import { leverPosting, leverPostings } from './lever.js';
import { pinpointPostings } from './pinpoint.js';
import { recruiteeOffers } from './recruitee.js';
import { smartRecruitersPage, smartRecruitersPageQuery, smartRecruitersPaging, smartRecruitersPosting } from './smartrecruiters.js';
import type { SourceVendor } from './source.js';
import { VENDOR_PATHS, type VendorPaths } from './vendor-paths.js';
import { workableJobPosts } from './workable.js';

/** One board answer, read. */
export interface SourceBoard {
  posts: JobPost[];
  /** Open posts the board lists for direct links only (Ashby's `isListed: false`). */
  unlisted: JobPost[];
  /** The path and query of the board's next page, where the vendor pages its list. */
  next?: string;
  /** How many posts the vendor says the board has, where it pages. */
  total?: number;
}

/** A board's answer as it arrived: parsed JSON, or the text of an XML one. */
export type BoardBody = unknown;

export interface VendorApi extends VendorPaths {
  /** The board's answer at `path` (the first page's is `boardPath`), read. */
  readBoard(body: BoardBody, name: string, path: string): SourceBoard;
  /** One job's answer; present where `postPath` is. */
  readPost?(body: unknown, name: string): JobPost;
  /**
   * The list carries no description, which one job's answer does (SmartRecruiters): a job opened
   * is asked for on its own, and a build asks for every job's.
   */
  detailsApart?: true;
}

/** A board that is one answer with nothing unlisted. */
const whole = (read: (body: BoardBody) => JobPost[]) => (body: BoardBody) => ({ posts: read(body), unlisted: [] });

/** The text of an XML answer; anything else is no XML (the transport reads XML vendors' answers as text). */
const xmlText = (body: BoardBody): string => (typeof body === 'string' ? body : '');

export const VENDOR_APIS: Readonly<Record<SourceVendor, VendorApi>> = {
  greenhouse: { ...VENDOR_PATHS.greenhouse, readBoard: whole(greenhouseJobPosts), readPost: greenhouseJobPost },
  lever: { ...VENDOR_PATHS.lever, readBoard: whole(leverPostings), readPost: leverPosting },
  ashby: { ...VENDOR_PATHS.ashby, readBoard: (body) => ({ posts: ashbyJobPosts(body), unlisted: ashbyUnlistedJobPosts(body) }) },
  workable: { ...VENDOR_PATHS.workable, readBoard: whole(workableJobPosts) },
  smartrecruiters: {
    ...VENDOR_PATHS.smartrecruiters,
    readBoard: (body, name, path) => {
      const offset = Number(/[?&]offset=(\d+)/.exec(path)?.[1] ?? 0);
      const page = smartRecruitersPage(body, name);
      const paging = smartRecruitersPaging(offset, page);
      const next = paging.next === undefined ? undefined : path.replace(/\?.*$/, `?${smartRecruitersPageQuery(paging.next)}`);
      return { posts: page.posts, unlisted: [], total: paging.total, ...(next === undefined ? {} : { next }) };
    },
    readPost: smartRecruitersPosting,
    detailsApart: true,
  },
  recruitee: { ...VENDOR_PATHS.recruitee, readBoard: whole(recruiteeOffers) },
  personio: { ...VENDOR_PATHS.personio, readBoard: (body) => { throw new Error(`personio not wired ${xmlText(body).length}`); } },
  teamtailor: { ...VENDOR_PATHS.teamtailor, readBoard: (body) => { throw new Error(`teamtailor not wired ${xmlText(body).length}`); } },
  pinpoint: { ...VENDOR_PATHS.pinpoint, readBoard: whole(pinpointPostings) },
};
