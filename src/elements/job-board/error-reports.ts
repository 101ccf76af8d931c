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

export interface ErrorReportOptions {
  /** Whether the board shows jobs from an earlier answer, which a hint takes into account. */
  shownJobs(): boolean;
}

export class ErrorReports {
  readonly #host: ErrorReportHost;
  readonly #options: ErrorReportOptions;
  readonly #warnings = new DeveloperWarnings();
  /** The last failure of each request told. */
  readonly #told: Partial<Record<FailedRequest, unknown>> = {};
  /** The failed boards of a source list last told: one list per answer of the boards. */
  #toldBoards: readonly unknown[] = [];

  constructor(host: ErrorReportHost, options: ErrorReportOptions) {
    this.#host = host;
    this.#options = options;
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
  report(failures: Readonly<Record<FailedRequest, unknown>>, boards: readonly unknown[] = []): void {
    for (const request of ['listing', 'detail'] as const) {
      const failure = failures[request];
      if (failure === undefined || failure === this.#told[request]) continue;
      this.#told[request] = failure;
      // After the update that saw it: a listener that sets a property starts an update of its own.
      queueMicrotask(() => this.failed(failure, request));
    }
    // Of several boards, one that failed while others answered: the visitor sees the others' jobs,
    // the page and the developer hear which board is missing (its error's message names it).
    if (boards === this.#toldBoards) return;
    this.#toldBoards = boards;
    for (const failure of boards) queueMicrotask(() => this.failed(failure, 'listing'));
  }

  /**
   * Tells the page and the developer that `request` failed (not for an abort, which is the board's
   * own doing). The hint is said once its chunk is here, with the facts as they are now.
   */
  failed(error: unknown, request: FailedRequest): void {
    if (isAbortError(error)) return;
    const detail = toErrorDetail(error);
    const { source, baseUrl } = this.#host;
    const facts = { baseUrl, request, shownJobs: this.#options.shownJobs() };
    this.#warnings.hint((hints, warn) => (source ? hints.sourceHint(detail, source, warn) : hints.apiHint(detail, facts, warn)));
    emit(this.#host, 'job-board-error', detail);
  }
}
