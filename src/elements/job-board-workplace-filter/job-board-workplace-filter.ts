import { html, nothing, type PropertyValues } from 'lit';
import { property, queryAll, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { emit } from '../../events.js';
import { humanise } from '../../i18n/humanise.js';
import { listAttribute } from '../../internal/attribute-converters.js';
import { defineElement } from '../../internal/define.js';
import { resetStyles } from '../../styles/reset.js';
import { themeStyles } from '../../styles/theme.js';
import { BoardControl } from '../board-control/board-control.js';
import { workplaceFilterStyles } from './job-board-workplace-filter.styles.js';

/**
 * A multi-select filter of workplace types: one native checkbox per option, each inside a visible,
 * pill-shaped label. It fires `job-board-workplaces` when the user checks or unchecks one; setting
 * `value` never fires an event.
 *
 * A selected value that is not among `options` (a workplace type the page did not list, from a
 * shared link for instance) is shown after the options, humanised, never dropped; once shown it
 * stays listed, unchecked if the user clears it, so the pills never move under the pointer.
 *
 * Inside a `<job-board>` the boxes show the board's workplaces, and `value` stays the page's (it
 * follows the user's clicks, as outside a board). The group's name and the options' words follow
 * the board's `strings` (`workplaceLabel`, `values`) unless `label` or `labels` says otherwise.
 * While the board has nothing to search (a setup mistake, a first load that failed), the element
 * hides itself with the `board-hidden` attribute, which it sets and removes; its `hidden` stays the page's.
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
export class JobBoardWorkplaceFilter extends BoardControl {
  static override styles = [resetStyles, themeStyles, workplaceFilterStyles];

  @queryAll('input[type="checkbox"]') private checkboxes!: NodeListOf<HTMLInputElement>;

  /** Selected values not among `options`, in the order first seen; they stay listed once shown. */
  @state() private extras: string[] = [];

  /**
   * Visible name of the group (its `<legend>`). Left at the default (or empty), it is "Workplace"
   * in the language of the element (its nearest `lang`).
   */
  // A literal, not englishStrings.workplaceLabel, so the Custom Elements Manifest shows the default.
  @property({ attribute: 'label' }) label = 'Workplace';

  /** The workplace values offered, in order. Attribute: comma-separated (`remote,hybrid,on_site`). */
  @property({ attribute: 'options', converter: listAttribute })
  options: string[] = ['remote', 'hybrid', 'on_site'];

  /**
   * The selected values. Attribute: comma-separated (`remote,on_site`); property: a string array.
   * Setting it checks the matching options without firing an event.
   */
  @property({ attribute: 'value', converter: listAttribute })
  value: string[] = [];

  /**
   * Text to show for a value, e.g. `{ on_site: 'In the office' }`, over the built-in words of the
   * element's language (`on_site` is "Vor Ort" under `lang="de"`) and the humanised value.
   */
  @property({ attribute: false }) labels: Record<string, string> = {};

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Lenient with plain-JS owners: a comma-separated string (or nothing) works as well as an array;
    // anything else (a function) is said once and ignored: the default options, nothing selected.
    this.checkProps({ label: '', options: ['remote', 'hybrid', 'on_site'], value: [] });
    if (changed.has('options') || changed.has('value') || this.boardChange(changed)) {
      const known = new Set([...this.options, ...this.extras]);
      const unseen = this.#selection().filter((item) => !known.has(item));
      if (unseen.length > 0) this.extras = [...this.extras, ...new Set(unseen)];
    }
  }

  /** Folded behind the board's "Filters" button on a narrow screen. */
  protected override foldsWithFilters(): boolean {
    return true;
  }

  protected override render() {
    if (!this.textsReady()) return nothing;
    const texts = this.texts();
    const selected = new Set(this.#selection());
    const shown = [...new Set([...this.options, ...this.extras])];
    return html`
      <fieldset class="fieldset" part="fieldset">
        <legend class="legend" part="label">${this.labelText(this.label, 'workplaceLabel', texts)}</legend>
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
          .checked=${live(checked)}
          @change=${this.#handleChange}
        />
        <span class="text">${humanise(item, { ...words, ...this.labels })}</span>
      </label>
    `;
  }

  /** The values shown checked: the board's workplaces inside a board, else `value`. */
  #selection(): readonly string[] {
    return this.board ? this.board.workplaces : this.value;
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
