/**
 * What the board says to the site's developer, by key: in the console (once per board and key,
 * as soon as the mistake is seen), and as the message of a setup mistake's `job-board-error`.
 * `value` is the value at fault, or the one used instead. The long hints a failed request gives
 * (developer-hints.ts) come in a chunk of their own, loaded only after a failure: every visit
 * would otherwise download them before its first job title. The setup mistakes' messages stay
 * here, short, since a setup error's `job-board-error` carries them at once.
 */
import { SETUP_MESSAGES } from '../../core/setup-errors.js';
import { hintsChunk } from './lazy-parts.js';

/** The setup mistakes' and the attributes' messages; a failed request's and the rest are composed in developer-hints.ts. */
const MESSAGES: Readonly<Record<string, (value: string) => string>> = {
  ...SETUP_MESSAGES,
  'page-size': (limit) => `page-size must be a number from 1 to 100; using ${limit}.`,
  page: () => 'page must be a whole number from 1; showing page 1.',
  paging: () => 'paging must be "pages" or "more"; using "pages".',
  routing: () => 'routing must be "query", "hash", "none" or "path"; using "query".',
  'group-by': () => 'group-by must be "department", "office" or empty; showing no groups.',
  limit: (limit) => `the API sent more posts than limit=${limit}; showing the first ${limit}.`,
};


/** Says each developer's message once per board. */
export class DeveloperWarnings {
  readonly #said = new Set<string>();
  #hinting: Promise<void> | undefined;

  /**
   * Says the message of `key` once. Bound, so a controller can be handed it as it is. The texts
   * not listed here (whole-board mode's as its posts load, a property of the wrong type's) are in
   * the hints' chunk too: said once it is here.
   */
  readonly warn = (key: string, value: unknown = ''): void => {
    const message = MESSAGES[key];
    if (message) this.#say(key, message(String(value)));
    else this.hint((hints) => this.#say(key, hints.developerHint(key, value)));
  };

  /**
   * Says a failed request's hint once the hints' chunk is here. One that can't be loaded (the
   * network failed) says nothing: the failure's `job-board-error` has told the page already.
   */
  hint(say: (hints: typeof import('./developer-hints.js'), warn: (key: string, message: string) => void) => void): void {
    const hinting: Promise<void> = hintsChunk.load().then(
      (hints) => say(hints, this.#say),
      () => undefined,
    );
    this.#hinting = hinting;
    void hinting.finally(() => {
      if (this.#hinting === hinting) this.#hinting = undefined;
    });
  }

  /** The hint being loaded, for the host's `updateComplete`: a test or a page that awaits it sees it said. */
  get pending(): Promise<void> | undefined {
    return this.#hinting;
  }

  readonly #say = (key: string, message: string): void => {
    if (this.#said.has(key)) return;
    this.#said.add(key);
    console.warn(`<job-board>: ${message}`);
  };
}
