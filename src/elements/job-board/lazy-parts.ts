/**
 * The parts of the board that most visits never need, each a chunk of its own loaded once for
 * every board on the page when one first needs it: the detail view (with its sanitiser) and
 * whole-board mode (every post narrowed locally: filters, grouping, "Show more jobs"), a vendor's
 * client, and the developer's console hints. The listing and its controls are in the entry.
 */
import { JobBoardApiError } from '../../client/errors.js';

export interface LazyChunk<T> {
  /** The chunk's module, once loaded. */
  get(): T | undefined;
  /**
   * Loads the chunk. A load that fails (a flaky network) rejects with a `NETWORK_ERROR`, as a
   * request would, so the view that needed it offers Retry; it is tried again next time.
   */
  load(): Promise<T>;
}

function lazyChunk<T>(importChunk: () => Promise<T>): LazyChunk<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => loaded,
    load: () =>
      (loading ??= importChunk().then(
        (chunk) => (loaded = chunk),
        (cause: unknown) => {
          loading = undefined;
          throw new JobBoardApiError({ status: 0, code: 'NETWORK_ERROR', message: `A part of the job board could not be loaded: ${cause}` });
        },
      )),
  };
}

/** Whole-board mode: loading every post, narrowing them, "Show more jobs"' pages, and the groups' view. */
export const wholeBoardChunk = lazyChunk(() => import('./whole-board/whole-board-mode.js'));

export const detailChunk = lazyChunk(() => import('./detail/detail-view.js'));

/** The console hints of a failed request: long texts for the site's developer, needed only after a failure. */
export const hintsChunk = lazyChunk(() => import('./developer-hints.js'));

/** A vendor's public job board (`source`): its client and the vendors' adapters. */
export const sourceChunk = lazyChunk(() => import('../../client/source-client.js'));
