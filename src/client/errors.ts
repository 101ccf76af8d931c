/**
 * The one error type of the client, and the predicates the element builds its error states on.
 */

/**
 * What went wrong. The API's own `error.code` values (api-spec §7, and the reference server's
 * choices for what the spec leaves unnamed: not found, bad parameters, 429 and 5xx), the
 * configuration codes (`ERR_BASE_URL_*`, also `ERR_INVALID_TOKEN` for a token that cannot be sent),
 * and the three codes the client adds itself:
 *
 * - `NETWORK_ERROR`: no response arrived (offline, DNS, CORS refusal, connection cut).
 * - `TIMEOUT`: no complete answer within `timeoutMs`.
 * - `BAD_RESPONSE`: an answer the client cannot read: not JSON, the wrong shape, a redirect, or
 *   an error status without a usable `error.code`.
 *
 * Any other string the API sends is passed through unchanged, hence `(string & {})`.
 */
export type JobBoardErrorCode =
  | 'ERR_TOKEN_MISSING'
  | 'ERR_INVALID_TOKEN'
  | 'ERR_FEATURE_NOT_ENABLED'
  | 'ERR_INSUFFICIENT_SCOPE'
  | 'ERR_NOT_FOUND'
  | 'ERR_INVALID_PARAMETER'
  | 'ERR_INVALID_CURSOR'
  | 'ERR_RATE_LIMITED'
  | 'ERR_INTERNAL'
  | 'ERR_BAD_GATEWAY'
  | 'ERR_SERVICE_UNAVAILABLE'
  | 'ERR_GATEWAY_TIMEOUT'
  | 'ERR_BASE_URL_MISSING'
  | 'ERR_BASE_URL_INVALID'
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'BAD_RESPONSE'
  | (string & {}); // keeps the known codes in editors' autocompletion

/** The fields of a {@link JobBoardApiError}, as plain data (also the `job-board-error` detail). */
export interface JobBoardErrorDetail {
  /** HTTP status of the response, or 0 when no response arrived (or no request was sent). */
  status: number;
  code: JobBoardErrorCode;
  message: string;
  /** The response's `meta.request_id`, when it had one. */
  requestId?: string;
}

export interface JobBoardApiErrorInit extends JobBoardErrorDetail {
  /** How long the API asked the client to wait (`Retry-After`), in ms, when it said. */
  retryAfterMs?: number;
  cause?: unknown;
}

/** Every failure of the client except a caller's abort (see {@link isAbortError}). */
export class JobBoardApiError extends Error implements JobBoardErrorDetail {
  override readonly name = 'JobBoardApiError';
  readonly status: number;
  readonly code: JobBoardErrorCode;
  readonly requestId?: string;
  readonly retryAfterMs?: number;

  constructor(init: JobBoardApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    if (init.requestId !== undefined) this.requestId = init.requestId;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }

  /** The plain detail (no stack, no cause), e.g. for an event's `detail` or a log line. */
  toJSON(): JobBoardErrorDetail {
    const detail: JobBoardErrorDetail = { status: this.status, code: this.code, message: this.message };
    if (this.requestId !== undefined) detail.requestId = this.requestId;
    return detail;
  }
}

/**
 * Whether `error` is a {@link JobBoardApiError}, also one made by another copy of this module
 * (e.g. the CDN bundle and the npm build on one page), where `instanceof` fails.
 */
export function isJobBoardApiError(error: unknown): error is JobBoardApiError {
  if (error instanceof JobBoardApiError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<Record<'name' | 'status' | 'code', unknown>>;
  return candidate.name === 'JobBoardApiError' && typeof candidate.status === 'number' && typeof candidate.code === 'string';
}

/** Whether `error` is the rejection of an aborted request: not a failure to show anyone. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The standard rejection of an aborted operation, as `fetch` gives it. */
export function createAbortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** How the client's message for an unreadable answer says it was a web page (see parse.ts). */
export const HTML_ANSWER = 'with an HTML page';

/**
 * Whether an unreadable answer (`BAD_RESPONSE`) was an HTML page rather than JSON: the address
 * points at a web page (the site itself, a login page, a proxy's error page), not at the API.
 */
export function isHtmlAnswer(error: JobBoardErrorDetail): boolean {
  return error.code === 'BAD_RESPONSE' && error.message.includes(HTML_ANSWER);
}

const USER_RETRYABLE_CODES: ReadonlySet<string> = new Set(['NETWORK_ERROR', 'TIMEOUT', 'BAD_RESPONSE']);

/**
 * Whether trying the same request again later can help, i.e. whether to offer the visitor a
 * Retry button: network errors, timeouts, unreadable answers, 408, 429 and 5xx. Not for 401 and
 * 403 (the token or the account must change first), other 4xx, configuration errors, aborts, or
 * anything that is not a {@link JobBoardApiError}.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isJobBoardApiError(error)) return false;
  if (USER_RETRYABLE_CODES.has(error.code)) return true;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}
