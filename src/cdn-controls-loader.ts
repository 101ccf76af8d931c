/**
 * Loads the script-tag build's controls (src/cdn-controls.ts) as soon as the page holds one: now,
 * or when a later render adds one (a single-page app's), seen by one observer of the page's tree
 * that stops at the first. Imported first by src/cdn-board.ts. The first module (src/cdn.ts) has
 * already asked for the chunk when the page held a control as it ran; asking again is the same
 * request, and this covers the controls that came after it. */
import { CHUNKED_CONTROLS } from './elements/job-board/chunked-controls.js';

const CONTROLS = CHUNKED_CONTROLS.join();

/** Loads the controls' chunk (once: a second import of a module is the same request). */
export function loadControls(): void {
  void import('./cdn-controls.js');
}

function loadControlsWhenUsed(): true {
  if (document.querySelector(CONTROLS)) {
    loadControls();
    return true;
  }
  const watcher = new MutationObserver(() => {
    if (!document.querySelector(CONTROLS)) return;
    watcher.disconnect();
    loadControls();
  });
  watcher.observe(document, { childList: true, subtree: true });
  return true;
}

/**
 * Started as this module runs. An export the board's bundle passes on, because package.json's
 * `sideEffects` names only the built files: a bare `import` of this module would be dropped.
 */
export const controlsWatched = loadControlsWhenUsed();
