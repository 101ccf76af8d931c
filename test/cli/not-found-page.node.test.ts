/**
 * The static build's 404.html (issue 38, point 10; src/cli/build/not-found-page.ts): the site's
 * template with a not-found notice in the board's language and a link to the listing, noindex,
 * no board and no JobPosting; rewritten by later builds, a site's own 404.html left alone.
 *
 * Run: node --import tsx --test test/cli/not-found-page.node.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiPost, build, startApi, TEMPLATE, workFolder, type ApiFixture } from './build-fixture.js';

let api: ApiFixture;
let base: string;

before(async () => {
  api = await startApi();
  base = await api.sandbox({ posts: [apiPost('jp_1'), apiPost('jp_2')] });
});

after(() => api.close());

describe('job-board-element build: 404.html', () => {
  it('writes the template with a not-found notice, a link to the listing and noindex; no board', async () => {
    const folder = workFolder();
    try {
      const run = await build(base, folder);
      assert.equal(run.status, 0, run.stderr);
      const page = readFileSync(join(folder.out, '404.html'), 'utf8');
      assert.match(page, /<title>Page not found – Careers<\/title>/);
      assert.match(page, /<meta name="robots" content="noindex">/);
      assert.match(page, /<h2>Page not found<\/h2>/);
      // Root-relative: a host serves the page at any path.
      assert.match(page, /<a href="\/careers\/">All jobs<\/a>/);
      assert.doesNotMatch(page, /<job-board[\s>]/, 'no board: it would read a route from a path that names nothing');
      assert.doesNotMatch(page, /application\/ld\+json/);
      // The template's own parts stay: its script tag, its <html lang>.
      assert.match(page, /<script type="module" src="\/cdn\/job-board.js"><\/script>/);
      assert.match(page, /<html lang="en">/);

      const again = await build(base, folder);
      assert.equal(again.status, 0, again.stderr);
      assert.equal(readFileSync(join(folder.out, '404.html'), 'utf8'), page, 'the same page again');
    } finally {
      folder.remove();
    }
  });

  it('in the board’s language', async () => {
    const folder = workFolder();
    try {
      writeFileSync(folder.template, TEMPLATE.replace('<html lang="en">', '<html lang="de">'));
      const run = await build(base, folder);
      assert.equal(run.status, 0, run.stderr);
      const page = readFileSync(join(folder.out, '404.html'), 'utf8');
      assert.match(page, /<h2>Seite nicht gefunden<\/h2>/);
      assert.match(page, /<a href="\/careers\/">Alle Stellen<\/a>/);
    } finally {
      folder.remove();
    }
  });

  it('leaves a 404.html of the site’s own, and says so', async () => {
    const folder = workFolder();
    try {
      await build(base, folder);
      const own = '<!doctype html><title>Lost?</title><p>Our own 404.</p>\n';
      writeFileSync(join(folder.out, '404.html'), own);
      const run = await build(base, folder);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(readFileSync(join(folder.out, '404.html'), 'utf8'), own);
      assert.match(run.stderr, /left 404\.html as it is: the site's own/);
    } finally {
      folder.remove();
    }
  });
});
