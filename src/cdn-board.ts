/**
 * The rest of the script-tag build, loaded by its entry (src/cdn.ts) once that has started the
 * boards' listing requests: registers `<job-board>`, with path routing and the takeover of
 * prerendered pages. The detail view, whole-board mode, other languages and the DOMPurify fallback
 * come lazily when needed. So do the controls: `<job-board-search>` and
 * `<job-board-workplace-filter>` (src/cdn-controls.ts) load once the page holds one (asked for by
 * src/cdn.ts beside this bundle, or by src/cdn-controls-loader.ts for a control added later), and the
 * board's views wait for them so the listing never moves down; `<job-board-filter>` comes with
 * whole-board mode's chunk, which a board that holds one loads anyway. A plain board never pays
 * for a control. It exports the board's class (which also keeps its registration in the bundle:
 * package.json's `sideEffects` names only the built files); the API client and the types come
 * with the npm entry.
 */
// First: a control added to the page from now on has its chunk asked for (see the loader).
export { controlsWatched } from './cdn-controls-loader.js';
import { loadControls } from './cdn-controls-loader.js';
import { useControlsLoader } from './elements/job-board/controls-wait.js';

export { JobBoard } from './elements/job-board/job-board.js';
// The controls' base, shared by the controls' chunk and whole-board mode's (`<job-board-filter>`):
// in this bundle rather than a shared chunk of 1.6 KB, under the 2 KB a request must be worth
// (scripts/size.ts). Exported so that the bundle keeps it; src/cdn.ts does not pass it on.
export { BoardControl } from './elements/board-control/board-control.js';

// A board in another component's shadow root, whose controls the page's observer can't see, loads
// the chunk itself once it finds one of them undefined (controls-wait.ts).
useControlsLoader(loadControls);
