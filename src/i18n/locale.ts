/**
 * The one place a language tag becomes a locale for Intl. Every Intl constructor throws a
 * RangeError on a tag it can't read, and pages write such tags: `en_US` (POSIX style),
 * `x-invalid-`, `root`, a value that is not a language at all. Uncaught, that RangeError left the
 * board on "Loading jobs…" for good and the build without its pages (issue 27, bug 2). So every
 * formatter, collator and plural rule the board, its controls, its detail, the client's
 * whole-board functions and the build make takes its locale from here.
 *
 * No DOM and no Lit: the client (whole-board.ts) and the build use it in Node too, where there is
 * no `navigator` before Node 21.
 */

/**
 * Longer than any tag a page means (RFC 5646 asks implementations to take 35 characters; a tag
 * with a few Unicode extensions is under 100): a longer value is not read at all, so a
 * 10,000-character attribute costs nothing to reject and never becomes a cache key.
 */
const MAX_TAG_LENGTH = 128;

/** Where no tag is usable and the runtime names no language of its own (Node, prerendering). */
export const DEFAULT_LOCALE = 'en';

/** Tags already read, and what they gave (undefined: not usable): a render reads the same few again and again. */
const known = new Map<string, string | undefined>();

/**
 * The canonical form of `lang` when Intl accepts it (`en-us` → `en-US`, `en_US` → `en-US`), else
 * undefined: empty, too long, or malformed.
 */
export function localeTag(lang: string | null | undefined): string | undefined {
  if (typeof lang !== 'string') return undefined;
  const value = lang.trim();
  if (value === '' || value.length > MAX_TAG_LENGTH) return undefined;
  if (known.has(value)) return known.get(value);
  // `en_US`, the way POSIX and many CMSs write it, means en-US: read it so rather than drop it.
  const tag = canonical(value) ?? (value.includes('_') ? canonical(value.replace(/_/g, '-')) : undefined);
  // Bounded: a page uses a handful of tags; past that, stop remembering rather than grow.
  if (known.size < 100) known.set(value, tag);
  return tag;
}

/**
 * The locale to format in: the first of `candidates` Intl accepts (an element's own `lang`, its
 * ancestors', the page's), else the browser's language, else {@link DEFAULT_LOCALE}. Always a tag
 * every Intl constructor takes.
 */
export function resolveLocale(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const tag = localeTag(candidate);
    if (tag) return tag;
  }
  return runtimeLocale();
}

/**
 * The browser's language; {@link DEFAULT_LOCALE} where there is none. Node 20 has no `navigator`
 * at all (a bare `navigator.language` throws a ReferenceError there, which dropped every page of a
 * build), and Node 21+'s names the build machine's locale, which no visitor's page depends on: on
 * the server the caller passes the page's language as the last candidate instead.
 */
function runtimeLocale(): string {
  const nav = (globalThis as { navigator?: { language?: unknown } }).navigator;
  return localeTag(typeof nav?.language === 'string' ? nav.language : undefined) ?? DEFAULT_LOCALE;
}

function canonical(value: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}
