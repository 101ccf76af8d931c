/**
 * The board's own controls, loaded on demand where they are not registered yet. The npm entry
 * registers them up front, so this never loads anything there; the script-tag build leaves them
 * out of its entry (a board without controls never downloads them) and relies on this: a board
 * that holds one, or a page that has one when the script runs, loads its chunk.
 */
const CONTROLS: Readonly<Record<string, () => Promise<unknown>>> = {
  'job-board-search': () => import('../job-board-search/job-board-search.js'),
  'job-board-workplace-filter': () => import('../job-board-workplace-filter/job-board-workplace-filter.js'),
  'job-board-filter': () => import('../job-board-filter/job-board-filter.js'),
};

let warned = false;

/**
 * Loads the chunk of every control found in `root` that is not registered yet; the promise
 * resolves once they are, and there is none when nothing is missing. A chunk that cannot be loaded
 * leaves its control unregistered (the listing works without it) and is said once in the console.
 */
export function defineControls(root: ParentNode): Promise<void> | undefined {
  const missing = Object.keys(CONTROLS).filter((tag) => !customElements.get(tag) && root.querySelector(tag));
  if (missing.length === 0) return undefined;
  return Promise.all(missing.map((tag) => CONTROLS[tag]!())).then(
    () => undefined,
    (error: unknown) => {
      if (!warned) console.warn('job-board-element: the search or filter control could not be loaded.', error);
      warned = true;
    },
  );
}
