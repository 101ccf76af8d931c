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
import type { FailedRequest } from './error-text.js';
import { toErrorDetail } from './view-model.js';

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
