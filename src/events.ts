/**
 * The events the elements fire, with their detail types. Every event bubbles and is composed, so a
 * page listens on the board (or on `document`) whatever shadow roots lie between.
 */
import type { JobPost } from './client/index.js';

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

export interface JobBoardChangeDetail {
  page: number;
  query: string;
  workplaces: string[];
  /** The open job post's id, `""` for the listing. */
  job: string;
}

export interface JobBoardErrorDetail {
  /** The HTTP status, or 0 when no response arrived. */
  status: number;
  /** The API's `error.code`, or `NETWORK_ERROR`, `TIMEOUT`, `BAD_RESPONSE`, `ERR_TOKEN_MISSING`, `ERR_BASE_URL_MISSING`. */
  code: string;
  message: string;
  /** The response's `meta.request_id`, when there was one. */
  requestId: string | undefined;
}

export interface JobBoardSearchDetail {
  query: string;
}

export interface JobBoardWorkplacesDetail {
  workplaces: string[];
}

declare global {
  interface HTMLElementEventMap {
    'job-board-load': CustomEvent<JobBoardLoadDetail>;
    'job-board-select': CustomEvent<JobBoardSelectDetail>;
    'job-board-change': CustomEvent<JobBoardChangeDetail>;
    'job-board-error': CustomEvent<JobBoardErrorDetail>;
    'job-board-search': CustomEvent<JobBoardSearchDetail>;
    'job-board-workplaces': CustomEvent<JobBoardWorkplacesDetail>;
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
