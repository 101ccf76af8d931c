/**
 * Which board a command reads, as its command line names it, and the client that reads it:
 * the Applicant Tracking Service API (`--base-url` and a token), or a vendor's public board
 * (`--source greenhouse:<board token>`, `lever:<site>`, `recruitee:<company>`…, repeated for several, with `--base-url`
 * replacing the vendor's host). `build`, `sitemap` and `feed` read the same options the same way.
 */
import { boundedFetch } from '../client/bounded-fetch.js';
import { createBoardClient, type BoardClient } from '../client/board-client.js';
import { MAX_SOURCES, parseSources, SOURCE_FORMS } from '../client/sources/source.js';
import { hasScheme, parseBaseUrl } from '../client/url.js';
import { UsageError } from './args.js';
import type { CliIo } from './io.js';

export const TOKEN_ENV = 'JOB_BOARDS_TOKEN';

/** The options naming the board, for a command's `OptionSpec`. */
export const BOARD_OPTIONS = {
  'base-url': 'value',
  token: 'value',
  // Repeated for several boards in one list: `--source greenhouse:acme --source lever:acme-eu`.
  source: 'values',
} as const;

/**
 * A source's whole board is one answer: kept for the command's run, so that its pages and every
 * post's detail are cut from it rather than asked for again (a build of a big board runs for
 * minutes, past the client's default minute).
 */
const SOURCE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** What a command reads the board's posts with: the listing, page by page, and one post. */
export type BoardReader = Pick<BoardClient, 'listJobPosts' | 'getJobPost'>;

export type BoardTarget =
  | {
      /** The Applicant Tracking Service API's base address. */
      baseUrl: string;
      /** The Job Boards token; never printed (see `redact`). */
      token: string;
    }
  | {
      /** `greenhouse:<board token>`, `lever:<site>`, `recruitee:<company>`…, several separated by spaces. */
      source: string;
      /** The host that replaces the vendor's, when given. */
      baseUrl?: string;
      /** None is sent to a vendor; `''` so that `redact` has nothing to hide. */
      token: '';
    };

/**
 * Reads `--source`, `--base-url` and the token (`--token`, else the environment's). With a
 * source, `--base-url` is optional and no token is read: `--token` is a usage error, as a token
 * on the command line meant for a vendor is a mistake worth saying (the vendors' public boards
 * take none, and none is sent); JOB_BOARDS_TOKEN is left alone, as it may be set for other runs.
 * Throws UsageError.
 */
export function readBoardTarget(values: ReadonlyMap<string, string>, env: CliIo['env']): BoardTarget {
  const source = values.get('source');
  const baseUrl = values.get('base-url')?.trim();
  if (baseUrl !== undefined) {
    // A relative address has no page to be resolved against here, as it has in a browser.
    if (baseUrl !== '' && !hasScheme(baseUrl)) throw new UsageError(`--base-url ${JSON.stringify(baseUrl)} is relative: the command needs the API's absolute address, such as https://api.example.com`);
    const base = parseBaseUrl(baseUrl);
    if ('error' in base) throw new UsageError(`--base-url: ${base.error.message}`);
  }
  if (source !== undefined) {
    if (!parseSources(source)) throw new UsageError(`--source must be ${SOURCE_FORMS} (or --source given once for each board), at most ${MAX_SOURCES} boards`);
    if (values.has('token')) throw new UsageError("--token is not used with --source: a vendor's public board needs none, and none is sent");
    return { source: source.trim(), ...(baseUrl ? { baseUrl } : {}), token: '' };
  }
  if (!baseUrl) throw new UsageError(`--base-url is required (or --source ${SOURCE_FORMS})`);
  const token = (values.get('token') ?? env[TOKEN_ENV] ?? '').trim();
  if (token === '') throw new UsageError(`no token: give --token or set the ${TOKEN_ENV} environment variable`);
  return { baseUrl, token };
}

/** The client for `target`, with the io's `fetch` when it has one, each answer read within MAX_ANSWER_BYTES. */
export function createBoardReader(target: BoardTarget, io: Pick<CliIo, 'fetch'>, timeoutMs?: number): BoardReader {
  return createBoardClient({
    ...target,
    // The API's answers are read once each; a source's one answer serves the whole run.
    cacheTtlMs: 'source' in target ? SOURCE_CACHE_TTL_MS : 0,
    // Every job's page needs its description: a vendor that lists none is asked for each job's.
    readDetails: true,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    // Each answer within a bound, its bytes counted as they stream (client/bounded-fetch.ts).
    fetch: boundedFetch(() => io.fetch ?? globalThis.fetch),
  });
}
