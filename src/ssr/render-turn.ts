/**
 * One server render at a time. Lit's server render reads module state set around it: the
 * embedded data (`setServerData`), the page's `location` (a global: the board makes its links from
 * it) and the language of the board's texts (`setServerLanguage`). A build renders one page after
 * another, but a framework's server renders several requests at once, and two renders that
 * interleave across an `await` would read each other's. Callers fetch their data first, outside
 * their turn; the turn itself is the short synchronous render.
 */

let last: Promise<unknown> = Promise.resolve();

/** Runs `task` once every task queued before it has settled; resolves or rejects as it does. */
export function inRenderTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = last.then(task);
  // A failed render is its caller's to handle; the next one runs all the same.
  last = run.catch(() => undefined);
  return run;
}
