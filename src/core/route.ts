/**
 * A board's route and its URL: the one pair of functions that reads the route a URL names and
 * writes the URL of a route, and the one job URL built from them. The element's URL state, the
 * early request, the server render, the static build, the sitemap, the feed, the canonical link,
 * JSON-LD `url`, `og:url` and the share link all go through here, so they can't disagree.
 *
 * The URL's grammar itself (keys, hash, path, slugs) is routing/route-params.ts.
 */
import { defaultRoute, encodePart, readRoute, routeKeys, TEXT_FIELDS, writeRoute, type BoardRoute } from '../routing/route-params.js';
import { cutText } from './cut-text.js';
import type { RouteSettings } from './settings.js';

/**
 * The route `url` names for a board whose attributes say `home`: home with the URL's keys over it.
 * A `path` job's URL says only which job: the listing behind it stays `current` (a reload, Forward)
 * or, on a first load, home. `routing="none"` reads nothing; a URL without a fragment (a server's)
 * says nothing in `hash` mode.
 */
export function routeFromUrl(url: URL, settings: RouteSettings, home: BoardRoute, current: BoardRoute = home): BoardRoute {
  const read = readRoute(url, settings.routing, settings.paramPrefix, settings.basePath);
  return { ...(settings.routing === 'path' && read.job ? current : home), ...read };
}

/**
 * The URL of `route` on the page at `url`: only this board's keys change (the site's parameters,
 * another board's and the fragment stay); keys equal to `home` are left out. With
 * `routing="none"`, `url` as it is.
 */
export function urlForRoute(url: URL, settings: RouteSettings, route: BoardRoute, home: BoardRoute = defaultRoute()): URL {
  return writeRoute(url, settings.routing, settings.paramPrefix, route, home, settings.basePath);
}

/**
 * The most characters of a page URL's parameters that are not the board's own (the site's, another
 * board's, the fragment) that a server render carries into its links. Every link of the board
 * (each entry, the pager, the back link) copies them, so a 16 KB parameter made a 435 KB page
 * (issue 37). 2,048 is far above a site's own (a language, a campaign's utm_* set: about 200) and
 * far below what servers take in a URL (8 KB). Counted as written (percent-encoded), `&`s aside.
 */
export const FOREIGN_PARAMS_LIMIT = 2048;

/**
 * `url` with its parameters not the board's own (prefix `paramPrefix`) cut to
 * {@link FOREIGN_PARAMS_LIMIT}: each is kept, in its order, while it fits, so a long one goes and
 * shorter ones after it stay; the board's own keys always stay (they are the route). The server
 * render reads the page's URL through it (ssr/board-route.ts), before any link is made from it.
 * The browser's board doesn't: its links come from the visitor's own address bar, which costs no
 * one else, and the bytes it loads at once stay as they were.
 */
export function withinForeignLimit(url: URL, paramPrefix: string): URL {
  const bounded = new URL(url.href);
  let room = FOREIGN_PARAMS_LIMIT;
  // Checked only past the limit: a usual URL costs one comparison.
  if (bounded.search.length + bounded.hash.length <= room) return bounded;
  const own = Object.values(routeKeys(paramPrefix)).map(encodePart);
  for (const part of ['search', 'hash'] as const) {
    bounded[part] = bounded[part]
      .slice(1)
      .split('&')
      .filter((segment) => own.includes(segment.split('=')[0]!) || (segment.length <= room && (room -= segment.length) >= 0))
      .join('&');
  }
  return bounded;
}

/**
 * The most characters a search or filter value read from a page's URL keeps, and the most
 * workplace values: far above what a visitor types or a department is called. The server render
 * bounds its route with them, so a crafted URL (a 16 KB search) is not copied into every link of a
 * page that a cache then serves to everyone (issue 37). The browser's board doesn't, as for the
 * site's own parameters above.
 */
export const MAX_ROUTE_TEXT = 256;
export const MAX_ROUTE_WORKPLACES = 8;

/** `route` with its search and filter values within the bounds above, each cut never between the halves of a character. */
export function boundedRoute(route: BoardRoute): BoardRoute {
  const cut = (value: string): string => cutText(value, MAX_ROUTE_TEXT);
  const bounded = { ...route, workplaces: [...new Set(route.workplaces.map(cut))].slice(0, MAX_ROUTE_WORKPLACES) };
  // A job's id is never cut: it names the job.
  for (const field of TEXT_FIELDS) bounded[field] = cut(route[field]);
  return bounded;
}

/** Parameters that track how a visitor came, not what the page shows: a campaign's, an ad click's. */
const TRACKING = /^(utm_.+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * A page's canonical address: without its fragment and the parameters that only say how a visitor
 * came. A job shared with `?utm_source=newsletter` is the same page as the job's own URL; the
 * site's other parameters stay, as they may name what the page shows.
 */
export function canonicalAddress(url: URL): URL {
  const canonical = new URL(url.href);
  canonical.hash = '';
  for (const name of [...canonical.searchParams.keys()]) if (TRACKING.test(name)) canonical.searchParams.delete(name);
  // No lone `?` once every parameter has gone.
  if (canonical.searchParams.size === 0) canonical.search = '';
  return canonical;
}

/**
 * A job's one URL: the page's canonical address with the job alone of the board's keys (not the
 * listing page, search or filters it was opened from), in `path` mode the job's own path. The
 * sitemap, the feed, the canonical link, JSON-LD `url`, `og:url` and the share link name a job by
 * it (an entry's link is `urlForRoute` of the listing with the job open, so Back returns to it). With `routing="none"` the URL names no job: undefined.
 */
export function jobUrl(pageUrl: URL, settings: RouteSettings, id: string): string | undefined {
  if (settings.routing === 'none') return undefined;
  const route = defaultRoute();
  route.job = id;
  return urlForRoute(canonicalAddress(pageUrl), settings, route).href;
}
