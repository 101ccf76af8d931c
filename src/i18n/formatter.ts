import { format, type PluralText } from './strings.js';

/** Number and plural formatting for one language, cached because Intl constructors are costly. */
export class Formatter {
  readonly #numbers: Intl.NumberFormat;
  readonly #plurals: Intl.PluralRules;

  constructor(lang: string) {
    const locale = safeLocale(lang);
    this.#numbers = new Intl.NumberFormat(locale);
    this.#plurals = new Intl.PluralRules(locale);
  }

  number(value: number): string {
    return this.#numbers.format(value);
  }

  /** Picks the plural form for `count` and fills `{count}` with the formatted number. */
  plural(text: PluralText, count: number): string {
    return format(text[this.#plurals.select(count)] ?? text.other, { count: this.number(count) });
  }
}

/** A `lang` value Intl rejects (a typo, `"xx_YY"`) falls back to the browser's language. */
function safeLocale(lang: string): string {
  try {
    return Intl.getCanonicalLocales(lang || [])[0] ?? navigator.language;
  } catch {
    return navigator.language;
  }
}
