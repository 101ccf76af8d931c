/**
 * The static site's writer (src/cli/build/site-writer.ts) in a temporary folder: only changed
 * bytes are written (mtimes of unchanged pages kept), closed posts' and past-the-end pages are
 * removed with their folders, and the site's own files are never touched.
 *
 * Run: node --import tsx --test test/cli/site-writer.node.test.ts
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { isOwnedPage, writeSite } from '../../src/cli/build/site-writer.js';

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

describe('writeSite', () => {
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
    const result = await writeSite(dir, new Map(SITE), { onFile: (path, outcome) => seen.push(`${outcome} ${path}`) });
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

  it('refuses a path outside the folder before writing anything', async () => {
    for (const path of ['../evil.html', '/etc/passwd', 'jobs/../../x', 'a//b', 'a\\b', '']) {
      await assert.rejects(writeSite(dir, new Map([['index.html', 'x'], [path, 'x']])), /not a relative file path/, path);
    }
    assert.deepEqual(readdirSync(dir), []);
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
