import { isServer, nothing, type CSSResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';

/**
 * A lazily loaded part's styles in a board prerendered on the server. In the browser the part
 * adopts its styles into the board's shadow root when it loads; the server's markup carries them
 * as a `<style>` element instead, which goes with that markup at the board's first render.
 * Call it behind `isServer` (`isServer ? serverStyles(…) : nothing`): the browser builds then drop
 * this module, rather than load it as a chunk of its own.
 */
export function serverStyles(styles: CSSResult): ReturnType<typeof unsafeHTML> | typeof nothing {
  return isServer ? unsafeHTML(`<style>${styles.cssText}</style>`) : nothing;
}
