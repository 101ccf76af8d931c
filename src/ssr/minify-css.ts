/**
 * The styles of a prerendered board, made smaller: every page carries them inline (a declarative
 * shadow root can't share a style sheet with the next page), and the server renderer writes them as
 * the source has them, comments and indentation included, about half of a job page.
 *
 * Conservative on purpose: comments go, runs of white space become one space, and the spaces next
 * to `{`, `}`, `;` and `,` go; never around `:`, which would turn a descendant `a :hover` into
 * `a:hover`. The elements' styles hold no strings whose spaces matter. The browser reads the
 * result exactly as it read the original. (The demo's production build minifies its css``
 * literals with it too: scripts/lib/minify-css-literals.ts.)
 */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** Every `<style>` element's text in some HTML, minified. */
export function minifyStyleElements(html: string): string {
  return html.replace(/(<style>)([\s\S]*?)(<\/style>)/g, (_, open: string, css: string, close: string) => `${open}${minifyCss(css)}${close}`);
}
