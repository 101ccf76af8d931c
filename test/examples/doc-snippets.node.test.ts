/**
 * Issue 38, "What to build" 1: the framework recipes are complete files in docs/frameworks.md,
 * which the example apps' test builds (examples.e2e.ts); examples/ holds the same files, so a
 * change to one that isn't made to the other fails here, without installing anything.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { recipeFiles, type RecipeApp } from './doc-snippets.js';

const EXAMPLES = resolve(import.meta.dirname, '../../examples');

/** An example's own files: not its install or build, nor what isn't the app (README, .gitignore, what Next writes). */
function exampleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(node_modules|dist|\.next|\.astro)$/.test(entry.name) ? [] : exampleFiles(path);
    return /^(README\.md|\.gitignore|tsconfig\.json|next-env\.d\.ts|package-lock\.json)$|\.tgz$/.test(entry.name) ? [] : [path];
  });
}

describe('docs/frameworks.md: the recipes are the example apps', () => {
  for (const app of ['nextjs', 'astro'] as RecipeApp[]) {
    it(`${app}: every file of examples/${app} is in the docs, as it is`, () => {
      const documented = recipeFiles(app);
      const files = exampleFiles(join(EXAMPLES, app)).map((path) => relative(join(EXAMPLES, app), path).split('\\').join('/'));
      assert.deepEqual([...documented.keys()].sort(), files.sort());
      for (const path of files) assert.equal(documented.get(path), readFileSync(join(EXAMPLES, app, path), 'utf8'), `${app}/${path} differs from the docs`);
    });
  }

  it('the Next.js recipe: its proxy deletes a client\'s page-URL header, the origin is SITE_URL\'s, the source down gives the bare tag', () => {
    const files = recipeFiles('nextjs');
    assert.match(files.get('proxy.ts')!, /headers\.delete\(PAGE_URL_HEADER\)/);
    assert.match(files.get('app/careers/board.ts')!, /siteUrl: siteUrl\(\)/);
    assert.match(files.get('app/careers/board.ts')!, /\.catch\([\s\S]*unrendered\(\)/);
    assert.doesNotMatch(files.get('next.config.ts')!, /serverExternalPackages: \[[^\]]*'job-board-element'/);
    assert.match(recipeFiles('astro').get('src/pages/careers/[...path].astro')!, /Astro\.response\.statusText = 'Not Found'/);
  });
});
