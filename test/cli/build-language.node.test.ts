/**
 * `job-board-element build` with a page language Intl can't read (issue 27, bug 2). Pages write
 * `en_US`; on Node 20 (no `navigator`) every job page was dropped ("navigator is not defined")
 * with exit 0, and with `group-by` the build exited 1 ("Incorrect locale information provided").
 * Each such tag must build the whole site, in the language it falls back to. And a job page the
 * build can't render (not the post's fault) must fail the build, not pass as a skip.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiPost, build, jobFolders, startApi, TEMPLATE, workFolder, type ApiFixture } from './build-fixture.js';

let api: ApiFixture;
before(async () => (api = await startApi()));
after(() => api.close());

const POSTS = [
  apiPost('jp_1', { ats_department: { name: 'Sales' } }),
  apiPost('jp_2', { ats_department: { name: 'Engineering' } }),
  apiPost('jp_3', { ats_department: { name: 'Design' } }),
];

/** The tags the issue names, and what each reads as. */
const MALFORMED: [string, string][] = [
  ['en_US', 'en_US'],
  ['x-invalid-', 'x-invalid-'],
  ['__proto__', '__proto__'],
  ['root', 'root'],
  ['10,000 characters', 'a'.repeat(10_000)],
];

/** Builds the sandbox's posts with `<html lang>` set to `lang` and the board's extra attributes. */
async function buildWith(lang: string, boardAttributes = ''): Promise<{ status: number; stderr: string; out: string; remove: () => void }> {
  const base = await api.sandbox({ posts: POSTS });
  const folder = workFolder();
  const template = TEMPLATE.replace('<html lang="en">', `<html lang="${lang}">`).replace('country="DE"', `country="DE" ${boardAttributes}`);
  writeFileSync(folder.template, template);
  const run = await build(base, folder, ['--timeout', '30']);
  return { ...run, out: folder.out, remove: folder.remove };
}

describe('job-board-element build: a page language Intl cannot read', { timeout: 120_000 }, () => {
  for (const [name, lang] of MALFORMED) {
    it(`<html lang="${name}">: every job page is built, with its posted date, exit 0`, async () => {
      const site = await buildWith(lang);
      try {
        assert.equal(site.status, 0, site.stderr);
        assert.doesNotMatch(site.stderr, /could not be rendered|navigator/);
        assert.deepEqual(jobFolders(site.out), ['jp_1', 'jp_2', 'jp_3']);
        const page = readFileSync(join(site.out, 'jobs', 'jp_1', 'index.html'), 'utf8');
        assert.match(page, /<time part="posted" datetime="2025-05-01T09:00:00.000Z" title="May 1, 2025">(?:<!--[^>]*-->)*Posted [^<]+ ago(?:<!--[^>]*-->)*<\/time>/);
        // Read as en-US or, unreadable, English: the count in the page's language either way.
        assert.match(readFileSync(join(site.out, 'index.html'), 'utf8'), /3 open positions/);
      } finally {
        site.remove();
      }
    });

    it(`<html lang="${name}"> with group-by: the groups in order, exit 0`, async () => {
      const site = await buildWith(lang, 'group-by="department"');
      try {
        assert.equal(site.status, 0, site.stderr);
        assert.doesNotMatch(site.stderr, /Incorrect locale|could not be rendered/);
        const index = readFileSync(join(site.out, 'index.html'), 'utf8');
        const headings = [...index.matchAll(/part="group-heading"[^>]*>(?:<!--[^>]*-->|<span dir="auto">|\s)*([A-Za-z]+)/g)].map((match) => match[1]);
        assert.deepEqual(headings, ['Design', 'Engineering', 'Sales']);
        assert.deepEqual(jobFolders(site.out), ['jp_1', 'jp_2', 'jp_3']);
      } finally {
        site.remove();
      }
    });
  }

  it('a tag Intl can read once its underscores are hyphens (pl_PL) is read so: the Polish table and plural rule', async () => {
    const site = await buildWith('pl_PL');
    try {
      assert.equal(site.status, 0, site.stderr);
      assert.match(readFileSync(join(site.out, 'index.html'), 'utf8'), /3 oferty pracy/);
      assert.doesNotMatch(site.stderr, /not a language tag/);
    } finally {
      site.remove();
    }
  });

  it('says that a tag it cannot read is read as English', async () => {
    const site = await buildWith('x-invalid-');
    try {
      assert.match(site.stderr, /warning: the template's <html lang> "x-invalid-" is not a language tag; the board reads it as "en"/);
    } finally {
      site.remove();
    }
  });

  it('a job page the build cannot render fails the build (exit 1, with or without --strict), and says whose fault it is', async () => {
    // What a runtime without the date formats the detail needs does: every job page throws.
    const original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = function broken() {
      throw new Error('no date formats here');
    } as unknown as typeof Intl.DateTimeFormat;
    let site;
    try {
      site = await buildWith('en');
    } finally {
      Intl.DateTimeFormat = original;
    }
    try {
      assert.equal(site.status, 1, site.stderr);
      assert.match(site.stderr, /"jp_1": its page could not be rendered: no date formats here/);
      assert.match(site.stderr, /error: 3 of 3 job pages could not be rendered \(above\)\. The posts were read; the fault is in the build/);
      // The rest of the site is still written: the listing, its entries without links.
      assert.match(readFileSync(join(site.out, 'index.html'), 'utf8'), /3 open positions/);
    } finally {
      site.remove();
    }
  });
});
