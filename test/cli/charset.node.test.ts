/**
 * Every static page declares UTF-8 where the browser's prescan finds it (issue 29, item 7): a
 * template's declaration is kept, one is added where it lacks one or has it too late, and another
 * charset is refused.
 *
 *   node --import tsx --test test/cli/charset.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withUtf8Declaration } from '../../src/cli/build/charset.js';
import { TemplateError } from '../../src/cli/build/template.js';

const BOARD = '<job-board routing="path" base-path="/careers/"></job-board>';

/** Whether `html`'s first 1,024 bytes hold a UTF-8 declaration. */
function prescanFinds(html: string): boolean {
  return /<meta charset="utf-8">/.test(Buffer.from(html).subarray(0, 1024).toString('latin1'));
}

describe('withUtf8Declaration', () => {
  it('keeps a template that declares UTF-8 early, byte for byte', () => {
    for (const meta of ['<meta charset="utf-8">', '<meta charset=UTF-8 />', '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">']) {
      const html = `<!doctype html><html><head>${meta}<title>Jobs</title></head><body>${BOARD}</body></html>`;
      assert.deepEqual(withUtf8Declaration(html), { html });
    }
  });

  it("adds the declaration first in a head that lacks it, and says so", () => {
    const html = `<!doctype html>\n<html lang="de">\n  <head>\n    <title>Stellen in München</title>\n  </head>\n  <body>${BOARD}</body>\n</html>`;
    const result = withUtf8Declaration(html);
    assert.ok(result.html.startsWith('<!doctype html>\n<html lang="de">\n  <head><meta charset="utf-8">\n'), result.html);
    assert.equal(result.html.replace('<meta charset="utf-8">', ''), html);
    assert.match(result.change!, /added <meta charset="utf-8">/);
    assert.ok(prescanFinds(result.html));
  });

  it('adds it for a head the parser implies, after <html> or the doctype', () => {
    assert.ok(withUtf8Declaration(`<!doctype html><title>Jobs</title>${BOARD}`).html.startsWith('<!doctype html><meta charset="utf-8">'));
    assert.ok(withUtf8Declaration(`<html><title>Jobs</title>${BOARD}`).html.startsWith('<html><meta charset="utf-8">'));
    assert.ok(withUtf8Declaration(`<title>Jobs</title>${BOARD}`).html.startsWith('<meta charset="utf-8">\n'));
  });

  it('adds one within the first 1,024 bytes when the template declares it too late', () => {
    const html = `<!doctype html><html><head><!-- ${'é'.repeat(600)} --><meta charset="utf-8"><title>Jobs</title></head><body>${BOARD}</body></html>`;
    assert.equal(prescanFinds(html), false);
    const result = withUtf8Declaration(html);
    assert.ok(prescanFinds(result.html));
    assert.match(result.change!, /moved/);
  });

  it('refuses a template that declares another charset, naming it', () => {
    for (const meta of ['<meta charset="iso-8859-1">', '<meta http-equiv="content-type" content="text/html; charset=windows-1252">']) {
      assert.throws(
        () => withUtf8Declaration(`<!doctype html><html><head>${meta}</head><body>${BOARD}</body></html>`),
        (error) => error instanceof TemplateError && /declares the charset "(iso-8859-1|windows-1252)"/.test(error.message) && /<meta charset="utf-8">/.test(error.message),
      );
    }
  });
});
