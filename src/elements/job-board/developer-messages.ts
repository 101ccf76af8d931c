/**
 * What the board says to the site's developer, by key: in the console, once per board and key.
 * A setup mistake's message is said at once, and is its `job-board-error`'s message too, so it is
 * here. Every other text (an attribute's wrong value, a property of the wrong type, the long hints
 * a failed request gives) is in developer-hints.ts, a chunk of its own loaded when one is first
 * said: every visit would otherwise download them before its first job title. `value` is the
 * value at fault, or the one used instead.
 */
import type { SetupErrorCode } from '../../core/client-plan.js';
import { SETUP_MESSAGES } from '../../core/setup-errors.js';
import { hintsChunk } from './lazy-parts.js';

/** Says each developer's message once per board. */
export class DeveloperWarnings {
  readonly #said = new Set<string>();
  #hinting: Promise<void> | undefined;

  /**
   * Says the message of `key` once. Bound, so a controller can be handed it as it is. A setup
   * mistake's is said at once; the others' texts (an attribute's wrong value, whole-board mode's
   * as its posts load) are in the hints' chunk: said once it is here.
   */
  readonly warn = (key: string, value: unknown = ''): void => {
    // A setup mistake's message is its job-board-error's too, so it is here at once.
    const message = SETUP_MESSAGES[key as SetupErrorCode];
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
