/**
 * The error view's words: what a site visitor reads for each error, and whether Retry is offered.
 */
import { isHtmlAnswer } from '../client/errors.js';
import type { JobBoardErrorDetail } from '../events.js';
import { format } from '../i18n/format.js';
import type { JobBoardStrings } from '../i18n/types.js';

export interface ErrorView {
  /** What a site visitor reads. */
  text: string;
  /** Whether a Retry button can help: not for a bad token or a missing permission. */
  retryable: boolean;
}

const SCOPE_IN_MESSAGE = /required scope:\s*(\S+)/i;

/** The scope an ERR_INSUFFICIENT_SCOPE's message names ("… missing the required scope: job_boards:read"), or "?". */
export function scopeOf(message: string): string {
  return SCOPE_IN_MESSAGE.exec(message)?.[1]?.replace(/[.,;]+$/, '') ?? '?';
}

/** Which request failed: the listing's, or an open job's. */
export type FailedRequest = 'listing' | 'detail';

/**
 * Turns an error into words a visitor understands, and says whether trying again can help. A
 * setup mistake reads the same whatever it is ("Jobs can't be shown right now."): the visitor can't
 * fix it, and the console tells the site's developer what to change (developer-messages.ts).
 */
export function describeError(error: JobBoardErrorDetail, strings: JobBoardStrings, request: FailedRequest = 'detail'): ErrorView {
  // The listing's address is the base URL's: a 404 there (`/v1` twice, a wrong path) is the setup,
  // never a closed job, whatever the body. An open job's 404 is a closed job.
  if (request === 'listing' && error.status === 404) return { text: strings.errorSetup, retryable: false };
  // A web page instead of the API's JSON: base-url points at a site, a login or a proxy's page.
  // A 5xx page stays a server's failure below, which a retry may cure.
  if (isHtmlAnswer(error) && error.status < 500) return { text: strings.errorSetup, retryable: false };
  switch (error.code) {
    case 'ERR_TOKEN_MISSING':
    case 'ERR_BASE_URL_MISSING':
    case 'ERR_BASE_URL_INVALID':
    case 'ERR_SOURCE_INVALID':
    // A source's board the vendor doesn't have: the site names the wrong one, and no retry changes that.
    case 'ERR_BOARD_NOT_FOUND':
      return { text: strings.errorSetup, retryable: false };
    case 'ERR_INVALID_TOKEN':
      return { text: strings.errorInvalidToken, retryable: false };
    case 'ERR_FEATURE_NOT_ENABLED':
      return { text: strings.errorNotEnabled, retryable: false };
    case 'ERR_INSUFFICIENT_SCOPE': {
      return { text: format(strings.errorScope, { scope: scopeOf(error.message) }), retryable: false };
    }
    case 'ERR_NOT_FOUND':
      return { text: strings.jobNotFound, retryable: false };
    case 'NETWORK_ERROR':
      return { text: strings.errorNetwork, retryable: true };
    case 'TIMEOUT':
      return { text: strings.errorTimeout, retryable: true };
  }
  // Before BAD_RESPONSE: a 401 or 403 whose body we cannot read (a proxy's HTML page) is still a
  // refusal that no retry can change.
  if (error.status === 401 || error.status === 403) return { text: strings.errorSetup, retryable: false };
  if (error.code === 'BAD_RESPONSE') return { text: strings.errorBadResponse, retryable: true };
  if (error.status === 429) return { text: strings.errorRateLimited, retryable: true };
  if (error.status >= 500) return { text: strings.errorUnavailable, retryable: true };
  // A request the client refused to send (status 0 with one of its ERR_ codes) fails the same way
  // every time; anything else with no response may pass on another try.
  return { text: strings.errorUnknown, retryable: error.status === 0 && !error.code.startsWith('ERR_') };
}
