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

/** The setup mistakes' and the attributes' messages; a failed request's are composed in developer-hints.ts. */
const MESSAGES: Readonly<Record<string, (value: string) => string>> = {
  ...SETUP_MESSAGES,
  'page-size': (limit) => `page-size must be a number from 1 to 100; using ${limit}.`,
  page: () => 'page must be a whole number from 1; showing page 1.',
  paging: () => 'paging must be "pages" or "more"; using "pages".',
  routing: () => 'routing must be "query", "hash", "none" or "path"; using "query".',
  'group-by': () => 'group-by must be "department", "office" or empty; showing no groups.',
  limit: (limit) => `the API sent more posts than limit=${limit}; showing the first ${limit}.`,
};

export function developerMessage(key: string, value: unknown = ''): string {
  return MESSAGES[key]?.(String(value)) ?? `${key} is not set up right (${String(value)}).`;
}

/** Warnings whole-board mode gives as its posts load, whose texts are in the hints' chunk too. */
const LOADING_HINTS = new Set(['source-capped', 'too-many']);

/** Says each developer's message once per board. */
export class DeveloperWarnings {
  readonly #said = new Set<string>();
  #hinting: Promise<void> | undefined;

  /** Bound, so a controller can be handed it as it is. */
  readonly warn = (key: string, value?: unknown): void => {
    if (LOADING_HINTS.has(key)) this.hint((hints) => this.#say(key, hints.loadingHint(key, String(value))));
    else this.#say(key, developerMessage(key, value));
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
