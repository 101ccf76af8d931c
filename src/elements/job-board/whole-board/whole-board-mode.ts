/**
 * Whole-board mode's chunk as the board loads it (lazy-parts.ts): the narrowing (whole-board.ts)
 * and the grouped listing's view and styles, which only a listing narrowed by it can show. A plain
 * board, and the README's, never download them.
 */
export * from '../../../core/whole-board.js';
export { renderGroups } from '../views/groups-view.js';
export { groupsStyles } from '../views/groups.styles.js';
export { shownView } from './server-view.js';
