import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { loadLanguage } from '../i18n/languages.js';

/**
 * Keeps an element in its language. It gets the built-in texts ready: starts loading the
 * language's table when the element connects (so the table loads alongside the board's first
 * request) and re-renders the element when the table arrives. Elements show no built-in text
 * until `ready()`, so a German page never flashes English first.
 *
 * And it re-renders the element when its language changes without a property of its own changing:
 * a `lang` set on an ancestor or on `<html>` (issue 27, bug 1: a board in the page's language kept
 * the texts and the plural rules of the language before).
 */
export class LanguageController implements ReactiveController {
  /** The table load this element waits for, until it has re-rendered with it. */
  loading: Promise<void> | undefined;

  readonly #host: ReactiveControllerHost & Element;
  readonly #language: () => string;
  /** The language of the last update, to tell a `lang` change that matters from one that doesn't. */
  #rendered: string | undefined;
  #observer: MutationObserver | undefined;

  /** `language` gives the element's language as it stands: it is read at each update and on each `lang` change around it. */
  constructor(host: ReactiveControllerHost & Element, language: () => string) {
    this.#host = host;
    this.#language = language;
    host.addController(this);
  }

  hostConnected(): void {
    this.ready();
    if (isServer) return;
    // Any `lang` in the element's tree may be the one it inherits: one observer on the tree's root
    // (the document, or the shadow root the element is in) sees every one of them.
    this.#observer ??= new MutationObserver(() => this.#languageMayHaveChanged());
    const root = this.#host.getRootNode();
    this.#observer.observe(root instanceof ShadowRoot ? root : document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    // It may have changed while the element was out of the document.
    this.#languageMayHaveChanged();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }

  hostUpdate(): void {
    this.#rendered = this.#language();
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

  #languageMayHaveChanged(): void {
    if (this.#rendered === undefined || this.#language() === this.#rendered) return;
    // The update that follows reads the new language: its texts (loaded first, see ready()), its
    // plural rules and its formats.
    this.#host.requestUpdate();
  }
}
