/**
 * The detail view's chunk (its template, styles and sanitiser), loaded when a detail is to show;
 * it adds its styles to a board's shadow root the first time that board shows a post.
 */
import { lazyChunk } from './lazy-chunk.js';

export type DetailView = typeof import('./detail/detail-view.js');

const chunk = lazyChunk<DetailView>(() => import('./detail/detail-view.js'));

/** The detail view, when its chunk has loaded. */
export const detailView = chunk.get;

/** Loads the detail view's chunk; a failed load rejects with a `NETWORK_ERROR`. */
export const loadDetailView = chunk.load;
