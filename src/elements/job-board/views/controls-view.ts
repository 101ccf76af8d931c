/**
 * The controls' area: the default slot (the search, the filters, a site's own controls) and, for a
 * narrow screen, the "Filters" button that shows and hides the board's filters (see
 * controls.styles.ts). Takes plain values and handlers, never the element.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Formatter } from '../../../i18n/formatter.js';
import { format, type JobBoardStrings } from '../../../i18n/strings.js';

export interface ControlsViewInput {
  /** The detail view shows: the controls step aside. */
  hidden: boolean;
  /** The disclosure: whether there are filters to fold, whether they show, how many are active. */
  filters: { present: boolean; expanded: boolean; active: number };
  strings: JobBoardStrings;
  formatter: Formatter;
  onToggle(): void;
  onSlotChange(event: Event): void;
}

export function renderControls({ hidden, filters, strings, formatter, onToggle, onSlotChange }: ControlsViewInput): TemplateResult {
  const label = filters.active ? format(strings.filtersActive, { count: formatter.number(filters.active) }) : strings.filters;
  // Folded only with the button there to unfold them (never in markup prerendered without it).
  // The button comes first, beside the search on a phone: its place in the tab order is where it shows.
  return html`<div part="controls" class="controls ${filters.present && !filters.expanded ? 'collapsed' : ''}" ?hidden=${hidden}>
    ${filters.present
      ? html`<button part="filters-button" class="button filters-button" type="button" aria-expanded=${filters.expanded ? 'true' : 'false'} @click=${onToggle}>${label}</button>`
      : nothing}
    <slot @slotchange=${onSlotChange}></slot>
  </div>`;
}
