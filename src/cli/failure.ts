/**
 * How a command says what went wrong once it started its work (the API, a limit, a file), in one
 * line, and how it keeps the token out of everything it prints.
 */
import { isJobBoardApiError, type JobBoardApiError } from '../client/index.js';
import { withNetworkCause } from '../client/network-cause.js';

/** A failure after the command started its work (the API, a limit, a file): exit 1. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}

/** One line for a failure: the API's status, message, code and request id, or the error's own message and code. */
export function describeFailure(error: unknown): string {
  if (error instanceof CommandError) return error.message;
  if (isJobBoardApiError(error)) {
    // A source's unknown board: its message names the vendor, the board and the address asked.
    if (error.code === 'ERR_BOARD_NOT_FOUND') return `${error.message} (${error.code})`;
    const request = error.requestId === undefined ? '' : `, request ${error.requestId}`;
    const where = error.status === 0 ? 'the API could not be read' : `the API answered HTTP ${error.status}`;
    // Node names a dead port or an unknown host (ECONNREFUSED, ENOTFOUND): say it, with its likely cause.
    const { message } = withNetworkCause(error) as JobBoardApiError;
    return `${where}: ${message} (${error.code}${request})`;
  }
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return `${message}${typeof code === 'string' ? ` (${code})` : ''}`;
}

/** `text` with every occurrence of the token replaced. */
export function redact(text: string, token: string): string {
  return token === '' ? text : text.split(token).join('[token]');
}

/**
 * What a command says of the boards of a `--source` list that failed while the others answered:
 * one line each, naming the board and why, and that their posts are left out this time (their
 * earlier pages stay: a failed read says nothing of whether a job closed).
 */
export function boardFailuresText(command: string, failures: readonly unknown[]): string {
  if (failures.length === 0) return '';
  const boards = failures.length === 1 ? '1 board' : `${failures.length} boards`;
  return `job-board-element ${command}: ${boards} of --source could not be read, so their posts are left out (the other boards' are in; no page of theirs is removed):\n${failures.map((error) => `  ${boardFailure(error)}\n`).join('')}`;
}

/**
 * One failed board of several: its message first, which names the board and the vendor's answer
 * (describeFailure's "the API answered HTTP 503: " would put "the API", the Job Boards API, before
 * the board's name and say the status twice).
 */
function boardFailure(error: unknown): string {
  if (!isJobBoardApiError(error)) return describeFailure(error);
  const { message } = withNetworkCause(error) as JobBoardApiError;
  const request = error.requestId === undefined ? '' : `, request ${error.requestId}`;
  return `${message} (${error.code}${request})`;
}
