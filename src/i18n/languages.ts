/**
 * The built-in tables besides English, in one lazy chunk (languages/tables.ts): a page in English
 * never downloads them. Elements ask for their language's table through `LanguageController`;
 * `resolveStrings` uses whichever tables have arrived.
 */
import type { JobBoardStrings } from './types.js';

/** The languages the chunk has: known here so that a page in English or Korean loads nothing. */
const BUILT_IN = 'ar de es fr it ja nl pl pt sv'.split(' ');

const tables = new Map<string, JobBoardStrings>();
const loading = new Map<string, Promise<void>>();
/** Tables that failed to load: English is shown for the rest of the visit rather than retrying on every render. */
const failed = new Set<string>();

/** `de-CH` → `de`. */
function baseLanguage(lang: string): string {
  return lang.toLowerCase().split('-')[0] ?? '';
}

/** The built-in table of a language, when it has one and it has arrived. */
export function loadedTable(lang: string): JobBoardStrings | undefined {
  return tables.get(baseLanguage(lang));
}

/** Loads a language's table; undefined when there is nothing to wait for (loaded, English, unknown, failed). */
export function loadLanguage(lang: string): Promise<void> | undefined {
  const code = baseLanguage(lang);
  if (!BUILT_IN.includes(code) || tables.has(code) || failed.has(code)) return undefined;
  let load = loading.get(code);
  if (!load) {
    load = import('./languages/tables.js').then(
      (module) => {
        tables.set(code, module.tables[code]!);
      },
      (error: unknown) => {
        failed.add(code);
        console.warn(`job-board-element: the "${code}" texts could not be loaded, showing English instead.`, error);
      },
    );
    void load.finally(() => loading.delete(code));
    loading.set(code, load);
  }
  return load;
}
