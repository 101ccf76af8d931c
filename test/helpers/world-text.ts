/**
 * Titles and places as employers outside the ASCII world write them (issue 39, point 7): a
 * non-breaking space (U+00A0) or a narrow one (U+202F, French typography) that the employer chose,
 * Chinese, Japanese and Korean text with full-width brackets and the ideographic space and comma.
 * Every adapter trims the ends and keeps the rest exactly: JavaScript's `\s` and `trim()` both
 * count U+00A0, U+202F and U+3000 as spaces, so a `\s+` collapse would turn a no-break into a
 * break.
 */

/** A title as sent, and as the post carries it. */
export const WORLD_TITLES: readonly (readonly [sent: string, kept: string])[] = [
  ['Senior Engineer\u00a0(m/w/d)', 'Senior Engineer\u00a0(m/w/d)'],
  ['Ingénieur\u202f: backend', 'Ingénieur\u202f: backend'],
  ['Senior\u00a0\u00a0Engineer', 'Senior\u00a0\u00a0Engineer'],
  ['ソフトウェアエンジニア（東京）', 'ソフトウェアエンジニア（東京）'],
  ['数据工程师 - 上海', '数据工程师 - 上海'],
  ['백엔드 개발자', '백엔드 개발자'],
  ['Ｓｅｎｉｏｒ　Ｅｎｇｉｎｅｅｒ', 'Ｓｅｎｉｏｒ　Ｅｎｇｉｎｅｅｒ'],
  // The ends are trimmed, whichever space pads them.
  ['\u00a0Data Analyst\u202f', 'Data Analyst'],
  ['\u3000プロダクトマネージャー\u3000', 'プロダクトマネージャー'],
];

/** Places: a city whose name holds a no-break space, and Tokyo as Japanese employers write it. */
export const SAO_PAULO = 'São\u00a0Paulo';
export const TOKYO = '東京';
/** City, then country, with an ASCII comma: the city is read from it as from "Berlin, Germany". */
export const TOKYO_COMMA = '東京都, 日本';
/** With the ideographic comma: one name, no city read from it (see NOTES-robust.md). */
export const TOKYO_IDEOGRAPHIC_COMMA = '東京、日本';
