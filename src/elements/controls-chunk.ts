/**
 * The board's controls and whole-board mode, as the script-tag build loads them: one chunk,
 * asked for as soon as the entry runs on a page that holds a control (or a board that gets one, or
 * needs whole-board mode), so it arrives beside the board's first API answer rather than after it.
 * One chunk rather than two: whole-board mode alone (1.3 kB gzipped) is worth less than the
 * request it would cost, and a board with `<job-board-filter>` needs both. The npm entry
 * registers the controls up front, so there this brings only whole-board mode's functions.
 */
export { JobBoardSearch } from './job-board-search/job-board-search.js';
export { JobBoardWorkplaceFilter } from './job-board-workplace-filter/job-board-workplace-filter.js';
export { JobBoardFilter } from './job-board-filter/job-board-filter.js';
export * from './job-board/whole-board/whole-board.js';
export { renderGroups } from './job-board/views/groups-view.js';
