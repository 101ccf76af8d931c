/**
 * The posts at the head of a listing answer that is still arriving. A listing of 20 posts with
 * their descriptions is about 30 KB: on a slow phone (1.6 Mbit/s) its last byte comes some 150 ms
 * after its first, and `response.json()` waits for it. The first few posts are whole long before,
 * so a board can show them while the rest downloads (board-data-controller.ts), as a page shows
 * the top of a long document before its end.
 *
 * This reads only what is certain: the text so far must open a JSON object whose posts' array
 * (`data`, or `job_posts`: parse.ts's two envelopes, whichever comes first) holds complete elements;
 * each is parsed alone, by `JSON.parse`. Anything else (another shape, a post cut off, text that is
 * not JSON) gives no posts: the whole answer, read as ever, then decides.
 */
import { normaliseJobPost } from './parse.js';
import type { ReceivedText } from './transport.js';
import type { JobPost } from './types.js';

/** The keys of a listing's posts (parse.ts `readListingEnvelope`). */
const POSTS_KEYS = new Set(['data', 'job_posts']);

/** The characters the structure is read by, as char codes. */
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

const isSpace = (code: number): boolean => code === 32 || code === 10 || code === 13 || code === 9;

function skipSpace(text: string, at: number): number {
  while (at < text.length && isSpace(text.charCodeAt(at))) at += 1;
  return at;
}

/** The index after the string that opens at `at` (a `"`), or -1 when the text ends inside it. */
function stringEnd(text: string, at: number): number {
  for (let index = at + 1; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === BACKSLASH) index += 1;
    else if (code === QUOTE) return index + 1;
  }
  return -1;
}

/**
 * The index after the value that starts at `at`, or -1 when the text ends before it does. A
 * number or a literal at the very end may go on in the next part, so it ends only at a delimiter.
 */
function valueEnd(text: string, at: number): number {
  const first = text.charCodeAt(at);
  if (first === QUOTE) return stringEnd(text, at);
  if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
    let depth = 0;
    for (let index = at; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code === QUOTE) {
        index = stringEnd(text, index);
        if (index < 0) return -1;
        index -= 1;
      } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) depth += 1;
      else if ((code === CLOSE_OBJECT || code === CLOSE_ARRAY) && --depth === 0) return index + 1;
    }
    return -1;
  }
  for (let index = at; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === COMMA || code === CLOSE_OBJECT || code === CLOSE_ARRAY || isSpace(code)) return index;
  }
  return -1;
}

/**
 * Up to `max` posts, as the API wrote them (not yet normalised), from the complete elements of the
 * posts' array in `text`, the start of a listing answer; none when the text is not such a start.
 */
export function leadingPosts(text: string, max: number): unknown[] {
  const posts: unknown[] = [];
  let at = skipSpace(text, 0);
  if (text.charCodeAt(at) !== OPEN_OBJECT) return posts;
  at += 1;
  try {
    for (;;) {
      at = skipSpace(text, at);
      if (text.charCodeAt(at) !== QUOTE) return posts;
      const keyEnd = stringEnd(text, at);
      if (keyEnd < 0) return posts;
      const key: unknown = JSON.parse(text.slice(at, keyEnd));
      at = skipSpace(text, keyEnd);
      if (text.charCodeAt(at) !== COLON) return posts;
      at = skipSpace(text, at + 1);
      if (at >= text.length) return posts;
      if (typeof key === 'string' && POSTS_KEYS.has(key)) {
        if (text.charCodeAt(at) !== OPEN_ARRAY) return posts;
        at += 1;
        while (posts.length < max) {
          at = skipSpace(text, at);
          if (at >= text.length || text.charCodeAt(at) === CLOSE_ARRAY) return posts;
          const end = valueEnd(text, at);
          if (end < 0) return posts;
          posts.push(JSON.parse(text.slice(at, end)));
          at = skipSpace(text, end);
          const next = text.charCodeAt(at);
          if (next === COMMA) at += 1;
          else if (next !== CLOSE_ARRAY && at < text.length) return [];
        }
        return posts;
      }
      const end = valueEnd(text, at);
      if (end < 0) return posts;
      at = skipSpace(text, end);
      if (text.charCodeAt(at) !== COMMA) return posts;
      at += 1;
    }
  } catch {
    // Not JSON after all: the whole answer's parse names the problem.
    return [];
  }
}

/** Past this much text with no whole post in it, the rest is not searched: the whole answer decides. */
const MAX_SEARCHED = 256 * 1024;

/**
 * How long after its first part an answer still arriving counts as slow: two frames. A fast
 * connection's parts (a local network, a 30 KB page in two or three parts) all come within it.
 */
export const SLOW_ANSWER_MS = 32;

/**
 * The transport's reader of a listing answer as it arrives (client.ts). When the answer is still
 * incomplete {@link SLOW_ANSWER_MS} after its first part, the text so far is searched for posts:
 * when it holds one usable post or more (up to `limit`, as the whole page reads them), they go to
 * `onPartial`, once; if not yet, the next part is searched. So an answer that arrives at once, or
 * in parts in quick succession, is never searched, and its page renders once.
 * A throw from `onPartial` is reported, as an event listener's is, and does not fail the request.
 */
export function partialListing(onPartial: (posts: readonly JobPost[]) => void, limit: number): ReceivedText {
  let done = false;
  let latest = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let slow = false;
  const search = (): void => {
    timer = undefined;
    if (done) return;
    if (latest.length > MAX_SEARCHED) {
      done = true;
      return;
    }
    const posts: JobPost[] = [];
    for (const raw of leadingPosts(latest, limit)) {
      const post = normaliseJobPost(raw);
      if (post !== undefined) posts.push(post);
    }
    if (posts.length === 0) {
      // Slow already: the next part is searched as it comes.
      slow = true;
      return;
    }
    done = true;
    try {
      onPartial(posts);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  };
  return (received, complete) => {
    if (done) return;
    if (complete) {
      done = true;
      clearTimeout(timer);
      return;
    }
    latest = received;
    if (slow) search();
    else timer ??= setTimeout(search, SLOW_ANSWER_MS);
  };
}
