/**
 * A job id as one path segment every static host serves alike: the folder `job-board-element
 * build` writes, the `jobs/<slug>/` URL, the sitemap's `<loc>`, the feed's links, the canonical
 * link, and the board's own links and `routing="path"` routing all use this one name.
 *
 * Hosts disagree on percent-encoding: nginx, S3 website hosting and Python's http.server decode
 * the request path before looking for a file, others don't, so a folder `a%20b` answers on one
 * and 404s on the other (issue 30). A slug uses only RFC 3986's unreserved characters,
 * `[A-Za-z0-9._~-]`, which no host decodes or treats specially.
 *
 * Pure, and the same in Node and the browser. It sits in the board's entry (path mode's links),
 * so it stays small: no TextEncoder, no BigInt.
 */

/** The longest slug, in bytes (all ASCII): far below every file system's 255-byte name limit. */
export const MAX_SLUG_LENGTH = 100;

/**
 * Job `id`'s path segment, unique among ids even where folder names ignore case (macOS, Windows)
 * and never a name Windows reserves (issue 37).
 *
 * - An id of `[a-z0-9._~-]` only, up to 100 characters, is its own slug (`jp_12` → `jp_12`, as
 *   every link made before slugs), unless it ends with a dot (Windows drops it: `a.` is `a`), is a
 *   device name Windows reserves, with or without an extension (`con`, `nul.html`, `com1`), or
 *   has a hashed slug's shape (`a~0123456789abcdef` may be another id's slug).
 * - Any other id gets its readable part (accents dropped, every other run of characters folded to
 *   `-`, edges trimmed, cut to 83) then `~` and a 64-bit hash of the whole id in 16 lowercase hex
 *   digits: `Senior Engineer, München` → `Senior-Engineer-Munchen~…`, `JP_1` → `JP_1~…`; an id
 *   with nothing readable (all CJK, say) gets `job~…`. At most 100 bytes.
 *
 * So an id's own slug is lowercase and never ends in a hash, and a hashed slug always does: two
 * ids share a slug, in any case, only when their hashes meet.
 */
export function jobSlug(id: string): string {
  if (/^[a-z\d_.~-]{0,99}[a-z\d_~-]$/.test(id) && !DEVICE.test(`${id}.`) && !isHashedSlug(id)) return id;
  // Two 32-bit multiplicative lanes over the UTF-16 code units (FNV-1a's prime and MurmurHash's).
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let index = 0; index < id.length; index += 1) {
    const unit = id.charCodeAt(index);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const readable = id
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH - 17)
    // A leading dot would make a hidden folder; edge dashes and dots read as noise.
    .replace(/^[-.]+|[-.]+$/g, '')
    // `con.x~…` is `con` to Windows: that dot becomes a dash (`con~…` is no device's name).
    .replace(DEVICE, '$1-');
  return `${readable || 'job'}~${hex(a)}${hex(b)}`;
}

/**
 * A device name Windows reserves, whatever its case, then a dot: a name is reserved when it is
 * one with or without an extension (`CON`, `nul.html`), so a name is tested with a dot added.
 */
const DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)\./i;

/**
 * Whether Windows can't hold a folder of this name: a device's name (with or without an
 * extension, in any case) or a name ending in a dot, which it drops. No slug is such a name.
 */
export function windowsReserves(name: string): boolean {
  return DEVICE.test(`${name}.`) || name.endsWith('.');
}

function hex(lane: number): string {
  return (lane >>> 0).toString(16).padStart(8, '0');
}

/**
 * Whether a path segment has a hashed slug's shape, so the id behind it must be looked up among
 * the posts (`idForSlug`) rather than read from it.
 */
export function isHashedSlug(segment: string): boolean {
  return /~[0-9a-f]{16}$/.test(segment);
}

/**
 * The id among `ids` whose slug is `slug`, `undefined` when none. Not an id equal to it: since
 * issue 37 `Senior-Engineer~5931694aad390c3e` is `Senior Engineer`'s slug, not its own (the
 * callers read an id equal to it as a link made before, when no id has the slug).
 */
export function idForSlug(slug: string, ids: readonly string[]): string | undefined {
  return ids.find((id) => id && jobSlug(id) === slug);
}
