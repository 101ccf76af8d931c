/**
 * The events the elements fire, with their detail types. Every event bubbles and is composed, so a
 * page listens on the board (or on `document`) whatever shadow roots lie between.
 */
import type { JobBoardErrorDetail, JobPost } from './client/index.js';
import type { BoardRoute } from './routing/route-params.js';

export interface JobBoardLoadDetail {
  page: number;
  totalPages: number;
  totalCount: number;
  limit: number;
  posts: JobPost[];
}

export interface JobBoardSelectDetail {
  id: string;
  /** The listing's copy of the post, when the listing holds it. */
  post: JobPost | undefined;
}

/** `job-board-change`'s detail: the board's route, the state its URL carries (a fresh copy per event). */
export type JobBoardChangeDetail = BoardRoute;

export interface JobBoardApplyDetail {
  id: string;
  /** The post shown: the full post, or the listing's copy while it loads. */
  post: JobPost;
  /** Where the Apply link goes. */
  url: string;
}

/**
 * `job-board-error`'s detail: the client's error as plain data, one type for the main entry and
 * for `job-board-element/client`. `requestId` is the response's `meta.request_id`, when it had one.
 */
export type { JobBoardErrorDetail };

export interface JobBoardSearchDetail {
  query: string;
}

export interface JobBoardWorkplacesDetail {
  workplaces: string[];
}

/** What `<job-board-filter>` filters by. */
export type JobBoardFilterBy = 'department' | 'office' | 'employment-type';

export interface JobBoardFilterDetail {
  by: JobBoardFilterBy;
  /** The chosen value, `""` for all. */
  value: string;
}

declare global {
  interface HTMLElementEventMap {
    'job-board-load': CustomEvent<JobBoardLoadDetail>;
    'job-board-select': CustomEvent<JobBoardSelectDetail>;
    'job-board-change': CustomEvent<JobBoardChangeDetail>;
    'job-board-error': CustomEvent<JobBoardErrorDetail>;
    'job-board-apply': CustomEvent<JobBoardApplyDetail>;
    'job-board-search': CustomEvent<JobBoardSearchDetail>;
    'job-board-workplaces': CustomEvent<JobBoardWorkplacesDetail>;
    'job-board-filter': CustomEvent<JobBoardFilterDetail>;
  }
}

/** Dispatches a bubbling, composed event; returns false when a listener cancelled it. */
export function emit<K extends keyof HTMLElementEventMap>(
  target: EventTarget,
  type: K,
  detail: HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never,
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}
