/**
 * What a server render shows: the board's route as the browser would read it from the page's URL
 * and its attributes (UrlStateController: its attributes are home, the URL's keys go over them),
 * and the page's URL as the board itself would write it for that route.
 *
 * The server sees no fragment, so with `routing="hash"` the view is the attributes' alone (the
 * listing, page 1, unless they say otherwise), and with `routing="none"` the URL says nothing
 * either: the `job` attribute, if any, is the view there, as in the browser.
 */
import { boundedRoute, routeFromUrl, urlForRoute, withinForeignLimit } from '../core/route.js';
import { readBoardSettings, type BoardSettings } from '../core/settings.js';
import { normaliseBasePath, type BoardRoute, type RoutingMode } from '../routing/route-params.js';
import { isHashedSlug } from '../routing/slug.js';

export interface ServerRoute {
  /** The board's settings, read from its attributes as the browser reads them (core/settings.ts). */
  settings: BoardSettings;
  mode: RoutingMode;
  /** The view: the attributes' route with the URL's keys over it. */
  route: BoardRoute;
  /**
   * The page's address for that view, as the board writes it (its keys in its own spelling, a
   * job's path by slug, page 1 unsaid) with the site's own parameters kept and no fragment: the
   * canonical URL, and the `location` the board makes its links from.
   */
  pageUrl: URL;
}

/** The route the attributes alone say: the board at rest, before the URL is read. */
export function homeRoute(attributes: ReadonlyMap<string, string>): BoardRoute {
  return readBoardSettings((name) => attributes.get(name)).home;
}

/** The view `url` names for a board with `attributes`, and the page's address for it. */
export function serverRoute(url: URL, attributes: ReadonlyMap<string, string>): ServerRoute {
  const settings = readBoardSettings((name) => attributes.get(name));
  const unhashed = new URL(url.href);
  // `hash` mode's view is in the fragment, which never reaches a server.
  unhashed.hash = '';
  // The site's own parameters within a bound: every link of the render copies them.
  const bare = withinForeignLimit(unhashed, settings.paramPrefix);
  // Its search and filters within a bound too: every link carries them.
  const route = boundedRoute(routeFromUrl(bare, settings, settings.home));
  const mode = settings.routing;
  if (mode === 'hash' || mode === 'none') return { settings, mode, route, pageUrl: bare };
  const pageUrl = urlForRoute(bare, settings, route, settings.home);
  // A hashed slug read from the path is the job's address as it stands (the id behind it is looked
  // up later): written from the route it would be hashed again, as an id of that shape is.
  if (mode === 'path' && isHashedSlug(route.job)) pageUrl.pathname = `${normaliseBasePath(settings.basePath)}jobs/${route.job}/`;
  return { settings, mode, route, pageUrl };
}
