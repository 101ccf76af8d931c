/**
 * The small pieces of matching that the board's first chunk, whole-board mode and the source
 * client all use, in one module of their own: the bundler puts it in the board's first chunk,
 * which every lazy chunk's visit has loaded already, rather than making each chunk carry a copy.
 */

/**
 * Text as search compares it: decomposed, marks removed, lower-cased (`São Paulo` → `sao paulo`,
 * `München` → `munchen`), so a visitor without the accent on the keyboard still finds it. The
 * compatibility form (NFKD, not NFD) also makes the no-break spaces (U+00A0, U+202F) and the
 * ideographic one plain spaces and full- and half-width forms one: "Senior Engineer" finds
 * "Senior\u00a0Engineer", "ｴﾝｼﾞﾆｱ" finds "エンジニア". For matching only: what is shown keeps them.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An office's value in a facet (whole-board mode's office filter and groups): its name, or its city where it has no name. */
export function officeValue(office: { name?: string; city?: string }): string {
  return (office.name ?? '').trim() || (office.city ?? '').trim();
}
