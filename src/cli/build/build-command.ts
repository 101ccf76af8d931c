/**
 * `job-board-element build`: a static career site from the company's own page. Every open post
 * and its detail are read from the API; each page is the template with the board prerendered in
 * one view (see site-pages.ts); only pages whose content changed are written (site-writer.ts).
 */
import { readFile } from 'node:fs/promises';
import { createJobBoardsClient } from '../../client/index.js';
import { parseBaseUrl } from '../../client/url.js';
import { FILTER_FIELDS, normaliseBasePath } from '../../routing/route-params.js';
import { clampPageSize } from '../../elements/job-board/job-board.js';
import { parseOptions, UsageError } from '../args.js';
import type { CliIo } from '../io.js';
import { describeFailure, redact, TOKEN_ENV } from '../sitemap.js';
import { fetchBoard } from './fetch-board.js';
import { prepareRendering } from './prerender.js';
import { createProgress } from './progress.js';
import { writeSite } from './site-writer.js';
import { renderSite } from './site-pages.js';
import { readTemplate, TemplateError } from './template.js';

export const BUILD_USAGE = `Usage: job-board-element build --base-url URL --template FILE --site-url URL --out DIR [options]

Writes a static career site: the template page with the board prerendered, readable
without JavaScript and taken over by the script-tag bundle without a request.
  DIR/index.html            the listing, page 1
  DIR/page/N/index.html     the listing's further pages
  DIR/jobs/<id>/index.html  one page per open job post, with its JSON-LD JobPosting
  DIR/sitemap.xml           the job pages, with <lastmod>
Serve DIR at the board's base-path. Pages whose content did not change are not
rewritten; pages of posts no longer open are removed.

Options:
  --base-url URL     the API base address (required)
  --template FILE    the page to build from: HTML with one <job-board routing="path"
                     base-path="/careers/" …> and the site's <script> for
                     job-board-ssr.js (required)
  --site-url URL     the site's origin, e.g. https://example.com (required)
  --out DIR          the folder to write, served at the board's base-path (required)
  --token T          the Job Boards token (prefer ${TOKEN_ENV})
  -h, --help         show this help

Environment:
  ${TOKEN_ENV}   the token, when --token is not given (--token wins)

Exit status: 0 built; 1 the API failed (its message goes to stderr) or a file could not
be read or written; 2 a usage error or a template the command can't use.
`;

const OPTIONS = { 'base-url': 'value', token: 'value', template: 'value', 'site-url': 'value', out: 'value', help: 'flag' } as const;

export interface BuildOptions {
  baseUrl: string;
  token: string;
  template: string;
  siteUrl: URL;
  out: string;
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
  const baseUrl = required('base-url');
  const base = parseBaseUrl(baseUrl);
  if ('error' in base) throw new UsageError(`--base-url: ${base.error.message}`);
  let siteUrl: URL;
  try {
    siteUrl = new URL(required('site-url'));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError('--site-url must be an absolute URL, such as https://example.com');
  }
  if (siteUrl.protocol !== 'https:' && siteUrl.protocol !== 'http:') throw new UsageError('--site-url must start with https:// or http://');
  const template = required('template');
  const out = required('out');
  const token = (parsed.values.get('token') ?? env[TOKEN_ENV] ?? '').trim();
  if (token === '') throw new UsageError(`no token: give --token or set the ${TOKEN_ENV} environment variable`);
  return { baseUrl, token, template, siteUrl, out };
}

/** Runs the command; resolves to the exit status. */
export async function runBuild(args: readonly string[], io: CliIo): Promise<number> {
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
  const { token } = options;
  // No message the command prints may carry the token, whatever an API echoes.
  const say = (text: string) => io.stderr(redact(text, token));
  const started = Date.now();
  let template;
  try {
    template = readTemplate(await readFile(options.template, 'utf8'));
  } catch (error) {
    say(`job-board-element build: ${error instanceof TemplateError ? error.message : `the template can't be read: ${describeFailure(error)}`}\n`);
    return error instanceof TemplateError ? 2 : 1;
  }
  const attributes = new Map(template.attributes);
  if (attributes.get('routing') !== 'path') {
    say('job-board-element build: the template\'s <job-board> needs routing="path" and base-path (the URL path the out folder is served at, e.g. "/careers/"): the static pages are at those paths.\n');
    return 2;
  }
  const language = attributes.get('lang') || template.pageLanguage || 'en';
  // The board renders in the page's language, as it would in the browser, where it reads <html lang>.
  if (!attributes.has('lang') && template.pageLanguage) attributes.set('lang', template.pageLanguage);

  const progress = createProgress({ stderr: say, isTTY: io.stderrIsTty ?? false });
  try {
    const client = createJobBoardsClient({ baseUrl: options.baseUrl, token, cacheTtlMs: 0, ...(io.fetch ? { fetch: io.fetch } : {}) });
    let phase = '';
    const board = await fetchBoard(client, (next, done, total) => {
      if (next !== phase) progress.start(next === 'listing' ? 'Reading the listing' : 'Reading job posts', total);
      phase = next;
      progress.update(done, total);
    });
    progress.end();
    // As the sitemap command says them: posts that get no page, and why.
    if (board.skipped > 0) say(`job-board-element build: left out ${board.skipped} listing entries without a usable id or title.\n`);
    if (board.closed > 0) say(`job-board-element build: left out ${board.closed} listed posts whose status is closed.\n`);
    await prepareRendering(language);
    // Whole-board mode, as the board decides it: a filter control in it, a filter set (each
    // filter's attribute is named like its `by`) or grouping.
    const whole = template.holdsFilter || [...Object.keys(FILTER_FIELDS), 'group-by'].some((name) => Boolean(attributes.get(name)));
    const pages = await renderSite(
      {
        template,
        siteUrl: options.siteUrl,
        basePath: normaliseBasePath(attributes.get('base-path') ?? '/'),
        attributes,
        pageSize: clampPageSize(attributes.get('page-size') ?? 20),
        whole,
        singleListingPage: Boolean(attributes.get('group-by')) || attributes.get('paging') === 'more',
      },
      board,
      (done, total) => {
        if (done === 1) progress.start('Rendering pages', total);
        progress.update(done, total);
      },
    );
    progress.start('Writing pages', pages.size);
    let handled = 0;
    const result = await writeSite(options.out, pages, { onFile: () => progress.update((handled += 1), pages.size) });
    progress.end();
    progress.summary({ ...result, ms: Date.now() - started });
    return 0;
  } catch (error) {
    progress.end();
    say(`job-board-element build: ${describeFailure(error)}\n`);
    return 1;
  }
}
