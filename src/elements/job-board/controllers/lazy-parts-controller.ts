/**
 * The board's wait for its lazily loaded parts: the detail view's chunk once a job is to show,
 * and (in the script-tag build) the controls' chunk while the board holds a control not yet
 * registered. The host renders again when a part arrives, and `updateComplete` waits for the
 * parts under way, so a test or a page that awaits it sees what a visitor sees.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { detailChunk, loadMissingControls } from '../lazy-parts.js';

export class LazyPartsController implements ReactiveController {
  readonly #host: ReactiveElement & { job: string };
  readonly #warn: (key: string, value: unknown) => void;
  #detail: Promise<unknown> | undefined;
  #controls: Promise<unknown> | undefined;

  constructor(host: ReactiveElement & { job: string }, warn: (key: string, value: unknown) => void) {
    this.#host = host;
    this.#warn = warn;
    host.addController(this);
  }

  hostConnected(): void {
    this.loadControls();
  }

  hostUpdate(): void {
    // The detail view's chunk, here before the post, shows the listing's copy of it at once. A
    // failure is the detail request's to report.
    if (this.#host.job && !detailChunk.get() && !this.#detail) this.#detail = this.#settle(detailChunk.load(), () => (this.#detail = undefined));
  }

  /**
   * The controls' chunk while it loads: the views wait for it, so the controls never push a shown
   * listing down. It starts beside the board's first request and is the smaller of the two.
   */
  get controlsLoading(): boolean {
    return this.#controls !== undefined;
  }

  /** Loads the controls' chunk where the board holds a control not registered yet; a failure leaves them out, said once. */
  loadControls(): void {
    const load = !this.#controls && loadMissingControls(this.#host);
    if (!load) return;
    this.#controls = this.#settle(
      load.catch((error: unknown) => this.#warn('controls', error)),
      () => (this.#controls = undefined),
    );
  }

  /** The parts under way, for the host's `getUpdateComplete`. */
  get pending(): Promise<unknown> | undefined {
    return this.#detail || this.#controls ? Promise.all([this.#detail, this.#controls]) : undefined;
  }

  #settle(load: Promise<unknown>, done: () => void): Promise<unknown> {
    const settle = () => {
      done();
      this.#host.requestUpdate();
    };
    return load.then(settle, settle);
  }
}
