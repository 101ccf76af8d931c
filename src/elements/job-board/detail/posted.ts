/**
 * When a post was published, for the detail view: "Posted 3 days ago" in a `<time>` whose
 * `datetime` a machine reads and whose `title` gives the full date on hover.
 */
import { html, isServer, nothing, type TemplateResult } from 'lit';
import { postedDate, type JobPost } from '../../../client/index.js';
import type { JobBoardStrings } from '../../../i18n/strings.js';

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
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, length, next] of UNITS) {
    const count = Math.round(seconds / length);
    // `+ 0` turns -0 into 0: "now", not "0 seconds ago" read as negative.
    if (Math.abs(count) < next) return formatter.format(count + 0, unit);
  }
  return formatter.format(0, 'second');
}

/**
 * The board's language, as `languageOf()` (i18n/strings.ts) reads it: its own `lang`, the nearest
 * ancestor's, the page's. Written out here rather than imported: the entry would have to export
 * one more name for this chunk, and the entry's bytes are the ones every visitor pays for.
 */
export function boardLanguage(host: Element): string {
  // Prerendered on the server, the board has no ancestors to read: the build gives it `lang`.
  if (isServer) return host.getAttribute('lang') || 'en';
  return host.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || navigator.language;
}

/** A language Intl accepts: a malformed `lang` ("en_US") falls back to the browser's. */
export function locale(language: string): string {
  try {
    return Intl.getCanonicalLocales(language || [])[0] ?? navigator.language;
  } catch {
    return navigator.language;
  }
}

/** The posted line, in `lang` (a {@link locale}), or nothing for a post without a usable date. */
export function renderPosted(post: JobPost, strings: JobBoardStrings, lang: string, now = Date.now()): TemplateResult | typeof nothing {
  const value = postedDate(post);
  if (value === undefined) return nothing;
  const time = Date.parse(value);
  const dateOnly = DATE_ONLY.test(value);
  // `datetime` wants one of HTML's date formats; the API's text may be any Date.parse accepts.
  const datetime = dateOnly ? value : new Date(time).toISOString();
  const full = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: dateOnly ? 'UTC' : undefined }).format(time);
  // {time} filled in here, not by format(): that would be one more name the entry exports for us.
  const text = strings.posted.split('{time}').join(relativeTime(time, now, lang));
  return html`<p class="posted"><time part="posted" datetime=${datetime} title=${full}>${text}</time></p>`;
}
