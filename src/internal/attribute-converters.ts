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
