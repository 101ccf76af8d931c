/**
 * Where keyboard focus goes as the board changes view: to the detail's heading when a job opens,
 * back to its entry (or the result count) when the listing returns, to the result count at the
 * top of a new page after the pager (it says "Page 2 of 9, …"), scrolled into view, to the first
 * new entry after "Show more jobs"; and, when a render removed the focused element, to the start of the view
 * shown rather than the page's body, where keyboard and screen reader users lose their place.
 */
import type { ReactiveController, ReactiveElement } from 'lit';

export type FocusTarget = { to: 'detail' } | { to: 'entry'; id: string } | { to: 'index'; index: number } | { to: 'page' };

/** What this controller reads of its host. */
export interface FocusHost extends ReactiveElement {
  /** The open job's id; `""` while the listing shows. */
  readonly job: string;
  /** The state of the view shown: `loading` while its data is on its way (an entry to return to may be in it). */
  readonly status: string;
}

export class FocusController implements ReactiveController {
  readonly #host: FocusHost;
  #pending: FocusTarget | undefined;
  /** Whether focus was in the board's own tree when the update began. */
  #wasInside = false;

  constructor(host: FocusHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Moves focus there once the view shows it. */
  request(target: FocusTarget): void {
    this.#pending = target;
  }

  /**
   * Moves focus there once the view shows it, when focus is in the board or on its way there (a
   * click's request not yet met, say while the detail's code loads); never from the page around it.
   */
  follow(target: FocusTarget): void {
    if (this.#pending || this.#host.shadowRoot?.activeElement) this.#pending = target;
  }

  hostUpdate(): void {
    this.#wasInside = this.#host.shadowRoot?.activeElement != null;
  }

  /**
   * After each of the host's updates, with whether its own views show (its texts are here, no
   * server markup is left): focus moves only then, a value the host hands on.
   */
  settle(viewsShown: boolean): void {
    if (!viewsShown) return;
    const target = this.#pending;
    if (!target) {
      this.#rescue();
      return;
    }
    const root = this.#host.renderRoot;
    let element: HTMLElement | null;
    if (target.to === 'detail') {
      element = this.#part('detail-title');
    } else if (target.to === 'page') {
      // Not before the new page shows: the old one stays (busy) while it loads. Left on "Next
      // page" at the foot of the list, the next Tab would leave the board.
      if (this.#host.job || this.#host.status === 'loading') return;
      element = this.#part('summary', 'retry-button', 'status');
    } else {
      element =
        target.to === 'index'
          ? (root.querySelectorAll<HTMLElement>('a.item-link')[target.index] ?? null)
          : root.querySelector<HTMLElement>(`a[data-id="${CSS.escape(target.id)}"]`);
      if (!element) {
        if (this.#host.job || this.#host.status === 'loading') return;
        // The post is not on the listing returned to (it was opened from a link or showJob()):
        // focus the result count (or Retry) rather than leave focus on the removed back link, that
        // is on the page's body, or pull it to the entry whenever a later page happens to show it.
        this.#pending = undefined;
        this.#part('summary', 'retry-button')?.focus();
        return;
      }
    }
    if (!element) return;
    this.#pending = undefined;
    if (target.to !== 'page') {
      element.focus();
      return;
    }
    // The top of the board into view (its controls, then the count), where the browser's own
    // scroll on focus would bring the count only to the viewport's edge.
    element.focus({ preventScroll: true });
    if (!inView(element)) (this.#host.getBoundingClientRect().top < 0 ? this.#host : element).scrollIntoView({ block: 'start' });
  }

  #rescue(): void {
    if (!this.#wasInside || this.#host.shadowRoot?.activeElement) return;
    const start = this.#host.job ? (this.#part('detail-title') ?? this.#part('back-link')) : this.#part('summary');
    start?.focus();
  }

  /** The first element of the board's own tree with one of these parts. */
  #part(...names: string[]): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>(names.map((name) => `[part~="${name}"]`).join());
  }
}

/** Whether the whole of the element's box is inside the viewport. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight;
}
