/**
 * The script-tag build's entry (`dist/cdn/job-board.js`): registers `<job-board>` and its
 * controls, `<job-board-search>`, `<job-board-workplace-filter>` and `<job-board-filter>`, so the
 * listing and its controls render without waiting for another request. Path routing and the
 * takeover of prerendered pages are in it too. The detail view, whole-board mode, other languages
 * and the DOMPurify fallback come as lazy chunks beside it. It exports the board's class only:
 * the controls' classes, the API client and the types come with the npm entry.
 */
import './elements/job-board-search/job-board-search.js';
import './elements/job-board-workplace-filter/job-board-workplace-filter.js';
import './elements/job-board-filter/job-board-filter.js';

export { JobBoard } from './elements/job-board/job-board.js';
