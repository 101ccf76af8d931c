/**
 * The page's own canonical link and `og:url` while the board moves in place (another listing
 * page, a job, Back): a server render or a static page wrote them for the address the page came
 * with, and a crawler that runs the page, or a visitor who shares it from a browser's menu, must
 * not be told that every job is the first page. The board writes into the tags the page has (it
 * adds none: a page without them chose so), and gives them back at the page's first address and
 * when it leaves the page. Part of the detail chunk, with the rest of the head (document-metadata.ts).
 */

/** The page's tags the board moved: each with the attribute holding the URL and its own value. */
export interface AddressState {
  tags: [element: Element, attribute: string, own: string | null][];
  /** The URL the board last wrote. */
  set: string;
}

const CANONICAL = 'link[rel~="canonical" i]';
const ADDRESS_TAGS = `${CANONICAL},meta[property="og:url" i],meta[name="og:url" i]`;

/**
 * The visitor's address on the origin the page's canonical link names, when it names one: a server
 * render's `siteUrl`, a static site's `--site-url`, a preview deploy's production site. Every URL
 * the head gives (the canonical link, `og:url`, JSON-LD `url`) is made from it, so they agree with
 * what the server renders for this address.
 */
export function addressOnCanonicalOrigin(): URL {
  const page = new URL(location.href);
  try {
    // A link's `href` is resolved against the page; one that can't be is the raw text, and throws here.
    const origin = new URL(document.head.querySelector<HTMLLinkElement>(CANONICAL)?.href ?? '');
    if (/^https?:$/.test(origin.protocol)) return new URL(page.pathname + page.search + page.hash, origin);
  } catch {
    // No canonical link, or none with a URL: the visitor's own origin.
  }
  return page;
}

/**
 * Points the page's canonical link and `og:url` at `url` (the board's address: a job's one URL, or
 * the listing's canonical address), or, for undefined, gives them their own values back. A tag that
 * someone else changed since (a single-page app's router) is theirs and left alone.
 */
export function followAddress(head: { address?: AddressState | undefined }, url: string | undefined): void {
  const state = head.address;
  if (url === undefined) {
    for (const [element, attribute, own] of state?.tags ?? []) if (own !== null && element.getAttribute(attribute) === state!.set) element.setAttribute(attribute, own);
    head.address = undefined;
    return;
  }
  const tags = state?.tags ?? [...document.head.querySelectorAll(ADDRESS_TAGS)].map((element): AddressState['tags'][number] => {
    const attribute = element.localName === 'link' ? 'href' : 'content';
    return [element, attribute, element.getAttribute(attribute)];
  });
  for (const [element, attribute, own] of tags) {
    const value = element.getAttribute(attribute);
    if (value === own || value === state?.set) element.setAttribute(attribute, url);
  }
  head.address = { tags, set: url };
}
