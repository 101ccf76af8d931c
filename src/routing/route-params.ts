/**
 * The board's state as URL parameters: pure functions over `URL`, no DOM, so they run anywhere
 * (the browser, Node for prerendering, tests).
 *
 * Seven keys per board, each behind the board's prefix (default `jb-`): `page`, `q`, `workplace`
 * (repeated, one per value), `department`, `office`, `type` (the employment type) and `job`. In `query` mode they live in the URL's query string; in
 * `hash` mode the fragment is read and written as a query string would be, `#jb-page=2&jb-job=jp_12`.
 *
 * Writing touches only this prefix's keys: the site's own parameters, another board's (another
 * prefix) and, in `query` mode, the fragment stay exactly as they were, byte for byte and in
 * order. A fragment that is not a parameter list (`#careers`) is kept the same way in `hash` mode,
 * as one more foreign entry: `#careers&jb-page=2`, and `#careers` again once the board is back to
 * its defaults.
 *
 * `path` mode (static career pages) puts the page
 * and the job in the path, as the files `job-board-element build` writes: the listing at the base
 * path (`/careers/`), page N at `/careers/page/N/`, a job at `/careers/jobs/<slug>/` (slug.ts: the
id itself where it is safe and short; `readRoute` gives the segment back as it is, decoded, and
the board maps a hashed slug to its id). The search and
 * filters stay query parameters on listing URLs. A job URL carries none of the board's parameters
 * (the site's own stay), so a shared job link is the job's static file; the listing it was opened
 * from lives on in the history entry behind it. A path outside the base path, or one under it
 * that names neither a page nor a job, says nothing (no keys).
 */
import { jobSlug } from './slug.js';

export type RoutingMode = 'query' | 'hash' | 'none' | 'path';

/** The part of the board's state that the URL carries. */
export interface BoardRoute {
  /** Listing page, 1-indexed. */
  page: number;
  /** Title search. */
  query: string;
  /** Workplace filter values, in the order chosen. */
  workplaces: string[];
  /** The department filter (a department's name), `""` for all. */
  department: string;
  /** The office filter (an office's name), `""` for all. */
  office: string;
  /** The employment type filter (the API's value, e.g. `full_time`), `""` for all. */
  employmentType: string;
  /** The open job post's id, `""` for the listing. */
  job: string;
}

/** The route's single text values: the search, then the filters, in the order they are written. */
export const TEXT_FIELDS = ['query', 'department', 'office', 'employmentType'] as const;

/** The route's field (and the board's property) that each `<job-board-filter by>` value sets. */
export const FILTER_FIELDS = { department: 'department', office: 'office', 'employment-type': 'employmentType' } as const;

export const DEFAULT_PARAM_PREFIX = 'jb-';

/** The board at rest, written as no parameters at all: page 1, no search, no filters, no job. */
export function defaultRoute(): BoardRoute {
  return { page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' };
}

/** The parameter names for a prefix, in the order they are written. */
export function routeKeys(prefix: string = DEFAULT_PARAM_PREFIX): Record<keyof BoardRoute, string> {
  return {
    page: `${prefix}page`,
    query: `${prefix}q`,
    workplaces: `${prefix}workplace`,
    department: `${prefix}department`,
    office: `${prefix}office`,
    employmentType: `${prefix}type`,
    job: `${prefix}job`,
  };
}

/**
 * A path `URL.pathname` already spells as it is: segments of characters it leaves alone (none
 * starting with a dot, so no dot segments), a slash before each and after the last. Most base
 * paths a board reads are such (the attribute as written, or one normalised before): those need no
 * `new URL`, which a board in path mode would otherwise make once per entry link.
 */
const NORMAL_PATH = /^(?:\/(?:[\w~!$&'()*+,;=:@-]|%[0-9A-F]{2})(?:[\w.~!$&'()*+,;=:@-]|%[0-9A-F]{2})*)*\/$/;

/**
 * The `base-path` attribute as `URL.pathname` spells it: with a leading and a trailing slash,
 * percent-encoded, dot segments resolved, so it compares with a page's path as is. Anything but a
 * path (empty, not a string, a full URL) is `/`; a query or fragment in it is dropped.
 */
export function normaliseBasePath(value: unknown): string {
  // The default first: most boards route by query, and read this at every update.
  if (value === '/' || (typeof value === 'string' && NORMAL_PATH.test(value))) return value;
  const text = typeof value === 'string' ? value.trim().split(/[?#]/)[0]! : '';
  // Parsed with its leading slashes collapsed, so `//careers` cannot be read as a host.
  const parsed = text === '' || /^[a-z][a-z\d+.-]*:/i.test(text) ? '/' : new URL(`/${text.replace(/^[/\\]+/, '')}`, 'https://base.invalid').pathname;
  return parsed.endsWith('/') ? parsed : `${parsed}/`;
}

/** The path of a listing page: `/careers/` for page 1, `/careers/page/3/` after it. */
export function listingPath(basePath: string, page: number): string {
  const base = normaliseBasePath(basePath);
  return Number.isSafeInteger(page) && page > 1 ? `${base}page/${page}/` : base;
}

/** The path of a job's page, `/careers/jobs/jp_1/`: the id's slug (slug.ts), one safe path segment. */
export function jobPath(basePath: string, id: string): string {
  return `${normaliseBasePath(basePath)}jobs/${jobSlug(id)}/`;
}

/**
 * What a path says in `path` mode: a page, a job, or nothing (`undefined`) when it is outside the
 * base path or names neither. The trailing slash is optional, as static hosts serve both.
 */
function readPath(pathname: string, basePath: string): Pick<BoardRoute, 'page' | 'job'> | undefined {
  const base = normaliseBasePath(basePath);
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!path.startsWith(base)) return undefined;
  const rest = path.slice(base.length);
  if (rest === '') return { page: 1, job: '' };
  const page = /^page\/([0-9]+)\/$/.exec(rest)?.[1];
  if (page !== undefined) {
    const value = Number(page);
    return value >= 1 && Number.isSafeInteger(value) ? { page: value, job: '' } : undefined;
  }
  const id = /^jobs\/([^/]+)\/$/.exec(rest)?.[1];
  if (id === undefined) return undefined;
  try {
    return { page: 1, job: decodeURIComponent(id) };
  } catch {
    // Malformed percent-encoding names no job.
    return undefined;
  }
}

/**
 * The keys of `prefix` present in the URL, decoded. A page that is not a positive whole number
 * (`0`, `-1`, `2.5`, `abc`, `1e3`) is ignored; a repeated single-valued key gives its first value;
 * empty workplace values are dropped. `none` reads nothing.
 *
 * In `path` mode the page and the job come from the path under `basePath` (their parameters are
 * not read); a job's path gives the job alone, since its URL says nothing of the listing behind it.
 */
export function readRoute(url: URL, mode: RoutingMode, prefix: string = DEFAULT_PARAM_PREFIX, basePath = '/'): Partial<BoardRoute> {
  if (mode === 'none') return {};
  const params = new URLSearchParams(mode === 'hash' ? url.hash.slice(1) : url.search);
  const keys = routeKeys(prefix);
  const route: Partial<BoardRoute> = {};
  const fromPath = mode === 'path';
  if (fromPath) {
    const place = readPath(url.pathname, basePath);
    if (!place) return {};
    // A listing's path says there is no job; a job's says nothing of the page behind it.
    if (!place.job) route.page = place.page;
    route.job = place.job;
  }
  const page = params.get(keys.page);
  if (!fromPath && page !== null && /^[0-9]+$/.test(page)) {
    const value = Number(page);
    if (value >= 1 && Number.isSafeInteger(value)) route.page = value;
  }
  for (const field of fromPath ? TEXT_FIELDS : ([...TEXT_FIELDS, 'job'] as const)) {
    const value = params.get(keys[field]);
    if (value !== null) route[field] = value;
  }
  if (params.has(keys.workplaces)) route.workplaces = params.getAll(keys.workplaces).filter((value) => value !== '');
  return route;
}

/**
 * A new URL in which `prefix`'s keys say `route`. Values equal to `defaults` (by default page 1,
 * no query, no workplaces, no job) are omitted, so the board at rest leaves the URL clean.
 *
 * Our keys go where the first of them stood, or at the end; every other entry keeps its place and
 * its exact spelling. When our keys would say what they already say, the URL comes back
 * unchanged, so a caller can compare `href`s to know whether anything needs writing.
 *
 * In `path` mode the path becomes the listing page's or the job's under `basePath` (always
 * spelled out, whatever `defaults` say: the path is the page's address); a listing keeps the
 * search and filters as parameters, a job drops every key of ours.
 */
export function writeRoute(
  url: URL,
  mode: RoutingMode,
  prefix: string = DEFAULT_PARAM_PREFIX,
  route: BoardRoute,
  defaults: BoardRoute = defaultRoute(),
  basePath = '/',
): URL {
  const next = new URL(url.href);
  if (mode === 'none') return next;
  if (mode === 'path') {
    next.pathname = route.job ? jobPath(basePath, route.job) : listingPath(basePath, route.page);
    // The parameters as query mode writes them, less the two the path carries (or all, for a job).
    const params = writeRoute(url, 'query', prefix, route.job ? defaults : { ...route, page: defaults.page, job: defaults.job }, defaults);
    next.search = params.search;
    return next;
  }
  const keys = routeKeys(prefix);
  const ours = new Set<string>(Object.values(keys));

  const wanted: [string, string][] = [];
  if (Number.isSafeInteger(route.page) && route.page >= 1 && route.page !== defaults.page) {
    wanted.push([keys.page, String(route.page)]);
  }
  if (route.query !== defaults.query) wanted.push([keys.query, route.query]);
  if (!sameList(route.workplaces, defaults.workplaces)) {
    // An empty list that differs from the defaults still needs saying: a bare `workplace=`.
    const values = route.workplaces.length > 0 ? route.workplaces : [''];
    for (const value of values) wanted.push([keys.workplaces, value]);
  }
  for (const field of [...TEXT_FIELDS.slice(1), 'job'] as const) {
    if (route[field] !== defaults[field]) wanted.push([keys[field], route[field]]);
  }

  const raw = mode === 'hash' ? url.hash.slice(1) : url.search.slice(1);
  const segments = raw === '' ? [] : raw.split('&');
  const present: [string, string][] = [];
  const kept: string[] = [];
  let insertAt = -1;
  for (const segment of segments) {
    const entry = decodeSegment(segment);
    if (entry && ours.has(entry[0])) {
      if (insertAt < 0) insertAt = kept.length;
      present.push(entry);
    } else if (segment !== '') {
      kept.push(segment);
    }
  }
  if (samePairs(present, wanted)) return next;

  if (insertAt < 0) insertAt = kept.length;
  kept.splice(insertAt, 0, ...wanted.map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`));
  const serialized = kept.join('&');
  if (mode === 'hash') next.hash = serialized;
  else next.search = serialized;
  return next;
}

/** Whether two routes say the same thing (workplaces compared in order). */
export function sameRoute(a: BoardRoute, b: BoardRoute): boolean {
  return a.page === b.page && a.job === b.job && TEXT_FIELDS.every((field) => a[field] === b[field]) && sameList(a.workplaces, b.workplaces);
}

/** Whether two lists hold the same items in the same order. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function samePairs(a: [string, string][], b: [string, string][]): boolean {
  return a.length === b.length && a.every(([key, value], index) => key === b[index]?.[0] && value === b[index]?.[1]);
}

/** One `key=value` entry decoded the way URLSearchParams decodes it (`+` is a space). */
function decodeSegment(segment: string): [string, string] | undefined {
  for (const entry of new URLSearchParams(segment)) return entry;
  return undefined;
}

/**
 * Percent-encodes a key or value. Spaces become `%20` rather than the form encoding's `+`: every
 * decoder reads `%20` as a space, while `decodeURIComponent` (which many hand-written hash readers
 * use) leaves a `+` alone. A lone surrogate, which UTF-8 cannot carry and `encodeURIComponent`
 * would throw on, becomes U+FFFD, as URLSearchParams does.
 */
export function encodePart(text: string): string {
  // String#toWellFormed (ES2024: Chromium 111, Safari 16.4, Firefox 119, Node 20) does just that;
  // Safari 16.2 and 16.3 lack it, and only an id with a lone surrogate throws there.
  return encodeURIComponent((text as string & { toWellFormed?(): string }).toWellFormed?.() ?? text);
}
