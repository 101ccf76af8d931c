/**
 * `document.title` while a detail view shows, by default: `{job}` is the job's title, `{page}`
 * the page's own. Shared by the board (its property's default) and the detail chunk (which reads
 * a removed attribute, `null`, as this default).
 */
export const DEFAULT_DOCUMENT_TITLE = '{job} – {page}';
