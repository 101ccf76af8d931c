/**
 * What the board says when something goes wrong, and to whom: a failed request is told to the
 * page (`job-board-error`, for a site's own handling and counting) and to the site's developer
 * (a console hint that names the cause and the fix, once per board and cause); a setup mistake
 * (a wrong attribute) only to the developer. The hints' long texts load with their own chunk
 * after a failure (developer-hints.ts), so the host's `updateComplete` waits for `pending`.
 */
import { isAbortError } from '../../client/index.js';
import { emit } from '../../events.js';
import { DeveloperWarnings } from './developer-messages.js';
import type { FailedRequest } from '../../core/error-text.js';
import { toErrorDetail } from '../../core/view-model.js';

/** The board, as the reports read it: where its requests went, and the element the event comes from. */
export interface ErrorReportHost extends HTMLElement {
  readonly source: string;
  readonly baseUrl: string;
}

/** The board's failed requests as its data has them in an update: values the board hands on. */
export interface BoardFailures {
  listing: unknown;
  detail: unknown;
  /** Of a list of boards, those that failed while others answered: one list per answer of the boards. */
  boards?: readonly unknown[];
  /** Whether the board shows jobs from an earlier answer: a network error is then the visitor's connection, no setup mistake. */
  shownJobs?: boolean;
}

const NO_BOARDS: readonly unknown[] = [];

export class ErrorReports {
  readonly #host: ErrorReportHost;
  readonly #warnings = new DeveloperWarnings();
  /** The last failure of each request told. */
  readonly #told: Partial<Record<FailedRequest, unknown>> = {};
  /** The failed boards of a source list last told: one list per answer of the boards. */
  #toldBoards: readonly unknown[] = [];

  constructor(host: ErrorReportHost) {
    this.#host = host;
  }

  /** Says a setup mistake to the developer, once per key; bound, so it can be handed on as it is. */
  readonly warn = this.#warnings.warn;

  /** A console hint still loading. */
  get pending(): Promise<void> | undefined {
    return this.#warnings.pending;
  }

  /**
   * The board's failed requests as its data has them now (values the board hands on in each
   * update): each failure is told once, when it is first seen.
   */
  report({ listing, detail, boards = NO_BOARDS, shownJobs = false }: BoardFailures): void {
    const failures = { listing, detail };
    for (const request of ['listing', 'detail'] as const) {
      const failure = failures[request];
      if (failure === undefined || failure === this.#told[request]) continue;
      this.#told[request] = failure;
      // After the update that saw it: a listener that sets a property starts an update of its own.
      queueMicrotask(() => this.failed(failure, request, shownJobs));
    }
    // Of several boards, one that failed while others answered: the visitor sees the others' jobs,
    // the page and the developer hear which board is missing (its error's message names it).
    if (boards === this.#toldBoards) return;
    this.#toldBoards = boards;
    for (const failure of boards) queueMicrotask(() => this.failed(failure, 'listing', shownJobs));
  }

  /**
   * Tells the page and the developer that `request` failed (not for an abort, which is the board's
   * own doing); `shownJobs`: the board shows jobs from an earlier answer. The hint is said once its
   * chunk is here.
   */
  failed(error: unknown, request: FailedRequest, shownJobs = false): void {
    if (isAbortError(error)) return;
    const detail = toErrorDetail(error);
    const { source, baseUrl } = this.#host;
    const facts = { baseUrl, request, shownJobs };
    this.#warnings.hint((hints, warn) => (source ? hints.sourceHint(detail, source, warn) : hints.apiHint(detail, facts, warn)));
    emit(this.#host, 'job-board-error', detail);
  }
}
