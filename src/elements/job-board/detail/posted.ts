/**
 * When a post was published, for the detail view: "Posted 3 days ago" in a `<time>` whose
 * `datetime` a machine reads and whose `title` gives the full date on hover.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { postedDate, type JobPost } from '../../../client/index.js';
import { resolveLocale } from '../../../i18n/locale.js';
import { format, type JobBoardStrings } from '../../../i18n/strings.js';

/** Each unit, its length in seconds, and the count at which the next unit reads better. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['second', 1, 60],
  ['minute', 60, 60],
  ['hour', 3_600, 24],
  ['day', 86_400, 7],
  ['week', 604_800, 5],
  ['month', 2_629_800, 12],
  ['year', 31_557_600, Infinity],
];

/** A date without a time (`2025-03-14`) is a calendar day, read as such wherever the visitor is. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `then` relative to `now` in the largest unit that still counts whole ("3 days ago", with
 * `numeric: 'auto'` "yesterday"). A date ahead of the clock (the API's clock is a little ahead of
 * the visitor's) reads as now: a post is never posted in the future.
 */
export function relativeTime(then: number, now: number, locale: string): string {
  const seconds = Math.min(0, (then - now) / 1000);
  const formatter = new Intl.RelativeTimeFormat(resolveLocale(locale), { numeric: 'auto' });
  for (const [unit, length, next] of UNITS) {
    const count = Math.round(seconds / length);
    // `+ 0` turns -0 into 0: "now", not "0 seconds ago" read as negative.
    if (Math.abs(count) < next) return formatter.format(count + 0, unit);
  }
  return formatter.format(0, 'second');
}

/** The posted line, in `lang` (any tag: see resolveLocale), or nothing for a post without a usable date. */
export function renderPosted(post: JobPost, strings: JobBoardStrings, lang: string, now = Date.now()): TemplateResult | typeof nothing {
  const value = postedDate(post);
  if (value === undefined) return nothing;
  // Resolved here too, not trusted from the caller: a tag Intl can't read would throw mid-render.
  const locale = resolveLocale(lang);
  const time = Date.parse(value);
  // postedDate gives ISO 8601 only, which every engine reads; never a RangeError mid-render all the same.
  if (Number.isNaN(time)) return nothing;
  const dateOnly = DATE_ONLY.test(value);
  // `datetime` wants one of HTML's date formats; the API's text may be any Date.parse accepts.
  const datetime = dateOnly ? value : new Date(time).toISOString();
  const full = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: dateOnly ? 'UTC' : undefined }).format(time);
  const text = format(strings.posted, { time: relativeTime(time, now, locale) });
  return html`<p class="posted"><time part="posted" datetime=${datetime} title=${full}>${text}</time></p>`;
}
