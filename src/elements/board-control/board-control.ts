/**
 * What the board's controls (`<job-board-search>`, `<job-board-workplace-filter>`,
 * `<job-board-filter>`) have in common: the board they sit in, the texts of their language with
 * that board's `strings` on top, a number formatter, and one-time warnings. A base class rather
 * than controllers because every part of it is about the element itself (its update cycle, its
 * language, its context), and the three would otherwise each wire the same four pieces.
 */
import { LitElement, type PropertyValues } from 'lit';
import { state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { boardStateContext, type BoardState } from '../../context/board-state.js';
import { LanguageController } from '../../controllers/language-controller.js';
import { ownText, textsSettled } from '../../i18n/control-texts.js';
import { formatterFor, type Formatter } from '../../i18n/formatter.js';
import { englishStrings, languageOf, resolveStrings, type JobBoardStrings } from '../../i18n/strings.js';
import { listOf, textOf } from '../../internal/attribute-converters.js';

/** The names of the plain-text strings (not the plural or value tables): what a label can be. */
export type TextName = { [K in keyof JobBoardStrings]: JobBoardStrings[K] extends string ? K : never }[keyof JobBoardStrings];

export abstract class BoardControl extends LitElement {
  // Also renders the control again when its language changes: its own, its board's or the page's lang.
  readonly #language = new LanguageController(this, () => languageOf(this));
  readonly #warned = new Set<string>();

  /**
   * The state of the board this control is in, if any. What the control shows is read from it;
   * the control's own public properties stay the page's (a page's `hidden` is never touched).
   */
  @consume({ context: boardStateContext, subscribe: true })
  @state()
  protected board: BoardState | undefined;

  override connectedCallback(): void {
    // A control moved out of its board would otherwise keep that board's last state, since no
    // provider answers its new request; inside a board, the board answers it again at once.
    this.board = undefined;
    super.connectedCallback();
  }

  /** Also waits for the texts of the element's language, and the render they bring. */
  protected override getUpdateComplete(): Promise<boolean> {
    return textsSettled(this.#language, () => super.getUpdateComplete());
  }

  /** Whether the texts of the element's language are here; render nothing until they are. */
  protected textsReady(): boolean {
    return this.#language.ready();
  }

  /** Every text in the element's language, with the board's `strings` overrides on top. */
  protected texts(): JobBoardStrings {
    return resolveStrings(languageOf(this), this.board?.strings);
  }

  /** A label the page set on the control, else the text `name` (the board's, or the language's). */
  protected labelText(label: string, name: TextName, texts: JobBoardStrings): string {
    return ownText(label, englishStrings[name]) ?? texts[name];
  }

  /** The number formatter of the element's language (shared with every element in that language). */
  protected formatter(): Formatter {
    return formatterFor(languageOf(this));
  }

  /**
   * Whether the board hides this control (with the `board-hidden` attribute, which the control
   * sets and removes: its `hidden` stays the page's). Every control hides while the board has
   * nothing to search; a filter also where the board can't filter locally.
   */
  protected hiddenByBoard(board: BoardState | undefined): boolean {
    return board?.controlsHidden === true;
  }

  /**
   * Whether this control folds behind the board's "Filters" button on a narrow screen (the
   * filters do; the search stays). It folds itself (the `board-folded` attribute, which its styles
   * hide below the board's narrow width), so a filter inside a wrapper folds as a direct child does.
   */
  protected foldsWithFilters(): boolean {
    return false;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (!this.boardChange(changed)) return;
    this.toggleAttribute('board-hidden', this.hiddenByBoard(this.board));
    this.toggleAttribute('board-folded', this.foldsWithFilters() && this.board?.filtersFolded === true);
  }

  /** Whether the board's state changed in this update, and what it was before. */
  protected boardChange(changed: PropertyValues<this>): { before: BoardState | undefined } | undefined {
    // `board` is protected, so not among the keys PropertyValues<this> types.
    const map = changed as ReadonlyMap<PropertyKey, unknown>;
    return map.has('board') ? { before: map.get('board') as BoardState | undefined } : undefined;
  }

  /**
   * Properties set from code (a React prop) to a value of the wrong type, such as a function: each
   * said once and read as its fallback (a text's is empty, which a label takes as its default),
   * rather than thrown on in the render. A list takes a comma-separated string, as its attribute.
   */
  protected checkProps(props: Readonly<Record<string, string | string[]>>): void {
    for (const [name, fallback] of Object.entries(props)) {
      const value = (this as Record<string, unknown>)[name];
      const read = typeof fallback === 'string' ? textOf(value) : listOf(value);
      if (read === undefined) this.warnOnce(name, `${name} must be a ${typeof fallback === 'string' ? 'string' : 'comma-separated string or an array of strings'}; ignoring a ${typeof value}.`);
      if (read !== value) (this as Record<string, unknown>)[name] = read ?? fallback;
    }
  }

  /** Says `message` in the console once per element and `key`, naming the element. */
  protected warnOnce(key: string, message: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    console.warn(`<${this.localName}>: ${message}`);
  }
}
