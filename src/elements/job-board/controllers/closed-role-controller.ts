/**
 * A link to a job that has closed (the API, or a source, answers 404 `ERR_NOT_FOUND` for it) lands
 * on the listing, page 1, with a notice that the job is no longer open, rather than on a dead end
 * (issue 30; CONTRACT.md, "Every job link keeps working"). The same for a job that closes while the
 * visitor is on the board and clicks its entry.
 *
 * - The URL stops naming the job in the current history entry (replaced, not pushed): Back leaves
 *   the board as it would have from the dead link, and the site's own parameters (`utm_*`) stay.
 * - The notice belongs to the route it was given on: any move from it (a search, a filter, a page,
 *   a job, Back) takes it away. There is nothing to retry.
 * - Focus moves to the notice (the result count's live region) only when it was in the board, or
 *   on its way there: a click on an entry. A link opened from elsewhere (the page's load) leaves
 *   focus where the page has it; the notice is the board's first text, in its live region.
 *
 * The `job-board-error` event (404, `ERR_NOT_FOUND`) is the host's, as for any failed request: a
 * site can count its dead links.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { isJobBoardApiError } from '../../../client/errors.js';
import type { ServerView } from '../prerendered.js';
import { sameRoute, type BoardRoute } from '../../../routing/route-params.js';
import type { FocusTarget } from './focus-controller.js';

/** The route's owner (the URL controller): the route, and a move that replaces the current entry. */
export interface ClosedRoleRouter {
  readonly route: BoardRoute;
  navigate(change: Partial<BoardRoute>, how: 'replace'): boolean;
}

export interface ClosedRoleOptions {
  route: ClosedRoleRouter;
  focus: { follow(target: FocusTarget): void };
}

/** The board, as this controller reads it: on the server, the view the render hands it. */
export type ClosedRoleHost = ReactiveControllerHost & { readonly serverView?: ServerView | undefined };

export class ClosedRoleController implements ReactiveController {
  readonly #host: ClosedRoleHost;
  readonly #options: ClosedRoleOptions;
  /** The route the notice was given on; undefined when there is no notice. */
  #noticeOn: BoardRoute | undefined;
  /** The last failure followed, so each is followed once. */
  #followed: unknown;

  constructor(host: ClosedRoleHost, options: ClosedRoleOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /**
   * Whether the listing shows the closed job's notice. On the server, a closed role's page (the
   * static build's, a server render's) shows it from the start, as the board will after the takeover.
   */
  get notice(): boolean {
    return this.#noticeOn !== undefined || (isServer && this.#host.serverView?.data.closed !== undefined);
  }

  /**
   * The open job's failed request, as the board's data has it (a value the board hands on in its
   * update): a closed or unknown job goes to the listing with the notice, once per failure.
   * Returns whether the board moved, which the board tells the page (`job-board-change`).
   */
  follow(failure: unknown): boolean {
    if (failure === undefined || failure === this.#followed) return false;
    this.#followed = failure;
    if (!isJobBoardApiError(failure) || failure.code !== 'ERR_NOT_FOUND') return false;
    const { route } = this.#options;
    route.navigate({ job: '', page: 1 }, 'replace');
    this.#noticeOn = route.route;
    this.#options.focus.follow({ to: 'page' });
    return true;
  }

  /** Before each render: a move away from the route the notice was given on takes it away. */
  hostUpdate(): void {
    if (this.#noticeOn && !sameRoute(this.#noticeOn, this.#options.route.route)) this.#noticeOn = undefined;
  }
}
