/**
 * Atom 1.0 (RFC 4287): a `<feed>` with its id, title, updated date and author, and an `<entry>`
 * per job.
 */
import { feedDate, itemDate, type FeedChannel, type FeedItem } from './feed-model.js';
import { textElement, xmlText } from './xml-text.js';

/** An RFC 3339 date-time, without the milliseconds `toISOString` writes. */
function atomDate(iso: string): string {
  return new Date(iso).toISOString().replace('.000Z', 'Z');
}

function link(indent: string, rel: string, type: string, href: string): string {
  return `${indent}<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;
}

function category(term: string): string {
  return `    <category term="${xmlText(term)}"/>`;
}

function entryLines(item: FeedItem, fallbackDate: string): string[] {
  return [
    '  <entry>',
    ...textElement('    ', 'id', item.url),
    ...textElement('    ', 'title', item.title),
    link('    ', 'alternate', 'text/html', item.url),
    ...textElement('    ', 'published', item.published === undefined ? undefined : atomDate(item.published)),
    // Every entry needs one (RFC 4287, 4.1.2): an undated job takes the feed's.
    ...textElement('    ', 'updated', atomDate(itemDate(item) ?? fallbackDate)),
    ...textElement('    ', 'summary', item.summary),
    ...[item.department, ...item.places].filter((term): term is string => Boolean(term)).map(category),
    '  </entry>',
  ];
}

/** The whole Atom document, UTF-8 text ending in a line break. */
export function atomFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const updated = feedDate(channel, items);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom"${channel.language ? ` xml:lang="${xmlText(channel.language)}"` : ''}>`,
    // The page's URL: the same whatever the feed's own URL, and whichever command wrote it.
    ...textElement('  ', 'id', channel.homeUrl),
    ...textElement('  ', 'title', channel.title),
    ...textElement('  ', 'subtitle', channel.description),
    ...textElement('  ', 'updated', atomDate(updated)),
    link('  ', 'alternate', 'text/html', channel.homeUrl),
    ...(channel.feedUrl ? [link('  ', 'self', 'application/atom+xml', channel.feedUrl)] : []),
    // A feed needs an author unless every entry has one (RFC 4287, 4.1.1).
    '  <author>',
    ...textElement('    ', 'name', channel.author),
    '  </author>',
    '  <generator>job-board-element</generator>',
    ...items.flatMap((item) => entryLines(item, updated)),
    '</feed>',
    '',
  ].join('\n');
}
