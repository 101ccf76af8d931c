/**
 * The requests a sandbox received, so a test can check what a client sent. The Authorization
 * value is never recorded, only whether the header was there: tokens must not leak into logs.
 */

import type { IncomingMessage } from 'node:http';

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

export class RequestLog {
  #entries: RecordedRequest[] = [];

  record(req: IncomingMessage, path: string, search: string): void {
    this.#entries.push({
      method: req.method ?? 'GET',
      path,
      search,
      // Node lower-cases header names already; rawHeaders would keep the client's spelling.
      headerNames: Object.keys(req.headers),
      authorized: req.headers.authorization !== undefined,
    });
    if (this.#entries.length > MAX_ENTRIES) this.#entries.splice(0, this.#entries.length - MAX_ENTRIES);
  }

  list(): RecordedRequest[] {
    return this.#entries.map((entry) => ({ ...entry, headerNames: [...entry.headerNames] }));
  }

  clear(): void {
    this.#entries = [];
  }
}
