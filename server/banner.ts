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

export function bannerText(baseUrl: string, { demo = false, envelope, token = DEMO_TOKEN }: BannerOptions): string {
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
    '  Demo tokens:',
    ...table(rows),
    '',
    '  Try:',
    `    curl -H "Authorization: Bearer ${token}" "${base}/v1/job-boards/job-posts?limit=2"`,
    '',
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
}

export function printDemoBanner(baseUrl: string, options: BannerOptions): void {
  console.log(bannerText(baseUrl, options));
}
