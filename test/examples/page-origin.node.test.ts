/**
 * Issue 37, finding 3: the example apps make the page's URL, which every link of the board comes
 * from (canonical, og:url, JSON-LD, the pager), from configuration (SITE_URL), never from the
 * request's Host or X-Forwarded-* headers, which the client or anyone before the site's proxy
 * chooses (the Next.js example once did when SITE_URL was unset). Read from the examples' source,
 * without installing them (examples.e2e.ts builds and runs them).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';

const EXAMPLES = resolve(import.meta.dirname, '../../examples');

/** The examples' source files (not their installs or builds). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(node_modules|dist|\.next|\.astro)$/.test(entry.name) ? [] : sources(path);
    return /\.(ts|tsx|mjs|js|astro)$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (they may name the headers to say they are not read). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** What reads a host or a scheme a request claims. */
const REQUEST_ORIGIN = [
  /x-forwarded/i,
  /\bforwarded\b/i,
  /headers\.get\(\s*['"`]host['"`]\s*\)/i,
  /nextUrl\.(host|hostname|origin|protocol)\b/,
  /request\.url\)?\.(host|hostname|origin|protocol)\b/,
  /Astro\.url(?!\.(pathname|search)\b)/,
  /Astro\.request\.url/,
];

describe('the examples: the page URL from configuration', () => {
  const files = sources(EXAMPLES);

  it('finds the examples\' source', () => {
    assert.ok(files.some((file) => file.endsWith('proxy.ts')), 'examples/nextjs/proxy.ts');
    assert.ok(files.some((file) => file.endsWith('.astro')), 'examples/astro pages');
  });

  for (const file of files) {
    it(`${relative(EXAMPLES, file)}: takes no host or scheme from the request`, () => {
      const text = code(readFileSync(file, 'utf8'));
      for (const pattern of REQUEST_ORIGIN) assert.doesNotMatch(text, pattern);
    });
  }

  it('the files that make the page URL take its origin from SITE_URL, and fail with what to set without it', () => {
    for (const file of ['nextjs/app/careers/board.ts', 'astro/src/pages/careers/[...path].astro']) {
      const text = readFileSync(join(EXAMPLES, file), 'utf8');
      assert.match(code(text), /process\.env\.SITE_URL/, file);
      assert.match(text, /SITE_URL is not set: set it to the site\\?'s public origin/, file);
    }
  });
});
