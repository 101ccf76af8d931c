/** The listing's path: the board's `base-path`, under which app/careers/[[...path]] answers. */
export const BASE_PATH = '/careers/';

/**
 * The request header proxy.ts puts the page's path and query in, for the layout, the page and
 * not-found.tsx. The proxy deletes any a client sent; its origin would be ignored anyway (siteUrl).
 */
export const PAGE_URL_HEADER = 'x-job-board-page-url';
