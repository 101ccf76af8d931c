/**
 * The board's wait for the detail view's chunk once a job is to show: the host renders again when
 * it arrives, and `pending` lets the host's `updateComplete` wait for it, so a test or a page that
 * awaits it sees what a visitor sees. The lazy chunks' styles (the detail's, whole-board mode's
 * groups') join the host's own, once per host, in the first update after the chunk is here: before
 * any view of the chunk renders (whole-board mode's listing needs its chunk before it shows).
 *
 * A chunk that can't be loaded (a stale CDN after a deploy, a CSP that blocks it) is tried once per
 * job shown, not on every update: each failure renders again, and an update that tried again would
 * load forever and keep `updateComplete` from resolving (issue 36). The detail request fails with
 * it and shows the error with Retry; `retry()` allows one more load.
 */
import { adoptStyles, isServer, type CSSResultOrNative, type ReactiveController, type ReactiveElement } from 'lit';
import { detailChunk, wholeBoardChunk, type LazyChunk } from '../lazy-parts.js';

/** What this controller reads of its host: the open job, and its render root and styles. */
export interface LazyPartsHost extends ReactiveElement {
  /** The open job's id; `""` for the listing. */
  readonly job: string;
}

/** The chunks this controller waits for and takes styles from (the board's own by default; a test's stand-ins). */
export interface LazyPartsChunks {
  detail: LazyChunk<{ readonly detailStyles: CSSResultOrNative }>;
  whole: Pick<LazyChunk<{ readonly groupsStyles: CSSResultOrNative }>, 'get'>;
}

export class LazyPartsController implements ReactiveController {
  readonly #host: LazyPartsHost;
  readonly #chunks: LazyPartsChunks;
  #detail: Promise<unknown> | undefined;
  /** The job whose load of the detail chunk failed: not tried again for it without `retry()`. */
  #failedFor: string | undefined;
  /** The job of the last update, to tell a job newly shown from the same one rendered again. */
  #job = '';
  /** The chunks' styles adopted so far, after the host's own. */
  readonly #styles: CSSResultOrNative[] = [];

  constructor(host: LazyPartsHost, chunks: LazyPartsChunks = { detail: detailChunk, whole: wholeBoardChunk }) {
    this.#host = host;
    this.#chunks = chunks;
    host.addController(this);
  }

  hostUpdate(): void {
    if (isServer) return;
    const whole = this.#chunks.whole.get();
    if (whole) this.#adoptStyles(whole.groupsStyles);
    const job = this.#host.job;
    // Another job (or the same one opened again from the listing) is a new showing: one more try.
    if (job !== this.#job) this.#failedFor = undefined;
    this.#job = job;
    if (!job) return;
    const chunk = this.#chunks.detail.get();
    if (chunk) {
      this.#adoptStyles(chunk.detailStyles);
      return;
    }
    // The detail view's chunk, here before the post, shows the listing's copy of it at once. A
    // failure is the detail request's to report.
    if (this.#detail || this.#failedFor === job) return;
    const settle = (failed: boolean) => () => {
      this.#detail = undefined;
      if (failed) this.#failedFor = job;
      this.#host.requestUpdate();
    };
    this.#detail = this.#chunks.detail.load().then(settle(false), settle(true));
  }

  /** The load under way, for the host's `getUpdateComplete`. */
  get pending(): Promise<unknown> | undefined {
    return this.#detail;
  }

  /** The visitor asked to try again (Retry): the next update loads the chunk once more, and `pending` waits for it. */
  retry(): void {
    if (this.#failedFor === undefined) return;
    this.#failedFor = undefined;
    this.#host.requestUpdate();
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
