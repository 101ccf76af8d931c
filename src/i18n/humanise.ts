/**
 * Turns an API enumeration value into words: `on_site` → "On site", `full_time` → "Full time",
 * `flexible` → "Flexible". Values the board has never seen are shown this way, never dropped.
 */
export function humanise(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Splits a comma-separated attribute value into trimmed, non-empty, distinct items. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
}
