/**
 * What a server render shows: the board's route as the browser would read it from the page's URL
 * and its attributes (UrlStateController: its attributes are home, the URL's keys go over them),
 * and the page's URL as the board itself would write it for that route.
 *
 * The server sees no fragment, so with `routing="hash"` the view is the attributes' alone (the
 * listing, page 1, unless they say otherwise), and with `routing="none"` the URL says nothing
 * either: the `job` attribute, if any, is the view there, as in the browser.
 */
import { listAttribute } from '../internal/attribute-converters.js';
import { defaultRoute, DEFAULT_PARAM_PREFIX, normaliseBasePath, readRoute, routingMode, writeRoute, type BoardRoute, type RoutingMode } from '../routing/route-params.js';

export interface ServerRoute {
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
  const text = (name: string) => attributes.get(name) ?? '';
  const page = Number(attributes.get('page') ?? 1);
  return {
    ...defaultRoute(),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    query: text('query'),
    workplaces: listAttribute.fromAttribute(attributes.get('workplaces') ?? null),
    department: text('department'),
    office: text('office'),
    employmentType: text('employment-type'),
    job: text('job'),
  };
}

/** The view `url` names for a board with `attributes`, and the page's address for it. */
export function serverRoute(url: URL, attributes: ReadonlyMap<string, string>): ServerRoute {
  const mode = routingMode(attributes.get('routing'));
  const prefix = attributes.get('param-prefix') ?? DEFAULT_PARAM_PREFIX;
  const basePath = normaliseBasePath(attributes.get('base-path') ?? '/');
  const home = homeRoute(attributes);
  const bare = new URL(url.href);
  bare.hash = '';
  // `hash` mode's view is in the fragment, which never reaches a server.
  const route = mode === 'hash' || mode === 'none' ? home : { ...home, ...readRoute(bare, mode, prefix, basePath) };
  return { mode, route, pageUrl: mode === 'hash' || mode === 'none' ? bare : writeRoute(bare, mode, prefix, route, home, basePath) };
}
