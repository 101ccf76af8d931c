/**
 * `job-board-element/react`: React components for React 18 and 19, and the tags in React 19's JSX.
 *
 * The components, made with `@lit/react`, work alike in React 18 and 19: camelCase props are set on
 * the element as properties (`workplaces={['remote']}`, `strings={{…}}`, `pageSize={5}`) and
 * `on<Event>` props are added as listeners (`onJobBoardSelect`), each typed with its detail.
 * Importing this module registers the elements.
 *
 * ```tsx
 * import { JobBoard, JobBoardSearch } from 'job-board-element/react';
 *
 * <JobBoard token="…" baseUrl="https://api.example.com" workplaces={['remote']}
 *   onJobBoardSelect={(event) => console.log(event.detail.id)}>
 *   <JobBoardSearch label="Search roles" />
 * </JobBoard>
 * ```
 *
 * React 18 needs the components: it sets no properties on a bare custom element and adds no
 * listeners for its events, so there `<job-board workplaces={['remote']}>` passes a string
 * attribute and `onjob-board-select` does nothing. React 19 does both, and the bare tags are typed
 * in its JSX once this module is imported for its types:
 *
 * ```ts
 * import 'job-board-element';
 * import type {} from 'job-board-element/react';
 * ```
 *
 * On a Node server (React's `renderToString`, Next.js) the module imports without a DOM: Lit's node
 * build shims `customElements` and the elements' base class (no global `HTMLElement`), and
 * `@lit/react`'s node build renders the bare tag with React's own props (`id`, `className`) and
 * its children; the element's properties and listeners are set in the browser, as the page hydrates.
 */
// Next.js App Router and other React Server Components setups: the components use hooks, so a
// server component that renders one hands it to the client (the tags still render on the server).
'use client';

import React, { type ForwardRefExoticComponent, type HTMLAttributes, type DetailedHTMLProps, type RefAttributes } from 'react';
import { createComponent, type EventName } from '@lit/react';
import { JobBoard as JobBoardElement } from '../elements/job-board/job-board.js';
import { JobBoardSearch as JobBoardSearchElement } from '../elements/job-board-search/job-board-search.js';
import { JobBoardWorkplaceFilter as JobBoardWorkplaceFilterElement } from '../elements/job-board-workplace-filter/job-board-workplace-filter.js';
import { JobBoardFilter as JobBoardFilterElement } from '../elements/job-board-filter/job-board-filter.js';
import type {
  JobBoardApplyDetail,
  JobBoardChangeDetail,
  JobBoardErrorDetail,
  JobBoardFilterDetail,
  JobBoardLoadDetail,
  JobBoardSearchDetail,
  JobBoardSelectDetail,
  JobBoardWorkplacesDetail,
} from '../events.js';
import type { JobBoardElementAttributes, JobBoardElementEvents, JobBoardElementProperties, JobBoardElements, JobBoardTag } from './element-types.js';

type EventProps = Record<string, EventName>;

/**
 * The props of a component: React's HTML props (`id`, `className`, `style`, `children`, `ref` to
 * the element), the element's own settable properties (camelCase, set as properties; `strings`
 * partial) and its events as `on<Event>` listeners.
 */
export type JobBoardComponentProps<Tag extends JobBoardTag, Events extends EventProps> = Omit<
  HTMLAttributes<JobBoardElements[Tag]['element']>,
  keyof Events | keyof JobBoardElementProperties<Tag>
> &
  JobBoardElementProperties<Tag> & { [K in keyof Events]?: (event: Events[K]['__eventType']) => void } & RefAttributes<JobBoardElements[Tag]['element']>;

/** A component of this module: a React component that renders the tag and forwards its ref to the element. */
export type JobBoardComponent<Tag extends JobBoardTag, Events extends EventProps> = ForwardRefExoticComponent<JobBoardComponentProps<Tag, Events>>;

const boardEvents = {
  onJobBoardLoad: 'job-board-load' as EventName<CustomEvent<JobBoardLoadDetail>>,
  onJobBoardSelect: 'job-board-select' as EventName<CustomEvent<JobBoardSelectDetail>>,
  onJobBoardChange: 'job-board-change' as EventName<CustomEvent<JobBoardChangeDetail>>,
  onJobBoardError: 'job-board-error' as EventName<CustomEvent<JobBoardErrorDetail>>,
  onJobBoardApply: 'job-board-apply' as EventName<CustomEvent<JobBoardApplyDetail>>,
};
const searchEvents = { onJobBoardSearch: 'job-board-search' as EventName<CustomEvent<JobBoardSearchDetail>> };
const workplaceFilterEvents = { onJobBoardWorkplaces: 'job-board-workplaces' as EventName<CustomEvent<JobBoardWorkplacesDetail>> };
const filterEvents = { onJobBoardFilter: 'job-board-filter' as EventName<CustomEvent<JobBoardFilterDetail>> };

/**
 * A component of `tagName`, typed from its element's own properties rather than from
 * `@lit/react`'s reading of the class (which would take `strings`' getter type and the read-only
 * `status`, `posts` and `totalCount` as props).
 */
function component<Tag extends JobBoardTag, Events extends EventProps>(
  tagName: Tag,
  elementClass: new () => JobBoardElements[Tag]['element'],
  events: Events,
  displayName: string,
): JobBoardComponent<Tag, Events> {
  return createComponent({ react: React, tagName, elementClass, events, displayName }) as unknown as JobBoardComponent<Tag, Events>;
}

/**
 * `<job-board>` as a React component. Props: `token`, `baseUrl`, `pageSize`, `page`, `query`,
 * `workplaces`, `job`, `routing`, `strings` (a partial override of the texts) and every other
 * property of the board. Events: `onJobBoardLoad`, `onJobBoardSelect` (call
 * `event.preventDefault()` to keep the listing and navigate yourself), `onJobBoardChange`,
 * `onJobBoardError`, `onJobBoardApply`. Its children go in the board's slots.
 */
export const JobBoard = /* @__PURE__ */ component('job-board', JobBoardElement, boardEvents, 'JobBoard');

/**
 * `<job-board-search>` as a React component. Props: `label`, `placeholder`, `value`, `debounce`.
 * Event: `onJobBoardSearch` (`{ query }`). Inside a `JobBoard` it searches the board.
 */
export const JobBoardSearch = /* @__PURE__ */ component('job-board-search', JobBoardSearchElement, searchEvents, 'JobBoardSearch');

/**
 * `<job-board-workplace-filter>` as a React component. Props: `label`, `options` and `value`
 * (arrays of workplace values), `labels`. Event: `onJobBoardWorkplaces` (`{ workplaces }`).
 */
export const JobBoardWorkplaceFilter = /* @__PURE__ */ component('job-board-workplace-filter', JobBoardWorkplaceFilterElement, workplaceFilterEvents, 'JobBoardWorkplaceFilter');

/**
 * `<job-board-filter>` as a React component. Props: `by` (`"department"`, `"office"` or
 * `"employment-type"`), `label`, `value`. Event: `onJobBoardFilter` (`{ by, value }`).
 */
export const JobBoardFilter = /* @__PURE__ */ component('job-board-filter', JobBoardFilterElement, filterEvents, 'JobBoardFilter');

/** The props of a bare tag in React 19's JSX: React's HTML props, the element's properties and attributes, and `on<event-name>` listeners. */
export type JobBoardJsxProps<Tag extends JobBoardTag> = DetailedHTMLProps<HTMLAttributes<JobBoardElements[Tag]['element']>, JobBoardElements[Tag]['element']> &
  JobBoardElementProperties<Tag> &
  JobBoardElementAttributes<Tag> & {
    [E in keyof JobBoardElementEvents<Tag> as `on${E & string}`]?: (event: JobBoardElementEvents<Tag>[E]) => void;
  };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements extends JobBoardIntrinsicElements {}
  }
}

/** Every tag of the package, for React 19's JSX. */
export type JobBoardIntrinsicElements = { [Tag in JobBoardTag]: JobBoardJsxProps<Tag> };
