/**
 * The client's memory of recent answers, and the sharing of identical requests in flight.
 */

import { createAbortError } from './errors.js';

export interface RequestCacheOptions {
  /** How long a value is served, in ms; 0 stores nothing. */
  ttlMs: number;
  /** How many values are kept at most; the least recently used leave first. 0 stores nothing. */
  maxEntries: number;
  /** The clock, in ms. */
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** One load in progress, shared by every caller that asked for its key meanwhile. */
interface Flight<T> {
  promise: Promise<T>;
  /** Aborts the shared load; used only when the last caller waiting for it has aborted. */
  controller: AbortController;
  callers: number;
}

/**
 * A TTL + LRU cache of successful loads, keyed by a string (the client uses the request URL; each
 * client has its own cache and one token, so the key also stands for the token). Failures are
 * never stored. Concurrent calls for one key share one load, whose own `AbortController` is
 * reference-counted: a caller's abort rejects that caller only, and the load is aborted when no
 * caller is left waiting.
 */
export class RequestCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #flights = new Map<string, Flight<T>>();
  readonly #options: Required<RequestCacheOptions>;
  /** Bumped by `clear()`, so a load started before it does not store its answer after it. */
  #generation = 0;

  constructor(options: RequestCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  /**
   * The value for `key`: from memory while fresh, else from the load in flight for it, else from
   * a new `load(signal)`. Rejects with an `AbortError` as soon as `signal` aborts.
   */
  get(key: string, load: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(createAbortError());
    const entry = this.#fresh(key);
    if (entry !== undefined) return Promise.resolve(entry.value);
    return this.#join(key, this.#flights.get(key) ?? this.#start(key, load), signal);
  }

  /** Whether `get(key)` would be answered without a new load: fresh in memory, or in flight. */
  holds(key: string): boolean {
    const entry = this.#entries.get(key);
    return this.#flights.has(key) || (entry !== undefined && this.#options.now() < entry.expiresAt);
  }

  /** Forgets every stored value; loads in flight still answer their callers but store nothing. */
  clear(): void {
    this.#entries.clear();
    this.#flights.clear();
    this.#generation += 1;
  }

  #fresh(key: string): Entry<T> | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    if (this.#options.now() >= entry.expiresAt) return undefined;
    this.#entries.set(key, entry); // most recently used now
    return entry;
  }

  #store(key: string, value: T): void {
    const { ttlMs, maxEntries, now } = this.#options;
    if (!(ttlMs > 0) || !(maxEntries > 0)) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: now() + ttlMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  #forget(key: string, flight: Flight<T>): void {
    if (this.#flights.get(key) === flight) this.#flights.delete(key);
  }

  #start(key: string, load: (signal: AbortSignal) => Promise<T>): Flight<T> {
    const controller = new AbortController();
    const generation = this.#generation;
    // The executor turns a synchronous throw of `load` into a rejection.
    const promise = new Promise<T>((resolve) => resolve(load(controller.signal)));
    const flight: Flight<T> = { promise, controller, callers: 0 };
    this.#flights.set(key, flight);
    promise.then(
      (value) => {
        this.#forget(key, flight);
        if (generation === this.#generation && !controller.signal.aborted) this.#store(key, value);
      },
      () => this.#forget(key, flight),
    );
    return flight;
  }

  #join(key: string, flight: Flight<T>, signal: AbortSignal | undefined): Promise<T> {
    flight.callers += 1;
    // A caller that cannot abort keeps the load alive to the end.
    if (signal === undefined) return flight.promise;
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        reject(createAbortError());
        flight.callers -= 1;
        if (flight.callers > 0) return;
        this.#forget(key, flight); // a later caller starts afresh rather than join a dying load
        flight.controller.abort();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }
}
