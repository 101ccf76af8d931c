/**
 * Keeps a board's page, query, workplaces and open job in the page URL, so each job has a
 * shareable link and the browser's Back and Forward buttons move through the board's states.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { routeFromUrl, urlForRoute } from '../../../core/route.js';
import { routingOf, type RouteSettings } from '../../../core/settings.js';
import { DEFAULT_PARAM_PREFIX, defaultRoute, encodePart, jobPath, normaliseBasePath, readRoute, routeKeys, sameRoute, type BoardRoute, type RoutingMode } from '../../../routing/route-params.js';
import { isHashedSlug } from '../../../routing/slug.js';
import { pageAddress, type ServerView } from '../prerendered.js';

/**
 * The element a UrlStateController serves: its route (the routed properties), which this
 * controller alone writes, and its `routing`, `paramPrefix` and `basePath`, read live.
 */
export type UrlStateHost = ReactiveControllerHost &
  HTMLElement &
  BoardRoute & {
    routing: RoutingMode;
    paramPrefix: string;
    /** The listing's path in `path` mode; absent means `/`. */
    basePath?: string;
    /** On the server, the page being rendered: its address, which the links are made from. */
    readonly serverView?: ServerView | undefined;
  };

/**
 * Why the URL is being applied: `load` when the board (re)starts routing and the URL wins over
 * the attributes; `history` when Back, Forward or a link to a fragment moved the URL.
 */
export type RouteCause = 'load' | 'history';

export interface UrlStateOptions {
  /**
   * The host has just taken the route the URL says (its routed properties are set): `previous`
   * is the route it had. Always a complete route: the keys the URL leaves out stand for the
   * host's initial state (see UrlStateController). Called only when the route changed.
   */
  followed?(previous: BoardRoute, cause: RouteCause): void;
}

/**
 * A Lit reactive controller that syncs a board with the page URL.
 *
 * - On the first connect, when `routing` is not `none`, the URL wins over the attributes: what
 *   it says is applied with cause `load`.
 * - `navigate(change)` moves the board and `push(route)` records a route, for the user's actions
 *   (a new history entry; `navigate(change, 'replace')` for a move in the current entry);
 *   `replace(route)` for programmatic changes; `href(route)` for real
 *   links. Only this board's keys are written: the site's parameters, another board's, the
 *   fragment and `history.state` are kept.
 * - `popstate` (and, in hash mode, `hashchange`; one navigation that fires both is handled once)
 *   applies the URL with cause `history` when it differs from the host's state.
 *
 * **The URL says how the board differs from its initial state.** The host's state at its first
 * connect, before the URL is applied, is the *home* route (the attributes, or the defaults when
 * there are none). Keys equal to home are left out of the URL and keys the URL lacks mean home.
 * With no attributes set this is exactly "defaults are omitted". It matters when a page presets
 * the board, `<job-board query="engineer">`: the entry the visitor landed on carries no keys and
 * Back to it restores `engineer`, and a cleared search is written `jb-q=` so a reload keeps it
 * cleared rather than falling back to the attribute.
 *
 * In `path` mode (see route-params) a job's URL says only which job: going to one, by a reload
 * or by Forward, keeps the listing's page, search and filters as they are (home on a first load),
 * so the back link and Back return to that listing. The path names the job by its slug (slug.ts):
 * an id's own slug is that id; a hashed one is the route's job till the host's data says which id
 * it stands for (`found`), and the move is followed only then, so `followed` sees the id.
 *
 * `routing="none"` reads nothing, writes nothing and listens to nothing. A change of `routing`,
 * `paramPrefix` or `basePath` at runtime takes effect at the host's next update: the listeners follow the
 * new mode, and the URL is read again under the new names and applied (cause `load`) when it
 * holds any of them; when it holds none, the board keeps its state and the next write uses the
 * new names (keys written under the old prefix are left where they are).
 *
 * Moving the element (disconnect, connect) keeps the home route and applies, with cause
 * `history`, whatever the URL came to say while the element was out of the document.
 *
 * **It owns the route.** The host's routed properties are its route, and only this controller
 * changes them for a move: `navigate()` for the board's own (a new history entry), the URL's on
 * load and on Back and Forward. Whoever else needs the route reads `route`. A host's own change of
 * a routed property (by property or attribute) is not a move: it follows into the URL after the
 * update that made it, and `inSync` is false till then.
 */
export class UrlStateController implements ReactiveController {
  readonly #host: UrlStateHost;
  readonly #options: UrlStateOptions;
  /** The host's state before the URL was first applied; see the class comment. */
  #home: BoardRoute | undefined;
  /** The mode, prefix and base path the listeners and the last read used. */
  #active: { mode: RoutingMode; prefix: string; basePath?: string | undefined } | undefined;
  #listeners: AbortController | undefined;
  /** The last navigation event handled, to handle a `popstate` + `hashchange` pair once. */
  #lastEvent: { type: string; href: string } | undefined;
  /** The route last written to the URL or read from it; undefined till the host's first update. */
  #synced: BoardRoute | undefined;
  /** The URL's move to a hashed slug not yet looked up, followed once it is (`found`). */
  #unresolved: { previous: BoardRoute; cause: RouteCause } | undefined;

  constructor(host: UrlStateHost, options: UrlStateOptions = {}) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The routing mode in effect, read from the host's `routing` as every reader of a board reads it (core/settings.ts). */
  get mode(): RoutingMode {
    return routingOf(this.#host.routing);
  }

  /** The parameter prefix in effect; only `null`/`undefined` mean the default `jb-`. */
  get prefix(): string {
    return this.#host.paramPrefix ?? DEFAULT_PARAM_PREFIX;
  }

  /** The board's route: a fresh copy of the host's routed properties. */
  get route(): BoardRoute {
    const { page, query, department, office, employmentType, job } = this.#host;
    return { page, query, workplaces: [...this.#host.workplaces], department, office, employmentType, job };
  }

  /**
   * Whether the host's route is the one last written to the URL or read from it. False from a
   * host's own change of a routed property till the update after it writes it (a move by
   * `navigate()` or by the URL is in sync at once).
   */
  get inSync(): boolean {
    return this.#synced !== undefined && sameRoute(this.route, this.#synced);
  }

  hostConnected(): void {
    const firstConnect = this.#home === undefined;
    if (firstConnect) this.#home = this.route;
    this.#start();
    if (this.#active?.mode === 'none') return;
    if (firstConnect) this.#applyUrl('load');
    else this.#applyUrl('history');
  }

  hostDisconnected(): void {
    this.#stop();
  }

  /** Follows a runtime change of `routing` or `paramPrefix`, before the host renders. */
  hostUpdate(): void {
    const active = this.#active;
    if (!active || (active.mode === this.mode && active.prefix === this.prefix && active.basePath === basePathOf(this.#host))) return;
    this.#stop();
    this.#start();
    if (this.mode !== 'none' && this.#urlHoldsOurKeys()) this.#applyUrl('load');
  }

  /**
   * A host change by property or attribute (not a visitor's action, not the URL's) follows into
   * the URL without a history entry, after the update that made it.
   */
  hostUpdated(): void {
    const route = this.route;
    const synced = this.#synced;
    this.#synced = copyRoute(route);
    if (synced && !sameRoute(route, synced)) this.replace(route);
  }

  /**
   * Moves the board: sets the host's routed properties to `change` and records the route as a new
   * history entry (see `push`), or with `replace` in the current one (a move the visitor did not
   * ask for, such as a closed job's link landing on the listing); returns whether the URL changed.
   */
  navigate(change: Partial<BoardRoute>, how: 'push' | 'replace' = 'push'): boolean {
    Object.assign(this.#host, change);
    const route = this.route;
    if (how === 'push') return this.push(route);
    this.#synced = copyRoute(route);
    return this.replace(route);
  }

  /**
   * Records a user's action as a new history entry. Does nothing when the URL would not change
   * (or in `none` mode); returns whether an entry was added.
   */
  push(route: BoardRoute): boolean {
    this.#synced = copyRoute(route);
    return this.#write(route, 'pushState');
  }

  /**
   * Writes a programmatic change into the current history entry, adding none. Returns whether
   * the URL changed.
   */
  replace(route: BoardRoute): boolean {
    return this.#write(route, 'replaceState');
  }

  /**
   * The absolute URL a link to `route` should carry (a listing entry's `href`, the back link).
   * In `none` mode, the current location as it is: the board handles such clicks itself.
   */
  href(route: BoardRoute): string {
    return urlForRoute(this.#page(), this.#settings(), route, this.#homeRoute()).href;
  }

  /**
   * The links of the jobs of one listing (`route` with each job): the URL is worked out once and
   * each job's id put into it, where `href()` for each would read and write the whole URL a
   * hundred times in a first render. In `none` mode, the current location, as `href()` gives.
   */
  jobHrefs(route: BoardRoute): (id: string) => string {
    const mode = this.mode;
    const template = this.href({ ...route, job: JOB_MARKER });
    if (mode === 'none') return () => template;
    if (mode === 'path') {
      const url = new URL(template);
      const basePath = basePathOf(this.#host);
      return (id) => `${url.origin}${jobPath(basePath, id)}${url.search}${url.hash}`;
    }
    // The text around the marker, cut once: each entry's link is then one concatenation.
    const marker = `${encodePart(routeKeys(this.prefix).job)}=${JOB_MARKER}`;
    const at = template.indexOf(marker);
    if (at < 0) return () => template;
    const before = template.slice(0, at + marker.length - JOB_MARKER.length);
    const after = template.slice(at + marker.length);
    return (id) => before + encodePart(id) + after;
  }

  /** The route the URL says now: home with the URL's keys over it (in `path` mode, a job over the current state). */
  currentRoute(): BoardRoute {
    return routeFromUrl(this.#page(), this.#settings(), this.#homeRoute(), this.route);
  }

  /** The page's address: the browser's, or on the server the page being rendered. */
  #page(): URL {
    return pageAddress(this.#host.serverView);
  }

  /** Where this board keeps its route: its mode, prefix and base path in effect. */
  #settings(): RouteSettings {
    return { routing: this.mode, paramPrefix: this.prefix, basePath: basePathOf(this.#host) };
  }

  #write(route: BoardRoute, method: 'pushState' | 'replaceState'): boolean {
    if (this.mode === 'none') return false;
    const current = this.#page();
    const next = urlForRoute(current, this.#settings(), route, this.#homeRoute());
    if (next.href === current.href) return false;
    // The state object belongs to the site (or its router, or another board): pass it through.
    history[method](history.state, '', next.href);
    this.#lastEvent = undefined;
    return true;
  }

  #start(): void {
    const mode = this.mode;
    this.#active = { mode, prefix: this.prefix, basePath: basePathOf(this.#host) };
    if (mode === 'none') return;
    this.#listeners = new AbortController();
    const { signal } = this.#listeners;
    window.addEventListener('popstate', this.#handleNavigation, { signal });
    // Fragment navigations fire popstate too in current engines; hashchange covers those that
    // don't, and `handleNavigation` drops the second event of a pair.
    if (mode === 'hash') window.addEventListener('hashchange', this.#handleNavigation, { signal });
  }

  #stop(): void {
    this.#listeners?.abort();
    this.#listeners = undefined;
    this.#active = undefined;
    this.#lastEvent = undefined;
  }

  #applyUrl(cause: RouteCause): void {
    const route = this.currentRoute();
    const previous = this.route;
    this.#unresolved = undefined;
    if (sameRoute(route, previous)) return;
    Object.assign(this.#host, copyRoute(route));
    // A hashed slug: followed once the data says which id it stands for (`found`).
    if (this.mode === 'path' && isHashedSlug(route.job)) this.#unresolved = { previous, cause };
    else this.#options.followed?.(previous, cause);
    if (this.#synced) this.#synced = this.route;
  }

  /**
   * The route's job, hashed slug `slug` read from the path, stands for post `id` (the data looked
   * it up): the job becomes the id, the URL stays, and the move is followed as the URL's.
   */
  found(slug: string, id: string): void {
    const pending = this.#unresolved;
    this.#unresolved = undefined;
    if (this.#host.job !== slug) return;
    this.#host.job = id;
    if (this.#synced) this.#synced = this.route;
    if (pending) this.#options.followed?.(pending.previous, pending.cause);
  }

  #urlHoldsOurKeys(): boolean {
    return Object.keys(readRoute(this.#page(), this.mode, this.prefix, basePathOf(this.#host))).length > 0;
  }

  /** Before the first connect (a write that early is unusual) home is the defaults. */
  #homeRoute(): BoardRoute {
    return this.#home ?? defaultRoute();
  }

  readonly #handleNavigation = (event: Event): void => {
    const href = location.href;
    const last = this.#lastEvent;
    if (last && last.href === href && last.type !== event.type) {
      // The hashchange that follows a popstate for the same navigation (or the reverse).
      this.#lastEvent = undefined;
      return;
    }
    this.#lastEvent = { type: event.type, href };
    this.#applyUrl('history');
  };
}

/** The host's base path for `path` mode, normalised. */
function basePathOf(host: UrlStateHost): string {
  return normaliseBasePath(host.basePath);
}

/** A job id no post has and no encoding changes, standing for each job's in `jobHrefs`. */
const JOB_MARKER = 'job0board0element0id0marker';

function copyRoute(route: BoardRoute): BoardRoute {
  return { ...route, workplaces: [...route.workplaces] };
}
