/**
 * A visitor's moves through the board (a search or filter in a control, an entry, the back link,
 * the pager, "Show more jobs") and the page's own (`showJob()`, `showList()`): each moves the
 * board's route through its owner (the URL controller, which records a history entry), tells the
 * page with `job-board-change` (or lets it veto an opening with `job-board-select`), and says
 * where focus goes next. Moves by the URL (Back, Forward) are the route owner's.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import type { JobPost } from '../../../client/index.js';
import { emit, type JobBoardFilterDetail, type JobBoardSearchDetail, type JobBoardWorkplacesDetail } from '../../../events.js';
import { isPlainClick } from '../plain-click.js';
import { FILTER_FIELDS, type BoardRoute } from '../../../routing/route-params.js';
import type { FocusTarget } from './focus-controller.js';

/** The events of the board's controls: each is a visitor's change of the board's state. */
const CONTROL_EVENTS = ['job-board-search', 'job-board-workplaces', 'job-board-filter'] as const;

/** What this controller reads of its host: the route, and the posts of the listing shown (to show an opened post at once). */
export interface NavigationHost extends ReactiveElement, Readonly<BoardRoute> {
  readonly posts: readonly JobPost[];
}

/** The route's owner (the URL controller): the route, and a move to another one. */
export interface RouteOwner {
  readonly route: BoardRoute;
  navigate(change: Partial<BoardRoute>): boolean;
}

export interface NavigationOptions {
  route: RouteOwner;
  /** Where focus goes once the view shows the move. */
  focus: { request(target: FocusTarget): void };
}

export class NavigationController implements ReactiveController {
  readonly #host: NavigationHost;
  readonly #options: NavigationOptions;
  /** The post opened from the listing: shown at once while its full version loads. */
  opened: JobPost | undefined;

  constructor(host: NavigationHost, options: NavigationOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    for (const type of CONTROL_EVENTS) this.#host.addEventListener(type, this.handleControl);
  }

  hostDisconnected(): void {
    for (const type of CONTROL_EVENTS) this.#host.removeEventListener(type, this.handleControl);
  }

  showJob(id: string): void {
    this.opened = this.#host.posts.find((post) => post.id === id);
    this.#options.focus.request({ to: 'detail' });
    this.#navigate({ job: String(id) }, false);
  }

  showList(): void {
    if (this.#host.job) this.#options.focus.request({ to: 'entry', id: this.#host.job });
    this.#navigate({ job: '' }, false);
  }

  /** A visitor's change in a control (the search, the workplaces, a filter): a new history entry, on page 1. */
  readonly handleControl = ({ detail }: CustomEvent<JobBoardSearchDetail | JobBoardWorkplacesDetail | JobBoardFilterDetail>): void => {
    const [key, value]: [keyof BoardRoute | undefined, unknown] =
      'query' in detail ? ['query', detail.query] : 'by' in detail ? [FILTER_FIELDS[detail.by], detail.value] : ['workplaces', [...detail.workplaces]];
    // A search or filter that says what the board says already (Enter on the same words) changes nothing.
    if (key && (key === 'workplaces' || value !== this.#host[key])) this.#navigate({ [key]: value, page: 1 });
  };

  readonly handleMore = (): void => {
    // Focus goes to the first new entry once it shows, so the keyboard continues where it was.
    this.#options.focus.request({ to: 'index', index: this.#host.posts.length });
    this.#navigate({ page: this.#host.page + 1 });
  };

  readonly handlePage = (target: number): void => {
    if (target === this.#host.page) return;
    // Focus goes to the top of the new page (its count says which) once it shows.
    this.#options.focus.request({ to: 'page' });
    this.#navigate({ page: target });
    if (this.#host.getBoundingClientRect().top < 0) this.#host.scrollIntoView({ block: 'start' });
  };

  readonly handleEntryClick = (event: MouseEvent, entry: { id: string; post: JobPost }): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!emit(this.#host, 'job-board-select', { id: entry.id, post: entry.post }, { cancelable: true })) return;
    this.opened = entry.post;
    this.#options.focus.request({ to: 'detail' });
    this.#navigate({ job: entry.id });
  };

  readonly handleBack = (event: MouseEvent): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    this.#options.focus.request({ to: 'entry', id: this.#host.job });
    this.#navigate({ job: '' });
  };

  /** A change of route by the board itself: a new history entry, and for a visitor's action a `job-board-change` event. */
  #navigate(change: Partial<BoardRoute>, byUser = true): void {
    this.#options.route.navigate(change);
    // The route is a fresh object with its own copy of the workplaces: the detail is the listener's.
    if (byUser) emit(this.#host, 'job-board-change', this.#options.route.route);
  }
}
