/**
 * The board's views wait for its own controls that are not defined yet, as they wait for their
 * texts: the script-tag build loads `<job-board-search>` and `<job-board-workplace-filter>` as a
 * chunk of their own once the page holds one (src/cdn-controls-loader.ts), and a listing shown
 * before them would move down when they arrive. The host updates again when the control is
 * defined, or after CONTROLS_WAIT_MS if it never is (a chunk that could not load: the listing then
 * shows without it).
 */
import { isServer, type ReactiveElement } from 'lit';
import { CHUNKED_CONTROLS } from './chunked-controls.js';

const UNDEFINED_CONTROLS = CHUNKED_CONTROLS.map((tag) => `${tag}:not(:defined)`).join();
/** How long the views wait for an undefined control before they show without it. */
const CONTROLS_WAIT_MS = 3000;

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
