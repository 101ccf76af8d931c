/**
 * The static-page build's description sanitiser (src/ssr/server-sanitizer.ts): the browser's
 * policy run by sanitize-html. A corpus of hostile inputs with the exact output expected, then
 * properties over generated markup, checked by reading the output with parse5, the HTML parser's
 * algorithm a browser runs, so "safe" means safe as the page's reader will see it.
 *
 * Run: node --import tsx --test test/cli/server-sanitizer.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { descriptionText, metaDescription, sanitizeDescription } from '../../src/ssr/server-sanitizer.js';
import { DESCRIPTION_ATTRIBUTES, DESCRIPTION_ELEMENTS, DESCRIPTION_PARTS, IMAGE_ATTRIBUTES, LINK_ATTRIBUTES } from '../../src/elements/job-board/detail/description-policy.js';

const LINK = 'target="_blank" rel="noopener noreferrer" part="description-link"';
/** A link without an href: no target or rel, but still its styling part. */
const BARE_LINK = '<a part="description-link">';
const IMG = 'referrerpolicy="no-referrer" loading="lazy" decoding="async"';

/** [what it tries, input, expected output] */
const CORPUS: [string, string, string][] = [
  ['script element', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
  ['script with markup inside', '<script><p>x</p></script>ok', 'ok'],
  ['unclosed script', '<p>a</p><script>alert(1)', '<p>a</p>'],
  ['style element', '<style>p { color: red }</style><p>a</p>', '<p>a</p>'],
  ['style attribute', '<p style="background:url(https://t.example/)">a</p>', '<p>a</p>'],
  ['iframe with content', '<iframe src="https://e.example/"><p>fallback</p></iframe><p>a</p>', '<p>a</p>'],
  ['svg with a link and a handler', '<svg onload="alert(1)"><a href="https://e.example/"><text>t</text></a></svg>ok', 'ok'],
  ['math', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
  ['on* handlers', '<p onclick="alert(1)" ONMOUSEOVER="alert(2)" onfocus=alert(3)>a</p>', '<p>a</p>'],
  ['handler on an image', '<img src="https://e.example/a.png" onerror="alert(1)">', `<img src="https://e.example/a.png" ${IMG}>`],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', `${BARE_LINK}x</a>`],
  ['javascript: with tab and entities', '<a href="  JaVa&#x09;script&colon;alert(1)">x</a>', `${BARE_LINK}x</a>`],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', `${BARE_LINK}x</a>`],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', `${BARE_LINK}x</a>`],
  ['data: image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a">', `<img alt="a" ${IMG}>`],
  ['http image', '<img src="http://e.example/a.png">', `<img ${IMG}>`],
  ['srcset', '<img src="https://e.example/a.png" srcset="https://t.example/1.png 1x, https://t.example/2.png 2x">', `<img src="https://e.example/a.png" ${IMG}>`],
  ['picture with a source', '<picture><source srcset="https://t.example/a.webp"><img src="https://e.example/a.png"></picture>', `<picture><img src="https://e.example/a.png" ${IMG}></picture>`],
  ['src on a non-image', '<span src="javascript:alert(1)">a</span>', '<span>a</span>'],
  ['a part of the API\'s own, on an element with a styling part', '<h2 part="apply-link">a</h2><ul part="item"><li>b</li></ul>', '<h2 part="description-heading">a</h2><ul part="description-list"><li>b</li></ul>'],
  ['part, slot, role, popover, exportparts', '<p part="x" slot="y" role="button" popover exportparts="a:b" class="c" id="d" data-x="1" aria-label="e">a</p>', '<p>a</p>'],
  ['custom element with content', '<job-board-search><p>inside</p></job-board-search><p>after</p>', '<p>after</p>'],
  ['form with fields', '<form action="https://t.example/"><p>Name</p><input name="n"><button>Send</button></form><p>after</p>', '<p>after</p>'],
  // As a browser parses it: the inner <form> is ignored and its end tag closes the outer one, so z is outside.
  ['nested forms', '<form><p>x</p><form><p>y</p></form><p>z</p></form><p>after</p>', '<p>z</p><p>after</p>'],
  ['allowed inside disallowed inside allowed', '<div><p>a</p><object><p>b</p><embed src="x"></object><p>c</p></div>', '<div><p>a</p><p>c</p></div>'],
  ['template', '<template><p>hidden</p></template>ok', 'ok'],
  ['noscript with a breakout in an attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>ok', 'ok'],
  ['comments', '<!-- secret --><p>a<!-- b --></p>', '<p>a</p>'],
  // `<!-->` is a whole (empty) comment, as the HTML parser reads it: the image after it is real.
  ['abruptly closed comment', '<!--><img src=x onerror=alert(1)>-->', `<img ${IMG}>--&gt;`],
  ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]--><p>a</p>', '<p>a</p>'],
  ['entities in text', '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 &quot;q&quot; &#60;script&#62;</p>', '<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 "q" &lt;script&gt;</p>'],
  ['quotes in an attribute', '<abbr title="a &quot;b&quot; <c>">x</abbr>', '<abbr title="a &quot;b&quot; <c>">x</abbr>'],
  ['unclosed tags', '<p>one <b>two <i>three', '<p>one <b>two <i>three</i></b></p>'],
  ['stray end tags', '</div></p>a</b>', '<p></p>a'],
  ['unclosed start tag', '<p>a</p><img src="https://e.example/a.png" onerror="alert(1)"', '<p>a</p>'],
  ['link keeps its text and gets target and rel', '<a href="https://e.example/x" target="_self" rel="opener">x</a>', `<a href="https://e.example/x" ${LINK}>x</a>`],
  ['link without href gets no target', '<a target="_blank" name="n">x</a>', `${BARE_LINK}x</a>`],
  ['mailto and tel links', '<a href="mailto:jobs@e.example">m</a><a href="tel:+49301234">t</a>', `<a href="mailto:jobs@e.example" ${LINK}>m</a><a href="tel:+49301234" ${LINK}>t</a>`],
  ['protocol-relative link without a base', '<a href="//t.example/x">x</a>', `${BARE_LINK}x</a>`],
  ['relative link without a base', '<a href="/apply">x</a>', `${BARE_LINK}x</a>`],
  ['tables and lists keep their attributes', '<table><tr><td colspan="2" rowspan=3 scope="col">a</td></tr></table><ol start="3" reversed><li>x</li></ol>', '<table part="description-table"><tbody><tr><td colspan="2" rowspan="3" scope="col">a</td></tr></tbody></table><ol start="3" reversed="" part="description-list"><li>x</li></ol>'],
  ['void elements written void', '<p>a<br>b<wbr>c</p><hr><table><colgroup><col span="2"></colgroup></table>', '<p>a<br>b<wbr>c</p><hr><table part="description-table"><colgroup><col span="2"></colgroup></table>'],
  ['textarea and title content', '<textarea><img src=x onerror=alert(1)></textarea><title><img src=x></title>ok', 'ok'],
];

describe('sanitizeDescription: hostile corpus', () => {
  for (const [name, input, expected] of CORPUS) {
    it(name, () => assert.equal(sanitizeDescription(input), expected));
  }

  it('resolves relative URLs against baseUrl and writes them absolute', () => {
    const base = 'https://acme.example/careers/jobs/jp_1/';
    assert.equal(
      sanitizeDescription('<a href="/apply?x=1">a</a><a href="../">b</a><a href="//cdn.example/x">c</a><img src="logo.png">', { baseUrl: base }),
      `<a href="https://acme.example/apply?x=1" ${LINK}>a</a><a href="https://acme.example/careers/jobs/" ${LINK}>b</a><a href="https://cdn.example/x" ${LINK}>c</a><img src="https://acme.example/careers/jobs/jp_1/logo.png" ${IMG}>`,
    );
    // A base does not make a bad scheme good, nor an image over http acceptable.
    assert.equal(sanitizeDescription('<a href="javascript:alert(1)">a</a><img src="x.png">', { baseUrl: 'http://acme.example/' }), `${BARE_LINK}a</a><img ${IMG}>`);
  });

  it('keeps every allowed element and attribute', () => {
    for (const element of DESCRIPTION_ELEMENTS) {
      const html = `<table><tr><td><${element} title="t">x</${element}></td></tr></table>`;
      assert.match(sanitizeDescription(html), new RegExp(`<${element} title="t"`), element);
    }
    for (const attribute of DESCRIPTION_ATTRIBUTES.filter((name) => name !== 'href' && name !== 'src')) {
      assert.equal(sanitizeDescription(`<span ${attribute}="v">x</span>`), `<span ${attribute}="v">x</span>`, attribute);
    }
  });
});

describe('descriptionText and metaDescription', () => {
  it('reads the sanitised text, blocks apart, inline runs together, whitespace collapsed', () => {
    assert.equal(descriptionText('<h2>About</h2><p>We <b>build</b>\n things.</p><ul><li>One</li><li>Two&nbsp;&amp; three</li></ul><p>a<br>b</p>'), 'About We build things. One Two & three a b');
    assert.equal(descriptionText('<p>Hi</p><script>document.title</script><form><p>Your e-mail</p></form><!-- note -->'), 'Hi');
    assert.equal(descriptionText('<p>1 &lt; 2 &amp;lt;</p>'), '1 < 2 &lt;');
    assert.equal(descriptionText(''), '');
  });

  it('cuts at a word boundary with an ellipsis, within max', () => {
    assert.equal(metaDescription('Short text.'), 'Short text.');
    assert.equal(metaDescription('  spaced \n out  '), 'spaced out');
    const long = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(5);
    const meta = metaDescription(long);
    assert.ok(meta.length <= 155, `${meta.length}`);
    assert.ok(meta.endsWith('…'));
    assert.ok(long.startsWith(meta.slice(0, -1)), 'a prefix of the text');
    assert.match(meta, /\w…$/, 'no trailing space or comma before the ellipsis');
    assert.equal(metaDescription('one two three four', 12), 'one two…');
    assert.equal(metaDescription('abcdefghijklmnop', 8), 'abcdefg…');
    assert.equal(metaDescription('a'.repeat(6) + '😀😀', 8), 'aaaaaa…', 'never half an emoji');
    assert.equal(metaDescription('x'.repeat(155)), 'x'.repeat(155));
  });
});

type Node = DefaultTreeAdapterMap['childNode'];

/** Every element of a parsed fragment, depth first. */
function* elements(nodes: Node[]): Generator<DefaultTreeAdapterMap['element']> {
  for (const node of nodes) {
    if (!('tagName' in node)) continue;
    yield node;
    yield* elements(node.childNodes);
  }
}

const ALLOWED_ATTRIBUTES = new Set([...DESCRIPTION_ATTRIBUTES, ...Object.keys(LINK_ATTRIBUTES), ...Object.keys(IMAGE_ATTRIBUTES)]);

/** Pieces hostile markup is made of; the generator strings them together in any order. */
const PIECES = [
  '<script>', '</script>', '<script src="https://t.example/x.js">', 'alert(1)', '<style>', '</style>', '<iframe src="javascript:alert(1)">', '</iframe>',
  '<svg onload=alert(1)>', '</svg>', '<math>', '<form>', '</form>', '<textarea>', '</textarea>', '<noscript>', '</noscript>', '<template>',
  '<p>', '</p>', '<a href="', '<a href=javascript:alert(1)>', '<a href="https://e.example/">', '</a>', '<img src=x onerror=alert(1)>',
  '<img src="https://e.example/a.png" srcset="data:x 1x">', '<b onclick="alert(1)">', '</b>', '<my-el part="p" slot="s">', '</my-el>',
  '<div role="button" popover exportparts="a">', '</div>', '<h2 part="apply-link">', '<ul part="x">', '<!--', '-->', '<!-->', '<![CDATA[', ']]>', '"', "'", '>', '<', '/', '=',
  'javascript:', 'java\tscript:', '&#106;avascript:', 'data:text/html,', ' onmouseover=alert(1) ', '&lt;script&gt;', '&amp;', '&#x3C;', 'text',
  ' ', '\n', '<table>', '<td>', '<select><option>', '<xmp>', '</xmp>', '<plaintext>', '<title>', '</title>', '<object data="javascript:alert(1)">',
];
const hostileHtml = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 40 }).map((parts) => parts.join(''));

describe('sanitizeDescription: properties', () => {
  it('writes only allowed elements, allowed attributes and allowed URLs, as a browser reads the output', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const output = sanitizeDescription(html);
        assert.doesNotMatch(output, /<script/i);
        assert.doesNotMatch(output, /<[^>]*\son[a-z]*\s*=/i, 'no on… attribute in any tag');
        for (const element of elements(parseFragment(output).childNodes)) {
          assert.ok(DESCRIPTION_ELEMENTS.includes(element.tagName), element.tagName);
          for (const { name, value } of element.attrs) {
            // `part` only as the board sets it: the element's own styling part, never the input's.
            if (name === 'part') assert.equal(value, DESCRIPTION_PARTS[element.tagName], `part on ${element.tagName}`);
            else assert.ok(ALLOWED_ATTRIBUTES.has(name), name);
            assert.doesNotMatch(value, /^\s*(javascript|vbscript|data):/i);
            if (name === 'href') assert.match(value, /^(https?|mailto|tel):/);
            if (name === 'src') assert.match(value, /^https:/);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('javascript: appears only as escaped-or-plain text, never in a tag', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        const tags = sanitizeDescription(html).match(/<[^>]*>/g) ?? [];
        for (const tag of tags) assert.doesNotMatch(tag, /javascript:/i);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent: sanitising twice equals sanitising once', () => {
    fc.assert(
      fc.property(hostileHtml, fc.constantFrom(undefined, 'https://acme.example/careers/jobs/jp_1/'), (html, baseUrl) => {
        const options = baseUrl ? { baseUrl } : {};
        const once = sanitizeDescription(html, options);
        assert.equal(sanitizeDescription(once, options), once);
      }),
      { numRuns: 2000 },
    );
  });
});
