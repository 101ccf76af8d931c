import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { withoutInlineStyles } from '../../src/elements/job-board/detail/description.js';

/**
 * The pass that takes `<style>` elements and `style`/`on*` attributes out of a description
 * before DOMPurify parses it, so a site with a strict Content-Security-Policy sees no violation
 * reports (csp.test.ts). It must remove exactly those and nothing else, and stay fast on any input.
 */

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

/** What the pass should amount to, done on the parsed DOM: the same elements and text, minus those. */
function strippedInDom(html: string): string {
  const body = parse(html);
  for (const style of body.querySelectorAll('style')) style.remove();
  for (const element of body.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) if (/^(style|on.*)$/i.test(name)) element.removeAttribute(name);
  }
  return body.innerHTML;
}

const TAGS = ['p', 'div', 'span', 'a', 'strong', 'em', 'ul', 'li', 'h3', 'section', 'blockquote', 'b', 'font'];
const VOID_TAGS = ['img', 'br', 'hr'];
const ATTRIBUTE_NAMES = ['style', 'STYLE', 'onclick', 'onerror', 'OnMouseOver', 'class', 'title', 'href', 'alt', 'data-on', 'id', 'one', 'styles', 'lang'];

/** An attribute value in one of HTML's three quotings; never `<` (a known limit of the pass, see description.ts). */
const attribute = fc
  .tuple(
    fc.constantFrom(...ATTRIBUTE_NAMES),
    fc.constantFrom('"', "'", '', 'none'),
    fc.constantFrom('x', 'color: red', ' style="a" ', 'on=1', "it's", 'a>b', 'say "hi"', 'onclick=alert(1)', '', 'https://x.example/?a=1&b=2', '/jobs/1'),
    fc.constantFrom(' ', '  ', '\n', '/'),
  )
  .map(([name, quote, value, separator]) => {
    if (quote === 'none') return `${separator === '/' ? ' ' : separator}${name}`;
    if (quote === '') {
      const bare = value.replace(/[\s"'=<>`]/g, '') || 'v';
      return `${separator === '/' ? ' ' : separator}${name}=${bare}`;
    }
    const inner = value.split(quote).join('');
    return `${separator === '/' ? ' ' : separator}${name}=${quote}${inner}${quote}`;
  });

const text = fc.constantFrom('Hello', ' style="x" ', 'on=1', 'a > b', 'Click on the link', 'x=y', '&amp; more', 'onclick=go()', '   ');

const html: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.tuple(fc.constantFrom(...VOID_TAGS), fc.array(attribute, { maxLength: 4 })).map(([tag, attributes]) => `<${tag}${attributes.join('')}>`),
    fc.constantFrom('.a { color: red }', 'p > b { x: 1 }', '').map((css) => `<style>${css}</style>`),
    fc
      .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 4 }), tie('nodes'))
      .map(([tag, attributes, children]) => `<${tag}${attributes.join('')}>${children}</${tag}>`),
  ),
  nodes: fc.array(tie('node'), { maxLength: 4 }).map((nodes) => nodes.join('')),
})).nodes;

describe('the inline-style pass before the sanitiser', () => {
  it('removes style elements and style/on* attributes, keeping everything else', () => {
    const cases: [string, string][] = [
      ['<p style="color:red" class="lead">Hi</p>', '<p class="lead">Hi</p>'],
      ['<img src=x onerror=alert(1)>', '<img src=x>'],
      ['<img/src/onerror=alert(1)>', '<img/src>'],
      ['<a href="/x" OnClick=\'go()\' title="on=1 style=2">on=1 style="x"</a>', '<a href="/x" title="on=1 style=2">on=1 style="x"</a>'],
      ['<style>p { color: red }</style><p>x</p><STYLE type="text/css">.a{}</STYLE>', '<p>x</p>'],
      ['<svg><style>rect{}</style><rect style="fill:red"/></svg>', '<svg><rect/></svg>'],
      ['Click on the link, style = good', 'Click on the link, style = good'],
      ['<p title="a>b" style="x">t</p>', '<p title="a>b">t</p>'],
      // Any on* name goes (no sanitiser keeps an unknown attribute); data-on and styles stay.
      ['<p data-on="1" one="2" styles="3">t</p>', '<p data-on="1" styles="3">t</p>'],
    ];
    for (const [input, output] of cases) expect(withoutInlineStyles(input), input).to.equal(output);
  });

  it('amounts to removing exactly those from the parsed DOM, for 500 generated fragments', () => {
    let removedSomething = 0;
    fc.assert(
      fc.property(html, (fragment) => {
        const passed = withoutInlineStyles(fragment);
        if (passed !== fragment) removedSomething += 1;
        expect(parse(passed).innerHTML).to.equal(strippedInDom(fragment));
      }),
      { numRuns: 500 },
    );
    expect(removedSomething).to.be.greaterThan(100);
  });

  it('takes linear time on hostile input (no catastrophic backtracking)', () => {
    const inputs = [
      '<style '.repeat(50_000),
      '<p "'.repeat(100_000),
      `<p ${'a '.repeat(500_000)}`,
      `<p a=${'b/'.repeat(500_000)}>`,
      `<style>${'a'.repeat(1_000_000)}`,
      '<p style="'.repeat(50_000),
    ];
    for (const input of inputs) {
      const start = performance.now();
      withoutInlineStyles(input);
      expect(performance.now() - start, input.slice(0, 12)).to.be.below(500);
    }
  });
});
