import { format, type PluralText } from './strings.js';

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

  constructor(lang: string) {
    this.#locale = safeLocale(lang);
    this.#english = /^en(-|$)/i.test(this.#locale);
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

/** A `lang` value Intl rejects (a typo, `"xx_YY"`) falls back to the browser's language. */
function safeLocale(lang: string): string {
  try {
    return Intl.getCanonicalLocales(lang || [])[0] ?? browserLanguage();
  } catch {
    return browserLanguage();
  }
}

/** The browser's language; English where there is none (Node before 21, prerendering). */
function browserLanguage(): string {
  return globalThis.navigator?.language ?? 'en';
}
