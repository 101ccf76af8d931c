/**
 * The script-tag build's entry (`dist/cdn/job-board.js`): registers `<job-board>`, with path
 * routing and the takeover of prerendered pages. Its controls come as one chunk with
 * whole-board mode, started at once beside the board's first request. The detail view, other languages and the
 * DOMPurify fallback come lazily when needed. It exports the board's class; the controls' classes,
 * the API client and the types come with the npm entry.
 */
import { loadMissingControls } from './elements/job-board/lazy-parts.js';

export { JobBoard } from './elements/job-board/job-board.js';

// Module scripts run once the page is parsed: controls written in its HTML are found here, and
// their chunk starts now, beside the boards' first API requests.
void loadMissingControls(document)?.catch(() => undefined);
