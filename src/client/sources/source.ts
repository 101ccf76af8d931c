/**
 * The `source` a board reads instead of the Applicant Tracking Service API: one vendor's public
 * job board or several, named as `<vendor>:<name>` (`greenhouse:acme`), several separated by
 * spaces (`greenhouse:acme lever:acme-eu`).
 */

export type SourceVendor = 'greenhouse' | 'lever' | 'ashby' | 'workable' | 'smartrecruiters' | 'recruitee' | 'personio' | 'teamtailor' | 'pinpoint';

/** A vendor's public job board. */
export interface BoardSource {
  vendor: SourceVendor;
  /** The board's name as the vendor's URLs carry it (Greenhouse's board token, Lever's site, a company's subdomain…). */
  name: string;
}

/** The forms `source` takes, for messages that say what was expected. */
export const SOURCE_FORMS =
  'greenhouse:, lever:, ashby:, workable:, smartrecruiters:, recruitee:, personio:, teamtailor: or pinpoint: and the board\'s name, several separated by spaces';

/** The most boards one `source` lists: each is a request on every cold load. */
export const MAX_SOURCES = 10;

const VENDOR = 'greenhouse|lever|ashby|workable|smartrecruiters|recruitee|personio|teamtailor|pinpoint';
const SOURCE_PATTERN = new RegExp(`^(${VENDOR}):(.+)$`, 'is');
/** Where the next board of a list starts: a space before a vendor's name and its colon (Ashby's names may hold spaces). */
const NEXT_SOURCE = new RegExp(`\\s+(?=(?:${VENDOR}):)`, 'i');

/** The vendors whose board is a company's own subdomain (`acme.recruitee.com`). */
const SUBDOMAIN_VENDORS: readonly SourceVendor[] = ['recruitee', 'personio', 'teamtailor', 'pinpoint'];

/** One DNS label: what a company's subdomain must be. */
const LABEL = /^[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?$/i;

/** Whether `vendor`'s board lives on a company's own subdomain, so `base-url` stands for that whole origin. */
export function onSubdomain(vendor: SourceVendor): boolean {
  return SUBDOMAIN_VENDORS.includes(vendor);
}

/**
 * Reads one board of a `source` value: the vendor (any case) and a board name, trimmed.
 * `undefined` for anything else. The name is kept as written (Lever's sites are case-sensitive;
 * Ashby's may hold spaces, no other's) but may not hold `/`, `?` or `#`, which would move the
 * request to another path than the board's, nor `:`, which no vendor's names have (a list's
 * `workday:acme` must not read as part of the board before it), nor a lone surrogate, which UTF-8 cannot carry (its URL would
 * throw `URIError`, issue 37). A company's subdomain must be a host name's label.
 */
export function parseSource(value: string): BoardSource | undefined {
  const match = SOURCE_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const vendor = match[1]!.toLowerCase() as SourceVendor;
  const name = match[2]!.trim();
  if (name === '' || name === '.' || name === '..' || /[/?#:\\\p{Cc}\p{Cs}]/u.test(name)) return undefined;
  // Only Ashby's names hold spaces: elsewhere a space is a list's next board, or a mistake in it.
  if (vendor !== 'ashby' && /\s/.test(name)) return undefined;
  // A company's subdomain is one label; Personio's may end in `.de` or `.com`, the host it answers on.
  if (onSubdomain(vendor) && !LABEL.test(vendor === 'personio' ? name.replace(/\.(de|com)$/i, '') : name)) return undefined;
  return { vendor, name };
}

/**
 * Reads a whole `source` value: one board or several, separated by spaces, at most
 * {@link MAX_SOURCES} (a board named twice is read once: vendor-names.ts `uniqueSources`). `undefined` when any part is not a board, `""` included:
 * the caller tells "no source" from "a wrong one" by the value, and a list with a mistake in it
 * is one mistake, said, not a board quietly missing.
 */
export function parseSources(value: string): BoardSource[] | undefined {
  const sources = value.trim().split(NEXT_SOURCE).map(parseSource);
  return sources.length <= MAX_SOURCES && !sources.includes(undefined) ? (sources as BoardSource[]) : undefined;
}
