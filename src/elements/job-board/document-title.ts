/**
 * `document.title` while a detail view shows, by default: `{job}` is the job's title, `{page}`
 * the page's own. The board's `documentTitle` starts as this literal (written out there, so the
 * manifest and the README show it; a test keeps the two equal), and the detail chunk reads a
 * removed attribute, `null`, as this default.
 */
export const DEFAULT_DOCUMENT_TITLE = '{job} – {page}';
