/**
 * The script-tag build in a page of its own, as a site loads it: a blank page in an iframe, then
 * `dist/cdn/job-board.js` as a module script (`npm test` builds dist/cdn first).
 */
import type { JobBoard } from '../../src/elements/job-board/job-board.js';

export type FrameWindow = Window & typeof globalThis;

/** A blank page in an iframe; `search` is its URL's query. */
export async function blankFrame(search = ''): Promise<{ frame: HTMLIFrameElement; win: FrameWindow }> {
  const frame = document.createElement('iframe');
  frame.src = `/test/elements/job-board/script-tag/blank.html${search}`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  return { frame, win: frame.contentWindow as FrameWindow };
}

/** Adds the build's entry to the page as a module script, as a site's script tag does. */
export function addScriptTag(win: FrameWindow): void {
  const script = win.document.createElement('script');
  script.type = 'module';
  script.src = '/dist/cdn/job-board.js';
  win.document.head.append(script);
}

/** Loads the build's entry into the page as a module script; resolves once `<job-board>` is defined. */
export async function loadScriptTag(win: FrameWindow): Promise<void> {
  addScriptTag(win);
  await win.customElements.whenDefined('job-board');
}

/** A page whose body holds `markup` when `job-board.js` runs, as a site's page does; its first `<job-board>`. */
export async function scriptTagPage(markup: string, search = ''): Promise<{ frame: HTMLIFrameElement; win: FrameWindow; board: JobBoard }> {
  const { frame, win } = await blankFrame(search);
  win.document.body.innerHTML = markup;
  await loadScriptTag(win);
  return { frame, win, board: win.document.querySelector('job-board') as JobBoard };
}
