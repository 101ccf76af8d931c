/**
 * Plain text as HTML, in a module of its own: the structured data, the detail view and the server
 * render show a plain-text description with it, and the Lever adapter turns its plain-text parts
 * into the HTML its description is, without bringing the structured data into the adapters' chunk.
 */

const ESCAPED_HTML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as HTML paragraphs: a blank line between paragraphs, a line break within one. */
export function textAsHtml(plain: string): string {
  return plain
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.trim().replace(/[&<>"]/g, (character) => ESCAPED_HTML[character]!).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
