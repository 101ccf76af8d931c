/**
 * `job-board-element sitemap`: every open job post's shareable URL, as a sitemaps.org sitemap.
 *
 * Each `<loc>` is built by `writeRoute`, the function the board's own links go through, from the
 * page URL with the board at rest and the job open: the sitemap and the board's entry links can
 * never disagree.
 */

import { createJobBoardsClient, isJobBoardApiError, type JobBoardsClient } from '../client/index.js';
import { parseBaseUrl } from '../client/url.js';
import { DEFAULT_PARAM_PREFIX, defaultRoute, routeKeys, writeRoute } from '../routing/route-params.js';
import { parseOptions, UsageError } from './args.js';
import { isUsableJobId, unusableIdMessage } from './unusable-id.js';
import { readOpenPosts, type OpenPosts } from './open-posts.js';
import type { CliIo } from './io.js';
import { SITEMAP_MAX_URLS, sitemapXml, w3cDatetime, type SitemapEntry } from './sitemap-xml.js';

export const TOKEN_ENV = 'JOB_BOARDS_TOKEN';

export const SITEMAP_USAGE = `Usage: job-board-element sitemap --base-url URL --page-url URL [options]

Writes a sitemaps.org XML sitemap with one URL per open job post: the URL the
board's listing links to for that post, e.g. https://example.com/careers?jb-job=jp_12
(query routing), with <lastmod> from the post's updated_at when it has one.

Options:
  --base-url URL       the API base address, as in <job-board base-url> (required)
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
  ${TOKEN_ENV}     the token, when --token is not given (--token wins)

Exit status: 0 written; 1 the API failed (its message and code go to stderr), more
than ${SITEMAP_MAX_URLS.toLocaleString('en')} URLs (the sitemaps.org limit per file), or the file could not
be written; 2 a usage error, no token, or a routing that cannot have a sitemap.
`;

const OPTIONS = {
  'base-url': 'value',
  'page-url': 'value',
  token: 'value',
  'param-prefix': 'value',
  routing: 'value',
  out: 'value',
  help: 'flag',
} as const;

export interface SitemapOptions {
  baseUrl: string;
  pageUrl: URL;
  token: string;
  prefix: string;
  out?: string;
}

/** The command cannot do what was asked, for a reason the usage would not explain: exit 2. */
export class RefusalError extends Error {
  override readonly name = 'RefusalError';
}

/** A failure after the command started its work (the API, the limit, the file): exit 1. */
export class SitemapError extends Error {
  override readonly name = 'SitemapError';
}

/** Reads the options; `'help'` when help was asked for. Throws UsageError or RefusalError. */
export function readSitemapOptions(args: readonly string[], env: CliIo['env']): SitemapOptions | 'help' {
  const parsed = parseOptions(args, OPTIONS);
  if ('error' in parsed) throw new UsageError(parsed.error);
  if (parsed.flags.has('help')) return 'help';
  const { values } = parsed;

  const routing = values.get('routing') ?? 'query';
  if (routing === 'hash') {
    throw new RefusalError(
      'a hash-routed board can\'t have a sitemap: search engines ignore the fragment (#...), so every job\'s URL ' +
        'would be the page\'s own URL to them. Give the board routing="query" (the default), then run this again.',
    );
  }
  if (routing === 'none') {
    throw new RefusalError('a board with routing="none" gives jobs no URL of their own, so there is nothing to list in a sitemap.');
  }
  if (routing !== 'query') throw new UsageError('--routing must be "query" (or "hash" or "none", which cannot have a sitemap)');

  const baseUrl = values.get('base-url');
  if (baseUrl === undefined) throw new UsageError('--base-url is required');
  const base = parseBaseUrl(baseUrl);
  if ('error' in base) throw new UsageError(`--base-url: ${base.error.message}`);

  const page = values.get('page-url');
  if (page === undefined) throw new UsageError('--page-url is required');
  const pageUrl = readPageUrl(page);
  const prefix = values.get('param-prefix') ?? DEFAULT_PARAM_PREFIX;
  if (pageUrl.href.includes('#')) {
    const hashParams = new URLSearchParams(pageUrl.hash.slice(1));
    const looksRouted = Object.values(routeKeys(prefix)).some((key) => hashParams.has(key));
    throw new RefusalError(
      looksRouted
        ? 'the page URL carries the board\'s keys in its fragment: a hash-routed board can\'t have a sitemap, as search engines ignore the fragment. Give the board routing="query" (the default).'
        : '--page-url must not have a fragment (#...): search engines ignore it. Give the page\'s URL without it.',
    );
  }

  const token = (values.get('token') ?? env[TOKEN_ENV] ?? '').trim();
  if (token === '') throw new UsageError(`no token: give --token or set the ${TOKEN_ENV} environment variable`);

  const out = values.get('out');
  if (out === '') throw new UsageError('--out needs a file name');
  return { baseUrl, pageUrl, token, prefix, ...(out === undefined ? {} : { out }) };
}

function readPageUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new UsageError('--page-url must be an absolute URL, such as https://example.com/careers');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError('--page-url must start with https:// or http://');
  return url;
}

/** The URL of job `id` on the page: what the board at rest links the entry to. */
export function jobUrl(pageUrl: URL, prefix: string, id: string): string {
  return writeRoute(pageUrl, 'query', prefix, { ...defaultRoute(), job: id }).href;
}

export interface CollectedUrls extends Omit<OpenPosts, 'posts'> {
  entries: SitemapEntry[];
  /** Open posts whose id no URL can name (empty, `.`, `..`, a lone surrogate): listed nowhere. */
  unusable: string[];
}

/** One entry per open post (see readOpenPosts), refusing a board over the sitemaps.org limit as soon as it shows. */
export async function collectJobUrls(client: JobBoardsClient, pageUrl: URL, prefix: string): Promise<CollectedUrls> {
  const { posts, skipped, closed } = await readOpenPosts(client, {
    onPage: (page, answer, read) => {
      if (page === 1 && answer.totalCount > SITEMAP_MAX_URLS) throw tooMany(answer.totalCount);
      if (read.posts.length > SITEMAP_MAX_URLS) throw tooMany(read.posts.length);
    },
  });
  // `?jb-job=..` would be a URL the board opens as "not found": such a post has no URL to list.
  const unusable = posts.filter((post) => !isUsableJobId(post.id)).map((post) => post.id);
  const entries = posts.filter((post) => isUsableJobId(post.id)).map((post): SitemapEntry => {
    const lastmod = w3cDatetime(post.updated_at);
    return { loc: jobUrl(pageUrl, prefix, post.id), ...(lastmod === undefined ? {} : { lastmod }) };
  });
  return { entries, skipped, closed, unusable };
}

function tooMany(count: number): SitemapError {
  return new SitemapError(
    `the board has ${count.toLocaleString('en')} open posts, more than the ${SITEMAP_MAX_URLS.toLocaleString('en')} URLs one sitemap file may list (sitemaps.org); nothing was written.`,
  );
}

/** Runs the command; resolves to the exit status. */
export async function runSitemap(args: readonly string[], io: CliIo): Promise<number> {
  let options: SitemapOptions | 'help';
  try {
    options = readSitemapOptions(args, io.env);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`job-board-element sitemap: ${error.message}\n\n${SITEMAP_USAGE}`);
      return 2;
    }
    if (error instanceof RefusalError) {
      io.stderr(`job-board-element sitemap: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  if (options === 'help') {
    await io.stdout(SITEMAP_USAGE);
    return 0;
  }

  const { token } = options;
  // Belt and braces: no message the command prints may carry the token, whatever an API echoes.
  const say = (text: string) => io.stderr(redact(text, token));
  try {
    const client = createJobBoardsClient({ baseUrl: options.baseUrl, token, cacheTtlMs: 0, ...(io.fetch ? { fetch: io.fetch } : {}) });
    const { entries, skipped, closed, unusable } = await collectJobUrls(client, options.pageUrl, options.prefix);
    if (skipped > 0) say(`job-board-element sitemap: left out ${skipped} listing entries without a usable id or title.\n`);
    for (const id of unusable) say(`job-board-element sitemap: ${unusableIdMessage(id)}\n`);
    if (closed > 0) say(`job-board-element sitemap: left out ${closed} listed posts whose status is closed.\n`);
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

export function describeFailure(error: unknown): string {
  if (error instanceof SitemapError) return error.message;
  if (isJobBoardApiError(error)) {
    const request = error.requestId === undefined ? '' : `, request ${error.requestId}`;
    const where = error.status === 0 ? 'the API could not be read' : `the API answered HTTP ${error.status}`;
    return `${where}: ${error.message} (${error.code}${request})`;
  }
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return `${message}${typeof code === 'string' ? ` (${code})` : ''}`;
}

/** `text` with every occurrence of the token replaced. */
export function redact(text: string, token: string): string {
  return token === '' ? text : text.split(token).join('[token]');
}
