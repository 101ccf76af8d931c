/**
 * What the feed tests share: a strict reader of the XML the RSS and Atom feeds are (elements,
 * attributes, text and the five entities; anything else fails the test), and their helpers.
 */
import assert from 'node:assert/strict';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function unescape(text: string): string {
  assert.doesNotMatch(text, /&(?!(amp|lt|gt|quot|apos);)/, `every & is an entity: ${text}`);
  assert.doesNotMatch(text, /[<>]/);
  assert.doesNotMatch(text, /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/, 'no character XML 1.0 forbids');
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
}

/** Parses a whole document: the UTF-8 prolog, one root element, a final line break. */
export function parseXml(xml: string): XmlElement {
  const prolog = '<?xml version="1.0" encoding="UTF-8"?>\n';
  assert.ok(xml.startsWith(prolog), 'the XML prolog');
  assert.ok(xml.endsWith('>\n'), 'ends with the root and a line break');
  const token = /<\/([\w:-]+)>|<([\w:-]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  token.lastIndex = prolog.length;
  const stack: XmlElement[] = [{ name: '#document', attributes: {}, children: [], text: '' }];
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    assert.ok(match, `well-formed at ${at}: ${xml.slice(at, at + 60)}`);
    const [, close, open, attributes = '', selfClosing, text] = match;
    const top = stack.at(-1)!;
    if (text !== undefined) {
      top.text += unescape(text);
    } else if (close !== undefined) {
      assert.equal(close, top.name, 'closes the open element');
      stack.pop();
    } else {
      const element: XmlElement = { name: open!, attributes: {}, children: [], text: '' };
      for (const [, name, value] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) element.attributes[name!] = unescape(value!);
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  assert.equal(stack.length, 1, 'every element closed');
  assert.equal(stack[0]!.children.length, 1, 'one root element');
  return stack[0]!.children[0]!;
}

export const child = (element: XmlElement, name: string): XmlElement | undefined => element.children.find((node) => node.name === name);
export const children = (element: XmlElement, name: string): XmlElement[] => element.children.filter((node) => node.name === name);
export const textOf = (element: XmlElement, name: string): string | undefined => child(element, name)?.text.trim();
