/**
 * Descriptions built to freeze the page, around the bounds (DESCRIPTION_BOUNDS). The security
 * tests check what the board does with each; `npm run bench -- --descriptions` times opening them.
 * Pure string building: it runs in the browser tests and in the bench's Node process alike.
 */
import { DESCRIPTION_BOUNDS, withinBounds } from '../../src/elements/job-board/detail/markup-bounds.js';

const { characters, depth, elements } = DESCRIPTION_BOUNDS;

/** Nested `<div>`s, `levels` deep, around `inner`. */
export function nested(levels: number, inner = 'x'): string {
  return `${'<div>'.repeat(levels)}${inner}${'</div>'.repeat(levels)}`;
}

/** `build(n)` for the largest `n` the bounds still allow: the worst case of that shape. */
function atTheBounds(build: (n: number) => string): string {
  let allowed = 0;
  let refused = 1;
  while (withinBounds(build(refused))) refused *= 2;
  while (refused - allowed > 1) {
    const middle = Math.floor((allowed + refused) / 2);
    if (withinBounds(build(middle))) allowed = middle;
    else refused = middle;
  }
  return build(allowed);
}

/** The worst descriptions the bounds allow: each must be parsed and shown as HTML. */
export const WORST_ALLOWED: Readonly<Record<string, string>> = {
  'nesting at the depth bound, repeated': atTheBounds((n) => `<p>${nested(depth - 1)}</p>`.repeat(n)),
  'the most elements, flat': atTheBounds((n) => '<b>x</b>'.repeat(n)),
  'unclosed list items': atTheBounds((n) => `<ul>${'<li>a'.repeat(n)}</ul>`),
  'unclosed paragraphs': atTheBounds((n) => '<p>b'.repeat(n)),
  'a table of the most cells': atTheBounds((n) => `<table>${'<tr><td>a</td><td>b</td><td>c</td><td>d</td></tr>'.repeat(n)}</table>`),
  'formatting elements left open, re-opened in every later paragraph': atTheBounds(
    (n) => `<p>${Array.from({ length: 16 }, (_, i) => `<b title="${i}">`).join('')}</p>${'<p>x</p>'.repeat(n)}`,
  ),
  'misnested formatting around blocks': atTheBounds((n) => '<p><b>x<div>y</b>z</div></p>'.repeat(n)),
  'the size bound in inline styles and text': atTheBounds((n) => '<span style="color:red;font-weight:bold">text </span>'.repeat(n)),
};

/** Past the bounds: each must be shown as text, without ever being parsed as HTML. Each holds "deep" in its first 200,000 characters. */
export const PAST_THE_BOUNDS: Readonly<Record<string, string>> = {
  // Text past the first 200,000 characters is not read: "deep" leads here.
  '100,000 nested <div>s (1.1 MB)': `<p>deep</p>${nested(100_000)}`,
  '50,000 nested <div>s': `<p>deep</p>${nested(50_000)}`,
  'one level past the depth bound': nested(depth + 1, 'deep'),
  'one element past the element bound': `${'<i>x</i>'.repeat(elements)}<p>deep</p>`,
  'one list item past the element bound': `<ul>${'<li>a'.repeat(elements / 4)}<li>deep</ul>`,
  'one character past the size bound': `<p>deep</p>${'a'.repeat(characters)}`,
  '400 formatting elements left open, then paragraphs': `<p>${Array.from({ length: 400 }, (_, i) => `<b title="${i}">`).join('')}</p>${'<p>deep</p>'.repeat(2000)}`,
};
