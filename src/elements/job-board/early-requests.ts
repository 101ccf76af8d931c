/**
 * The script-tag build's head start (issue 27 §4, STYLE.md's last paragraph): on a slow phone a
 * board's listing costs two round trips (the `Authorization` preflight, then the GET) that used
 * to start only once the board's whole code had arrived and run. The first module (src/cdn.ts)
 * calls {@link startEarlyRequests} as soon as it runs, while the rest loads: each `<job-board>`
 * already in the page gets the first listing request its board will make, exactly (URL, headers),
 * and the board's client takes that answer instead of sending its own (client/early-responses.ts).
 *
 * Everything here must be sure of the board's request, or send nothing: a wrong guess is a wasted
 * request, and a board that is not set up must end in its own setup error with no request. So a
 * board is passed over when it is prerendered (its data is in the page), lacks or has an unusable
 * token or base URL, opens a job (a detail deep link), has one of its inputs set as a property
 * before the element was defined, or names a routing mode the board would correct. Only pure
 * code is imported: this module is what a visitor downloads before anything else.
 */
import { earlyResponseKey, hasEarlyResponse, offerEarlyResponse } from '../../client/early-responses.js';
import { requestHeaders } from '../../client/headers.js';
import { listJobPostsUrl, parseBaseUrl } from '../../client/url.js';
import { WHOLE_BOARD_PAGE_LIMIT } from '../../client/whole-board-limit.js';
import type { ListJobPostsOptions } from '../../client/types.js';
import { splitList } from '../../i18n/humanise.js';
import { DEFAULT_PARAM_PREFIX, readRoute, type RoutingMode } from '../../routing/route-params.js';
import { clampPageSize } from './attributes.js';

/** The marker of a prerendered board's data (prerendered.ts's PRERENDERED_DATA_ATTRIBUTE, which brings the parser with it). */
const PRERENDERED_SCRIPT = ':scope > script[data-job-board-prerendered]';

/**
 * The board's properties read below. One set on the element before it was defined (an own
 * property, which Lit takes over at the upgrade) overrides its attribute: the request can't be known.
 */
const INPUTS = [
  'token',
  'baseUrl',
  'pageSize',
  'page',
  'query',
  'workplaces',
  'job',
  'routing',
  'paramPrefix',
  'basePath',
  'paging',
  'department',
  'office',
  'employmentType',
  'groupBy',
] as const;

const ROUTING_MODES: readonly string[] = ['query', 'hash', 'none', 'path'] satisfies RoutingMode[];

/** The first listing request a board will make: its URL and headers; `undefined` when it can't be sure. */
export function firstListingRequest(board: Element, location: URL, documentBase: string): { url: string; headers: Readonly<Record<string, string>> } | undefined {
  if (board.shadowRoot || board.querySelector(PRERENDERED_SCRIPT)) return undefined;
  if (INPUTS.some((name) => Object.hasOwn(board, name))) return undefined;
  const attribute = (name: string): string | null => board.getAttribute(name);

  // The board's own setup checks (BoardDataController's #clientFor): nothing is sent without both.
  const token = attribute('token') ?? '';
  const baseUrl = attribute('base-url') ?? '';
  if (!token.trim() || !baseUrl.trim()) return undefined;
  const headers = requestHeaders(token);
  if (!('Authorization' in headers)) return undefined;
  let resolved: string;
  try {
    resolved = new URL(baseUrl, documentBase).href;
  } catch {
    return undefined;
  }
  const base = parseBaseUrl(resolved);
  if (!('prefix' in base)) return undefined;

  // The URL wins over the attributes on the first connect (UrlStateController); keys it lacks mean the attributes.
  const routing = attribute('routing') ?? 'query';
  if (!ROUTING_MODES.includes(routing)) return undefined;
  const route = readRoute(location, routing as RoutingMode, attribute('param-prefix') ?? DEFAULT_PARAM_PREFIX, attribute('base-path') ?? '/');
  if (route.job ?? attribute('job')) return undefined;

  // As the board's number attributes read them (attributes.ts): blank is not a number, a page the
  // board can't use becomes 1, a page size is clamped.
  const number = (name: string): number | undefined => {
    const value = attribute(name);
    return value === null ? undefined : value.trim() === '' ? Number.NaN : Number(value);
  };
  const pageNumber = number('page') ?? 1;
  const page = route.page ?? (Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1);
  const limit = clampPageSize(number('page-size'));
  const query = route.query ?? attribute('query') ?? '';
  const workplaces = route.workplaces ?? splitList(attribute('workplaces'));
  const whole =
    Boolean(route.department ?? attribute('department')) ||
    Boolean(route.office ?? attribute('office')) ||
    Boolean(route.employmentType ?? attribute('employment-type')) ||
    Boolean(attribute('group-by')) ||
    board.querySelector('job-board-filter') !== null;

  // As the listing task asks first: whole-board mode's page 1 at the largest limit; "Show more
  // jobs" page 1 (the pages before the one shown come first); else the page shown.
  let options: ListJobPostsOptions;
  if (whole) options = { page: 1, limit: WHOLE_BOARD_PAGE_LIMIT };
  else options = { page: attribute('paging') === 'more' ? 1 : page, limit, query, workplaces };
  try {
    return { url: listJobPostsUrl(base.prefix, options), headers };
  } catch {
    return undefined;
  }
}

/**
 * Starts the first listing request of every `<job-board>` in `document` whose request is certain,
 * once per URL and headers (boards that ask the same share it: the first to ask takes it, as
 * their clients would each send their own). Not when the element is defined already: its boards
 * have started their own.
 */
export function startEarlyRequests(): void {
  if (customElements.get('job-board')) return;
  const location = new URL(document.location.href);
  for (const board of document.querySelectorAll('job-board')) {
    const request = firstListingRequest(board, location, document.baseURI);
    if (!request) continue;
    const key = earlyResponseKey(request.url, request.headers);
    if (hasEarlyResponse(key)) continue;
    const controller = new AbortController();
    // As the client's transport sends it (transport.ts), so the answer is the one it would get.
    const response = fetch(request.url, { method: 'GET', headers: request.headers, credentials: 'omit', redirect: 'manual', signal: controller.signal });
    // Read by the board's client; a failure nobody reads must not be an unhandled rejection.
    response.catch(() => undefined);
    offerEarlyResponse(key, { response, abort: () => controller.abort(), startedAt: performance.now() });
  }
}
