/**
 * The order a build writes its site in, so that the folder is a consistent site at every moment
 * (a kill -9 or a full disk at any point leaves no link to a page that is not there):
 *
 * 1. the job pages, new and changed ones (job-pages.ts, streamed), then the moved pages at the
 *    folders some had before their slug changed (former-folders.ts);
 * 2. the listing pages, which link only to job pages step 1 wrote or found unchanged;
 * 3. sitemap.xml and the feed (site-feed.ts), of those job pages;
 * 4. the pages of posts no longer open become closed roles' pages (closed-roles.ts), kept for
 *    `closedDays` days;
 * 5. the removals: closed pages past their days, listing pages past the last;
 * 6. `404.html` (not-found-page.ts), which links only to the listing.
 *
 * Until step 2 the old listing still links to old job pages, which stay until step 4 or 5. Neither the
 * sitemap nor the feed lists a closed page: they are made of open posts' pages only.
 */
import type { JobPost } from '../../client/index.js';
import type { BoardReader } from '../board-target.js';
import type { FeedItem } from '../feed/feed-model.js';
import { FEED_FORMATS } from '../feed/formats.js';
import { sitemapXml, type SitemapEntry } from '../sitemap-xml.js';
import { departmentOf, writeClosedPages, type OpenJobLink } from './closed-roles.js';
import { writeJobPages } from './job-pages.js';
import { writeNotFoundPage } from './not-found-page.js';
import type { Progress } from './progress.js';
import type { SiteFeed } from './site-feed.js';
import { formerFolderName, formerFolders } from './former-folders.js';
import { jobPagePath, listingPageCount, renderListingPage, type SiteSettings } from './site-pages.js';
import { keptUnderOtherCase, ownedPagesOnDisk, removeStalePages, writePage } from './site-writer.js';

export interface SiteBuildInput {
  client: BoardReader;
  settings: SiteSettings;
  outDir: string;
  /** The listing's open posts (listing copies), in its order. */
  listed: readonly JobPost[];
  /**
   * Whether pages of posts missing from `listed` are removed: only when the listing was read
   * whole and still (a listing that moved between two requests may have hidden an open post).
   */
  removeMissing: boolean;
  /** Ids of open posts the listing read left out as unreadable: a page of theirs from an earlier build stays, as a skipped post's. */
  unreadable?: readonly string[];
  progress: Progress;
  /** The feed written beside the sitemap (its link is in `settings.feed`). */
  feed?: SiteFeed;
  /** Days a closed role's page is kept (`--closed-days`); 0 removes it at once. */
  closedDays: number;
  /** The clock, in ms: the day a role closes and how long ago (tests pass their own). */
  now: number;
}

export interface SiteBuildResult {
  written: number;
  unchanged: number;
  removed: number;
  /** Posts that got no page, with the reason, in the listing's order; `unrendered` when the build failed to render a post it read (see PostOutcome). */
  skipped: { id: string; reason: string; unrendered?: true }[];
  /** What the writer left alone, and why. */
  notes: string[];
  /** The feed written (or found unchanged): its file, its format's name, its number of jobs. */
  feed?: { path: string; format: string; items: number };
  /** Closed roles' pages: kept (written or unchanged, counted there too), and removed (counted in `removed` too). */
  closed: { kept: number; removed: number };
}

/** A job page's path, or undefined for an id no folder can be named after (such an id has no page of an earlier build either). */
function safePagePath(id: string): string | undefined {
  try {
    return jobPagePath(id);
  } catch {
    return undefined;
  }
}

/** The page an id had before issue 37 changed its slug, if it did. */
function formerPagePath(id: string): string | undefined {
  const folder = formerFolderName(id);
  return folder === undefined ? undefined : `jobs/${folder}/index.html`;
}

/** Writes the site in the order above. Rejects only on what stops the whole site (a full disk, a folder that can't be written). */
export async function writeSitePages({ client, settings, outDir, listed, removeMissing, unreadable = [], progress, feed, closedDays, now }: SiteBuildInput): Promise<SiteBuildResult> {
  progress.start('Building job pages', listed.length);
  const jobs = await writeJobPages({ client, settings, outDir, listed, onProgress: (done, total) => progress.update(done, total) });
  progress.end();
  const counts = { written: jobs.written, unchanged: jobs.unchanged };

  const kept = new Set<string>();
  /** Pages of posts the API said are gone (404): removed even when the listing read was not whole. */
  const gone = new Set<string>();
  const unlinked = new Set<string>();
  const skipped: SiteBuildResult['skipped'] = [];
  const entries: SitemapEntry[] = [];
  const items: FeedItem[] = [];
  const shown: JobPost[] = [];
  const open: OpenJobLink[] = [];
  // Still open, only unreadable this time: not closed.
  for (const id of unreadable) kept.add(safePagePath(id) ?? '');
  listed.forEach((post, index) => {
    const outcome = jobs.outcomes[index]!;
    if (outcome.kind === 'gone') {
      gone.add(safePagePath(post.id) ?? '');
      gone.add(formerPagePath(post.id) ?? '');
      return;
    }
    shown.push(post);
    if (outcome.kind === 'page') {
      kept.add(outcome.path);
      entries.push(outcome.entry);
      items.push(outcome.item);
      const department = departmentOf(post);
      open.push({ id: post.id, title: post.title, ...(department ? { department } : {}) });
      return;
    }
    skipped.push(outcome.unrendered ? { id: post.id, reason: outcome.reason, unrendered: true } : { id: post.id, reason: outcome.reason });
    unlinked.add(post.id);
    // Its page from an earlier build stays: the post is still open, and nothing links to it.
    kept.add(safePagePath(post.id) ?? '');
    kept.add(formerPagePath(post.id) ?? '');
  });

  // Old links to a page that moved with its slug lead on to it (former-folders.ts).
  const moved = formerFolders(settings, open, kept, await ownedPagesOnDisk(outDir, []));
  for (const page of moved.pages) {
    counts[await writePage(outDir, page.path, page.html)] += 1;
    kept.add(page.path);
  }

  const pages = listingPageCount(settings, shown.length);
  progress.start('Writing listing pages', pages);
  for (let number = 1; number <= pages; number += 1) {
    const page = await renderListingPage(settings, shown, number, unlinked);
    counts[await writePage(outDir, page.path, page.html)] += 1;
    kept.add(page.path);
    progress.update(number, pages);
  }
  progress.end();

  counts[await writePage(outDir, 'sitemap.xml', sitemapXml(entries))] += 1;
  if (feed) counts[await writePage(outDir, feed.path, FEED_FORMATS[feed.format].write(feed.channel, items))] += 1;

  // A post is closed when a whole listing no longer has it, or the API said it is gone (404). An
  // open post's page at its former folder is not: it is removed, unless a moved page is there.
  const onDisk = await ownedPagesOnDisk(outDir, []);
  for (const path of await keptUnderOtherCase(outDir, onDisk, kept)) kept.add(path);
  const isClosed = (path: string): boolean => path.startsWith('jobs/') && !kept.has(path) && !moved.former.has(path) && (removeMissing || gone.has(path));
  const closedPages = onDisk.filter(isClosed);
  const closed = await writeClosedPages({ settings, outDir, pages: closedPages, open, listing: { shown, unlinked }, closedDays, now });
  counts.written += closed.written;
  counts.unchanged += closed.unchanged;

  const keep = (path: string): boolean => kept.has(path) || closed.kept.has(path) || (!removeMissing && path.startsWith('jobs/') && !gone.has(path));
  const { removed, notes } = await removeStalePages(outDir, keep);
  // What static hosts serve for a path with no file (not-found-page.ts).
  const notFound = await writeNotFoundPage(settings, outDir, (note) => notes.push(note));
  if (notFound) counts[notFound] += 1;
  const wereClosed = new Set(closedPages);
  const closedRemoved = removed.filter((path) => wereClosed.has(path)).length;
  return {
    ...counts,
    removed: removed.length,
    skipped,
    notes,
    ...(feed ? { feed: { path: feed.path, format: FEED_FORMATS[feed.format].name, items: items.length } } : {}),
    closed: { kept: closed.kept.size, removed: closedRemoved },
  };
}
