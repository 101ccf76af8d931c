import { resolveLocale } from './locale.js';
import { format } from './format.js';
import type { PluralText } from './types.js';

/**
 * Number and plural formatting for one language. Intl's constructors are costly, above all the
 * first on a page, which loads the locale's data: about 60 ms of main thread on a cold page, more
 * than the rest of a first listing's render. So they are made only when a value needs them. For
 * English, which most boards are in, counts and page numbers from 0 to 999 never do: Intl would
 * give exactly `String(count)` and, for plurals, "one" for 1 and "other" for any other of them
 * (CLDR's English rule); test/i18n/formatter.node.test.ts checks both against Intl.
 */
export class Formatter {
  readonly #locale: string;
  readonly #english: boolean;
  #numbers: Intl.NumberFormat | undefined;
  #plurals: Intl.PluralRules | undefined;

  /** `lang` may be any string: one Intl can't read falls back as {@link resolveLocale} says. */
  constructor(lang: string) {
    this.#locale = resolveLocale(lang);
    // Not with a Unicode extension: `en-u-nu-arab` writes 5 as "٥", which the shortcut would not.
    this.#english = /^en(-|$)/i.test(this.#locale) && !/-u-/i.test(this.#locale);
  }

  /** The locale it formats in: `lang` as Intl reads it. */
  get locale(): string {
    return this.#locale;
  }

  number(value: number): string {
    if (this.#english && isSmallCount(value)) return String(value);
    this.#numbers ??= new Intl.NumberFormat(this.#locale);
    return this.#numbers.format(value);
  }

  /** Picks the plural form for `count` and fills `{count}` with the formatted number. */
  plural(text: PluralText, count: number): string {
    return format(text[this.#pluralRule(count)] ?? text.other, { count: this.number(count) });
  }

  #pluralRule(count: number): Intl.LDMLPluralRule {
    if (this.#english && isSmallCount(count)) return count === 1 ? 'one' : 'other';
    this.#plurals ??= new Intl.PluralRules(this.#locale);
    return this.#plurals.select(count);
  }
}

/** A whole number from 0 to 999 (not -0, which Intl writes "-0"): what counts and page numbers are. */
function isSmallCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0);
}

/**
 * Formatters by locale, shared by every element of the page: the board and each control in the
 * same language use one, so Intl's costly first construction happens once per language. Keyed by
 * the locale `lang` resolves to, not by `lang` itself: `en-us`, `en_US` and `en-US` share one, and
 * a language taken from an ancestor gets its own, never the one of the language before it (bug 1
 * of issue 27: a board cached its formatter until its own `lang` changed). Few languages are on a
 * page, and a value Intl can't read resolves to a fallback's key, so the map stays small.
 */
const formatters = new Map<string, Formatter>();

/** The shared {@link Formatter} for `lang` (any string; see {@link resolveLocale}). */
export function formatterFor(lang: string): Formatter {
  const locale = resolveLocale(lang);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Formatter(locale);
    formatters.set(locale, formatter);
  }
  return formatter;
}
