/**
 * The server render's memory of the API's (and vendors') answers, shared by every render of one
 * process: an answer is kept for {@link ANSWER_TTL_MS}, identical requests in flight share one, so
 * a hundred renders of one board, or a hostile URL sent again and again, ask the API once a
 * minute at most (issue 37, finding 2). It stands between the board's client and `fetch`, so what
 * a render shares with another is the upstream answer alone, never a parsed post or a view.
 *
 * The key is everything the request sends: the `fetch` it goes through, the URL (base URL or
 * source, path, query) and the headers (the token). The language never reaches the request.
 * Bounded: {@link ANSWER_CACHE_MAX_ENTRIES} answers and {@link ANSWER_CACHE_MAX_BYTES} in all,
 * the least recently used leaving first. Every body is read with its bytes counted as they
 * stream, so an answer over the limit (client/bounded-fetch.ts) stops there, whatever its
 * Content-Length said. Server-only: the browser's bundle never imports it.
 */
import { RequestCache } from '../client/cache.js';
import { readBounded, responseOf } from '../client/bounded-fetch.js';
import type { FetchFunction } from '../client/types.js';

/** How long an answer is shared: a minute, as the board's own client keeps one. */
export const ANSWER_TTL_MS = 60_000;
/** The most answers kept. */
export const ANSWER_CACHE_MAX_ENTRIES = 500;
/** The most bytes of answers kept (their bodies' UTF-8 bytes). */
export const ANSWER_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** An answer as read: enough to make the same `Response` again for each render. */
interface StoredAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  bytes: number;
}

/** Statuses that answer the question, and are shared: a board, a post, or "no such post". */
const SHARED_STATUSES = (status: number) => (status >= 200 && status < 300) || status === 404;
async function readAnswer(fetchFunction: FetchFunction, url: string, init: RequestInit): Promise<StoredAnswer> {
  const response = await fetchFunction(url, init);
  const { text, bytes } = await readBounded(response, url);
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body: text, bytes };
}

function toResponse(answer: StoredAnswer): Response {
  return responseOf({ status: answer.status, statusText: answer.statusText, headers: new Headers(answer.headers) }, answer.body);
}

export interface AnswerCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** The clock, in ms. */
  now?: () => number;
}

/** Answers shared between renders: see the module's comment. One per process (see {@link sharedAnswers}). */
export class AnswerCache {
  /** Identical requests in flight share one: the client's own cache, storing nothing itself. */
  readonly #flights = new RequestCache<StoredAnswer>({ ttlMs: 0, maxEntries: 0 });
  readonly #stored = new Map<string, { answer: StoredAnswer; expiresAt: number }>();
  readonly #fetchIds = new WeakMap<FetchFunction, number>();
  readonly #options: Required<AnswerCacheOptions>;
  #bytes = 0;
  #nextFetchId = 0;

  constructor(options: AnswerCacheOptions = {}) {
    this.#options = { ttlMs: ANSWER_TTL_MS, maxEntries: ANSWER_CACHE_MAX_ENTRIES, maxBytes: ANSWER_CACHE_MAX_BYTES, now: Date.now, ...options };
  }

  /** How many answers, and how many bytes of them, are kept now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#stored.size, bytes: this.#bytes };
  }

  /** A `fetch` for one render's client, answering from this cache; `target` is looked up at each call. */
  fetchFor(target: () => FetchFunction): FetchFunction {
    return async (url, init) => {
      const fetchFunction = target();
      const key = await this.#key(fetchFunction, url, init);
      const fresh = this.#fresh(key);
      if (fresh) return toResponse(fresh);
      const load = async (signal: AbortSignal) => {
        const answer = await readAnswer(fetchFunction, url, { ...init, signal });
        if (SHARED_STATUSES(answer.status)) this.#store(key, answer);
        return answer;
      };
      return toResponse(await this.#flights.get(key, load, init.signal ?? undefined));
    };
  }

  /** Forgets every answer (a site's "refresh", or a test). */
  clear(): void {
    this.#stored.clear();
    this.#bytes = 0;
  }

  async #key(fetchFunction: FetchFunction, url: string, init: RequestInit): Promise<string> {
    let id = this.#fetchIds.get(fetchFunction);
    if (id === undefined) this.#fetchIds.set(fetchFunction, (id = this.#nextFetchId++));
    const headers = [...new Headers(init.headers)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // Hashed: the token is part of the key, and is then not kept in memory as text.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify([id, init.method ?? 'GET', url, headers])));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  #fresh(key: string): StoredAnswer | undefined {
    const entry = this.#stored.get(key);
    if (entry === undefined) return undefined;
    this.#delete(key);
    if (this.#options.now() >= entry.expiresAt) return undefined;
    this.#stored.set(key, entry); // most recently used now
    this.#bytes += entry.answer.bytes;
    return entry.answer;
  }

  #store(key: string, answer: StoredAnswer): void {
    const { ttlMs, maxEntries, maxBytes, now } = this.#options;
    this.#delete(key);
    if (!(ttlMs > 0) || maxEntries < 1 || answer.bytes > maxBytes) return;
    this.#stored.set(key, { answer, expiresAt: now() + ttlMs });
    this.#bytes += answer.bytes;
    for (const oldest of this.#stored.keys()) {
      if (this.#stored.size <= maxEntries && this.#bytes <= maxBytes) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): void {
    const entry = this.#stored.get(key);
    if (entry === undefined) return;
    this.#stored.delete(key);
    this.#bytes -= entry.answer.bytes;
  }
}

/** The cache every render of this process shares. */
export const sharedAnswers = new AnswerCache();

/** A `fetch` that shares nothing (`cache: false`), yet counts an answer's bytes as the cache does. */
export function boundedFetch(target: () => FetchFunction): FetchFunction {
  return async (url, init) => {
    const answer = await readAnswer(target(), url, init);
    return toResponse(answer);
  };
}
