/**
 * The script-tag build's entry (`dist/cdn/job-board.js`), the page's one script tag: a small first
 * module that starts the listing request of every `<job-board>` already in the page (see
 * early-requests.ts), then loads the rest, `cdn-board.ts` (the board with Lit, routing, the
 * takeover of prerendered pages), as a bundle of its own, and the controls' chunk beside it when the
 * page holds a control. On a slow phone the listing's round trips then run while that code
 * downloads, as a hand-written page's would.
 *
 * It still exports the elements' classes: the top-level await makes an `import` of this file wait
 * for them, as it did when they were in it. The rest is a separate bundle, not a chunk of this one
 * (scripts/lib/cdn-build.ts): a chunk would import the code both share from this module, which is
 * waiting for it, and the two would wait for each other for ever.
 */
import { CHUNKED_CONTROLS } from './elements/job-board/chunked-controls.js';
import { startEarlyRequests } from './elements/job-board/early-requests.js';

startEarlyRequests();
const rest = import('./cdn-board.js');
// The controls' chunk, when the page holds a control: asked for now, beside the rest, rather than
// once the rest has arrived and run (cdn-controls-loader.ts). The board's views wait for their
// controls, and on a slow phone that later request came after the listing's answer. After the
// rest, which is larger and needed first: over HTTP/1.1 the first request takes the connection
// this module came on, and the second waits for a new one's handshake.
if (document.querySelector(CHUNKED_CONTROLS.join())) void import('./cdn-controls.js');

export const { JobBoard } = await rest;
