/**
 * The framework recipes' files, read from docs/frameworks.md: each is a fenced code block whose
 * info string names its app and its path (```tsx app=nextjs file=app/layout.tsx```). The example
 * apps' test builds fresh apps from these alone; examples/ holds the same files (checked by
 * doc-snippets.node.test.ts), so the docs are what is tested and the examples can't drift.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type RecipeApp = 'nextjs' | 'astro';

export const FRAMEWORKS_DOC = resolve(import.meta.dirname, '../../docs/frameworks.md');

const FENCE = /^```[\w-]* app=(\S+) file=(\S+)\n([\s\S]*?)^```$/gm;

/** The files of `app` in the markdown, by path, in their order; a path given twice is an error. */
export function recipeFiles(app: RecipeApp, markdown = readFileSync(FRAMEWORKS_DOC, 'utf8')): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, name, path, text] of markdown.matchAll(FENCE)) {
    if (name !== app) continue;
    if (files.has(path!)) throw new Error(`docs/frameworks.md gives ${app}'s ${path} twice`);
    files.set(path!, text!);
  }
  return files;
}
