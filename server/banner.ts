/**
 * The start-up text of the reference API: where it listens, the demo tokens and a request to
 * copy. Printed by `npm run api` and by the Vite dev server of `npm start`.
 */

import { DEMO_KEYS, type ApiKey } from './keys/key-store.js';
import type { ListingEnvelope } from './sandbox/config.js';

/** The Job Boards token the demo career site uses. */
export const DEMO_TOKEN = 'jb_demo_public';

export interface BannerOptions {
  /** True when the demo career site is served at the same address. */
  demo?: boolean;
  envelope: ListingEnvelope;
  /** The token used in the curl example. */
  token?: string;
  /** Host names beyond the loopback ones that may use /__sandbox (`--host`). */
  devHosts?: readonly string[];
  /** Origins whose pages may use /__sandbox (`--allow-origin`). */
  devOrigins?: readonly string[];
  /** The address the server listens on, when it is not only this machine's. */
  listensOn?: string;
}

function describeScopes(key: ApiKey): string {
  if (key.type === 'job_boards') return '(job board endpoints)';
  if (key.scopes === null) return 'unrestricted (legacy)';
  return key.scopes.length > 0 ? key.scopes.join(', ') : 'none';
}

function describeState(key: ApiKey): string {
  if (key.revoked) return 'revoked';
  return key.apiAccessEnabled ? 'active' : 'API access not enabled';
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => `    ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`.trimEnd());
}

/** Who may use the development endpoints: said at start-up, loudly when it is more than this machine. */
function devAccessLines({ devHosts = [], devOrigins = [], listensOn }: BannerOptions): string[] {
  return [
    '  Sandboxes (/__sandbox): same-origin requests to localhost, 127.0.0.1 or [::1] only.',
    devHosts.length > 0 ? `  Also to Host ${devHosts.join(', ')}: anyone who reaches it can create sandboxes and keys.` : '',
    devOrigins.length > 0 ? `  Also from pages on ${devOrigins.join(', ')}.` : '',
    listensOn !== undefined && listensOn !== '127.0.0.1' ? `  Listening on ${listensOn} (every interface).` : '',
  ].filter((line) => line !== '');
}

export function bannerText(baseUrl: string, options: BannerOptions): string {
  const { demo = false, envelope, token = DEMO_TOKEN } = options;
  const base = baseUrl.replace(/\/+$/, '');
  const rows = [
    ['token', 'type', 'scopes', 'state'],
    ...DEMO_KEYS.map((key) => [key.token, key.type === 'job_boards' ? 'Job Boards' : 'Application API', describeScopes(key), describeState(key)]),
  ];
  return [
    '',
    `  Reference Applicant Tracking API (listing envelope: ${envelope})`,
    demo ? `  Demo career site:  ${base}/` : '',
    `  API base address:  ${base}`,
    '',
    ...devAccessLines(options),
    '',
    '  Demo tokens:',
    ...table(rows),
    '',
    '  Try:',
    `    curl -H "Authorization: Bearer ${token}" "${base}/v1/job-boards/job-posts?limit=2"`,
    '',
    '  Vendor emulators (no token; server/README.md, "Vendor emulators"):',
    `    Greenhouse       ${base}/v1/boards/northwind/jobs?content=true`,
    `    Lever            ${base}/v0/postings/harborpay?mode=json`,
    `    Ashby            ${base}/posting-api/job-board/lumenfield?includeCompensation=true`,
    `    Workable         ${base}/api/accounts/groove-tech?details=true`,
    `    SmartRecruiters  ${base}/v1/companies/BrightwaveLabs/postings?offset=0&limit=100`,
    // A company's own subdomain is a path prefix here: a board's base-url is ${base}/<vendor>/<company>.
    `    Recruitee        ${base}/recruitee/make/api/offers/`,
    `    Pinpoint         ${base}/pinpoint/acme/postings.json`,
    `    Personio         ${base}/personio/personio/xml`,
    `    Teamtailor       ${base}/teamtailor/example/jobs.rss`,
    '',
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
}

export function printDemoBanner(baseUrl: string, options: BannerOptions): void {
  console.log(bannerText(baseUrl, options));
}
