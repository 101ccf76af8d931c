/**
 * What the board tells the page's `<head>` for search engines while a job shows: one JSON-LD
 * `JobPosting`, the document title, and `noindex` for a closed or unknown post (see
 * detail/document-metadata.ts, in the detail view's chunk). Brought in line after every update
 * and taken away when the board leaves the page.
 */
import type { ReactiveController } from 'lit';
import { detailChunk } from '../lazy-parts.js';
import type { DetailState, DocumentMetadataHost } from '../detail/document-metadata.js';
import type { DetailMemory } from '../detail/detail-view.js';

export interface HeadOptions {
  /** Whether the view shown is settled (texts, controls, no server markup left). */
  ready(): boolean;
  detail(): DetailState;
  /** A prerendered page's own title (see TakeoverController). */
  pageTitle(): string | undefined;
  /** The board's detail memory, where the head's state is kept beside the shown description. */
  memory: DetailMemory;
}

export class HeadController implements ReactiveController {
  readonly #host: DocumentMetadataHost & { addController(controller: ReactiveController): void };
  readonly #options: HeadOptions;

  constructor(host: DocumentMetadataHost & { addController(controller: ReactiveController): void }, options: HeadOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostUpdated(): void {
    // An update that lands after the board left the page (a chunk or a copy finishing) writes nothing.
    if (this.#host.isConnected && this.#options.ready()) detailChunk.get()?.describePage(this.#host, this.#options.memory, this.#options.detail(), this.#options.pageTitle());
  }

  hostDisconnected(): void {
    detailChunk.get()?.forgetPage(this.#host, this.#options.memory);
  }
}
