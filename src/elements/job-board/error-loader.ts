/**
 * The error view's chunk (the error texts and what each error says), loaded the first time a board
 * shows an error: most visits never see one.
 */
import { lazyChunk } from './lazy-chunk.js';

export type ErrorView = typeof import('./error/error-text.js');

const chunk = lazyChunk<ErrorView>(() => import('./error/error-text.js'));

/** The error view, when its chunk has loaded. */
export const errorView = chunk.get;

/** Loads the error view's chunk; a failed load rejects (and is tried again on the next call). */
export const loadErrorView = chunk.load;
