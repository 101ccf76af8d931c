import { createElement } from 'react';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

const PROP_NAMES: Record<string, string> = {
  charset: 'charSet',
  class: 'className',
  crossorigin: 'crossOrigin',
  hreflang: 'hrefLang',
  'http-equiv': 'httpEquiv',
  referrerpolicy: 'referrerPolicy',
};

const isElement = (node: Node): node is Element => 'tagName' in node;

/**
 * renderJobBoard's `head` (title, meta, link and JSON-LD script tags) as React elements, for the
 * root layout's <head>: the JSON-LD stays in the head, where the board looks for it when it takes
 * the page over. A script's text is kept as it came (the server render escaped it for a script).
 */
export function HeadTags({ html }: { html: string }) {
  return parseFragment(html)
    .childNodes.filter(isElement)
    .map((element, index) => {
      const props: Record<string, unknown> = { key: index };
      for (const { name, value } of element.attrs) props[PROP_NAMES[name] ?? name] = value;
      const text = element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
      switch (element.tagName) {
        case 'title':
          return createElement('title', props, text);
        case 'script':
          return createElement('script', { ...props, dangerouslySetInnerHTML: { __html: text } });
        case 'meta':
        case 'link':
          return createElement(element.tagName, props);
        default:
          return null;
      }
    });
}
