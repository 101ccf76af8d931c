/** How the board's attributes are read: lenient, so a wrong value never breaks the board. */
import { clampPageSize, enumeratedValue, isUsablePage, PAGING_MODES, ROUTING_MODES } from '../../core/settings.js';
import { isGroupBy } from '../../core/view-model.js';

export { asksForWholeBoard } from '../../core/request-plan.js';
export { clampPageSize, DEFAULT_PAGE_SIZE, isUsablePage, numberAttribute } from '../../core/settings.js';

export { listAttribute, textAttribute } from '../../internal/attribute-converters.js';

/** The filter control that narrows the whole board locally (the workplace filter asks the API instead). */
const NARROWING_FILTER = 'job-board-filter';
/** The board's own filter controls: on a phone they fold behind the Filters button. */
const FILTER_CONTROLS = 'job-board-filter, job-board-workplace-filter';

/**
 * Whether a filter control is inside the board: anywhere among its descendants, since a site may
 * wrap its controls in a `<div>`. The one answer for whole-board mode (`narrowing`, the default:
 * a `<job-board-filter>`), the early requests and the Filters button (`any`: the workplace filter
 * too), so that they never disagree about a wrapped filter (issue 36).
 */
export function holdsFilterControl(board: ParentNode, which: 'narrowing' | 'any' = 'narrowing'): boolean {
  return board.querySelector(which === 'any' ? FILTER_CONTROLS : NARROWING_FILTER) !== null;
}

/** The board's inputs that a wrong value can't break. */
interface CheckedInputs {
  pageSize: number;
  page: number;
  paging: string;
  routing: string;
  groupBy: string;
}

/**
 * Inputs just set to a value the board can't use: each is said once in the console (naming it)
 * and replaced by the value used instead; `page-size` is clamped where it is read.
 */
export function checkInputs(board: CheckedInputs, changed: ReadonlyMap<PropertyKey, unknown>, warn: (key: string, value?: unknown) => void): void {
  if (changed.has('pageSize') && !Number.isFinite(board.pageSize)) warn('page-size', clampPageSize(board.pageSize));
  if (changed.has('page') && !isUsablePage(board.page)) {
    warn('page');
    board.page = 1;
  }
  // An unknown grouping shows no groups (see narrowingOf), and the property keeps what was set.
  if (changed.has('groupBy') && !isGroupBy(board.groupBy)) warn('group-by');
  // Read as every reader of a board reads them (core/settings.ts): `Path` is `path`, said nowhere;
  // an unknown value is the default, said once.
  for (const [name, allowed] of [['paging', PAGING_MODES], ['routing', ROUTING_MODES]] as const) {
    if (!changed.has(name)) continue;
    const value = enumeratedValue(board[name], allowed);
    if (value === undefined) warn(name);
    const used = value ?? allowed[0];
    if (board[name] !== used) board[name] = used;
  }
}
