/**
 * Request URLs: the base address, the listing's query string, a post's path. Every URL the client
 * requests is built here and checked to lie below the base address, the only place the token goes.
 */

import { encodePart } from '../routing/route-params.js';
import { JobBoardApiError } from './errors.js';
import type { ListJobPostsOptions } from './types.js';

const LIST_PATH = 'v1/job-boards/job-posts';

/** The largest `limit` the API accepts (api-spec §8). */
export const MAX_LIMIT = 100;

/**
 * The base address as a prefix that ends with `/`, ready for `v1/...` to be appended; or the
 * error to reject every request with.
 */
export type BaseUrl = { prefix: string } | { error: JobBoardApiError };

function baseUrlError(code: 'ERR_BASE_URL_MISSING' | 'ERR_BASE_URL_INVALID', message: string): BaseUrl {
  return { error: new JobBoardApiError({ status: 0, code, message }) };
}

/**
 * Whether `address` names its scheme (`https://…`, `http:…`): an absolute address, not one a
 * browser would resolve against the page. A server and the CLI have no page to resolve against.
 */
export function hasScheme(address: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(address);
}

/**
 * Reads the `baseUrl` option: an http(s) address, without user name or password; its query and
 * hash are dropped and a trailing slash is optional. A relative one is resolved against `base`
 * (the page's address, which the client passes in a browser).
 */
export function parseBaseUrl(baseUrl: unknown, base?: string): BaseUrl {
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    return baseUrlError('ERR_BASE_URL_MISSING', 'No API base URL was given.');
  }
  let url: URL;
  try {
    url = new URL(baseUrl.trim(), base);
  } catch {
    return baseUrlError('ERR_BASE_URL_INVALID', 'The API base URL is not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return baseUrlError('ERR_BASE_URL_INVALID', 'The API base URL must start with https:// or http://.');
  }
  if (url.username !== '' || url.password !== '') {
    return baseUrlError('ERR_BASE_URL_INVALID', 'The API base URL must not carry a user name or password.');
  }
  url.search = '';
  url.hash = '';
  const href = url.href;
  return { prefix: href.endsWith('/') ? href : `${href}/` };
}

function invalidParameter(name: string, rule: string): JobBoardApiError {
  return new JobBoardApiError({
    status: 0,
    code: 'ERR_INVALID_PARAMETER',
    message: `Invalid parameter "${name}": ${rule}.`,
  });
}

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

/**
 * Throws `ERR_INVALID_PARAMETER` for a `page` or `limit` the API refuses: the same rule for the
 * API's pages and for the pages a source's board is cut into locally.
 */
export function checkPaging({ page, limit }: Pick<ListJobPostsOptions, 'page' | 'limit'>): void {
  if (page !== undefined && !isWholeNumber(page, 1, Number.MAX_SAFE_INTEGER)) throw invalidParameter('page', 'must be a positive whole number');
  if (limit !== undefined && !isWholeNumber(limit, 1, MAX_LIMIT)) throw invalidParameter('limit', `must be a whole number from 1 to ${MAX_LIMIT}`);
}

/**
 * The parsed `candidate` (as `fetch` will read it); throws unless it lies below `prefix`. Ids are
 * percent-encoded and dot segments refused, so this never fires: it is the last guard that the
 * token only ever goes to the base address.
 */
function assertBelowBase(candidate: string, prefix: string): string {
  const url = new URL(candidate).href;
  if (!url.startsWith(prefix)) {
    throw new JobBoardApiError({ status: 0, code: 'ERR_INVALID_PARAMETER', message: 'The request URL would leave the API base URL.' });
  }
  return url;
}

/**
 * `GET <base>/v1/job-boards/job-posts` with `page`, `limit`, repeated `filter_by[workplaces][]`
 * and `filter_value`, each left out when not given or empty. Throws `ERR_INVALID_PARAMETER` for a
 * page or limit the API would refuse, without sending anything.
 */
export function listJobPostsUrl(prefix: string, options: ListJobPostsOptions = {}): string {
  const { page, limit, workplaces, query } = options;
  checkPaging(options);
  const pairs: string[] = [];
  if (page !== undefined) pairs.push(`page=${page}`);
  if (limit !== undefined) pairs.push(`limit=${limit}`);
  const seen = new Set<string>();
  // A single string from a JavaScript caller is one workplace, not a list of characters.
  const list: readonly unknown[] = Array.isArray(workplaces) ? workplaces : typeof workplaces === 'string' ? [workplaces] : [];
  for (const workplace of list) {
    const value = typeof workplace === 'string' ? workplace.trim() : '';
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    pairs.push(`filter_by[workplaces][]=${encodeURIComponent(value)}`);
  }
  const text = typeof query === 'string' ? query.trim() : '';
  if (text !== '') pairs.push(`filter_value=${encodeURIComponent(text)}`);
  const search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  return assertBelowBase(`${prefix}${LIST_PATH}${search}`, prefix);
}

/**
 * Turns a post id into the path segment it is requested by. A string or a finite number is
 * usable; `.` and `..` are not: `encodeURIComponent` leaves dots alone and a URL resolves such a
 * segment, so the request would name another resource. A lone surrogate is sent as U+FFFD, as the
 * board's URLs spell it (`encodePart`), where `encodeURIComponent` would throw `URI malformed`
 * (issue 20, item 8).
 */
function idSegment(id: unknown): string | undefined {
  const text = typeof id === 'number' && Number.isFinite(id) ? String(id) : id;
  if (typeof text !== 'string' || text === '' || text === '.' || text === '..') return undefined;
  return encodePart(text);
}

/**
 * `GET <base>/v1/job-boards/job-posts/<id>`, the id percent-encoded so it is always exactly one
 * path segment. Throws `ERR_NOT_FOUND` (status 0, nothing sent) for an id no post can have.
 */
export function jobPostUrl(prefix: string, id: unknown): string {
  const segment = idSegment(id);
  if (segment === undefined) {
    throw new JobBoardApiError({ status: 0, code: 'ERR_NOT_FOUND', message: 'No job post can have this id.' });
  }
  return assertBelowBase(`${prefix}${LIST_PATH}/${segment}`, prefix);
}
