/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the feed's fields and an item per job. */
import type { FeedChannel, FeedItem } from './feed-model.js';
import { withoutNonXmlChars } from './xml-text.js';

export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

function jsonItem(item: FeedItem): Record<string, unknown> {
  const tags = [item.department, ...item.places].filter((tag): tag is string => Boolean(tag));
  return {
    id: item.url,
    url: item.url,
    title: item.title,
    // An item must have content_html or content_text: an undescribed job says its title.
    content_text: item.summary ?? item.title,
    ...(item.published === undefined ? {} : { date_published: item.published }),
    ...(item.updated === undefined ? {} : { date_modified: item.updated }),
    ...(tags.length > 0 ? { tags } : {}),
  };
}

/** The whole JSON Feed document, UTF-8 text ending in a line break. */
export function jsonFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const feed = {
    version: JSON_FEED_VERSION,
    title: channel.title,
    home_page_url: channel.homeUrl,
    ...(channel.feedUrl ? { feed_url: channel.feedUrl } : {}),
    description: channel.description,
    authors: [{ name: channel.author }],
    ...(channel.language ? { language: channel.language } : {}),
    items: items.map(jsonItem),
  };
  // The same characters as the XML feeds: a control character is no more text in JSON than there.
  return `${JSON.stringify(feed, (_key, value: unknown) => (typeof value === 'string' ? withoutNonXmlChars(value) : value), 2)}\n`;
}
