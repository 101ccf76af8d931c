/**
 * `job-board-element/react`: the three tags in React 19's JSX, typed. Import it once (for types
 * only) beside the package:
 *
 * ```ts
 * import 'job-board-element';
 * import type {} from 'job-board-element/react';
 * ```
 *
 * React 19 sets a custom element's properties (`workplaces={['remote']}`, `strings={{…}}`) and
 * adds `on<event-name>` props as listeners (`onjob-board-select`), each typed with its detail.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { JobBoardElementAttributes, JobBoardElementEvents, JobBoardElementProperties, JobBoardElements, JobBoardTag } from './element-types.js';

/** The props of a tag in JSX: React's HTML props, the element's properties and attributes, and `on<event>` listeners. */
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

/** Every tag of the package, for JSX. */
export type JobBoardIntrinsicElements = { [Tag in JobBoardTag]: JobBoardJsxProps<Tag> };
