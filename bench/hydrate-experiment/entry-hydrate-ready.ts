/**
 * The hydrate variant restructured as far as Lit's hydration needs, for the experiment only:
 * the board's first client render must produce exactly the server's templates, so
 *
 * - its update waits (`defer-hydration`, Lit's own mechanism) until the controls' chunks are here
 *   (till then the board renders its skeleton) and, on a job page, the detail view's chunk;
 * - build.ts (`firstRenderSeeds`) lets that first render read the embedded data while the listing
 *   and detail tasks are still PENDING (a task's value comes a microtask after its first run, at
 *   the earliest, so a first render never sees it), and decides a job page's listing is deferred
 *   at that first update (with `defer-hydration` the route is read after connectedCallback, where
 *   the takeover decides it).
 */
import './defer-boards.js';
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { defineControls } from '../../src/elements/job-board/control-loader.js';
import { loadDetailView } from '../../src/elements/job-board/detail-loader.js';

export * from '../../src/cdn.js';

// No top-level await: Rollup would then move Lit out of the entry into a chunk that runs before
// the hydrate support (dynamic chunks can't import from a module that awaits).
const boards = [...document.querySelectorAll('job-board')];
const job = boards.some((board) => board.hasAttribute('job')) || /\/jobs\/[^/]+\/$/.test(location.pathname);
void Promise.all([defineControls(document), job ? loadDetailView() : undefined])
  // The board's own wait for the controls settles on the same chunks, in a microtask of its own:
  // after a task, it has (a microtask or two was not always enough on a cold load).
  .then(() => new Promise((done) => setTimeout(done)))
  .then(() => {
    for (const board of boards) board.removeAttribute('defer-hydration');
  });
