/**
 * How each vendor's answers are read, beside where they are asked for (vendor-paths.ts): the
 * board (whole in one answer for most; SmartRecruiters pages, and says where the next page is)
 * and, where the vendor has one, the request for a single job.
 */
import type { JobPost } from '../types.js';
import { ashbyJobPosts, ashbyUnlistedJobPosts } from './ashby.js';
import { greenhouseJobPost, greenhouseJobPosts } from './greenhouse.js';
import { leverPosting, leverPostings } from './lever.js';
import { personioPositions } from './personio.js';
import { pinpointPostings } from './pinpoint.js';
import { recruiteeOffers } from './recruitee.js';
import { smartRecruitersPage, smartRecruitersPageQuery, smartRecruitersPaging, smartRecruitersPosting } from './smartrecruiters.js';
import { onSubdomain, type BoardSource, type SourceVendor } from './source.js';
import { EARLY_VENDOR_PATHS, SOURCE_HEADERS, segment, type VendorPaths } from './vendor-paths.js';
import { teamtailorJobs } from './teamtailor.js';
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
  /** The board is XML (Personio's feed, Teamtailor's RSS), not JSON: its answer is read as text. */
  xml?: true;
  /** The path and query of one job; none where the list has every field (or there is no single-job endpoint). */
  postPath?(name: string, id: string): string;
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

/** An early vendor's places (vendor-paths.ts), as every vendor's are given. */
function early(vendor: 'greenhouse' | 'lever' | 'ashby'): VendorPaths {
  const { origin, boardPath } = EARLY_VENDOR_PATHS[vendor]!;
  return { origin: () => origin, boardPath };
}

/** A board that is one answer with nothing unlisted. */
const whole = (read: (body: BoardBody) => JobPost[]) => (body: BoardBody) => ({ posts: read(body), unlisted: [] });

/** The text of an XML answer; anything else is no XML (the transport reads XML vendors' answers as text). */
const xmlText = (body: BoardBody): string => (typeof body === 'string' ? body : '');

export const VENDOR_APIS: Readonly<Record<SourceVendor, VendorApi>> = {
  greenhouse: {
    ...early('greenhouse'),
    readBoard: whole(greenhouseJobPosts),
    postPath: (name, id) => `v1/boards/${segment(name)}/jobs/${segment(id)}?pay_transparency=true`,
    readPost: greenhouseJobPost,
  },
  lever: { ...early('lever'), readBoard: whole(leverPostings), postPath: (name, id) => `v0/postings/${segment(name)}/${segment(id)}`, readPost: leverPosting },
  ashby: { ...early('ashby'), readBoard: (body) => ({ posts: ashbyJobPosts(body), unlisted: ashbyUnlistedJobPosts(body) }) },
  workable: {
    origin: () => 'https://www.workable.com/',
    // `details=true` adds each job's description; there is no single-job request to need.
    boardPath: (name) => `api/accounts/${segment(name)}?details=true`,
    readBoard: whole(workableJobPosts),
  },
  smartrecruiters: {
    origin: () => 'https://api.smartrecruiters.com/',
    // Pages of 100, the most it sends; no description in the list.
    boardPath: (name) => `v1/companies/${segment(name)}/postings?${smartRecruitersPageQuery(0)}`,
    readBoard: (body, name, path) => {
      const offset = Number(/[?&]offset=(\d+)/.exec(path)?.[1] ?? 0);
      const page = smartRecruitersPage(body, name);
      const paging = smartRecruitersPaging(offset, page);
      const next = paging.next === undefined ? undefined : path.replace(/\?.*$/, `?${smartRecruitersPageQuery(paging.next)}`);
      return { posts: page.posts, unlisted: [], total: paging.total, ...(next === undefined ? {} : { next }) };
    },
    postPath: (name, id) => `v1/companies/${segment(name)}/postings/${segment(id)}`,
    readPost: smartRecruitersPosting,
    detailsApart: true,
  },
  recruitee: { origin: (name) => `https://${name}.recruitee.com/`, boardPath: () => 'api/offers/', readBoard: whole(recruiteeOffers) },
  personio: {
    // `acme` is `acme.jobs.personio.de`; `acme.com` is `acme.jobs.personio.com`.
    origin: (name) => `https://${name.replace(/\.(de|com)$/i, '')}.jobs.personio.${/\.com$/i.test(name) ? 'com' : 'de'}/`,
    boardPath: () => 'xml',
    xml: true,
    readBoard: (body, name) => ({ posts: personioPositions(xmlText(body), VENDOR_APIS.personio.origin(name).slice(8, -1)), unlisted: [] }),
  },
  teamtailor: {
    origin: (name) => `https://${name}.teamtailor.com/`,
    boardPath: () => 'jobs.rss',
    xml: true,
    readBoard: (body) => ({ posts: teamtailorJobs(xmlText(body)), unlisted: [] }),
  },
  pinpoint: { origin: (name) => `https://${name}.pinpointhq.com/`, boardPath: () => 'postings.json', readBoard: whole(pinpointPostings) },
};

/**
 * Where a board's requests go, ending in `/`: the vendor's origin, or `base` (a proxy's address,
 * normalised to end in `/`) in its place, the vendor's paths joined below it: one origin stands
 * for another. Of several boards behind one `base`, each vendor's paths differ, so one proxy serves
 * them all; only two boards on the same vendor's company subdomains (`recruitee:acme
 * recruitee:acme-labs`) would ask the same path (`api/offers/`): each of those sits below
 * `<vendor>/<name>/` there.
 */
export function boardPrefix(source: BoardSource, base: string | undefined, boards: readonly BoardSource[]): string {
  if (base === undefined) return VENDOR_APIS[source.vendor].origin(source.name);
  const shared = onSubdomain(source.vendor) && boards.some((board) => board.vendor === source.vendor && board.name !== source.name);
  return shared ? `${base}${source.vendor}/${segment(source.name)}/` : base;
}

/** XML feeds: any type (Personio's is `text/xml` or `application/xml`, Teamtailor's `application/rss+xml`). */
const XML_HEADERS: Readonly<Record<string, string>> = Object.freeze({ Accept: '*/*' });

/** The headers of `vendor`'s requests: `Accept` for its answers' format, a safelisted header (no preflight). */
export function sourceHeaders(vendor: SourceVendor): Readonly<Record<string, string>> {
  return VENDOR_APIS[vendor].xml ? XML_HEADERS : SOURCE_HEADERS;
}
