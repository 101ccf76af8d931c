/**
 * Every visible text of the board, by name. A site overrides any of them through the board's
 * `strings` property; `lang` picks the built-in table and the number and plural formatting.
 * Placeholders in braces (`{count}`, `{page}`, `{scope}` ...) are filled in by `format()`.
 */
import { isServer } from 'lit';
import { englishStrings } from './english.js';
import { loadedTable } from './languages.js';
import type { JobBoardStrings } from './types.js';

export { englishStrings };
export type { JobBoardStrings, PluralText } from './types.js';

/**
 * The complete set of texts for a language, with the site's overrides on top; `values` is merged
 * value by value, so overriding one keeps the others.
 */
export function resolveStrings(lang: string, overrides: Partial<JobBoardStrings> = {}): JobBoardStrings {
  const table = loadedTable(lang);
  return { ...englishStrings, ...table, ...overrides, values: { ...englishStrings.values, ...table?.values, ...overrides.values } };
}

/** The page's language while `job-board-element build` prerenders it (see languageOf). */
let serverLanguage = 'en';

/** Sets the language of the page being prerendered: its `<html lang>`. */
export function setServerLanguage(language: string): void {
  serverLanguage = language || 'en';
}

/** The language an element's texts are in: its own `lang`, its nearest ancestor's, the page's. */
export function languageOf(element: Element): string {
  // Prerendered on the server, an element has no ancestors to read: its own, or the page's.
  if (isServer) return element.getAttribute('lang') || serverLanguage;
  return element.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || navigator.language;
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
