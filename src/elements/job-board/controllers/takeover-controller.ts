/**
 * The takeover of a board that `job-board-element build` prerendered: its shadow root came with
 * the page as declarative shadow DOM, and the data that markup was rendered from sits beside it in
 * a JSON script. This controller reads that data (handed to the board's data controller, which
 * answers its first requests from it: no request) and keeps the server's markup on screen until
 * the board's own first render can show the same view; the board then ends it in the same task
 * as that render: nothing flashes and nothing moves.
 */
import type { LitElement } from 'lit';
import { PrerenderedAnswers, PRERENDERED_DATA_ATTRIBUTE, readPrerenderedData } from '../prerendered.js';

type TakeoverHost = LitElement;

export class TakeoverController {
  readonly #host: TakeoverHost;
  /** What the page's data answers, till the board's data controller takes them (`takeAnswers`). */
  #answers: PrerenderedAnswers | undefined;
  /** The server's markup in the board's shadow root, shown till the board's first real render. */
  #markup: ChildNode[] | undefined;
  /** The page's own title, before the build put the job's into it (`document-title`'s `{page}`). */
  #pageTitle: string | undefined;

  constructor(host: TakeoverHost) {
    this.#host = host;
  }

  /**
   * Starts the takeover, when the page prerendered the board: called by the board before Lit
   * makes its render root, which would otherwise render before the server's nodes. Data that
   * can't be read leaves the board to load as usual; its markup then goes at the first render.
   */
  begin(): void {
    const host = this.#host;
    const root = host.shadowRoot;
    if (host.hasUpdated || this.#markup || !root?.firstChild) return;
    const script = host.querySelector(`:scope > script[${PRERENDERED_DATA_ATTRIBUTE}]`);
    if (!script) {
      root.replaceChildren();
      return;
    }
    const data = readPrerenderedData(script.textContent ?? '');
    if (!data) console.warn("<job-board>: the data of this prerendered board can't be read (see job-board-element build); it loads from the API instead.");
    this.#answers = new PrerenderedAnswers(data ?? {});
    this.#pageTitle = data?.pageTitle;
    this.#markup = [...root.childNodes];
    // Lit renders before the root's first child, which is the server's and goes: after it instead.
    const end = document.createComment('');
    root.append(end);
    host.renderOptions.renderBefore = end;
  }

  /** Whether the server's markup still shows. */
  get holding(): boolean {
    return this.#markup !== undefined;
  }

  /**
   * What the page's data answers (undefined when the board was not prerendered), handed over once:
   * the board's data controller answers its first requests from them.
   */
  takeAnswers(): PrerenderedAnswers | undefined {
    const answers = this.#answers;
    this.#answers = undefined;
    return answers;
  }

  /** The prerendered page's own title, when the board was prerendered. */
  get pageTitle(): string | undefined {
    return this.#pageTitle;
  }

  /** Removes the server's markup: the board's render, in the same task, replaces it. */
  end(): void {
    for (const node of this.#markup ?? []) node.remove();
    this.#markup = undefined;
  }
}
