import type { JobPost } from '../../../client/index.js';
import { DESCRIPTION_BOUNDS, withinBounds } from './markup-bounds.js';
import { decodeEntities, textOfMarkup, type EntityDecoder } from './markup-text.js';

export type Description = { kind: 'text'; text: string; oversized?: boolean } | { kind: 'html'; html: string };

/** Anything that looks like markup (`<p …>`) is treated as HTML and sanitised; the rest is shown as text. */
const TAG_START = /<\/?[a-z]/i;
/** Some APIs (Greenhouse's `content`) send HTML escaped as entities: `&lt;p&gt;`. */
const ESCAPED_TAG_START = /&lt;\/?[a-z]/i;

/**
 * Whether a tag starts somewhere and `end` follows it. The same as testing `<\/?[a-z][^>]*>`, but
 * in linear time: that regex took seconds on 100 kB of unclosed `<a`, on every render.
 */
function hasTag(text: string, start: RegExp, end: string): boolean {
  const index = text.search(start);
  return index !== -1 && text.indexOf(end, index) !== -1;
}

/**
 * The post's description (`description` or `content`), when it has a non-empty one. Entities are
 * decoded with `decode`: by default the one markup-text.ts holds (DOMParser in the browser, the
 * build's parse5 decoder in Node).
 */
export function descriptionOf(post: JobPost, decode: EntityDecoder = decodeEntities): Description | undefined {
  const raw = [post.description, post.content].find((value) => typeof value === 'string' && value.trim() !== '');
  if (typeof raw !== 'string') return undefined;
  let html: string;
  if (hasTag(raw, TAG_START, '>')) html = raw;
  else if (hasTag(raw, ESCAPED_TAG_START, '&gt;')) html = decode(raw);
  else return raw.length > DESCRIPTION_BOUNDS.characters ? oversized(raw) : { kind: 'text', text: raw };
  // The text of a past-bounds description comes from its first twice the size bound only:
  // however large it is, reading it costs the same.
  return withinBounds(html) ? { kind: 'html', html } : oversized(textOfMarkup(html.slice(0, 2 * DESCRIPTION_BOUNDS.characters), decode));
}

function oversized(text: string): Description {
  const cut = text.length > DESCRIPTION_BOUNDS.characters ? `${text.slice(0, DESCRIPTION_BOUNDS.characters)}…` : text;
  return { kind: 'text', text: cut, oversized: true };
}

/** The text of some HTML, for when the sanitiser can't be loaded: parsed inertly, never run. */
export function textOf(html: string): string {
  return new DOMParser().parseFromString(withoutInlineStyles(html), 'text/html').body.textContent ?? '';
}

/**
 * A `<style>` element. Its text may not hold another `<style` or `</style`, and a start tag may
 * not hold `<` in a quoted value: so a failed match stops at the next such mark, and both take
 * linear time on any input (a lazy `[\s\S]*?` took seconds on many unclosed `<style`).
 */
const STYLE_ELEMENT = /<style\b(?:[^<]|<(?!\/?style\b))*<\/style\s*>/gi;
const START_TAG = /<[a-z][^\s/>]*(?:"[^"<]*"|'[^'<]*'|[^'"<>])*>/gi;
const ATTRIBUTE = /([\s/]+)([^\s/>"'=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const INLINE_ATTRIBUTE = /^(?:style|on.*)$/i;

/**
 * The HTML without `<style>` elements and `style` and `on*` attributes, which the sanitiser drops
 * anyway. Parsing them at all, even into DOMPurify's inert document, makes Chromium report a
 * Content-Security-Policy violation on a site without 'unsafe-inline' (console errors, and
 * reports to its report-uri for every description a rich-text editor styled;
 * cure53/DOMPurify#900). Text, comments and other attributes stay as they are. Not a security
 * boundary: the sanitiser is.
 */
export function withoutInlineStyles(html: string): string {
  return html.replace(STYLE_ELEMENT, '').replace(START_TAG, (tag) => {
    const name = /^<[^\s/>]+/.exec(tag)![0];
    const attributes = tag.slice(name.length).replace(ATTRIBUTE, (attribute, _separator, attributeName: string) =>
      INLINE_ATTRIBUTE.test(attributeName) ? '' : attribute,
    );
    return name + attributes;
  });
}
