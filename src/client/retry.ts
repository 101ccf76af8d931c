/**
 * When the client retries a GET by itself, and how long it waits first.
 */

import { createAbortError, type JobBoardApiError } from './errors.js';

/** Statuses worth retrying unchanged: rate limited, or a gateway or server briefly unavailable. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

export interface RetryPolicy {
  maxRetries: number;
  baseDelayMs: number;
  maxRetryAfterMs: number;
  /** Random number in [0, 1), for the jitter. */
  random?: () => number;
}

/**
 * Whether the client retries after `error`: network errors and 429, 502, 503, 504. Not a
 * TIMEOUT (the API already had `timeoutMs` to answer; the visitor may retry), not a 500.
 */
export function isRetriedByClient(error: JobBoardApiError): boolean {
  return error.code === 'NETWORK_ERROR' || RETRIED_STATUSES.has(error.status);
}

/**
 * A `Retry-After` header value in ms: delay-seconds or an HTTP-date (RFC 9110 §10.2.3), a date in
 * the past being 0. `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // A bare number is not a date (Date.parse('12') is the year 2012), so only text with letters.
  if (!/[a-z]/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before retry number `retry` (0 for the first), or `undefined` to give up now:
 * the API's `Retry-After` when it gave one, unless it is longer than `maxRetryAfterMs`;
 * otherwise exponential backoff with equal jitter, `base * 2^retry * [0.5, 1)`.
 */
export function retryDelay(error: JobBoardApiError, retry: number, policy: RetryPolicy): number | undefined {
  if (error.retryAfterMs !== undefined) {
    return error.retryAfterMs <= policy.maxRetryAfterMs ? error.retryAfterMs : undefined;
  }
  const ceiling = policy.baseDelayMs * 2 ** retry;
  const random = policy.random ?? Math.random;
  return Math.min(policy.maxRetryAfterMs, ceiling / 2 + (ceiling / 2) * random());
}

/** Resolves after `ms`; rejects with an `AbortError` as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(createAbortError());
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(createAbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
