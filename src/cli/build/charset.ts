/**
 * Every page the build writes declares UTF-8 where a browser looks for it: in a `<meta charset>`
 * within the first 1,024 bytes (the encoding sniffing prescan, HTML §13.2.3.2). A host that sends
 * `text/html` without a charset (Python's http.server, some S3 setups) otherwise leaves the
 * browser to guess windows-1252, and "München" reads "MÃ¼nchen" on the page and in the data the
 * board takes over (issue 29, item 7). The pages are written in UTF-8, so that is the one charset
 * a template may declare.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { TemplateError } from './template.js';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** How far the prescan reads for a charset declaration. */
const PRESCAN_BYTES = 1024;

const DECLARATION = '<meta charset="utf-8">';

/** The charset a `<meta>` declares: `charset="…"`, or `http-equiv="content-type"` with `content="…; charset=…"`. */
function declaredCharset(meta: Element): string | undefined {
  const attribute = (name: string): string | undefined => meta.attrs.find((each) => each.name === name)?.value;
  const charset = attribute('charset');
  if (charset !== undefined) return charset.trim().toLowerCase();
  if (attribute('http-equiv')?.trim().toLowerCase() !== 'content-type') return undefined;
  return /charset\s*=\s*["']?([^"';\s]+)/i.exec(attribute('content') ?? '')?.[1]?.toLowerCase();
}

function metas(node: Node, found: Element[] = []): Element[] {
  if ('tagName' in node && node.tagName === 'meta') found.push(node);
  for (const child of 'childNodes' in node ? node.childNodes : []) metas(child, found);
  return found;
}

/** The offset in `html` where the first `length` bytes of its UTF-8 end. */
function offsetOfBytes(html: string, length: number): number {
  let bytes = 0;
  for (let index = 0; index < html.length; index += 1) {
    const code = html.codePointAt(index)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (code >= 0x10000) index += 1;
    if (bytes > length) return index;
  }
  return html.length;
}

/**
 * The template with a UTF-8 declaration the prescan finds, and what was changed (for the build's
 * output), or a TemplateError for a template that declares another charset.
 */
export function withUtf8Declaration(html: string): { html: string; change?: string } {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const declarations = metas(document)
    .map((meta) => ({ meta, charset: declaredCharset(meta) }))
    .filter((each): each is { meta: Element; charset: string } => each.charset !== undefined);
  const other = declarations.find(({ charset }) => charset !== 'utf-8' && charset !== 'utf8');
  if (other) {
    throw new TemplateError(
      `the template declares the charset "${other.charset}", but the pages are written in UTF-8 (job titles, places and the board's data need it): declare <meta charset="utf-8"> instead.`,
    );
  }
  const prescanEnd = offsetOfBytes(html, PRESCAN_BYTES);
  const first = declarations[0]?.meta.sourceCodeLocation;
  if (first && first.endOffset <= prescanEnd) return { html };
  // None, or one past the first 1,024 bytes (a long comment or inline style before it): a
  // declaration goes first in the head, and a late one is left, as it says the same.
  const at = insertionPoint(document, html);
  const text = at > 0 && html[at - 1] !== '\n' ? DECLARATION : `${DECLARATION}\n`;
  return {
    html: html.slice(0, at) + text + html.slice(at),
    change: first
      ? `moved the page's charset declaration into its first 1,024 bytes (added ${DECLARATION} at the start of <head>), where browsers look for it`
      : `added ${DECLARATION}, which the template lacks: without it a host that sends no charset shows "MÃ¼nchen" for "München"`,
  };
}

/** Right after `<head>`'s start tag; for an implied head, after `<html>`, the doctype, or at the start. */
function insertionPoint(document: DefaultTreeAdapterMap['document'], html: string): number {
  const htmlElement = document.childNodes.find((node): node is Element => 'tagName' in node && node.tagName === 'html');
  const head = htmlElement?.childNodes.find((node): node is Element => 'tagName' in node && node.tagName === 'head');
  const offset =
    head?.sourceCodeLocation?.startTag?.endOffset ??
    htmlElement?.sourceCodeLocation?.startTag?.endOffset ??
    document.childNodes.find((node) => node.nodeName === '#documentType')?.sourceCodeLocation?.endOffset ??
    0;
  return Math.min(offset, html.length);
}
