/** Writing the XML vendors' answers (Personio's feed, Teamtailor's RSS): text escaped, HTML in CDATA. */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Character data escaped as XML builders write it (`&`, `<`, `>`), so HTML escaped this way is
 * "entity-escaped once", as Teamtailor's RSS sends descriptions.
 */
export function xmlText(text: string): string {
  return text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char);
}

/** Text as one CDATA section, as Personio sends its HTML; a `]]>` inside splits it in two. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/**
 * Every character outside ASCII as a decimal character reference (`東` → `&#26481;`), as Ruby's
 * Builder (Rails' XML templates) writes text. Teamtailor's feed being one is an inference: the
 * reference's example is all ASCII.
 */
export function asciiOnly(text: string): string {
  return text.replace(/[^\x00-\x7f]/gu, (char) => `&#${char.codePointAt(0)};`);
}
