/**
 * The static site's pages, each the template with the board prerendered in one view: the
 * listing's pages (`index.html`, `page/N/index.html`), one page per job (`jobs/<slug>/index.html`)
 * with its head for search engines and link previews, and `sitemap.xml` of the job pages. Each is
 * rendered on its own, so the build can write it and let it go (build-command.ts streams them).
 */
import type { JobPost, JobPostPage } from '../../client/index.js';
import { jobPath, listingPath } from '../../routing/route-params.js';
import { jobSlug } from '../../routing/slug.js';
import type { ListingData } from '../../elements/job-board/prerendered.js';
import { renderClosedView, renderJobView, renderListingView, type BoardMarkup, type RenderedView } from '../../ssr/board-views.js';
import { withHeadTags, type FeedLink } from '../../ssr/head-tags.js';
import { escapeXml as escapeHtml, w3cDatetime, type SitemapEntry } from '../sitemap-xml.js';
import { feedItem } from '../feed/feed-item.js';
import type { FeedItem } from '../feed/feed-model.js';
import type { PageTemplate } from './template.js';

export { listingCopy, storedDescription, withSanitisedDescription } from '../../ssr/board-views.js';

export interface SiteSettings {
  template: PageTemplate;
  /** The site's origin (and any path before the board's `base-path`): job URLs are made from it. */
  siteUrl: URL;
  /** The board's `base-path`, normalised: the out folder is served there. */
  basePath: string;
  /** The board's attributes for the render (the template's, with the page's `lang`). */
  attributes: ReadonlyMap<string, string>;
  /** The board's language, resolved as the browser reads it (its `lang`, the page's, English). */
  language: string;
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

/** The board as the template writes it, for the server render (src/ssr/board-views.ts). */
export function boardMarkup(settings: SiteSettings): BoardMarkup {
  const { template } = settings;
  return { attributes: settings.attributes, childrenHtml: template.childrenHtml, pageTitle: template.pageTitle, language: settings.language };
}

/** The template's page with `boardHtml` where its board was. */
export function inTemplate(template: PageTemplate, boardHtml: string): string {
  return template.html.slice(0, template.board.start) + boardHtml + template.html.slice(template.board.end);
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
  const pageUrl = siteAddress(settings, listingPath(settings.basePath, number));
  const { boardHtml, head } = await renderListingView(boardMarkup(settings), { page: number }, listingData(settings, listed, number), pageUrl);
  const html = withHeadTags(inTemplate(settings.template, boardHtml), { ...head, ...(settings.feed ? { feed: settings.feed } : {}) });
  return { path: listingPagePath(number), html: withoutLinks(html, unlinked) };
}

/**
 * The board of closed job `id`'s page (titled `title`) and its head: the listing's first page with
 * the closed job's notice, as the live board shows a link to a closed job (ClosedRoleController).
 * Its data names the job as closed, so the takeover shows the same without a request.
 */
export async function renderClosedBoard(settings: SiteSettings, job: { id: string; title: string }, listed: readonly JobPost[], unlinked: ReadonlySet<string>): Promise<RenderedView> {
  const pageUrl = siteAddress(settings, jobPath(settings.basePath, job.id));
  const { boardHtml, head } = await renderClosedView(boardMarkup(settings), job, listingData(settings, listed, 1), pageUrl);
  return { boardHtml: withoutLinks(boardHtml, unlinked), head };
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
  const pageUrl = siteAddress(settings, jobPath(settings.basePath, full.id));
  const { boardHtml, head, post, text } = await renderJobView(boardMarkup(settings), full, pageUrl);
  const lastmod = w3cDatetime(post.updated_at);
  return {
    path: jobPagePath(full.id),
    html: withHeadTags(inTemplate(settings.template, boardHtml), { ...head, ...(settings.feed ? { feed: settings.feed } : {}) }),
    entry: { loc: pageUrl.href, ...(lastmod === undefined ? {} : { lastmod }) },
    // The feed links where the sitemap does, and summarises the text the page shows.
    item: feedItem(post, pageUrl.href, text),
  };
}
