/**
 * One GET to the API: fetch, the time limit, reading the answer, and the client's own retries.
 */

import { earlyResponseKey, takeEarlyResponse, type EarlyResponse } from './early-responses.js';
import { createAbortError, isJobBoardApiError, JobBoardApiError } from './errors.js';
import { requestInit } from './headers.js';
import { parseErrorBody, parseJson } from './parse.js';
import { isRetriedByClient, parseRetryAfter, retryDelay, sleep, type RetryPolicy } from './retry.js';
import type { FetchFunction } from './types.js';

export interface TransportOptions {
  fetch: FetchFunction;
  /** The request headers, exactly: `Accept`, and `Authorization` when there is a token. */
  headers: Readonly<Record<string, string>>;
  /** Time limit of one attempt, from sending to the end of the body; `Infinity` for none. */
  timeoutMs: number;
  retry: RetryPolicy;
  /**
   * Whether a request started early for the same URL and headers (early-responses.ts) may stand
   * for the first attempt: only with the page's own `fetch`, the one that request went through.
   */
  takesEarly?: boolean;
  /** The answer is XML (a vendor's feed): its body is handed on as text, not parsed as JSON. */
  text?: boolean;
}

/** The JSON body of a successful answer (2xx), or its text where asked, and its status. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

function readAnswer(response: Response, text: string, asText: boolean | undefined): JsonAnswer {
  const { status } = response;
  // `redirect: 'manual'` gives an opaque redirect in browsers and the 3xx itself in Node.
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    throw new JobBoardApiError({
      status,
      code: 'BAD_RESPONSE',
      message: 'The API answered with a redirect, which the client does not follow so the token stays with the base URL.',
    });
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (status >= 200 && status < 300) return { status, body: asText ? text : parseJson(text, status, contentType) };
  throw parseErrorBody(status, text, parseRetryAfter(response.headers.get('retry-after')), contentType);
}

/**
 * Called with the text of a successful answer received so far: after each part that arrives
 * (`complete` false), then once more when it has all arrived (`complete` true). For client.ts's
 * `onPartial`.
 */
export type ReceivedText = (received: string, complete: boolean) => void;

/** A successful answer's body as text, handing each part on to `onText` as it arrives. */
async function readText(body: ReadableStream<Uint8Array>, onText: ReceivedText): Promise<string> {
  const reader = body.getReader();
  // As `Response.text()` reads it: UTF-8, a byte-order mark dropped.
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      text += decoder.decode();
      onText(text, true);
      return text;
    }
    text += decoder.decode(value, { stream: true });
    onText(text, false);
  }
}

/** One attempt: rejects with `AbortError`, or a `JobBoardApiError` (`TIMEOUT`, `NETWORK_ERROR`, ...). */
async function attempt(url: string, options: TransportOptions, signal: AbortSignal, early?: EarlyResponse, onText?: ReceivedText): Promise<JsonAnswer> {
  if (signal.aborted) {
    early?.abort();
    throw createAbortError();
  }
  const controller = new AbortController();
  // An early request is this attempt's fetch: aborted with it (by the caller, or by the time limit).
  if (early) controller.signal.addEventListener('abort', () => early.abort(), { once: true });
  const onAbort = (): void => controller.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = Number.isFinite(options.timeoutMs)
    ? setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs)
    : undefined;
  // Called as a plain function: a browser's `fetch` called as a method of another object throws.
  const fetchFunction = options.fetch;
  try {
    const response = await (early?.response ?? fetchFunction(url, requestInit(options.headers, controller.signal)));
    const text = onText && response.ok && response.body ? await readText(response.body, onText) : await response.text();
    return readAnswer(response, text, options.text);
  } catch (error) {
    if (signal.aborted) throw createAbortError();
    if (timedOut) {
      throw new JobBoardApiError({
        status: 0,
        code: 'TIMEOUT',
        message: `The API did not answer within ${options.timeoutMs} ms.`,
      });
    }
    if (isJobBoardApiError(error)) throw error;
    // The address tried, never the token (it is in a header only). A browser can't say why it
    // failed: a dead port and a CORS block are one TypeError (Node's cause: network-cause.ts).
    throw new JobBoardApiError({ status: 0, code: 'NETWORK_ERROR', message: `${new URL(url).origin} could not be reached.`, cause: error });
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * GETs `url` and returns its JSON body, retrying network errors, 429, 502, 503 and 504 up to
 * `retry.maxRetries` times (see `retry.ts`). Rejects with an `AbortError` when `signal` aborts,
 * otherwise only with `JobBoardApiError`. With `onText`, a successful answer's text is handed on
 * as it arrives.
 */
export async function getJson(url: string, options: TransportOptions, signal: AbortSignal, onText?: ReceivedText): Promise<JsonAnswer> {
  for (let retry = 0; ; retry += 1) {
    try {
      const early = retry === 0 && options.takesEarly ? takeEarlyResponse(earlyResponseKey(url, options.headers)) : undefined;
      return await attempt(url, options, signal, early, onText);
    } catch (error) {
      if (!isJobBoardApiError(error) || retry >= options.retry.maxRetries || !isRetriedByClient(error)) throw error;
      const delay = retryDelay(error, retry, options.retry);
      if (delay === undefined) throw error;
      await sleep(delay, signal);
    }
  }
}
