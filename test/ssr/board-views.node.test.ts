/**
 * The server render's pieces without a DOM (src/ssr/entities.ts, board-views.ts): entities decoded
 * by parse5 as a browser decodes them, and descriptions embedded so the board reads them back as
 * what they were (text stays text).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse5EntityDecoder } from '../../src/ssr/entities.js';
import { storedDescription, withSanitisedDescription } from '../../src/ssr/board-views.js';
import { descriptionOf } from '../../src/elements/job-board/detail/description.js';
import { DESCRIPTION_BOUNDS } from '../../src/elements/job-board/detail/markup-bounds.js';
import { textOfMarkup } from '../../src/elements/job-board/detail/markup-text.js';

const PAGE = new URL('https://example.com/careers/jobs/jp_1/');
const post = (fields: { description?: string; content?: string }) => ({ id: 'jp_1', title: 'Engineer', ...fields });

describe('parse5EntityDecoder', () => {
  it('decodes named, numeric and legacy references, and reads no markup', () => {
    assert.equal(parse5EntityDecoder('&lt;p&gt;Hi &amp;amp; bye&lt;/p&gt;'), '<p>Hi &amp; bye</p>');
    assert.equal(parse5EntityDecoder('caf&eacute; &#x1F600; &#233; &nbsp;|'), 'café 😀 é \u00a0|');
    assert.equal(parse5EntityDecoder('<b>bold</b> <!-- note --> <script>x</script>'), '<b>bold</b> <!-- note --> <script>x</script>');
  });

  it('is the text fallback of a description past the bounds, with no DOMParser in Node', () => {
    assert.equal(typeof (globalThis as { DOMParser?: unknown }).DOMParser, 'undefined');
    assert.equal(textOfMarkup('<p>A &amp; B</p><p>&lt;script&gt;</p>', parse5EntityDecoder), 'A & B\n\n<script>');
  });
});

describe('descriptionOf in Node, with the parse5 decoder', () => {
  it('reads Greenhouse-style escaped HTML as HTML', () => {
    assert.deepEqual(descriptionOf(post({ content: '&lt;p&gt;Hi&lt;/p&gt;' }), parse5EntityDecoder), { kind: 'html', html: '<p>Hi</p>' });
  });

  it('reads a description past the bounds as text, cut', () => {
    const long = `<p>${'word '.repeat(DESCRIPTION_BOUNDS.characters / 4)}</p>`;
    const description = descriptionOf(post({ description: long }), parse5EntityDecoder);
    assert.equal(description?.kind, 'text');
    assert.ok(description?.kind === 'text' && description.oversized && description.text.length <= DESCRIPTION_BOUNDS.characters + 1);
  });
});

describe('the description the page embeds', () => {
  it('sanitised to text holding escaped markup: embedded in a <div>, so it is never decoded into markup', () => {
    const { post: embedded, text } = withSanitisedDescription(post({ description: '<script>alert(1)</script>&lt;script&gt;alert(2)&lt;/script&gt;' }), PAGE);
    assert.equal(embedded.description, '<div>&lt;script&gt;alert(2)&lt;/script&gt;</div>');
    assert.equal(text, '<script>alert(2)</script>');
    assert.deepEqual(descriptionOf(embedded, parse5EntityDecoder), { kind: 'html', html: embedded.description });
  });

  it('text past the bounds whose words look like markup: read back, it stays text', () => {
    const raw = `<div><p>${'&lt;b&gt;bold&lt;/b&gt; '.repeat(6_000)}</p>`;
    const { post: embedded, text } = withSanitisedDescription(post({ description: raw }), PAGE);
    assert.match(text!, /^<b>bold<\/b> <b>bold/);
    const again = descriptionOf(embedded, parse5EntityDecoder);
    assert.equal(again?.kind, 'text');
    assert.ok(again?.kind === 'text' && again.text.startsWith('<b>bold</b> <b>bold</b>'));
  });

  it('ordinary text and HTML are embedded as they are', () => {
    assert.equal(storedDescription('Plain words, 1 < 2.', '<p>Plain words, 1 &lt; 2.</p>'), 'Plain words, 1 < 2.');
    assert.equal(storedDescription(undefined, '<p>Hi</p>'), '<p>Hi</p>');
  });
});
