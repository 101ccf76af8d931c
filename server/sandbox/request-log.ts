/**
 * The requests a sandbox received, so a test can check what a client sent. The Authorization
 * value is never recorded, only whether the header was there: tokens must not leak into logs.
 */

import type { IncomingMessage } from 'node:http';
import { retainedBytes } from './retained-size.js';

export interface RecordedRequest {
  method: string;
  /** Below the sandbox prefix, e.g. `/v1/job-boards/job-posts`. */
  path: string;
  /** The query string including `?`, or `""`. */
  search: string;
  /** Lower-cased header names. */
  headerNames: string[];
  authorized: boolean;
}

/** Enough for any test; older entries are dropped so a long-lived sandbox stays small. */
const MAX_ENTRIES = 1000;
/**
 * Bounded in bytes too: a hostile client can send up to Node's 16 KiB of header names a request.
 * About 600 entries of a browser's usual headers and long, encoded paths, as retained-size.ts
 * charges them (test/security/xss.test.ts checks 219 detail requests of one sandbox); the log
 * counts against the sandboxes' memory budget as well.
 */
export const MAX_LOG_BYTES = 1024 * 1024;

export class RequestLog {
  #entries: { entry: RecordedRequest; bytes: number }[] = [];
  #bytes = 0;

  /** The estimated heap the log holds, charged to its sandbox's share of the memory budget. */
  get retainedBytes(): number {
    return this.#bytes;
  }

  record(req: IncomingMessage, path: string, search: string): void {
    const entry: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      search,
      // Node lower-cases header names already; rawHeaders would keep the client's spelling.
      headerNames: Object.keys(req.headers),
      authorized: req.headers.authorization !== undefined,
    };
    const bytes = retainedBytes(entry);
    this.#entries.push({ entry, bytes });
    this.#bytes += bytes;
    let dropped = 0;
    while (this.#entries.length - dropped > MAX_ENTRIES || (this.#bytes > MAX_LOG_BYTES && this.#entries.length - dropped > 1)) {
      this.#bytes -= this.#entries[dropped]?.bytes ?? 0;
      dropped += 1;
    }
    if (dropped > 0) this.#entries.splice(0, dropped);
  }

  list(): RecordedRequest[] {
    return this.#entries.map(({ entry }) => ({ ...entry, headerNames: [...entry.headerNames] }));
  }

  clear(): void {
    this.#entries = [];
    this.#bytes = 0;
  }
}
