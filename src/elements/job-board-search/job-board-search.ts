import { html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { emit } from '../../events.js';
import { textAttribute } from '../../internal/attribute-converters.js';
import { defineElement } from '../../internal/define.js';
import { resetStyles } from '../../styles/reset.js';
import { themeStyles } from '../../styles/theme.js';
import { BoardControl } from '../board-control/board-control.js';
import { searchStyles } from './job-board-search.styles.js';

const DEFAULT_DEBOUNCE = 300;

/** A delay in ms, or the default for anything that is not a finite, non-negative number. */
function toDelay(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_DEBOUNCE;
}

/**
 * A job title search field. It fires `job-board-search` when the user pauses typing, at once on
 * Enter, and at once when the field is cleared with its clear button; the query is trimmed and the
 * same query is never fired twice in a row. Setting `value` never fires an event.
 *
 * Inside a `<job-board>` the field shows the board's current query, and `value` stays the page's
 * (it follows what the user types, as outside a board). A query or value set from outside
 * while the user is typing (the field is focused and a debounced query is still pending) and that
 * differs from their text is ignored, so what they typed is not lost; the pending query is fired as
 * usual. Otherwise the outside value replaces the text and cancels any pending query. A value that
 * differs from the text only by surrounding spaces leaves the text (and the caret) alone. While
 * the board has nothing to search (a setup mistake, a first load that failed), the field hides
 * itself with the `board-hidden` attribute, which it sets and removes; its `hidden` stays the page's.
 *
 * @tagname job-board-search
 * @summary Search field for job titles, with a visible label and debounced events.
 *
 * @csspart form - The `<form role="search">` around the label and field.
 * @csspart label - The visible label above the field.
 * @csspart input - The native `<input type="search">`.
 *
 * @cssprop --job-board-font-family - Font of the label and field (default: inherited).
 * @cssprop --job-board-color - Text colour (default: inherited).
 * @cssprop --job-board-muted-color - Placeholder colour.
 * @cssprop --job-board-background - Field background (default: transparent).
 * @cssprop --job-board-border-color - Field border colour.
 * @cssprop --job-board-accent - Border colour of the focused field and default focus ring colour.
 * @cssprop --job-board-radius - Field corner radius (default: 0.5rem).
 * @cssprop --job-board-spacing - Base spacing; the gap and the field padding derive from it (default: 1rem).
 * @cssprop --job-board-focus-ring - Focus outline of the field (default: 2px solid accent).
 * @cssprop --job-board-color-scheme - `color-scheme` of the native fields and check boxes (`light`, `dark`). Default: the page's.
 *
 * @fires {CustomEvent<JobBoardSearchDetail>} job-board-search - The user searched: `{ query }`, trimmed.
 */
export class JobBoardSearch extends BoardControl {
  static override styles = [resetStyles, themeStyles, searchStyles];

  /** The pending debounce timer, while the user's latest text has not been fired yet. */
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The query last fired, or last set from outside: the one the listener already knows. */
  #lastQuery = '';

  @query('input') private input!: HTMLInputElement | null;

  /** The text the field shows: what the user typed, else the board's query (in a board) or `value`. */
  @state() private text = '';

  /**
   * Accessible name of the field, shown as a visible label above it. Left at the default (or
   * empty), it is "Search jobs" in the language of the element (its nearest `lang`).
   */
  // A literal, not englishStrings.searchLabel, so the Custom Elements Manifest shows the default.
  @property({ attribute: 'label' }) label = 'Search jobs';

  /** Placeholder text of the field; none by default. */
  @property({ attribute: 'placeholder' }) placeholder = '';

  /**
   * The field's text. It follows what the user types; setting it updates the field without firing
   * an event (see the class description for a value set while the user is typing).
   */
  @property({ attribute: 'value', converter: textAttribute }) value = '';

  /** Pause in ms after the last keystroke before `job-board-search` fires; a non-number or negative value means 300. */
  @property({
    attribute: 'debounce',
    converter: { fromAttribute: (value: string | null) => toDelay(value?.trim() ? Number(value) : NaN) },
  })
  debounce = 300; // DEFAULT_DEBOUNCE, as a literal for the manifest

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#cancelPending();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('debounce')) this.debounce = toDelay(this.debounce);
    this.checkProps({ label: '', placeholder: '', value: '' });
    const board = this.boardChange(changed);
    if (this.board) {
      // Only when the board's query changed: setting the field while a typed query waits for its
      // debounce (focus already on a filter checkbox) would drop that query.
      if (board && this.board.query !== board.before?.query) this.text = this.#reconcile(this.board.query);
    } else if (changed.has('value') || board) {
      // Out of a board the field shows `value`, which follows the text kept (see #reconcile).
      this.value = this.text = this.#reconcile(this.value);
    }
  }

  /** Moves focus to the search field. */
  override focus(options?: FocusOptions): void {
    if (this.input) this.input.focus(options);
    else super.focus(options);
  }

  protected override render() {
    if (!this.textsReady()) return nothing;
    return html`
      <form class="form" part="form" role="search" @submit=${this.#handleSubmit}>
        <label class="label" part="label" for="input">${this.labelText(this.label, 'searchLabel', this.texts())}</label>
        <input
          id="input"
          class="input"
          part="input"
          type="search"
          autocomplete="off"
          enterkeyhint="search"
          placeholder=${this.placeholder || nothing}
          .value=${live(this.text)}
          @input=${this.#handleInput}
          @search=${this.#handleSearch}
        />
      </form>
    `;
  }

  /**
   * The text to show for a query or value `next` set from outside, given the text in the field.
   * `live` writes it only where it differs: writing an equal value would move the caret.
   */
  #reconcile(next: string): string {
    const text = this.input?.value ?? this.text;
    // The user's typing sets `value` to the field's own text: nothing to reconcile.
    if (next === text) return text;
    if (next.trim() === text.trim()) {
      // The owner echoes the trimmed query back while the user types on ("senior |"): keep the text.
      this.#lastQuery = text.trim();
      return text;
    }
    const typing = this.#timer !== undefined && this.shadowRoot?.activeElement === this.input;
    if (typing) return text;
    this.#cancelPending();
    this.#lastQuery = next.trim();
    return next;
  }

  #cancelPending(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Fires the field's trimmed text, unless it is the query fired (or set) last. */
  #commit(): void {
    this.#cancelPending();
    const query = (this.input?.value ?? this.value).trim();
    if (query === this.#lastQuery) return;
    this.#lastQuery = query;
    emit(this, 'job-board-search', { query });
  }

  #handleInput(event: Event): void {
    this.value = this.text = (event.target as HTMLInputElement).value;
    this.#cancelPending();
    this.#timer = setTimeout(() => this.#commit(), toDelay(this.debounce));
  }

  /** Enter (implicit submission of the one-field form) searches at once and never navigates. */
  #handleSubmit(event: SubmitEvent): void {
    event.preventDefault();
    this.#commit();
  }

  /**
   * Chromium and Safari fire `search` when the field's clear button empties it; an empty search
   * means "show everything" at once. Enter is handled by `submit`, which works in every browser.
   */
  #handleSearch(event: Event): void {
    const input = event.target as HTMLInputElement;
    this.value = this.text = input.value;
    if (input.value === '') this.#commit();
  }
}

defineElement('job-board-search', JobBoardSearch);

declare global {
  interface HTMLElementTagNameMap {
    'job-board-search': JobBoardSearch;
  }
}
