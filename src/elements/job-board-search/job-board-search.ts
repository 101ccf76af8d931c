import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { boardStateContext, type BoardState } from '../../context/board-state.js';
import { LanguageController } from '../../controllers/language-controller.js';
import { LanguageChangeObserver, ownText, textsSettled } from '../../i18n/control-texts.js';
import { emit } from '../../events.js';
import { englishStrings, languageOf, resolveStrings } from '../../i18n/strings.js';
import { defineElement } from '../../internal/define.js';
import { resetStyles } from '../../styles/reset.js';
import { themeStyles } from '../../styles/theme.js';
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
 * Inside a `<job-board>` the board sets `value` to its current query. A value set from outside
 * while the user is typing (the field is focused and a debounced query is still pending) and that
 * differs from their text is ignored, so what they typed is not lost; the pending query is fired as
 * usual. Otherwise the outside value replaces the text and cancels any pending query. A value that
 * differs from the text only by surrounding spaces leaves the text (and the caret) alone.
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
export class JobBoardSearch extends LitElement {
  static override styles = [resetStyles, themeStyles, searchStyles];

  /** The pending debounce timer, while the user's latest text has not been fired yet. */
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The query last fired, or last set from outside: the one the listener already knows. */
  #lastQuery = '';
  readonly #texts = new LanguageController(this, () => languageOf(this));

  constructor() {
    super();
    // The board's lang (or the page's) may change after the control has rendered: render again.
    new LanguageChangeObserver(this);
  }

  @query('input') private input!: HTMLInputElement | null;

  /** The state of the board this search is in, if any: its query shows in the field. */
  @consume({ context: boardStateContext, subscribe: true })
  @state()
  private board: BoardState | undefined;

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
  @property({ attribute: 'value', converter: { fromAttribute: (value: string | null) => value ?? '' } })
  value = '';

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
    // Only when the board's query changed: setting the field while a typed query waits for its
    // debounce (focus already on a filter checkbox) would drop that query.
    const boardChanged = (changed as Map<PropertyKey, unknown>).has('board');
    const before = (changed as Map<PropertyKey, unknown>).get('board') as BoardState | undefined;
    if (boardChanged && this.board && this.board.query !== before?.query) this.value = this.board.query;
    if (changed.has('value')) this.#applyValue();
  }

  protected override updated(): void {
    // The field shows `value` unless it already does (as Lit's live() would, without its bytes):
    // writing an equal value would move the caret while the user types.
    if (this.input && this.input.value !== this.value) this.input.value = this.value;
  }

  /** Also waits for the texts of the element's language, and the render they bring. */
  protected override getUpdateComplete(): Promise<boolean> {
    return textsSettled(this.#texts, () => super.getUpdateComplete());
  }

  /** Moves focus to the search field. */
  override focus(options?: FocusOptions): void {
    if (this.input) this.input.focus(options);
    else super.focus(options);
  }

  protected override render() {
    if (!this.#texts.ready()) return nothing;
    return html`
      <form class="form" part="form" role="search" @submit=${this.#handleSubmit}>
        <label class="label" part="label" for="input">${ownText(this.label, englishStrings.searchLabel) ?? resolveStrings(languageOf(this)).searchLabel}</label>
        <input
          id="input"
          class="input"
          part="input"
          type="search"
          autocomplete="off"
          enterkeyhint="search"
          placeholder=${this.placeholder || nothing}
          @input=${this.#handleInput}
          @search=${this.#handleSearch}
        />
      </form>
    `;
  }

  /** Reconciles a new `value` with the text in the field, before it is rendered. */
  #applyValue(): void {
    if (this.value == null) this.value = '';
    const text = this.input?.value ?? '';
    // The user's typing sets `value` to the field's own text: nothing to reconcile.
    if (this.value === text) return;
    if (this.value.trim() === text.trim()) {
      // The owner echoes the trimmed query back while the user types on ("senior |"): keep the text.
      this.#lastQuery = text.trim();
      this.value = text;
      return;
    }
    const typing = this.#timer !== undefined && this.shadowRoot?.activeElement === this.input;
    if (typing) {
      this.value = text;
      return;
    }
    this.#cancelPending();
    this.#lastQuery = this.value.trim();
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
    this.value = (event.target as HTMLInputElement).value;
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
    this.value = input.value;
    if (input.value === '') this.#commit();
  }
}

defineElement('job-board-search', JobBoardSearch);

declare global {
  interface HTMLElementTagNameMap {
    'job-board-search': JobBoardSearch;
  }
}
