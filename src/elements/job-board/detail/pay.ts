/**
 * A post's pay, for the detail view: "€85,000–€105,000 / year", in the board's language and the
 * range's currency. The words come from the browser's own data (Intl), so every language the
 * board speaks, and any other, reads its own currency format and its own word for the interval.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { payRanges, type JobPost, type PayRange } from '../../../client/index.js';
import { resolveLocale } from '../../../i18n/locale.js';

/** The amounts: a range, or the one bound the ATS gave ("from €60,000" reads as just "€60,000"). */
function amounts(range: PayRange, locale: string): string {
  const whole = [range.min, range.max].every((value) => value === undefined || Number.isInteger(value));
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: range.currency, maximumFractionDigits: whole ? 0 : 2 });
  // formatRange (ES2023 Intl; every browser the board supports) writes the dash the language uses.
  const ranged = format as Intl.NumberFormat & { formatRange(start: number, end: number): string };
  if (range.min !== undefined && range.max !== undefined && range.min !== range.max) return ranged.formatRange(range.min, range.max);
  return format.format((range.min ?? range.max)!);
}

/** The interval as the language names one unit of it: "year", "Jahr", "an", "سنة". */
function intervalWord(range: PayRange, locale: string): string | undefined {
  if (!range.interval) return undefined;
  const parts = new Intl.NumberFormat(locale, { style: 'unit', unit: range.interval, unitDisplay: 'long' }).formatToParts(1);
  return parts.find((part) => part.type === 'unit')?.value;
}

/** One range as text: its label (the ATS's, e.g. "US base salary"), the amounts and the interval. */
export function payText(range: PayRange, locale: string): string {
  const interval = intervalWord(range, locale);
  const text = interval ? `${amounts(range, locale)} / ${interval}` : amounts(range, locale);
  return range.label ? `${range.label}: ${text}` : text;
}

/**
 * The pay line of the detail, one entry per range (a post may list one per pay zone); nothing
 * without pay. `lang` may be any tag (see resolveLocale): one Intl can't read must not drop every
 * range through the catch below.
 */
export function renderPay(post: JobPost, lang: string): TemplateResult | typeof nothing {
  const ranges = payRanges(post);
  if (ranges.length === 0) return nothing;
  const locale = resolveLocale(lang);
  const texts = ranges.flatMap((range) => {
    try {
      return [payText(range, locale)];
    } catch {
      // A currency code Intl does not know: that range is not shown, the others are.
      return [];
    }
  });
  return texts.length === 0
    ? nothing
    : html`<ul part="pay" class="pay" role="list">
        ${texts.map((text) => html`<li dir="auto">${text}</li>`)}
      </ul>`;
}
