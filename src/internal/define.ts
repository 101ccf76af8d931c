import { CSSResult, isServer, type ReactiveElement } from 'lit';
import { replacesServerMarkup } from '../elements/job-board/prerendered.js';

/**
 * Registers a custom element unless the tag is taken, so loading the package twice (a script tag
 * and a bundle on the same page) never throws `NotSupportedError`. Lit's `@customElement` would.
 * A prerendered element's server markup goes as it connects, unless the element takes it over
 * itself (`takesOverServerMarkup`: the board, see TakeoverController).
 *
 * `prepareStyles`: the element's constructed style sheets are made as it is defined, as a
 * hand-written element makes its sheet when its script runs, rather than by Lit at the first
 * connect, inside the first render. For an element that is on the page as soon as its script
 * runs (the board); the controls, which many pages don't use, keep Lit's lazy sheets.
 */
export function defineElement(tag: string, element: CustomElementConstructor, { takesOverServerMarkup = false, prepareStyles = false } = {}): void {
  if (customElements.get(tag)) return;
  if (!isServer && !takesOverServerMarkup) replacesServerMarkup(element);
  customElements.define(tag, element);
  // Defined, the element has gathered its `static styles`: each CSSResult makes its sheet now (on
  // first read), and the element's list holds the sheets themselves, which Lit adopts as they are.
  // Written back, not just read: the minifier takes a getter for pure (pure_getters) and dropped a
  // bare read, so the sheets were made inside the first render again (test/internal/define.test.ts).
  if (!isServer && prepareStyles) {
    const styled = element as unknown as typeof ReactiveElement;
    styled.elementStyles = styled.elementStyles.map((style) => (style instanceof CSSResult ? (style.styleSheet ?? style) : style));
  }
}
