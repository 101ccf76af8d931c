/**
 * What the board tells the page's `<head>` for search engines while a job shows: one JSON-LD
 * `JobPosting`, the document title, and `noindex` for a closed or unknown post (see
 * detail/document-metadata.ts, in the detail view's chunk). The host brings it in line after
 * every update (`describe`, with what that update showed), and it is taken away when the board
 * leaves the page. Once the board has moved from the page's first address, the page's canonical
 * link and `og:url` follow it (detail/page-address.ts).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { detailChunk } from '../lazy-parts.js';
import type { DetailState, DocumentMetadataHost } from '../detail/document-metadata.js';
import type { DetailMemory } from '../detail/detail-view.js';

/** What this controller reads of its host: the settings of the head it writes. */
export type HeadHost = DocumentMetadataHost & ReactiveControllerHost;

/** What the host's last update showed. */
export interface HeadInput {
  /** The detail request, while a detail view shows; undefined on the listing. */
  detail: DetailState | undefined;
  /** The listing shows a closed job's notice: noindex stays. */
  closed?: boolean;
  /** A prerendered page's own title (see TakeoverController). */
  pageTitle: string | undefined;
}

export class HeadController implements ReactiveController {
  readonly #host: HeadHost;
  /** The board's detail memory, where the head's state is kept beside the shown description. */
  readonly #memory: DetailMemory;
  /** The page's address when the board came: the head's canonical link and `og:url` are the page's there. */
  #from = '';

  constructor(host: HeadHost, memory: DetailMemory) {
    this.#host = host;
    this.#memory = memory;
    host.addController(this);
  }

  /** Brings the head in line with what the host shows; called by the host once its views show. */
  describe(input: HeadInput): void {
    // An update that lands after the board left the page (a chunk or a copy finishing) writes nothing.
    if (!this.#host.isConnected) return;
    const chunk = detailChunk.get();
    if (chunk) chunk.describePage(this.#host, this.#memory, input.detail, input.pageTitle, input.closed, this.#from);
    // A move on the listing alone (its next page) moves the page's canonical link too: the chunk does.
    else if (location.href != this.#from) detailChunk.load().then(() => this.#host.requestUpdate(), () => {});
  }

  hostConnected(): void {
    this.#from = location.href;
  }

  hostDisconnected(): void {
    detailChunk.get()?.forgetPage(this.#host, this.#memory);
  }
}
