/**
 * The README is the package's front page on npm and GitHub: short, opening with the contract's
 * script-tag example, and every relative link in it and in the guides beside it leads somewhere.
 *
 *   node --import tsx --test test/package/readme.node.test.ts
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
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

  it('gives the quick start a source example beside the token one, and tells the two tokens apart (issue 38)', () => {
    const start = readme.indexOf('## Quick start');
    const scriptTag = readme.slice(start, readme.indexOf('\n### ', readme.indexOf('### Script tag') + 1));
    const blocks = [...scriptTag.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]!);
    assert.match(blocks[0]!, /token="YOUR_JOB_BOARDS_TOKEN"/);
    assert.match(blocks[1] ?? '', /<script type="module" src="[^"]+job-board\.js"><\/script>\n<job-board source="greenhouse:[a-z]+">/, 'the second example names a Greenhouse board');
    const text = prose(scriptTag);
    assert.match(text, /Job Boards token/);
    assert.match(text, /Greenhouse's \*\*board token\*\*[\s\S]*?: it goes in\s+`source="greenhouse:/);
  });

  it('states the test command', () => {
    assert.match(prose(readme), /`npm test`/);
    assert.match(readme, /\]\[CONTRIBUTING\.md\]/);
  });
});

/** The file a link to the repository names (`…/blob/main/docs/x.md#a` → `docs/x.md#a`), or undefined. */
function repositoryPath(link: string, repository: string): string | undefined {
  const base = repository.replace(/^git\+/, '').replace(/\.git$/, '');
  const raw = base.replace('https://github.com/', 'https://raw.githubusercontent.com/');
  for (const prefix of [`${base}/blob/main/`, `${raw}/main/`]) if (link.startsWith(prefix)) return link.slice(prefix.length);
  return undefined;
}

describe('README.md from the npm page and node_modules (issue 29, item 8)', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { repository?: { url?: string }; homepage?: string; bugs?: { url?: string } };
  const repository = pkg.repository?.url ?? '';
  const readme = readFileSync('README.md', 'utf8');
  /** What `npm pack` puts in the package (nothing is built or run for the list). */
  const packed = (): Set<string> => {
    const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
    return new Set((JSON.parse(result.stdout) as [{ files: { path: string }[] }])[0].files.map((file) => file.path));
  };

  it('package.json names the repository, the homepage and where to report bugs', () => {
    assert.match(repository, /^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
    const base = repository.replace(/^git\+/, '').replace(/\.git$/, '');
    assert.equal(pkg.homepage, `${base}#readme`);
    assert.equal(pkg.bugs?.url, `${base}/issues`);
  });

  it('every relative link leads to a file in the package; the rest go to the repository, to files that exist', () => {
    const files = packed();
    const broken: string[] = [];
    for (const link of relativeLinks(readme)) {
      const path = decodeURIComponent(link.split('#', 1)[0]!);
      if (path !== '' && !files.has(normalize(path))) broken.push(`${link} (not in the package: an absolute URL, or add it to "files")`);
    }
    const absolute = [...prose(readme).matchAll(/(?:\]\(|^\[[^\]]+\]:\s*)(https:\/\/[^)\s]+)/gm)].map((match) => match[1]!);
    const toRepository = absolute.map((link) => [link, repositoryPath(link, repository)] as const).filter(([, path]) => path !== undefined);
    assert.ok(toRepository.length >= 3, 'the screenshot, the reference API and CONTRIBUTING.md link to the repository');
    for (const [link, path] of toRepository) {
      const [file = '', hash] = path!.split('#', 2);
      if (!existsSync(file)) broken.push(`${link} (no ${file} in the repository)`);
      else if (hash && !anchors(readFileSync(file, 'utf8')).has(hash)) broken.push(`${link} (no heading #${hash} in ${file})`);
    }
    assert.deepEqual(broken, []);
  });

  it('says the reference API is in the repository, not the package, and that npm start alone runs the demo with it', () => {
    const text = prose(readme).replace(/\s+/g, ' ');
    assert.match(text, /\[reference API\]\[[^\]]+\], a local API with demo tokens\. It is in this project's repository, not in the npm package\./);
    assert.match(text, /`npm start` alone runs the demo career site with the API/);
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
