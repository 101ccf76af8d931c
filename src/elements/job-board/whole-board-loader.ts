/**
 * Whole-board mode's chunk: loading every post, narrowing them locally, the facets and the
 * grouped listing. Only a board with a `<job-board-filter>`, a filter attribute or `group-by`
 * downloads it.
 */
import { lazyChunk } from './lazy-chunk.js';

export type WholeBoardView = typeof import('./whole-board/whole-board-view.js');

const chunk = lazyChunk<WholeBoardView>(() => import('./whole-board/whole-board-view.js'));

/** Whole-board mode's module, when its chunk has loaded. */
export const wholeBoardView = chunk.get;

/** Loads whole-board mode's chunk; a failed load rejects with a `NETWORK_ERROR`. */
export const loadWholeBoardView = chunk.load;
