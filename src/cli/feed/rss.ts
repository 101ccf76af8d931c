/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification): a `<channel>` with its title, link and
 * description, and an `<item>` per job.
 */
import { feedDate, itemDate, type FeedChannel, type FeedItem } from './feed-model.js';
import { textElement, xmlText } from './xml-text.js';

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

/** A date as RFC 822 writes it (`Thu, 01 May 2025 09:00:00 GMT`), the form `pubDate` takes. */
export function rfc822Date(iso: string): string {
  return new Date(iso).toUTCString();
}

/**
 * An item's `<description>` holds HTML by RSS practice: readers render it. The summary is plain
 * text, so it is escaped as HTML first (a summary reading "<b>" shows those characters, not bold
 * text), then as XML by `textElement`.
 */
function htmlOfText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function itemLines(item: FeedItem): string[] {
  const date = item.published ?? item.updated;
  return [
    '    <item>',
    ...textElement('      ', 'title', item.title),
    ...textElement('      ', 'link', item.url),
    ...textElement('      ', 'guid', item.url, ' isPermaLink="true"'),
    ...textElement('      ', 'pubDate', date === undefined ? undefined : rfc822Date(date)),
    ...textElement('      ', 'description', item.summary === undefined ? undefined : htmlOfText(item.summary)),
    ...textElement('      ', 'category', item.department, ' domain="department"'),
    ...item.places.flatMap((place) => textElement('      ', 'category', place, ' domain="location"')),
    '    </item>',
  ];
}

/** The whole RSS document, UTF-8 text ending in a line break. */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const dated = items.some((item) => itemDate(item) !== undefined);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="${ATOM_NAMESPACE}">`,
    '  <channel>',
    ...textElement('    ', 'title', channel.title),
    ...textElement('    ', 'link', channel.homeUrl),
    ...textElement('    ', 'description', channel.description),
    // The RSS Advisory Board's recommendation: a feed names its own URL, with Atom's link.
    ...(channel.feedUrl ? [`    <atom:link href="${xmlText(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`] : []),
    ...textElement('    ', 'language', channel.language),
    // Only from the items' dates: a feed of unchanged jobs stays the same bytes.
    ...textElement('    ', 'lastBuildDate', dated ? rfc822Date(feedDate(channel, items)) : undefined),
    '    <generator>job-board-element</generator>',
    ...items.flatMap(itemLines),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
