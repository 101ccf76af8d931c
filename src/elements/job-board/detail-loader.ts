/**
 * Loads the detail view's chunk (its template, styles and sanitiser) once for every board on the
 * page, and adds its styles to a board's shadow root the first time that board shows a detail.
 */
import { adoptStyles, supportsAdoptingStyleSheets } from 'lit';

export type DetailView = typeof import('./detail/detail-view.js');

let loaded: DetailView | undefined;
let loading: Promise<DetailView> | undefined;

/** The detail view, when its chunk has loaded. */
export function detailView(): DetailView | undefined {
  return loaded;
}

/** Loads the detail view's chunk; a failed load (a flaky network) is tried again next time. */
export function loadDetailView(): Promise<DetailView> {
  loading ??= import('./detail/detail-view.js').then((view) => (loaded = view));
  loading.catch(() => (loading = undefined));
  return loading;
}

const styled = new WeakSet<ShadowRoot>();

/** Adds the detail's styles after the board's own, once per shadow root. */
export function adoptDetailStyles(root: HTMLElement | DocumentFragment, view: DetailView): void {
  if (!(root instanceof ShadowRoot) || styled.has(root)) return;
  styled.add(root);
  const sheet = view.detailStyles.styleSheet;
  if (supportsAdoptingStyleSheets && sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  // Without constructable style sheets Lit appends a <style>; that adds to the board's own.
  else adoptStyles(root, [view.detailStyles]);
}
