/**
 * Deterministic ids in each vendor's own kind: Greenhouse post ids are integers, Lever and Ashby
 * ids are UUIDs. The same post always gets the same id, so tests and bookmarks stay valid.
 */

import { createHash } from 'node:crypto';

/**
 * A UUID derived from `seed` (SHA-256), with the version-4 and RFC 9562 variant bits set: it looks
 * like the random UUIDs Lever and Ashby hand out, but never changes between runs.
 */
export function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
