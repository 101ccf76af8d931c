/**
 * How the elements read their string and list attributes, shared by the board and its controls so
 * that `value=""`, a removed attribute and `remote, hybrid` mean the same on every element.
 */
import { splitList } from '../i18n/humanise.js';

/** A removed attribute means the empty default, as for `<input value>`; never `null`, which the router can't write. */
export const textAttribute = { fromAttribute: (value: string | null): string => value ?? '' };

/** A comma-separated list: distinct, trimmed values; written back joined. */
export const listAttribute = {
  fromAttribute: (value: string | null): string[] => splitList(value),
  toAttribute: (value: readonly string[]): string => value.join(','),
};

/**
 * A text property set from code (a React prop, `el.job = …`), read as its attribute would be: a
 * string as it is, a finite number as written (an id), nothing (a removed prop) as empty;
 * `undefined` for anything else (a function, an object), which the element warns about and ignores.
 */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value == null) return '';
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

/**
 * A list property set from code: an array of strings as it is (a page's own array stays the one
 * it set), a string read as the attribute reads it (comma-separated), nothing as empty;
 * `undefined` for anything else (a function, an object, an array holding other things).
 */
export function listOf(value: unknown): string[] | undefined {
  if (typeof value === 'string' || value == null) return splitList(value);
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}
