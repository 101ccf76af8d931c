/**
 * `job-board-element sitemap`: every open job post's shareable URL (job-urls.ts), as a
 * sitemaps.org sitemap.
 */

import { DEFAULT_PARAM_PREFIX } from '../routing/route-params.js';
import { parseOptions, UsageError } from './args.js';
import { BOARD_OPTIONS, createBoardReader, readBoardTarget, TOKEN_ENV, type BoardTarget } from './board-target.js';
import { boardFailuresText, describeFailure, redact } from './failure.js';
import type { CliIo } from './io.js';
import { collectJobs } from './job-urls.js';
import { PAGE_OPTIONS, readCommandLine, readPageOptions, type PageOptions } from './page-options.js';
import { SITEMAP_MAX_URLS, sitemapXml, w3cDatetime, type SitemapEntry } from './sitemap-xml.js';
import { unusableIdMessage } from './unusable-id.js';

export const SITEMAP_USAGE = `Usage: job-board-element sitemap --base-url URL --page-url URL [options]
       job-board-element sitemap --source SOURCE --page-url URL [options]

Writes a sitemaps.org XML sitemap with one URL per open job post: the URL the
board's listing links to for that post, e.g. https://example.com/careers?jb-job=jp_12
(query routing), with <lastmod> from the post's updated_at when it has one.

Options:
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
  --token T            the Job Boards token (prefer ${TOKEN_ENV}: a token on the
                       command line lands in shell history and process lists)
  --param-prefix P     the board's param-prefix (default "${DEFAULT_PARAM_PREFIX}")
  --routing MODE       the board's routing: "query" (default). "hash" and "none" give
                       jobs no URL a search engine indexes: the command refuses them
  --out FILE           write the sitemap to FILE (its folder is created; an existing
                       file is replaced only once every post has been read) and a
                       one-line summary to stderr; without it, the sitemap goes to stdout
  -h, --help           show this help

Environment:
  ${TOKEN_ENV}     the token, when --token is not given (--token wins); unused with --source

Exit status: 0 written; 1 the API failed (its message and code go to stderr), more
than ${SITEMAP_MAX_URLS.toLocaleString('en')} URLs (the sitemaps.org limit per file), or the file could not
be written; 2 a usage error, no token, or a routing that cannot have a sitemap.
`;

const OPTIONS = { ...BOARD_OPTIONS, ...PAGE_OPTIONS, help: 'flag' } as const;

export interface SitemapOptions extends PageOptions {
  board: BoardTarget;
}

/** Reads the options; `'help'` when help was asked for. Throws UsageError or RefusalError. */
export function readSitemapOptions(args: readonly string[], env: CliIo['env']): SitemapOptions | 'help' {
  const parsed = parseOptions(args, OPTIONS);
  if ('error' in parsed) throw new UsageError(parsed.error);
  if (parsed.flags.has('help')) return 'help';
  const page = readPageOptions(parsed.values, 'sitemap');
  return { ...page, board: readBoardTarget(parsed.values, env) };
}

/** Runs the command; resolves to the exit status. */
export async function runSitemap(args: readonly string[], io: CliIo): Promise<number> {
  const options = await readCommandLine('sitemap', SITEMAP_USAGE, () => readSitemapOptions(args, io.env), io);
  if (typeof options === 'number') return options;

  const { token } = options.board;
  // Belt and braces: no message the command prints may carry the token, whatever an API echoes.
  const say = (text: string) => io.stderr(redact(text, token));
  try {
    const { jobs, skipped, closed, unusable, failures } = await collectJobs(createBoardReader(options.board, io), options.pageUrl, options.prefix);
    say(boardFailuresText('sitemap', failures));
    if (skipped > 0) say(`job-board-element sitemap: left out ${skipped} listing entries without a usable id or title.\n`);
    for (const id of unusable) say(`job-board-element sitemap: ${unusableIdMessage(id)}\n`);
    if (closed > 0) say(`job-board-element sitemap: left out ${closed} listed posts whose status is closed.\n`);
    const entries = jobs.map(({ post, url }): SitemapEntry => {
      const lastmod = w3cDatetime(post.updated_at);
      return { loc: url, ...(lastmod === undefined ? {} : { lastmod }) };
    });
    const xml = sitemapXml(entries);
    if (options.out === undefined) {
      await io.stdout(xml);
    } else {
      await io.writeFile(options.out, xml);
      say(`job-board-element sitemap: wrote ${entries.length} URL${entries.length === 1 ? '' : 's'} to ${options.out}\n`);
    }
    return 0;
  } catch (error) {
    say(`job-board-element sitemap: ${describeFailure(error)}\n`);
    return 1;
  }
}
