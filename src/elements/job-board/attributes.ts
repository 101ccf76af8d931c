/** How the board's attributes are read: lenient, so a wrong value never breaks the board. */
import { clampPageSize, enumeratedValue, isUsablePage, PAGING_MODES, ROUTING_MODES } from '../../core/settings.js';
import { isGroupBy } from '../../core/view-model.js';
import { englishStrings } from '../../i18n/strings.js';
import type { JobBoardStrings } from '../../i18n/types.js';
import { listOf, textOf } from '../../internal/attribute-converters.js';

export { asksForWholeBoard } from '../../core/request-plan.js';
export { clampPageSize, DEFAULT_PAGE_SIZE, isUsablePage, numberAttribute } from '../../core/settings.js';

export { listAttribute, textAttribute } from '../../internal/attribute-converters.js';

/** The filter control that narrows the whole board locally (the workplace filter asks the API instead). */
const NARROWING_FILTER = 'job-board-filter';
/** The board's own filter controls: on a phone they fold behind the Filters button. */
const FILTER_CONTROLS = 'job-board-filter, job-board-workplace-filter';

/**
 * Whether a filter control is inside the board: anywhere among its descendants, since a site may
 * wrap its controls in a `<div>`. The one reading for whole-board mode and the early requests
 * (a `<job-board-filter>`: {@link holdsNarrowingFilter}) and the Filters button (the workplace
 * filter too: {@link holdsFilterControl}), so that they never disagree about a wrapped filter
 * (issue 36). Two functions, not one with a mode: the script-tag build's first module carries the
 * first only.
 */
export function holdsNarrowingFilter(board: ParentNode): boolean {
  return board.querySelector(NARROWING_FILTER) !== null;
}

/** Whether any of the board's filter controls is inside it (see {@link holdsNarrowingFilter}). */
export function holdsFilterControl(board: ParentNode): boolean {
  return board.querySelector(FILTER_CONTROLS) !== null;
}

/** The board's text inputs: each a string whatever a page's code sets (see textOf). */
const TEXT_INPUTS = ['source', 'token', 'baseUrl', 'query', 'job', 'department', 'office', 'employmentType', 'paramPrefix', 'basePath', 'applyHref', 'lang'] as const;

/** The board's inputs that a wrong value can't break. */
interface CheckedInputs extends Record<(typeof TEXT_INPUTS)[number], string> {
  pageSize: number;
  page: number;
  paging: string;
  routing: string;
  groupBy: string;
  workplaces: string[];
}

/**
 * Inputs just set to a value the board can't use: each is said once in the console (naming it)
 * and replaced by the value used instead; `page-size` is clamped where it is read.
 */
export function checkInputs(board: CheckedInputs, changed: ReadonlyMap<PropertyKey, unknown>, warn: (key: string, value?: unknown) => void): void {
  // Set from code (a React prop) to a value of the wrong type, such as a function: ignored, said
  // once, never a board stuck on "Loading…". An ignored `source`, `token` or `baseUrl` leaves the
  // board without one, which ends in its setup error (job-board-error) as a missing one does.
  for (const name of TEXT_INPUTS) {
    if (!changed.has(name) || typeof board[name] === 'string') continue;
    const text = textOf(board[name]);
    if (text === undefined) warn(name, board[name]);
    board[name] = text ?? '';
  }
  if (changed.has('workplaces')) {
    const list = listOf(board.workplaces);
    if (!list) warn('workplaces', board.workplaces);
    if (list !== board.workplaces) board.workplaces = list ?? [];
  }
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

/**
 * `strings` as set: the texts of the right shape (a string where the built-in text is one, a
 * table of strings where it is a table, with `other` for a count's forms). Each other one is said
 * once, by name (`strings.results`), and the built-in text stays: a function or a number there
 * would break the render, and the board would never leave "Loading…".
 */
export function stringsOverride(value: unknown, warn: (key: string, value?: unknown) => void): Partial<JobBoardStrings> {
  if (value == null) return {};
  if (typeof value !== 'object') {
    warn('strings', value);
    return {};
  }
  const kept: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(value)) {
    // A table (a count's forms, the values' words) of strings, `other` required of a count's.
    const fits =
      typeof englishStrings[name as keyof JobBoardStrings] === 'object'
        ? text && typeof text === 'object' && Object.values(text).every((form) => typeof form === 'string') && (name !== 'results' || 'other' in text)
        : typeof text === 'string';
    if (fits) kept[name] = text;
    else warn(`strings.${name}`, text);
  }
  return kept;
}
