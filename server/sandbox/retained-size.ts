/**
 * An estimate of the heap a parsed JSON value keeps alive, so the sandboxes can share one memory
 * budget measured on what they hold rather than on how many there are.
 *
 * Measured on Node 20 (V8 12), retained heap per value after JSON.parse, string bytes taken out:
 * an empty object 64 B (349 000 `{}` hold 22.3 MB), a typical job post's values 16 B, an office
 * object 10 B, a small number in an array 8 B. So every value is charged the worst of these, and
 * every string (property names included) a header plus one byte a character, two when any
 * character needs two: an upper bound for what a 1 MiB body can hold, never an underestimate.
 */

/** What one JSON value (object, array, string, number, boolean, null) costs beside its text. */
export const VALUE_BYTES = 64;
/** A V8 string's header, rounded up. */
export const STRING_HEADER_BYTES = 16;

function stringBytes(text: string): number {
  // V8 stores a string one byte a character unless a character needs two (beyond Latin-1).
  // eslint-disable-next-line no-control-regex
  const width = /[^\u0000-\u00ff]/.test(text) ? 2 : 1;
  return STRING_HEADER_BYTES + text.length * width;
}

/**
 * The estimate for `value`, walked with an explicit stack: a deeply nested value must not
 * overflow the call stack of the walk meant to protect the server.
 */
export function retainedBytes(value: unknown): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    total += VALUE_BYTES;
    if (typeof item === 'string') {
      total += stringBytes(item);
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        total += stringBytes(key);
        stack.push(child);
      }
    }
  }
  return total;
}
