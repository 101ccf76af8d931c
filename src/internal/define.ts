import { isServer } from 'lit';
import { replacesServerMarkup } from '../elements/job-board/prerendered.js';

/**
 * Registers a custom element unless the tag is taken, so loading the package twice (a script tag
 * and a bundle on the same page) never throws `NotSupportedError`. Lit's `@customElement` would.
 * A prerendered element's server markup goes as it connects, unless the element takes it over
 * itself (`takesOverServerMarkup`: the board, see TakeoverController).
 */
export function defineElement(tag: string, element: CustomElementConstructor, { takesOverServerMarkup = false } = {}): void {
  if (customElements.get(tag)) return;
  if (!isServer && !takesOverServerMarkup) replacesServerMarkup(element);
  customElements.define(tag, element);
}
