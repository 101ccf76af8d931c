/** The listing's path: the board's `base-path`, under which app/careers/[[...path]] answers. */
export const BASE_PATH = '/careers/';

/** The request header proxy.ts puts the page's absolute URL in (it replaces any the client sent). */
export const PAGE_URL_HEADER = 'x-job-board-page-url';
