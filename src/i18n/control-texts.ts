/**
 * What the board's controls (search, workplace filter, filter) share about their texts, in a
 * module of its own so it comes with their chunks rather than with the board's entry.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LanguageController } from '../controllers/language-controller.js';

/**
 * A label the page set itself: undefined when it is empty or still the element's English default,
 * so the built-in text of the element's language shows instead.
 */
export function ownText(value: string | null | undefined, englishDefault: string): string | undefined {
  const text = value?.trim();
  return text && text !== englishDefault ? text : undefined;
}

/** The control's update completion (`complete`), once no table is loading and the render it brings is done. */
export async function textsSettled(texts: LanguageController, complete: () => Promise<boolean>): Promise<boolean> {
  let result = await complete();
  while (texts.loading) {
    await texts.loading;
    result = await complete();
  }
  return result;
}

/**
 * Renders a control again when a `lang` attribute changes in its tree (its board's, the page's),
 * so its built-in texts follow the language it is in.
 *
 * LanguageController now does this for every element it serves (issue 27, bug 1), and re-renders
 * only when the element's language did change: a control that has one needs this no more.
 */
export class LanguageChangeObserver implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  #observer: MutationObserver | undefined;

  constructor(host: ReactiveControllerHost & Element) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#observer = new MutationObserver(() => this.#host.requestUpdate());
    const root = this.#host.getRootNode();
    this.#observer.observe(root instanceof ShadowRoot ? root : document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
  }
}
