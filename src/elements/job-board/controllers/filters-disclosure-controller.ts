/**
 * The "Filters" disclosure of a narrow screen: whether the board's filter controls are shown, and
 * whether there are any to show. On a phone the search stays and the filters fold behind one button
 * ("Filters (2)", with how many are active), so the listing starts within the first screen; on a
 * wide screen the button is not shown and the filters always are (controls.styles.ts).
 *
 * A filter control is one anywhere inside the board (`holdsFilterControl`), not only a direct
 * child: a site wraps its controls in a `<div>`, and may put a filter into that wrapper later, which
 * the slot never hears of. So once the board has children their subtree is watched, and the host
 * renders again whenever a filter control comes or goes: the button follows, and so does
 * whole-board mode, which the board reads from the same function at each update (issue 36).
 */
import { isServer, type ReactiveController, type ReactiveElement } from 'lit';
import { holdsFilterControl, holdsNarrowingFilter } from '../attributes.js';

/** What this controller reads of its host: the filters' values, to count the active ones. */
export interface FiltersDisclosureHost extends ReactiveElement {
  readonly workplaces: readonly string[];
  readonly department: string;
  readonly office: string;
  readonly employmentType: string;
}

export class FiltersDisclosureController implements ReactiveController {
  readonly #host: FiltersDisclosureHost;
  /** Watches the board's children, from when it has any (a board with none costs nothing). */
  #observer: MutationObserver | undefined;
  /** Whether a `<job-board-filter>` is inside: whole-board mode's question, kept to tell a change. */
  #narrowing = false;
  /** Whether the filters show on a narrow screen. */
  expanded = false;
  /** Whether a filter control is in the board: the button shows only then. */
  hasFilters = false;

  constructor(host: FiltersDisclosureHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    // Before the first render, so the button is there with it. A prerender can't see the board's
    // children: no button, the filters unfolded.
    if (isServer) return;
    this.#read();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  /** How many filters narrow the listing: each workplace chosen, and each filter with a value. */
  get active(): number {
    const host = this.#host;
    return host.workplaces.length + [host.department, host.office, host.employmentType].filter(Boolean).length;
  }

  readonly toggle = (): void => {
    this.expanded = !this.expanded;
    this.#host.requestUpdate();
  };

  /** The default slot's children changed: a filter put in or taken out, or the first child come. */
  readonly handleSlotChange = (): void => {
    this.#read();
  };

  #read = (): void => {
    const host = this.#host;
    if (!this.#observer && host.firstElementChild) {
      this.#observer = new MutationObserver(this.#read);
      this.#observer.observe(host, { childList: true, subtree: true });
    }
    const hasFilters = holdsFilterControl(host);
    const narrowing = holdsNarrowingFilter(host);
    if (hasFilters === this.hasFilters && narrowing === this.#narrowing) return;
    this.hasFilters = hasFilters;
    this.#narrowing = narrowing;
    this.#host.requestUpdate();
  };
}
