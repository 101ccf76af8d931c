/**
 * The error view's words: what a site visitor reads for each error, and whether Retry is offered.
 */
import type { JobBoardErrorDetail } from '../../events.js';
import { format, type JobBoardStrings } from '../../i18n/strings.js';

export interface ErrorView {
  /** What a site visitor reads. */
  text: string;
  /** Whether a Retry button can help: not for a bad token or a missing permission. */
  retryable: boolean;
}

const SCOPE_IN_MESSAGE = /required scope:\s*(\S+)/i;

/** Turns an error into words a visitor understands, and says whether trying again can help. */
export function describeError(error: JobBoardErrorDetail, strings: JobBoardStrings): ErrorView {
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
      const scope = SCOPE_IN_MESSAGE.exec(error.message)?.[1]?.replace(/[.,;]+$/, '') ?? '?';
      return { text: format(strings.errorScope, { scope }), retryable: false };
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
