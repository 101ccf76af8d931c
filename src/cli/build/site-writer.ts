/**
 * Writes a static career site into its folder the way a CDN sync wants it: a file is written only
 * when its bytes change (an unchanged page keeps its mtime, so `aws s3 sync`, `rsync` or a
 * deploy's diff uploads only what changed), each write is atomic (a server never serves half a
 * page), and the pages of posts no longer open are removed, so they answer 404.
 *
 * The folder may hold the site's own files (styles, images, other pages): only the files this
 * command writes are ever removed, recognised by their place (see `isOwnedPage`).
 */
import { readdir, readFile, rmdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeWhole } from '../write-whole.js';

export interface WriteSiteOptions {
  /** Told about each file once it is written or found unchanged (for progress). */
  onFile?: (path: string, outcome: 'written' | 'unchanged') => void;
}

export interface WriteSiteResult {
  /** Paths relative to the folder, with `/`, sorted: written because new or changed. */
  written: string[];
  /** Already on disk with the same bytes: not touched. */
  unchanged: string[];
  /** Pages this command wrote before that are no longer in the site. */
  removed: string[];
}

/** The folders holding the pages this command owns: `jobs/<id>/index.html` and `page/<N>/index.html`. */
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

/** A page's path is relative, with `/`, and stays inside the folder. */
function checkPath(path: string): void {
  const parts = path.split('/');
  if (path === '' || path.startsWith('/') || path.includes('\\') || parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Not a relative file path inside the site folder: ${JSON.stringify(path)}`);
  }
}

/** Whether the file holds exactly `bytes`; false when it is missing. */
async function sameBytes(file: string, bytes: Buffer): Promise<boolean> {
  try {
    return (await readFile(file)).equals(bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** The owned pages on disk, as relative paths. */
async function ownedPagesOnDisk(outDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of Object.keys(OWNED_FOLDERS)) {
    let entries;
    try {
      entries = await readdir(join(outDir, folder), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') continue;
      throw error;
    }
    for (const entry of entries) {
      const path = `${folder}/${entry.name}/${PAGE_FILE}`;
      if (entry.isDirectory() && isOwnedPage(path)) found.push(path);
    }
  }
  return found;
}

/** Removes a folder if it is empty; a folder the site keeps files in stays. */
async function removeIfEmpty(folder: string): Promise<void> {
  try {
    await rmdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST' && code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
  }
}

/**
 * Brings `outDir` in line with `pages` (relative path → content, UTF-8): writes what is new or
 * changed, leaves what is the same, removes owned pages no longer listed along with the folders
 * they leave empty. Other files of the folder are never touched.
 */
export async function writeSite(outDir: string, pages: ReadonlyMap<string, string>, options: WriteSiteOptions = {}): Promise<WriteSiteResult> {
  const result: WriteSiteResult = { written: [], unchanged: [], removed: [] };
  for (const path of pages.keys()) checkPath(path);

  for (const [path, content] of pages) {
    const file = join(outDir, ...path.split('/'));
    const bytes = Buffer.from(content, 'utf8');
    const outcome = (await sameBytes(file, bytes)) ? 'unchanged' : 'written';
    if (outcome === 'written') await writeWhole(file, bytes);
    result[outcome].push(path);
    options.onFile?.(path, outcome);
  }

  for (const path of await ownedPagesOnDisk(outDir)) {
    if (pages.has(path)) continue;
    const file = join(outDir, ...path.split('/'));
    try {
      await unlink(file);
      result.removed.push(path);
    } catch (error) {
      // A folder without the page (only the site's own files in it): nothing of ours to remove.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await removeIfEmpty(dirname(file));
  }
  for (const folder of Object.keys(OWNED_FOLDERS)) await removeIfEmpty(join(outDir, folder));

  result.written.sort();
  result.unchanged.sort();
  result.removed.sort();
  return result;
}
