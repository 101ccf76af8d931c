/**
 * The takeover of a board that `job-board-element build` prerendered: its shadow root came with
 * the page as declarative shadow DOM, and the data that markup was rendered from sits beside it in
 * a JSON script. The board answers its first requests from that data (no request) and keeps the
 * server's markup on screen until its own first render can show the same view, in the same task
 * that removes the markup: nothing flashes and nothing moves.
 */
import { jobSlug } from '../../../routing/slug.js';
import type { LitElement, ReactiveController } from 'lit';
import type { JobPost } from '../../../client/index.js';
import {
  answeringListing,
  PRERENDERED_DATA_ATTRIBUTE,
  readPrerenderedData,
  type ListingData,
  type PrerenderedData,
  type WantedListing,
} from '../prerendered.js';

type TakeoverHost = LitElement & { job: string };

export class TakeoverController implements ReactiveController {
  readonly #host: TakeoverHost;
  /** The data the page came with; each part is taken once, by the first request it answers. */
  #data: PrerenderedData | undefined;
  /** The server's markup in the board's shadow root, shown till the board's first real render. */
  #markup: ChildNode[] | undefined;
  /** A job page loads the board's listing only once the visitor goes to it. */
  #listingDeferred = false;
  /** The page's own title, before the build put the job's into it (`document-title`'s `{page}`). */
  #pageTitle: string | undefined;

  constructor(host: TakeoverHost) {
    this.#host = host;
    host.addController(this);
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
    this.#data = data ?? {};
    this.#pageTitle = data?.pageTitle;
    this.#markup = [...root.childNodes];
    // Lit renders before the root's first child, which is the server's and goes: after it instead.
    const end = document.createComment('');
    root.append(end);
    host.renderOptions.renderBefore = end;
  }

  hostConnected(): void {
    // The route is the URL's by now: a job page's listing waits till the visitor goes to it.
    if (this.#markup) this.#listingDeferred = this.#host.job !== '' && !this.#data?.listing;
  }

  hostUpdate(): void {
    if (!this.#host.job) this.#listingDeferred = false;
  }

  /** Whether the server's markup still shows. */
  get holding(): boolean {
    return this.#markup !== undefined;
  }

  get listingDeferred(): boolean {
    return this.#listingDeferred;
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

  /** The prerendered listing when it answers the one wanted; taken once, so later runs ask the API. */
  takeListing(wanted: WantedListing): ListingData | undefined {
    const { listing, search } = this.#data ?? {};
    if (this.#data) this.#data.listing = undefined;
    return answeringListing(listing, search, wanted);
  }

  /** The id of the prerendered post, while it is there to take: a job's path names it by slug. */
  get postId(): string | undefined {
    return this.#data?.post?.id;
  }

  /**
   * Whether the page is job `id`'s closed role's page (see PrerenderedData's `closed`), `id` as
   * the route reads it (the id, or its slug); taken once.
   */
  takeClosed(id: string): boolean {
    const closed = this.#data?.closed;
    if (this.#data) this.#data.closed = undefined;
    return closed !== undefined && (closed === id || jobSlug(closed) === id);
  }

  /** The prerendered post when it is job `id`'s; taken once. */
  takePost(id: string): JobPost | undefined {
    const post = this.#data?.post;
    if (this.#data) this.#data.post = undefined;
    return post?.id === id ? post : undefined;
  }
}
