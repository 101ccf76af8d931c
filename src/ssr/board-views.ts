/**
 * The board rendered on the server in one view, with the head tags that view's page needs: the
 * listing, a job, a closed job. The one server render: `job-board-element build` writes these into
 * its template (src/cli/build/site-pages.ts), `renderJobBoard` hands them to a framework's page.
 */
import { buildJobPosting, textAsHtml, type JobPost } from '../client/index.js';
import { documentTitle } from '../elements/job-board/detail/document-metadata.js';
import { descriptionOf } from '../elements/job-board/detail/description.js';
import { DEFAULT_DOCUMENT_TITLE } from '../elements/job-board/document-title.js';
import type { ListingData, PrerenderedData } from '../elements/job-board/prerendered.js';
import { canonicalAddress, jobUrl } from '../core/route.js';
import { readBoardSettings } from '../core/settings.js';
import type { BoardRoute } from '../routing/route-params.js';
import { parse5EntityDecoder } from './entities.js';
import type { PageHead } from './head-tags.js';
import { renderBoard } from './render-board.js';
import { descriptionText, metaDescription, sanitizeDescription } from './server-sanitizer.js';

/** The board as the page writes it, whatever view it shows. */
export interface BoardMarkup {
  /** The board's attributes, as the page writes them (with `lang` when the page gives one). */
  attributes: ReadonlyMap<string, string>;
  /** The board's children as the page writes them. */
  childrenHtml: string;
  /** The page's own title (`document-title`'s `{page}`), or empty. */
  pageTitle: string;
  /** The language the board's texts are in (resolved: its `lang`, the page's, English). */
  language: string;
}

/** A view rendered: the board's markup, and the head its page needs. */
export interface RenderedView {
  boardHtml: string;
  head: PageHead;
}

/** The listing's copy of a post, as the board's listing needs it: no description, the heaviest part. */
export function listingCopy(post: JobPost): JobPost {
  const { description: _description, content: _content, ...copy } = post;
  return copy;
}

/**
 * The data of a listing shown for `view`. A page of the API's answering a search (a server render
 * of a searched URL; the build renders none) says which, so the server's board shows it.
 */
function listingData(listing: ListingData, view: Partial<BoardRoute>): PrerenderedData {
  const query = view.query ?? '';
  const workplaces = view.workplaces ?? [];
  return 'page' in listing && (query || workplaces.length > 0) ? { listing, search: { query, workplaces } } : { listing };
}

/** The board's `document-title` with the job's title in it, or the page's own title. */
function jobTitle(board: BoardMarkup, title: string): string {
  const template = board.attributes.get('document-title') ?? DEFAULT_DOCUMENT_TITLE;
  return template ? documentTitle(template, title, board.pageTitle) : board.pageTitle;
}

/**
 * The listing (`view`: its page, and the search and filters the URL names) from `listing`. Its
 * head has no JSON-LD (structured data is for one job) and the page's own title, which the live
 * board keeps as it pages in place.
 */
export async function renderListingView(board: BoardMarkup, view: Partial<BoardRoute>, listing: ListingData, pageUrl: URL): Promise<RenderedView> {
  const boardHtml = await renderBoard({ ...board, view: { page: 1, ...view, job: '' }, data: listingData(listing, view), pageUrl });
  return { boardHtml, head: { title: board.pageTitle, canonicalUrl: canonicalAddress(pageUrl).href, openGraph: { type: 'website' } } };
}

/**
 * Job `id`'s closed role (the API answers 404 for it): the listing's first page, `listing`, with
 * the closed job's notice, as the live board shows a link to a closed job (ClosedRoleController).
 * Its data names the job as closed, so the takeover shows the same without a request. The head
 * says noindex and has no JobPosting (an expired job leaves the index); `title` is the job's when
 * known (a build's closed page remembers it), else the page's own.
 */
export async function renderClosedView(
  board: BoardMarkup,
  closed: { id: string; title?: string; view?: Partial<BoardRoute> },
  listing: ListingData,
  pageUrl: URL,
): Promise<RenderedView> {
  const boardHtml = await renderBoard({ ...board, view: { ...closed.view, page: 1, job: '' }, data: { ...listingData(listing, closed.view ?? {}), closed: closed.id }, pageUrl });
  return {
    boardHtml,
    head: {
      title: closed.title === undefined ? board.pageTitle : jobTitle(board, closed.title),
      canonicalUrl: canonicalAddress(pageUrl).href,
      openGraph: { type: 'website', ...(board.pageTitle ? { siteName: board.pageTitle } : {}) },
      robots: 'noindex',
    },
  };
}

/** A job's view rendered, with the post as its data holds it and its description's text. */
export interface RenderedJob extends RenderedView {
  /** The post as the embedded data holds it: its description sanitised. */
  post: JobPost;
  /** The description's text, as the page shows it. */
  text?: string;
}

/**
 * The detail of `full` (the post as the API sent it), over the listing `view` names. Its head: the job's title (per
 * `document-title`), its description, canonical URL, Open Graph and its JSON-LD JobPosting
 * (unless `structured-data="off"`).
 */
export async function renderJobView(board: BoardMarkup, full: JobPost, pageUrl: URL, view: Partial<BoardRoute> = {}): Promise<RenderedJob> {
  const { attributes } = board;
  const { post, html: descriptionHtml, text } = withSanitisedDescription(full, pageUrl);
  // The listing behind the job (its back link's) is the view's, page 1 unless the URL names one.
  const boardHtml = await renderBoard({ ...board, view: { page: 1, ...view, job: post.id }, data: { post, pageTitle: board.pageTitle }, pageUrl });
  // The job's one URL (core/route.ts), whatever listing page or campaign the visitor came by: the
  // sitemap's, the feed's and the live board's. A board that routes nothing names the page.
  const url = jobUrl(pageUrl, readBoardSettings((name) => attributes.get(name)), post.id) ?? canonicalAddress(pageUrl).href;
  const { data } = buildJobPosting(post, {
    url,
    organization: attributes.get('organization') ?? null,
    organizationUrl: attributes.get('organization-url') ?? null,
    organizationLogo: attributes.get('organization-logo') ?? null,
    country: attributes.get('country') ?? null,
    ...(descriptionHtml ? { descriptionHtml } : {}),
  });
  const head: PageHead = {
    title: jobTitle(board, post.title),
    ...(text ? { description: metaDescription(text) } : {}),
    canonicalUrl: url,
    openGraph: { type: 'article', ...(board.pageTitle ? { siteName: board.pageTitle } : {}) },
    ...(attributes.get('structured-data') === 'off' ? {} : { jsonLd: data }),
  };
  return { boardHtml, head, post, ...(text === undefined ? {} : { text }) };
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
