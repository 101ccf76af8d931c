/**
 * The rest of the script-tag build, loaded by its entry (src/cdn.ts) once that has started the
 * boards' listing requests: registers `<job-board>`, with path routing and the takeover of
 * prerendered pages, the search and the workplace filter, so a page that holds them never waits
 * for another chunk before its listing shows. The detail view, whole-board mode, other
 * languages and the DOMPurify fallback come lazily when needed. `<job-board-filter>` comes with
 * whole-board mode's chunk: a board that holds one narrows the whole board, so it loads that chunk
 * anyway, beside its first request, and a board without one never pays for the control. It exports the elements' classes
 * (which also keeps the controls' registration in the bundle: package.json's `sideEffects` names
 * only the built files); the API client and the types come with the npm entry.
 */
export { JobBoard } from './elements/job-board/job-board.js';
export { JobBoardSearch } from './elements/job-board-search/job-board-search.js';
export { JobBoardWorkplaceFilter } from './elements/job-board-workplace-filter/job-board-workplace-filter.js';
