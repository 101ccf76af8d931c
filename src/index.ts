/**
 * job-board-element: registers `<job-board>`, `<job-board-search>`, `<job-board-workplace-filter>`
 * and `<job-board-filter>` (guarded, so loading this twice never throws) and exports their
 * classes, the Job Boards API client and the public types.
 */
export { JobBoard, clampPageSize, type JobBoardStatus } from './elements/job-board/job-board.js';
export { JobBoardSearch } from './elements/job-board-search/job-board-search.js';
export { JobBoardWorkplaceFilter } from './elements/job-board-workplace-filter/job-board-workplace-filter.js';
export { JobBoardFilter, type FilterOption } from './elements/job-board-filter/job-board-filter.js';
export type {
  JobBoardApplyDetail,
  JobBoardChangeDetail,
  JobBoardErrorDetail,
  JobBoardFilterBy,
  JobBoardFilterDetail,
  JobBoardLoadDetail,
  JobBoardSearchDetail,
  JobBoardSelectDetail,
  JobBoardWorkplacesDetail,
} from './events.js';
export type { JobBoardStrings, PluralText } from './i18n/strings.js';
export type { RoutingMode } from './routing/route-params.js';
export * from './client/index.js';
