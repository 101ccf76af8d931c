/**
 * Where each vendor's public job board answers: the host and the paths, apart from how answers
 * are read, so the script-tag build's first module can start a source's board request with the
 * client's own URL (see early-requests.ts) without carrying the adapters.
 */
import type { SourceVendor } from './source.js';

export interface VendorPaths {
  /** The vendor's API host; `base-url` replaces it (a proxy, a test server), the paths stay. */
  host: string;
  /** The path and query of the whole board, with every field the board shows (content, pay). */
  boardPath(name: string): string;
  /** The path and query of one job; none where the vendor has no single-job endpoint (Ashby). */
  postPath?(name: string, id: string): string;
}

/** One path segment: a board name or an id, percent-encoded so it stays one segment. */
const segment = encodeURIComponent;

export const VENDOR_PATHS: Readonly<Record<SourceVendor, VendorPaths>> = {
  greenhouse: {
    host: 'https://boards-api.greenhouse.io/',
    // `content=true` adds the description, departments and offices; `pay_transparency=true` the
    // pay ranges, on the list as on one job (undocumented on the list, ats-public-apis §1.1).
    boardPath: (name) => `v1/boards/${segment(name)}/jobs?content=true&pay_transparency=true`,
    postPath: (name, id) => `v1/boards/${segment(name)}/jobs/${segment(id)}?pay_transparency=true`,
  },
  lever: {
    // The EU instance is `https://api.eu.lever.co`: give it as `base-url`.
    host: 'https://api.lever.co/',
    // `mode=json` wins over the Accept header; without `skip` and `limit` the whole board comes.
    boardPath: (name) => `v0/postings/${segment(name)}?mode=json`,
    postPath: (name, id) => `v0/postings/${segment(name)}/${segment(id)}`,
  },
  ashby: {
    host: 'https://api.ashbyhq.com/',
    boardPath: (name) => `posting-api/job-board/${segment(name)}?includeCompensation=true`,
  },
};

/** What a source's requests carry: nothing but `Accept`, a safelisted header, so no preflight. */
export const SOURCE_HEADERS: Readonly<Record<string, string>> = Object.freeze({ Accept: 'application/json' });
