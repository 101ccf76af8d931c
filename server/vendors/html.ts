/** The two text transforms the vendors apply to HTML: Greenhouse's entity encoding and the plain-text variants. */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * HTML entity-encoded once, as Greenhouse sends `content`: `&`, `<`, `>`, `"` and `'` (as `&#39;`,
 * the form of Ruby's `CGI.escapeHTML` and of the recorded answers; Python's `html.escape`, which
 * ats-public-apis.md names, writes `&#x27;`), so an `&nbsp;` in the HTML becomes `&amp;nbsp;`.
 */
export function escapeHtml(html: string): string {
  return html.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The text of a generated HTML fragment, as Lever's `*Plain` fields and Ashby's `descriptionPlain`
 * give it: a line break for each block, list items as "- item", entities decoded. Only for the
 * data set's own well-formed HTML, not a general converter.
 */
export function plainText(html: string): string {
  return html
    .replace(/<li>/gi, '- ')
    .replace(/<\/(?:p|div|h[1-6]|li|ul|ol)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#(\d+)|([a-z]+));/gi, (whole, code?: string, name?: string) =>
      code !== undefined ? String.fromCodePoint(Number(code)) : (NAMED[(name ?? '').toLowerCase()] ?? whole),
    )
    .replace(/\n{2,}/g, '\n')
    .trim();
}
