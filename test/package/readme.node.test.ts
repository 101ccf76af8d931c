/**
 * The README is the package's front page on npm and GitHub: short, opening with the contract's
 * script-tag example, and every relative link in it and in the guides beside it leads somewhere.
 *
 *   node --import tsx --test test/package/readme.node.test.ts
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, it } from 'node:test';

const README_MAX_BYTES = 20_480;

/** The pages whose links are checked. */
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  'CHANGELOG.md',
  'server/README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The example CONTRACT.md's "Usage the README opens with" fixes. */
const CONTRACT_USAGE = `<script type="module" src="https://cdn.example.com/job-board-element/dist/cdn/job-board.js"></script>
<job-board token="YOUR_JOB_BOARDS_TOKEN" base-url="https://api.example.com">
  <job-board-search></job-board-search>
  <job-board-workplace-filter></job-board-workplace-filter>
</job-board>`;

/** Markdown without its fenced code blocks (a link or heading inside one is an example). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
}

/** GitHub's anchor for a heading: its text, lowercased, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // [text](url) → text
    .replace(/<[^>]*>/g, (tag) => tag.replace(/[<>]/g, '')) // `<job-board>` reads "job-board"
    .replace(/[`*_~]/g, (character) => (character === '_' ? '_' : ''));
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page's headings give, numbered as GitHub numbers repeated ones. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const match of prose(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(match[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** The relative links of a page: inline links and images, and reference definitions. */
function relativeLinks(markdown: string): string[] {
  const text = prose(markdown).replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/g)].map((m) => m[1]!),
  ];
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'));
}

describe('README.md', () => {
  const readme = readFileSync('README.md', 'utf8');

  it(`is at most ${README_MAX_BYTES} bytes`, () => {
    const bytes = Buffer.byteLength(readme);
    assert.ok(bytes <= README_MAX_BYTES, `README.md is ${bytes} bytes; move detail into docs/`);
  });

  it("opens its usage with the contract's script-tag example", () => {
    const firstBlock = /```html\n([\s\S]*?)```/.exec(readme);
    assert.ok(firstBlock, 'README.md has no html code block');
    assert.equal(firstBlock[1]!.trim(), CONTRACT_USAGE);
    const quickStart = readme.indexOf('## Quick start');
    assert.ok(quickStart >= 0 && quickStart < firstBlock.index, 'the example is the first code block of the quick start');
  });

  it('states the test command', () => {
    assert.match(prose(readme), /`npm test`/);
    assert.match(readme, /\]\(CONTRIBUTING\.md\)/);
  });
});

describe('relative links', () => {
  for (const page of PAGES) {
    it(`in ${page} lead to a file that exists, and #anchors to one of its headings`, () => {
      const broken: string[] = [];
      for (const link of relativeLinks(readFileSync(page, 'utf8'))) {
        const [pathPart = '', hash] = link.split('#', 2);
        const path = decodeURIComponent(pathPart);
        const target = path === '' ? page : normalize(join(dirname(page), path));
        if (relative('.', target).startsWith('..')) {
          broken.push(`${link} (outside the repository)`);
          continue;
        }
        if (!existsSync(target)) {
          broken.push(`${link} (no ${target})`);
          continue;
        }
        if (hash === undefined || hash === '') continue;
        if (statSync(target).isDirectory() || !target.endsWith('.md')) {
          broken.push(`${link} (an anchor into a file that is not Markdown)`);
          continue;
        }
        if (!anchors(readFileSync(target, 'utf8')).has(decodeURIComponent(hash))) broken.push(`${link} (no heading #${hash} in ${target})`);
      }
      assert.deepEqual(broken, []);
    });
  }
});

describe('slug', () => {
  it("makes GitHub's anchors", () => {
    assert.equal(slug('`<job-board>`'), 'job-board');
    assert.equal(slug('Filters, groups and "Show more jobs"'), 'filters-groups-and-show-more-jobs');
    assert.equal(slug('A wrong `base-url`'), 'a-wrong-base-url');
    assert.equal(slug('[0.1.0] - 2026-11-25'), '010---2026-11-25');
    assert.deepEqual([...anchors('# A\n\n## A\n\n```\n# not a heading\n```\n')], ['a', 'a-1']);
  });
});
