/**
 * A server-rendered page's `<head>`: its title, description, canonical URL, Open Graph and Twitter
 * card tags and its JSON-LD, written into the company's own template (the static build) or given
 * as tags of their own (`renderJobBoard`). Crawlers and link unfurlers that run no script read
 * only these.
 *
 * The template is read with parse5 (the HTML parser's algorithm, so "the head" is what a browser
 * takes for it, implied or not) for the location of each element, and only those ranges are
 * edited: everything else of the template is kept byte for byte, so a site's own markup,
 * formatting and comments come out as they went in.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { jsonLdText } from '../client/structured-data.js';
import { PRERENDERED_POSTING_ATTRIBUTE } from '../elements/job-board/detail/document-metadata.js';
// XML's five entities are HTML's too: a value escaped with them can neither end its quotes nor open a tag.
import { escapeMarkup as escapeHtml } from './escape.js';

type Element = DefaultTreeAdapterMap['element'];

export interface PageHead {
  /** The document title, already formatted (e.g. per the board's `document-title`). */
  title: string;
  /** Plain text, at most ~155 characters (see `metaDescription`); without it the template's stays. */
  description?: string;
  /** The page's one absolute URL. */
  canonicalUrl: string;
  openGraph: {
    /** `article` for a job page, `website` for the listing. */
    type: 'website' | 'article';
    /** Without it the template's `og:site_name` stays. */
    siteName?: string;
    /** An absolute image URL; with it the Twitter card is `summary_large_image`. Without it the template's image stays. */
    image?: string;
  };
  /** The page's structured data (a JobPosting), written as the one JSON-LD JobPosting block. */
  jsonLd?: object;
  /** The site's job feed, linked as `<link rel="alternate">` so browsers and feed readers find it. */
  feed?: FeedLink;
  /** `<meta name="robots">`, replacing the template's (a closed role's page: `noindex`); without it the template's stays. */
  robots?: string;
  /** The day a closed role's page says its role closed (`<meta name="job-board-closed">`, closed-roles.ts). */
  closedOn?: string;
}

export interface FeedLink {
  /** The feed's media type, e.g. `application/rss+xml`. */
  type: string;
  title: string;
  /** Its absolute URL. */
  href: string;
}

/** One change to the template: its characters `start`…`end` become `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * A tag this module writes, and how to recognise the template's own tags of the same meaning.
 * `html` is the tag; `''` removes the template's without writing one; undefined leaves them.
 */
interface ManagedTag {
  html: string | undefined;
  matches: (element: Element) => boolean;
}

const attribute = (element: Element, name: string): string | undefined => element.attrs.find((attr) => attr.name === name)?.value;

/** A `<meta>` naming `key` by `property` (Open Graph's way) or `name` (Twitter's, and common for both). */
function isMeta(key: string | ((name: string) => boolean)): (element: Element) => boolean {
  const test = typeof key === 'string' ? (name: string) => name === key : key;
  return (element) => {
    if (element.tagName !== 'meta') return false;
    const name = (attribute(element, 'property') ?? attribute(element, 'name'))?.trim().toLowerCase();
    return name !== undefined && test(name);
  };
}

const meta = (key: 'name' | 'property', name: string, content: string | undefined): string | undefined =>
  content === undefined ? undefined : `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;

/** Whether a JSON-LD block holds a JobPosting (at its top, in an array or in an `@graph`). */
function holdsJobPosting(data: unknown): boolean {
  if (Array.isArray(data)) return data.some(holdsJobPosting);
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  const type = record['@type'];
  return type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting')) || holdsJobPosting(record['@graph']);
}

/**
 * A template's JSON-LD with a JobPosting: the page's own replaces it (or, on a listing, it goes).
 * The site's other JSON-LD (its Organization, its breadcrumbs) is the site's and stays; a block
 * that is not JSON is left alone, as no search engine reads it either.
 */
function isJobPostingScript(element: Element): boolean {
  if (element.tagName !== 'script' || attribute(element, 'type')?.trim().toLowerCase() !== 'application/ld+json') return false;
  const text = element.childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');
  try {
    return holdsJobPosting(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Whether `element` is a `<link rel="alternate">` to `href`, its own href read against the page's URL. */
function isAlternateLinkTo(element: Element, href: string, pageUrl: string): boolean {
  if (element.tagName !== 'link' || !(attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('alternate')) return false;
  try {
    return new URL(attribute(element, 'href') ?? '', pageUrl).href === href;
  } catch {
    return false;
  }
}

/** The tags of `page`, in the order they are added when the template lacks them. */
function managedTags(page: PageHead): ManagedTag[] {
  const { openGraph } = page;
  const image = openGraph.image;
  return [
    { html: `<title>${escapeHtml(page.title)}</title>`, matches: (element) => element.tagName === 'title' },
    { html: meta('name', 'description', page.description), matches: (element) => element.tagName === 'meta' && attribute(element, 'name')?.trim().toLowerCase() === 'description' },
    {
      html: `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`,
      matches: (element) => element.tagName === 'link' && (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'),
    },
    { html: meta('property', 'og:title', page.title), matches: isMeta('og:title') },
    { html: meta('property', 'og:description', page.description), matches: isMeta('og:description') },
    { html: meta('property', 'og:url', page.canonicalUrl), matches: isMeta('og:url') },
    { html: meta('property', 'og:type', openGraph.type), matches: isMeta('og:type') },
    { html: meta('property', 'og:site_name', openGraph.siteName), matches: isMeta('og:site_name') },
    // The template's image comes with its own width, height and alt (`og:image:*`): they go with it.
    { html: meta('property', 'og:image', image), matches: isMeta((name) => name === 'og:image' || name.startsWith('og:image:')) },
    { html: meta('name', 'twitter:card', image === undefined ? 'summary' : 'summary_large_image'), matches: isMeta('twitter:card') },
    { html: meta('name', 'twitter:title', page.title), matches: isMeta('twitter:title') },
    { html: meta('name', 'twitter:description', page.description), matches: isMeta('twitter:description') },
    // Twitter falls back to `og:image`; the template's own Twitter image would contradict the page's.
    { html: image === undefined ? undefined : '', matches: isMeta((name) => name === 'twitter:image' || name.startsWith('twitter:image:')) },
    {
      html: page.feed && `<link rel="alternate" type="${escapeHtml(page.feed.type)}" title="${escapeHtml(page.feed.title)}" href="${escapeHtml(page.feed.href)}">`,
      // Only the template's link to this same feed: a link to the site's blog feed is the site's and stays.
      matches: (element) => page.feed !== undefined && isAlternateLinkTo(element, page.feed.href, page.canonicalUrl),
    },
    { html: meta('name', 'robots', page.robots), matches: isMeta('robots') },
    { html: meta('name', 'job-board-closed', page.closedOn), matches: isMeta('job-board-closed') },
    {
      // Marked, so the board that takes the page over keeps this script up to date rather than adding one.
      html: page.jsonLd === undefined ? '' : `<script type="application/ld+json" ${PRERENDERED_POSTING_ATTRIBUTE}>${jsonLdText(page.jsonLd)}</script>`,
      matches: isJobPostingScript,
    },
  ];
}

/**
 * The page's head tags on their own, one a line, for a page that has none of them yet (a
 * framework's, which puts them in its head): every tag `page` sets, none of the removals. An
 * empty title (a page that gave none) makes no `<title>` and no title tags.
 */
export function headTags(page: PageHead): string {
  const untitled = page.title.trim() === '';
  return managedTags(page)
    .map((tag) => tag.html ?? '')
    .filter((html) => html !== '' && !(untitled && (html.startsWith('<title>') || /^<meta [a-z]+="(?:og|twitter):title"/.test(html))))
    .join('\n');
}

function findElement(nodes: DefaultTreeAdapterMap['childNode'][], tagName: string): Element | undefined {
  return nodes.find((node): node is Element => 'tagName' in node && node.tagName === tagName);
}

/** The start of `offset`'s line when only spaces and tabs come before it there, else undefined. */
function lineStart(html: string, offset: number): number | undefined {
  let start = offset;
  while (start > 0 && (html[start - 1] === ' ' || html[start - 1] === '\t')) start--;
  return start === 0 || html[start - 1] === '\n' ? start : undefined;
}

/** The range of an element to delete: its whole line when it stands alone on one. */
function removal(html: string, start: number, end: number): Edit {
  const from = lineStart(html, start);
  const after = /^[ \t]*\r?\n/.exec(html.slice(end));
  return from !== undefined && after ? { start: from, end: end + after[0].length, text: '' } : { start, end, text: '' };
}

/**
 * The template with the page's head tags. Each tag replaces the first of the template's tags of
 * the same meaning, where that one stands, and the template's others of that meaning go; a tag
 * the template lacks is added at the end of the head, indented as the head's first element.
 * Tags the page does not set (a description, a site name or an image it lacks) leave the
 * template's own in place.
 */
export function withHeadTags(template: string, page: PageHead): string {
  const document = parse(template, { sourceCodeLocationInfo: true });
  const html = findElement(document.childNodes, 'html');
  const head = html && findElement(html.childNodes, 'head');
  if (!html || !head) throw new Error('The template has no <head>: the HTML parser always makes one, so this is a bug.');
  const children = head.childNodes.filter((node): node is Element => 'tagName' in node && node.sourceCodeLocation != null);

  const edits: Edit[] = [];
  const additions: string[] = [];
  for (const tag of managedTags(page)) {
    if (tag.html === undefined) continue;
    const matching = children.filter(tag.matches);
    matching.forEach((element, index) => {
      const { startOffset, endOffset } = element.sourceCodeLocation!;
      if (index === 0 && tag.html) edits.push({ start: startOffset, end: endOffset, text: tag.html });
      else edits.push(removal(template, startOffset, endOffset));
    });
    if (matching.length === 0 && tag.html) additions.push(tag.html);
  }
  if (additions.length > 0) edits.push(insertion(template, head, html, document, additions));

  let result = template;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** Where and how the tags the template lacks are added: before `</head>`, one a line. */
function insertion(template: string, head: Element, html: Element, document: DefaultTreeAdapterMap['document'], tags: string[]): Edit {
  const location = head.sourceCodeLocation;
  const firstChild = head.childNodes.find((node): node is Element => 'tagName' in node && node.sourceCodeLocation != null);
  const lastChild = head.childNodes.filter((node): node is Element => 'tagName' in node && node.sourceCodeLocation != null).at(-1);
  const indentStart = firstChild ? lineStart(template, firstChild.sourceCodeLocation!.startOffset) : undefined;
  const indent = firstChild && indentStart !== undefined ? template.slice(indentStart, firstChild.sourceCodeLocation!.startOffset) : '';

  const endTag = location?.endTag?.startOffset;
  if (endTag !== undefined) {
    // `</head>` on a line of its own: the tags go on lines of their own above it.
    const line = lineStart(template, endTag);
    if (line !== undefined) return { start: line, end: line, text: tags.map((tag) => `${indent}${tag}\n`).join('') };
    return { start: endTag, end: endTag, text: tags.join('') };
  }
  // No `</head>` (it is optional): after the head's last element, or its start tag, or, for a head
  // the parser implied, after `<html>`, the doctype, or at the very start.
  const after =
    lastChild?.sourceCodeLocation?.endOffset ??
    location?.startTag?.endOffset ??
    html.sourceCodeLocation?.startTag?.endOffset ??
    document.childNodes.find((node) => node.nodeName === '#documentType')?.sourceCodeLocation?.endOffset ??
    0;
  return { start: after, end: after, text: tags.map((tag) => (after === 0 ? `${tag}\n` : `\n${indent}${tag}`)).join('') };
}
