/**
 * The script-tag build's entry (`dist/cdn/job-board.js`): registers `<job-board>`, with path
 * routing and the takeover of prerendered pages, and its three controls, so a page that holds them
 * never waits for a chunk before its listing shows. The detail view, whole-board mode, other
 * languages and the DOMPurify fallback come lazily when needed. It exports the board's class; the
 * controls' classes, the API client and the types come with the npm entry.
 */
import './elements/job-board-search/job-board-search.js';
import './elements/job-board-workplace-filter/job-board-workplace-filter.js';
import './elements/job-board-filter/job-board-filter.js';

export { JobBoard } from './elements/job-board/job-board.js';
