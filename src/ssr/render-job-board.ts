/**
 * `renderJobBoard`'s work, loaded by the public entry (index.ts) on its first call, once the
 * server packages are known to be there: this module loads Lit's server renderer and defines the
 * elements under its DOM shim. The view's data is read first, bounded by the board's timeout and
 * the caller's signal; then the board renders, synchronously, from what it is handed
 * (render-board.ts): renders of several requests at once can't read each other's.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { createBoardClient } from '../client/board-client.js';
import { createAbortError, JobBoardApiError } from '../client/errors.js';
import { clientPlan } from '../core/setup-errors.js';
import { asksForWholeBoard } from '../core/request-plan.js';
import { DEFAULT_LOCALE, resolveLocale } from '../i18n/locale.js';
import { serverRoute } from './board-route.js';
import { pageAddress } from './page-address.js';
import { refuseRelativeBaseUrl, refuseServerlessRouting } from './server-setup.js';
import { renderClosedView, renderJobView, renderListingView, type BoardMarkup, type RenderedView } from './board-views.js';
import { headTags } from './head-tags.js';
import type { RenderedJobBoard, RenderJobBoardOptions } from './types.js';
import { readViewData } from './view-data.js';
import { boundedFetch, sharedAnswers } from './answer-cache.js';
import type { FetchFunction } from '../client/types.js';


/** An attribute name HTML can carry in a start tag (no space, quote, `>`, `/`, `=` or control). */
const ATTRIBUTE_NAME = /^[^\s"'>/=\u0000-\u001f\u007f]+$/;

export async function renderJobBoardNow(options: RenderJobBoardOptions): Promise<RenderedJobBoard> {
  const { signal } = options;
  if (signal?.aborted) throw createAbortError();
  const url = pageAddress(options.url, options.siteUrl);
  const attributes = readAttributes(options.attributes);
  const childrenHtml = options.children ?? '';
  if (typeof childrenHtml !== 'string') throw new TypeError('renderJobBoard: `children` must be a string of HTML.');
  const { settings, route, pageUrl } = serverRoute(url, attributes);
  refuseServerlessRouting(settings, attributes);
  refuseRelativeBaseUrl(settings);
  const { timeoutMs } = settings;
  const whole = asksForWholeBoard({ ...route, groupBy: settings.groupBy, source: settings.source }, holdsFilter(childrenHtml));

  const bound = deadline(signal, timeoutMs);
  let data;
  try {
    // The API's answers are shared with the other renders of this process for a minute, unless
    // the site says `cache: false` (answer-cache.ts); the rest of the render is its own.
    const client = createBoardClient({ ...clientPlan(settings, pageUrl.href), fetch: answerFetch(options.cache) });
    data = await readViewData(client, { route, routing: settings.routing, whole, more: settings.paging === 'more', limit: settings.limit, signal: bound.signal });
  } catch (error) {
    throw bound.failure(error);
  } finally {
    bound.clear();
  }
  if (signal?.aborted) throw createAbortError();

  // Its texts in its own language; a page's `<html lang>` is not seen here (pass `lang`).
  const board: BoardMarkup = { attributes, childrenHtml, pageTitle: options.pageTitle ?? '', language: resolveLocale(attributes.get('lang'), DEFAULT_LOCALE) };
  let rendered: RenderedView;
  if (data.kind === 'job') rendered = await renderJobView(board, data.post, pageUrl, { ...route, job: data.post.id });
  else if (data.kind === 'closed') rendered = await renderClosedView(board, { id: data.id, view: route }, data.listing, pageUrl);
  // "Show more jobs" past its last page (or its cap) shows the pages it loaded, as the live board does.
  else rendered = await renderListingView(board, 'page' in data.listing ? { ...route, page: Math.min(route.page, data.listing.page) } : route, data.listing, pageUrl);
  return { html: rendered.boardHtml, head: headTags(rendered.head), status: data.kind === 'closed' ? 404 : 200 };
}

/** The attributes as the page writes them: `true` is present and empty, `false`, null and undefined absent. */
function readAttributes(value: RenderJobBoardOptions['attributes']): Map<string, string> {
  if (typeof value !== 'object' || value === null) throw new TypeError('renderJobBoard: `attributes` must be an object of the board\'s attributes, such as { source: "greenhouse:acme" }.');
  const attributes = new Map<string, string>();
  for (const [name, raw] of Object.entries(value)) {
    if (!ATTRIBUTE_NAME.test(name)) throw new TypeError(`renderJobBoard: ${JSON.stringify(name)} is not an attribute name.`);
    if (raw === false || raw === null || raw === undefined) continue;
    attributes.set(name.toLowerCase(), raw === true ? '' : String(raw));
  }
  return attributes;
}

/** Whether the board's children hold a `<job-board-filter>`: the board then loads every post. */
function holdsFilter(childrenHtml: string): boolean {
  type Node = DefaultTreeAdapterMap['node'];
  const visit = (node: Node): boolean =>
    ('tagName' in node && node.tagName === 'job-board-filter') ||
    ('content' in node && node.content ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []).some(visit);
  return childrenHtml.includes('job-board-filter') && visit(parseFragment(childrenHtml));
}

/** The `fetch` a render's client calls: the shared cache's, or (`cache: false`) one that only counts bytes. */
function answerFetch(cache: RenderJobBoardOptions['cache']): FetchFunction {
  const target = () => globalThis.fetch;
  return cache === false ? boundedFetch(target) : sharedAnswers.fetchFor(target);
}

/**
 * The signal the data is read with: the caller's, and a deadline of `ms` for all of it (each
 * request has `ms` too, but a view may take a few: a slug's lookup, then the job).
 */
function deadline(signal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    /** What the read's failure is to the caller: the deadline passed is a TIMEOUT, as one request's is. */
    failure(error: unknown): unknown {
      if (signal?.aborted) return createAbortError();
      if (!timedOut) return error;
      return new JobBoardApiError({ status: 0, code: 'TIMEOUT', message: `The API did not answer within ${ms} ms.` });
    },
    clear() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
