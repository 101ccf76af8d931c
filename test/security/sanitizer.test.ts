/**
 * The two ways a description is sanitised: the browser's HTML Sanitizer API where it exists, and
 * DOMPurify (loaded lazily) where it does not (Safari). Both must apply the same policy: the same
 * output for ordinary descriptions, and nothing unsafe from the XSS corpus either way.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { DESCRIPTION_ELEMENTS } from '../../src/elements/job-board/detail/description-policy.js';
import { domPurifySanitizer, nativeSanitizer, type Sanitize } from '../../src/elements/job-board/detail/sanitizer.js';
import { PAYLOADS } from '../helpers/xss-payloads.js';

/** What a rich-text editor or an ATS sends: every allowed construct, and things to strip. */
const DESCRIPTIONS = [
  '<h2>About the role</h2><p>You will <strong>build</strong> and <em>ship</em>, see <a href="https://example.com/team" target="_self">the team</a>.</p>',
  '<ul><li>One</li><li>Two <b>bold</b></li></ul><ol start="3"><li>Three</li></ol>',
  '<table><caption>Pay</caption><thead><tr><th scope="col">Level</th></tr></thead><tbody><tr><td colspan="2">L3</td></tr></tbody></table>',
  '<p class="lead" id="x" style="color:red" part="apply-link" slot="error" role="alert" popover exportparts="a" data-x="1" aria-label="y">Impersonation attributes</p>',
  '<p>Image <img src="https://cdn.example.com/team.png" alt="The team" width="40" height="30"> and <img src="blob:https://x/y"></p>',
  '<p><a href="mailto:jobs@example.com">Mail us</a> <a href="/apply">relative</a> <a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a></p>',
  '<div><section><span>Nested <u>text</u></span></section></div><form><input value="x"><button>Send</button></form><video src="https://x/v.mp4" poster="https://x/p.png"></video>',
  '<p>Comment <!-- hidden --> and <custom-thing>custom content</custom-thing> and <svg><circle r="1"></circle></svg> end</p>',
  '<style>p { color: red }</style><script>window.__xss = 1</script><p>After</p>',
  '<p><img src="http://cdn.example.com/a.png" alt="http"><img src="data:image/png;base64,iVBORw0KGgo=" alt="data"><img src="https://cdn.example.com/b.png" srcset="https://tracker.example/b2.png 2x" alt="srcset"></p>' +
    '<video poster="https://tracker.example/p.png"><source src="https://tracker.example/v.mp4"></video><audio src="https://tracker.example/a.mp3"></audio>' +
    '<picture><source srcset="https://tracker.example/c.png"><img src="https://cdn.example.com/c.png" alt="picture"></picture>',
];

function serialise(fragment: DocumentFragment): string {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

describe('description sanitising: the Sanitizer API and DOMPurify apply one policy', () => {
  let native: Sanitize;
  let purify: Sanitize;
  before(async () => {
    // This suite runs in Chromium 146+, which has Element.setHTML.
    const builtIn = nativeSanitizer();
    expect(builtIn, 'the browser has the HTML Sanitizer API').to.not.equal(undefined);
    native = builtIn!;
    purify = await domPurifySanitizer();
  });

  for (const [index, html] of DESCRIPTIONS.entries()) {
    it(`gives the same result both ways (sample ${index + 1})`, () => {
      expect(serialise(native(html))).to.equal(serialise(purify(html)));
    });
  }

  it('keeps text structure, emphasis, links, lists, tables and images', () => {
    for (const sanitize of [native, purify]) {
      const box = document.createElement('div');
      box.append(sanitize(DESCRIPTIONS.slice(0, 3).join('') + DESCRIPTIONS[4]!));
      expect(box.querySelector('h2')!.textContent).to.equal('About the role');
      expect([...box.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['One', 'Two bold', 'Three']);
      expect(box.querySelector('td')!.getAttribute('colspan')).to.equal('2');
      expect(box.querySelector('img')!.getAttribute('alt')).to.equal('The team');
      const link = box.querySelector('a')!;
      expect([link.getAttribute('href'), link.target, link.rel]).to.deep.equal(['https://example.com/team', '_blank', 'noopener noreferrer']);
    }
  });

  it('drops every attribute that could take the board’s styling or role, and unsafe link and image addresses', () => {
    for (const sanitize of [native, purify]) {
      const box = document.createElement('div');
      box.append(sanitize(DESCRIPTIONS[3]! + DESCRIPTIONS[4]! + DESCRIPTIONS[5]!));
      const lead = box.querySelector('p')!;
      expect(lead.getAttributeNames()).to.deep.equal([]);
      expect(box.querySelectorAll('img')[1]!.hasAttribute('src'), 'blob: image').to.equal(false);
      const hrefs = [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).to.deep.equal(['mailto:jobs@example.com', '/apply', null, null]);
    }
  });

  it('gives headings, links, tables, quotes and lists their styling parts, and nothing else a part, either way', () => {
    const html =
      '<h1 part="apply-link">A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6><p part="description">P <a href="https://example.com/" part="back-link">link</a></p>' +
      '<table part="x"><tr><td>1</td></tr></table><blockquote>Q</blockquote><ul><li part="item">U</li></ul><ol><li>O</li></ol><dl><dt>T</dt><dd>D</dd></dl>';
    for (const sanitize of [native, purify]) {
      const box = document.createElement('div');
      box.append(sanitize(html));
      const parts = [...box.querySelectorAll('[part]')].map((element) => `${element.localName}:${element.getAttribute('part')}`);
      expect(parts).to.deep.equal([
        'h1:description-heading',
        'h2:description-heading',
        'h3:description-heading',
        'h4:description-heading',
        'h5:description-heading',
        'h6:description-heading',
        'a:description-link',
        'table:description-table',
        'blockquote:description-quote',
        'ul:description-list',
        'ol:description-list',
      ]);
    }
  });

  it('removes scripts, styles, forms, media, SVG, comments and unknown elements with their content', () => {
    for (const sanitize of [native, purify]) {
      const html = serialise(sanitize(DESCRIPTIONS.slice(6).join('')));
      expect(html).to.not.match(/<(script|style|form|input|button|video|svg|custom-thing)\b/);
      expect(html).to.not.contain('<!--');
      expect(html).to.not.contain('custom content');
      expect(html).to.contain('Nested <u>text</u>');
      expect(html).to.contain('After');
    }
  });

  it('keeps images over https only, each without a referrer and loaded lazily; no srcset, video or audio', () => {
    for (const sanitize of [native, purify]) {
      const box = document.createElement('div');
      box.append(sanitize(DESCRIPTIONS[9]!));
      const images = [...box.querySelectorAll('img')];
      expect(images.map((image) => [image.alt, image.getAttribute('src')])).to.deep.equal([
        ['http', null],
        ['data', null],
        ['srcset', 'https://cdn.example.com/b.png'],
        ['picture', 'https://cdn.example.com/c.png'],
      ]);
      for (const image of images) {
        expect(image.getAttributeNames().sort()).to.deep.equal([...(image.hasAttribute('src') ? ['src'] : []), 'alt', 'decoding', 'loading', 'referrerpolicy'].sort());
        expect([image.referrerPolicy, image.loading]).to.deep.equal(['no-referrer', 'lazy']);
      }
      expect(box.querySelector('video, audio, source, [srcset], [poster]')).to.equal(null);
      expect(box.innerHTML).to.not.contain('tracker.example');
    }
  });

  it(`leaves nothing that runs from any of the ${PAYLOADS.length} XSS payloads, either way`, () => {
    for (const { text } of PAYLOADS) {
      for (const [name, sanitize] of [['native', native], ['DOMPurify', purify]] as const) {
        const box = document.createElement('div');
        box.append(sanitize(text));
        for (const element of box.querySelectorAll('*')) {
          for (const attribute of element.getAttributeNames()) {
            expect(attribute, `${name}: ${text}`).to.not.match(/^on/i);
          }
          expect(element.localName, `${name}: ${text}`).to.not.be.oneOf(['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'template']);
        }
        for (const link of box.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          expect(link.protocol, `${name}: ${text}`).to.be.oneOf(['http:', 'https:', 'mailto:', 'tel:']);
        }
      }
    }
  });
});

/**
 * Markup that only makes sense as a whole document. Parsed as one (DOMPurify's way), a description
 * that opens with <frameset> has no <body>: DOMPurify returned null and the description threw
 * (issue 20, item 12). Parsed as a fragment (the Sanitizer API's way), the same tags are ignored.
 */
const DOCUMENT_LEVEL = ['<frameset>', '<frameset><frame>', '<html><frameset>', '<!doctype html><html><head></head><frameset cols="50%,50%"><frame src="javascript:alert(1)"><noframes><p>No frames</p></noframes></frameset></html>'];

/** Pieces of document-level markup, with text and an allowed element, for the fuzz below. */
const PIECES = [
  '<!doctype html>', '<html>', '</html>', '<head>', '</head>', '<body>', '</body>', '<frameset>', '</frameset>', '<frame src="javascript:alert(1)">',
  '<noframes>', '</noframes>', '<title>T</title>', '<base href="javascript:alert(1)//">', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://x.example/a.css">', '<template>', '<p>Text</p>', 'words', ' ', '<a href="https://example.com/">link</a>',
];

describe('description sanitising: document-level markup, both ways', () => {
  let both: [string, Sanitize][];
  before(async () => {
    both = [['native', nativeSanitizer()!], ['DOMPurify', await domPurifySanitizer()]];
  });

  /** What a sanitiser gives for `html`, checked: a fragment of allowed elements only, no unsafe URL. */
  function sanitised(name: string, sanitize: Sanitize, html: string): HTMLDivElement {
    const fragment = sanitize(html);
    expect(fragment, `${name}: ${html}`).to.be.instanceOf(DocumentFragment);
    const box = document.createElement('div');
    box.append(fragment);
    for (const element of box.querySelectorAll('*')) expect(element.localName, `${name}: ${html}`).to.be.oneOf([...DESCRIPTION_ELEMENTS]);
    expect(box.innerHTML, `${name}: ${html}`).to.not.match(/javascript:/i);
    return box;
  }

  for (const html of DOCUMENT_LEVEL) {
    it(`gives an empty description for ${html.slice(0, 40)}, with no error, either way`, () => {
      for (const [name, sanitize] of both) expect(sanitised(name, sanitize, html).innerHTML, name).to.equal('');
    });
  }

  it('returns allowed markup and never throws for any mix of document-level tags (fuzz, either way)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (pieces) => {
        for (const [name, sanitize] of both) sanitised(name, sanitize, pieces.join(''));
      }),
      { seed: 20, numRuns: 400 },
    );
  });
});
