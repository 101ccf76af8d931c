/**
 * A board's setup mistakes as errors: reported like an API error (status 0) with a message that
 * names the attribute and the fix, never sent. The element, the server render and the CLI's
 * client go through `clientPlan`, which throws them.
 */
import { JobBoardApiError } from '../client/errors.js';
import { SOURCE_FORMS } from '../client/sources/source.js';
import { planClient, type ClientPlan, type ClientSettings, type SetupErrorCode } from './client-plan.js';

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

/** The client `settings` ask for (see planClient); throws the setup mistake (setupError). */
export function clientPlan(settings: ClientSettings, documentBase: string): ClientPlan {
  const plan = planClient(settings, documentBase);
  if ('mistake' in plan) throw setupError(plan.mistake, plan.value);
  return plan;
}
