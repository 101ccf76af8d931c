/**
 * The static site's pages, each the template with the board prerendered in one view: the
 * listing's pages (`index.html`, `page/N/index.html`), one page per job (`jobs/<slug>/index.html`)
 * with its head for search engines and link previews, and `sitemap.xml` of the job pages. Each is
 * rendered on its own, so the build can write it and let it go (build-command.ts streams them).
 */
import { buildJobPosting, textAsHtml, type JobPost, type JobPostPage } from '../../client/index.js';
import { jobPath, listingPath } from '../../routing/route-params.js';
import { jobSlug } from '../../routing/slug.js';
import { documentTitle } from '../../elements/job-board/detail/document-metadata.js';
import { descriptionOf } from '../../elements/job-board/detail/description.js';
import { DEFAULT_DOCUMENT_TITLE } from '../../elements/job-board/document-title.js';
import type { ListingData } from '../../elements/job-board/prerendered.js';
import { escapeXml as escapeHtml, w3cDatetime, type SitemapEntry } from '../sitemap-xml.js';
import { parse5EntityDecoder } from './entities.js';
import { feedItem } from '../feed/feed-item.js';
import type { FeedItem } from '../feed/feed-model.js';
import { withHeadTags, type FeedLink } from './head-tags.js';
import { renderBoard } from './prerender.js';
import { descriptionText, metaDescription, sanitizeDescription } from './server-sanitizer.js';
import type { PageTemplate } from './template.js';

export interface SiteSettings {
  template: PageTemplate;
  /** The site's origin (and any path before the board's `base-path`): job URLs are made from it. */
  siteUrl: URL;
  /** The board's `base-path`, normalised: the out folder is served there. */
  basePath: string;
  /** The board's attributes for the render (the template's, with the page's `lang`). */
  attributes: ReadonlyMap<string, string>;
  /** Posts per listing page (the board's `page-size`, clamped as the board clamps it). */
  pageSize: number;
  /** Whether the board loads every post (a filter in it, a filter or grouping set). */
  whole: boolean;
  /** Grouped or "Show more jobs": one listing page, no pager. */
  singleListingPage: boolean;
  /** The feed the build writes, linked from every page's head. */
  feed?: FeedLink;
}

/** A rendered page: its path relative to the out folder, with `/`, and its HTML. */
export interface SitePage {
  path: string;
  html: string;
}

/**
 * The folder a job's page is written in, under `jobs/`: the id's slug (routing/slug.ts), the
 * segment `jobPath` links to, which hosts that percent-decode paths and hosts that don't serve alike.
 */
export function jobFolderName(id: string): string {
  return jobSlug(id);
}

/** A job page's path in the out folder. */
export function jobPagePath(id: string): string {
  return `jobs/${jobFolderName(id)}/index.html`;
}

/** A listing page's path in the out folder. */
export function listingPagePath(number: number): string {
  return number === 1 ? 'index.html' : `page/${number}/index.html`;
}

/** The listing's copy of a post, as the board's listing needs it: no description, the heaviest part. */
export function listingCopy(post: JobPost): JobPost {
  const { description: _description, content: _content, ...copy } = post;
  return copy;
}

/** How many listing pages `count` posts make. */
export function listingPageCount(settings: SiteSettings, count: number): number {
  return settings.singleListingPage ? 1 : Math.max(1, Math.ceil(count / settings.pageSize));
}

/** The listing page `page` at the board's page size, as the API would answer it. */
function listingPage(posts: readonly JobPost[], page: number, limit: number): JobPostPage {
  const totalCount = posts.length;
  return {
    posts: posts.slice((page - 1) * limit, page * limit),
    page,
    limit,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / limit)),
    skipped: 0,
    overflow: 0,
  };
}

/** The absolute URL of a path of the site. */
export function siteAddress(settings: Pick<SiteSettings, 'siteUrl'>, path: string): URL {
  return new URL(path.replace(/^\//, ''), new URL(settings.siteUrl.href.replace(/\/?$/, '/')));
}

/** The board's data on one page: the listing or the post it shows, or the closed role it stands for. */
interface PageData {
  listing?: ListingData;
  post?: JobPost;
  /** A closed role's page: the closed job's id (see PrerenderedData's `closed`). */
  closed?: string;
}

/** The board rendered in one view, for the page at `path`. */
async function renderPageBoard(settings: SiteSettings, view: { page: number; job: string }, data: PageData, path: string) {
  const { template } = settings;
  const pageUrl = siteAddress(settings, path);
  const boardHtml = await renderBoard({
    attributes: settings.attributes,
    childrenHtml: template.childrenHtml,
    view,
    data: {
      ...(data.listing && { listing: data.listing }),
      ...(data.post && { post: data.post, pageTitle: template.pageTitle }),
      ...(data.closed !== undefined && { closed: data.closed }),
    },
    pageUrl,
  });
  return { pageUrl, boardHtml };
}

/** The template's page with `boardHtml` where its board was. */
export function inTemplate(template: PageTemplate, boardHtml: string): string {
  return template.html.slice(0, template.board.start) + boardHtml + template.html.slice(template.board.end);
}

/** The template's page with the board rendered in one view. */
async function renderPage(settings: SiteSettings, view: { page: number; job: string }, data: PageData, path: string) {
  const { pageUrl, boardHtml } = await renderPageBoard(settings, view, data, path);
  return { pageUrl, html: inTemplate(settings.template, boardHtml) };
}

/** Listing page `number` of `listed`, as the board's data holds it: every post in whole-board mode, else that page. */
function listingData(settings: SiteSettings, listed: readonly JobPost[], number: number): ListingData {
  return settings.whole ? { posts: [...listed], totalCount: listed.length } : listingPage(listed, number, settings.pageSize);
}

/**
 * Listing page `number` of `listed` (listing copies). The entries of `unlinked` posts (whose page
 * could not be made) stay, without their link: a link there would lead to no page. With
 * JavaScript the board takes the page over and opens them from the API.
 */
export async function renderListingPage(settings: SiteSettings, listed: readonly JobPost[], number: number, unlinked: ReadonlySet<string>): Promise<SitePage> {
  const { pageUrl, html } = await renderPage(settings, { page: number, job: '' }, { listing: listingData(settings, listed, number) }, listingPath(settings.basePath, number));
  // The listing's pages carry no JSON-LD (structured data is for one job), and the page's own
  // title, which the live board keeps as it pages in place.
  const head = { title: settings.template.pageTitle, canonicalUrl: pageUrl.href, openGraph: { type: 'website' as const }, ...(settings.feed ? { feed: settings.feed } : {}) };
  return { path: listingPagePath(number), html: withoutLinks(withHeadTags(html, head), unlinked) };
}

/**
 * The board of closed job `id`'s page: the listing's first page with the closed job's notice, as
 * the live board shows a link to a closed job (ClosedRoleController). Its data names the job as
 * closed, so the takeover shows the same without a request.
 */
export async function renderClosedBoard(settings: SiteSettings, id: string, listed: readonly JobPost[], unlinked: ReadonlySet<string>): Promise<string> {
  const { boardHtml } = await renderPageBoard(settings, { page: 1, job: '' }, { listing: listingData(settings, listed, 1), closed: id }, jobPath(settings.basePath, id));
  return withoutLinks(boardHtml, unlinked);
}

/** A listing entry's link start tag, as Lit's server renderer writes it: values escaped, so no `>` inside. */
const ENTRY_LINK_START_TAG = /<a\s[^>]*\bpart="item-link"[^>]*>/g;

/**
 * The page with the entry links of `ids` made plain anchors (no `href`). An entry's link carries
 * its post's id in `data-id`, escaped as Lit escapes attribute values.
 */
export function withoutLinks(html: string, ids: ReadonlySet<string>): string {
  if (ids.size === 0) return html;
  const escaped = new Set([...ids].map(escapeLitAttribute));
  return html.replace(ENTRY_LINK_START_TAG, (tag) => {
    const id = /\sdata-id="([^"]*)"/.exec(tag)?.[1];
    return id !== undefined && escaped.has(id) ? tag.replace(/\shref="[^"]*"/, '') : tag;
  });
}

/** Lit's server renderer's attribute escaping (@lit-labs/ssr escape-html.js): `'` is `&#39;`, not XML's `&apos;`. */
function escapeLitAttribute(text: string): string {
  return escapeHtml(text).replace(/&apos;/g, '&#39;');
}

/** A job's page, its sitemap entry and its feed item. */
export interface JobPage extends SitePage {
  entry: SitemapEntry;
  item: FeedItem;
}

/** The page of one post (its detail, as the API sent it). */
export async function renderJobPage(settings: SiteSettings, full: JobPost): Promise<JobPage> {
  const { template, attributes } = settings;
  const path = jobPagePath(full.id);
  const pathname = jobPath(settings.basePath, full.id);
  const { post, html: descriptionHtml, text } = withSanitisedDescription(full, siteAddress(settings, pathname));
  const { pageUrl, html } = await renderPage(settings, { page: 1, job: post.id }, { post }, pathname);
  const { data } = buildJobPosting(post, {
    url: pageUrl.href,
    organization: attributes.get('organization') ?? null,
    organizationUrl: attributes.get('organization-url') ?? null,
    organizationLogo: attributes.get('organization-logo') ?? null,
    country: attributes.get('country') ?? null,
    ...(descriptionHtml ? { descriptionHtml } : {}),
  });
  const titleTemplate = attributes.get('document-title') ?? DEFAULT_DOCUMENT_TITLE;
  const head = {
    title: titleTemplate ? documentTitle(titleTemplate, post.title, template.pageTitle) : template.pageTitle,
    ...(text ? { description: metaDescription(text) } : {}),
    canonicalUrl: pageUrl.href,
    openGraph: { type: 'article' as const, ...(template.pageTitle ? { siteName: template.pageTitle } : {}) },
    ...(attributes.get('structured-data') === 'off' ? {} : { jsonLd: data }),
    ...(settings.feed ? { feed: settings.feed } : {}),
  };
  const lastmod = w3cDatetime(post.updated_at);
  return {
    path,
    html: withHeadTags(html, head),
    entry: { loc: pageUrl.href, ...(lastmod === undefined ? {} : { lastmod }) },
    // The feed links where the sitemap does, and summarises the text the page shows.
    item: feedItem(post, pageUrl.href, text),
  };
}

/**
 * The post with its description as the page shows it: HTML sanitised here, with the browser's
 * policy, or plain text as it was. The embedded data carries this copy, never the API's raw HTML,
 * and in a form the board reads back as the same thing (see `storedDescription`).
 */
export function withSanitisedDescription(post: JobPost, pageUrl: URL): { post: JobPost; html?: string; text?: string } {
  const description = descriptionOf(post, parse5EntityDecoder);
  const { content: _content, description: _description, ...rest } = post;
  if (!description) return { post: rest };
  if (description.kind === 'text') {
    const html = textAsHtml(description.text);
    return { post: { ...rest, description: storedDescription(description.text, html) }, html, text: description.text };
  }
  // Relative links resolve against the job's page, as the browser would resolve them there.
  const html = sanitizeDescription(description.html, { baseUrl: pageUrl.href });
  return { post: { ...rest, description: storedDescription(undefined, html) }, html, text: descriptionText(html) };
}

/**
 * What the embedded data's `description` holds: the board reads it again with `descriptionOf`,
 * on the server and after the takeover, and must read what was meant. Text that the board would
 * take for markup (`<b>`, or `&lt;script&gt;` that it would decode) goes as its escaped HTML, so it
 * stays text; sanitised HTML without a tag (all text, some of it escaped markup) goes inside a
 * `<div>`, so it is never decoded into markup.
 */
export function storedDescription(text: string | undefined, html: string): string {
  const readBack = (description: string) => descriptionOf({ id: '', title: '', description }, parse5EntityDecoder);
  if (text !== undefined) {
    const again = readBack(text);
    if (again?.kind === 'text' && again.text === text) return text;
  }
  const again = readBack(html);
  if (again === undefined || (again.kind === 'html' && again.html === html)) return html;
  return `<div>${html}</div>`;
}
