/**
 * The feed a static site carries beside its sitemap: the job pages as RSS (by default), Atom or
 * JSON Feed, at the out folder's `feed.xml`, `atom.xml` or `feed.json`, linked from every page's
 * head so browsers and feed readers find it.
 */
import { listingPath } from '../../routing/route-params.js';
import type { FeedChannel } from '../feed/feed-model.js';
import { FEED_FORMATS, type FeedFormat } from '../feed/formats.js';
import type { FeedLink } from '../../ssr/head-tags.js';

export interface SiteFeed {
  format: FeedFormat;
  /** Its path in the out folder. */
  path: string;
  channel: FeedChannel;
  /** The `<link rel="alternate">` every page gets. */
  link: FeedLink;
}

export interface SiteFeedInput {
  format: FeedFormat;
  /** The absolute URL of a path of the site (site-pages.ts's `siteAddress`). */
  address: (path: string) => URL;
  basePath: string;
  /** The template's title: the feed's, as it is the page's. */
  pageTitle: string;
  /** The board's `organization`, when set: the feed's author. */
  organization?: string;
  language: string;
  /** When the build runs, ISO 8601: the feed's date only when no job has one. */
  generatedAt: string;
}

export function siteFeed({ format, address, basePath, pageTitle, organization, language, generatedAt }: SiteFeedInput): SiteFeed {
  const spec = FEED_FORMATS[format];
  const home = address(listingPath(basePath, 1)).href;
  const href = address(`${basePath}${spec.fileName}`).href;
  const title = pageTitle.trim() || 'Jobs';
  return {
    format,
    path: spec.fileName,
    channel: {
      title,
      description: `The open jobs on ${home}`,
      homeUrl: home,
      feedUrl: href,
      author: organization?.trim() || title,
      language,
      generatedAt,
    },
    link: { type: spec.mediaType, title, href },
  };
}
