/**
 * The search and the workplace filter of the script-tag build, a chunk of their own: the board's
 * bundle (src/cdn-board.ts) loads it once the page holds one of them, so a plain board never
 * downloads or runs their code.
 */
export { JobBoardSearch } from './elements/job-board-search/job-board-search.js';
export { JobBoardWorkplaceFilter } from './elements/job-board-workplace-filter/job-board-workplace-filter.js';
