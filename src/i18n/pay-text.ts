/**
 * A pay range in words: "€85,000–€105,000 / year", in the board's language and the range's
 * currency. The words come from the browser's own data (Intl), so every language the board
 * speaks, and any other, reads its own currency format and its own word for the interval. Shared
 * by the detail (every range, its chunk) and the listing's entries (`show-pay`, in the entry).
 */
import { payRanges, type JobPost, type PayRange } from '../client/index.js';
import { format } from './format.js';

/** formatRange is ES2023 Intl (every browser the board supports), not yet in TypeScript's lib here. */
type RangeFormat = Intl.NumberFormat & { formatRange(start: number, end: number): string };

/**
 * Intl's formats, made once per locale and currency (or interval) rather than per range: a
 * listing of 100 entries with `show-pay` would make 200 at each render. The keys are bounded: a
 * page has few languages, and every range's currency is one Intl knows (isPayRange).
 */
const currencyFormats = new Map<string, RangeFormat>();
const intervalWords = new Map<string, string | undefined>();

/** The amounts: a range, or the one bound the ATS gave ("from €60,000" reads as just "€60,000"). */
function amounts(range: PayRange, locale: string): string {
  const whole = [range.min, range.max].every((value) => value === undefined || Number.isInteger(value));
  const key = `${locale} ${range.currency} ${whole}`;
  let numbers = currencyFormats.get(key);
  if (!numbers) {
    numbers = new Intl.NumberFormat(locale, { style: 'currency', currency: range.currency, maximumFractionDigits: whole ? 0 : 2 }) as RangeFormat;
    currencyFormats.set(key, numbers);
  }
  // formatRange writes the dash the language uses.
  if (range.min !== undefined && range.max !== undefined && range.min !== range.max) return numbers.formatRange(range.min, range.max);
  return numbers.format((range.min ?? range.max)!);
}

/** The interval as the language names one unit of it: "year", "Jahr", "an", "سنة". */
function intervalWord(range: PayRange, locale: string): string | undefined {
  if (!range.interval) return undefined;
  const key = `${locale} ${range.interval}`;
  if (!intervalWords.has(key)) {
    const parts = new Intl.NumberFormat(locale, { style: 'unit', unit: range.interval, unitDisplay: 'long' }).formatToParts(1);
    intervalWords.set(key, parts.find((part) => part.type === 'unit')?.value);
  }
  return intervalWords.get(key);
}

/** One range as text: its label (the ATS's, e.g. "US base salary"), the amounts and the interval. */
export function payText(range: PayRange, locale: string): string {
  const interval = intervalWord(range, locale);
  const text = interval ? `${amounts(range, locale)} / ${interval}` : amounts(range, locale);
  return range.label ? `${range.label}: ${text}` : text;
}

/**
 * Each of a post's ranges as text, in `locale` (a tag Intl reads: see resolveLocale); none
 * without pay. A range in a currency Intl does not know is left out, the others are shown.
 */
export function payTexts(post: JobPost, locale: string): string[] {
  return payRanges(post).flatMap((range) => {
    try {
      return [payText(range, locale)];
    } catch {
      return [];
    }
  });
}

/**
 * A post's pay on one line, for its listing entry: the first range, and `more` ("+{count} more")
 * with how many others the detail shows; `''` without pay. `count` formats the number.
 */
export function payLine(post: JobPost, locale: string, more: string, count: (value: number) => string): string {
  const [first, ...others] = payTexts(post, locale);
  if (first === undefined) return '';
  return others.length === 0 ? first : `${first} ${format(more, { count: count(others.length) })}`;
}
