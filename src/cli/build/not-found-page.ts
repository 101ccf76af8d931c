/**
 * The static site's `404.html`: what Netlify, GitHub Pages, Cloudflare Pages, Vercel and most other
 * static hosts serve, with status 404, for a path that has no file (a mistyped link, a job page
 * removed after its closed days). The site's template (header, footer, styles) with, where the
 * board was, a short notice in the board's language and a link on to the listing, in the style of
 * a closed role's page (closed-roles.ts); its head says noindex and carries no JobPosting.
 *
 * No board on it: a host serves it at any path, where the board would read a route that names
 * nothing. Its links are root-relative (`base-path`), so they hold at any depth.
 *
 * A `404.html` the site put in the out folder itself is the site's: the build leaves it (and says
 * so). Its own carries a marker, so a later build knows it may rewrite it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveStrings } from '../../i18n/strings.js';
import { listingPath } from '../../routing/route-params.js';
import { withHeadTags } from '../../ssr/head-tags.js';
import { escapeXml as escapeHtml } from '../sitemap-xml.js';
import { inTemplate, siteAddress, type SiteSettings } from './site-pages.js';
import { writePage, type WriteOutcome } from './site-writer.js';

export const NOT_FOUND_PAGE = '404.html';

/** The marker of the build's own 404 page. */
export const NOT_FOUND_ATTRIBUTE = 'data-job-board-not-found';

/**
 * "Page not found" in the board's built-in languages. Here, not in the board's string tables: only
 * the build writes it, and those tables are loaded by every visitor's browser.
 */
const NOT_FOUND: Readonly<Record<string, string>> = {
  en: 'Page not found',
  de: 'Seite nicht gefunden',
  fr: 'Page introuvable',
  es: 'Página no encontrada',
  it: 'Pagina non trovata',
  nl: 'Pagina niet gevonden',
  pt: 'Página não encontrada',
  pl: 'Nie znaleziono strony',
  sv: 'Sidan hittades inte',
  ja: 'ページが見つかりません',
  ar: 'الصفحة غير موجودة',
};

/** The notice's few rules at zero specificity (`:where`): the site's own styles win over them. */
const NOTICE_STYLE =
  '<style>:where(.job-board-not-found){display:block;margin:1rem 0 2rem;line-height:1.5}' +
  ':where(.job-board-not-found h2){margin:0 0 .5em}:where(.job-board-not-found p){margin:0 0 1em}</style>';

/** "Page not found" in `language` (a resolved tag, `de-AT`), English where the board has no table. */
export function notFoundText(language: string): string {
  return NOT_FOUND[language.split('-')[0]!.toLowerCase()] ?? NOT_FOUND['en']!;
}

/** The 404 page: the template, the notice where the board was, a noindex head. */
export function renderNotFoundPage(settings: SiteSettings): string {
  const { language, template } = settings;
  const heading = notFoundText(language);
  const listing = listingPath(settings.basePath, 1);
  const notice =
    NOTICE_STYLE +
    `<section class="job-board-not-found" lang="${escapeHtml(language)}" ${NOT_FOUND_ATTRIBUTE}>` +
    `<h2>${escapeHtml(heading)}</h2>` +
    `<p><a href="${escapeHtml(listing)}">${escapeHtml(resolveStrings(language).back)}</a></p>` +
    `</section>`;
  return withHeadTags(inTemplate(template, notice), {
    title: template.pageTitle.trim() ? `${heading} – ${template.pageTitle}` : heading,
    // The page has no address of its own (a host serves it at any path): its links name the listing.
    canonicalUrl: siteAddress(settings, listing).href,
    openGraph: { type: 'website', ...(template.pageTitle ? { siteName: template.pageTitle } : {}) },
    robots: 'noindex',
  });
}

/** Writes `404.html` into `outDir`, unless the site's own is there; `note` says why not. */
export async function writeNotFoundPage(settings: SiteSettings, outDir: string, note: (text: string) => void): Promise<WriteOutcome | undefined> {
  let present: string | undefined;
  try {
    present = await readFile(join(outDir, NOT_FOUND_PAGE), 'utf8');
  } catch {
    // None yet: written below.
  }
  if (present !== undefined && !present.includes(NOT_FOUND_ATTRIBUTE)) {
    note(`left ${NOT_FOUND_PAGE} as it is: the site's own, not one the build wrote.`);
    return undefined;
  }
  return writePage(outDir, NOT_FOUND_PAGE, renderNotFoundPage(settings));
}
