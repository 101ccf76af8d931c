/**
 * Writes a static career site into its folder the way a CDN sync wants it: a file is written only
 * when its bytes change (an unchanged page keeps its mtime, so `aws s3 sync`, `rsync` or a
 * deploy's diff uploads only what changed), each write is atomic (a server never serves half a
 * page), and the pages of posts no longer open are removed, so they answer 404.
 *
 * The folder may hold the site's own files (styles, images, other pages): only the files this
 * command writes are ever removed, recognised by their place (see `isOwnedPage`). Nothing is ever
 * written or removed through a symbolic link: a link in the folder may lead anywhere (issue 20:
 * `--out/jobs` linked elsewhere had the build delete files outside `--out`).
 */
import { lstat, readdir, readFile, rmdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeWhole } from '../write-whole.js';

export type WriteOutcome = 'written' | 'unchanged';

/** A page the folder can't take without writing through a symbolic link, or outside itself. */
export class UnsafePathError extends Error {
  override readonly name = 'UnsafePathError';
}

/** The folders holding the pages this command owns: `jobs/<slug>/index.html` and `page/<N>/index.html`. */
const OWNED_FOLDERS = { jobs: /^[^/\\]+$/, page: /^[1-9]\d*$/ } as const;
const PAGE_FILE = 'index.html';

/**
 * Whether a path (relative, with `/`) is a page this command writes and may therefore remove: a
 * job's page or a further listing page. `index.html` and `sitemap.xml` are written every time, so
 * they never need removing.
 */
export function isOwnedPage(path: string): boolean {
  const [folder, name, file, ...rest] = path.split('/');
  return rest.length === 0 && file === PAGE_FILE && (folder === 'jobs' || folder === 'page') && name !== undefined && OWNED_FOLDERS[folder].test(name);
}

const code = (error: unknown): unknown => (error as NodeJS.ErrnoException | null)?.code;

/** A page's path is relative, with `/`, and stays inside the folder. */
function checkPath(path: string): void {
  const parts = path.split('/');
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.includes('\0') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new UnsafePathError(`not a relative file path inside the site folder: ${JSON.stringify(path)}`);
  }
}

/** What is at `file` without following a link: 'link', 'folder', 'file', or undefined when nothing is. */
async function kindAt(file: string): Promise<'link' | 'folder' | 'file' | undefined> {
  try {
    const stats = await lstat(file);
    return stats.isSymbolicLink() ? 'link' : stats.isDirectory() ? 'folder' : 'file';
  } catch (error) {
    if (code(error) === 'ENOENT' || code(error) === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * The owned folders (`jobs/`, `page/`) of `outDir` that are symbolic links, as messages: the
 * build writes and removes nothing through one, so it refuses to start.
 */
export async function unsafeOwnedFolders(outDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of Object.keys(OWNED_FOLDERS)) {
    if ((await kindAt(join(outDir, folder))) === 'link') {
      found.push(`${join(outDir, folder)} is a symbolic link: the build writes and removes pages only inside --out and never through a link; replace it with a folder`);
    }
  }
  return found;
}

/**
 * Throws when a folder on the way to `path` (inside `outDir`) is a symbolic link or not a
 * folder: writing there would leave the folder or fail half way.
 */
async function checkFolders(outDir: string, path: string): Promise<void> {
  const parts = path.split('/').slice(0, -1);
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const folder = parts.slice(0, depth).join('/');
    const kind = await kindAt(join(outDir, ...parts.slice(0, depth)));
    if (kind === undefined) return;
    if (kind === 'link') throw new UnsafePathError(`${folder} is a symbolic link: the build writes no page through one (it could lead outside the site folder); remove it`);
    if (kind === 'file') throw new UnsafePathError(`${folder} is a file where the build writes a folder`);
  }
}

/** Whether the file holds exactly `bytes`; false when it is missing or a link (replaced, never read through). */
async function sameBytes(file: string, bytes: Buffer): Promise<boolean> {
  if ((await kindAt(file)) !== 'file') return false;
  return (await readFile(file)).equals(bytes);
}

/**
 * Writes one page (relative path, with `/`) unless the folder already holds the same bytes. A
 * page whose way passes a symbolic link is refused with an `UnsafePathError`.
 */
export async function writePage(outDir: string, path: string, content: string): Promise<WriteOutcome> {
  checkPath(path);
  await checkFolders(outDir, path);
  const file = join(outDir, ...path.split('/'));
  const bytes = Buffer.from(content, 'utf8');
  if (await sameBytes(file, bytes)) return 'unchanged';
  await writeWhole(file, bytes);
  return 'written';
}

/** The owned pages on disk, as relative paths; owned folders that are links are noted and left out. */
export async function ownedPagesOnDisk(outDir: string, notes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const folder of Object.keys(OWNED_FOLDERS)) {
    const kind = await kindAt(join(outDir, folder));
    if (kind === 'link') notes.push(`left ${folder}/ alone: it is a symbolic link, and the build removes nothing through one.`);
    if (kind !== 'folder') continue;
    for (const entry of await readdir(join(outDir, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}/${PAGE_FILE}`;
      if (!isOwnedPage(path)) continue;
      // Dirent types come from lstat: a link to a folder is a link here, not a folder.
      if (entry.isSymbolicLink()) notes.push(`left ${folder}/${entry.name} alone: it is a symbolic link.`);
      else if (entry.isDirectory()) found.push(path);
    }
  }
  return found;
}

/**
 * The pages of `onDisk` that are kept pages under another spelling: on a file system that
 * ignores case (macOS, Windows), `jobs/JP_1/index.html` found on disk may be the very file just
 * written as `jobs/jp_1/index.html`, which must then be neither closed nor removed.
 */
export async function keptUnderOtherCase(outDir: string, onDisk: readonly string[], kept: ReadonlySet<string>): Promise<Set<string>> {
  const byKey = new Map([...kept].map((path) => [path.toLowerCase(), path]));
  const found = new Set<string>();
  for (const path of onDisk) {
    const twin = byKey.get(path.toLowerCase());
    if (twin === undefined || twin === path) continue;
    try {
      const [one, other] = await Promise.all([lstat(join(outDir, ...path.split('/'))), lstat(join(outDir, ...twin.split('/')))]);
      if (one.ino === other.ino && one.dev === other.dev) found.add(path);
    } catch {
      // One of them is not there: two files, not one.
    }
  }
  return found;
}

/** Removes a folder if it is empty; a folder the site keeps files in stays. */
async function removeIfEmpty(folder: string): Promise<void> {
  try {
    await rmdir(folder);
  } catch (error) {
    const reason = code(error);
    if (reason !== 'ENOTEMPTY' && reason !== 'EEXIST' && reason !== 'ENOENT' && reason !== 'ENOTDIR') throw error;
  }
}

/**
 * Removes the owned pages on disk that `keep` does not keep, with the folders they leave empty.
 * Never follows a link: a linked owned folder, or a job's folder that is a link, is left alone
 * with a note.
 */
export async function removeStalePages(outDir: string, keep: (path: string) => boolean): Promise<{ removed: string[]; notes: string[] }> {
  const notes: string[] = [];
  const removed: string[] = [];
  for (const path of await ownedPagesOnDisk(outDir, notes)) {
    if (keep(path)) continue;
    const file = join(outDir, ...path.split('/'));
    // A link named index.html is removed as a link (unlink never follows it); a folder there is not ours.
    if ((await kindAt(file)) === 'folder') continue;
    try {
      await unlink(file);
      removed.push(path);
    } catch (error) {
      // A folder without the page (only the site's own files in it): nothing of ours to remove.
      if (code(error) !== 'ENOENT') throw error;
    }
    await removeIfEmpty(dirname(file));
  }
  for (const folder of Object.keys(OWNED_FOLDERS)) {
    if ((await kindAt(join(outDir, folder))) === 'folder') await removeIfEmpty(join(outDir, folder));
  }
  return { removed: removed.sort(), notes };
}
