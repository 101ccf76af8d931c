/** How the board's attributes are read: lenient, so a wrong value never breaks the board. */
import type { RoutingMode } from '../../routing/route-params.js';
import { isGroupBy } from './view-model.js';

export { listAttribute, textAttribute } from '../../internal/attribute-converters.js';

export const DEFAULT_PAGE_SIZE = 20;

/**
 * A number attribute: removed means the default (Lit's own converter gives `null`, which then
 * warns as "not a number"); empty or blank is not a number (`Number('')` would be 0).
 */
export const numberAttribute = (fallback: number) => ({
  fromAttribute: (value: string | null) => (value === null ? fallback : value.trim() === '' ? Number.NaN : Number(value)),
});

/** `page-size`: below 1 becomes 1, above 100 becomes 100, anything not a number 20. */
export function clampPageSize(value: unknown): number {
  const size = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(size)) return DEFAULT_PAGE_SIZE;
  return Math.min(100, Math.max(1, Math.trunc(size)));
}

const ENUMERATED = { paging: ['pages', 'more'], routing: ['query', 'hash', 'none', 'path'] } as const;

/** A `routing` value the board uses as it is (another is warned about and read as `query`). */
export function isRoutingMode(value: string): value is RoutingMode {
  return (ENUMERATED.routing as readonly string[]).includes(value);
}

/** A `page` the board can show: a whole number from 1 (another is warned about and read as 1). */
export function isUsablePage(page: number): boolean {
  return Number.isInteger(page) && page >= 1;
}

/**
 * Whether a board asks for whole-board mode: a filter or grouping set, a filter control inside
 * it, or a source (whose API serves the whole board in one answer, and searches nothing itself).
 */
export function asksForWholeBoard(
  board: { department: string; office: string; employmentType: string; groupBy: string; source?: string },
  holdsFilterControl: boolean,
): boolean {
  return Boolean(board.department || board.office || board.employmentType || board.groupBy || board.source?.trim()) || holdsFilterControl;
}

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
  for (const name of ['paging', 'routing'] as const) {
    if (!changed.has(name) || (ENUMERATED[name] as readonly string[]).includes(board[name])) continue;
    warn(name);
    board[name] = ENUMERATED[name][0];
  }
}
