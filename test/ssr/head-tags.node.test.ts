/**
 * A static page's head tags (src/ssr/head-tags.ts): written into the company's template,
 * replacing the template's own tags of the same meaning, with the rest of the template kept byte
 * for byte and every value escaped.
 *
 * Run: node --import tsx --test test/cli/head-tags.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { headTags, withHeadTags, type PageHead } from '../../src/ssr/head-tags.js';

const PAGE: PageHead = {
  title: 'Staff Engineer – Acme Careers',
  description: 'Build the platform.',
  canonicalUrl: 'https://acme.example/careers/jobs/jp_1/',
  openGraph: { type: 'article', siteName: 'Acme Careers', image: 'https://acme.example/og.png' },
  jsonLd: { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Staff Engineer' },
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Careers</title>
    <!-- the site's analytics: kept as it is -->
    <meta name="description" content="Join Acme.">
    <meta property="og:title" content="Careers at Acme">
    <meta property="og:image" content="https://acme.example/logo.png">
    <meta property="og:image:width" content="600">
    <meta name="twitter:card" content="summary">
    <link rel="stylesheet" href="/site.css">
    <script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script>
  </head>
  <body>
    <job-board base-url="https://api.example" token="pk_public" page-size="20"></job-board>
    <script type="module" src="/job-board.js"></script>
  </body>
</html>
`;

type Element = DefaultTreeAdapterMap['element'];

/** The head's elements as [tag, attributes, text], read back with the HTML parser. */
function headOf(html: string): { tag: string; attrs: Record<string, string>; text: string }[] {
  const document = parse(html);
  const root = document.childNodes.find((node): node is Element => node.nodeName === 'html')!;
  const head = root.childNodes.find((node): node is Element => node.nodeName === 'head')!;
  return head.childNodes
    .filter((node): node is Element => 'tagName' in node)
    .map((element) => ({
      tag: element.tagName,
      attrs: Object.fromEntries(element.attrs.map(({ name, value }) => [name, value])),
      text: element.childNodes.map((node) => ('value' in node ? node.value : '')).join(''),
    }));
}

const metaContent = (html: string, key: string) =>
  headOf(html)
    .filter(({ tag, attrs }) => tag === 'meta' && (attrs['property'] === key || attrs['name'] === key))
    .map(({ attrs }) => attrs['content']);

describe('withHeadTags', () => {
  it('replaces the template’s tags in place, adds the missing ones before </head>, keeps the rest byte for byte', () => {
    const out = withHeadTags(TEMPLATE, PAGE);
    assert.equal(
      out,
      `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Staff Engineer – Acme Careers</title>
    <!-- the site's analytics: kept as it is -->
    <meta name="description" content="Build the platform.">
    <meta property="og:title" content="Staff Engineer – Acme Careers">
    <meta property="og:image" content="https://acme.example/og.png">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="stylesheet" href="/site.css">
    <script type="application/ld+json">{"@type":"Organization","name":"Acme"}</script>
    <link rel="canonical" href="https://acme.example/careers/jobs/jp_1/">
    <meta property="og:description" content="Build the platform.">
    <meta property="og:url" content="https://acme.example/careers/jobs/jp_1/">
    <meta property="og:type" content="article">
    <meta property="og:site_name" content="Acme Careers">
    <meta name="twitter:title" content="Staff Engineer – Acme Careers">
    <meta name="twitter:description" content="Build the platform.">
    <script type="application/ld+json" data-job-board-posting>{"@context":"https://schema.org","@type":"JobPosting","title":"Staff Engineer"}</script>
  </head>
  <body>
    <job-board base-url="https://api.example" token="pk_public" page-size="20"></job-board>
    <script type="module" src="/job-board.js"></script>
  </body>
</html>
`,
    );
  });

  it('is stable: applying the same page again changes nothing', () => {
    const once = withHeadTags(TEMPLATE, PAGE);
    assert.equal(withHeadTags(once, PAGE), once);
    const listing: PageHead = { title: 'Careers', canonicalUrl: 'https://acme.example/careers/', openGraph: { type: 'website' } };
    const listingOnce = withHeadTags(once, listing);
    assert.equal(withHeadTags(listingOnce, listing), listingOnce);
  });

  it('writes exactly one JobPosting block, replacing the template’s, and none without jsonLd', () => {
    const template = TEMPLATE.replace('</head>', '  <script type="application/ld+json">{"@graph":[{"@type":"JobPosting","title":"Old"}]}</script>\n  <script type="application/ld+json">[{"@type":["JobPosting"]}]</script>\n  </head>');
    const jsonLd = (html: string) => headOf(html).filter(({ tag }) => tag === 'script').map(({ text }) => text).filter((text) => text.includes('JobPosting'));
    assert.equal(jsonLd(withHeadTags(template, PAGE)).length, 1);
    assert.match(jsonLd(withHeadTags(template, PAGE))[0]!, /"Staff Engineer"/);
    assert.deepEqual(jsonLd(withHeadTags(template, { ...PAGE, jsonLd: undefined })), []);
    // The site's own Organization block stays either way.
    assert.match(withHeadTags(template, { ...PAGE, jsonLd: undefined }), /"@type":"Organization"/);
  });

  it('escapes JSON-LD so a value can neither end the script nor open a comment', () => {
    const out = withHeadTags(TEMPLATE, { ...PAGE, jsonLd: { '@type': 'JobPosting', title: '</script><script>alert(1)</script><!--' } });
    const scripts = headOf(out).filter(({ tag }) => tag === 'script');
    assert.equal(scripts.length, 2, 'no script element was opened by the value');
    const posting = JSON.parse(scripts[1]!.text) as { title: string };
    assert.equal(posting.title, '</script><script>alert(1)</script><!--');
    assert.ok(!scripts[1]!.text.includes('<'));
  });

  it('escapes every attribute value and the title', () => {
    const hostile = '"><script>alert(1)</script>&amp; \'x\'';
    const out = withHeadTags(TEMPLATE, {
      title: `</title>${hostile}`,
      description: hostile,
      canonicalUrl: `https://acme.example/?q=${hostile}`,
      openGraph: { type: 'article', siteName: hostile, image: `https://acme.example/${hostile}` },
    });
    const head = headOf(out);
    assert.equal(head.find(({ tag }) => tag === 'title')!.text, `</title>${hostile}`);
    assert.deepEqual(metaContent(out, 'description'), [hostile]);
    assert.deepEqual(metaContent(out, 'og:site_name'), [hostile]);
    assert.deepEqual(metaContent(out, 'og:image'), [`https://acme.example/${hostile}`]);
    assert.equal(head.find(({ tag, attrs }) => tag === 'link' && attrs['rel'] === 'canonical')!.attrs['href'], `https://acme.example/?q=${hostile}`);
    assert.equal(head.filter(({ tag }) => tag === 'script').length, 1, 'only the template’s own script');
  });

  it('leaves the template’s description, site name and image when the page has none', () => {
    const out = withHeadTags(TEMPLATE, { title: 'Careers', canonicalUrl: 'https://acme.example/careers/', openGraph: { type: 'website' } });
    assert.deepEqual(metaContent(out, 'description'), ['Join Acme.']);
    assert.deepEqual(metaContent(out, 'og:image'), ['https://acme.example/logo.png']);
    assert.deepEqual(metaContent(out, 'og:image:width'), ['600']);
    assert.deepEqual(metaContent(out, 'twitter:card'), ['summary']);
    assert.deepEqual(metaContent(out, 'og:type'), ['website']);
    assert.deepEqual(metaContent(out, 'og:description'), []);
    assert.deepEqual(metaContent(out, 'og:site_name'), []);
  });

  it('removes duplicates of a managed tag, whole lines, and matches names case-insensitively', () => {
    const template = '<html><head>\n  <title>A</title>\n  <TITLE>B</TITLE>\n  <meta NAME="Description" content="x">\n  <link rel="Canonical alternate" href="/old">\n  <meta name="og:title" content="misnamed">\n  <meta name="twitter:image" content="/old.png">\n</head><body></body></html>';
    const out = withHeadTags(template, PAGE);
    const head = headOf(out);
    assert.equal(head.filter(({ tag }) => tag === 'title').length, 1);
    assert.deepEqual(metaContent(out, 'description'), ['Build the platform.']);
    assert.deepEqual(metaContent(out, 'og:title'), [PAGE.title]);
    assert.deepEqual(metaContent(out, 'twitter:image'), [], 'the page’s image replaces the template’s for Twitter too');
    assert.equal(head.filter(({ tag, attrs }) => tag === 'link' && /canonical/i.test(attrs['rel'] ?? '')).length, 1);
    assert.ok(!/^\s*$\n^\s*$/m.test(out.split('</head>')[0]!), 'no blank lines left behind');
  });

  it('works with a head the template leaves implied or unclosed', () => {
    for (const template of ['<!doctype html><p>Jobs</p>', '<meta charset="utf-8"><job-board></job-board>', '<html><head><title>x</title><body>b</body></html>', '']) {
      const out = withHeadTags(template, PAGE);
      const head = headOf(out);
      assert.deepEqual(head.filter(({ tag }) => tag === 'title').map(({ text }) => text), [PAGE.title], template);
      assert.equal(head.filter(({ tag }) => tag === 'script').length, 1, template);
      assert.equal(metaContent(out, 'og:url')[0], PAGE.canonicalUrl, template);
      assert.equal(withHeadTags(out, PAGE), out, `stable: ${template}`);
    }
  });

  it('does not touch a title or meta outside the head (in an SVG, a template, the body)', () => {
    const template = '<html><head><title>Careers</title></head><body><svg><title>Logo</title></svg><template><meta name="description" content="t"></template></body></html>';
    const out = withHeadTags(template, PAGE);
    assert.match(out, /<svg><title>Logo<\/title><\/svg><template><meta name="description" content="t"><\/template>/);
  });
});

describe('headTags', () => {
  it('the tags alone, one a line, in withHeadTags\' order, for a head that has none of them', () => {
    const tags = headTags({ title: 'Engineer – Careers', canonicalUrl: 'https://example.com/careers/jobs/jp_1/', openGraph: { type: 'article' }, jsonLd: { '@type': 'JobPosting', title: 'A </script> B' }, robots: 'noindex' });
    assert.deepEqual(
      tags.split('\n').map((line) => /^<([a-z]+)(?: [a-z]+="([^"]*)")?/.exec(line)?.slice(1).join(' ')),
      ['title ', 'link canonical', 'meta og:title', 'meta og:url', 'meta og:type', 'meta twitter:card', 'meta twitter:title', 'meta robots', 'script application/ld+json'],
    );
    assert.ok(!tags.includes('</script> B'), 'the JSON-LD cannot end its script');
  });

  it('no title, no title tags: a page that gave none keeps its own', () => {
    const tags = headTags({ title: ' ', canonicalUrl: 'https://example.com/', openGraph: { type: 'website' } });
    assert.doesNotMatch(tags, /<title>|og:title|twitter:title/);
    assert.match(tags, /^<link rel="canonical" href="https:\/\/example\.com\/">$/m);
  });
});
