/**
 * The board's wait for the detail view's chunk once a job is to show: the host renders again when
 * it arrives, and `pending` lets the host's `updateComplete` wait for it, so a test or a page that
 * awaits it sees what a visitor sees.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { detailChunk } from '../lazy-parts.js';

/** What this controller reads of its host. */
export interface LazyPartsHost extends ReactiveControllerHost {
  /** The open job's id; `""` for the listing. */
  readonly job: string;
}

export class LazyPartsController implements ReactiveController {
  readonly #host: LazyPartsHost;
  #detail: Promise<unknown> | undefined;

  constructor(host: LazyPartsHost) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdate(): void {
    // The detail view's chunk, here before the post, shows the listing's copy of it at once. A
    // failure is the detail request's to report.
    if (!this.#host.job || detailChunk.get() || this.#detail) return;
    const settle = () => {
      this.#detail = undefined;
      this.#host.requestUpdate();
    };
    this.#detail = detailChunk.load().then(settle, settle);
  }

  /** The load under way, for the host's `getUpdateComplete`. */
  get pending(): Promise<unknown> | undefined {
    return this.#detail;
  }
}
