/**
 * `job-board-element build`'s command line: its help and the reading of its options. Apart from
 * the command itself (build-command.ts), so that `--help` and a usage error need none of the
 * server packages the build renders with (see server-packages.ts).
 */
import { DEFAULT_TIMEOUT_MS } from '../../core/settings.js';
import { parseOptions, UsageError } from '../args.js';
import { readHttpUrl } from '../http-url.js';
import type { CliIo } from '../io.js';
import { BOARD_OPTIONS, readBoardTarget, TOKEN_ENV, type BoardTarget } from '../board-target.js';
import { SERVER_INSTALL_LINE } from '../server-packages.js';
import { SITEMAP_MAX_URLS } from '../sitemap-xml.js';
import { DEFAULT_FEED_FORMAT, FEED_FORMATS, isFeedFormat, type FeedFormat } from '../feed/formats.js';

/** A request the API has not answered in this long is given up on (that post is skipped). */
export const DEFAULT_TIMEOUT_SECONDS = DEFAULT_TIMEOUT_MS / 1000;

/**
 * The most posts one build makes pages for: the 50,000 URLs one sitemap file may list
 * (sitemaps.org). A board past it is cut there, with a message; it also bounds what an API that
 * never stops sending new ids can make the build read.
 */
export const BUILD_POST_CAP = SITEMAP_MAX_URLS;

/** How many days a closed job's page is kept when `--closed-days` is not given (closed-roles.ts). */
export const DEFAULT_CLOSED_DAYS = 30;

export const BUILD_USAGE = `Usage: job-board-element build --base-url URL --template FILE --site-url URL --out DIR [options]
       job-board-element build --source SOURCE --template FILE --site-url URL --out DIR [options]

Writes a static career site: the template page with the board prerendered, readable
without JavaScript and taken over by the script-tag bundle without a request.
  DIR/index.html            the listing, page 1
  DIR/page/N/index.html     the listing's further pages
  DIR/jobs/<slug>/index.html  one page per open job post, with its JSON-LD JobPosting;
                              a closed job's page says it has closed (--closed-days)
  DIR/sitemap.xml           the job pages, with <lastmod>
  DIR/feed.xml              the job pages as an RSS 2.0 feed (--feed), linked from
                            every page's <head> with <link rel="alternate">
Serve DIR at the board's base-path. Job pages are written first, then the listing,
then the sitemap, then removals: a listing never links to a page not yet written.
Pages whose content did not change are not rewritten. The page of a post no longer
open becomes a closed role's page (noindex, no JobPosting, out of the sitemap and the
feed: the job's title, that it has closed, links on to the listing and up to three
open jobs of its department), removed after --closed-days days. A post whose detail
can't be read or rendered gets no page: its listing entry stays, without a link, and
the summary names it and says why; its page from an earlier build stays as it was.

Options:
  --base-url URL     the API base address (required without --source); with
                     --source, the origin that replaces the vendor's (a proxy, a test server)
  --source SOURCE    read a vendor's public job board instead, as in <job-board source>:
                     greenhouse:<board token>, lever:<site>, ashby:<job board name>,
                     workable:<account>, smartrecruiters:<company identifier>,
                     recruitee:<company>, personio:<company>[.com], teamtailor:<company>,
                     pinpoint:<company>; given again, several boards in one list; no
                     token is needed (--token is refused)
  --template FILE    the page to build from: HTML with one <job-board routing="path"
                     base-path="/careers/" …> and the site's
                     <script type="module" src=".../job-board.js"> (required)
  --site-url URL     the site's origin, e.g. https://example.com (required)
  --out DIR          the folder to write, served at the board's base-path (required)
  --token T          the Job Boards token (prefer ${TOKEN_ENV})
  --feed FORMAT      the feed beside the sitemap: rss (feed.xml, the default), atom
                     (atom.xml), json (feed.json, JSON Feed 1.1) or none
  --closed-days N    how many days a closed job's page is kept (default ${DEFAULT_CLOSED_DAYS});
                     0 removes it at once
  --strict           exit 1 when any post was skipped (for CI: the site is still written)
  --timeout SECONDS  how long one API request may take (default ${DEFAULT_TIMEOUT_SECONDS})
  -h, --help         show this help

Environment:
  ${TOKEN_ENV}   the token, when --token is not given (--token wins); unused with --source

The build renders on the server with packages a browser-only install leaves out;
install them beside job-board-element first:
  ${SERVER_INSTALL_LINE}

At most ${BUILD_POST_CAP.toLocaleString('en')} posts are built (one sitemap file's limit); past it the
build says so and keeps the pages of the posts it could not read.

Exit status: 0 built, skipped posts included; 1 the listing could not be read, a file
could not be read or written, a post read could not be rendered (the build's fault, not
the post's), or (with --strict) a post was skipped; 2 a usage error, a template the
command can't use, or those packages missing.
`;

const OPTIONS = {
  ...BOARD_OPTIONS,
  template: 'value',
  'site-url': 'value',
  out: 'value',
  timeout: 'value',
  feed: 'value',
  'closed-days': 'value',
  strict: 'flag',
  help: 'flag',
} as const;


export interface BuildOptions {
  board: BoardTarget;
  template: string;
  siteUrl: URL;
  out: string;
  /** Exit 1 when a post was skipped. */
  strict: boolean;
  /** How long one request may take, in milliseconds. */
  timeoutMs: number;
  /** The feed written beside the sitemap and linked from every page, or none. */
  feed: FeedFormat | 'none';
  /** Days a closed job's page is kept; 0 removes it at once. */
  closedDays: number;
}

export function readBuildOptions(args: readonly string[], env: CliIo['env']): BuildOptions | 'help' {
  const parsed = parseOptions(args, OPTIONS);
  if ('error' in parsed) throw new UsageError(parsed.error);
  if (parsed.flags.has('help')) return 'help';
  const required = (name: keyof typeof OPTIONS) => {
    const value = parsed.values.get(name)?.trim();
    if (!value) throw new UsageError(`--${name} is required`);
    return value;
  };
  const board = readBoardTarget(parsed.values, env);
  const siteUrl = readHttpUrl(required('site-url'), '--site-url', 'https://example.com');
  const template = required('template');
  const out = required('out');
  const timeout = Number(parsed.values.get('timeout') ?? DEFAULT_TIMEOUT_SECONDS);
  // In whole milliseconds, as the client takes it: a value that rounds to 0 ms (0.0001) would be
  // read there as no timeout given, its 15 s default, so it is refused like any other below 1 ms.
  const timeoutMs = Math.round(timeout * 1000);
  if (!Number.isFinite(timeout) || !(timeoutMs >= 1) || timeout > 3600) {
    throw new UsageError(`--timeout must be a number of seconds, at least 0.001 (1 ms) and at most 3600`);
  }
  const feed = parsed.values.get('feed') ?? DEFAULT_FEED_FORMAT;
  if (feed !== 'none' && !isFeedFormat(feed)) throw new UsageError(`--feed must be ${Object.keys(FEED_FORMATS).map((name) => `"${name}"`).join(', ')} or "none"`);
  const closedDaysText = parsed.values.get('closed-days')?.trim() ?? String(DEFAULT_CLOSED_DAYS);
  // Whole days: a closed page is kept or removed per day, as the day it closed is recorded.
  if (!/^\d{1,5}$/.test(closedDaysText)) throw new UsageError('--closed-days must be a whole number of days, 0 or more (0 removes a closed job\'s page at once)');
  const closedDays = Number(closedDaysText);
  return { board, template, siteUrl, out, strict: parsed.flags.has('strict'), timeoutMs, feed, closedDays };
}

/**
 * The command line read as the command reads it: the options, or the exit status once the help
 * (0) or a usage error with the usage (2) is printed.
 */
export async function readBuildCommandLine(args: readonly string[], io: CliIo): Promise<BuildOptions | number> {
  let options: BuildOptions | 'help';
  try {
    options = readBuildOptions(args, io.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`job-board-element build: ${error.message}\n\n${BUILD_USAGE}`);
    return 2;
  }
  if (options === 'help') {
    await io.stdout(BUILD_USAGE);
    return 0;
  }
  return options;
}
