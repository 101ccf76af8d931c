/**
 * Registers a custom element unless the tag is taken, so loading the package twice (a script tag
 * and a bundle on the same page) never throws `NotSupportedError`. Lit's `@customElement` would.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
