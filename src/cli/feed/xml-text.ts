/** Text made safe for an XML 1.0 document (the RSS and Atom feeds). */
import { escapeXml } from '../sitemap-xml.js';

/**
 * Everything outside XML 1.0's `Char` production (https://www.w3.org/TR/xml/#charsets): C0
 * controls but tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF. No entity
 * can carry them (`&#0;` is not well-formed either): a feed with one is refused by every parser,
 * so they are dropped.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML 1.0 can't hold. */
export function withoutNonXmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/** `text` for XML content or a quoted attribute value: the characters XML can't hold dropped, the five special ones escaped. */
export function xmlText(text: string): string {
  return escapeXml(withoutNonXmlChars(text));
}

/** An element with text content, `<name>text</name>`, or nothing when the text is undefined or empty. */
export function textElement(indent: string, name: string, text: string | undefined, attributes = ''): string[] {
  return text ? [`${indent}<${name}${attributes}>${xmlText(text)}</${name}>`] : [];
}
