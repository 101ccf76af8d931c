/** Writing a file so that a reader never sees half of it. */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/**
 * Writes beside the target, then renames over it (its folder is created): a reader, a web server
 * or a sync, sees the old file or the new one, never half of it. The temporary name is random, so
 * two writes of the same file never share one.
 */
export async function writeWhole(path: string, data: string | Uint8Array): Promise<void> {
  const target = resolve(path);
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
