import { html, nothing, type PropertyValues } from 'lit';
import { property, query } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { emit, type JobBoardFilterBy } from '../../events.js';
import type { Formatter } from '../../i18n/formatter.js';
import { humanise } from '../../i18n/humanise.js';
import { format, type JobBoardStrings } from '../../i18n/strings.js';
import { textAttribute } from '../../internal/attribute-converters.js';
import { defineElement } from '../../internal/define.js';
import { resetStyles } from '../../styles/reset.js';
import { themeStyles } from '../../styles/theme.js';
import type { BoardState } from '../../context/board-state.js';
import { BoardControl } from '../board-control/board-control.js';
import { filterStyles } from './job-board-filter.styles.js';

/** One choice of a `<job-board-filter>`: the value filtered by, its text, and how many posts have it. */
export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

type TextKey = 'department' | 'offices' | 'employmentType';
type AllKey = 'allDepartments' | 'allOffices' | 'allEmploymentTypes';

/** Per `by`: the key of its default label and of its "All …" option in the strings tables. */
const TEXTS: Readonly<Record<JobBoardFilterBy, { label: TextKey; all: AllKey }>> = {
  department: { label: 'department', all: 'allDepartments' },
  office: { label: 'offices', all: 'allOffices' },
  'employment-type': { label: 'employmentType', all: 'allEmploymentTypes' },
};

function isFilterBy(value: unknown): value is JobBoardFilterBy {
  return typeof value === 'string' && Object.hasOwn(TEXTS, value);
}

/** Options as given, minus anything that is not an option or whose value would pose as "All". */
function toOptions(value: unknown): FilterOption[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FilterOption => item != null && typeof item === 'object' && typeof item.value === 'string' && item.value !== '',
  );
}

/**
 * A single-choice filter of the board's posts by department, office or employment type: a visible
 * label and a native `<select>` whose first option is "All …" (value `""`), then one option per
 * value with its count, "Design (7)". It fires `job-board-filter` when the user picks an option;
 * setting `value` never fires an event.
 *
 * Inside a `<job-board>` it shows the board's options (every value of the whole board, sorted and
 * labelled, counts of 0 included, once the board has loaded them) and the board's current value;
 * its own `options` and `value` stay the page's. When the board has too many posts to filter
 * locally, or nothing to search (a setup mistake, a first load that failed), the element hides
 * itself (with the `board-hidden` attribute, which it sets and removes)
 * and leaves its `hidden` to the page. A selected value that is not among the options (from a
 * shared link, or before the board has loaded) is still shown, selected, after the options and
 * without a count: never dropped, never reset to "All".
 *
 * @tagname job-board-filter
 * @summary Filter by department, office or employment type, as a native select with counts.
 *
 * @csspart label - The visible `<label>` above the select, its accessible name.
 * @csspart select - The native `<select>`.
 *
 * @cssprop --job-board-font-family - Font of the label and select (default: inherited).
 * @cssprop --job-board-color - Text colour (default: inherited).
 * @cssprop --job-board-background - Select background (default: transparent).
 * @cssprop --job-board-border-color - Select border colour.
 * @cssprop --job-board-accent - Border colour of the focused select and default focus ring colour.
 * @cssprop --job-board-radius - Select corner radius (default: 0.5rem).
 * @cssprop --job-board-spacing - Base spacing; the gap and the select padding derive from it (default: 1rem).
 * @cssprop --job-board-focus-ring - Focus outline of the select (default: 2px solid accent).
 * @cssprop --job-board-color-scheme - `color-scheme` of the native fields and check boxes (`light`, `dark`). Default: the page's.
 *
 * @fires {CustomEvent<JobBoardFilterDetail>} job-board-filter - The user picked an option: `{ by, value }`, `value` `""` for all.
 */
export class JobBoardFilter extends BoardControl {
  static override styles = [resetStyles, themeStyles, filterStyles];

  @query('select') private select!: HTMLSelectElement | null;

  /**
   * What the element filters by: `department`, `office` or `employment-type`. Any other value is
   * read as `department`, with one console warning.
   */
  @property({ attribute: 'by' }) by: JobBoardFilterBy = 'department';

  /**
   * Visible label of the select, its accessible name. Left empty (the default), it is
   * "Department", "Location" or "Employment type", following `by`, in the language of the element
   * (its nearest `lang`). Set to that English default, it is translated all the same.
   */
  // Empty, not "Department": a literal default would be the wrong label for the other two `by`, and
  // the analyzer lets the initializer win over a JSDoc @default, so the description names them.
  @property({ attribute: 'label' }) label = '';

  /** The selected value, `""` for all. Setting it selects the option without firing an event. */
  @property({ attribute: 'value', converter: textAttribute }) value = '';

  /**
   * The values offered after "All …", in the order given: `{ value, label, count }`; property
   * only. Inside a board that has loaded its options, the board's are shown instead. An empty
   * label shows the value (humanised for `employment-type`: `full_time` → "Full time").
   */
  @property({ attribute: false }) options: FilterOption[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('by') && !isFilterBy(this.by)) {
      this.warnOnce('by', `by="${String(this.by)}" is not one of "department", "office", "employment-type"; it filters by department.`);
      this.by = 'department';
    }
    // Lenient with plain-JS owners: nothing, or a number, works as a string would.
    this.checkProps({ label: '', value: '' });
  }

  // Too many posts to filter locally: the board stays paged and its filters hide. An attribute of
  // the element's own rather than `hidden`, which is the page's (a page may hide a filter itself).
  /** Folded behind the board's "Filters" button on a narrow screen. */
  protected override foldsWithFilters(): boolean {
    return true;
  }

  protected override hiddenByBoard(board: BoardState | undefined): boolean {
    return super.hiddenByBoard(board) || board?.filtersHidden === true;
  }

  /** Moves focus to the select. */
  override focus(options?: FocusOptions): void {
    if (this.select) this.select.focus(options);
    else super.focus(options);
  }

  protected override render() {
    if (!this.textsReady()) return nothing;
    const texts = this.texts();
    const by = isFilterBy(this.by) ? this.by : 'department';
    const keys = TEXTS[by];
    // In a board, what it says; the page's own `value` and `options` are left as they are.
    const value = this.board ? this.board.filters[by] : this.value;
    const options = toOptions(this.board?.facet?.(by) ?? this.options);
    const known = options.some((option) => option.value === value);
    const formatter = this.formatter();
    // Each option's own selectedness rather than the select's value: Lit sets a template's parts in
    // order, so the select's would be set before an option new in this render exists. live(): once
    // the user has picked one, the options no longer hold what was rendered last.
    return html`
      <div class="field">
        <label class="label" part="label" for="select">${this.labelText(this.label, keys.label, texts)}</label>
        <div class="control">
          <select id="select" class="select" part="select" @change=${this.#handleChange}>
            <option value="" .selected=${live(value === '')}>${texts[keys.all]}</option>
            ${options.map((option) => this.#renderOption(option, value, texts, formatter))}
            ${value === '' || known ? nothing : html`<option value=${value} .selected=${live(true)}>${this.#text(value, '', texts)}</option>`}
          </select>
        </div>
      </div>
    `;
  }

  #renderOption(option: FilterOption, selected: string, texts: JobBoardStrings, formatter: Formatter) {
    const text = this.#text(option.value, option.label, texts);
    const count = Number.isFinite(option.count) ? formatter.number(option.count) : undefined;
    const shown = count === undefined ? text : format(texts.filterOption, { value: text, count });
    return html`<option value=${option.value} .selected=${live(option.value === selected)}>${shown}</option>`;
  }

  /** An option's text: its label, else its value (employment types humanised in the element's language). */
  #text(value: string, label: string | undefined, texts: JobBoardStrings): string {
    if (typeof label === 'string' && label.trim()) return label;
    return this.by === 'employment-type' ? humanise(value, texts.values) : value;
  }

  #handleChange(event: Event): void {
    const value = (event.target as HTMLSelectElement).value;
    this.value = value;
    emit(this, 'job-board-filter', { by: this.by, value });
  }
}

defineElement('job-board-filter', JobBoardFilter);

declare global {
  interface HTMLElementTagNameMap {
    'job-board-filter': JobBoardFilter;
  }
}
