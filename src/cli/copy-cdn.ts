/**
 * `job-board-element copy-cdn --out DIR`: the script-tag bundle (`dist/cdn/`: `job-board.js`, the
 * chunks it loads and their source maps) of the installed version, copied into a folder of the
 * site's, for a site that serves it from its own origin rather than a public CDN (a
 * Content-Security-Policy of `script-src 'self'`, no third party in the page).
 */
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOptions, UsageError } from './args.js';
import type { CliIo } from './io.js';

export const COPY_CDN_USAGE = `Usage: job-board-element copy-cdn --out DIR

Copies the script-tag bundle of this version (job-board.js, the chunks it loads
and their source maps) into DIR, for a site that serves it from its own origin:

  <script type="module" src="/DIR-as-served/job-board.js"></script>

job-board.js loads every other file relative to its own URL: serve DIR whole.
Files of an earlier version in DIR stay (a page cached with the old entry still
finds its chunks); the entry is copied last, so it never names a chunk not there.

Options:
  --out DIR    the folder to copy into (created when missing)
  -h, --help   show this help

Exit status: 0 copied; 1 the bundle is missing or a file could not be written;
2 a usage error.
`;

/** The installed bundle: `dist/cdn/`, two folders up from this module in src/cli/ as in dist/cli/. */
export const CDN_FOLDER = fileURLToPath(new URL('../../dist/cdn/', import.meta.url));

/** The bundle's entry, the one file a page names. */
const ENTRY = 'job-board.js';

/** Runs the command; `from` is the bundle's folder (tests pass their own). Resolves to the exit status. */
export async function runCopyCdn(args: readonly string[], io: CliIo, from = CDN_FOLDER): Promise<number> {
  const parsed = parseOptions(args, { out: 'value', help: 'flag' });
  if ('error' in parsed) throw new UsageError(parsed.error);
  if (parsed.flags.has('help')) {
    await io.stdout(COPY_CDN_USAGE);
    return 0;
  }
  const out = parsed.values.get('out');
  if (!out) throw new UsageError('--out is required: the folder to copy the bundle into');

  let files: string[];
  try {
    files = (await readdir(from, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    files = [];
  }
  if (!files.includes(ENTRY)) {
    io.stderr(`job-board-element copy-cdn: the script-tag bundle is not at ${from} (no ${ENTRY}); in a clone of the repository, run "npm run build" first.\n`);
    return 1;
  }
  // The chunks first, the entry last: a page loaded meanwhile finds every file the entry names.
  const order = [...files.filter((name) => name !== ENTRY).sort(), ENTRY];
  let bytes = 0;
  try {
    await mkdir(out, { recursive: true });
    for (const name of order) {
      await copyFile(join(from, name), join(out, name));
      bytes += (await stat(join(from, name))).size;
    }
  } catch (error) {
    io.stderr(`job-board-element copy-cdn: could not copy into ${out}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  io.stderr(`job-board-element copy-cdn: copied ${order.length} files (${Math.round(bytes / 1024).toLocaleString('en')} KB) into ${out}; serve the folder whole and load its ${ENTRY} with <script type="module">.\n`);
  return 0;
}
