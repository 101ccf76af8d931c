/**
 * The build's last guard against two open posts writing one page (issue 37). Slugs are made
 * unique (routing/slug.ts), even where folder names ignore case, unless two ids' 64-bit hashes
 * meet; should that happen, the page must not change hands at every build nor be written twice.
 * One id keeps the folder: the least in code-unit order, whatever the listing's order, so every
 * build gives it to the same post. The others are skipped and named, as a post that can't have a
 * page is.
 */
import { jobFolderName } from './site-pages.js';

/**
 * The posts (by index in `ids`) whose page would share its folder with another post's, as macOS
 * and Windows compare folder names (ignoring case), each with the id that keeps the folder. An id
 * listed twice is one post, not a clash.
 */
export function folderClashes(ids: readonly string[], folderOf: (id: string) => string = jobFolderName): Map<number, string> {
  const owners = new Map<string, string>();
  const keys = ids.map((id) => {
    const key = folderOf(id).toLowerCase();
    const owner = owners.get(key);
    if (owner === undefined || id < owner) owners.set(key, id);
    return key;
  });
  const clashes = new Map<number, string>();
  keys.forEach((key, index) => {
    const owner = owners.get(key)!;
    if (ids[index] !== owner) clashes.set(index, owner);
  });
  return clashes;
}

/** Why a post whose page would be `owner`'s is skipped. */
export function folderClashReason(id: string, owner: string, folderOf: (id: string) => string = jobFolderName): string {
  const mine = folderOf(id);
  const theirs = folderOf(owner);
  const alike = mine === theirs ? `its page's folder jobs/${mine}/ is also` : `its page's folder jobs/${mine}/ is, where folder names ignore case, jobs/${theirs}/,`;
  return `${alike} post ${JSON.stringify(owner)}'s, which keeps it (their slugs meet); give one of them another id in your ATS`;
}
