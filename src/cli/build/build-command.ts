/**
 * `job-board-element build`: a static career site from the company's own page. Every open post
 * and its detail are read from the API; each page is the template with the board prerendered in
 * one view (see site-pages.ts); they are written in an order that keeps the site whole at every
 * moment, only when their content changed (site-build.ts).
 */
import { readFile } from 'node:fs/promises';
import { SOURCE_MAX_POSTS, WHOLE_BOARD_MAX_POSTS } from '../../client/index.js';
import { createBoardReader } from '../board-target.js';
import { DEFAULT_LOCALE, localeTag, resolveLocale } from '../../i18n/locale.js';
import { routingOf } from '../../core/settings.js';
import { FILTER_FIELDS, normaliseBasePath } from '../../routing/route-params.js';
import { clampPageSize } from '../../elements/job-board/job-board.js';
import type { CliIo } from '../io.js';
import { boardFailuresText, describeFailure, redact } from '../failure.js';
import { readListing } from './fetch-board.js';
import { BUILD_POST_CAP, readBuildCommandLine } from './options.js';
import { prepareRendering } from '../../ssr/render-board.js';
import { createProgress } from './progress.js';
import { writeSitePages } from './site-build.js';
import { siteFeed } from './site-feed.js';
import { unsafeOwnedFolders } from './site-writer.js';
import { siteAddress, type SiteSettings } from './site-pages.js';
import { withUtf8Declaration } from './charset.js';
import { readTemplate, TemplateError, type Takeover } from './template.js';

export { BUILD_USAGE, readBuildOptions, type BuildOptions } from './options.js';

const ENTRY_SCRIPT = '<script type="module" src=".../job-board.js"></script>';

/** What the build says of a template whose scripts can't take its pages over (template.ts's `Takeover`). */
const TAKEOVER_WARNINGS: Record<Takeover, string | undefined> = {
  entry: undefined,
  module: undefined,
  'classic-entry': `the template loads job-board.js without type="module", where it can't run, so the pages stay static: write ${ENTRY_SCRIPT}.`,
  none: `the template loads no script that can take its pages over, so they stay static (links load whole pages, search and filters do nothing): add ${ENTRY_SCRIPT} (the package's dist/cdn/job-board.js) to its <head>.`,
};

/** What only the build's tests set. */
export interface BuildInternals {
  /** The clock, in ms: the day a role closes, and how long its page has been kept. */
  now?: () => number;
}

/** Runs the command; resolves to the exit status. */
export async function runBuild(args: readonly string[], io: CliIo, internals: BuildInternals = {}): Promise<number> {
  const options = await readBuildCommandLine(args, io);
  if (typeof options === 'number') return options;
  const { token } = options.board;
  // No message the command prints may carry the token, whatever an API echoes.
  const say = (text: string) => io.stderr(redact(text, token));
  const started = Date.now();
  let template;
  try {
    const declared = withUtf8Declaration(await readFile(options.template, 'utf8'));
    if (declared.change) say(`job-board-element build: note: ${declared.change}.\n`);
    template = readTemplate(declared.html);
  } catch (error) {
    say(`job-board-element build: ${error instanceof TemplateError ? error.message : `the template can't be read: ${describeFailure(error)}`}\n`);
    return error instanceof TemplateError ? 2 : 1;
  }
  const attributes = new Map(template.attributes);
  if (routingOf(attributes.get('routing')) !== 'path') {
    say('job-board-element build: the template\'s <job-board> needs routing="path" and base-path (the URL path the out folder is served at, e.g. "/careers/"): the static pages are at those paths.\n');
    return 2;
  }
  const takeover = TAKEOVER_WARNINGS[template.takeover];
  if (takeover) say(`job-board-element build: warning: ${takeover}\n`);
  // The board's language as the browser reads it: its own `lang`, else the page's; a tag Intl
  // can't read is passed over (locale.ts), English last. Prerendering falls back to this one.
  const language = resolveLocale(attributes.get('lang'), template.pageLanguage, DEFAULT_LOCALE);
  for (const [where, value] of [['<job-board lang>', attributes.get('lang')], ['<html lang>', template.pageLanguage]] as const) {
    if (value && !localeTag(value)) say(`job-board-element build: warning: the template's ${where} ${JSON.stringify(value.slice(0, 40))}${value.length > 40 ? '…' : ''} is not a language tag; the board reads it as "${language}" (write a BCP 47 tag such as "en-US").\n`);
  }
  // The board renders in the page's language, as it would in the browser, where it reads <html lang>.
  if (!attributes.has('lang') && template.pageLanguage) attributes.set('lang', template.pageLanguage);
  // A source's pages name it: the live board that takes a page over reads the same board (and
  // needs no token). The host given to the build (a proxy, a test server) may be the build's
  // alone, so the template's own `base-url` stays as written.
  const source = 'source' in options.board ? options.board.source : '';
  if (source) {
    const written = attributes.get('source');
    if (written && written.trim() !== source) say(`job-board-element build: warning: the template's <job-board source="${written}"> is written as "${source}", the source the pages are built from.\n`);
    attributes.set('source', source);
    attributes.delete('token');
  }

  const progress = createProgress({ stderr: say, isTTY: io.stderrIsTty ?? false });
  try {
    const client = createBoardReader(options.board, io, options.timeoutMs);
    const unsafe = await unsafeOwnedFolders(options.out);
    if (unsafe.length > 0) {
      say(`job-board-element build: ${unsafe.join('; ')}. Nothing was written.\n`);
      return 1;
    }
    progress.start('Reading the listing');
    const read = await readListing(client, BUILD_POST_CAP, (page, pages) => progress.update(page, pages));
    progress.end();
    // As the sitemap command says them: posts that get no page, and why.
    say(boardFailuresText('build', read.failures));
    if (read.skipped > 0) say(`job-board-element build: left out ${read.skipped} listing entries without a usable id or title.\n`);
    if (read.unreadable.length > 0) {
      say(`job-board-element build: left out ${read.unreadable.length} ${read.unreadable.length === 1 ? 'post' : 'posts'} that can't be rendered (no page, no listing entry; a page of it from an earlier build stays):\n`);
      for (const { id, reason } of read.unreadable) say(`  ${JSON.stringify(id)}: ${reason}\n`);
    }
    if (read.closed > 0) say(`job-board-element build: left out ${read.closed} listed posts whose status is closed.\n`);
    if (read.capped) {
      say(`job-board-element build: the listing has ${read.capped.total.toLocaleString('en')} posts or more; pages are built for the first ${read.capped.cap.toLocaleString('en')} (the build's limit, one sitemap file's), and no page of the others is removed.\n`);
    } else if (!read.complete && read.failures.length === 0) {
      // A board that failed is incomplete too, but its line above says so, and why.
      say('job-board-element build: the listing changed while it was read (a post came twice, or its total changed); no page of a post missing from it is removed this time.\n');
    }
    await prepareRendering(language);
    // Whole-board mode, as the board decides it: a filter control in it, a filter set (each
    // filter's attribute is named like its `by`) or grouping.
    // A source's board is always whole: its API serves every post in one answer (asksForWholeBoard).
    const wantsWhole = Boolean(source) || template.holdsFilter || [...Object.keys(FILTER_FIELDS), 'group-by'].some((name) => Boolean(attributes.get(name)));
    // Above the posts whole-board mode loads, the live board stays paged (grouping off, filters
    // hidden): the pages are built paged too, rather than every post in every listing page. A
    // source's board keeps up to SOURCE_MAX_POSTS whole, live as here.
    const tooMany = read.posts.length > (source ? SOURCE_MAX_POSTS : WHOLE_BOARD_MAX_POSTS);
    if (wantsWhole && tooMany) {
      say(`job-board-element build: the board has ${read.posts.length.toLocaleString('en')} open posts, more than whole-board mode loads (${WHOLE_BOARD_MAX_POSTS.toLocaleString('en')}): its listing pages are paged, without groups, as the live board shows them.\n`);
    }
    const whole = wantsWhole && !tooMany;
    const basePath = normaliseBasePath(attributes.get('base-path') ?? '/');
    const organization = attributes.get('organization');
    const feed =
      options.feed === 'none'
        ? undefined
        : siteFeed({
            format: options.feed,
            address: (path) => siteAddress(options, path),
            basePath,
            pageTitle: template.pageTitle,
            ...(organization ? { organization } : {}),
            language,
            generatedAt: new Date(started).toISOString(),
          });
    const settings: SiteSettings = {
      template,
      siteUrl: options.siteUrl,
      basePath,
      attributes,
      language,
      pageSize: clampPageSize(attributes.get('page-size') ?? 20),
      whole,
      singleListingPage: (whole && Boolean(attributes.get('group-by'))) || attributes.get('paging') === 'more',
      ...(feed ? { feed: feed.link } : {}),
    };
    const result = await writeSitePages({
      client,
      settings,
      outDir: options.out,
      listed: read.posts,
      // Only a listing read whole tells which posts are gone.
      removeMissing: read.complete,
      unreadable: read.unreadable.map(({ id }) => id),
      progress,
      ...(feed ? { feed } : {}),
      closedDays: options.closedDays,
      now: internals.now?.() ?? started,
    });
    progress.summary({ ...result, ms: Date.now() - started });
    for (const note of result.notes) say(`job-board-element build: ${note}\n`);
    if (result.skipped.length > 0) {
      say(`job-board-element build: skipped ${result.skipped.length} ${result.skipped.length === 1 ? 'post' : 'posts'} (no page; the listing shows the entry without a link):\n`);
      for (const { id, reason } of result.skipped) say(`  ${JSON.stringify(id)}: ${reason}\n`);
    }
    const unrendered = result.skipped.filter((skip) => skip.unrendered).length;
    if (unrendered > 0) {
      // Not the posts' fault, so not a skip a site can accept: the build fails, --strict or not.
      say(
        `job-board-element build: error: ${unrendered} of ${read.posts.length} job ${unrendered === 1 ? 'page' : 'pages'} could not be rendered (above). ` +
          'The posts were read; the fault is in the build (job-board-element, its server packages or this Node), not in the posts. The rest of the site is written.\n',
      );
      return 1;
    }
    return options.strict && (result.skipped.length > 0 || read.unreadable.length > 0) ? 1 : 0;
  } catch (error) {
    progress.fail();
    say(`job-board-element build: ${describeFailure(error)}\n`);
    return 1;
  }
}
