/**
 * `job-board-element/server`: the board rendered on a server, for a framework's page (Next.js,
 * Astro, Express…), with the same render `job-board-element build` writes static pages with.
 *
 * Importing it loads nothing else: Lit's server renderer and the elements are loaded by the first
 * call, so a server that imports it defines no element and installs no DOM shim until it renders
 * a board. It needs Node 20+ and the optional peer dependencies `@lit-labs/ssr`, `parse5` and
 * `sanitize-html`.
 *
 * @example
 * import { renderJobBoard } from 'job-board-element/server';
 *
 * const { html, head, status } = await renderJobBoard({
 *   siteUrl: process.env.SITE_URL, // 'https://example.com': every link's origin, never the request's Host
 *   url: '/careers/jobs/jp_12/', // the request's path and query
 *   attributes: { source: 'greenhouse:acme', routing: 'path', 'base-path': '/careers/', lang: 'en' },
 *   children: '<job-board-search></job-board-search>',
 *   pageTitle: 'Careers at Acme',
 *   signal: AbortSignal.timeout(5000),
 * });
 * // head goes in the page's <head>, html where the board goes, status is the response's.
 */
import { requireServerPackages } from './server-packages.js';
import type { RenderedJobBoard, RenderJobBoardOptions } from './types.js';

export type { JobBoardAttributeValue, RenderedJobBoard, RenderJobBoardOptions } from './types.js';


let implementation: Promise<typeof import('./render-job-board.js')> | undefined;

/**
 * Renders the board at `url` on the server: reads the view's data from the API or the source,
 * in at most 10 requests whatever the URL asks for, then renders it. The API's answers are shared
 * by the renders of this process for 60 seconds (identical requests at once share one; `cache:
 * false` turns it off for a render). Calls at once are safe: each renders its own view of the
 * answers, and the renders take turns.
 *
 * Rejects with:
 * - an `Error` naming the missing packages and the line that installs them, when `@lit-labs/ssr`,
 *   `parse5` or `sanitize-html` can't be loaded;
 * - a `TypeError` for options it can't use (`siteUrl` not an http(s) origin alone; `url` not an
 *   `http:` or `https:` URL, or a path without `siteUrl`; an attribute name HTML can't carry) and
 *   for a routing a server can't serve (`routing="hash"`, `routing="path"` without `base-path`);
 * - a `JobBoardApiError` (from `job-board-element/client`) when the data can't be read: its `code`
 *   is the board's (`ERR_BOARD_NOT_FOUND`, `TIMEOUT` when the answers took longer than the
 *   board's `timeout` in all, `NETWORK_ERROR`, an HTTP status's; `ERR_TOKEN_MISSING`,
 *   `ERR_BASE_URL_MISSING`, `ERR_BASE_URL_INVALID` (a relative `base-url` too: a server needs
 *   the API's absolute address), `ERR_SOURCE_INVALID` for a setup mistake).
 *   A site may then render `<job-board>` without it, to load in the browser;
 * - an `AbortError` (a `DOMException`) when `signal` aborts.
 */
export async function renderJobBoard(options: RenderJobBoardOptions): Promise<RenderedJobBoard> {
  if (options.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
  implementation ??= requireServerPackages().then(() => import('./render-job-board.js'));
  // A failed load (a package missing) is tried again on the next call: it may be installed by then.
  const loaded = await implementation.catch((error: unknown) => {
    implementation = undefined;
    throw error;
  });
  return loaded.renderJobBoardNow(options);
}
