/**
 * Loads the detail view's chunk (its template, styles and sanitiser) once for every board on the
 * page, and adds its styles to a board's shadow root the first time that board shows a detail.
 */
import { adoptStyles, type CSSResultOrNative } from 'lit';

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

/**
 * Adds the detail's styles after the board's own (`boardStyles`), once per shadow root. Lit's
 * `adoptStyles` sets the root's style sheets, or appends `<style>` elements where constructable
 * style sheets are missing (Safari before 16.4: there the board's rules come twice, harmlessly).
 */
export function adoptDetailStyles(root: HTMLElement | DocumentFragment, boardStyles: CSSResultOrNative[], view: DetailView): void {
  if (!(root instanceof ShadowRoot) || styled.has(root)) return;
  styled.add(root);
  adoptStyles(root, [...boardStyles, view.detailStyles]);
}
