/**
 * The console hints of a failed request: the cause, the value involved, the fix, and where the
 * README explains it. Long texts only a site's developer reads, after a failure, so they sit in a
 * lazy chunk (lazy-parts.ts) the board loads when a request fails, not in what every visit
 * downloads before its first job title. Each is said through the board's DeveloperWarnings, once
 * per board and key (developer-messages.ts lists the keys).
 */
import { isHtmlAnswer } from '../../client/errors.js';
import { parseSources, type BoardSource, type SourceVendor } from '../../client/sources/source.js';
import type { JobBoardErrorDetail } from '../../events.js';
import { scopeOf, type FailedRequest } from '../../core/error-text.js';

/** Where each setup mistake is explained: a heading of the README's Troubleshooting section. */
const README = {
  cors: '(README, "Troubleshooting › Nothing loads: the API can\'t be reached")',
  baseUrl: '(README, "Troubleshooting › A wrong base-url")',
  token: '(README, "Troubleshooting › The token is refused")',
} as const;

/**
 * The warnings of an attribute's wrong value (attributes.ts, checkInputs; `value` is the one used
 * instead) and those whole-board mode gives as its posts load, by key.
 */
const HINTS: Readonly<Record<string, (value: string) => string>> = {
  'page-size': (limit) => `page-size must be a number from 1 to 100; using ${limit}.`,
  page: () => 'page must be a whole number from 1; showing page 1.',
  paging: () => 'paging must be "pages" or "more"; using "pages".',
  routing: () => 'routing must be "query", "hash", "none" or "path"; using "query".',
  'group-by': () => 'group-by must be "department", "office" or empty; showing no groups.',
  limit: (limit) => `the API sent more posts than limit=${limit}; showing the first ${limit}.`,
  'source-capped': (cap) => `the source's board holds ${cap} or more listed jobs: the board keeps the first ${cap}, in the vendor's order.`,
  'too-many': (count) =>
    `the board has ${count} open posts, more than whole-board mode loads (1,000): the filters are hidden, grouping is off, search covers titles only, and the listing stays paged.`,
};

/**
 * What a property of the board takes, by name, and what it does meanwhile: for one set from code
 * (a React prop) to a value of the wrong type, such as a function (attributes.ts, checkInputs).
 */
const TAKES: Readonly<Record<string, readonly [takes: string, meanwhile: string]>> = {
  workplaces: ['an array of workplace values or a comma-separated string (["remote", "hybrid"] or "remote,hybrid")', 'showing every workplace'],
  job: ["a string, a job post's id", 'showing the listing'],
  source: ['a string, such as "greenhouse:acme"', 'the board has no source'],
  token: ['a string, the Job Boards token', 'the board has no token'],
  baseUrl: ["a string, the API's base address", 'the board has none'],
  strings: ['an object of texts by name, such as { loading: "…" }', 'using the built-in texts'],
  'strings.results': ['a table of a count\'s forms, such as { one: "{count} job", other: "{count} jobs" }', 'using the built-in one'],
  'strings.values': ['a table of texts by value, such as { on_site: "In the office" }', 'using the built-in ones'],
};

/** `employmentType (employment-type)`: a property as React and as HTML name it. */
function bothNames(name: string): string {
  const attribute = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return attribute === name ? name : `${name} (${attribute})`;
}

/** What a value is, in a word: "a function", "an object", "the number NaN". */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return `the number ${value}`;
  return /^[aeiou]/.test(typeof value) ? `an ${typeof value}` : `a ${typeof value}`;
}

/** A warning whose text is not in the board's own code (developer-messages.ts): by key, with the value involved. */
export function developerHint(key: string, value: unknown): string {
  const hint = HINTS[key];
  if (hint) return hint(String(value));
  // `strings.results`: one text of `strings`, which takes a string unless the built-in text is a table.
  const text = key.startsWith('strings.') ? key.slice(8) : undefined;
  const [takes, meanwhile] = TAKES[key] ?? ['a string', text === undefined ? 'it is ignored' : 'using the built-in text'];
  return `${text === undefined ? bothNames(key) : key} must be ${takes}, not ${kindOf(value)}; ${meanwhile}.`;
}

/**
 * Whether each vendor's public board answers a page on another origin (CORS), as far as anyone
 * has checked (docs/sources.md, "Can a browser read it?"): the hint's advice for a network error.
 */
const VENDOR_CORS: Readonly<Record<SourceVendor, readonly [name: string, cors: string]>> = {
  greenhouse: ['Greenhouse', 'Greenhouse documents no CORS for its board API, so a page on another origin can be refused'],
  lever: ['Lever', "Lever answers only pages on the company's own domains and their subdomains"],
  ashby: ['Ashby', 'Ashby answers every origin, so the cause is more likely the address or the network'],
  workable: ['Workable', 'Workable documents no CORS (one live careers site reads it from the browser)'],
  smartrecruiters: ['SmartRecruiters', 'SmartRecruiters documents no CORS for its Posting API, so a page on another origin can be refused'],
  recruitee: ['Recruitee', 'Recruitee documents no CORS for its Careers Site API, so a page on another origin can be refused'],
  personio: ['Personio', "Personio documents no CORS for its XML feed, so a page on another origin can be refused (and the feed must be switched on in Personio's settings)"],
  teamtailor: ['Teamtailor', 'Teamtailor documents no CORS for its jobs.rss feed, so a page on another origin can be refused'],
  pinpoint: ['Pinpoint', 'Pinpoint documents no CORS for its postings.json, so a page on another origin can be refused'],
};

/** The board of `source` an error came from: the one its message names first (several boards), else the first. */
/** `greenhouse:acme`, as `source` names a board (vendor-names.ts `sourceKey`, which loads with the client). */
const boardKey = ({ vendor, name }: BoardSource): string => `${vendor}:${name}`;

function failedBoard(source: string, message: string): BoardSource | undefined {
  const boards = parseSources(source) ?? [];
  return boards.find((board) => message.startsWith(`${boardKey(board)} failed.`)) ?? boards[0];
}

/** What a source's failed request tells the site's developer, beside `job-board-error`. */
export function sourceHint(error: JobBoardErrorDetail, source: string, warn: (key: string, message: string) => void): void {
  // The client's message names the vendor, the board and the address that answered 404.
  if (error.code === 'ERR_BOARD_NOT_FOUND') warn(error.code, error.message);
  else if (error.code === 'NETWORK_ERROR') {
    const board = failedBoard(source, error.message);
    const [vendor, cors] = board ? VENDOR_CORS[board.vendor] : ['the vendor', 'the vendor does not answer pages on this origin'];
    warn(
      `source-unreachable ${board ? boardKey(board) : source}`,
      `the request for ${board ? `board "${boardKey(board)}"` : `source "${source}"`} got no answer: ${error.message} A browser can't tell why, so check both. With base-url (a proxy), is it running there, at that host and port? If it is, and the console shows a CORS error: ${cors}. Serve ${vendor}'s board through a proxy on your own domain that keeps the vendor's paths, and set base-url to it (docs/sources.md, "A proxy for a vendor that refuses your origin"), or render the board on your server (renderJobBoard) or build static pages (job-board-element build), which read ${vendor} server-side where no CORS applies.`,
    );
  }
}

/** What the board knows of a failed request to the API (not a source's), for `apiHint`. */
export interface ApiRequestFacts {
  /** `base-url` as the page wrote it. */
  baseUrl: string;
  /** Which request failed. */
  request: FailedRequest;
  /** Whether the board has shown jobs from this base URL and token: a network error is then the visitor's connection. */
  shownJobs: boolean;
}

/** `base-url` resolved as the client resolves it, or undefined when it can't be. */
function resolvedBase(baseUrl: string): URL | undefined {
  try {
    return new URL(baseUrl.trim(), globalThis.document?.baseURI);
  } catch {
    return undefined;
  }
}

/** The listing's address under a base URL, as the client joins it (query and hash dropped). */
function listingUrl(base: URL | undefined): string | undefined {
  return base && `${base.origin}${base.pathname.replace(/\/+$/, '')}/v1/job-boards/job-posts`;
}

/**
 * What a failed request to the API tells the site's developer, beside `job-board-error`: one
 * console warning per setup mistake (the cause, the value involved, the fix, and where the README
 * explains it), never the token. Failures a visitor's connection or a busy server explain (a
 * timeout, a 5xx, a 429, a network error after jobs were shown) say nothing: they are no mistake.
 */
export function apiHint(error: JobBoardErrorDetail, facts: ApiRequestFacts, warn: (key: string, message: string) => void): void {
  const { status, code } = error;
  const base = resolvedBase(facts.baseUrl);
  const shown = `base-url "${facts.baseUrl}"`;
  const origin = base?.origin ?? facts.baseUrl;
  const page = globalThis.location?.origin ?? 'this page';
  if (code === 'NETWORK_ERROR') {
    if (facts.shownJobs) return;
    warn(
      'api-unreachable',
      `the API at ${origin} could not be reached (NETWORK_ERROR). A browser can't tell why, so check both. Is the API running there, at that host and port (${shown})? A dead port or a wrong host fails just so. If it is, and the console also says "blocked by CORS policy", the API must allow this page's origin, ${page}: its answer to the OPTIONS preflight needs "Access-Control-Allow-Origin: ${page}" (or *) and "Access-Control-Allow-Headers: Authorization" (the board sends the token in that header), and its other answers the same Access-Control-Allow-Origin ${README.cors}.`,
    );
  } else if (facts.request === 'listing' && status === 404) {
    const path = base?.pathname.replace(/\/+$/, '') ?? '';
    const at = path.search(/\/v1(\/|$)/);
    const asked = listingUrl(base) ?? 'the listing';
    warn(
      'listing-not-found',
      at >= 0 && base
        ? `${shown} already holds /v1, and the board adds /v1/job-boards/job-posts itself, so the listing request went to ${asked} and got 404. Drop the /v1: base-url="${base.origin}${path.slice(0, at)}" ${README.baseUrl}.`
        : `the listing request went to ${asked} and got 404 (${code}): ${shown} is not the API's base address. Set it to the address your ATS gives for the API, without /v1 ${README.baseUrl}.`,
    );
  } else if (code === 'BAD_RESPONSE' && ((status >= 300 && status < 400) || (status === 0 && /redirect/i.test(error.message)))) {
    warn(
      'api-redirect',
      `${shown} answered with a redirect, which the board does not follow (the token goes to base-url only). Set base-url to the address it redirects to, often https:// or another host ${README.baseUrl}.`,
    );
  } else if (code === 'BAD_RESPONSE' && status >= 200 && status < 500 && status !== 429) {
    const asked = facts.request === 'listing' ? `the listing request (${listingUrl(base) ?? '…/v1/job-boards/job-posts'})` : "a job post's request";
    warn(
      'api-not-json',
      isHtmlAnswer(error)
        ? `${shown} answered ${asked} with HTTP ${status} and an HTML page, not the API's JSON: it points at a web page (this site, a single-page app's index.html, a login or a proxy's page), not at the API. Set base-url to the API's base address, without /v1 ${README.baseUrl}.`
        : `${shown} answered ${asked} with HTTP ${status} and a body that is not the Job Boards API's JSON ("${error.message}"). Check that base-url is the API's base address, without /v1 ${README.baseUrl}.`,
    );
  } else if (code === 'ERR_TOKEN_MISSING' && status === 401) {
    warn(
      'token-dropped',
      `the API at ${origin} answered 401 ERR_TOKEN_MISSING though the board sent the token: something between the page and the API (a proxy, a CDN, a gateway) drops the Authorization header. Let it through ${README.token}.`,
    );
  } else if (code === 'ERR_INVALID_TOKEN' && status === 0) {
    warn(
      'token-unsendable',
      `the token attribute holds characters no HTTP header can carry (a space, a line break, a letter outside ASCII), so nothing was sent. Copy the Job Boards token again, exactly as your ATS shows it ${README.token}.`,
    );
  } else if (code === 'ERR_INVALID_TOKEN') {
    warn(
      code,
      `the API at ${origin} refused the token (401 ERR_INVALID_TOKEN): it is mistyped, expired, or its key was revoked. Create a Job Boards key in your ATS (Settings → API Management → Create API Key, type Job Boards) and set the token attribute to it ${README.token}.`,
    );
  } else if (code === 'ERR_FEATURE_NOT_ENABLED') {
    warn(
      code,
      `the API at ${origin} answered 403 ERR_FEATURE_NOT_ENABLED: API access is not enabled for this ATS account, so no token works yet. Have it enabled for the account (by an admin of your ATS, or its support); nothing in the page needs to change ${README.token}.`,
    );
  } else if (code === 'ERR_INSUFFICIENT_SCOPE') {
    warn(
      code,
      `the API at ${origin} answered 403 ERR_INSUFFICIENT_SCOPE: the token lacks the scope "${scopeOf(error.message)}", so it is probably an Application API key. An Application API key must never sit in a page, where anyone can read it: revoke it, create a Job Boards key (Settings → API Management → Create API Key, type Job Boards) and set the token attribute to that ${README.token}.`,
    );
  }
}
