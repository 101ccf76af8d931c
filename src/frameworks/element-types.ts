/**
 * The elements' types as frameworks see them, derived from one table (`JobBoardElements`): the
 * class of each tag and the events it fires. A new element is one new line there; its properties,
 * attributes and events then reach React's JSX and Vue's templates by themselves.
 */
import type { LitElement } from 'lit';
import type { JobBoard } from '../elements/job-board/job-board.js';
import type { JobBoardSearch } from '../elements/job-board-search/job-board-search.js';
import type { JobBoardWorkplaceFilter } from '../elements/job-board-workplace-filter/job-board-workplace-filter.js';
import type { JobBoardFilter } from '../elements/job-board-filter/job-board-filter.js';
import type { JobBoardStrings } from '../i18n/strings.js';

/** Each tag: its class and the events it fires (names as in `HTMLElementEventMap`). */
export interface JobBoardElements {
  'job-board': { element: JobBoard; events: 'job-board-load' | 'job-board-select' | 'job-board-change' | 'job-board-error' | 'job-board-apply' };
  'job-board-search': { element: JobBoardSearch; events: 'job-board-search' };
  'job-board-workplace-filter': { element: JobBoardWorkplaceFilter; events: 'job-board-workplaces' };
  'job-board-filter': { element: JobBoardFilter; events: 'job-board-filter' };
}

export type JobBoardTag = keyof JobBoardElements;

type IfEquals<X, Y, A, B> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? A : B;
/** Keys that can be assigned: not readonly, not getter-only (`status`, `posts`, `totalCount`). */
type WritableKeys<T> = { [P in keyof T]-?: IfEquals<{ [Q in P]: T[P] }, { -readonly [Q in P]: T[P] }, P, never> }[keyof T];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type DataKeys<T> = { [P in keyof T]: T[P] extends Function ? never : P }[keyof T];

/** `baseUrl` → `base-url`: the attribute of a property, as every element here names them. */
export type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

/** The element's own settable properties (not LitElement's or HTMLElement's), all optional. */
export type JobBoardElementProperties<Tag extends JobBoardTag> = {
  [K in Exclude<WritableKeys<JobBoardElements[Tag]['element']> & DataKeys<JobBoardElements[Tag]['element']>, keyof LitElement | 'strings'>]?: JobBoardElements[Tag]['element'][K];
} & (Tag extends 'job-board' ? { /** A partial override of the built-in texts. */ strings?: Partial<JobBoardStrings> } : unknown);

/** The same, as attributes: kebab-case names, string values (a number attribute takes its text too). */
export type JobBoardElementAttributes<Tag extends JobBoardTag> = {
  [K in keyof JobBoardElementProperties<Tag> as K extends string ? (KebabCase<K> extends K ? never : KebabCase<K>) : never]?: string | number;
};

/** The event objects of a tag, by event name. */
export type JobBoardElementEvents<Tag extends JobBoardTag> = {
  [E in JobBoardElements[Tag]['events']]: HTMLElementEventMap[E];
};
