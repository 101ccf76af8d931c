/**
 * JSON answers with a post nested deeper than the reference API's sandboxes accept (8 levels:
 * server/sandbox/posts.ts): the text of the API's own answer with one field added. Pure, for the
 * browser's tests and Node's (deep-posts.ts, a proxy that adds it over HTTP).
 */

/** The JSON text of a value nested `levels` deep: `{"x":{"x":…1…}}`. */
export function deepJson(levels: number): string {
  return `${'{"x":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** `text` (a JSON answer) with `"field": deepJson(levels)` added to each post whose id is one of `ids`. */
export function withDeepField(text: string, ids: readonly string[], levels: number, field = 'extra'): string {
  let patched = text;
  for (const id of ids) patched = patched.replaceAll(`"id":${JSON.stringify(id)},`, `"id":${JSON.stringify(id)},${JSON.stringify(field)}:${deepJson(levels)},`);
  return patched;
}
