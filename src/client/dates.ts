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

/** The profile above, as a test of its characters' places: it captures nothing (no match array, no substrings). */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[Tt]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?$/;

/** The two digits at `at` as a number (the text matched ISO_8601, so they are digits). */
const twoDigits = (text: string, at: number): number => (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;

/**
 * The instant a trimmed text writes, `undefined` when it is no ISO 8601 date or date-time of the
 * profile above (`YYYY-MM-DD`, then `THH:MM`, `:SS`, `.f` to `.fffffffff`, and `Z` or `±HH:MM`).
 *
 * Every date of a listing's posts passes here (a few per post, a hundred posts a page), so the
 * expression only tests the text, and each number is read where the profile puts it: no match
 * array, no substrings, no Date in the usual case (a day up to 28 exists in every month, and from
 * the year 100 on `Date.UTC` reads the year as given). The captures a regular expression made here
 * were a tenth of a cold render's garbage.
 */
function instant(text: string): number | undefined {
  if (!ISO_8601.test(text)) return undefined;
  const { length } = text;
  const y = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const mo = twoDigits(text, 5);
  const d = twoDigits(text, 8);
  if (mo < 1 || mo > 12 || d < 1 || (d > 28 && d > daysIn(y, mo))) return undefined;
  let h = 0;
  let mi = 0;
  let s = 0;
  let ms = 0;
  let offsetMinutes = 0;
  if (length > 10) {
    h = twoDigits(text, 11);
    mi = twoDigits(text, 14);
    if (text[16] === ':') {
      s = twoDigits(text, 17);
      // Milliseconds: the fraction's first three digits, padded.
      if (text[19] === '.') {
        let digits = 20;
        while (digits < 23 && text[digits]! >= '0' && text[digits]! <= '9') ms = ms * 10 + text.charCodeAt(digits++) - 48;
        for (; digits < 23; digits += 1) ms *= 10;
      }
    }
    if (h > 23 || mi > 59 || s > 59) return undefined;
    // A zone of hours and minutes: its sign six from the end, past the time's minutes.
    const sign = text[length - 6];
    if (length - 6 >= 16 && (sign === '+' || sign === '-')) {
      const offsetHours = twoDigits(text, length - 5);
      const offsetMins = twoDigits(text, length - 2);
      if (offsetHours > 23 || offsetMins > 59) return undefined;
      offsetMinutes = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
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
