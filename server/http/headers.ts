/**
 * Header checks that need `req.rawHeaders`: Node keeps only the first of repeated `Host` and
 * `Authorization` lines in `req.headers` and drops the rest without a word, so a request with two
 * of them would be served on whichever came first.
 */

import type { IncomingMessage } from 'node:http';
import { invalidParameter } from './errors.js';

/** How many times the request carries the header `name` (lower case), whatever its spelling. */
export function headerCount(req: IncomingMessage, name: string): number {
  let count = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    if (req.rawHeaders[index]?.toLowerCase() === name) count += 1;
  }
  return count;
}

/**
 * An HTTP/1.1 request names its host exactly once (RFC 9112, section 3.2). The server is created
 * with `requireHostHeader: false` so that this refusal, not Node's bare 400, answers it.
 */
export function requireOneHost(req: IncomingMessage): void {
  const count = headerCount(req, 'host');
  // HTTP/1.0 may leave Host out; HTTP/2 names the host in :authority instead.
  const http11 = req.httpVersionMajor === 1 && req.httpVersionMinor >= 1;
  if (count > 1) throw invalidParameter('Host must be sent once; the request has several.');
  if (count === 0 && http11) throw invalidParameter('Host is required in an HTTP/1.1 request (RFC 9112, section 3.2).');
}

/** At most one Authorization header: two are refused, never served on the first one. */
export function requireAtMostOneAuthorization(req: IncomingMessage): void {
  if (headerCount(req, 'authorization') > 1) {
    throw invalidParameter('Authorization must be sent once; the request has several, and none of them is used.');
  }
}
