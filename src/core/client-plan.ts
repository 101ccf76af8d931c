/**
 * The client a board's settings ask for, with the setup mistakes found before any request: the
 * element, the server render and the CLI make their client from this plan, so a board that is
 * not set up fails the same way everywhere, with the same code and message, and nothing is sent.
 */
import { JobBoardApiError } from '../client/errors.js';
import { parseSource, SOURCE_FORMS } from '../client/sources/source.js';
import { parseBaseUrl } from '../client/url.js';

export type SetupErrorCode = 'ERR_TOKEN_MISSING' | 'ERR_BASE_URL_MISSING' | 'ERR_BASE_URL_INVALID' | 'ERR_SOURCE_INVALID';

/** The setup mistakes' messages, for the console and for `job-board-error`'s `message`. */
export const SETUP_MESSAGES: Readonly<Record<SetupErrorCode, (value: string) => string>> = {
  ERR_TOKEN_MISSING: () => 'the token attribute is missing: set it to your Job Boards token.',
  ERR_BASE_URL_MISSING: () => 'the base-url attribute is missing: set it to the API base address.',
  ERR_BASE_URL_INVALID: (baseUrl) => `base-url is not an http(s) address ("${baseUrl}"): set it to the API base address.`,
  ERR_SOURCE_INVALID: (source) => `source must be ${SOURCE_FORMS} ("${source}"); nothing is loaded.`,
};

/** A setup mistake: reported like an API error (status 0), never sent. */
export function setupError(code: SetupErrorCode, value = ''): JobBoardApiError {
  return new JobBoardApiError({ status: 0, code, message: SETUP_MESSAGES[code](value) });
}

/** A setup mistake found before any request (see setupError). */
export function isSetupError(error: unknown): error is JobBoardApiError {
  return error instanceof JobBoardApiError && error.status === 0 && Object.hasOwn(SETUP_MESSAGES, error.code);
}

/** The settings the client depends on, as the board has them. */
export interface ClientSettings {
  source: string;
  token: string;
  baseUrl: string;
  timeoutMs: number;
}

/** Which client to make: the Applicant Tracking Service API's, or a vendor's public board's. */
export type ClientPlan =
  | { kind: 'api'; baseUrl: string; token: string; timeoutMs: number }
  | { kind: 'source'; source: string; /** The host that replaces the vendor's. */ baseUrl?: string; timeoutMs: number };

/**
 * The client `settings` ask for, the base address resolved against `documentBase` (the page's,
 * a `<base href>` included) as a browser resolves it. Throws the setup mistake (setupError):
 * a source no vendor's form matches, a missing token or base address, an address that is not
 * http(s).
 */
export function clientPlan(settings: ClientSettings, documentBase: string): ClientPlan {
  const source = settings.source.trim();
  const token = settings.token.trim();
  const baseUrl = settings.baseUrl.trim();
  if (source && !parseSource(source)) throw setupError('ERR_SOURCE_INVALID', source);
  if (!source && !token) throw setupError('ERR_TOKEN_MISSING');
  if (!source && !baseUrl) throw setupError('ERR_BASE_URL_MISSING');
  let resolved = '';
  if (baseUrl) {
    try {
      resolved = new URL(baseUrl, documentBase || undefined).href;
    } catch {
      throw setupError('ERR_BASE_URL_INVALID', baseUrl);
    }
    if (!('prefix' in parseBaseUrl(resolved))) throw setupError('ERR_BASE_URL_INVALID', baseUrl);
  }
  if (source) return { kind: 'source', source, ...(resolved ? { baseUrl: resolved } : {}), timeoutMs: settings.timeoutMs };
  return { kind: 'api', baseUrl: resolved, token, timeoutMs: settings.timeoutMs };
}

/** A key that changes exactly when the plan's client would: a board keeps one client per key. */
export function clientKey(plan: ClientPlan): string {
  return JSON.stringify(plan);
}
