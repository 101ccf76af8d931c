import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { boardStateContext, type BoardState } from '../../context/board-state.js';
import { LanguageController } from '../../controllers/language-controller.js';
import { LanguageChangeObserver, ownText, textsSettled } from '../../i18n/control-texts.js';
import { emit, type JobBoardFilterBy } from '../../events.js';
import { Formatter } from '../../i18n/formatter.js';
import { humanise } from '../../i18n/humanise.js';
import { englishStrings, format, languageOf, resolveStrings, type JobBoardStrings } from '../../i18n/strings.js';
import { defineElement } from '../../internal/define.js';
import { resetStyles } from '../../styles/reset.js';
import { themeStyles } from '../../styles/theme.js';
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
 * Inside a `<job-board>` the board sets `options` (every value of the whole board, sorted and
 * labelled, counts of 0 included) and `value` (its current one). A selected value that is not
 * among `options` (from a shared link, or before the board has loaded) is still shown, selected,
 * after the options and without a count: never dropped, never reset to "All".
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
export class JobBoardFilter extends LitElement {
  static override styles = [resetStyles, themeStyles, filterStyles];

  readonly #texts = new LanguageController(this, () => languageOf(this));

  constructor() {
    super();
    // The board's lang (or the page's) may change after the control has rendered: render again.
    new LanguageChangeObserver(this);
  }
  /** The number formatter of the language last rendered in, and that language. */
  #formatter: Formatter | undefined;
  #formatterLang = '';
  #warned = false;

  @query('select') private select!: HTMLSelectElement | null;

  /** The state of the board this filter is in, if any: its value, options and counts. */
  @consume({ context: boardStateContext, subscribe: true })
  @state()
  private board: BoardState | undefined;

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
  @property({ attribute: 'value', converter: { fromAttribute: (value: string | null) => value ?? '' } })
  value = '';

  /**
   * The values offered after "All …", in the order given: `{ value, label, count }`. Set by the
   * board, sorted and labelled; property only. An empty label shows the value (humanised for
   * `employment-type`: `full_time` → "Full time").
   */
  @property({ attribute: false }) options: FilterOption[] = [];

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('by') && !isFilterBy(this.by)) {
      if (!this.#warned) {
        this.#warned = true;
        console.warn(
          `<job-board-filter>: by="${String(this.by)}" is not one of "department", "office", "employment-type"; it filters by department.`,
        );
      }
      this.by = 'department';
    }
    const board = this.board;
    if (board && ((changed as Map<PropertyKey, unknown>).has('board') || changed.has('by'))) {
      this.value = board.filters[this.by];
      if (board.facet) this.options = board.facet(this.by);
      // Too many posts to filter locally: the board stays paged and its filters hide.
      this.hidden = board.filtersHidden;
    }
    // Lenient with plain-JS owners: nothing, or a number, works as a string would.
    if (typeof this.value !== 'string') this.value = this.value == null ? '' : String(this.value);
  }

  protected override updated(): void {
    // The select shows `value` unless it already does (as Lit's live() would, without its bytes):
    // once the user has picked an option, the options' `selected` attributes no longer move it.
    if (this.select && this.select.value !== this.value) this.select.value = this.value;
  }

  /** Also waits for the texts of the element's language, and the render they bring. */
  protected override getUpdateComplete(): Promise<boolean> {
    return textsSettled(this.#texts, () => super.getUpdateComplete());
  }

  /** Moves focus to the select. */
  override focus(options?: FocusOptions): void {
    if (this.select) this.select.focus(options);
    else super.focus(options);
  }

  protected override render() {
    if (!this.#texts.ready()) return nothing;
    const lang = languageOf(this);
    const texts = resolveStrings(lang);
    const keys = TEXTS[isFilterBy(this.by) ? this.by : 'department'];
    const options = toOptions(this.options);
    const known = options.some((option) => option.value === this.value);
    const formatter = this.#formatterFor(lang);
    return html`
      <div class="field">
        <label class="label" part="label" for="select">${ownText(this.label, englishStrings[keys.label]) ?? texts[keys.label]}</label>
        <div class="control">
          <select id="select" class="select" part="select" @change=${this.#handleChange}>
            <option value="" ?selected=${this.value === ''}>${texts[keys.all]}</option>
            ${options.map((option) => this.#renderOption(option, texts, formatter))}
            ${this.value === '' || known
              ? nothing
              : html`<option value=${this.value} selected>${this.#text(this.value, '', texts)}</option>`}
          </select>
        </div>
      </div>
    `;
  }

  #renderOption(option: FilterOption, texts: JobBoardStrings, formatter: Formatter) {
    const text = this.#text(option.value, option.label, texts);
    const count = Number.isFinite(option.count) ? formatter.number(option.count) : undefined;
    const shown = count === undefined ? text : format(texts.filterOption, { value: text, count });
    return html`<option value=${option.value} ?selected=${option.value === this.value}>${shown}</option>`;
  }

  /** An option's text: its label, else its value (employment types humanised in the element's language). */
  #text(value: string, label: string | undefined, texts: JobBoardStrings): string {
    if (typeof label === 'string' && label.trim()) return label;
    return this.by === 'employment-type' ? humanise(value, texts.values) : value;
  }

  #formatterFor(lang: string): Formatter {
    if (!this.#formatter || this.#formatterLang !== lang) {
      this.#formatter = new Formatter(lang);
      this.#formatterLang = lang;
    }
    return this.#formatter;
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
