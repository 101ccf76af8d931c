/**
 * The vendor emulators' boards and paths (server/vendors/, server/README.md "Vendor emulators").
 * Each path goes after a base URL: the test page's origin (`location.origin`) for the default
 * world, or a sandbox's `baseUrl` (test/helpers/sandbox.ts) to get its request log, latency and
 * faults, e.g. `${sandbox.baseUrl}${vendorPaths.ashbyBoard()}`.
 */

/** The board serving the reference data set's open posts, per vendor. `empty` and `bigboard` exist for each. */
export const VENDOR_BOARDS = { greenhouse: 'northwind', lever: 'harborpay', ashby: 'lumenfield' } as const;

export const vendorPaths = {
  greenhouseBoard: (token: string = VENDOR_BOARDS.greenhouse) => `/v1/boards/${encodeURIComponent(token)}`,
  /** `query` such as `content=true&pay_transparency=true`. */
  greenhouseJobs: (query = '', token: string = VENDOR_BOARDS.greenhouse) =>
    `/v1/boards/${encodeURIComponent(token)}/jobs${query === '' ? '' : `?${query}`}`,
  greenhouseJob: (id: number | string, query = '', token: string = VENDOR_BOARDS.greenhouse) =>
    `/v1/boards/${encodeURIComponent(token)}/jobs/${id}${query === '' ? '' : `?${query}`}`,
  /** `query` such as `skip=0&limit=20`; `mode=json` is always sent. */
  leverPostings: (query = '', site: string = VENDOR_BOARDS.lever) =>
    `/v0/postings/${encodeURIComponent(site)}?mode=json${query === '' ? '' : `&${query}`}`,
  leverPosting: (id: string, site: string = VENDOR_BOARDS.lever) => `/v0/postings/${encodeURIComponent(site)}/${encodeURIComponent(id)}`,
  ashbyBoard: (includeCompensation = false, name: string = VENDOR_BOARDS.ashby) =>
    `/posting-api/job-board/${encodeURIComponent(name)}${includeCompensation ? '?includeCompensation=true' : ''}`,
} as const;
