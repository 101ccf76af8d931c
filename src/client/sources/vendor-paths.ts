/**
 * Where each vendor's public job board answers: the origin and the paths, apart from how answers
 * are read, so the script-tag build's first module can start a source's board request with the
 * client's own URL (see early-requests.ts) without carrying the adapters.
 */
import { onSubdomain, type BoardSource, type SourceVendor } from './source.js';

export interface VendorPaths {
  /**
   * The origin the board is served from, ending in `/`: the vendor's API host, or the company's
   * own subdomain (`https://acme.recruitee.com/`). `base-url` replaces it (a proxy, a test server).
   */
  origin(name: string): string;
  /** The path and query of the whole board (its first page, where the vendor pages), with every field the board shows. */
  boardPath(name: string): string;
  /** The path and query of one job; none where the list has every field (or there is no single-job endpoint). */
  postPath?(name: string, id: string): string;
  /** The board is XML (Personio's feed, Teamtailor's RSS), not JSON. */
  xml?: true;
}

/** One path segment: a board name or an id, percent-encoded so it stays one segment. */
const segment = encodeURIComponent;
/** A vendor's API host, the same for every board. */
const host = (origin: string) => () => origin;

export const VENDOR_PATHS: Readonly<Record<SourceVendor, VendorPaths>> = {
  greenhouse: {
    origin: host('https://boards-api.greenhouse.io/'),
    // `content=true` adds the description, departments and offices; `pay_transparency=true` the
    // pay ranges, on the list as on one job (undocumented on the list, ats-public-apis §1.1).
    boardPath: (name) => `v1/boards/${segment(name)}/jobs?content=true&pay_transparency=true`,
    postPath: (name, id) => `v1/boards/${segment(name)}/jobs/${segment(id)}?pay_transparency=true`,
  },
  lever: {
    // The EU instance is `https://api.eu.lever.co`: give it as `base-url`.
    origin: host('https://api.lever.co/'),
    // `mode=json` wins over the Accept header; without `skip` and `limit` the whole board comes.
    boardPath: (name) => `v0/postings/${segment(name)}?mode=json`,
    postPath: (name, id) => `v0/postings/${segment(name)}/${segment(id)}`,
  },
  ashby: {
    origin: host('https://api.ashbyhq.com/'),
    boardPath: (name) => `posting-api/job-board/${segment(name)}?includeCompensation=true`,
  },
  workable: {
    origin: host('https://www.workable.com/'),
    // `details=true` adds each job's description; there is no single-job request to need.
    boardPath: (name) => `api/accounts/${segment(name)}?details=true`,
  },
  smartrecruiters: {
    origin: host('https://api.smartrecruiters.com/'),
    // Pages of 100, the most it sends (vendor-apis.ts asks for the next ones); no description in the list.
    boardPath: (name) => `v1/companies/${segment(name)}/postings?offset=0&limit=100`,
    postPath: (name, id) => `v1/companies/${segment(name)}/postings/${segment(id)}`,
  },
  recruitee: {
    origin: (name) => `https://${name}.recruitee.com/`,
    boardPath: () => 'api/offers/',
  },
  personio: {
    // `acme` is `acme.jobs.personio.de`; `acme.com` is `acme.jobs.personio.com`.
    origin: (name) => `https://${name.replace(/\.(de|com)$/i, '')}.jobs.personio.${/\.com$/i.test(name) ? 'com' : 'de'}/`,
    boardPath: () => 'xml',
    xml: true,
  },
  teamtailor: {
    origin: (name) => `https://${name}.teamtailor.com/`,
    boardPath: () => 'jobs.rss',
    xml: true,
  },
  pinpoint: {
    origin: (name) => `https://${name}.pinpointhq.com/`,
    boardPath: () => 'postings.json',
  },
};

/**
 * Where a board's requests go, ending in `/`: the vendor's origin, or `base` (a proxy's address,
 * normalised to end in `/`) in its place, the vendor's paths joined below it. With several boards
 * behind one `base`, a board on a company's subdomain sits below `<vendor>/<name>/` there, since
 * its paths (`api/offers/`) don't name the company: one proxy can then serve every board.
 */
export function boardPrefix(source: BoardSource, base: string | undefined, several: boolean): string {
  if (base === undefined) return VENDOR_PATHS[source.vendor].origin(source.name);
  return several && onSubdomain(source.vendor) ? `${base}${source.vendor}/${segment(source.name)}/` : base;
}

/** What a source's requests carry: nothing but `Accept`, a safelisted header, so no preflight. */
export const SOURCE_HEADERS: Readonly<Record<string, string>> = Object.freeze({ Accept: 'application/json' });
const XML_HEADERS: Readonly<Record<string, string>> = Object.freeze({ Accept: 'application/xml, application/rss+xml, text/xml' });

/** The headers of `vendor`'s requests: `Accept` for its answers' format. */
export function sourceHeaders(vendor: SourceVendor): Readonly<Record<string, string>> {
  return VENDOR_PATHS[vendor].xml ? XML_HEADERS : SOURCE_HEADERS;
}
