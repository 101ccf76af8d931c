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
