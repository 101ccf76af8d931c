/**
 * The small pieces of matching that the board's first chunk, whole-board mode and the source
 * client all use, in one module of their own: the bundler puts it in the board's first chunk,
 * which every lazy chunk's visit has loaded already, rather than making each chunk carry a copy.
 */

/**
 * Text as search compares it: decomposed, marks removed, lower-cased (`São Paulo` → `sao paulo`,
 * `München` → `munchen`), so a visitor without the accent on the keyboard still finds it.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An office's value in a facet (whole-board mode's office filter and groups): its name, or its city where it has no name. */
export function officeValue(office: { name?: string; city?: string }): string {
  return (office.name ?? '').trim() || (office.city ?? '').trim();
}
