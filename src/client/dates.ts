/**
 * The one strict reader of dates, for every place a post's date is read: the source adapters, the
 * API's (and prerendered data's) fields in `normaliseJobPost`, the structured data and the posted
 * line. `Date.parse` is lenient past use: V8 reads "see below 3" as 2001-03-01, so a vendor's
 * junk became a `datePosted` and "Posted 26 years ago". Only ISO 8601 is a date here:
 *
 * - a calendar date, `2026-02-27`;
 * - a date-time, `2026-02-27T09:15`, with seconds and a fraction if sent (`:00.123`), and a zone
 *   if sent: `Z` or `±hh:mm` (`t` and `z` in lower case too, as RFC 3339 allows; given back in
 *   upper case). That is the profile of ISO 8601 that RFC 3339, schema.org's dates and every
 *   engine's `Date.parse` share: no `,` fraction, no `±hhmm` or `±hh` zone.
 *
 * Each field must exist (no 30 February, no hour 24), and the instant must fall in the years
 * 0000–9999. Anything else, reduced or week dates included, is no date. Vendors that send epoch
 * milliseconds (Lever's `createdAt`) are read with {@link epochMsToUtc}.
 */

/** The fields a post's publication date is read from, first present first. */
export const POSTED_DATE_FIELDS = ['created_at', 'first_published_at', 'published_at'] as const;
/** The fields a post's expiry is read from, first present first. */
export const EXPIRY_DATE_FIELDS = ['valid_through', 'expires_at', 'closes_at'] as const;

const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/i;

/** The first and last millisecond of the years 0000–9999, the range `toISOString` writes as four digits. */
const MIN_TIME = -62167219200000;
const MAX_TIME = 253402300799999;

interface IsoDate {
  /** The instant, a date-time without a zone read as UTC, a date as its midnight in UTC. */
  time: number;
  /** The text as sent, trimmed, `t` and `z` in upper case. */
  text: string;
}

/** Days in month `mo` (1–12) of year `y`, any year 0–9999 (day 0 of the next month). */
function daysIn(y: number, mo: number): number {
  // Date.UTC maps years 0–99 to 1900–1999, hence the year set apart.
  const lastDay = new Date(Date.UTC(2000, mo, 0));
  lastDay.setUTCFullYear(y, mo, 0);
  return lastDay.getUTCDate();
}

/**
 * Every date of a listing's posts passes here (a few per post, a hundred posts a page), so the
 * usual case allocates no Date: a day up to 28 exists in every month, and from the year 100 on
 * `Date.UTC` reads the year as given.
 */
function read(value: unknown): IsoDate | undefined {
  if (typeof value !== 'string' || value.length > 64) return undefined;
  const text = value.trim().toUpperCase();
  const match = ISO_8601.exec(text);
  if (match === null) return undefined;
  const y = Number(match[1]);
  const mo = Number(match[2]);
  const d = Number(match[3]);
  const h = match[4] === undefined ? 0 : Number(match[4]);
  const mi = match[5] === undefined ? 0 : Number(match[5]);
  const s = match[6] === undefined ? 0 : Number(match[6]);
  if (mo < 1 || mo > 12 || d < 1 || (d > 28 && d > daysIn(y, mo)) || h > 23 || mi > 59 || s > 59) return undefined;

  let offsetMinutes = 0;
  const zone = match[8];
  if (zone !== undefined && zone !== 'Z') {
    const offsetHours = Number(zone.slice(1, 3));
    const offsetMins = Number(zone.slice(4, 6));
    if (offsetHours > 23 || offsetMins > 59) return undefined;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const ms = match[7] === undefined ? 0 : Number(match[7].slice(0, 3).padEnd(3, '0'));
  let utc: number;
  if (y >= 100) utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  else {
    const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s, ms));
    date.setUTCFullYear(y, mo - 1, d);
    utc = date.getTime();
  }
  const time = utc - offsetMinutes * 60_000;
  return time >= MIN_TIME && time <= MAX_TIME ? { time, text } : undefined;
}

/** The text (trimmed, `T` and `Z` in upper case) when it is an ISO 8601 date or date-time; otherwise `undefined`. */
export function isoDateText(value: unknown): string | undefined {
  return read(value)?.text;
}

/**
 * An ISO 8601 date or date-time in UTC (`2026-02-27T09:15:00-05:00` → `2026-02-27T14:15:00.000Z`),
 * so every source's dates compare and sort as text; otherwise `undefined`. A date is its midnight
 * in UTC, and a date-time without a zone is read as UTC (not as wherever the code runs).
 */
export function isoDateToUtc(value: unknown): string | undefined {
  const date = read(value);
  return date === undefined ? undefined : new Date(date.time).toISOString();
}

/** Epoch milliseconds, a whole number in the years 1970–9999, as an ISO 8601 date-time in UTC; otherwise `undefined`. */
export function epochMsToUtc(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_TIME ? new Date(value).toISOString() : undefined;
}
