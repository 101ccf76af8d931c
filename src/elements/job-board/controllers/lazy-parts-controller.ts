/**
 * The board's wait for the detail view's chunk once a job is to show: the host renders again when
 * it arrives, and `pending` lets the host's `updateComplete` wait for it, so a test or a page that
 * awaits it sees what a visitor sees. The lazy chunks' styles (the detail's, whole-board mode's
 * groups') join the host's own, once per host, in the first update after the chunk is here: before
 * any view of the chunk renders (whole-board mode's listing needs its chunk before it shows).
 */
import { adoptStyles, isServer, type CSSResultOrNative, type ReactiveController, type ReactiveElement } from 'lit';
import { detailChunk, wholeBoardChunk } from '../lazy-parts.js';

/** What this controller reads of its host: the open job, and its render root and styles. */
export interface LazyPartsHost extends ReactiveElement {
  /** The open job's id; `""` for the listing. */
  readonly job: string;
}

export class LazyPartsController implements ReactiveController {
  readonly #host: LazyPartsHost;
  #detail: Promise<unknown> | undefined;
  /** The chunks' styles adopted so far, after the host's own. */
  readonly #styles: CSSResultOrNative[] = [];

  constructor(host: LazyPartsHost) {
    this.#host = host;
    host.addController(this);
  }

  hostUpdate(): void {
    if (isServer) return;
    const whole = wholeBoardChunk.get();
    if (whole) this.#adoptStyles(whole.groupsStyles);
    if (!this.#host.job) return;
    const chunk = detailChunk.get();
    if (chunk) {
      this.#adoptStyles(chunk.detailStyles);
      return;
    }
    // The detail view's chunk, here before the post, shows the listing's copy of it at once. A
    // failure is the detail request's to report.
    if (this.#detail) return;
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

  /**
   * Adds a chunk's styles after the host's own and those added before, once. Lit's `adoptStyles`
   * sets the root's style sheets, or appends `<style>` elements where constructable style sheets
   * are missing (Safari before 16.4: there the host's rules come again, harmlessly).
   */
  #adoptStyles(styles: CSSResultOrNative): void {
    const root = this.#host.renderRoot;
    if (this.#styles.includes(styles) || !(root instanceof ShadowRoot)) return;
    this.#styles.push(styles);
    adoptStyles(root, [...(this.#host.constructor as typeof ReactiveElement).elementStyles, ...this.#styles]);
  }
}
