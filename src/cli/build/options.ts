/**
 * `job-board-element build`'s command line: its help and the reading of its options. Apart from
 * the command itself (build-command.ts), so that `--help` and a usage error need none of the
 * server packages the build renders with (see server-packages.ts).
 */
import { parseBaseUrl } from '../../client/url.js';
import { parseOptions, UsageError } from '../args.js';
import type { CliIo } from '../io.js';
import { TOKEN_ENV } from '../sitemap.js';
import { SERVER_INSTALL_LINE } from '../server-packages.js';

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
                     base-path="/careers/" …> and the site's
                     <script type="module" src=".../job-board.js"> (required)
  --site-url URL     the site's origin, e.g. https://example.com (required)
  --out DIR          the folder to write, served at the board's base-path (required)
  --token T          the Job Boards token (prefer ${TOKEN_ENV})
  -h, --help         show this help

Environment:
  ${TOKEN_ENV}   the token, when --token is not given (--token wins)

The build renders on the server with packages a browser-only install leaves out;
install them beside job-board-element first:
  ${SERVER_INSTALL_LINE}

Exit status: 0 built; 1 the API failed (its message goes to stderr) or a file could not
be read or written; 2 a usage error, a template the command can't use, or those
packages missing.
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
