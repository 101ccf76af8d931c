/**
 * Opaque, tamper-evident cursors for cursor pagination (api-spec section 4, pagination rules 3-5).
 *
 * A cursor is `base64url(payload).base64url(HMAC-SHA256(payload))`. The payload holds the
 * position and a hash of the search context (the filters, and the world that answered), so a
 * cursor reused after a filter changed, edited by hand or made up is refused with
 * ERR_INVALID_CURSOR instead of silently returning the wrong page.
 */

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from './http/errors.js';

export interface CursorPosition {
  /** Index of the first item of the next page. */
  offset: number;
  /** The page size of the search that made the cursor, the default for the next page. */
  limit: number;
}

interface Payload extends CursorPosition {
  v: 1;
  context: string;
}

/** Longer than any cursor we make: no point hashing megabytes of garbage. */
const MAX_CURSOR_LENGTH = 512;

/** A stable hash of the filters of a search: same filters, same context. */
export function searchContext(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
}

function invalid(message: string): ApiError {
  return new ApiError('ERR_INVALID_CURSOR', message);
}

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  return (
    payload['v'] === 1 &&
    typeof payload['context'] === 'string' &&
    Number.isSafeInteger(payload['offset']) &&
    (payload['offset'] as number) >= 0 &&
    Number.isSafeInteger(payload['limit']) &&
    (payload['limit'] as number) >= 1
  );
}

export class CursorCodec {
  /** Per process: cursors do not outlive a restart of the server, which real APIs also allow. */
  readonly #secret: Buffer;

  constructor(secret: Buffer = randomBytes(32)) {
    this.#secret = secret;
  }

  encode(context: string, position: CursorPosition): string {
    const payload: Payload = { v: 1, context, ...position };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.#sign(body)}`;
  }

  /** The position a cursor points at, or ERR_INVALID_CURSOR. */
  decode(cursor: string, context: string): CursorPosition {
    const [body, signature, ...rest] = cursor.split('.');
    if (cursor.length > MAX_CURSOR_LENGTH || !body || !signature || rest.length > 0) {
      throw invalid('cursor is malformed; use meta.next_cursor exactly as received.');
    }
    // Compared as text: base64url decoding ignores stray characters and padding bits, so two
    // different signature strings can decode to the same bytes.
    const expected = Buffer.from(this.#sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw invalid('cursor was altered or was not issued by this server; use meta.next_cursor exactly as received.');
    }
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      payload = undefined;
    }
    if (!isPayload(payload)) throw invalid('cursor is malformed; use meta.next_cursor exactly as received.');
    if (payload.context !== context) {
      throw invalid('cursor belongs to a search with other filters; omit cursor to start a new search.');
    }
    return { offset: payload.offset, limit: payload.limit };
  }

  #sign(body: string): string {
    return createHmac('sha256', this.#secret).update(body).digest('base64url');
  }
}
