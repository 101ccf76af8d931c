/**
 * What a job description may hold, with no DOM: the one copy of the policy that the browser's
 * sanitiser (sanitizer.ts: the HTML Sanitizer API or DOMPurify) and the static-page build's
 * (src/ssr/server-sanitizer.ts: sanitize-html) both run, so a description prerendered on the
 * server is the description the live board shows.
 */

/**
 * Text structure, emphasis, links, lists, tables and images. Anything else is removed with its
 * content (scripts, styles, forms, media, embeds, SVG, custom elements). No `class`, `id`,
 * `style`, `part`, `slot`, `role` or event attributes: a description must not take the board's
 * styling or announce itself as the board (it lives in the same shadow root as the Apply link).
 */
export const DESCRIPTION_ELEMENTS: readonly string[] = [
  'p', 'br', 'hr', 'div', 'span', 'section', 'article', 'header', 'footer', 'aside',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'address', 'center', 'font',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'kbd', 'samp', 'var', 'time', 'wbr',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption', 'picture',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

/** Attributes kept on any allowed element; `href` and `src` are then checked against the schemes below. */
export const DESCRIPTION_ATTRIBUTES: readonly string[] = [
  'href', 'src', 'alt', 'title', 'width', 'height', 'lang', 'dir',
  'colspan', 'rowspan', 'scope', 'headers', 'span', 'start', 'reversed', 'type', 'datetime', 'abbr',
];

/** Link targets a description may use: web, mail and phone (relative addresses resolve to web ones). */
export const LINK_SCHEMES: readonly string[] = ['https:', 'http:', 'mailto:', 'tel:'];

/**
 * Images over https only. Each image is a request from the visitor's browser to a host the
 * description names: never in clear text, never with the career page's address as referrer, and
 * only when scrolled near (`LINK_ATTRIBUTES`, `IMAGE_ATTRIBUTES`). No `srcset` (an allowlist of
 * one URL is checkable, a candidate list from any hosts is not), no `data:` (megabytes inline), no
 * video or audio.
 */
export const IMAGE_SCHEMES: readonly string[] = ['https:'];

/** Set on every link that keeps its `href`: it leaves the career page in a new tab, without an opener or a referrer. */
export const LINK_ATTRIBUTES: Readonly<Record<string, string>> = { target: '_blank', rel: 'noopener noreferrer' };

/**
 * Parts set on the sanitised elements a site most wants to style, so `::part()` reaches into the
 * description (which keeps no `class` or `style` of its own). Only these: a part the API sends is
 * removed with every other attribute outside the allowlist, and the board's own parts (`apply-link`,
 * say) can't be claimed by a description.
 */
export const DESCRIPTION_PARTS: Readonly<Record<string, string>> = {
  h1: 'description-heading',
  h2: 'description-heading',
  h3: 'description-heading',
  h4: 'description-heading',
  h5: 'description-heading',
  h6: 'description-heading',
  a: 'description-link',
  table: 'description-table',
  blockquote: 'description-quote',
  ul: 'description-list',
  ol: 'description-list',
};

/** Set on every image: no referrer, loaded only when scrolled near, decoded off the main thread. */
export const IMAGE_ATTRIBUTES: Readonly<Record<string, string>> = { referrerpolicy: 'no-referrer', loading: 'lazy', decoding: 'async' };

/**
 * The URL `value` means when read against `base` (the page, in the browser), when it uses one of
 * `schemes`; otherwise undefined. `new URL` is the WHATWG parser both the browser and Node run,
 * so `java\tscript:` and `JAVASCRIPT:` read as the browser reads them.
 */
export function urlWithScheme(value: string, schemes: readonly string[], base?: string): URL | undefined {
  try {
    const url = new URL(value, base);
    return schemes.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}
