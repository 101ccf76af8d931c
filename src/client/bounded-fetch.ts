/**
 * The most bytes one answer may have where a process reads answers for others: the server render
 * (every visitor's page) and the CLI's build. A 50 MB answer cost a server render about 300 MB,
 * and ten at once a gigabyte (issue 37, finding 6). Each body is read with its bytes counted as
 * they stream, so an answer over the limit stops there, whatever its Content-Length says.
 *
 * The browser's board doesn't import it: an answer there costs the visitor's own device alone, and
 * counting its bytes would cost every visitor a second copy of the body and bytes loaded at once.
 */
import { JobBoardApiError } from './errors.js';
import type { FetchFunction } from './types.js';

/**
 * 10 MB: several times the biggest public board with every description (Greenhouse's, 0.5 to
 * 3 MB). A bigger answer fails as BAD_RESPONSE, naming the limit and the URL.
 */
export const MAX_ANSWER_BYTES = 10 * 1024 * 1024;

/** The error of an answer over {@link MAX_ANSWER_BYTES}, naming the limit and the URL. */
export function answerTooLarge(url: string, limit = MAX_ANSWER_BYTES): JobBoardApiError {
  return new JobBoardApiError({ status: 0, code: 'BAD_RESPONSE', message: `${url} answered over ${limit} bytes, the limit of an answer.` });
}

/** A body's text, its bytes counted as they arrive: over `limit`, the read stops and rejects. */
export async function readBounded(response: Response, url: string, limit = MAX_ANSWER_BYTES): Promise<{ text: string; bytes: number }> {
  if (Number(response.headers.get('content-length')) > limit) {
    void response.body?.cancel().catch(() => undefined);
    throw answerTooLarge(url, limit);
  }
  if (!response.body) return { text: '', bytes: 0 };
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > limit) {
      void reader.cancel().catch(() => undefined);
      throw answerTooLarge(url, limit);
    }
    text += decoder.decode(value, { stream: true });
  }
  return { text: text + decoder.decode(), bytes };
}

/** Headers that describe the bytes on the wire, not the body handed on. */
const WIRE_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/** `response` again, its body `text` (read already): what a bounded read hands on. */
export function responseOf(response: Pick<Response, 'status' | 'statusText' | 'headers'>, text: string): Response {
  const headers = [...response.headers].filter(([name]) => !WIRE_HEADERS.has(name.toLowerCase()));
  // A 204's (or 304's) Response can have no body at all, not even an empty one.
  const body = [101, 204, 205, 304].includes(response.status) ? null : text;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** A `fetch` whose answers are read within {@link MAX_ANSWER_BYTES}; `target` is looked up at each call. */
export function boundedFetch(target: () => FetchFunction, limit = MAX_ANSWER_BYTES): FetchFunction {
  return async (url, init) => {
    const response = await target()(url, init);
    return responseOf(response, (await readBounded(response, url, limit)).text);
  };
}
