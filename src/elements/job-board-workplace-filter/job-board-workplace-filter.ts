import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, queryAll, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { boardStateContext, type BoardState } from '../../context/board-state.js';
import { LanguageController } from '../../controllers/language-controller.js';
import { LanguageChangeObserver, ownText, textsSettled } from '../../i18n/control-texts.js';
import { emit } from '../../events.js';
import { humanise, splitList } from '../../i18n/humanise.js';
import { englishStrings, languageOf, resolveStrings } from '../../i18n/strings.js';
import { defineElement } from '../../internal/define.js';
import { resetStyles } from '../../styles/reset.js';
import { themeStyles } from '../../styles/theme.js';
import { workplaceFilterStyles } from './job-board-workplace-filter.styles.js';



/** A comma-separated attribute read as a list of distinct, trimmed values, and written back joined. */
const listConverter = {
  fromAttribute: (value: string | null): string[] => splitList(value),
  toAttribute: (value: string[]): string => value.join(','),
};

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? splitList(value) : [];
}

/**
 * A multi-select filter of workplace types: one native checkbox per option, each inside a visible,
 * pill-shaped label. It fires `job-board-workplaces` when the user checks or unchecks one; setting
 * `value` never fires an event.
 *
 * A selected value that is not among `options` (a workplace type the page did not list, from a
 * shared link for instance) is shown after the options, humanised, never dropped; once shown it
 * stays listed, unchecked if the user clears it, so the pills never move under the pointer.
 *
 * @tagname job-board-workplace-filter
 * @summary Workplace filter: remote, hybrid, on site, as native checkboxes styled as pills.
 *
 * @csspart fieldset - The `<fieldset>` that groups the options.
 * @csspart label - The `<legend>`, the group's visible name.
 * @csspart options - The wrapping row of options.
 * @csspart option - Each option's `<label>` (the pill), which wraps its checkbox and text.
 * @csspart option-checked - Added to an option's label while it is checked.
 * @csspart checkbox - Each native `<input type="checkbox">`.
 *
 * @cssprop --job-board-font-family - Font (default: inherited).
 * @cssprop --job-board-color - Text colour (default: inherited).
 * @cssprop --job-board-surface - Background of an unchecked option.
 * @cssprop --job-board-border-color - Border of an unchecked option.
 * @cssprop --job-board-accent - Border, tint and check mark colour of a checked option; default focus ring colour.
 * @cssprop --job-board-radius - Corner radius; an option's is four times it, a pill by default, square for 0.
 * @cssprop --job-board-spacing - Base spacing; gaps and option padding derive from it (default: 1rem).
 * @cssprop --job-board-focus-ring - Focus outline around the focused option (default: 2px solid accent).
 * @cssprop --job-board-color-scheme - `color-scheme` of the native fields and check boxes (`light`, `dark`). Default: the page's.
 *
 * @fires {CustomEvent<JobBoardWorkplacesDetail>} job-board-workplaces - The user changed the selection: `{ workplaces }`, in the order shown.
 */
export class JobBoardWorkplaceFilter extends LitElement {
  static override styles = [resetStyles, themeStyles, workplaceFilterStyles];

  readonly #texts = new LanguageController(this, () => languageOf(this));

  constructor() {
    super();
    // The board's lang (or the page's) may change after the control has rendered: render again.
    new LanguageChangeObserver(this);
  }

  @queryAll('input[type="checkbox"]') private checkboxes!: NodeListOf<HTMLInputElement>;

  /** Selected values not among `options`, in the order first seen; they stay listed once shown. */
  @state() private extras: string[] = [];

  /** The state of the board this filter is in, if any: its workplaces show checked. */
  @consume({ context: boardStateContext, subscribe: true })
  @state()
  private board: BoardState | undefined;

  /**
   * Visible name of the group (its `<legend>`). Left at the default (or empty), it is "Workplace"
   * in the language of the element (its nearest `lang`).
   */
  // A literal, not englishStrings.workplaceLabel, so the Custom Elements Manifest shows the default.
  @property({ attribute: 'label' }) label = 'Workplace';

  /** The workplace values offered, in order. Attribute: comma-separated (`remote,hybrid,on_site`). */
  @property({ attribute: 'options', converter: listConverter })
  options: string[] = ['remote', 'hybrid', 'on_site'];

  /**
   * The selected values. Attribute: comma-separated (`remote,on_site`); property: a string array.
   * Setting it checks the matching options without firing an event.
   */
  @property({ attribute: 'value', converter: listConverter })
  value: string[] = [];

  /**
   * Text to show for a value, e.g. `{ on_site: 'In the office' }`, over the built-in words of the
   * element's language (`on_site` is "Vor Ort" under `lang="de"`) and the humanised value.
   */
  @property({ attribute: false }) labels: Record<string, string> = {};

  protected override willUpdate(changed: PropertyValues<this>): void {
    const boardChanged = (changed as Map<PropertyKey, unknown>).has('board');
    const before = (changed as Map<PropertyKey, unknown>).get('board') as BoardState | undefined;
    if (boardChanged && this.board && String(this.board.workplaces) !== String(before?.workplaces)) this.value = [...this.board.workplaces];
    // Lenient with plain-JS owners: a comma-separated string (or nothing) works as well as an array.
    this.options = toList(this.options);
    this.value = toList(this.value);
    if (changed.has('options') || changed.has('value')) {
      const known = new Set([...this.options, ...this.extras]);
      const unseen = this.value.filter((item) => !known.has(item));
      if (unseen.length > 0) this.extras = [...this.extras, ...new Set(unseen)];
    }
  }

  protected override updated(): void {
    // Each box shows the selection unless it already does (as Lit's live() would, without its
    // bytes): a box the user just toggled must follow `value` even when `value` did not change.
    const selected = new Set(this.value);
    for (const box of this.checkboxes) {
      const checked = selected.has(box.value);
      if (box.checked !== checked) box.checked = checked;
    }
  }

  /** Also waits for the texts of the element's language, and the render they bring. */
  protected override getUpdateComplete(): Promise<boolean> {
    return textsSettled(this.#texts, () => super.getUpdateComplete());
  }

  protected override render() {
    if (!this.#texts.ready()) return nothing;
    const texts = resolveStrings(languageOf(this));
    const selected = new Set(this.value);
    const shown = [...new Set([...this.options, ...this.extras])];
    return html`
      <fieldset class="fieldset" part="fieldset">
        <legend class="legend" part="label">${ownText(this.label, englishStrings.workplaceLabel) ?? texts.workplaceLabel}</legend>
        <div class="options" part="options">
          ${shown.map((item) => this.#renderOption(item, selected.has(item), texts.values))}
        </div>
      </fieldset>
    `;
  }

  #renderOption(item: string, checked: boolean, words: Record<string, string>) {
    return html`
      <label class="option" part=${checked ? 'option option-checked' : 'option'}>
        <input
          class="checkbox"
          part="checkbox"
          type="checkbox"
          value=${item}
          @change=${this.#handleChange}
        />
        <span class="text">${humanise(item, { ...words, ...this.labels })}</span>
      </label>
    `;
  }

  #handleChange(): void {
    const workplaces = [...this.checkboxes].filter((box) => box.checked).map((box) => box.value);
    this.value = workplaces;
    emit(this, 'job-board-workplaces', { workplaces });
  }
}

defineElement('job-board-workplace-filter', JobBoardWorkplaceFilter);

declare global {
  interface HTMLElementTagNameMap {
    'job-board-workplace-filter': JobBoardWorkplaceFilter;
  }
}
