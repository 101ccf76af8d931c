/**
 * Which board a command reads, as its command line names it (`--base-url`, `--token`), and the
 * client that reads it. `build`, `sitemap` and `feed` read the same options the same way.
 */
import { createJobBoardsClient, type JobBoardsClient } from '../client/index.js';
import { parseBaseUrl } from '../client/url.js';
import { UsageError } from './args.js';
import type { CliIo } from './io.js';

export const TOKEN_ENV = 'JOB_BOARDS_TOKEN';

/** The options naming the board, for a command's `OptionSpec`. */
export const BOARD_OPTIONS = {
  'base-url': 'value',
  token: 'value',
} as const;

/** What a command reads the board's posts with: the listing, page by page, and one post. */
export type BoardReader = Pick<JobBoardsClient, 'listJobPosts' | 'getJobPost'>;

export interface BoardTarget {
  baseUrl: string;
  /** The Job Boards token; never printed (see `redact`). */
  token: string;
}

/** Reads `--base-url` and the token (`--token`, else the environment's). Throws UsageError. */
export function readBoardTarget(values: ReadonlyMap<string, string>, env: CliIo['env']): BoardTarget {
  const baseUrl = values.get('base-url')?.trim();
  if (!baseUrl) throw new UsageError('--base-url is required');
  const base = parseBaseUrl(baseUrl);
  if ('error' in base) throw new UsageError(`--base-url: ${base.error.message}`);
  const token = (values.get('token') ?? env[TOKEN_ENV] ?? '').trim();
  if (token === '') throw new UsageError(`no token: give --token or set the ${TOKEN_ENV} environment variable`);
  return { baseUrl, token };
}

/** The client for `target`, uncached (a command reads each answer once), with the io's `fetch` when it has one. */
export function createBoardReader(target: BoardTarget, io: Pick<CliIo, 'fetch'>, timeoutMs?: number): BoardReader {
  return createJobBoardsClient({
    baseUrl: target.baseUrl,
    token: target.token,
    cacheTtlMs: 0,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(io.fetch ? { fetch: io.fetch } : {}),
  });
}
