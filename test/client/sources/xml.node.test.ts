/**
 * The XML reader of the XML sources (src/client/sources/xml.ts): the tree it gives, each construct
 * it reads or skips, what it refuses as BAD_RESPONSE, its depth bound, and its speed on a feed of
 * 1,200 positions.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/sources/xml.node.test.ts'
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isJobBoardApiError } from '../../../src/client/index.js';
import { child, children, MAX_XML_DEPTH, parseXml, textOf, type XmlElement } from '../../../src/client/sources/xml.js';

/** The root's own text. */
const textIn = (xml: string) => parseXml(xml).text;

function assertMalformed(xml: string, reason: RegExp): void {
  assert.throws(
    () => parseXml(xml),
    (error: unknown) => isJobBoardApiError(error) && error.code === 'BAD_RESPONSE' && /^Not well-formed XML: /.test(error.message) && reason.test(error.message),
    xml.length > 200 ? `${xml.slice(0, 200)}…` : xml,
  );
}

/** The tree as plain data, attributes as an ordinary object, for deepEqual. */
function plain(element: XmlElement): unknown {
  return { name: element.name, attributes: { ...element.attributes }, text: element.text, children: element.children.map(plain) };
}

describe('parseXml: the tree', () => {
  it('gives the root with its attributes, child elements in order, and its own text', () => {
    const root = parseXml('<rss version="2.0" xmlns:tt=\'https://teamtailor.com/locations\'><channel><title>Acme</title><tt:department>Sales</tt:department></channel>tail</rss>');
    assert.deepEqual(plain(root), {
      name: 'rss',
      attributes: { version: '2.0', 'xmlns:tt': 'https://teamtailor.com/locations' },
      text: 'tail',
      children: [
        {
          name: 'channel',
          attributes: {},
          text: '',
          children: [
            { name: 'title', attributes: {}, text: 'Acme', children: [] },
            { name: 'tt:department', attributes: {}, text: 'Sales', children: [] },
          ],
        },
      ],
    });
  });

  it('keeps an element its own text only, in pieces joined around its children', () => {
    const root = parseXml('<a> one <b>inner</b> two </a>');
    assert.equal(root.text, ' one  two ');
    assert.equal(root.children[0]!.text, 'inner');
  });

  it('reads self-closing tags, with and without attributes and spaces', () => {
    const root = parseXml('<a><b/><c x="1" /><d\n/></a>');
    assert.deepEqual(
      root.children.map((entry) => [entry.name, { ...entry.attributes }, entry.children.length, entry.text]),
      [
        ['b', {}, 0, ''],
        ['c', { x: '1' }, 0, ''],
        ['d', {}, 0, ''],
      ],
    );
    assert.equal(parseXml('<only/>').name, 'only');
  });

  it('keeps names as written: prefixes, dashes, dots, digits, non-ASCII letters', () => {
    for (const name of ['workzag-jobs', 'tt:location', 'a.b', 'h3', '_x', 'städte', '職種']) {
      assert.equal(parseXml(`<${name}>x</${name}>`).name, name);
    }
  });

  it('keeps attributes in a map without a prototype', () => {
    const root = parseXml('<a __proto__="x" constructor="y"/>');
    assert.equal(root.attributes['__proto__'], 'x');
    assert.equal(root.attributes['constructor'], 'y');
    assert.equal(Object.getPrototypeOf(root.attributes), null);
    assert.equal(({} as Record<string, unknown>)['x'], undefined);
  });
});

describe('parseXml: what it skips', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['the XML declaration', '<?xml version="1.0" encoding="UTF-8"?>\n<a>x</a>'],
    ['a byte order mark', '\ufeff<?xml version="1.0"?><a>x</a>'],
    ['a processing instruction inside', '<a><?php echo 1 ?>x</a>'],
    ['comments before, inside and after', '<!-- a <b> & c --><a>x<!-- not <text> --></a><!-- end -->'],
    ['a DOCTYPE', '<!DOCTYPE a SYSTEM "a.dtd"><a>x</a>'],
    ['a DOCTYPE with an internal subset', '<!DOCTYPE a [<!ELEMENT a (#PCDATA)><!ATTLIST a b CDATA "]>"><!-- ] don\'t --> ]><a>x</a>'],
    ['whitespace around the root', ' \n\t<a>x</a>\n  '],
  ];
  for (const [what, xml] of cases) {
    it(what, () => {
      const root = parseXml(xml);
      assert.equal(root.name, 'a');
      assert.equal(root.text, 'x');
      assert.deepEqual(root.children, []);
    });
  }

  it('never expands an entity a DOCTYPE declares (billion laughs): the reference is refused, fast', () => {
    const lol = ['<!ENTITY lol0 "lol">', ...Array.from({ length: 9 }, (_, n) => `<!ENTITY lol${n + 1} "${`&lol${n};`.repeat(10)}">`)].join('');
    const started = performance.now();
    assertMalformed(`<!DOCTYPE a [${lol}]><a>&lol9;</a>`, /"&lol9;", which XML does not define/);
    assert.ok(performance.now() - started < 50);
    // Declared but not referenced: the document reads, the declarations unread.
    assert.equal(textIn(`<!DOCTYPE a [${lol}]><a>x</a>`), 'x');
  });
});

describe('parseXml: text', () => {
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ['the five predefined entities', '<a>&lt;p&gt; &amp; &quot;q&quot; &apos;s&apos;</a>', '<p> & "q" \'s\''],
    ['entity-escaped HTML, decoded once', '<a>&lt;p&gt;Tom &amp;amp; Jerry&lt;/p&gt;</a>', '<p>Tom &amp; Jerry</p>'],
    ['decimal character references', '<a>&#72;&#105;&#160;&#26481;&#128512;</a>', 'Hi\u00a0東😀'],
    ['hexadecimal character references', '<a>&#x48;&#x69;&#xA0;&#x6771;&#x1F600;</a>', 'Hi\u00a0東😀'],
    ['a reference to NUL', '<a>x&#0;y</a>', 'x\ufffdy'],
    ['a reference to a control character', '<a>&#x1;&#8;</a>', '\ufffd\ufffd'],
    ['a reference to a surrogate', '<a>&#xD800;&#57343;</a>', '\ufffd\ufffd'],
    ['a reference to U+FFFE', '<a>&#xFFFE;</a>', '\ufffd'],
    ['a reference past U+10FFFF', '<a>&#x110000;&#99999999999999999999999;</a>', '\ufffd\ufffd'],
    ['tab and line-end references, allowed', '<a>&#9;&#10;&#13;</a>', '\t\n\r'],
    ['raw non-ASCII text and NBSP', '<a>東京オフィス\u00a0カスタマー</a>', '東京オフィス\u00a0カスタマー'],
    ['CDATA, kept as written', '<a><![CDATA[<p>Tom &amp; <b>Jerry</b> & co]]></a>', '<p>Tom &amp; <b>Jerry</b> & co'],
    ['CDATA beside text', '<a>x <![CDATA[<i>]]> y &amp; <![CDATA[]]]]><![CDATA[>]]></a>', 'x <i> y & ]]>'],
    ['line ends as "\\n"', '<a>one\r\ntwo\rthree\n</a>', 'one\ntwo\nthree\n'],
    ['a ">" in text', '<a>a > b</a>', 'a > b'],
  ];
  for (const [what, xml, expected] of cases) {
    it(what, () => assert.equal(textIn(xml), expected));
  }

  it('decodes attribute values and normalises their whitespace', () => {
    const root = parseXml('<a href="x?a=1&amp;b=&#50;" title=\'say "hi"\' tab="1\t2\n3"/>');
    assert.deepEqual({ ...root.attributes }, { href: 'x?a=1&b=2', title: 'say "hi"', tab: '1 2 3' });
  });
});

describe('parseXml: malformed XML is BAD_RESPONSE', () => {
  const cases: ReadonlyArray<readonly [string, string, RegExp]> = [
    ['empty text', '', /no root element/],
    ['only whitespace and a comment', ' <!-- x --> ', /no root element/],
    ['plain text', 'Page not found', /text outside the root element/],
    ['an HTML page', '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>Page not found</body></html>', /<\/head> where <\/meta> was expected/],
    ['JSON', '{"offers": []}', /text outside the root element/],
    ['an unclosed element', '<a><b>x</b>', /an unclosed <a>/],
    ['an unclosed nested element', '<a><b>x</a>', /<\/a> where <\/b> was expected/],
    ['a mismatched end tag', '<a>x</b>', /<\/b> where <\/a> was expected/],
    ['an end tag without a start', '</a>', /an end tag without a start tag/],
    ['an end tag after the root', '<a/></a>', /an end tag without a start tag/],
    ['case matters', '<a>x</A>', /<\/A> where <\/a> was expected/],
    ['a second root', '<a/><b/>', /a second root element/],
    ['text after the root', '<a/>x', /text outside the root element/],
    ['text before the root', 'x<a/>', /text outside the root element/],
    ['CDATA outside the root', '<![CDATA[x]]><a/>', /CDATA section outside the root/],
    ['an unfinished start tag', '<a', /an unfinished start tag <a>/],
    ['a start tag cut in an attribute', '<a b="1', /an unfinished start tag <a>/],
    ['an attribute without quotes', '<a b=1/>', /an unfinished start tag <a>/],
    ['an attribute without a value', '<a b/>', /an unfinished start tag <a>/],
    ['a "<" in an attribute value', '<a b="<"/>', /an unfinished start tag <a>/],
    ['a repeated attribute', '<a b="1" b="2"/>', /the attribute b repeated/],
    ['an unfinished end tag', '<a>x</a', /an unfinished end tag <\/a>/],
    ['a "<" that starts no tag', '<a>1 < 2</a>', /a "<" that starts no tag/],
    ['a "<" before a digit', '<1a/>', /a "<" that starts no tag/],
    ['an unclosed comment', '<a><!-- x</a>', /an unclosed comment/],
    ['an unclosed CDATA section', '<a><![CDATA[x</a>', /an unclosed CDATA section/],
    ['an unclosed processing instruction', '<?xml version="1.0"<a/>', /an unclosed processing instruction/],
    ['an unclosed DOCTYPE', '<!DOCTYPE a [<!ENTITY x "y">', /an unclosed DOCTYPE/],
    ['a DOCTYPE inside the root', '<a><!DOCTYPE a></a>', /a DOCTYPE after the root element started/],
    ['a bare "&"', '<a>Tom & Jerry</a>', /a "&" that starts no reference/],
    ['a reference without ";"', '<a>&amp</a>', /a "&" that starts no reference/],
    ['an empty reference', '<a>&;</a>', /a "&" that starts no reference/],
    ['an HTML entity', '<a>a&nbsp;b</a>', /"&nbsp;", which XML does not define/],
    ['an upper-case entity name', '<a>&AMP;</a>', /"&AMP;", which XML does not define/],
    ['an upper-case hex marker', '<a>&#X41;</a>', /a "&" that starts no reference/],
    ['a bad entity in an attribute', '<a b="&bogus;"/>', /"&bogus;", which XML does not define/],
  ];
  for (const [what, xml, reason] of cases) {
    it(what, () => assertMalformed(xml, reason));
  }

  it('says where the fault is', () => {
    assertMalformed('<a>\n  <b>x</c>\n</a>', /at offset 10\.$/);
  });
});

describe('parseXml: bounds', () => {
  it(`reads elements nested ${MAX_XML_DEPTH} deep and refuses one level more`, () => {
    const nested = (depth: number) => `${'<e>'.repeat(depth)}x${'</e>'.repeat(depth)}`;
    let element: XmlElement | undefined = parseXml(nested(MAX_XML_DEPTH));
    let depth = 0;
    while (element) {
      depth++;
      element = element.children[0];
    }
    assert.equal(depth, MAX_XML_DEPTH);
    assertMalformed(nested(MAX_XML_DEPTH + 1), /nested deeper than 64/);
    // No stack overflow on a pathological document either.
    assertMalformed('<e>'.repeat(100_000), /nested deeper than 64/);
  });

  it('reads a 1,200-position feed (1 MB) in well under 50 ms', () => {
    const position = (n: number) =>
      `<position><id>${n}</id><office>Berlin</office><name>Engineer ${n} &amp; co</name>` +
      `<jobDescriptions><jobDescription><name>Deine Mission</name><value><![CDATA[${'<p>Build things that matter.</p>'.repeat(20)}]]></value></jobDescription></jobDescriptions>` +
      `<createdAt>2024-11-13T14:10:41+00:00</createdAt></position>\n`;
    const xml = ['<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>', ...Array.from({ length: 1200 }, (_, n) => position(n)), '</workzag-jobs>'].join('');
    assert.equal(parseXml(xml).children.length, 1200);
    // The best of a few runs: this machine is shared, and a parse that went quadratic would take
    // seconds, not tens of milliseconds, on every run.
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      parseXml(xml);
      return performance.now() - started;
    });
    assert.ok(Math.min(...times) < 25, times.map((time) => time.toFixed(1)).join(', '));
  });

  it('stays linear on text full of references and on many attributes', () => {
    const started = performance.now();
    assert.equal(textIn(`<a>${'&amp;'.repeat(200_000)}</a>`).length, 200_000);
    const many = Array.from({ length: 20_000 }, (_, n) => `a${n}="${n}"`).join(' ');
    assert.equal(Object.keys(parseXml(`<a ${many}/>`).attributes).length, 20_000);
    // Quadratic work would take minutes here; the bound leaves room for a busy machine.
    assert.ok(performance.now() - started < 2000);
  });
});

describe('child, children, textOf', () => {
  const root = parseXml('<r><item>  one </item><other/><item><![CDATA[ ]]></item><tt:x>  </tt:x></r>');

  it('child: the first child of that name, or undefined (also for no element)', () => {
    assert.equal(child(root, 'item')?.text, '  one ');
    assert.equal(child(root, 'tt:x')?.name, 'tt:x');
    assert.equal(child(root, 'x'), undefined);
    assert.equal(child(root, 'missing'), undefined);
    assert.equal(child(undefined, 'item'), undefined);
  });

  it('children: every child of that name in order, or none', () => {
    assert.deepEqual(children(root, 'item').map((entry) => entry.text), ['  one ', ' ']);
    assert.deepEqual(children(root, 'missing'), []);
    assert.deepEqual(children(undefined, 'item'), []);
  });

  it('textOf: the own text trimmed, undefined when blank or missing', () => {
    assert.equal(textOf(child(root, 'item')), 'one');
    assert.equal(textOf(children(root, 'item')[1]), undefined);
    assert.equal(textOf(child(root, 'tt:x')), undefined);
    assert.equal(textOf(child(root, 'other')), undefined);
    assert.equal(textOf(undefined), undefined);
    assert.equal(textOf(parseXml('<a>\u00a0x\u00a0y\u00a0</a>')), 'x\u00a0y');
  });
});
