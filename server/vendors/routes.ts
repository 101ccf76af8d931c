/**
 * The vendor emulators' paths, and what each request is:
 *
 * - Greenhouse: `/v1/boards/{token}`, `/v1/boards/{token}/jobs`, `/v1/boards/{token}/jobs/{id}`,
 *   `/v1/boards/{token}/departments[/{id}]`, `/v1/boards/{token}/offices[/{id}]`;
 * - Lever: `/v0/postings/{site}`, `/v0/postings/{site}/{id}`;
 * - Ashby: `/posting-api/job-board/{name}`;
 * - Workable: `/api/accounts/{account}`;
 * - SmartRecruiters: `/v1/companies/{company}/postings`, `/v1/companies/{company}/postings/{id}`;
 * - Recruitee: `/recruitee/{company}/api/offers/`, `/recruitee/{company}/api/offers/{slug}` (live the
 *   company is the host; here a path prefix, so a `base-url` replacing the whole origin reaches it);
 * - Pinpoint: `/pinpoint/{company}/postings.json`, the company standing for its subdomain
 *   (`{company}.pinpointhq.com`), so a `base-url` ending in `/pinpoint/{company}` replaces the origin;
 * - Personio: `/personio/{company}/xml` (`{company}.jobs.personio.de/xml`), and Teamtailor:
 *   `/teamtailor/{company}/jobs.rss` (`{company}.teamtailor.com/jobs.rss`), the same way.
 *
 * Path segments are percent-decoded (Ashby names may hold spaces: `flock%20safety`). Any other
 * path below these prefixes is the vendor's 404.
 */

import type { RequestRoute } from '../faults.js';
import type { Vendor } from './boards.js';


/**
 * A company's own subdomain at the root of this origin: its data-set company's paths, so that one
 * origin (a test's `base-url`) stands for `make.recruitee.com`, `acme.pinpointhq.com`,
 * `personio.jobs.personio.de` and `example.teamtailor.com` at once, at the vendors' very paths, as a
 * proxy serves several boards (`source="greenhouse:northwind recruitee:make"`).
 */
const ROOT_PATHS: Readonly<Record<string, string>> = {
  '/api/offers': '/recruitee/make/api/offers',
  '/postings.json': '/pinpoint/acme/postings.json',
  '/xml': '/personio/personio/xml',
  '/jobs.rss': '/teamtailor/example/jobs.rss',
};

/** Paths the emulators own (so the handler serves them instead of passing them on). */
export const VENDOR_PREFIXES: readonly string[] = [
  '/v1/boards/',
  '/v0/postings/',
  '/posting-api/',
  '/api/accounts/',
  '/v1/companies/',
  '/recruitee/',
  '/pinpoint/',
  '/personio/',
  '/teamtailor/',
  ...Object.keys(ROOT_PATHS),
];

/** `/api/offers/7` as `/recruitee/make/api/offers/7`; any other path as it is. */
function fromRoot(path: string): string {
  for (const [root, company] of Object.entries(ROOT_PATHS)) {
    if (path === root || (root === '/api/offers' && path.startsWith('/api/offers/'))) return company + path.slice(root.length);
  }
  return path;
}

/** `departments` and `offices` are Greenhouse's grouped lists (with an `id`, one group). */
export type VendorRequestKind = 'board' | 'list' | 'detail' | 'departments' | 'offices' | 'unknown';

export interface VendorRequest {
  vendor: Vendor;
  kind: VendorRequestKind;
  /** The board's name, decoded; undefined when the path names none (or cannot be decoded). */
  name: string | undefined;
  /** The job's id on a detail request, the group's on a single department or office; decoded. */
  id: string | undefined;
}

const GREENHOUSE = /^\/v1\/boards\/([^/]+)(?:\/(jobs|departments|offices)(?:\/([^/]+))?)?$/;
const LEVER = /^\/v0\/postings\/([^/]+)(?:\/([^/]+))?$/;
const ASHBY = /^\/posting-api\/job-board\/([^/]+)$/;
const WORKABLE = /^\/api\/accounts\/([^/]+)$/;
const SMARTRECRUITERS = /^\/v1\/companies\/([^/]+)\/postings(?:\/([^/]+))?$/;
/** The list with or without its trailing slash; one offer by slug. */
const RECRUITEE = /^\/recruitee\/([^/]+)\/api\/offers(?:\/([^/]+))?\/?$/;
const PINPOINT = /^\/pinpoint\/([^/]+)\/postings\.json$/;
const PERSONIO = /^\/personio\/([^/]+)\/xml$/;
const TEAMTAILOR = /^\/teamtailor\/([^/]+)\/jobs\.rss$/;

function decoded(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    // "%E0%A4%A": no board can have such a name.
    return undefined;
  }
}

/** An id segment, decoded; one that cannot be decoded is `''`, which names no job or group. */
function decodedId(raw: string | undefined): string | undefined {
  return raw === undefined ? undefined : (decoded(raw) ?? '');
}

function vendorOf(path: string): Vendor | undefined {
  if (path.startsWith('/v1/boards/')) return 'greenhouse';
  if (path.startsWith('/v0/postings/')) return 'lever';
  if (path.startsWith('/posting-api/')) return 'ashby';
  if (path.startsWith('/api/accounts/')) return 'workable';
  if (path.startsWith('/v1/companies/')) return 'smartrecruiters';
  if (path.startsWith('/recruitee/')) return 'recruitee';
  if (path.startsWith('/pinpoint/')) return 'pinpoint';
  if (path.startsWith('/personio/')) return 'personio';
  if (path.startsWith('/teamtailor/')) return 'teamtailor';
  return undefined;
}

/** The vendor request at `path` (below any sandbox prefix), or undefined for a path of no vendor. */
export function matchVendorPath(given: string): VendorRequest | undefined {
  const path = fromRoot(given);
  const vendor = vendorOf(path);
  if (vendor === undefined) return undefined;
  const unknown: VendorRequest = { vendor, kind: 'unknown', name: undefined, id: undefined };
  if (vendor === 'greenhouse') {
    const match = GREENHOUSE.exec(path);
    if (!match) return unknown;
    const resource = match[2];
    const kind = resource === undefined ? 'board' : resource === 'jobs' ? (match[3] === undefined ? 'list' : 'detail') : resource === 'departments' ? 'departments' : 'offices';
    return { vendor, kind, name: decoded(match[1]), id: decodedId(match[3]) };
  }
  if (vendor === 'lever' || vendor === 'smartrecruiters') {
    const match = (vendor === 'lever' ? LEVER : SMARTRECRUITERS).exec(path);
    if (!match) return unknown;
    return { vendor, kind: match[2] === undefined ? 'list' : 'detail', name: decoded(match[1]), id: decodedId(match[2]) };
  }
  if (vendor === 'recruitee') {
    const match = RECRUITEE.exec(path);
    if (!match) return unknown;
    return { vendor, kind: match[2] === undefined ? 'list' : 'detail', name: decoded(match[1]), id: decodedId(match[2]) };
  }
  if (vendor === 'pinpoint' || vendor === 'personio' || vendor === 'teamtailor') {
    const match = (vendor === 'pinpoint' ? PINPOINT : vendor === 'personio' ? PERSONIO : TEAMTAILOR).exec(path);
    return match ? { vendor, kind: 'list', name: decoded(match[1]), id: undefined } : unknown;
  }
  const match = (vendor === 'ashby' ? ASHBY : WORKABLE).exec(path);
  return match ? { vendor, kind: 'list', name: decoded(match[1]), id: undefined } : unknown;
}

/**
 * Which fault rules apply: a board's job list (and Greenhouse's board summary, the request a
 * client makes first, and its jobs grouped by department or office) is `list`, one job is
 * `detail`. Undefined for a path of no vendor.
 */
export function vendorRequestRoute(path: string): RequestRoute | undefined {
  const request = matchVendorPath(path);
  if (request === undefined) return undefined;
  if (request.kind === 'detail') return 'detail';
  return request.kind === 'unknown' ? 'other' : 'list';
}
