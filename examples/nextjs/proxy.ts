import { NextResponse, type NextRequest } from 'next/server';
import { renderCareersBoard } from './app/careers/board';
import { BASE_PATH, PAGE_URL_HEADER } from './app/careers/page-url';

/** Where a closed job's link is rewritten to: a path no route matches, so Next answers with app/not-found.tsx. */
const CLOSED_JOB_PATH = '/_closed-job/';

/**
 * Two things the App Router does not give a page:
 *
 * - its own absolute URL, path and query, which renderJobBoard reads the board's route from: the
 *   proxy hands it to the layout, the page and not-found.tsx in a request header;
 * - a status of its choosing with its content: `notFound()` in a page answers 404 with an empty
 *   body in production (vercel/next.js#62228). So a job's page is rendered here first, and a
 *   closed job's link is rewritten to a path no route matches, which Next answers with a 404 and
 *   app/not-found.tsx, server-rendered; the root layout and not-found.tsx show the board as
 *   renderJobBoard gave it (the render is kept for them: see board.ts).
 */
export async function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  // Never one the client sent.
  headers.delete(PAGE_URL_HEADER);
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(CLOSED_JOB_PATH)) {
    // Next runs the proxy again for the rewritten path's 404: the job's path and query are in it.
    const original = Buffer.from(pathname.slice(CLOSED_JOB_PATH.length).replace(/\/$/, ''), 'base64url').toString();
    if (original.startsWith(`${BASE_PATH}jobs/`)) headers.set(PAGE_URL_HEADER, new URL(original, siteOrigin()).href);
    return NextResponse.next({ request: { headers } });
  }
  if (!pathname.startsWith(BASE_PATH)) return NextResponse.next({ request: { headers } });

  const url = new URL(pathname + search, siteOrigin()).href;
  headers.set(PAGE_URL_HEADER, url);
  if (pathname.startsWith(`${BASE_PATH}jobs/`)) {
    const board = await renderCareersBoard(url, { keep: true });
    if (board.status === 404) {
      const closed = new URL(`${CLOSED_JOB_PATH}${Buffer.from(pathname + search).toString('base64url')}/`, request.url);
      return NextResponse.rewrite(closed, { request: { headers } });
    }
  }
  return NextResponse.next({ request: { headers } });
}

/**
 * The site's origin, which every link of the board (canonical, og:url, JSON-LD, the pager) is
 * made from: SITE_URL, configuration, never the request's Host or X-Forwarded-* headers, which
 * the client (or anyone before the proxy in front) chooses. Unset, every career page fails with
 * what to set, in development as in production, rather than publish links to a host a request named.
 */
function siteOrigin(): string {
  const site = process.env.SITE_URL;
  if (!site) throw new Error('SITE_URL is not set: set it to the site\'s public origin (SITE_URL=https://www.example.com; SITE_URL=http://localhost:3000 for `next dev`). The career pages make their links from it.');
  const url = URL.canParse(site) ? new URL(site) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') throw new Error(`SITE_URL must be an http:// or https:// origin, such as https://www.example.com; got ${url ? `a ${url.protocol} URL` : 'no URL'}.`);
  return url.origin;
}

export const config = {
  // Every page (the header is removed from requests outside the career pages), not Next's files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
