/**
 * Job pages at the folders of their slugs before issue 37. Until then an id of
 * `[A-Za-z0-9._~-]` was its own slug; now one with a capital, a Windows device's name, a trailing
 * dot or a hashed slug's shape is hashed (routing/slug.ts), so `jobs/JP_1/` moved to
 * `jobs/JP_1~…/`. Links to the old folder keep working: while the post is open, the build writes
 * there a small page that sends the visitor on (meta refresh; canonical to the new page, noindex),
 * unless that folder is another page's where folder names ignore case (`jobs/jp_1/` is `jp_1`'s)
 * or a name Windows can't hold (`con`). Such a page sits where job pages do, so the build owns it
 * (site-writer.ts `isOwnedPage`): when the post closes, it is removed with the post's other pages.
 */
import { jobPath } from '../../routing/route-params.js';
import { windowsReserves } from '../../routing/slug.js';
import { escapeXml as escapeHtml } from '../sitemap-xml.js';
import { jobFolderName, siteAddress, type SiteSettings, type SitePage } from './site-pages.js';

/** The folder job `id`'s page had before issue 37, when it is not the one it has now. */
export function formerFolderName(id: string): string | undefined {
  // The rule of slugs then: a safe id, 1 to 100 characters, not a dot segment, was its own slug.
  return /^(?!\.\.?$)[\w.~-]{1,100}$/.test(id) && jobFolderName(id) !== id ? id : undefined;
}

/** The longest title a moved page's link shows (the title comes from the API). */
const TITLE_LENGTH = 300;

/** The page at a former folder: it sends the visitor on to the job's page, and search engines too. */
export function movedPageHtml(settings: SiteSettings, job: { id: string; title: string }): string {
  const path = escapeHtml(jobPath(settings.basePath, job.id));
  const canonical = escapeHtml(siteAddress(settings, jobPath(settings.basePath, job.id)).href);
  const title = escapeHtml(job.title.length > TITLE_LENGTH ? `${job.title.slice(0, TITLE_LENGTH)}…` : job.title);
  return (
    `<!doctype html>\n<html lang="${escapeHtml(settings.language)}">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n` +
    `<meta name="robots" content="noindex">\n<link rel="canonical" href="${canonical}">\n<meta http-equiv="refresh" content="0; url=${path}">\n` +
    `</head>\n<body>\n<p><a href="${path}" dir="auto">${title}</a></p>\n</body>\n</html>\n`
  );
}

export interface FormerFolders {
  /** The moved pages to write. */
  pages: SitePage[];
  /** Every open post's former page (relative paths): never a closed role's page, removed unless a moved page is written there. */
  former: Set<string>;
}

/**
 * The moved pages of `open` posts (those with a page), each at its former folder unless the folder
 * is taken, where folder names ignore case, by a page of this build (`taken`), another post's
 * former folder (the least id keeps it, whatever the listing's order) or another page on disk
 * (`onDisk`), or is a name Windows can't hold.
 */
export function formerFolders(settings: SiteSettings, open: readonly { id: string; title: string }[], taken: ReadonlySet<string>, onDisk: readonly string[]): FormerFolders {
  const claimed = new Set([...taken].map((path) => path.toLowerCase()));
  const exact = new Map(onDisk.map((path) => [path.toLowerCase(), path]));
  const result: FormerFolders = { pages: [], former: new Set() };
  for (const job of [...open].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const folder = formerFolderName(job.id);
    if (folder === undefined) continue;
    const path = `jobs/${folder}/index.html`;
    const key = path.toLowerCase();
    result.former.add(path);
    if (windowsReserves(folder) || claimed.has(key) || (exact.has(key) && exact.get(key) !== path)) continue;
    claimed.add(key);
    result.pages.push({ path, html: movedPageHtml(settings, job) });
  }
  return result;
}
