/**
 * The error view's words: what a site visitor reads for each error, and whether Retry is offered.
 * A lazily loaded chunk with the English error texts, since most visits never see an error; the
 * board shows `errorNetwork` with Retry where the chunk itself cannot be loaded.
 */
import type { JobBoardErrorDetail } from '../../../events.js';
import { addEnglishTexts, format, type JobBoardStrings, type PartTextKey } from '../../../i18n/strings.js';

/** The error texts' English, added as the chunk loads (see PartTextKey). */
export const ERROR_TEXTS = {
  jobNotFound: 'This job is no longer available.',
  errorSetup: 'This job board is not set up correctly, so jobs cannot be shown.',
  errorInvalidToken: 'This job board’s access key is not valid, so jobs cannot be shown.',
  errorNotEnabled: 'Job listings are not enabled for this site yet.',
  errorScope: 'This job board’s access key lacks the permission “{scope}”, so jobs cannot be shown.',
  errorTimeout: 'The job listings took too long to answer. Please try again.',
  errorRateLimited: 'The job listings are busy right now. Please try again in a moment.',
  errorUnavailable: 'The job listings are temporarily unavailable. Please try again soon.',
  errorBadResponse: 'The job listings sent an answer we could not read. Please try again.',
  errorUnknown: 'Something went wrong while loading the jobs. Please try again.',
} satisfies Partial<Pick<JobBoardStrings, PartTextKey>>;

addEnglishTexts(ERROR_TEXTS);

/**
 * What the board says to the site's developer, by key: in the console, and as the message of a
 * setup mistake's `job-board-error`. `value` is the value at fault, or the one used instead.
 */
export const MESSAGES: Readonly<Record<string, (value: string) => string>> = {
  ERR_TOKEN_MISSING: () => 'the token attribute is missing: set it to your Job Boards token.',
  ERR_BASE_URL_MISSING: () => 'the base-url attribute is missing: set it to the API base address.',
  ERR_BASE_URL_INVALID: (baseUrl) => `base-url is not an http(s) address ("${baseUrl}"): set it to the API base address.`,
  'page-size': (limit) => `page-size must be a number from 1 to 100; using ${limit}.`,
  page: () => 'page must be a whole number from 1; showing page 1.',
  paging: () => 'paging must be "pages" or "more"; using "pages".',
  routing: () => 'routing must be "query", "hash", "none" or "path" (path routing needs the job-board-ssr.js script or the npm package); using "query".',
  limit: (limit) => `the API sent more posts than limit=${limit}; showing the first ${limit}.`,
};

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
