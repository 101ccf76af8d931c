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
 * token or base URL, or has one of its inputs set as a property before the element was defined.
 * It reads the board as the board does (core/: settings, route, request plan). Only pure
 * code is imported: this module is what a visitor downloads before anything else.
 */
import { earlyResponseKey, hasEarlyResponse, offerEarlyResponse } from '../../client/early-responses.js';
import { requestHeaders, requestInit } from '../../client/headers.js';
import { parseSources } from '../../client/sources/source.js';
import { EARLY_VENDOR_PATHS, SOURCE_HEADERS } from '../../client/sources/vendor-paths.js';
import { jobPostUrl, listJobPostsUrl, parseBaseUrl } from '../../client/url.js';
import { planClient } from '../../core/client-plan.js';
import { asksForWholeBoard, firstListingRequest, listingPlan, needsSlugLookup } from '../../core/request-plan.js';
import { routeFromUrl } from '../../core/route.js';
import { readBoardSettings } from '../../core/settings.js';
import { holdsNarrowingFilter } from './attributes.js';
import { PRERENDERED_DATA_ATTRIBUTE } from './prerendered.js';

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
  // The board's own reading of its attributes, its client's setup checks and its request plan (core/).
  const settings = readBoardSettings((name) => board.getAttribute(name));
  const client = planClient(settings, documentBase);
  // A setup mistake: the board reports it, and nothing is sent.
  if ('mistake' in client) return [];
  if (client.kind === 'source') return sourceRequests(client.source, client.baseUrl);
  const headers = requestHeaders(client.token);
  if (!('Authorization' in headers)) return [];
  const base = parseBaseUrl(client.baseUrl);
  if (!('prefix' in base)) return [];

  // The URL wins over the attributes on the first connect (UrlStateController); keys it lacks mean the attributes.
  const route = routeFromUrl(location, settings, settings.home);
  const whole = asksForWholeBoard({ ...route, groupBy: settings.groupBy }, holdsNarrowingFilter(board));
  const plan = listingPlan({ route, whole, paging: settings.paging, limit: settings.limit });
  try {
    const listing = { url: listJobPostsUrl(base.prefix, firstListingRequest(plan)), headers };
    // A job's path that holds a hashed slug is looked up in the whole board before its post is
    // asked for (board-data-controller.ts): whole-board mode's page 1 comes first, not the post.
    const lookup = needsSlugLookup(settings.routing, route.job);
    if (lookup && whole) return [listing];
    const first = lookup ? listJobPostsUrl(base.prefix, firstListingRequest({ kind: 'whole' })) : route.job && jobPostUrl(base.prefix, route.job);
    // An id no post can have is refused unsent by the client: then nothing is certain here.
    return first ? [{ url: first, headers }, listing] : [listing];
  } catch {
    return [];
  }
}

/**
 * A source's first requests: each board's, as its client asks for it (source-client.ts), from the
 * vendor's origin or from `base-url` in its place, for the vendors the first module knows
 * (vendor-paths.ts); the others' boards start with their client. A deep link's post comes from
 * the board's answer.
 */
function sourceRequests(value: string, baseUrl: string | undefined): EarlyRequest[] {
  const base = baseUrl === undefined ? undefined : parseBaseUrl(baseUrl);
  if (base && !('prefix' in base)) return [];
  return (parseSources(value) ?? []).flatMap(({ vendor, name }) => {
    const paths = EARLY_VENDOR_PATHS[vendor];
    // None of these is on a company's subdomain: `base-url` stands for the vendor's origin alike with one board or several.
    return paths ? [{ url: (base?.prefix ?? paths.origin) + paths.boardPath(name), headers: SOURCE_HEADERS }] : [];
  });
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
