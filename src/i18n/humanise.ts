/**
 * Turns an API enumeration value into words: the text `words` has for it (the board's
 * `strings.values`, in its language), else the value humanised: `on_site` → "On site",
 * `full_time` → "Full time". Values the board has never seen are shown this way, never dropped.
 */
export function humanise(value: string, words: Readonly<Record<string, string>> = {}): string {
  const key = value.trim().toLowerCase();
  // Own keys only: a value such as "constructor" from the API must not find Object.prototype's.
  const known = Object.hasOwn(words, key) ? words[key] : undefined;
  if (typeof known === 'string' && known.trim()) return known;
  const text = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Splits a comma-separated attribute value into trimmed, non-empty, distinct items. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
}
