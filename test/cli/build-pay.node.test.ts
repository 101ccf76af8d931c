/**
 * `job-board-element build` with `<job-board show-pay>`: the prerendered listing shows each entry's
 * pay as the browser's board does (the same views, on the server), in the page's language, paged
 * and grouped; a board without `show-pay` shows none. The posts' pay comes through the reference
 * API's sandbox, which serves its posts as given.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiPost, build, startApi, TEMPLATE, workFolder, type ApiFixture } from './build-fixture.js';

let api: ApiFixture;
before(async () => (api = await startApi()));
after(() => api.close());

const POSTS = [
  apiPost('jp_1', { pay: [{ min: 62000, max: 78000, currency: 'EUR', interval: 'year' }] }),
  apiPost('jp_2', {
    ats_department: { name: 'Design' },
    pay: [
      { min: 50000, max: 60000, currency: 'EUR', interval: 'year', label: 'Berlin' },
      { min: 55000, max: 65000, currency: 'EUR', interval: 'year', label: 'Munich' },
    ],
  }),
  apiPost('jp_3'),
];

/** The listing page built with `<html lang>` set to `lang` and the board's extra attributes. */
async function listingWith(lang: string, boardAttributes: string): Promise<string> {
  const base = await api.sandbox({ posts: POSTS });
  const folder = workFolder();
  try {
    const template = TEMPLATE.replace('<html lang="en">', `<html lang="${lang}">`).replace('country="DE"', `country="DE" ${boardAttributes}`);
    writeFileSync(folder.template, template);
    const run = await build(base, folder, ['--timeout', '30']);
    assert.equal(run.status, 0, run.stderr);
    return readFileSync(join(folder.out, 'index.html'), 'utf8');
  } finally {
    folder.remove();
  }
}

/** Each entry's pay, by its id: the text of its part `pay` (Lit's markers and white space dropped), or none. */
function entryPays(html: string): Record<string, string | undefined> {
  const pays: Record<string, string | undefined> = {};
  for (const [, id, body] of html.matchAll(/<a [^>]*part="item-link"[^>]*data-id="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const pay = /<span part="pay" class="item-pay">([\s\S]*?)<\/span>/.exec(body!)?.[1];
    pays[id!] = pay?.replace(/<!--[^>]*-->/g, '').replace(/\s+/g, ' ').trim();
  }
  return pays;
}

describe('job-board-element build: show-pay', { timeout: 120_000 }, () => {
  it('each entry with pay shows it after its meta line, the first range and how many more; none without pay', async () => {
    const html = await listingWith('en', 'show-pay');
    // The attribute as the template wrote it, once (the board reflects it).
    assert.equal(/<job-board [^>]*>/.exec(html)![0].match(/ show-pay\b/g)?.length, 1);
    assert.deepEqual(entryPays(html), { jp_1: '€62,000 – €78,000 / year', jp_2: 'Berlin: €50,000 – €60,000 / year +1 more', jp_3: undefined });
    // With the entry's other facts: after the meta line, before the badges.
    // (The meta line's names are elements of their own, in their own direction.)
    const meta = /part="item-meta"[^>]*>(.*?)<\/span>(?:<!--[^>]*-->|\s)*<span part="pay" class="item-pay">/s.exec(html);
    assert.equal(meta?.[1]!.replace(/<[^>]*>/g, ''), 'Engineering · Berlin');
  });

  it('in the page’s language, and in a grouped listing', async () => {
    const html = await listingWith('de', 'show-pay group-by="department"');
    assert.match(html, /part="group-heading"/);
    assert.deepEqual(entryPays(html), { jp_1: '62.000–78.000 € / Jahr', jp_2: 'Berlin: 50.000–60.000 € / Jahr +1 weitere', jp_3: undefined });
  });

  it('without show-pay: no entry shows pay', async () => {
    const html = await listingWith('en', '');
    assert.deepEqual(entryPays(html), { jp_1: undefined, jp_2: undefined, jp_3: undefined });
    assert.doesNotMatch(html, /part="pay"/);
  });
});
