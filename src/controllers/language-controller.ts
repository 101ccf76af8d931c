import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadLanguage } from '../i18n/languages.js';

/**
 * Gets an element's built-in texts ready: starts loading its language's table when it connects
 * (so the table loads alongside the board's first request) and re-renders the element when the
 * table arrives. Elements show no built-in text until `ready()`, so a German page never flashes
 * English first.
 */
export class LanguageController implements ReactiveController {
  /** The table load this element waits for, until it has re-rendered with it. */
  loading: Promise<void> | undefined;

  readonly #host: ReactiveControllerHost;
  readonly #language: () => string;

  constructor(host: ReactiveControllerHost, language: () => string) {
    this.#host = host;
    this.#language = language;
    host.addController(this);
  }

  hostConnected(): void {
    this.ready();
  }

  /** Whether the texts of the element's current language are here; if not, they start loading. */
  ready(): boolean {
    const load = loadLanguage(this.#language());
    if (!load) return true;
    this.loading ??= load.then(() => {
      this.loading = undefined;
      this.#host.requestUpdate();
    });
    return false;
  }
}
