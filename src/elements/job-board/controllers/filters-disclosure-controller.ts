/**
 * The "Filters" disclosure of a narrow screen: whether the board's filter controls are shown, and
 * whether there are any to show. On a phone the search stays and the filters fold behind one button
 * ("Filters (2)", with how many are active), so the listing starts within the first screen; on a
 * wide screen the button is not shown and the filters always are (controls.styles.ts).
 */
import { isServer, type ReactiveController, type ReactiveElement } from 'lit';

/** The controls that fold away: the board's own filters (a site's own controls stay as they are). */
const FILTER_TAGS = new Set(['JOB-BOARD-FILTER', 'JOB-BOARD-WORKPLACE-FILTER']);

/** What this controller reads of its host: the filters' values, to count the active ones. */
export interface FiltersDisclosureHost extends ReactiveElement {
  readonly workplaces: readonly string[];
  readonly department: string;
  readonly office: string;
  readonly employmentType: string;
}

export class FiltersDisclosureController implements ReactiveController {
  readonly #host: FiltersDisclosureHost;
  /** Whether the filters show on a narrow screen. */
  expanded = false;
  /** Whether a filter control is in the board (the default slot): the button shows only then. */
  hasFilters = false;

  constructor(host: FiltersDisclosureHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    // Before the first render, so the button is there with it; the slot's own event follows
    // changes. A prerender can't see the board's children: no button, the filters unfolded.
    if (isServer) return;
    this.#read([...this.#host.children]);
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

  /** The default slot's children changed: a filter put in or taken out. */
  readonly handleSlotChange = (event: Event): void => {
    this.#read((event.target as HTMLSlotElement).assignedElements());
  };

  #read(elements: Element[]): void {
    const hasFilters = elements.some((element) => FILTER_TAGS.has(element.tagName));
    if (hasFilters === this.hasFilters) return;
    this.hasFilters = hasFilters;
    this.#host.requestUpdate();
  }
}
