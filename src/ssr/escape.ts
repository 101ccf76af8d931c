/**
 * Text escaped for HTML (and XML) content and attribute values: XML's five entities are HTML's
 * too, so an escaped value can neither end its quotes nor open a tag. The sitemap, the feeds and
 * the server render's tags all escape with this one.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
