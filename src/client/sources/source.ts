/**
 * The `source` a board reads instead of the Applicant Tracking Service API: a vendor's public job
 * board, named as `greenhouse:<board token>`, `lever:<site>` or `ashby:<job board name>`.
 */

export type SourceVendor = 'greenhouse' | 'lever' | 'ashby';

/** A vendor's public job board. */
export interface BoardSource {
  vendor: SourceVendor;
  /** The board's name as the vendor's URLs carry it (Greenhouse's board token, Lever's site, Ashby's job board name). */
  name: string;
}

/** The vendors' names as people write them, for messages. */
export const VENDOR_NAMES: Readonly<Record<SourceVendor, string>> = { greenhouse: 'Greenhouse', lever: 'Lever', ashby: 'Ashby' };

/** The forms `source` takes, for messages that say what was expected. */
export const SOURCE_FORMS = 'greenhouse:<board token>, lever:<site> or ashby:<job board name>';

const SOURCE_PATTERN = /^(greenhouse|lever|ashby):(.+)$/i;

/**
 * Reads a `source` value: the vendor (any case) and a board name, trimmed. `undefined` for
 * anything else, `""` included: the caller tells "no source" from "a wrong one" by the value.
 * The name is kept as written (Lever's sites are case-sensitive; Ashby's may hold spaces) but may
 * not hold `/`, `?` or `#`, which would move the request to another path than the board's, nor a
 * lone surrogate, which UTF-8 cannot carry (its URL would throw `URIError`, issue 37): every
 * reader of a source (the element, the server render, the CLI) then says ERR_SOURCE_INVALID.
 */
export function parseSource(value: string): BoardSource | undefined {
  const match = SOURCE_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const name = match[2]!.trim();
  if (name === '' || name === '.' || name === '..' || /[/?#\\\p{Cc}\p{Cs}]/u.test(name)) return undefined;
  return { vendor: match[1]!.toLowerCase() as SourceVendor, name };
}

/** "the Greenhouse board "acme"", for messages. */
export function describeSource(source: BoardSource): string {
  return `the ${VENDOR_NAMES[source.vendor]} board "${source.name}"`;
}
