/**
 * The built-in tables besides English, each a lazy chunk: a page in English never downloads them,
 * a page in German downloads only German. Elements ask for their language's table through
 * `LanguageController`; `resolveStrings` uses whichever tables have arrived.
 */
import type { JobBoardStrings } from './strings.js';

const loaders: Readonly<Record<string, () => Promise<{ default: JobBoardStrings }>>> = {
  de: () => import('./languages/de.js'),
  fr: () => import('./languages/fr.js'),
};

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
  const loader = Object.hasOwn(loaders, code) ? loaders[code] : undefined;
  if (!loader || tables.has(code) || failed.has(code)) return undefined;
  let load = loading.get(code);
  if (!load) {
    load = loader().then(
      (module) => {
        tables.set(code, module.default);
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
