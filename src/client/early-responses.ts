/**
 * Listing requests started before the client existed, for the client to use instead of sending
 * its own: the script-tag build's first module (src/cdn.ts) starts each board's first listing
 * request while the board's code still downloads, as a hand-written page would, and the board's
 * client takes the answer here when it asks for the same URL with the same headers.
 *
 * Each is taken once, by the first attempt of a request for its URL and headers; whatever it
 * brings (an answer, an error status, a network error) is read as that attempt's own fetch would
 * be, so retries, timeouts and errors behave as without it. The registry lives on `globalThis`
 * under a registered symbol: the first module and the board's code are separate bundles (see
 * scripts/lib/cdn-build.ts) and must share one. The page's own scripts can reach it, as they can
 * replace `fetch`: it trusts nothing the client did not already trust.
 */

/** A request started early: its answer, and a way to abort it when the attempt that took it aborts. */
export interface EarlyResponse {
  response: Promise<Response>;
  abort(): void;
  /** `performance.now()`-like time it started, in ms (see {@link takeEarlyResponse}). */
  startedAt: number;
}

/**
 * How long an early answer may be taken after its request started: the client's own cache
 * (`cacheTtlMs`, 60 s by default) serves an answer that long, so this is never staler than the
 * cache would be. One no board took (its guess of the board's request was wrong) expires unread.
 */
const EARLY_RESPONSE_TTL_MS = 60_000;

const REGISTRY = Symbol.for('job-board-element.early-responses');

type Registry = Map<string, EarlyResponse>;

function registry(): Registry {
  const global = globalThis as { [REGISTRY]?: Registry };
  return (global[REGISTRY] ??= new Map());
}

/** The key of a request: its URL and its headers, so an answer is only used with the same token. */
export function earlyResponseKey(url: string, headers: Readonly<Record<string, string>>): string {
  return `${url}\n${JSON.stringify(headers)}`;
}

/** Offers a request started early; a second one for the same key is refused (`false`): don't send it. */
export function offerEarlyResponse(key: string, early: EarlyResponse): boolean {
  const map = registry();
  if (map.has(key)) return false;
  map.set(key, early);
  return true;
}

/** Whether a request for `key` has been started early and not yet taken. */
export function hasEarlyResponse(key: string): boolean {
  return registry().has(key);
}

/** The early request for `key`, once: the next call for the same key finds none. */
export function takeEarlyResponse(key: string, now: number = performance.now()): EarlyResponse | undefined {
  const map = registry();
  const early = map.get(key);
  if (early === undefined) return undefined;
  map.delete(key);
  if (now - early.startedAt > EARLY_RESPONSE_TTL_MS) {
    early.abort();
    return undefined;
  }
  return early;
}
