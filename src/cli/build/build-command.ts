/**
 * `job-board-element build`: a static career site from the company's own page. Every open post
 * and its detail are read from the API; each page is the template with the board prerendered in
 * one view (see site-pages.ts); only pages whose content changed are written (site-writer.ts).
 */
import { readFile } from 'node:fs/promises';
import { createJobBoardsClient } from '../../client/index.js';
import { FILTER_FIELDS, normaliseBasePath } from '../../routing/route-params.js';
import { clampPageSize } from '../../elements/job-board/job-board.js';
import type { CliIo } from '../io.js';
import { describeFailure, redact } from '../sitemap.js';
import { fetchBoard } from './fetch-board.js';
import { readBuildCommandLine } from './options.js';
import { prepareRendering } from './prerender.js';
import { createProgress } from './progress.js';
import { writeSite } from './site-writer.js';
import { renderSite } from './site-pages.js';
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

/** Runs the command; resolves to the exit status. */
export async function runBuild(args: readonly string[], io: CliIo): Promise<number> {
  const options = await readBuildCommandLine(args, io);
  if (typeof options === 'number') return options;
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
  const takeover = TAKEOVER_WARNINGS[template.takeover];
  if (takeover) say(`job-board-element build: warning: ${takeover}\n`);
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
