/**
 * The options of the commands that list a live page's jobs (`sitemap`, `feed`): the page the board
 * is on, its `param-prefix` and `routing`, and where the output goes.
 */
import { enumeratedValue, ROUTING_MODES } from '../core/settings.js';
import { DEFAULT_PARAM_PREFIX, routeKeys } from '../routing/route-params.js';
import { UsageError } from './args.js';
import { readHttpUrl } from './http-url.js';
import type { CliIo } from './io.js';

/** The page options, for a command's `OptionSpec`. */
export const PAGE_OPTIONS = {
  'page-url': 'value',
  'param-prefix': 'value',
  routing: 'value',
  out: 'value',
} as const;

/** The routings that give a job a URL of its own on the page. */
export type JobRouting = 'query' | 'hash';

export interface PageOptions {
  pageUrl: URL;
  prefix: string;
  routing: JobRouting;
  out?: string;
}

/** The command cannot do what was asked, for a reason the usage would not explain: exit 2. */
export class RefusalError extends Error {
  override readonly name = 'RefusalError';
}

/**
 * Reads the page options. A sitemap takes `query` routing only: search engines ignore the
 * fragment, so a hash-routed job has no URL of its own to them. A feed is read by people, whose
 * browser opens a `#jb-job=` link as well, so `feed` also takes `hash` (`routings`). Throws
 * UsageError or RefusalError.
 */
export function readPageOptions(values: ReadonlyMap<string, string>, command: 'sitemap' | 'feed'): PageOptions {
  // Read as the board reads its attribute (core/settings.ts): `Query` is `query`.
  const given = values.get('routing') ?? 'query';
  const routing = enumeratedValue(given, ROUTING_MODES) ?? given;
  if (routing === 'hash' && command === 'sitemap') {
    throw new RefusalError(
      'a hash-routed board can\'t have a sitemap: search engines ignore the fragment (#...), so every job\'s URL ' +
        'would be the page\'s own URL to them. Give the board routing="query" (the default), then run this again.',
    );
  }
  if (routing === 'none') {
    throw new RefusalError(`a board with routing="none" gives jobs no URL of their own, so there is nothing to list in a ${command}.`);
  }
  if (routing !== 'query' && routing !== 'hash') {
    throw new UsageError(command === 'sitemap' ? '--routing must be "query" (or "hash" or "none", which cannot have a sitemap)' : '--routing must be "query" or "hash"');
  }
  return { routing, ...readPageUrlOptions(values, command) };
}

function readPageUrlOptions(values: ReadonlyMap<string, string>, command: 'sitemap' | 'feed'): Omit<PageOptions, 'routing'> {
  const page = values.get('page-url');
  if (page === undefined) throw new UsageError('--page-url is required');
  const pageUrl = readHttpUrl(page, '--page-url', 'https://example.com/careers');
  const prefix = values.get('param-prefix') ?? DEFAULT_PARAM_PREFIX;
  if (pageUrl.href.includes('#')) {
    const hashParams = new URLSearchParams(pageUrl.hash.slice(1));
    const looksRouted = Object.values(routeKeys(prefix)).some((key) => hashParams.has(key));
    if (looksRouted && command === 'sitemap') {
      throw new RefusalError(
        'the page URL carries the board\'s keys in its fragment: a hash-routed board can\'t have a sitemap, as search engines ignore the fragment. Give the board routing="query" (the default).',
      );
    }
    throw new RefusalError(
      command === 'sitemap'
        ? '--page-url must not have a fragment (#...): search engines ignore it. Give the page\'s URL without it.'
        : '--page-url must not have a fragment (#...): give the page\'s URL without it (with --routing hash, the board\'s keys go there).',
    );
  }
  const out = values.get('out');
  if (out === '') throw new UsageError('--out needs a file name');
  return { pageUrl, prefix, ...(out === undefined ? {} : { out }) };
}

/**
 * A page command's command line, read by `read`: its options, or the exit status once the help
 * (0), a usage error with the usage (2) or a refusal (2) is printed, each named for `command`.
 */
export async function readCommandLine<T extends object>(
  command: string,
  usage: string,
  read: () => T | 'help',
  io: Pick<CliIo, 'stdout' | 'stderr'>,
): Promise<T | number> {
  let options: T | 'help';
  try {
    options = read();
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof RefusalError)) throw error;
    io.stderr(`job-board-element ${command}: ${error.message}\n${error instanceof UsageError ? `\n${usage}` : ''}`);
    return 2;
  }
  if (options !== 'help') return options;
  await io.stdout(usage);
  return 0;
}
