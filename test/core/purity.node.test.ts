/**
 * src/core/ is what a board is, for the browser, the server render and the build alike: it
 * imports nothing from Lit, the DOM or Node, nor from the layers that do (elements, controllers,
 * the server render, the CLI), directly or through what it imports.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = join(import.meta.dirname, '../..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** Every module `file` reaches by its imports (itself included), and the packages they name. */
function closure(file: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    for (const [, specifier] of readFileSync(join(ROOT, path), 'utf8').matchAll(IMPORT)) {
      if (!specifier!.startsWith('.')) packages.add(specifier!);
      else visit(normalize(join(dirname(path), specifier!)).replace(/\.js$/, '.ts'));
    }
  };
  visit(file);
  return { files, packages };
}

const coreFiles = readdirSync(join(ROOT, 'src/core')).filter((name) => name.endsWith('.ts')).map((name) => `src/core/${name}`);

describe('src/core', () => {
  it('has the modules the browser, the server render and the CLI share', () => {
    for (const name of ['settings', 'route', 'request-plan', 'client-plan', 'setup-errors', 'view-model']) assert.ok(coreFiles.includes(`src/core/${name}.ts`), name);
  });

  for (const file of coreFiles) {
    it(`${relative('src', file)} reaches no Lit, DOM or Node code`, () => {
      const { files, packages } = closure(file);
      assert.deepEqual([...packages].filter((name) => /^(lit|@lit|@lit-labs|node:|parse5|sanitize-html|dompurify)/.test(name)), []);
      assert.deepEqual([...files].filter((path) => /^src\/(elements|controllers|ssr|cli|frameworks|context)\//.test(path)), []);
      for (const path of files) {
        // Its code, less comments and import lines: a DOM global used is a DOM dependency.
        const code = readFileSync(join(ROOT, path), 'utf8')
          .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
          .replace(/^\s*(import|export)\b[^;]*\bfrom\s+['"][^'"]+['"];?$/gm, '');
        assert.doesNotMatch(code, /(?<![\w.])(document|window|customElements|location)\.|\bHTMLElement\b|\bShadowRoot\b/, path);
      }
    });
  }
});
