/**
 * The company's page the static site is made from: its own HTML with a `<job-board>` written as
 * for the script tag. Read with a real HTML parser (parse5, the one @lit-labs/ssr uses), for the
 * board's place, attributes and children; everything else of the page is kept byte for byte.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageTemplate {
  /** The whole page, as written. */
  html: string;
  /** Where `<job-board …>…</job-board>` starts and ends in `html`. */
  board: { start: number; end: number; startTagEnd: number; endTagStart: number };
  /** The board's attributes, by name, as written (entities decoded). */
  attributes: Map<string, string>;
  /** The board's children as written (its controls, the site's own slotted content). */
  childrenHtml: string;
  /** Whether a `<job-board-filter>` is among its descendants: the board then loads every post. */
  holdsFilter: boolean;
  /** The tag names of the custom elements among the board's descendants. */
  controls: string[];
  /** `<html lang>`, or empty. */
  pageLanguage: string;
  /** The text of the page's `<title>`, or empty. */
  pageTitle: string;
  /** What of the page's scripts can take the prerendered board over: see {@link takeoverScript}. */
  takeover: Takeover;
}

/**
 * - `entry`: a `<script type="module">` whose `src` path ends in `job-board.js` (the script-tag
 *   entry, from the package's dist/cdn/ or a CDN): it takes the pages over.
 * - `module`: no such script, but another module script that may bundle the package: one with a
 *   `src` (the site's own build, `/assets/index-1a2b.js`) or an inline one that imports something.
 *   The build can't see inside it, and trusts it.
 * - `classic-entry`: no such script, but `job-board.js` loaded without `type="module"`, where an
 *   ES module fails.
 * - `none`: no script that could: the pages stay static (links load whole pages, the search and
 *   filters do nothing).
 */
export type Takeover = 'entry' | 'module' | 'classic-entry' | 'none';

/** A script's `src` path (its query and fragment aside) names the script-tag entry. */
const ENTRY_SRC = /(?:^|\/)job-board\.js(?:[?#]|$)/;

/** A template the build can't use, with what to change. */
export class TemplateError extends Error {
  override readonly name = 'TemplateError';
}

export function readTemplate(html: string): PageTemplate {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const boards = findAll(document, (element) => element.tagName === 'job-board');
  if (boards.length === 0) throw new TemplateError('the template has no <job-board> element: write one as for the script tag.');
  if (boards.length > 1) throw new TemplateError(`the template has ${boards.length} <job-board> elements: the static pages are one board's.`);
  const board = boards[0]!;
  const location = board.sourceCodeLocation;
  if (!location?.startTag || !location.endTag) throw new TemplateError('the template\'s <job-board> needs its end tag, </job-board>.');
  const descendants = findAll(board, (element) => element !== board && element.tagName.includes('-'));
  const htmlElement = findAll(document, (element) => element.tagName === 'html')[0];
  const title = findAll(document, (element) => element.tagName === 'title')[0];
  return {
    html,
    board: { start: location.startOffset, end: location.endOffset, startTagEnd: location.startTag.endOffset, endTagStart: location.endTag.startOffset },
    attributes: new Map(board.attrs.map((attribute) => [attribute.name, attribute.value])),
    childrenHtml: html.slice(location.startTag.endOffset, location.endTag.startOffset),
    holdsFilter: descendants.some((element) => element.tagName === 'job-board-filter'),
    controls: [...new Set(descendants.map((element) => element.tagName))],
    pageLanguage: htmlElement?.attrs.find((attribute) => attribute.name === 'lang')?.value ?? '',
    pageTitle: title ? textOf(title).trim() : '',
    takeover: takeoverScript(findAll(document, (element) => element.tagName === 'script')),
  };
}

/** How the page's scripts stand to take the board over (see {@link Takeover}). */
export function takeoverScript(scripts: readonly Element[]): Takeover {
  const found = new Set<Takeover>();
  for (const script of scripts) {
    const attribute = (name: string) => script.attrs.find((each) => each.name === name)?.value;
    const src = attribute('src')?.trim();
    const module = attribute('type')?.trim().toLowerCase() === 'module';
    const entry = src !== undefined && ENTRY_SRC.test(src);
    if (module && entry) found.add('entry');
    else if (entry) found.add('classic-entry');
    else if (module && (src || /\bimport\b/.test(textOf(script)))) found.add('module');
  }
  // A classic job-board.js is a mistake to name even beside a bundle of the site's own.
  return (['entry', 'classic-entry', 'module'] as const).find((kind) => found.has(kind)) ?? 'none';
}

function findAll(root: Node, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && test(node)) found.push(node);
    const children = 'content' in node && node.content ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(root);
  return found;
}

function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}
