/**
 * `job-board-element <command>`: the package's command line: `build` (a static career site),
 * `sitemap`, `feed` and `copy-cdn` (the script-tag bundle, for a site that serves it itself).
 */

import { UsageError } from './args.js';
import type { CliIo } from './io.js';
import { readBuildCommandLine } from './build/options.js';
import { readFeedCommandLine } from './feed/feed-options.js';
import { FEED_PACKAGES, missingPackagesMessage, missingServerPackages } from './server-packages.js';
import { runSitemap } from './sitemap.js';
import { runCopyCdn } from './copy-cdn.js';

export const USAGE = `Usage: job-board-element <command> [options]

Commands:
  build        write a static career site: the listing and a page per job, prerendered
  sitemap      write a sitemaps.org XML sitemap of every open job post's URL
  feed         write an RSS 2.0, Atom 1.0 or JSON Feed 1.1 feed of the open jobs
  copy-cdn     copy the script-tag bundle (job-board.js and its chunks) into a
               folder, for a site that serves it from its own origin

The first three read the Applicant Tracking Service API (--base-url URL and a token) or a
vendor's public board (--source greenhouse:<board token>, lever:<site>, ashby:<job board
name>, workable:<account>, smartrecruiters:<company identifier>, recruitee:<company>,
personio:<company>[.com], teamtailor:<company> or pinpoint:<company>, --source again for
several boards in one list; no token).

Options:
  -h, --help   show this help ("job-board-element sitemap --help" for the command's)
  --version    print the package's version

Environment:
  JOB_BOARDS_TOKEN   the Job Boards token the commands use when --token is not given
                     (unused with --source)
`;

/** Runs the command line `args` (without `node` and the script); resolves to the exit status. */
export async function main(args: readonly string[], io: CliIo, version: string): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === undefined) throw new UsageError('no command given');
    if (command === '--help' || command === '-h' || command === 'help') {
      await io.stdout(USAGE);
      return 0;
    }
    if (command === '--version') {
      await io.stdout(`${version}\n`);
      return 0;
    }
    if (command === 'sitemap') return await runSitemap(rest, io);
    if (command === 'build') return await runBuildCommand(rest, io);
    if (command === 'feed') return await runFeedCommand(rest, io);
    if (command === 'copy-cdn') return await runCopyCdn(rest, io);
    // The name only when it looks like one: a stray argument may be a token.
    throw new UsageError(/^-{0,2}[a-z][a-z-]*$/i.test(command) ? `unknown command "${command}"` : 'unknown command');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`job-board-element: ${error.message}\n\n${USAGE}`);
    return 2;
  }
}

/**
 * `build`: its help and usage errors need nothing more; then the server packages it renders with
 * (optional peer dependencies, see server-packages.ts) must be installed, or it says which are
 * missing and how to install them, and exits 2. Only then is the command itself loaded: it brings
 * the elements, Lit's server renderer, parse5 and sanitize-html. `sitemap` needs none of them.
 */
async function runBuildCommand(args: readonly string[], io: CliIo): Promise<number> {
  const options = await readBuildCommandLine(args, io);
  if (typeof options === 'number') return options;
  const missing = await missingServerPackages(io.importPackage);
  if (missing.length > 0) {
    io.stderr(missingPackagesMessage('build', missing));
    return 2;
  }
  return (await import('./build/build-command.js')).runBuild(args, io);
}

/** `feed`: as `build`, its help and usage errors first, then the packages it reads descriptions with (parse5, sanitize-html). */
async function runFeedCommand(args: readonly string[], io: CliIo): Promise<number> {
  const options = await readFeedCommandLine(args, io);
  if (typeof options === 'number') return options;
  const missing = await missingServerPackages(io.importPackage, FEED_PACKAGES);
  if (missing.length > 0) {
    io.stderr(missingPackagesMessage('feed', missing));
    return 2;
  }
  return (await import('./feed/feed-command.js')).runFeed(args, io);
}
