/**
 * Pay ranges: the shape of a post's `pay`; the check every range in a post meets, whether a source
 * adapter built it or an API (or a hand-edited file) sent it, so a range always has the types
 * declared here; and the builder the adapters make ranges with from a vendor's fields.
 */
import type { JobPost } from '../types.js';

/** The period a pay range is paid per. */
export type PayInterval = 'year' | 'month' | 'week' | 'day' | 'hour';

/** One pay range of a post. Amounts are in major units (81000 is 81,000.00), never cents. */
export interface PayRange {
  /** The lower bound; at least one of `min` and `max` is there, and `min <= max` when both are. */
  min?: number;
  /** The upper bound. */
  max?: number;
  /** ISO 4217 code, upper-case: `USD`, `EUR`. */
  currency: string;
  /** Only when the source says it; a range without one is not assumed to be yearly. */
  interval?: PayInterval;
  /** The source's own words for the range: `US Base Salary`, `Hourly Pay Range`, a note. */
  label?: string;
}

/**
 * The most pay ranges a post keeps: an employer lists one per pay zone, a handful at most. A
 * hostile or broken answer with thousands would make one long task of the detail's render
 * (2,000 took 368 ms, against the 200 ms bound of docs/security.md). The adapters, `payRanges()`
 * and `normaliseJobPost` (API answers, prerendered and embedded data) all stop at this many.
 */
export const MAX_PAY_RANGES = 50;

export const PAY_INTERVALS: readonly PayInterval[] = ['year', 'month', 'week', 'day', 'hour'];

export function isPayInterval(value: unknown): value is PayInterval {
  return typeof value === 'string' && (PAY_INTERVALS as readonly string[]).includes(value);
}

/**
 * The largest amount a range may hold, in major units: no salary reaches a billion, and a bound
 * such as `1e308` would be shown as a 309-digit number.
 */
export const MAX_PAY_AMOUNT = 1e9;

export const isAmount = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= MAX_PAY_AMOUNT;

/**
 * The ISO 4217 currencies `intl` knows (`Intl.supportedValuesOf('currency')`), or `undefined`
 * where it can't say (an engine without it, or one that throws).
 */
export function knownCurrencies(intl: { supportedValuesOf?: (key: 'currency') => string[] } = Intl): ReadonlySet<string> | undefined {
  try {
    return typeof intl.supportedValuesOf === 'function' ? new Set(intl.supportedValuesOf('currency')) : undefined;
  } catch {
    return undefined;
  }
}

/** Read once, on the first range checked. `null`: this engine can't say. */
let currencies: ReadonlySet<string> | null | undefined;

/**
 * Whether `code` is an upper-case three-letter code of a currency this engine knows: `ZZZ` and
 * `BTC` are not, and would reach the display and `baseSalary`. Where the engine can't list its
 * currencies, any such code is taken.
 */
function isCurrency(code: unknown): code is string {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  currencies ??= knownCurrencies() ?? null;
  return currencies === null || currencies.has(code);
}

/**
 * Whether `value` is a well-formed {@link PayRange}: an amount from 0 to {@link MAX_PAY_AMOUNT} in
 * `min`, `max` or both (`min <= max`), an upper-case three-letter currency that `Intl` knows, and an interval and a label, when there,
 * of their declared kinds. What a post's `pay` may hold, however it was built; other fields are
 * no part of the check.
 */
export function isPayRange(value: unknown): value is PayRange {
  if (typeof value !== 'object' || value === null) return false;
  const { min, max, currency, interval, label } = value as Record<string, unknown>;
  return (
    isCurrency(currency) &&
    (min === undefined ? isAmount(max) : isAmount(min) && (max === undefined || (isAmount(max) && min <= max))) &&
    (interval === undefined || isPayInterval(interval)) &&
    (label === undefined || typeof label === 'string')
  );
}

/**
 * A post's well-formed pay ranges, in its order; `[]` when it has none. `pay` comes from a source
 * adapter, an API that sends its own, or a hand-edited prerendered page: a malformed range (a
 * string amount, a lower-case or missing currency) is left out, never shown with a wrong type.
 * No more than the first {@link MAX_PAY_RANGES} well-formed ranges are given.
 */
export function payRanges(post: JobPost): PayRange[] {
  const pay = post.pay;
  const ranges: PayRange[] = [];
  if (!Array.isArray(pay)) return ranges;
  for (const range of pay) {
    if (ranges.length >= MAX_PAY_RANGES) break;
    if (isPayRange(range)) ranges.push(range);
  }
  return ranges;
}
