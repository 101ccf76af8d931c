import { NextResponse, type NextRequest } from 'next/server';
import { renderCareersBoard } from './app/careers/board';
import { BASE_PATH, PAGE_URL_HEADER } from './app/careers/page-url';

/** Where a closed job's link is rewritten to: a path no route matches, so Next answers with app/not-found.tsx. */
const CLOSED_JOB_PATH = '/_closed-job/';

/**
 * Two things the App Router does not give a page:
 *
 * - its own path and query in the root layout and not-found.tsx, which renderJobBoard reads the
 *   board's view from: the proxy hands them on in a request header it sets itself;
 * - a status of its choosing with its content: `notFound()` in a page answers 404 with an empty
 *   body in production (vercel/next.js#62228). So a job's page is rendered here first, and a
 *   closed job's link is rewritten to a path no route matches, which Next answers with a 404 and
 *   app/not-found.tsx; the root layout and not-found.tsx show the board as renderJobBoard gave it
 *   (the render is kept for them: see board.ts).
 */
export async function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  // Never one the client sent.
  headers.delete(PAGE_URL_HEADER);
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(CLOSED_JOB_PATH)) {
    // Next runs the proxy again for the rewritten path's 404: the job's path and query are in it.
    const original = Buffer.from(pathname.slice(CLOSED_JOB_PATH.length).replace(/\/$/, ''), 'base64url').toString();
    if (original.startsWith(`${BASE_PATH}jobs/`)) headers.set(PAGE_URL_HEADER, original);
    return NextResponse.next({ request: { headers } });
  }
  if (!pathname.startsWith(BASE_PATH)) return NextResponse.next({ request: { headers } });

  const path = pathname + search;
  headers.set(PAGE_URL_HEADER, path);
  if (pathname.startsWith(`${BASE_PATH}jobs/`)) {
    const board = await renderCareersBoard(path, { keep: true });
    if (board.status === 404) {
      const closed = new URL(`${CLOSED_JOB_PATH}${Buffer.from(path).toString('base64url')}/`, request.url);
      return NextResponse.rewrite(closed, { request: { headers } });
    }
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Every page (the header is removed from requests outside the career pages), not Next's files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
