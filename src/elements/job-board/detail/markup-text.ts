/** The text of HTML that is too large to parse, read in linear time without parsing it. */

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
export function textOfMarkup(html: string): string {
  const text = withoutComments(html).replace(LINE_BREAKING_TAG, '\n').replace(ANY_TAG, '').replace(/\n{3,}/g, '\n\n');
  return decodeEntities(text.replace(/</g, '&lt;')).trim();
}

/** Decodes entities without running anything: a parsed document's text never executes. */
export function decodeEntities(text: string): string {
  return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? '';
}
