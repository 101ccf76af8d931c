/**
 * A stand-in for a `<job-board>` in the controls' tests: an element that provides a board state
 * through the same context, so a test can give a control any state, in any order, without a server.
 */
import { ContextProvider } from '@lit/context';
import { LitElement } from 'lit';
import { boardStateContext, boardStateOf, type BoardState } from '../../src/context/board-state.js';

export const EMPTY_BOARD = { query: '', workplaces: [], department: '', office: '', employmentType: '' };

/** `<test-board-state>`: its light children are the controls; `set()` gives them a new state. */
export class TestBoardState extends LitElement {
  readonly #provider = new ContextProvider(this, { context: boardStateContext, initialValue: boardStateOf(EMPTY_BOARD, undefined, false) });

  /** Gives the controls inside a new state: the current one with `change` on top. */
  set(change: Partial<BoardState>): void {
    this.#provider.setValue({ ...this.#provider.value!, ...change });
  }

  // The controls stay light children, as in a board; no shadow root is needed to hold them.
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}

if (!customElements.get('test-board-state')) customElements.define('test-board-state', TestBoardState);

declare global {
  interface HTMLElementTagNameMap {
    'test-board-state': TestBoardState;
  }
}
