/**
 * The board's views wait for its own controls that are not defined yet, as they wait for their
 * texts: the script-tag build loads `<job-board-search>` and `<job-board-workplace-filter>` as a
 * chunk of their own once the page holds one (src/cdn.ts, src/cdn-controls-loader.ts, or the
 * board itself when it sits in another component's shadow root), and a listing, or the listing's
 * loading shapes, shown before them would move down when they arrive. The host updates again when
 * the control is defined, or after CONTROLS_WAIT_MS if it never is (a chunk that could not load:
 * the listing then shows without it).
 */
import { isServer, type ReactiveElement } from 'lit';
import { CHUNKED_CONTROLS } from './chunked-controls.js';

const UNDEFINED_CONTROLS = CHUNKED_CONTROLS.map((tag) => `${tag}:not(:defined)`).join();
/** How long the views wait for an undefined control before they show without it. */
const CONTROLS_WAIT_MS = 3000;

/**
 * The script-tag build's loader of the controls' chunk (src/cdn-board.ts hands it over); none in
 * the npm build, where a page's own imports define the controls. The page's observer that loads the
 * chunk can't see into another component's shadow root: a board there asks for it itself.
 */
let loadControls: (() => void) | undefined;

/** Hands over the loader of the controls' chunk, once, as the script-tag build's bundle runs. */
export function useControlsLoader(load: () => void): void {
  loadControls = load;
}

export class ControlsWait {
  readonly #host: ReactiveElement;
  /** A wait for an undefined control is under way. */
  #watching = false;
  /** The views waited CONTROLS_WAIT_MS for a control that was never defined: they show without it. */
  #waited = false;

  constructor(host: ReactiveElement) {
    this.#host = host;
  }

  /** Whether one of the host's own controls among its children is not defined yet; the host reads it once per update. */
  pending(): boolean {
    if (isServer || this.#waited) return false;
    const pending = this.#host.querySelector(UNDEFINED_CONTROLS);
    if (pending && !this.#watching) {
      this.#watching = true;
      loadControls?.();
      const timer = setTimeout(() => {
        this.#waited = true;
        this.#host.requestUpdate();
      }, CONTROLS_WAIT_MS);
      void customElements.whenDefined(pending.localName).then(() => {
        clearTimeout(timer);
        this.#watching = false;
        this.#host.requestUpdate();
      });
    }
    return pending !== null;
  }
}
