import { cache } from 'react';
import { headers } from 'next/headers';
import { renderJobBoard } from 'job-board-element/server';
import { BASE_PATH, PAGE_URL_HEADER } from './page-url';

export type RenderedBoard = Awaited<ReturnType<typeof renderJobBoard>>;

/** The board's attributes, as a page would write them on the tag. */
const attributes = {
  'base-url': process.env.JOB_BOARDS_BASE_URL ?? 'http://127.0.0.1:8787',
  token: process.env.JOB_BOARDS_TOKEN ?? 'jb_demo_public',
  routing: 'path',
  'base-path': BASE_PATH,
  'document-title': '{job} – Careers at Example',
  organization: 'Example Ltd',
  'organization-url': 'https://www.example.com',
  country: 'DE',
};

/** The controls inside the board, as HTML. */
const children = '<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';

/**
 * Renders made by proxy.ts (a job's page, to learn its status), kept a few seconds for the page
 * that follows to take, so a job's page asks the API once. Process-wide: the proxy and the pages
 * are built as separate bundles. Where they run apart, the page renders again.
 */
const kept = ((globalThis as { [key: symbol]: unknown })[Symbol.for('job-board-example.renders')] ??= new Map()) as Map<string, Promise<RenderedBoard>>;

export function renderCareersBoard(url: string, { keep = false } = {}): Promise<RenderedBoard> {
  const taken = kept.get(url);
  if (taken && !keep) {
    kept.delete(url);
    return taken;
  }
  const render = renderJobBoard({ url, attributes: { ...attributes }, children, signal: AbortSignal.timeout(20_000) });
  if (keep) {
    kept.set(url, render);
    setTimeout(() => kept.get(url) === render && kept.delete(url), 10_000).unref();
  }
  return render;
}

/**
 * This request's board, rendered once (React's cache lasts one request) for the root layout's
 * head and the page, or not-found.tsx, that shows it. Undefined outside the career pages.
 */
export const careersBoard = cache(async (): Promise<RenderedBoard | undefined> => {
  const url = (await headers()).get(PAGE_URL_HEADER);
  return url === null ? undefined : renderCareersBoard(url);
});
