/**
 * What the board says to the site's developer, by key: in the console (once per board and key,
 * as soon as the mistake is seen), and as the message of a setup mistake's `job-board-error`.
 * `value` is the value at fault, or the one used instead.
 */
import { SOURCE_FORMS } from '../../client/sources/source.js';
import type { JobBoardErrorDetail } from '../../events.js';

const MESSAGES: Readonly<Record<string, (value: string) => string>> = {
  ERR_TOKEN_MISSING: () => 'the token attribute is missing: set it to your Job Boards token.',
  ERR_BASE_URL_MISSING: () => 'the base-url attribute is missing: set it to the API base address.',
  ERR_BASE_URL_INVALID: (baseUrl) => `base-url is not an http(s) address ("${baseUrl}"): set it to the API base address.`,
  ERR_SOURCE_INVALID: (source) => `source must be ${SOURCE_FORMS} ("${source}"); nothing is loaded.`,
  // The client's message names the vendor, the board and the address that answered 404.
  ERR_BOARD_NOT_FOUND: (message) => message,
  'source-unreachable': (source) =>
    `the request for source "${source}" got no answer. If the console shows a CORS error, the vendor does not answer pages on this origin (Lever answers only the company's own domains): serve its API through a proxy on your domain that keeps the vendor's paths, and set base-url to it (README, "Troubleshooting").`,
  'source-capped': (cap) => `the source's board holds ${cap} or more listed jobs: the board keeps the first ${cap}, in the vendor's order.`,
  'page-size': (limit) => `page-size must be a number from 1 to 100; using ${limit}.`,
  page: () => 'page must be a whole number from 1; showing page 1.',
  paging: () => 'paging must be "pages" or "more"; using "pages".',
  routing: () => 'routing must be "query", "hash", "none" or "path"; using "query".',
  'group-by': () => 'group-by must be "department", "office" or empty; showing no groups.',
  limit: (limit) => `the API sent more posts than limit=${limit}; showing the first ${limit}.`,
  'too-many': (count) =>
    `the board has ${count} open posts, more than whole-board mode loads (1,000): the filters are hidden, grouping is off, search covers titles only, and the listing stays paged.`,
};

/** What a source's failed request tells the site's developer, beside `job-board-error`. */
export function sourceHint(error: JobBoardErrorDetail, source: string, warn: (key: string, value?: unknown) => void): void {
  if (error.code === 'ERR_BOARD_NOT_FOUND') warn(error.code, error.message);
  else if (error.code === 'NETWORK_ERROR') warn('source-unreachable', source);
}

export function developerMessage(key: string, value: unknown = ''): string {
  return MESSAGES[key]?.(String(value)) ?? `${key} is not set up right (${String(value)}).`;
}

/** Says each developer's message once per board. */
export class DeveloperWarnings {
  readonly #said = new Set<string>();

  /** Bound, so a controller can be handed it as it is. */
  readonly warn = (key: string, value?: unknown): void => {
    if (this.#said.has(key)) return;
    this.#said.add(key);
    console.warn(`<job-board>: ${developerMessage(key, value)}`);
  };
}
