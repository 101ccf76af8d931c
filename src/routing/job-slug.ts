/**
 * A job id as one path segment every static host serves the same way: its folder on disk, its
 * `jobs/<slug>/` URL, its sitemap `<loc>` and canonical link all use this one name.
 *
 * Hosts disagree on percent-encoding: nginx, S3, Python's http.server and our own static server
 * decode the request path before looking for a file, others don't, so a folder named
 * `a%20b` is a 404 on half of them, and `a%2Fb` is served `a/b`'s page (issue 20, items 2, 3, 8,
 * 11). A slug therefore uses only RFC 3986's unreserved characters, `[A-Za-z0-9._~-]`, which no
 * host decodes or treats specially, and stays well under every file system's 255-byte name limit.
 *
 * Pure and synchronous, with the same result in Node (the static build, the `sitemap` command) and
 * the browser (the board's links and path routing).
 */

/** The longest slug, in bytes (all its characters are ASCII): far below the 255-byte name limit. */
export const MAX_SLUG_LENGTH = 100;

/** Characters no host decodes or treats specially in a path segment (RFC 3986 unreserved). */
const SAFE_ID = /^[A-Za-z0-9._~-]+$/;

/** Everything else, folded to `-` in a slug's readable part. */
const UNSAFE_RUN = /[^A-Za-z0-9._~-]+/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A hashed slug ends in `~` and 16 lowercase hex digits. `~` separates it because ids rarely hold
 * one, so a hashed slug and an id that is its own slug practically never meet.
 */
const HASHED_SLUG = /~[0-9a-f]{16}$/;

const HASH_LENGTH = 16;

/** Why no page can have this id; `undefined` when it can have one. */
export type UnusableIdReason = 'empty' | 'dot-segment' | 'lone-surrogate';

/**
 * Why an id can name no page, or `undefined` when it can: empty, `.` or `..` (URLs resolve them
 * away, so the link names another page and the folder is the parent's), or a lone surrogate
 * (UTF-8 cannot carry it: `encodeURIComponent` throws on it and two ids would share one
 * replacement character).
 */
export function unusableIdReason(id: string): UnusableIdReason | undefined {
  if (id === '') return 'empty';
  if (id === '.' || id === '..') return 'dot-segment';
  if (LONE_SURROGATE.test(id)) return 'lone-surrogate';
  return undefined;
}

/** Whether a page (a URL, a folder) can name this id: see {@link unusableIdReason}. */
export function isUsableJobId(id: unknown): id is string {
  return typeof id === 'string' && unusableIdReason(id) === undefined;
}

/**
 * The path segment of job `id`'s page, `undefined` for an id no page can have
 * ({@link unusableIdReason}).
 *
 * - An id of safe characters only, up to 100 bytes, is its own slug: `jp_12` → `jp_12`, so every
 *   URL made before slugs existed stays the same.
 * - Any other id gets its safe characters (accents dropped, everything else folded to `-`, runs
 *   collapsed, cut to fit) then `~` and a 64-bit FNV-1a hash of the whole id in hex:
 *   `Senior Engineer, München` → `Senior-Engineer-Munchen~…`; an id with nothing readable gets
 *   `job~…`. The hash keeps two ids that read alike apart; the result is at most 100 bytes.
 */
export function jobSlug(id: string): string | undefined {
  if (typeof id !== 'string' || unusableIdReason(id) !== undefined) return undefined;
  if (id.length <= MAX_SLUG_LENGTH && SAFE_ID.test(id)) return id;
  const readable = id
    .normalize('NFKD')
    // Combining marks that NFKD split off accented letters (é → e + ´): the letter stays readable.
    .replace(/[\u0300-\u036f]/g, '')
    .replace(UNSAFE_RUN, '-')
    .slice(0, MAX_SLUG_LENGTH - 1 - HASH_LENGTH)
    // A leading dot would make a hidden folder; edges of dashes and dots read as noise.
    .replace(/^[-.~]+|[-.~]+$/g, '')
    .replace(/-{2,}/g, '-');
  return `${readable || 'job'}~${fnv1a64(id)}`;
}

/**
 * Whether a slug has a hashed slug's shape, so that the id behind it has to be looked up (in the
 * posts the board has, or its listing) rather than read from the slug. An id may have this shape
 * too: looking it up finds it, as its slug is itself.
 */
export function isHashedSlug(slug: string): boolean {
  return HASHED_SLUG.test(slug);
}

const encoder = new TextEncoder();

/**
 * 64-bit FNV-1a over the id's UTF-8 bytes, 16 hex digits: the same in every engine. Computed in
 * four 16-bit limbs with plain numbers rather than BigInt, several times faster, which counts when
 * a board maps a slug back to its id among a thousand posts. The prime is 2^40 + 0x1b3.
 */
function fnv1a64(text: string): string {
  const bytes = encoder.encode(text);
  // The offset basis 0xcbf29ce484222325, low limb first.
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  for (let index = 0; index < bytes.length; index += 1) {
    h0 ^= bytes[index]!;
    // h * 0x1b3 + h * 2^40: limb by limb with carries; h0 * 2^40 lands in limb 2, h1 * 2^40 in limb 3.
    const t0 = h0 * 0x1b3;
    const t1 = h1 * 0x1b3 + (t0 >>> 16);
    const t2 = h2 * 0x1b3 + (t1 >>> 16) + (h0 << 8);
    const t3 = h3 * 0x1b3 + (t2 >>> 16) + (h1 << 8);
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  }
  return hex4(h3) + hex4(h2) + hex4(h1) + hex4(h0);
}

function hex4(limb: number): string {
  return limb.toString(16).padStart(4, '0');
}

/**
 * The id among `ids` whose slug is `slug`: the id equal to it first (an id is its own slug, and
 * wins over another id's hashed slug that happens to read the same), then the first whose hashed
 * slug it is. `undefined` when none.
 */
export function idForSlug(slug: string, ids: Iterable<string | undefined>): string | undefined {
  const candidates = [...ids];
  if (candidates.includes(slug)) return slug;
  // Only a hashed slug can stand for an id other than itself.
  if (!isHashedSlug(slug)) return undefined;
  return candidates.find((id) => id !== undefined && jobSlug(id) === slug);
}

/**
 * Why no page can have this id, in words for the person running the build or the sitemap command
 * and for the board's developer warning (the id written as JSON, so an empty one or a lone
 * surrogate shows); `undefined` for a usable id.
 */
export function unusableIdText(id: string): string | undefined {
  switch (unusableIdReason(id)) {
    case 'empty':
      return 'its id is empty';
    case 'dot-segment':
      return `its id ${JSON.stringify(id)} is a dot segment, which every URL resolves away`;
    case 'lone-surrogate':
      return `its id ${JSON.stringify(id)} holds a lone surrogate, which no URL can carry`;
    default:
      return undefined;
  }
}
