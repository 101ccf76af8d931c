/**
 * Character references decoded on the server with parse5, the build's HTML parser, where there is
 * no DOMParser: the decoder the build hands to markup-text.ts (`setEntityDecoder`) for
 * entity-escaped descriptions (Greenhouse's `content`: `&lt;p&gt;`) and the text of descriptions
 * past the bounds.
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { EntityDecoder } from '../elements/job-board/detail/markup-text.js';

type ChildNode = DefaultTreeAdapterMap['childNode'];

/**
 * The text with its character references decoded, as the HTML parser decodes them in text, every
 * `<` escaped first so that nothing in it is read as a tag or a comment. Inside a `<div>`
 * context, so no text is taken for a `<head>`'s.
 */
export const parse5EntityDecoder: EntityDecoder = (text) => {
  const fragment = parseFragment(text.replace(/</g, '&lt;'));
  return fragment.childNodes.map((node: ChildNode) => ('value' in node && node.nodeName === '#text' ? node.value : '')).join('');
};
