/**
 * A sitemaps.org XML sitemap (https://www.sitemaps.org/protocol.html): one `<url>` per page with
 * its `<loc>` and, when known, its `<lastmod>`.
 */

import { escapeMarkup } from '../ssr/escape.js';

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** An absolute URL, already percent-encoded (a `URL`'s `href`). */
  loc: string;
  /** A W3C datetime (see {@link w3cDatetime}). */
  lastmod?: string;
}

/** Text escaped for XML content and attribute values; the sitemaps.org protocol asks for all five entities. */
export const escapeXml = escapeMarkup;

/**
 * An ISO 8601 date (`2025-06-01`) or date-time with a time zone (`Z` or `±hh:mm`), as the W3C
 * datetime `<lastmod>` takes, normalised to UTC (`2025-06-01T09:00:00Z`). Anything else, a
 * date-time without a zone included (its instant depends on where the command runs), gives
 * `undefined`.
 */
export function w3cDatetime(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/i.exec(value.trim());
  if (!match) return undefined;
  const [text, year, month, day, hour = '0', minute = '0', second = '0', zone] = match;
  // Date.parse rolls 30 February over into March: check the fields instead.
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const valid =
    Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= daysInMonth &&
    Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59;
  if (!valid) return undefined;
  if (zone === undefined) return text.slice(0, 10);
  const time = Date.parse(text.toUpperCase());
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace('.000Z', 'Z');
}

/** The whole document, UTF-8 text ending in a line break. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const entry of entries) {
    lines.push('  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`);
    if (entry.lastmod !== undefined) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
