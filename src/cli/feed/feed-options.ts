/**
 * `job-board-element feed`'s command line: its help and the reading of its options. Apart from
 * the command (feed-command.ts), so that `--help` and a usage error need none of the server
 * packages it reads descriptions with (see server-packages.ts).
 */
import { DEFAULT_PARAM_PREFIX } from '../../routing/route-params.js';
import { parseOptions, UsageError } from '../args.js';
import { BOARD_OPTIONS, readBoardTarget, TOKEN_ENV, type BoardTarget } from '../board-target.js';
import { readHttpUrl } from '../http-url.js';
import type { CliIo } from '../io.js';
import { PAGE_OPTIONS, readCommandLine, readPageOptions, type PageOptions } from '../page-options.js';
import { FEED_PACKAGES, installLine } from '../server-packages.js';
import { SITEMAP_MAX_URLS } from '../sitemap-xml.js';
import { SUMMARY_MAX } from './feed-model.js';
import { DEFAULT_FEED_FORMAT, FEED_FORMATS, isFeedFormat, type FeedFormat } from './formats.js';

export const FEED_USAGE = `Usage: job-board-element feed --base-url URL --page-url URL [options]
       job-board-element feed --source SOURCE --page-url URL [options]

Writes a feed of the board's open jobs, one item per job: its title, a link to
its URL on the page (the URL the sitemap lists, e.g.
https://example.com/careers?jb-job=jp_12), the date it was posted, its department
and places, and a plain-text summary of its description (at most ${SUMMARY_MAX} characters).

Options:
  --format FORMAT      rss (RSS 2.0, the default), atom (Atom 1.0) or json
                       (JSON Feed 1.1)
  --base-url URL       the API base address, as in <job-board base-url> (required
                       without --source); with --source, the origin that replaces the
                       vendor's (a proxy, a test server)
  --source SOURCE      read a vendor's public job board instead, as in <job-board
                       source>: greenhouse:<board token>, lever:<site>,
                       ashby:<job board name>, workable:<account>,
                       smartrecruiters:<company identifier>, recruitee:<company>,
                       personio:<company>[.com], teamtailor:<company>, pinpoint:<company>;
                       given again, several boards in one list; no token is needed
                       (--token is refused)
  --page-url URL       the absolute http(s) URL of the page that shows the board,
                       without a #fragment (required)
  --token T            the Job Boards token (prefer ${TOKEN_ENV})
  --param-prefix P     the board's param-prefix (default "${DEFAULT_PARAM_PREFIX}")
  --routing MODE       the board's routing: "query" (default) or "hash"; "none" gives
                       jobs no URL, and the command refuses it
  --title TEXT         the feed's title (default "Jobs at <the page's host>")
  --feed-url URL       the feed's own URL, where it will be served: Atom's and RSS's
                       rel="self" link, JSON Feed's feed_url
  --out FILE           write the feed to FILE (its folder is created; an existing file
                       is replaced only once every post has been read) and a one-line
                       summary to stderr; without it, the feed goes to stdout
  -h, --help           show this help

Environment:
  ${TOKEN_ENV}     the token, when --token is not given (--token wins); unused with --source

It reads descriptions with packages a browser-only install leaves out; install
them beside job-board-element first:
  ${installLine(FEED_PACKAGES)}

Exit status: 0 written; 1 the API failed (its message and code go to stderr), more
than ${SITEMAP_MAX_URLS.toLocaleString('en')} open posts, or the file could not be written; 2 a usage error,
no token, a routing that gives jobs no URL, or those packages missing.
`;

const OPTIONS = {
  ...BOARD_OPTIONS,
  ...PAGE_OPTIONS,
  format: 'value',
  title: 'value',
  'feed-url': 'value',
  help: 'flag',
} as const;

export interface FeedOptions extends PageOptions {
  board: BoardTarget;
  format: FeedFormat;
  title: string;
  feedUrl?: string;
}

/** Reads the options; `'help'` when help was asked for. Throws UsageError or RefusalError. */
export function readFeedOptions(args: readonly string[], env: CliIo['env']): FeedOptions | 'help' {
  const parsed = parseOptions(args, OPTIONS);
  if ('error' in parsed) throw new UsageError(parsed.error);
  if (parsed.flags.has('help')) return 'help';
  const { values } = parsed;
  const format = values.get('format') ?? DEFAULT_FEED_FORMAT;
  if (!isFeedFormat(format)) throw new UsageError(`--format must be ${Object.keys(FEED_FORMATS).map((name) => `"${name}"`).join(', ').replace(/, ([^,]*)$/, ' or $1')}`);
  const page = readPageOptions(values, 'feed');
  const board = readBoardTarget(values, env);
  const title = values.get('title')?.trim() || `Jobs at ${page.pageUrl.hostname}`;
  const feedUrl = values.get('feed-url');
  return { ...page, board, format, title, ...(feedUrl === undefined ? {} : { feedUrl: readHttpUrl(feedUrl, '--feed-url', 'https://example.com/careers/feed.xml').href }) };
}

/**
 * The command line read as the command reads it: the options, or the exit status once the help
 * (0), a usage error with the usage (2) or a refusal (2) is printed.
 */
export function readFeedCommandLine(args: readonly string[], io: CliIo): Promise<FeedOptions | number> {
  return readCommandLine('feed', FEED_USAGE, () => readFeedOptions(args, io.env), io);
}
