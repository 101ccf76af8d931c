import { isServer } from 'lit';
import { replacesServerMarkup } from '../elements/job-board/prerendered.js';
import { STATIC_PAGES } from './features.js';

/**
 * Registers a custom element unless the tag is taken, so loading the package twice (a script tag
 * and a bundle on the same page) never throws `NotSupportedError`. Lit's `@customElement` would.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (customElements.get(tag)) return;
  if (STATIC_PAGES && !isServer) replacesServerMarkup(element);
  customElements.define(tag, element);
}
