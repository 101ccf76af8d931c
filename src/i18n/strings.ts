/**
 * Every visible text of the board, by name. A site overrides any of them through the board's
 * `strings` property; `lang` picks the built-in table and the number and plural formatting.
 * Placeholders in braces (`{count}`, `{page}`, `{scope}` ...) are filled in by `format()`.
 */
import { isServer } from 'lit';
import { englishStrings } from './english.js';
import { loadedTable } from './languages.js';
import { DEFAULT_LOCALE, localeTag, resolveLocale } from './locale.js';
import type { JobBoardStrings } from './types.js';

export { englishStrings };
export type { JobBoardStrings, PluralText } from './types.js';
export { format } from './format.js';

/**
 * The complete set of texts for a language, with the site's overrides on top; `values` is merged
 * value by value, so overriding one keeps the others.
 */
export function resolveStrings(lang: string, overrides: Partial<JobBoardStrings> = {}): JobBoardStrings {
  const table = loadedTable(lang);
  return { ...englishStrings, ...table, ...overrides, values: { ...englishStrings.values, ...table?.values, ...overrides.values } };
}

/** The page's language while `job-board-element build` prerenders it (see languageOf): always a tag Intl takes. */
let serverLanguage = DEFAULT_LOCALE;

/** Sets the language of the page being prerendered: its `<html lang>`; English where it is missing or malformed. */
export function setServerLanguage(language: string): void {
  serverLanguage = resolveLocale(language, DEFAULT_LOCALE);
}

/**
 * The language an element's texts and formats are in: its own `lang`, else its nearest
 * ancestor's, else the page's, else the browser's. A tag Intl can't read (`en_US` is read as
 * en-US; `x-invalid-`, `root` are not) is passed over for the next one, so the result is always a
 * canonical tag (see locale.ts) that every Intl constructor and the built-in tables take.
 */
export function languageOf(element: Element): string {
  return localeTag(element.getAttribute('lang')) ?? inheritedLanguage(element);
}

/**
 * The language an element inherits, its own `lang` aside: its nearest ancestor's that Intl
 * reads, else the page's, else the browser's. The board asks this beside its `lang` property,
 * which is ahead of its attribute until Lit reflects it in the update.
 */
export function inheritedLanguage(element: Element): string {
  // Prerendered on the server, an element has no ancestors to read: the page's language.
  if (isServer) return serverLanguage;
  for (let holder = element.parentElement?.closest('[lang]'); holder; holder = holder.parentElement?.closest('[lang]')) {
    const tag = localeTag(holder.getAttribute('lang'));
    if (tag) return tag;
  }
  // Also where the element sits in a shadow root, which `closest` does not leave.
  return resolveLocale(document.documentElement.lang);
}
