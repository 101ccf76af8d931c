/**
 * Whole-board mode's chunk as the board loads it (lazy-parts.ts): the narrowing (whole-board.ts)
 * and the grouped listing's view and styles, which only a listing narrowed by it can show. A plain
 * board, and the README's, never download them.
 *
 * It also registers `<job-board-filter>` for the script-tag build (src/cdn-board.ts): a board holds
 * one only to narrow its whole board, which loads this chunk beside its first request, so the
 * control is defined before the listing it filters shows. The npm entry registers it at once.
 */
export { JobBoardFilter } from '../../job-board-filter/job-board-filter.js';
export * from '../../../core/whole-board.js';
export { renderGroups } from '../views/groups-view.js';
export { groupsStyles } from '../views/groups.styles.js';
export { shownView } from './server-view.js';
