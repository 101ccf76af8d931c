/**
 * The vendor emulators' boards and paths (server/vendors/, server/README.md "Vendor emulators").
 * Each path goes after a base URL: the test page's origin (`location.origin`) for the default
 * world, or a sandbox's `baseUrl` (test/helpers/sandbox.ts) to get its request log, latency and
 * faults, e.g. `${sandbox.baseUrl}${vendorPaths.ashbyBoard()}`.
 */

/** The board serving the reference data set's open posts, per vendor. `empty` and `bigboard` exist for each. */
export const VENDOR_BOARDS = {
  greenhouse: 'northwind',
  lever: 'harborpay',
  ashby: 'lumenfield',
  workable: 'groove-tech',
  smartrecruiters: 'BrightwaveLabs',
  recruitee: 'make',
  pinpoint: 'acme',
  personio: 'personio',
  teamtailor: 'example',
} as const;

/** The vendors whose board lives on a company's own subdomain: the emulators put the company in the path instead. */
export type SubdomainVendor = 'recruitee' | 'pinpoint' | 'personio' | 'teamtailor';

/**
 * A subdomain vendor's company as the emulators serve it, `/<vendor>/<company>`: what a board's
 * `base-url` is below the test's origin (it replaces the company's whole origin), and where the
 * vendor's own paths (`/api/offers/`, `/postings.json`…) go below.
 */
export function companyRoot(vendor: SubdomainVendor, company: string = VENDOR_BOARDS[vendor]): string {
  return `/${vendor}/${encodeURIComponent(company)}`;
}

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
  /** The whole account; `details=true` adds the descriptions (as the board asks). */
  workableAccount: (details = true, account: string = VENDOR_BOARDS.workable) =>
    `/api/accounts/${encodeURIComponent(account)}${details ? '?details=true' : ''}`,
  /** One page of the list: `offset` and `limit` always sent (the emulator's default limit is 10, the board asks for 100). */
  smartRecruitersPostings: (offset = 0, limit = 100, company: string = VENDOR_BOARDS.smartrecruiters) =>
    `/v1/companies/${encodeURIComponent(company)}/postings?offset=${offset}&limit=${limit}`,
  smartRecruitersPosting: (id: string, company: string = VENDOR_BOARDS.smartrecruiters) =>
    `/v1/companies/${encodeURIComponent(company)}/postings/${encodeURIComponent(id)}`,
  recruiteeOffers: (company: string = VENDOR_BOARDS.recruitee) => `${companyRoot('recruitee', company)}/api/offers/`,
  recruiteeOffer: (slug: string, company: string = VENDOR_BOARDS.recruitee) => `${companyRoot('recruitee', company)}/api/offers/${encodeURIComponent(slug)}`,
  pinpointPostings: (company: string = VENDOR_BOARDS.pinpoint) => `${companyRoot('pinpoint', company)}/postings.json`,
  personioFeed: (company: string = VENDOR_BOARDS.personio) => `${companyRoot('personio', company)}/xml`,
  teamtailorFeed: (company: string = VENDOR_BOARDS.teamtailor) => `${companyRoot('teamtailor', company)}/jobs.rss`,
} as const;
