/**
 * How much work a description's HTML would make the page do, judged from its tags before it is
 * parsed: the bounds, and the one linear scan that checks them.
 */

/**
 * A description past these bounds is never parsed as HTML: it is shown as plain text, cut at
 * `characters`. Parsing time grows with size, with the number of elements and, quadratically,
 * with nesting depth (100,000 nested `<div>`s held a page's main thread for 30 s); within them
 * the longest task stays well under 200 ms (`npm run bench -- --descriptions-only`).
 */
export interface DescriptionBounds {
  readonly characters: number;
  readonly depth: number;
  readonly elements: number;
}

export const DESCRIPTION_BOUNDS: DescriptionBounds = {
  /** Characters of HTML, or of text. Real descriptions, inline styles included, stay under 60,000. */
  characters: 100_000,
  /** Elements open at once. Rich-text editors rarely pass 20. */
  depth: 64,
  /**
   * Elements the parser would create, counted from the tags, including the formatting elements
   * (`<b>`, `<font>` …) it opens again in every block after one that left them open. Long real
   * descriptions have about a thousand. A list item counts as four: its marker makes it that
   * much dearer to lay out.
   */
  elements: 3_000,
};

/** Elements without content: never open. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements a sibling of the same name ends (`<li>a<li>b`). */
const SELF_ENDING = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'thead', 'tbody', 'tfoot']);
/** The formatting elements the HTML parser re-opens after a block that ended them. */
const FORMATTING = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);
/**
 * Start tags that end an open paragraph (the HTML standard's "close a p element" cases), but for
 * `<table>`, which does so only in no-quirks documents: DOMPurify parses in a quirks one.
 */
const CLOSES_PARAGRAPH = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
  'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section', 'summary', 'ul', 'li', 'dd', 'dt', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'pre', 'listing', 'form', 'hr', 'xmp', 'plaintext',
]);
/** Elements that hide a paragraph outside them from a block inside ("button scope"). */
const SCOPE_BOUNDARIES = new Set(['applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template', 'button', 'svg', 'math']);

/** Where the open paragraph a block would end is, or -1. */
function paragraphInScope(open: readonly OpenElement[]): number {
  for (let index = open.length - 1; index >= 0; index -= 1) {
    const { name } = open[index]!;
    if (name === 'p') return index;
    if (SCOPE_BOUNDARIES.has(name)) return -1;
  }
  return -1;
}

/** A list item costs layout about four times another element (its marker): counted as four. */
const LIST_ITEM_COST = 4;
/** A tag's start up to its `>` (or the end): the name, and the attributes that tell formatting elements apart. */
const TAG = /<(\/?)([a-z][^\s/>]*)[^>]*/gi;

/** An element the scan takes to be open: its name, and for a formatting element its start tag. */
interface OpenElement {
  name: string;
  tag: string;
}

/** A table's cell or caption: a table started inside one nests in it. */
const isCellOrCaption = (element: OpenElement): boolean => element.name === 'td' || element.name === 'th' || element.name === 'caption';

function lastIndexNamed(elements: readonly OpenElement[], name: string): number {
  for (let index = elements.length - 1; index >= 0; index -= 1) if (elements[index]!.name === name) return index;
  return -1;
}

/**
 * Whether HTML stays within DESCRIPTION_BOUNDS, judged from its tags alone in one linear pass.
 * The parser's rules are approximated so as to count rather too much than too little: a sibling
 * ends an open `<p>` or `<li>` of its name; a table's cells get their row and body; a table
 * started among another's rows ends that one; an end tag
 * ends everything it encloses, and the formatting elements it ends that way are re-opened by
 * the parser inside every later element (three alike at most: its "Noah's Ark" clause); a
 * misnested formatting end tag (`<b><div></b>`) moves the element inside the blocks.
 */
export function withinBounds(html: string, bounds: DescriptionBounds = DESCRIPTION_BOUNDS): boolean {
  if (html.length > bounds.characters) return false;
  const open: OpenElement[] = [];
  /** Formatting elements ended by an enclosing end tag, which the parser re-opens ("reconstructs"). */
  const reopened: OpenElement[] = [];
  let elements = 0;
  /** Ends the element at `at` and all inside it; the formatting ones among them stay for re-opening. */
  const closeFrom = (at: number): void => {
    for (const element of open.splice(at).slice(1)) {
      if (!FORMATTING.has(element.name)) continue;
      const alike = reopened.filter((other) => other.tag === element.tag);
      if (alike.length >= 3) reopened.splice(reopened.indexOf(alike[0]!), 1);
      reopened.push(element);
    }
  };
  for (const [tag, end, tagName] of html.matchAll(TAG)) {
    const name = tagName!.toLowerCase();
    let depth: number;
    if (end) {
      let at = lastIndexNamed(open, name);
      // An end tag does not reach past a table cell, a caption or a button (nor `</li>` past a
      // list) it is outside of.
      const outside = (element: OpenElement): boolean => SCOPE_BOUNDARIES.has(element.name) || (name === 'li' && (element.name === 'ul' || element.name === 'ol'));
      if (open.slice(at + 1).some(outside)) at = -1;
      if (at !== -1 && FORMATTING.has(name) && at < open.length - 1) {
        // The parser keeps the blocks inside open and moves a copy of the formatting element
        // into them: counted at the top, the deepest it can be.
        open.push(...open.splice(at, 1));
        elements += 1;
        continue;
      }
      if (at !== -1) {
        closeFrom(at);
        continue;
      }
      const stale = lastIndexNamed(reopened, name);
      if (stale !== -1) {
        // Its own end tag takes a formatting element off the parser's list for good.
        reopened.splice(stale, 1);
        continue;
      }
      // A stray `</p>` or `</br>` makes an empty element; other stray end tags are ignored.
      if (name !== 'p' && name !== 'br') continue;
      elements += 1;
      depth = open.length + reopened.length + 1;
    } else {
      if (SELF_ENDING.has(name) && open[open.length - 1]?.name === name) open.pop();
      // A table started where a table's rows go, not in a cell or caption of it, ends that table
      // first: the parser makes the two siblings (`<table><table>`), so what follows is outside.
      if (name === 'table') {
        const table = lastIndexNamed(open, 'table');
        if (table !== -1 && !open.slice(table + 1).some(isCellOrCaption)) closeFrom(table);
      }
      // A block starting inside a paragraph ends it first (`<p><div>` are siblings).
      if (CLOSES_PARAGRAPH.has(name)) {
        const paragraph = paragraphInScope(open);
        if (paragraph !== -1) closeFrom(paragraph);
      }
      const top = open[open.length - 1]?.name;
      const implied = (name === 'td' || name === 'th') && top !== 'tr' ? (top === 'table' ? ['tbody', 'tr'] : ['tr']) : name === 'tr' && top === 'table' ? ['tbody'] : [];
      open.push(...implied.map((wrapper) => ({ name: wrapper, tag: wrapper })));
      elements += (name === 'li' ? LIST_ITEM_COST : 1) + implied.length + reopened.length;
      depth = open.length + reopened.length + 1;
      if (!VOID_ELEMENTS.has(name)) open.push({ name, tag: tag.toLowerCase() });
    }
    if (depth > bounds.depth || elements > bounds.elements) return false;
  }
  return true;
}
