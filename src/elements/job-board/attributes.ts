/** How the board's attributes are read: lenient, so a wrong value never breaks the board. */
import { splitList } from '../../i18n/humanise.js';

export const DEFAULT_PAGE_SIZE = 20;

/** A removed attribute means the empty default, as for `<input value>`; never `null`, which the router can't write. */
export const textAttribute = { fromAttribute: (value: string | null) => value ?? '' };

/** A comma-separated list: distinct, trimmed values; written back joined. */
export const listAttribute = { fromAttribute: (value: string | null) => splitList(value), toAttribute: (value: string[]) => value.join(',') };

/**
 * A number attribute: removed means the default (Lit's own converter gives `null`, which then
 * warns as "not a number"); empty or blank is not a number (`Number('')` would be 0).
 */
export const numberAttribute = (fallback: number) => ({
  fromAttribute: (value: string | null) => (value === null ? fallback : value.trim() === '' ? Number.NaN : Number(value)),
});

/** `page-size`: below 1 becomes 1, above 100 becomes 100, anything not a number 20. */
export function clampPageSize(value: unknown): number {
  const size = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(size)) return DEFAULT_PAGE_SIZE;
  return Math.min(100, Math.max(1, Math.trunc(size)));
}

const ENUMERATED = { paging: ['pages', 'more'], routing: ['query', 'hash', 'none', 'path'] } as const;

/** Enumerated attributes just set to a value they do not have, each with its first value, to use instead (with a warning). */
export function checkEnumerated(
  board: { paging: string; routing: string },
  changed: ReadonlyMap<PropertyKey, unknown>,
): [keyof typeof ENUMERATED, string][] {
  return (Object.keys(ENUMERATED) as (keyof typeof ENUMERATED)[])
    .filter((name) => changed.has(name) && !(ENUMERATED[name] as readonly string[]).includes(board[name]))
    .map((name) => [name, ENUMERATED[name][0]]);
}
