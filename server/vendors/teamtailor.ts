/**
 * Teamtailor's keyless RSS feed (ats-public-apis-more.md §5.2): `GET https://{company}.teamtailor.com/jobs.rss`,
 * one `<item>` per published job. The company is a subdomain in real life; here it is a path
 * prefix, `/teamtailor/{company}/jobs.rss`, so that a client's `base-url` standing for the
 * vendor's whole origin (`http://localhost:3000/teamtailor/example`) reaches it with the vendor's
 * own path below. The whole board is one answer: the `offset`/`per_page` one client sends (§5.2)
 * are ignored, as the feed's own page size is not recorded.
 *
 * A board post `jp_K` (or `big_n`) is job `7300000 + K` (the reference's example is 7308188), its
 * page `https://{company}.teamtailor.com/jobs/{id}-{slug}`, its guid `stableUuid("teamtailor:{company}:K")`.
 * The quirks of §5.2 and §5.5 are spread over posts by their position `i` on the board:
 *
 * - `description` the data set's HTML entity-escaped once (`&lt;p&gt;`, `&amp;`);
 * - `remoteStatus` `fully`, `hybrid`, and `none` for on-site work; the data set's `flexible` as
 *   `temporary` (Teamtailor's fourth value; the board has no word for either);
 * - `tt:locations` with one `tt:location` per office (`tt:name`, `tt:city`, `tt:country` as an
 *   English name), or as bare text ("Berlin, Germany") for single-office posts with i % 6 = 1;
 * - no `guid` when i % 9 = 5 (the id is then the number in the link);
 * - no `tt:department` when i % 8 = 3;
 * - `pubDate` in RFC 822 with `+0100` when i is even, `+0000` when odd;
 * - a non-breaking space (as `&#160;`) for the title's first space when i % 9 = 4; when i is odd,
 *   every non-ASCII character of the title (the data set's accents and CJK) as a decimal
 *   character reference, as Ruby's Builder writes text (an inference: the reference's example is
 *   all ASCII).
 *
 * The feed has no pay and no employment type. An unknown company, and any other path of the
 * vendor, is a `404` HTML page (its exact body is not recorded).
 */

import type { VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { COMPANY, countryName } from './facts.js';
import { stableUuid } from './ids.js';
import { asciiOnly, xmlText } from './xml.js';

export function teamtailorJobId({ number }: BoardPost): number {
  return 7_300_000 + number;
}

function teamtailorGuid(board: Board, { number }: BoardPost): string {
  return stableUuid(`teamtailor:${board.name}:${number}`);
}

/** Teamtailor's 404 (the body is not recorded: a plain HTML page in Rails' style). */
export function teamtailorNotFound(): VendorAnswer {
  return {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    body: '<!DOCTYPE html>\n<html><head><title>The page you were looking for doesn\'t exist (404)</title></head><body><h1>The page you were looking for doesn\'t exist.</h1></body></html>\n',
  };
}

const REMOTE_STATUS: Readonly<Record<string, string>> = { remote: 'fully', hybrid: 'hybrid', on_site: 'none', flexible: 'temporary' };

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO time in RFC 822 at a whole-hour offset: `Fri, 27 Feb 2026 19:59:48 +0100`. */
function rfc822(iso: string, offsetHours: 0 | 1): string {
  const local = new Date(Date.parse(iso) + offsetHours * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${DAYS[local.getUTCDay()]}, ${pad(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()} ${time} +0${offsetHours}00`;
}

function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? 'job' : slug;
}

function teamtailorLink(board: Board, entry: BoardPost): string {
  return `https://${board.name}.teamtailor.com/jobs/${teamtailorJobId(entry)}-${slugOf(entry.post.title)}`;
}

function titleXml({ post, index }: BoardPost): string {
  const title = xmlText(post.title);
  const spaced = index % 9 === 4 ? title.replace(' ', '&#160;') : title;
  return index % 2 === 1 ? asciiOnly(spaced) : spaced;
}

function locationsXml({ post, index }: BoardPost): string {
  const [first] = post.ats_offices;
  if (first !== undefined && post.ats_offices.length === 1 && index % 6 === 1) {
    return `<tt:locations>${xmlText(`${first.city}, ${countryName(first)}`)}</tt:locations>`;
  }
  const locations = post.ats_offices.map(
    (office) =>
      `<tt:location><tt:name>${xmlText(office.name)}</tt:name><tt:city>${xmlText(office.city)}</tt:city><tt:country>${xmlText(countryName(office))}</tt:country></tt:location>`,
  );
  return `<tt:locations>${locations.join('')}</tt:locations>`;
}

function itemXml(board: Board, entry: BoardPost): string {
  const { post, index } = entry;
  const lines = [
    `<title>${titleXml(entry)}</title>`,
    `<description>${xmlText(post.description)}</description>`,
    `<pubDate>${rfc822(post.created_at, index % 2 === 0 ? 1 : 0)}</pubDate>`,
    `<link>${xmlText(teamtailorLink(board, entry))}</link>`,
    `<remoteStatus>${REMOTE_STATUS[post.ats_job.workplace] ?? 'none'}</remoteStatus>`,
  ];
  if (index % 9 !== 5) lines.push(`<guid>${teamtailorGuid(board, entry)}</guid>`);
  lines.push(locationsXml(entry));
  if (index % 8 !== 3) lines.push(`<tt:department>${xmlText(post.ats_department.name)}</tt:department>`);
  return `    <item>\n      ${lines.join('\n      ')}\n    </item>\n`;
}

/** The whole feed; any query (`offset`, `per_page`) is ignored. */
export function teamtailorFeed(board: Board): VendorAnswer {
  const channel = [
    `<title>${xmlText(COMPANY)}</title>`,
    `<link>https://${xmlText(board.name)}.teamtailor.com/jobs</link>`,
    `<description>Jobs at ${xmlText(COMPANY)}</description>`,
  ].join('\n    ');
  return {
    status: 200,
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:tt="https://teamtailor.com/locations">\n  <channel>\n    ${channel}\n${board.posts.map((entry) => itemXml(board, entry)).join('')}  </channel>\n</rss>\n`,
  };
}
