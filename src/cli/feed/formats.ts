/** The feed formats, by the name `--format` and `build --feed` take. */
import { atomFeed } from './atom.js';
import type { FeedChannel, FeedItem } from './feed-model.js';
import { jsonFeed } from './json-feed.js';
import { rssFeed } from './rss.js';

export interface FeedFormatSpec {
  /** As people name it, for messages. */
  name: string;
  /** Its media type, for `<link rel="alternate" type>`. */
  mediaType: string;
  /** The file the build writes it to, beside `sitemap.xml`. */
  fileName: string;
  write(channel: FeedChannel, items: readonly FeedItem[]): string;
}

export const FEED_FORMATS = {
  rss: { name: 'RSS 2.0', mediaType: 'application/rss+xml', fileName: 'feed.xml', write: rssFeed },
  atom: { name: 'Atom 1.0', mediaType: 'application/atom+xml', fileName: 'atom.xml', write: atomFeed },
  json: { name: 'JSON Feed 1.1', mediaType: 'application/feed+json', fileName: 'feed.json', write: jsonFeed },
} as const satisfies Record<string, FeedFormatSpec>;

export type FeedFormat = keyof typeof FEED_FORMATS;

export const DEFAULT_FEED_FORMAT: FeedFormat = 'rss';

export function isFeedFormat(value: string): value is FeedFormat {
  return Object.hasOwn(FEED_FORMATS, value);
}
