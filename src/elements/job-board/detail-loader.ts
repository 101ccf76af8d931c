/**
 * Loads the detail view's chunk (its template, styles and sanitiser) once for every board on the
 * page; the chunk adds its styles to a board's shadow root the first time that board shows a post.
 */
import { JobBoardApiError } from '../../client/errors.js';

export type DetailView = typeof import('./detail/detail-view.js');

let loaded: DetailView | undefined;
let loading: Promise<DetailView> | undefined;

/** The detail view, when its chunk has loaded. */
export function detailView(): DetailView | undefined {
  return loaded;
}

/**
 * Loads the detail view's chunk. A load that fails (a flaky network) rejects with a
 * `NETWORK_ERROR`, as a request would, and is tried again next time.
 */
export function loadDetailView(): Promise<DetailView> {
  loading ??= import('./detail/detail-view.js').then(
    (view) => (loaded = view),
    (cause: unknown) => {
      loading = undefined;
      throw new JobBoardApiError({ status: 0, code: 'NETWORK_ERROR', message: `The detail view could not be loaded: ${cause}` });
    },
  );
  return loading;
}
