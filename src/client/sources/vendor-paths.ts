/**
 * Where each vendor's public job board answers: the origin and the board's path, apart from how
 * answers are read (and one job asked for: vendor-apis.ts), so the script-tag build's first module
 * can start a source's board request with the client's own URL (see early-requests.ts) without
 * carrying the adapters.
 */
import type { SourceVendor } from './source.js';

/** An early vendor's board: its API host, the same for every board, and the board's path. */
export interface EarlyVendorPaths extends Pick<VendorPaths, 'boardPath'> {
  /** The vendor's API host, ending in `/`; `base-url` replaces it. */
  origin: string;
}

export interface VendorPaths {
  /**
   * The origin the board is served from, ending in `/`: the vendor's API host, or the company's
   * own subdomain (`https://acme.recruitee.com/`). `base-url` replaces it (a proxy, a test server).
   */
  origin(name: string): string;
  /** The path and query of the whole board (its first page, where the vendor pages), with every field the board shows. */
  boardPath(name: string): string;
}

/** One path segment: a board name or an id, percent-encoded so it stays one segment. */
export const segment = encodeURIComponent;

/**
 * The vendors whose board the script-tag build's first module asks for early: Greenhouse, Lever
 * and Ashby, the boards a browser reads straight from the vendor (Ashby answers every origin, Lever
 * the company's own domains). The other vendors' places (vendor-apis.ts) load with the client:
 * their CORS is unknown, so they are mostly read through a proxy, and each vendor here costs every
 * visitor's first module its bytes, before any board's request starts.
 */
export const EARLY_VENDOR_PATHS: Readonly<Partial<Record<SourceVendor, EarlyVendorPaths>>> = {
  greenhouse: {
    origin: 'https://boards-api.greenhouse.io/',
    // `content=true` adds the description, departments and offices; `pay_transparency=true` the
    // pay ranges, on the list as on one job (undocumented on the list, ats-public-apis §1.1).
    boardPath: (name) => `v1/boards/${segment(name)}/jobs?content=true&pay_transparency=true`,
  },
  lever: {
    // The EU instance is `https://api.eu.lever.co`: give it as `base-url`.
    origin: 'https://api.lever.co/',
    // `mode=json` wins over the Accept header; without `skip` and `limit` the whole board comes.
    boardPath: (name) => `v0/postings/${segment(name)}?mode=json`,
  },
  ashby: {
    origin: 'https://api.ashbyhq.com/',
    boardPath: (name) => `posting-api/job-board/${segment(name)}?includeCompensation=true`,
  },
};

/** What a source's requests carry: nothing but `Accept`, a safelisted header, so no preflight. */
export const SOURCE_HEADERS: Readonly<Record<string, string>> = Object.freeze({ Accept: 'application/json' });
