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
    if (original.startsWith(`${BASE_PATH}jobs/`)) headers.set(PAGE_URL_HEADER, new URL(original, siteOrigin(request)).href);
    return NextResponse.next({ request: { headers } });
  }
  if (!pathname.startsWith(BASE_PATH)) return NextResponse.next({ request: { headers } });

  const url = new URL(pathname + search, siteOrigin(request)).href;
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
 * The site's origin, for canonical links: SITE_URL where it is set (do set it in production), else
 * the request's forwarded or own Host, which the client or a proxy in front chose.
 */
function siteOrigin(request: NextRequest): string {
  if (process.env.SITE_URL) return new URL(process.env.SITE_URL).origin;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
  const protocol = request.headers.get('x-forwarded-proto')?.split(',')[0] ?? request.nextUrl.protocol.replace(':', '');
  return `${protocol}://${host}`;
}

export const config = {
  // Every page (the header is removed from requests outside the career pages), not Next's files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
