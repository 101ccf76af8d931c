/**
 * The script-tag build's entry (`dist/cdn/job-board.js`), the page's one script tag: a small first
 * module that starts the listing request of every `<job-board>` already in the page (see
 * early-requests.ts), then loads the rest, `cdn-board.ts` (the board with Lit, routing, the
 * takeover of prerendered pages, the search and the workplace filter), as a bundle of its own. On a slow phone
 * the listing's round trips then run while that code downloads, as a hand-written page's would.
 *
 * It still exports the elements' classes: the top-level await makes an `import` of this file wait
 * for them, as it did when they were in it. The rest is a separate bundle, not a chunk of this one
 * (scripts/lib/cdn-build.ts): a chunk would import the code both share from this module, which is
 * waiting for it, and the two would wait for each other for ever.
 */
import { startEarlyRequests } from './elements/job-board/early-requests.js';

startEarlyRequests();

export const { JobBoard } = await import('./cdn-board.js');
