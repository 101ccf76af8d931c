/**
 * What a failed `fetch` says of its cause on a server or in the CLI. Node's fetch rejects with
 * `TypeError: fetch failed` whose `cause` carries a system code (`ECONNREFUSED`, `ENOTFOUND`…):
 * a dead port and a wrong host name can be told apart there. A browser gives no cause (a refused
 * connection and a CORS block are the same TypeError), so nothing here runs in the board.
 */
import { isJobBoardApiError, JobBoardApiError } from './errors.js';

/** A system code's likely cause, in words a site's developer acts on. */
const CAUSES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'nothing accepts connections there; is the server running, at that host and port?',
  ENOTFOUND: 'the host name is not found; check its spelling, and that this machine can resolve it',
  EAI_AGAIN: 'the host name could not be resolved just now; check this machine\'s DNS',
  ECONNRESET: 'the connection was reset; a proxy or firewall between may cut it, or the server closed it',
  ETIMEDOUT: 'the connection timed out; a firewall may drop it, or the host is down',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out; a firewall may drop it, or the host is down',
  EHOSTUNREACH: 'the host is unreachable from this machine',
  ENETUNREACH: 'the network is unreachable from this machine',
  EPROTO: 'TLS failed; is it an http:// server given as https://?',
  ERR_SSL_WRONG_VERSION_NUMBER: 'TLS failed; is it an http:// server given as https://?',
};

/** The system code in `error`'s chain of causes (at most four deep), or undefined. */
function systemCode(error: unknown): string | undefined {
  let cause: unknown = (error as { cause?: unknown } | null)?.cause;
  for (let depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `error`'s cause in words (`ECONNREFUSED: nothing accepts connections there…`), or '' when it names none. */
export function networkCause(error: unknown): string {
  const code = systemCode(error);
  // The Fetch standard blocks some ports (1, 25, 6000…) before connecting, a browser's fetch too.
  if (code === undefined && /^bad port$/i.test(String((error as { cause?: { cause?: { message?: unknown } } } | null)?.cause?.cause?.message))) {
    return 'bad port: fetch refuses this port, one the Fetch standard blocks (such as 1, 25 or 6000); serve it on another';
  }
  if (code === undefined) return '';
  const words = CAUSES[code] ?? (/CERT|SSL|TLS/.test(code) ? 'its TLS certificate was refused' : 'no answer arrived');
  return `${code}: ${words}`;
}

/** A `NETWORK_ERROR` with its cause added to its message, when Node named one; any other error as it is. */
export function withNetworkCause(error: unknown): unknown {
  if (!isJobBoardApiError(error) || error.code !== 'NETWORK_ERROR') return error;
  const cause = networkCause(error);
  if (cause === '' || error.message.includes(cause)) return error;
  return new JobBoardApiError({ status: error.status, code: error.code, message: `${error.message.replace(/\.$/, '')} (${cause}).`, cause: error.cause });
}
