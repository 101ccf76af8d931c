/**
 * hydrate-ready's first module: `defer-hydration` on every board before the board's class is
 * defined (module scripts run once the page is parsed, so the boards are there), so Lit's hydrate
 * support holds the board's first update until entry-hydrate-ready.ts has what it needs.
 */
for (const board of document.querySelectorAll('job-board')) board.setAttribute('defer-hydration', '');
