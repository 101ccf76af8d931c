/**
 * Teamtailor's keyless RSS feed as normalised posts: `GET https://{company}.teamtailor.com/jobs.rss`
 * (ats-public-apis-more.md §5.2), one `<item>` per published job, the description as HTML
 * entity-escaped once. Field by field as the feed's column (in brackets) of §5.4. The feed has no
 * pay and no employment type: the key-based JSON:API has both (§5.1), which a career page cannot
 * hold a key for.
 */
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { isoDateToUtc } from '../dates.js';
import { countryCode, countryInPlace } from './countries.js';
import { cityOf, office, uniqueOffices, unknownShape, untrimmed, workplaceOf, type Workplace } from './fields.js';
import { child, children, parseXml, textOf, type XmlElement } from './xml.js';

/**
 * The items of a feed, in its order; items without an id or a title are left out. Throws
 * `BAD_RESPONSE` for text that is not well-formed XML, or whose root is not an `<rss>` with a
 * `<channel>`, which must not read as an empty board.
 */
export function teamtailorJobs(xml: string): JobPost[] {
  const root = parseXml(xml);
  const channel = root.name === 'rss' ? child(root, 'channel') : undefined;
  if (channel === undefined) throw unknownShape('a Teamtailor job feed (<rss> with a <channel>)');
  return children(channel, 'item')
    .map(teamtailorItem)
    .filter((post): post is JobPost => post !== undefined);
}

/** The job's number in its address, `…/jobs/7308188-account-manager`. */
const JOB_NUMBER = /\/jobs\/(\d+)(?:[-/?#]|$)/;

function teamtailorItem(item: XmlElement): JobPost | undefined {
  const link = textOf(child(item, 'link'));
  const id = textOf(child(item, 'guid')) ?? (link === undefined ? undefined : JOB_NUMBER.exec(link)?.[1]);
  const title = textOf(child(item, 'title'));
  if (id === undefined || title === undefined) return undefined;

  const offices = officesOf(item);
  // The feed lists published jobs only.
  const job: JobPostJob = { status: 'open' };
  const workplace = workplaceOfStatus(textOf(child(item, 'remoteStatus')), offices.length > 0);
  if (workplace !== undefined) job.workplace = workplace;
  const post: JobPost = { id, title, ats_job: job };

  const department = textOf(child(item, 'tt:department'));
  if (department !== undefined) post.ats_department = { name: department };
  if (offices.length > 0) post.ats_offices = offices;

  // Entity-escaped once (§5.2): the XML reader's decoding has made it the HTML.
  const description = untrimmed(child(item, 'description')?.text);
  if (description !== undefined) post.description = description;
  // The job's page, where Teamtailor's own Apply button is.
  if (link !== undefined) {
    post.url = link;
    post.apply_url = link;
  }
  const published = teamtailorDate(textOf(child(item, 'pubDate')));
  if (published !== undefined) post.published_at = published;
  return post;
}

/**
 * `remoteStatus`: `fully` is remote, `hybrid` hybrid. `none` is Teamtailor's "not remote", which is
 * also the value of a job whose employer never set it: it is read as on site only where the job
 * names a place to work at, and otherwise as no workplace. `temporary` (remote for now, on site
 * later) has no word on the board: no workplace.
 */
function workplaceOfStatus(status: string | undefined, hasPlace: boolean): Workplace | undefined {
  const value = status?.toLowerCase();
  if (value === 'fully') return 'remote';
  if (value === 'none') return hasPlace ? 'on_site' : undefined;
  return value === 'hybrid' ? 'hybrid' : undefined;
}

/** A city as sent, unless it is the work model ("Remote"). */
function cityText(value: string | undefined): string | undefined {
  return value === undefined || workplaceOf(value) !== undefined ? undefined : value;
}

/**
 * A `tt:location`: its name (else its city and country joined, else its own text), its city, and
 * its country: `tt:country` where the table knows the name ("Sverige" gives none), else what the
 * name names.
 */
function locationOf(location: XmlElement): JobPostOffice | undefined {
  const city = textOf(child(location, 'tt:city'));
  const country = textOf(child(location, 'tt:country'));
  const name = textOf(child(location, 'tt:name')) ?? ([city, country].filter((part) => part !== undefined).join(', ') || textOf(location));
  if (name === undefined) return undefined;
  return office(name, cityText(city), (country === undefined ? undefined : countryCode(country)) ?? countryInPlace(name));
}

/**
 * Each `tt:locations/tt:location`; where a feed writes `tt:locations` as bare text (§5.2), that
 * text as one free-text place, read as the other adapters read one.
 */
function officesOf(item: XmlElement): JobPostOffice[] {
  const locations = child(item, 'tt:locations');
  const listed = children(locations, 'tt:location');
  if (listed.length > 0) return uniqueOffices(listed.map(locationOf).filter((entry): entry is JobPostOffice => entry !== undefined));
  const bare = textOf(locations);
  return bare === undefined ? [] : [office(bare, cityOf(bare), countryInPlace(bare))];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The zone names RFC 822 gives (the military letters left out: RFC 2822 §4.3 says they were never sent right). */
const ZONES: ReadonlyMap<string, string> = new Map([
  ['ut', '+00:00'],
  ['gmt', '+00:00'],
  ['z', '+00:00'],
  ['est', '-05:00'],
  ['edt', '-04:00'],
  ['cst', '-06:00'],
  ['cdt', '-05:00'],
  ['mst', '-07:00'],
  ['mdt', '-06:00'],
  ['pst', '-08:00'],
  ['pdt', '-07:00'],
]);

/**
 * `Fri, 27 Feb 2026 19:59:48 +0100`: RFC 822's date-time as RFC 2822 writes it, a four-digit year,
 * seconds optional, the day's name optional (and not checked against the date).
 */
const RFC_822 = /^(?:(?:mon|tue|wed|thu|fri|sat|sun),\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|[a-z]{1,3})$/i;

/**
 * An RFC 822 date-time (`pubDate`) in UTC as ISO 8601; anything else, and a date that does not
 * exist (30 February, hour 25), is no date. The fields are checked by the one strict ISO reader.
 */
export function teamtailorDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = RFC_822.exec(value.trim());
  if (match === null) return undefined;
  const [, day, monthName, year, hour, minute, second, zoneText] = match;
  const month = MONTHS.indexOf(monthName!.toLowerCase()) + 1;
  const zone = /^[+-]/.test(zoneText!) ? `${zoneText!.slice(0, 3)}:${zoneText!.slice(3)}` : ZONES.get(zoneText!.toLowerCase());
  if (month === 0 || zone === undefined) return undefined;
  const pad = (part: string | number) => String(part).padStart(2, '0');
  return isoDateToUtc(`${year}-${pad(month)}-${pad(day!)}T${hour}:${minute}:${second ?? '00'}${zone}`);
}
