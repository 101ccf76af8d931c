/**
 * A small XML reader for the two XML sources (Personio's `/xml` feed, Teamtailor's `jobs.rss`),
 * the same in the browser and in Node, which has no `DOMParser`. Hand-written rather than a
 * library: both feeds are plain element trees, and a general parser (fast-xml-parser, the usual
 * isomorphic one) is a dependency of every browser install, several times this module's size,
 * with entity and DOCTYPE handling of its own to configure safely.
 *
 * What it reads: the XML declaration, processing instructions and comments (skipped), a DOCTYPE
 * (skipped whole, internal subset included: its entities are never expanded, so a "billion laughs"
 * document cannot grow), elements and their attributes (names kept as written, namespace prefix
 * and all: `tt:location`), character data, CDATA sections, the five predefined entities and
 * numeric character references. One pass over the text, each delimiter found with `indexOf` or a
 * sticky expression: linear in the input.
 *
 * What it refuses, as `BAD_RESPONSE`: anything that is not well-formed (an unclosed or mismatched
 * tag, a stray `&`, an entity XML does not predefine, text or a second element outside the root,
 * a repeated attribute), and nesting deeper than {@link MAX_XML_DEPTH}.
 */
import { JobBoardApiError } from '../errors.js';

/** One element: its name as written, its attributes, its child elements, and its own text. */
export interface XmlElement {
  readonly name: string;
  /** By name as written; a map without a prototype, so no name can reach `Object.prototype`. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The element's own character data and CDATA, entities decoded, in order (not its children's). */
  readonly text: string;
}

/** Deeper nesting than any feed needs: a document nested past it is refused, not walked. */
export const MAX_XML_DEPTH = 64;

interface OpenElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function malformed(reason: string, at: number): JobBoardApiError {
  return new JobBoardApiError({ status: 200, code: 'BAD_RESPONSE', message: `Not well-formed XML: ${reason} at offset ${at}.` });
}

/** An XML name, prefix and all (`tt:location`, `workzag-jobs`): ASCII letters and any non-ASCII letter. */
const NAME_SOURCE = '[A-Za-z_:\\u00c0-\\uffff][-.\\w:\\u00b7\\u00c0-\\uffff]*';
const NAME = new RegExp(NAME_SOURCE, 'y');
/** One attribute: whitespace, name, `=`, a quoted value without `<`; with groups for name and value, or none. */
const attributeSource = (groups: boolean) => (groups ? `\\s+(${NAME_SOURCE})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')` : `\\s+${NAME_SOURCE}\\s*=\\s*(?:"[^"<]*"|'[^'<]*')`);
/**
 * A whole start tag in one match, so the native regular expression does the scanning: its name,
 * its attributes (one quoted value each, without `<`), and `/` when it closes itself.
 */
const START_TAG = new RegExp(`<(${NAME_SOURCE})((?:${attributeSource(false)})*)\\s*(/?)>`, 'y');
/** The attributes of a start tag that has some, one by one. */
const ATTRIBUTES = new RegExp(attributeSource(true), 'g');
/** The end of an end tag after its name. */
const END_TAG_END = /\s*>/y;
const WHITESPACE = /^[ \t\n\r]*$/;

/** A reference: `&name;`, `&#digits;`, `&#xhex;`, or a bare `&` (which is an error). */
const REFERENCE = /&(?:#(\d+)|#x([\dA-Fa-f]+)|([A-Za-z_:][-.\w:]*))?(;?)/g;
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * A character XML allows (its `Char` production): no NUL or other C0 control but tab and the line
 * ends, no surrogate, no U+FFFE or U+FFFF, nothing past U+10FFFF.
 */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x9 || code === 0xa || code === 0xd;
  if (code < 0xd800) return true;
  if (code < 0xe000) return false;
  return code < 0xfffe || (code >= 0x10000 && code <= 0x10ffff);
}

/** An `&` that starts anything but one of the five predefined entities. */
const OTHER_REFERENCE = /&(?!(?:lt|gt|amp|quot|apos);)/;

/**
 * Text with its references decoded; a character reference to no allowed character is U+FFFD.
 * Entity-escaped HTML (Teamtailor's descriptions) holds hundreds of `&lt;` per post: text with the
 * predefined entities only is decoded by five global replacements (the fastest of the ways
 * measured), `&amp;` last so that `&amp;lt;`
 * stays `&lt;`; a callback per reference is kept for the rest.
 */
function decode(raw: string, at: number): string {
  if (!raw.includes('&')) return raw;
  if (!OTHER_REFERENCE.test(raw)) {
    return raw.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  }
  return raw.replace(REFERENCE, (_: string, decimal?: string, hex?: string, name?: string, semicolon?: string, offset?: number) => {
    const where = at + (offset ?? 0);
    if (semicolon !== ';' || (decimal === undefined && hex === undefined && name === undefined)) throw malformed('a "&" that starts no reference', where);
    if (name !== undefined) {
      const value = Object.hasOwn(PREDEFINED, name) ? PREDEFINED[name] : undefined;
      // Entities a DOCTYPE declares are never expanded (and HTML's `&nbsp;` is no XML entity).
      if (value === undefined) throw malformed(`the entity "&${name};", which XML does not define`, where);
      return value;
    }
    // Very long digit strings read as a number past U+10FFFF: U+FFFD too.
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    return isXmlChar(code) ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** An attribute value as XML normalises it: references decoded, each tab and line end a space. */
function attributeValue(raw: string, at: number): string {
  return decode(raw.replace(/[\t\n\r]/g, ' '), at);
}

function elementOf(open: OpenElement): XmlElement {
  return { name: open.name, attributes: open.attributes, children: open.children, text: open.text };
}

/** Where `delimiter` starts at or after `from`, or an error naming what was left open. */
function find(xml: string, delimiter: string, from: number, what: string): number {
  const end = xml.indexOf(delimiter, from);
  if (end === -1) throw malformed(`an unclosed ${what}`, from);
  return end;
}

/** Where a DOCTYPE ends (after its `>`), its internal subset and quoted strings skipped. */
function doctypeEnd(xml: string, from: number): number {
  let depth = 0;
  for (let at = from; at < xml.length; at++) {
    const char = xml[at];
    if (char === '"' || char === "'") at = find(xml, char, at + 1, 'DOCTYPE string');
    // A comment in the internal subset may hold a quote or a bracket of its own.
    else if (xml.startsWith('<!--', at)) at = find(xml, '-->', at + 4, 'comment') + 2;
    else if (char === '[') depth++;
    else if (char === ']') depth--;
    else if (char === '>' && depth <= 0) return at + 1;
  }
  throw malformed('an unclosed DOCTYPE', from);
}

const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
/** The attributes of every element that has none (most): one frozen map, not one each. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze(Object.create(null) as Record<string, string>);

/** Where the end tag at `at` ends, when it closes `name`; an error naming the mismatch otherwise. */
function endTagEnd(xml: string, at: number, name: string): number {
  const after = at + 2 + name.length;
  // The usual case, `</name>`, without a regular expression.
  if (xml.startsWith(name, at + 2) && xml.charCodeAt(after) === 0x3e) return after + 1;
  NAME.lastIndex = at + 2;
  const written = NAME.exec(xml)?.[0];
  if (written !== name) throw malformed(`</${written ?? ''}> where </${name}> was expected`, at);
  END_TAG_END.lastIndex = after;
  if (!END_TAG_END.test(xml)) throw malformed(`an unfinished end tag </${name}>`, at);
  return END_TAG_END.lastIndex;
}

/** Why the start tag at `at` does not read: no name after the `<`, or no end to the tag. */
function startTagFault(xml: string, at: number): JobBoardApiError {
  NAME.lastIndex = at + 1;
  const name = NAME.exec(xml)?.[0];
  return malformed(name === undefined ? 'a "<" that starts no tag' : `an unfinished start tag <${name}>`, at);
}

/** The attributes of a start tag, decoded, in a map without a prototype; a repeated one is an error. */
function attributesOf(source: string, at: number): Record<string, string> {
  if (source === '') return NO_ATTRIBUTES;
  const attributes = Object.create(null) as Record<string, string>;
  for (const match of source.matchAll(ATTRIBUTES)) {
    const name = match[1]!;
    if (Object.hasOwn(attributes, name)) throw malformed(`the attribute ${name} repeated`, at);
    attributes[name] = attributeValue(match[2] ?? match[3] ?? '', at);
  }
  return attributes;
}

/**
 * The document's root element. Throws `BAD_RESPONSE` (a {@link JobBoardApiError}) for text that is
 * not one well-formed XML element, or that nests deeper than {@link MAX_XML_DEPTH}.
 */
export function parseXml(input: string): XmlElement {
  // XML reads every line end as "\n" (XML 1.0 §2.11); a byte order mark is no content.
  const xml = (input.startsWith('\ufeff') ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  let at = 0;

  const addText = (value: string, start: number) => {
    const open = stack[stack.length - 1];
    if (open) open.text += value;
    else if (!WHITESPACE.test(value)) throw malformed('text outside the root element', start);
  };

  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    if (lt !== at) {
      const end = lt === -1 ? xml.length : lt;
      const raw = xml.slice(at, end);
      addText(stack.length > 0 ? decode(raw, at) : raw, at);
      at = end;
      continue;
    }
    const next = xml.charCodeAt(at + 1);
    if (next === BANG || next === QUESTION) {
      if (xml.startsWith('<?', at)) {
        at = find(xml, '?>', at + 2, 'processing instruction') + 2;
      } else if (xml.startsWith('<!--', at)) {
        at = find(xml, '-->', at + 4, 'comment') + 3;
      } else if (xml.startsWith('<![CDATA[', at)) {
        const end = find(xml, ']]>', at + 9, 'CDATA section');
        if (stack.length === 0) throw malformed('a CDATA section outside the root element', at);
        addText(xml.slice(at + 9, end), at);
        at = end + 3;
      } else if (xml.startsWith('<!DOCTYPE', at)) {
        if (root !== undefined || stack.length > 0) throw malformed('a DOCTYPE after the root element started', at);
        at = doctypeEnd(xml, at + 9);
      } else throw malformed('a "<" that starts no tag', at);
    } else if (next === SLASH) {
      const open = stack.pop();
      if (open === undefined) throw malformed('an end tag without a start tag', at);
      at = endTagEnd(xml, at, open.name);
      const element = elementOf(open);
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else root = element;
    } else {
      START_TAG.lastIndex = at;
      const match = START_TAG.exec(xml);
      if (match === null) throw startTagFault(xml, at);
      if (root !== undefined) throw malformed('a second root element', at);
      if (stack.length >= MAX_XML_DEPTH) throw malformed(`elements nested deeper than ${MAX_XML_DEPTH}`, at);
      at = START_TAG.lastIndex;
      const open: OpenElement = { name: match[1]!, attributes: attributesOf(match[2]!, at), children: [], text: '' };
      if (match[3] === '/') {
        const parent = stack[stack.length - 1];
        if (parent) parent.children.push(elementOf(open));
        else root = elementOf(open);
      } else stack.push(open);
    }
  }
  if (stack.length > 0) throw malformed(`an unclosed <${stack[stack.length - 1]!.name}>`, xml.length);
  if (root === undefined) throw malformed('no root element', 0);
  return root;
}

/** The first child element named `name` (as written, prefix included), if any. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((entry) => entry.name === name);
}

/** Every child element named `name`, in document order. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element === undefined ? [] : element.children.filter((entry) => entry.name === name);
}

/** The element's own text without surrounding whitespace, when that leaves something. */
export function textOf(element: XmlElement | undefined): string | undefined {
  const value = element?.text.trim();
  return value === undefined || value === '' ? undefined : value;
}
