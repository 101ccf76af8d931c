/**
 * The controls the script-tag build loads in a chunk of their own (src/cdn-controls.ts): what its
 * loader looks for in the page, and what the board's views wait for (controls-wait.ts). A module
 * that imports nothing, so the loader stays first in the board's bundle.
 */
export const CHUNKED_CONTROLS = ['job-board-search', 'job-board-workplace-filter'] as const;
