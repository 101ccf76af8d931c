/** The real {@link CliIo}: the process's environment, streams and file system. */

import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { CliIo } from './io.js';

function write(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((done, fail) => {
    stream.write(text, (error) => {
      // A reader that went away (`... | head`) is not a failure of ours.
      if (error && (error as NodeJS.ErrnoException).code !== 'EPIPE') fail(error);
      else done();
    });
  });
}

/** Writes beside the target, then renames: a reader never sees half a sitemap. */
async function writeWhole(path: string, text: string): Promise<void> {
  const target = resolve(path);
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text, 'utf8');
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export function nodeIo(): CliIo {
  process.stdout.on('error', () => {});
  return {
    env: process.env,
    stdout: (text) => write(process.stdout, text),
    stderr: (text) => void process.stderr.write(text),
    stderrIsTty: process.stderr.isTTY,
    writeFile: writeWhole,
  };
}
