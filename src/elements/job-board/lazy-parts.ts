/**
 * The parts of the board that most visits never need, each a chunk of its own loaded once for
 * every board on the page when one first needs it: the detail view (with its sanitiser) and
 * whole-board mode. The script-tag build also loads its controls as one chunk, started as soon as
 * a page or board holds one, in parallel with the board's first request.
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

/** The controls (where the page has not registered them: the script-tag build) and whole-board mode. */
export const controlsChunk = lazyChunk(() => import('../controls-chunk.js'));

/** Whole-board mode's functions come with the controls' chunk. */
export const wholeBoardChunk = controlsChunk;

/** Loads the controls' chunk when `root` holds a control that is not registered yet; undefined when none is missing. */
export function loadMissingControls(root: ParentNode): Promise<unknown> | undefined {
  return root.querySelector('job-board-search:not(:defined), job-board-workplace-filter:not(:defined), job-board-filter:not(:defined)')
    ? controlsChunk.load()
    : undefined;
}

export const detailChunk = lazyChunk(() => import('./detail/detail-view.js'));
