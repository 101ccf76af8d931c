/**
 * The text of HTML that is too large to parse, read in linear time without parsing it, and the
 * decoding of character references (`&lt;p&gt;` → `<p>`) both the description and that text need.
 *
 * Decoding needs an HTML parser's table of named references. The browser has one (DOMParser); Node
 * has none, so the static build sets its own (parse5's, see src/ssr/entities.ts) with
 * `setEntityDecoder`: parse5 never reaches the browser bundle, and DOMParser is never called in
 * Node (issue 20: `DOMParser is not defined` stopped every rebuild).
 */

/** Decodes character references in text; interprets no markup (a `<` stays a `<`). */
export type EntityDecoder = (text: string) => string;

/** The browser's decoder: the text parsed inertly as a document's, with every `<` escaped, so no tag or comment is read. */
export const domEntityDecoder: EntityDecoder = (text) =>
  new DOMParser().parseFromString(text.replace(/</g, '&lt;'), 'text/html').documentElement.textContent ?? '';

let decoder: EntityDecoder = domEntityDecoder;

/** Sets the decoder every description goes through: the static build's, where there is no DOM. */
export function setEntityDecoder(next: EntityDecoder): void {
  decoder = next;
}

/** Decodes entities without running anything: a parsed document's text never executes. */
export function decodeEntities(text: string): string {
  return decoder(text);
}

/** HTML without comments, in linear time (a lazy regex would rescan the rest for every unclosed `<!--`). */
function withoutComments(html: string): string {
  let result = '';
  let from = 0;
  for (let start = html.indexOf('<!--'); start !== -1; start = html.indexOf('<!--', from)) {
    result += html.slice(from, start);
    const end = html.indexOf('-->', start + 4);
    // Unclosed, a comment runs to the end, as the parser reads it.
    if (end === -1) return result;
    from = end + 3;
  }
  return result + html.slice(from);
}

/** A block element's tag, which begins a new line in the text fallback. */
const LINE_BREAKING_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|blockquote|pre|dt|dd|hr)(?=[\s/>]|$)[^>]*>?/gi;
/** Any other tag, to its `>` or, unclosed, to the end. */
const ANY_TAG = /<\/?[a-z][^>]*>?/gi;

/**
 * The text of HTML without parsing it: tags removed (a line break for a block's), entities
 * decoded. Linear time, for descriptions too large to parse; not for markup that is to be shown.
 */
export function textOfMarkup(html: string, decode: EntityDecoder = decodeEntities): string {
  const text = withoutComments(html).replace(LINE_BREAKING_TAG, '\n').replace(ANY_TAG, '');
  return decode(text).replace(/\n{3,}/g, '\n\n').trim();
}
