/**
 * Build-time switches. The npm build keeps every feature; the script-tag builds replace this
 * module (scripts/lib/cdn-build.ts) with literal values, so code behind a switch that is off is
 * removed from that bundle, not just skipped.
 */

/**
 * Static career pages: `routing="path"` with `base-path`, and the takeover of a board that
 * `job-board-element build` prerendered. Off in `dist/cdn/job-board.js`, whose size budget it
 * would break; on in `dist/cdn/job-board-ssr.js`, the entry for prerendered pages, and in the npm
 * build.
 */
export const STATIC_PAGES: boolean = true;
