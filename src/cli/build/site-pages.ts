/**
 * The static site's pages, each the template with the board prerendered in one view: the
 * listing's pages (`index.html`, `page/N/index.html`), one page per job (`jobs/<id>/index.html`)
 * with its head for search engines and link previews, and `sitemap.xml` of the job pages.
 */
import { buildJobPosting, textAsHtml, type JobPost, type JobPostPage } from '../../client/index.js';
import { jobPath, listingPath } from '../../routing/route-params.js';
import { documentTitle } from '../../elements/job-board/detail/document-metadata.js';
import { descriptionOf } from '../../elements/job-board/detail/description.js';
import { DEFAULT_DOCUMENT_TITLE } from '../../elements/job-board/document-title.js';
import type { ListingData } from '../../elements/job-board/prerendered.js';
import { sitemapXml, w3cDatetime } from '../sitemap-xml.js';
import type { FetchedBoard } from './fetch-board.js';
import { withHeadTags } from './head-tags.js';
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
}

/** The listing's copy of a post, as the board's listing needs it: no description, the heaviest part. */
function listingCopy(post: JobPost): JobPost {
  const { description: _description, content: _content, ...copy } = post;
  return copy;
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
function siteAddress(settings: SiteSettings, path: string): URL {
  return new URL(path.replace(/^\//, ''), new URL(settings.siteUrl.href.replace(/\/?$/, '/')));
}

export interface RenderProgress {
  (done: number, total: number): void;
}

/** Renders every page of the site: file path (relative to the out folder) → content. */
export async function renderSite(settings: SiteSettings, board: FetchedBoard, progress: RenderProgress): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const listed = board.listed.map(listingCopy);
  const listingPages = settings.singleListingPage ? 1 : Math.max(1, Math.ceil(listed.length / settings.pageSize));
  const total = listingPages + board.listed.length;
  const { template } = settings;

  const page = async (view: { page: number; job: string }, listing: ListingData | undefined, post: JobPost | undefined, path: string) => {
    const pageUrl = siteAddress(settings, path);
    const boardHtml = await renderBoard({
      attributes: settings.attributes,
      childrenHtml: template.childrenHtml,
      view,
      data: { ...(listing && { listing }), ...(post && { post, pageTitle: template.pageTitle }) },
      pageUrl,
    });
    return { pageUrl, html: template.html.slice(0, template.board.start) + boardHtml + template.html.slice(template.board.end) };
  };

  for (let number = 1; number <= listingPages; number += 1) {
    const listing: ListingData = settings.whole ? { posts: listed, totalCount: listed.length } : listingPage(listed, number, settings.pageSize);
    const { pageUrl, html } = await page({ page: number, job: '' }, listing, undefined, listingPath(settings.basePath, number));
    // The listing's pages carry no JSON-LD (structured data is for one job), and the page's own
    // title, which the live board keeps as it pages in place.
    const head = { title: template.pageTitle, canonicalUrl: pageUrl.href, openGraph: { type: 'website' as const } };
    pages.set(number === 1 ? 'index.html' : `page/${number}/index.html`, withHeadTags(html, head));
    progress(pages.size, total);
  }

  const sitemap: { loc: string; lastmod?: string }[] = [];
  for (const listedPost of board.listed) {
    const full = board.details.get(listedPost.id) ?? listedPost;
    const jobUrl = siteAddress(settings, jobPath(settings.basePath, full.id));
    const { post, html: descriptionHtml, text } = withSanitisedDescription(full, jobUrl);
    const { pageUrl, html } = await page({ page: 1, job: post.id }, undefined, post, jobPath(settings.basePath, post.id));
    const { data } = buildJobPosting(post, {
      url: pageUrl.href,
      organization: settings.attributes.get('organization') ?? null,
      organizationUrl: settings.attributes.get('organization-url') ?? null,
      organizationLogo: settings.attributes.get('organization-logo') ?? null,
      country: settings.attributes.get('country') ?? null,
      ...(descriptionHtml ? { descriptionHtml } : {}),
    });
    const titleTemplate = settings.attributes.get('document-title') ?? DEFAULT_DOCUMENT_TITLE;
    const head = {
      title: titleTemplate ? documentTitle(titleTemplate, post.title, template.pageTitle) : template.pageTitle,
      ...(text ? { description: metaDescription(text) } : {}),
      canonicalUrl: pageUrl.href,
      openGraph: { type: 'article' as const, ...(template.pageTitle ? { siteName: template.pageTitle } : {}) },
      ...(settings.attributes.get('structured-data') === 'off' ? {} : { jsonLd: data }),
    };
    pages.set(`jobs/${encodeURIComponent(post.id)}/index.html`, withHeadTags(html, head));
    const lastmod = w3cDatetime(post.updated_at);
    sitemap.push({ loc: pageUrl.href, ...(lastmod === undefined ? {} : { lastmod }) });
    progress(pages.size, total);
  }
  pages.set('sitemap.xml', sitemapXml(sitemap));
  return pages;
}

/**
 * The post with its description as the page shows it: HTML sanitised here, with the browser's
 * policy, or plain text as it was. The embedded data carries this copy, never the API's raw HTML.
 */
function withSanitisedDescription(post: JobPost, pageUrl: URL): { post: JobPost; html?: string; text?: string } {
  const description = descriptionOf(post);
  const { content: _content, description: _description, ...rest } = post;
  if (!description) return { post: rest };
  if (description.kind === 'text') return { post: { ...rest, description: description.text }, html: textAsHtml(description.text), text: description.text };
  // Relative links resolve against the job's page, as the browser would resolve them there.
  const html = sanitizeDescription(description.html, { baseUrl: pageUrl.href });
  return { post: { ...rest, description: html }, html, text: descriptionText(html) };
}
