/**
 * `job-board-element feed`: the board's open jobs as an RSS, Atom or JSON feed, each linking to
 * the job's URL on the page (job-urls.ts, as the sitemap).
 */
import { createBoardReader } from '../board-target.js';
import { boardFailuresText, describeFailure, redact } from '../failure.js';
import type { CliIo } from '../io.js';
import { collectJobs } from '../job-urls.js';
import { unusableIdMessage } from '../unusable-id.js';
import { feedItem } from './feed-item.js';
import { readFeedCommandLine } from './feed-options.js';
import { FEED_FORMATS } from './formats.js';

/** Runs the command; resolves to the exit status. */
export async function runFeed(args: readonly string[], io: CliIo, now: () => Date = () => new Date()): Promise<number> {
  const options = await readFeedCommandLine(args, io);
  if (typeof options === 'number') return options;
  const { token } = options.board;
  // No message the command prints may carry the token, whatever an API echoes.
  const say = (text: string) => io.stderr(redact(text, token));
  try {
    const { jobs, skipped, closed, unusable, failures } = await collectJobs(createBoardReader(options.board, io), options.pageUrl, options.prefix, options.routing);
    say(boardFailuresText('feed', failures));
    if (skipped > 0) say(`job-board-element feed: left out ${skipped} listing entries without a usable id or title.\n`);
    for (const id of unusable) say(`job-board-element feed: ${unusableIdMessage(id)}\n`);
    if (closed > 0) say(`job-board-element feed: left out ${closed} listed posts whose status is closed.\n`);
    const format = FEED_FORMATS[options.format];
    const text = format.write(
      {
        title: options.title,
        description: `The open jobs on ${options.pageUrl.href}`,
        homeUrl: options.pageUrl.href,
        ...(options.feedUrl === undefined ? {} : { feedUrl: options.feedUrl }),
        author: options.title,
        generatedAt: now().toISOString(),
      },
      jobs.map(({ post, url }) => feedItem(post, url)),
    );
    if (options.out === undefined) {
      await io.stdout(text);
    } else {
      await io.writeFile(options.out, text);
      say(`job-board-element feed: wrote ${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'} to ${options.out} (${format.name})\n`);
    }
    return 0;
  } catch (error) {
    say(`job-board-element feed: ${describeFailure(error)}\n`);
    return 1;
  }
}
