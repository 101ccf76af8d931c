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

/** The first and last millisecond of the years 0000–9999, the range `toISOString` writes as four digits. */
const MIN_TIME = -62167219200000;
const MAX_TIME = 253402300799999;

/** Days in month `mo` (1–12) of year `y`, any year 0–9999 (day 0 of the next month). */
function daysIn(y: number, mo: number): number {
  // Date.UTC maps years 0–99 to 1900–1999, hence the year set apart.
  const lastDay = new Date(Date.UTC(2000, mo, 0));
  lastDay.setUTCFullYear(y, mo, 0);
  return lastDay.getUTCDate();
}

const ZERO = 48;

/** The number the `count` ASCII digits from `at` write, or -1 where one is no digit (or the text ends). */
function digits(text: string, at: number, count: number): number {
  let value = 0;
  for (let index = at; index < at + count; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** Whether the character at `at` is `char` (an ASCII letter: either case). */
function isLetter(text: string, at: number, char: string): boolean {
  return (text.charCodeAt(at) | 0x20) === char.charCodeAt(0);
}

/**
 * The instant a trimmed text writes, `undefined` when it is no ISO 8601 date or date-time of the
 * profile above (`YYYY-MM-DD`, then `THH:MM`, `:SS`, `.f` to `.fffffffff`, and `Z` or `±HH:MM`).
 *
 * Every date of a listing's posts passes here (a few per post, a hundred posts a page), so it reads
 * the text's characters where they stand: no match array, no substrings, no Date in the usual
 * case (a day up to 28 exists in every month, and from the year 100 on `Date.UTC` reads the year as
 * given). The allocations a regular expression made here were a tenth of a cold render's garbage.
 */
function instant(text: string): number | undefined {
  const { length } = text;
  const y = digits(text, 0, 4);
  const mo = digits(text, 5, 2);
  const d = digits(text, 8, 2);
  if (length < 10 || y < 0 || mo < 1 || mo > 12 || d < 1 || text[4] !== '-' || text[7] !== '-' || (d > 28 && d > daysIn(y, mo))) return undefined;
  let h = 0;
  let mi = 0;
  let s = 0;
  let ms = 0;
  let offsetMinutes = 0;
  if (length > 10) {
    h = digits(text, 11, 2);
    mi = digits(text, 14, 2);
    if (!isLetter(text, 10, 't') || text[13] !== ':' || h < 0 || h > 23 || mi < 0 || mi > 59) return undefined;
    let at = 16;
    if (text[at] === ':') {
      s = digits(text, at + 1, 2);
      if (s < 0 || s > 59) return undefined;
      at += 3;
      if (text[at] === '.') {
        const from = (at += 1);
        while (at < length && digits(text, at, 1) >= 0) at += 1;
        if (at === from || at - from > 9) return undefined;
        // Milliseconds: the fraction's first three digits, padded.
        for (let index = from; index < from + 3; index += 1) ms = ms * 10 + (index < at ? digits(text, index, 1) : 0);
      }
    }
    if (at < length) {
      if (isLetter(text, at, 'z') && at + 1 === length) offsetMinutes = 0;
      else {
        const sign = text[at];
        const offsetHours = digits(text, at + 1, 2);
        const offsetMins = digits(text, at + 4, 2);
        if ((sign !== '+' && sign !== '-') || at + 6 !== length || text[at + 3] !== ':' || offsetHours < 0 || offsetHours > 23 || offsetMins < 0 || offsetMins > 59) return undefined;
        offsetMinutes = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
      }
    }
  }
  let utc: number;
  if (y >= 100) utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  else {
    const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s, ms));
    date.setUTCFullYear(y, mo - 1, d);
    utc = date.getTime();
  }
  const time = utc - offsetMinutes * 60_000;
  return time >= MIN_TIME && time <= MAX_TIME ? time : undefined;
}

/** A date's text, trimmed: at most 64 characters (a longer one is no date, and is never scanned). */
function trimmed(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 64 ? value.trim() : undefined;
}

/** Whether a value is an ISO 8601 date or date-time (what {@link isoDateText} reads), allocating nothing where it is already trimmed. */
export function isIsoDate(value: unknown): boolean {
  const text = trimmed(value);
  return text !== undefined && instant(text) !== undefined;
}

/** The text (trimmed, `T` and `Z` in upper case) when it is an ISO 8601 date or date-time; otherwise `undefined`. */
export function isoDateText(value: unknown): string | undefined {
  const text = trimmed(value);
  return text !== undefined && instant(text) !== undefined ? text.toUpperCase() : undefined;
}

/**
 * An ISO 8601 date or date-time in UTC (`2026-02-27T09:15:00-05:00` → `2026-02-27T14:15:00.000Z`),
 * so every source's dates compare and sort as text; otherwise `undefined`. A date is its midnight
 * in UTC, and a date-time without a zone is read as UTC (not as wherever the code runs).
 */
export function isoDateToUtc(value: unknown): string | undefined {
  const text = trimmed(value);
  const time = text === undefined ? undefined : instant(text);
  return time === undefined ? undefined : new Date(time).toISOString();
}

/** Epoch milliseconds, a whole number in the years 1970–9999, as an ISO 8601 date-time in UTC; otherwise `undefined`. */
export function epochMsToUtc(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_TIME ? new Date(value).toISOString() : undefined;
}
