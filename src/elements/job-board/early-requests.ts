/**
 * The script-tag build's head start (issue 27 §4, STYLE.md's last paragraph): on a slow phone a
 * board's listing costs two round trips (the `Authorization` preflight, then the GET) that used
 * to start only once the board's whole code had arrived and run. The first module (src/cdn.ts)
 * calls {@link startEarlyRequests} as soon as it runs, while the rest loads: each `<job-board>`
 * already in the page gets the first listing request its board will make, exactly (URL, headers),
 * and, when it opens a job (a deep link), the job's post request too, as the board asks for both;
 * the board's client takes those answers instead of sending its own (client/early-responses.ts).
 *
 * Everything here must be sure of the board's request, or send nothing: a wrong guess is a wasted
 * request, and a board that is not set up must end in its own setup error with no request. So a
 * board is passed over when it is prerendered (its data is in the page), lacks or has an unusable
 * token or base URL, has one of its inputs set as a property before the element was defined, or
 * names a routing mode the board would correct. Only pure
 * code is imported: this module is what a visitor downloads before anything else.
 */
import { earlyResponseKey, hasEarlyResponse, offerEarlyResponse } from '../../client/early-responses.js';
import { requestHeaders, requestInit } from '../../client/headers.js';
import { parseSource } from '../../client/sources/source.js';
import { SOURCE_HEADERS, VENDOR_PATHS } from '../../client/sources/vendor-paths.js';
import { jobPostUrl, listJobPostsUrl, parseBaseUrl } from '../../client/url.js';
import { WHOLE_BOARD_PAGE_LIMIT } from '../../client/whole-board-limit.js';
import type { ListJobPostsOptions } from '../../client/types.js';
import { DEFAULT_PARAM_PREFIX, readRoute } from '../../routing/route-params.js';
import { isHashedSlug } from '../../routing/slug.js';
import { PRERENDERED_DATA_ATTRIBUTE } from './prerendered.js';
import { asksForWholeBoard, clampPageSize, DEFAULT_PAGE_SIZE, isRoutingMode, isUsablePage, listAttribute, numberAttribute, textAttribute } from './attributes.js';

/** The JSON script of a prerendered board's data. */
const PRERENDERED_SCRIPT = `:scope > script[${PRERENDERED_DATA_ATTRIBUTE}]`;

/**
 * The board's properties read below. One set on the element before it was defined (an own
 * property, which Lit takes over at the upgrade) overrides its attribute: the request can't be known.
 */
const INPUTS = [
  'source',
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

/** A request the board will make, as its client sends it. */
export interface EarlyRequest {
  url: string;
  headers: Readonly<Record<string, string>>;
}

/**
 * The first requests a board will make: its listing's, and its job's post when it opens one (its
 * listing loads beside the detail); none when it can't be sure.
 */
export function firstRequests(board: Element, location: URL, documentBase: string): EarlyRequest[] {
  if (board.shadowRoot || board.querySelector(PRERENDERED_SCRIPT)) return [];
  if (INPUTS.some((name) => Object.hasOwn(board, name))) return [];
  const attribute = (name: string): string | null => board.getAttribute(name);

  const source = attribute('source') ?? '';
  if (source.trim()) return sourceRequests(source, attribute('base-url') ?? '', documentBase);
  // The board's own setup checks (BoardDataController's #clientFor): nothing is sent without both.
  const token = attribute('token') ?? '';
  const baseUrl = attribute('base-url') ?? '';
  if (!token.trim() || !baseUrl.trim()) return [];
  const headers = requestHeaders(token);
  if (!('Authorization' in headers)) return [];
  let resolved: string;
  try {
    resolved = new URL(baseUrl, documentBase).href;
  } catch {
    return [];
  }
  const base = parseBaseUrl(resolved);
  if (!('prefix' in base)) return [];

  // The URL wins over the attributes on the first connect (UrlStateController); keys it lacks mean the attributes.
  const routing = attribute('routing') ?? 'query';
  if (!isRoutingMode(routing)) return [];
  const route = readRoute(location, routing, attribute('param-prefix') ?? DEFAULT_PARAM_PREFIX, attribute('base-path') ?? '/');
  // Each attribute read by the board's own converter (attributes.ts); a page the board can't use becomes 1.
  const text = (name: string): string => textAttribute.fromAttribute(attribute(name));
  const job = route.job ?? text('job');
  const pageNumber = numberAttribute(1).fromAttribute(attribute('page'));
  const page = route.page ?? (isUsablePage(pageNumber) ? pageNumber : 1);
  const limit = clampPageSize(numberAttribute(DEFAULT_PAGE_SIZE).fromAttribute(attribute('page-size')));
  const query = route.query ?? text('query');
  const workplaces = route.workplaces ?? listAttribute.fromAttribute(attribute('workplaces'));
  const whole = asksForWholeBoard(
    {
      department: route.department ?? text('department'),
      office: route.office ?? text('office'),
      employmentType: route.employmentType ?? text('employment-type'),
      groupBy: text('group-by'),
    },
    board.querySelector('job-board-filter') !== null,
  );

  // As the listing task asks first: whole-board mode's page 1 at the largest limit; "Show more
  // jobs" page 1 (the pages before the one shown come first); else the page shown.
  let options: ListJobPostsOptions;
  if (whole) options = { page: 1, limit: WHOLE_BOARD_PAGE_LIMIT };
  else options = { page: attribute('paging') === 'more' ? 1 : page, limit, query, workplaces };
  try {
    const listing = { url: listJobPostsUrl(base.prefix, options), headers };
    // A job's path that holds a hashed slug is looked up in the whole board before its post is
    // asked for (board-data-controller.ts): whole-board mode's page 1 comes first, not the post.
    const lookup = routing === 'path' && isHashedSlug(job);
    if (lookup && whole) return [listing];
    const first = lookup ? listJobPostsUrl(base.prefix, { page: 1, limit: WHOLE_BOARD_PAGE_LIMIT }) : job && jobPostUrl(base.prefix, job);
    // An id no post can have is refused unsent by the client: then nothing is certain here.
    return first ? [{ url: first, headers }, listing] : [listing];
  } catch {
    return [];
  }
}

/**
 * A source's first request: its whole board, as its client asks for it (source-client.ts), from
 * the vendor's host or from `base-url` in its place. A deep link's post comes from that answer.
 */
function sourceRequests(value: string, baseUrl: string, documentBase: string): EarlyRequest[] {
  const source = parseSource(value);
  if (!source) return [];
  const paths = VENDOR_PATHS[source.vendor];
  let host = paths.host;
  if (baseUrl.trim()) {
    try {
      host = new URL(baseUrl, documentBase).href;
    } catch {
      return [];
    }
  }
  const base = parseBaseUrl(host);
  return 'prefix' in base ? [{ url: base.prefix + paths.boardPath(source.name), headers: SOURCE_HEADERS }] : [];
}

/**
 * Starts the first requests of every `<job-board>` in `document` whose requests are certain,
 * once per URL and headers (boards that ask the same share it: the first to ask takes it, as
 * their clients would each send their own). Not when the element is defined already: its boards
 * have started their own.
 */
export function startEarlyRequests(): void {
  if (customElements.get('job-board')) return;
  const location = new URL(document.location.href);
  for (const board of document.querySelectorAll('job-board')) {
    for (const request of firstRequests(board, location, document.baseURI)) {
      const key = earlyResponseKey(request.url, request.headers);
      if (hasEarlyResponse(key)) continue;
      const controller = new AbortController();
      // As the client's transport sends it, so the answer is the one it would get.
      const response = fetch(request.url, requestInit(request.headers, controller.signal));
      // Read by the board's client; a failure nobody reads must not be an unhandled rejection.
      response.catch(() => undefined);
      offerEarlyResponse(key, { response, abort: () => controller.abort(), startedAt: performance.now() });
    }
  }
}
