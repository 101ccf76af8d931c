/**
 * How the adapters read a source's pay fields into ranges: apart from pay.ts, which the listing
 * reads with (`payRanges`), so a board without a source doesn't carry the adapters' half.
 */
import { isAmount, isPayInterval, isPayRange, type PayInterval, type PayRange } from './pay.js';

/** A source's values for the fields of a {@link PayRange}, of any JSON kind. */
export interface PayRangeFields {
  min?: unknown;
  max?: unknown;
  currency?: unknown;
  interval?: unknown;
  label?: unknown;
}

/** The number for a usable bound, `undefined` for an absent one (JSON's `null` too), `NaN` for anything else. */
const readAmount = (value: unknown) => (value === undefined || value === null ? undefined : isAmount(value) ? value : Number.NaN);

/**
 * A well-formed {@link PayRange} from a source's fields, or `undefined`: what the adapters build
 * their ranges with. The amounts and the currency carry the range's meaning, so it is left out
 * when they are unusable (a bound that is not a number from 0 to {@link MAX_PAY_AMOUNT}, neither
 * bound, `min > max`, no currency `Intl` knows); the currency is upper-cased. `interval` and `label` only describe it:
 * an interval this model has no word for, or a blank label, is dropped and the range kept.
 */
export function readPayRange(fields: PayRangeFields): PayRange | undefined {
  const range: PayRange = { currency: typeof fields.currency === 'string' ? fields.currency.trim().toUpperCase() : '' };
  const min = readAmount(fields.min);
  const max = readAmount(fields.max);
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  if (isPayInterval(fields.interval)) range.interval = fields.interval;
  // The board writes "label: amounts": a label's own closing full stop or colon ("Base pay; equity
  // is offered separately.", "Salary:") would read ".:" or "::" there.
  const label = typeof fields.label === 'string' ? fields.label.trim().replace(/\s*[.:;。：]+$/u, '') : '';
  if (label !== '') range.label = label;
  return isPayRange(range) ? range : undefined;
}

/** Words that name one interval, whole words only ("Hourly Pay Range", "per month", "$/yr"). */
const INTERVAL_WORDS: ReadonlyArray<readonly [PayInterval, RegExp]> = [
  ['year', /\b(?:year|yearly|annual|annually|annum|yr)\b/i],
  ['month', /\b(?:month|monthly)\b/i],
  ['week', /\b(?:week|weekly)\b/i],
  ['day', /\b(?:day|daily)\b/i],
  ['hour', /\b(?:hour|hourly|hr)\b/i],
];

/**
 * The interval free text names, such as a Greenhouse range's title ("Hourly Pay Range" → `hour`),
 * or `undefined` when it names none ("US Base Salary") or more than one: a guess would make an
 * hourly wage look like a yearly salary, or the other way round.
 */
export function intervalFromText(text: string): PayInterval | undefined {
  const named = INTERVAL_WORDS.filter(([, words]) => words.test(text));
  return named.length === 1 ? named[0]![0] : undefined;
}

