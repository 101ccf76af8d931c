import { cache } from 'react';
import { headers } from 'next/headers';
import { renderJobBoard } from 'job-board-element/server';
import { BASE_PATH, PAGE_URL_HEADER } from './page-url';

export type RenderedBoard = Awaited<ReturnType<typeof renderJobBoard>>;

/** The site's own title: the listing's <title>, and a job's is "<job> – Careers at Example". */
export const PAGE_TITLE = 'Careers at Example';

/** The board's attributes, as a page would write them on the tag. */
const attributes: Record<string, string> = {
  'base-url': process.env.JOB_BOARDS_BASE_URL ?? 'http://127.0.0.1:8787',
  token: process.env.JOB_BOARDS_TOKEN ?? 'jb_demo_public',
  routing: 'path',
  'base-path': BASE_PATH,
  lang: 'en',
  organization: 'Example Ltd',
  'organization-url': 'https://www.example.com',
  country: 'DE',
};

/** The controls inside the board, as HTML. */
const children = '<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';

/**
 * The site's public origin, from configuration: every link of the board (canonical, og:url,
 * JSON-LD, the pager) is made from it, never from the request's Host, X-Forwarded-* or any header
 * a client can set (behind a CDN one forged request would poison the cached page for everyone).
 */
function siteUrl(): string {
  const site = process.env.SITE_URL;
  if (!site) throw new Error("SITE_URL is not set: set it to the site's public origin (SITE_URL=https://www.example.com; SITE_URL=http://localhost:3000 for `next dev`).");
  return site;
}

/**
 * When the API can't be read (down, too slow): the bare tag, which loads in the browser and shows
 * its error state with a Retry button there, rather than a 500 page.
 */
function unrendered(): RenderedBoard {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tag = Object.entries(attributes).map(([name, value]) => ` ${name}="${escape(value)}"`).join('');
  return { html: `<job-board${tag}>${children}</job-board>`, head: `<title>${PAGE_TITLE}</title>`, status: 200 };
}

/**
 * Renders made by proxy.ts (a job's page, to learn its status), kept a few seconds for the page
 * that follows to take, so a job's page asks the API once. Process-wide: the proxy and the pages
 * are built as separate bundles. Where they run apart, the page renders again.
 */
const kept = ((globalThis as { [key: symbol]: unknown })[Symbol.for('job-board-example.renders')] ??= new Map()) as Map<string, Promise<RenderedBoard>>;

/** The board at `path` (the request's path and query), or the bare tag when the source is down. */
export function renderCareersBoard(path: string, { keep = false } = {}): Promise<RenderedBoard> {
  const taken = kept.get(path);
  if (taken && !keep) {
    kept.delete(path);
    return taken;
  }
  const render = renderJobBoard({ siteUrl: siteUrl(), url: path, attributes, children, pageTitle: PAGE_TITLE, signal: AbortSignal.timeout(10_000) }).catch(
    (error: unknown) => {
      console.error('renderJobBoard:', error);
      return unrendered();
    },
  );
  if (keep) {
    kept.set(path, render);
    setTimeout(() => kept.get(path) === render && kept.delete(path), 10_000).unref();
  }
  return render;
}

/**
 * This request's board, rendered once (React's cache lasts one request) for the root layout's
 * head and the page, or not-found.tsx, that shows it. Undefined outside the career pages.
 */
export const careersBoard = cache(async (): Promise<RenderedBoard | undefined> => {
  const path = (await headers()).get(PAGE_URL_HEADER);
  return path === null ? undefined : renderCareersBoard(path);
});
