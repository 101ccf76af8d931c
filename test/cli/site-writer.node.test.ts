/**
 * The static site's writer (src/cli/build/site-writer.ts) in a temporary folder: only changed
 * bytes are written (mtimes of unchanged pages kept), closed posts' and past-the-end pages are
 * removed with their folders, and the site's own files are never touched.
 *
 * Run: node --import tsx --test test/cli/site-writer.node.test.ts
 */
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { isOwnedPage, removeStalePages, writePage, type WriteOutcome } from '../../src/cli/build/site-writer.js';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'site-writer-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SITE = new Map([
  ['index.html', '<h1>Jobs</h1>'],
  ['page/2/index.html', '<h1>Jobs, page 2</h1>'],
  ['page/3/index.html', '<h1>Jobs, page 3</h1>'],
  ['jobs/jp_1/index.html', '<h1>Engineer</h1>'],
  ['jobs/jp_2/index.html', '<h1>Designer – Zürich</h1>'],
  ['sitemap.xml', '<urlset/>'],
]);

/** Every file under the folder, relative, with `/`. */
function files(root: string, prefix = ''): string[] {
  return readdirSync(join(root, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(root, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]))
    .sort();
}

/** Sets every file's mtime to a fixed past time, so a rewrite shows. */
function ageFiles(): number {
  const past = new Date('2020-01-01T00:00:00Z');
  for (const file of files(dir)) utimesSync(join(dir, file), past, past);
  return past.getTime();
}

/**
 * A whole site synced the way the build does it (site-build.ts): every page through `writePage`,
 * then `removeStalePages` keeping exactly those pages; what happened to each path, sorted.
 */
async function writeSite(root: string, pages: ReadonlyMap<string, string>, onFile?: (path: string, outcome: WriteOutcome) => void) {
  const result = { written: [] as string[], unchanged: [] as string[], removed: [] as string[], notes: [] as string[] };
  for (const [path, content] of pages) {
    const outcome = await writePage(root, path, content);
    result[outcome].push(path);
    onFile?.(path, outcome);
  }
  const { removed, notes } = await removeStalePages(root, (path) => pages.has(path));
  return { written: result.written.sort(), unchanged: result.unchanged.sort(), removed, notes };
}

describe('writePage and removeStalePages over a whole site', () => {
  it('writes every page the first time, in UTF-8, and nothing else', async () => {
    const result = await writeSite(dir, SITE);
    assert.deepEqual(result, { written: [...SITE.keys()].sort(), unchanged: [], removed: [], notes: [] });
    assert.deepEqual(files(dir), [...SITE.keys()].sort(), 'no temporary files left');
    assert.equal(readFileSync(join(dir, 'jobs/jp_2/index.html'), 'utf8'), '<h1>Designer – Zürich</h1>');
  });

  it('writes nothing the second time, and keeps every mtime', async () => {
    await writeSite(dir, SITE);
    const past = ageFiles();
    const seen: string[] = [];
    const result = await writeSite(dir, new Map(SITE), (path, outcome) => seen.push(`${outcome} ${path}`));
    assert.deepEqual(result, { written: [], unchanged: [...SITE.keys()].sort(), removed: [], notes: [] });
    assert.equal(seen.length, SITE.size);
    for (const file of files(dir)) assert.equal(statSync(join(dir, file)).mtimeMs, past, file);
  });

  it('rewrites only the page whose bytes changed', async () => {
    await writeSite(dir, SITE);
    const past = ageFiles();
    const result = await writeSite(dir, new Map([...SITE, ['jobs/jp_1/index.html', '<h1>Senior Engineer</h1>']]));
    assert.deepEqual(result.written, ['jobs/jp_1/index.html']);
    assert.equal(result.unchanged.length, SITE.size - 1);
    assert.equal(readFileSync(join(dir, 'jobs/jp_1/index.html'), 'utf8'), '<h1>Senior Engineer</h1>');
    assert.notEqual(statSync(join(dir, 'jobs/jp_1/index.html')).mtimeMs, past);
    assert.equal(statSync(join(dir, 'jobs/jp_2/index.html')).mtimeMs, past);
  });

  it('removes a closed post’s page and pages past the last, with their folders, and keeps the site’s own files', async () => {
    await writeSite(dir, SITE);
    writeFileSync(join(dir, 'styles.css'), 'body {}');
    mkdirSync(join(dir, 'jobs/jp_2/assets'));
    writeFileSync(join(dir, 'jobs/jp_2/assets/team.jpg'), 'jpg');
    mkdirSync(join(dir, 'page/about'));
    writeFileSync(join(dir, 'page/about/index.html'), 'the site’s own page');
    writeFileSync(join(dir, 'jobs/notes.txt'), 'the site’s note');

    const next = new Map(SITE);
    next.delete('jobs/jp_1/index.html');
    next.delete('jobs/jp_2/index.html');
    next.delete('page/3/index.html');
    const result = await writeSite(dir, next);
    assert.deepEqual(result.removed, ['jobs/jp_1/index.html', 'jobs/jp_2/index.html', 'page/3/index.html']);
    assert.deepEqual(result.written, []);
    assert.ok(!existsSync(join(dir, 'jobs/jp_1')), 'the closed post’s folder is gone');
    assert.ok(!existsSync(join(dir, 'page/3')));
    assert.deepEqual(files(dir), ['index.html', 'jobs/jp_2/assets/team.jpg', 'jobs/notes.txt', 'page/2/index.html', 'page/about/index.html', 'sitemap.xml', 'styles.css']);
  });

  it('removes the jobs folder once no post is open', async () => {
    await writeSite(dir, SITE);
    const result = await writeSite(dir, new Map([['index.html', '<p>No open positions.</p>']]));
    assert.equal(result.removed.length, 4);
    assert.deepEqual(files(dir), ['index.html', 'sitemap.xml'], 'the sitemap is the command’s to rewrite, not to remove');
  });

  it('refuses a path outside the folder, writing nothing', async () => {
    for (const path of ['../evil.html', '/etc/passwd', 'jobs/../../x', 'a//b', 'a\\b', '']) {
      await assert.rejects(writePage(dir, path, 'x'), /not a relative file path/, path);
    }
    assert.deepEqual(readdirSync(dir), []);
  });
});

describe('symbolic links: nothing is written or removed through one', () => {
  /** A folder beside the site's, with a file the build must never touch. */
  function outside(): string {
    const folder = mkdtempSync(join(tmpdir(), 'site-writer-outside-'));
    mkdirSync(join(folder, 'jp_9'));
    writeFileSync(join(folder, 'jp_9/index.html'), 'not the site’s');
    return folder;
  }

  it('a jobs/ that is a link: removal leaves it and everything behind it, with a note', async () => {
    const target = outside();
    try {
      symlinkSync(target, join(dir, 'jobs'));
      const { removed, notes } = await removeStalePages(dir, () => false);
      assert.deepEqual(removed, []);
      assert.match(notes.join('\n'), /left jobs\/ alone: it is a symbolic link/);
      assert.equal(readFileSync(join(target, 'jp_9/index.html'), 'utf8'), 'not the site’s');
      assert.ok(lstatSync(join(dir, 'jobs')).isSymbolicLink());
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  it("a job's folder that is a link: never removed through, never written through", async () => {
    const target = outside();
    try {
      mkdirSync(join(dir, 'jobs'));
      symlinkSync(join(target, 'jp_9'), join(dir, 'jobs/jp_9'));
      const { removed, notes } = await removeStalePages(dir, () => false);
      assert.deepEqual(removed, []);
      assert.match(notes.join('\n'), /left jobs\/jp_9 alone: it is a symbolic link/);
      await assert.rejects(writePage(dir, 'jobs/jp_9/index.html', 'new'), /jobs\/jp_9 is a symbolic link/);
      assert.equal(readFileSync(join(target, 'jp_9/index.html'), 'utf8'), 'not the site’s');
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  it('a page file that is a link is replaced as a link, its target untouched', async () => {
    const target = outside();
    try {
      mkdirSync(join(dir, 'jobs/jp_1'), { recursive: true });
      symlinkSync(join(target, 'jp_9/index.html'), join(dir, 'jobs/jp_1/index.html'));
      assert.equal(await writePage(dir, 'jobs/jp_1/index.html', 'the page'), 'written');
      assert.ok(!lstatSync(join(dir, 'jobs/jp_1/index.html')).isSymbolicLink());
      assert.equal(readFileSync(join(target, 'jp_9/index.html'), 'utf8'), 'not the site’s');
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('isOwnedPage', () => {
  it('owns job pages and further listing pages only', () => {
    for (const path of ['jobs/jp_1/index.html', 'page/2/index.html', 'page/10/index.html']) assert.ok(isOwnedPage(path), path);
    for (const path of ['index.html', 'sitemap.xml', 'page/about/index.html', 'page/0/index.html', 'jobs/jp_1/photo.jpg', 'jobs/index.html', 'jobs/a/b/index.html', 'styles.css']) {
      assert.ok(!isOwnedPage(path), path);
    }
  });
});
