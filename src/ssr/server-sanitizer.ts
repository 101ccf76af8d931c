/**
 * A job description's HTML made safe on the server, for static career pages: the same policy as
 * the browser's sanitiser (src/elements/job-board/detail/sanitizer.ts), run by sanitize-html, a
 * maintained sanitiser that needs no DOM. The allowlists, schemes and added attributes come from
 * description-policy.ts, the one copy both import.
 *
 * Where the two differ, and why:
 * - Relative URLs. The browser resolves them against the page that shows the board. A prerendered
 *   page has no such page while it is built, and it is served under several URLs (the listing, a
 *   job page) and copied into caches and link previews, where a relative address means something
 *   else each time. So a relative `href`/`src` is resolved against `baseUrl` (pass the job page's
 *   canonical URL: what the browser would resolve it against) and written absolute; without
 *   `baseUrl` it is dropped, as only an absolute URL with an allowed scheme can be checked.
 * - Every kept URL is written in the WHATWG parser's serialisation (`url.href`), the form the
 *   scheme was checked in, so what is checked is what is written.
 * - `withoutInlineStyles` is not applied: it exists only so that parsing a description in the page
 *   does not trigger Content-Security-Policy reports. Here, `<style>` goes with its content and
 *   `style`/`on*` attributes are dropped by the allowlist anyway.
 * - The markup is parsed by htmlparser2, not the HTML parser's tree builder: misnested markup
 *   (an `<a>` in an `<a>`, a `<p>` in a `<table>`) is written as nested as it came, and the
 *   browser fixes it up when it reads the page, as it does for any HTML. Safety never rests on
 *   that: only allowed elements and attributes are written, and all text is escaped.
 */
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import sanitizeHtml from 'sanitize-html';
import {
  DESCRIPTION_ATTRIBUTES,
  DESCRIPTION_ELEMENTS,
  DESCRIPTION_PARTS,
  IMAGE_ATTRIBUTES,
  IMAGE_SCHEMES,
  LINK_ATTRIBUTES,
  LINK_SCHEMES,
  urlWithScheme,
} from '../elements/job-board/detail/description-policy.js';

export interface SanitizeOptions {
  /**
   * The absolute URL relative `href` and `src` values resolve against (the job page's URL).
   * Without it, they are dropped.
   */
  baseUrl?: string;
}

const ALLOWED = new Set(DESCRIPTION_ELEMENTS);

/** sanitize-html's scheme names have no colon; ours are `URL.protocol` values. */
const bare = (schemes: readonly string[]): string[] => schemes.map((scheme) => scheme.replace(/:$/, ''));

/**
 * The `finish` pass of the browser's sanitiser, applied to each element's attributes before
 * sanitize-html filters them: `href` and `src` kept only with an allowed scheme; links that keep
 * an `href` open in a new tab without opener or referrer; every image without referrer, lazily;
 * headings, links, tables, quotes and lists with their styling parts (`DESCRIPTION_PARTS`).
 * The added attributes are removed from the input first, so only this pass decides them.
 */
function finishAttributes(tagName: string, attribs: sanitizeHtml.Attributes, baseUrl: string | undefined): sanitizeHtml.Attributes {
  const result: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name in LINK_ATTRIBUTES || name in IMAGE_ATTRIBUTES || name === 'part') continue;
    if (name === 'href' || name === 'src') {
      const url = urlWithScheme(value, name === 'href' ? LINK_SCHEMES : IMAGE_SCHEMES, baseUrl);
      if (url) result[name] = url.href;
      continue;
    }
    result[name] = value;
  }
  if (tagName === 'a' && 'href' in result) Object.assign(result, LINK_ATTRIBUTES);
  if (tagName === 'img') Object.assign(result, IMAGE_ATTRIBUTES);
  const part = DESCRIPTION_PARTS[tagName];
  if (part) result.part = part;
  return result;
}

/**
 * Sanitise a description's HTML with the board's policy. Elements outside the allowlist are
 * removed with everything inside them, as the HTML Sanitizer API and DOMPurify with
 * `KEEP_CONTENT: false` do in the browser: the text of a `<form>` or an `<svg>` is not part of the
 * description. Comments go too.
 */
export function sanitizeDescription(html: string, options: SanitizeOptions = {}): string {
  // Read as a browser reads it (parse5 follows the HTML standard; sanitize-html's htmlparser2 does
  // not, for `<p><table>` or a stray `</p>`, say), and written back the same way: the sanitiser
  // then sees the tree the browser would build, and its output reads back as itself, so
  // sanitising it again changes nothing.
  return asBrowserParses(sanitizeTree(asBrowserParses(html), options.baseUrl));
}

/** A `<div>`: what the browser parses a description into (the detail view's description element). */
const DESCRIPTION_CONTEXT = parseFragment('<div></div>').childNodes[0] as DefaultTreeAdapterMap['element'];

/**
 * HTML as a browser would parse it into a `<div>`, serialised again. Scripting off, as in the
 * inert documents the browser's sanitisers parse into: `<noscript>` holds elements, not raw text.
 */
function asBrowserParses(html: string): string {
  return serialize(parseFragment(DESCRIPTION_CONTEXT, html, { scriptingEnabled: false }));
}

function sanitizeTree(html: string, baseUrl: string | undefined): string {
  // sanitize-html drops a disallowed element's tag but keeps what is inside it. To drop the inside
  // too, this follows the parser's open elements: for each, whether it is in a removed subtree.
  // Text there is filtered out, and allowed elements there are excluded when they close. Should
  // this bookkeeping ever go wrong, the result is extra allowed markup, never unsafe markup:
  // sanitize-html's own allowlist still decides what is written.
  const removed: boolean[] = [];
  const inRemoved = (): boolean => removed.at(-1) ?? false;
  return sanitizeHtml(html, {
    allowedTags: [...DESCRIPTION_ELEMENTS],
    allowedAttributes: {
      // Only `finishAttributes` writes `part` (it drops the input's): the board's own styling hooks.
      ...Object.fromEntries(Object.keys(DESCRIPTION_PARTS).map((tag) => [tag, ['part']])),
      '*': [...DESCRIPTION_ATTRIBUTES],
      a: [...Object.keys(LINK_ATTRIBUTES), 'part'],
      img: Object.keys(IMAGE_ATTRIBUTES),
    },
    // A second line behind `finishAttributes`, which already wrote only absolute allowed URLs.
    allowedSchemes: bare(LINK_SCHEMES),
    allowedSchemesByTag: { img: bare(IMAGE_SCHEMES) },
    allowProtocolRelative: false,
    // Empty values are kept as the browser keeps them (`title=""`, written `title`; `alt=""` as is,
    // by sanitize-html's default), not dropped as "non-boolean" by sanitize-html.
    nonBooleanAttributes: [],
    // Void elements of the allowlist written as void, not as `<wbr></wbr>`.
    selfClosing: ['img', 'br', 'hr', 'wbr', 'col'],
    disallowedTagsMode: 'discard',
    parseStyleAttributes: false,
    transformTags: {
      '*': (tagName, attribs) => ({ tagName, attribs: finishAttributes(tagName, attribs, baseUrl) }),
    },
    onOpenTag: (name) => {
      removed.push(inRemoved() || !ALLOWED.has(name));
    },
    onCloseTag: () => {
      removed.pop();
    },
    textFilter: (text) => (inRemoved() ? '' : text),
    // Called when an allowed element closes, after `onCloseTag`: the top is now its parent's state.
    exclusiveFilter: () => inRemoved(),
  });
}

/** Runs of whitespace, including the no-break spaces rich-text editors leave. */
const WHITESPACE = /\s+/g;

/** Allowed elements that sit inside a line of text: their edges are not word boundaries. */
const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'code', 'del', 'em', 'font', 'i', 'img', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);

/**
 * The plain text of a description, for a meta description or a link preview: sanitised first (so
 * a script's or a form's text never becomes the summary), then read as text, whitespace
 * collapsed. The edges of blocks and `<br>` count as spaces, so `<p>a</p><p>b</p>` reads "a b",
 * while `<b>in</b>line` stays "inline".
 */
export function descriptionText(html: string): string {
  const safe = sanitizeDescription(html);
  let text = '';
  sanitizeHtml(safe, {
    allowedTags: [],
    allowedAttributes: {},
    textFilter: (chunk) => {
      text += chunk;
      return '';
    },
    onOpenTag: (name) => {
      if (!INLINE.has(name)) text += ' ';
    },
    onCloseTag: (name) => {
      if (!INLINE.has(name)) text += ' ';
    },
  });
  return decodeText(text).replace(WHITESPACE, ' ').trim();
}

/** sanitize-html hands `textFilter` escaped text; these are the only entities it writes. */
function decodeText(text: string): string {
  return text.replace(/&(lt|gt|quot|amp);/g, (_entity, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '');
}

/**
 * A page's meta description from a text: search engines show about 155 characters, so a longer
 * text is cut at the last word boundary that fits, with "…" (counted in `max`). A single word
 * longer than that is cut inside the word rather than left out.
 */
export function metaDescription(text: string, max = 155): string {
  const collapsed = text.replace(WHITESPACE, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  // Not between the halves of a surrogate pair (an emoji): that would write a lone surrogate.
  const end = /[\uD800-\uDBFF]/.test(collapsed.charAt(max - 2)) ? max - 2 : max - 1;
  const room = collapsed.slice(0, end);
  const space = room.lastIndexOf(' ');
  const cut = space > 0 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}
