/**
 * Faults a sandbox can be told to produce, so browser tests can see how a client copes with a
 * failing server: error statuses (with Retry-After), broken or unexpected JSON, a cut
 * connection (before the answer, or part-way through its body), a slow answer or none at all.
 * The shape matches `FaultRule` of test/helpers/sandbox.ts.
 */

import type { ServerResponse } from 'node:http';
import { codeForStatus, fixedError, type ApiError } from './http/errors.js';
import { COMMON_HEADERS, isWritable, sendError, sendRaw } from './http/respond.js';

export type FaultRoute = 'list' | 'detail' | 'any';
export type FaultKind = 'status' | 'malformed-json' | 'wrong-shape' | 'cut' | 'cut-body' | 'delay' | 'hang';

export interface FaultRule {
  route?: FaultRoute;
  kind: FaultKind;
  status?: number;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  delayMs?: number;
  /** How many matching requests the rule applies to; omitted means all of them. */
  times?: number;
}

/** What a request is, as far as fault rules care. */
export type RequestRoute = 'list' | 'detail' | 'other';

/** A truncated listing: valid JSON up to the point where it stops. */
const MALFORMED_JSON = '{"data":[{"id":"jp_1","title":"Software Eng';
const WRONG_SHAPE = '{"unexpected":true}';
/** Not an HTTP status line: browsers and Node's fetch both fail the request at once. */
const CUT_BYTES = '\0\0connection cut\0\0';
/** The opening of a valid answer of each route, as `cut-body` sends it before the cut. */
const LISTING_START = '{"data":[{"id":"jp_1","title":"Software Engineer","ats_job":{"status":"open"';
const DETAIL_START = '{"data":{"id":"jp_1","title":"Software Engineer","ats_job":{"status":"open"';
/** Announced but never sent by `cut-body`, so the page knows the body stopped short. */
const CUT_BODY_MISSING_BYTES = 4096;
/**
 * How long the start of the body stands before the cut. Chromium drops body bytes it has not yet
 * handed to the page when the connection fails, so without a pause a reader may see none of them.
 */
const CUT_BODY_PAUSE_MS = 50;

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The rules of one sandbox, with the countdown of their `times`. */
export class FaultPlan {
  readonly #rules: { rule: FaultRule; remaining: number }[];

  constructor(rules: readonly FaultRule[] = []) {
    this.#rules = rules.map((rule) => ({ rule, remaining: rule.times ?? Number.POSITIVE_INFINITY }));
  }

  /** The first rule that applies to this request, counting it as used. */
  take(route: RequestRoute): FaultRule | undefined {
    const entry = this.#rules.find(({ rule, remaining }) => {
      const target = rule.route ?? 'any';
      return remaining > 0 && (target === 'any' || target === route);
    });
    if (!entry) return undefined;
    entry.remaining -= 1;
    return entry.rule;
  }
}

function statusError(rule: FaultRule): ApiError {
  const code = codeForStatus(rule.status ?? 500) ?? 'ERR_INTERNAL';
  return fixedError(code, rule.retryAfter === undefined ? {} : { 'Retry-After': String(rule.retryAfter) });
}

/**
 * Plays a fault. Resolves true when the request is settled (answered, cut, or left hanging) and
 * false when it should now be answered normally (after a delay).
 */
export async function playFault(rule: FaultRule, res: ServerResponse, route: RequestRoute): Promise<boolean> {
  switch (rule.kind) {
    case 'status':
      sendError(res, statusError(rule));
      return true;
    case 'malformed-json':
      sendRaw(res, 200, MALFORMED_JSON);
      return true;
    case 'wrong-shape':
      sendRaw(res, 200, WRONG_SHAPE);
      return true;
    case 'cut':
      // The connection ends without an HTTP answer, so the page's fetch rejects. A few bytes
      // that are not HTTP go first: when a reused keep-alive connection closes without a byte,
      // Chromium silently sends the request again (HttpNetworkTransaction::ShouldResendRequest),
      // and a fault with `times: 1` would never reach the page.
      res.socket?.end(CUT_BYTES);
      res.socket?.destroySoon();
      return true;
    case 'cut-body': {
      if (!isWritable(res)) return true;
      // Status and headers arrive whole, so the page's fetch resolves and only reading the body
      // fails. The Content-Length promises more than is sent: even a client that read the short
      // body to the end must not take it for the whole answer.
      // A detail request gets the start of a detail body; anything else, a listing's.
      const start = route === 'detail' ? DETAIL_START : LISTING_START;
      res.writeHead(200, {
        ...COMMON_HEADERS,
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Length': String(Buffer.byteLength(start) + CUT_BODY_MISSING_BYTES),
      });
      // Destroyed only after the bytes are handed to the OS: destroy() drops what is still queued,
      // and the headers would never leave (a plain `cut`, not this fault).
      res.write(start, () => setTimeout(() => res.destroy(), CUT_BODY_PAUSE_MS));
      return true;
    }
    case 'delay':
      await sleep(rule.delayMs ?? 0);
      return !isWritable(res);
    case 'hang':
      // Never answer; the socket closes when the client gives up.
      return true;
  }
}
