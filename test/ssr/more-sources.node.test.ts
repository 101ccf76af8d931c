/**
 * renderJobBoard for the six further sources (issue 39) and for several boards, against the
 * reference server's vendor emulators: the listing and a job's page (its title, description and
 * JSON-LD JobPosting), an unknown job a 404; of several boards, one that fails is left out with a
 * console warning naming it, and only when all fail does the render reject.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderJobBoard } from '../../src/ssr/index.js';
import { startApi, type ApiFixture } from '../cli/build-fixture.js';
import { jobPosting, jsonLd, MORE_SOURCES } from '../cli/vendor-fixture.js';

let api: ApiFixture;

before(async () => {
  api = await startApi();
});

after(() => api.close());

const BOARD = { routing: 'path', 'base-path': '/careers/', organization: 'Example', country: 'DE' } as const;

/** The listing entries' links. */
const entryHrefs = (html: string): string[] => [...html.matchAll(/<a\s[^>]*part="item-link"[^>]*>/g)].map((match) => /\shref="([^"]*)"/.exec(match[0])![1]!.replace(/&amp;/g, '&'));

/** The first words of an HTML description's first paragraph, as a page shows them. */
const openingWords = (html: string): string =>
  (/<p>([^<]*)/.exec(html)?.[1] ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .join(' ');

describe('renderJobBoard with the further sources', { concurrency: 2 }, () => {
  for (const { vendor, source, base } of MORE_SOURCES) {
    it(`${source}: the listing, a job's page with its description and JSON-LD, an unknown job 404`, async () => {
      const attributes = { source, 'base-url': base(api.origin), ...BOARD };
      const listing = await renderJobBoard({ url: 'https://example.com/careers/', attributes, pageTitle: 'Careers' });
      assert.equal(listing.status, 200);
      const hrefs = entryHrefs(listing.html);
      assert.equal(hrefs.length, 20, 'the first page of the listing');
      assert.equal(jsonLd(listing.head).length, 0, 'no JSON-LD on a listing');

      for (const href of [hrefs[0]!, hrefs.at(-1)!]) {
        assert.match(href, /^https:\/\/example\.com\/careers\/jobs\/[^/]+\/$/);
        const page = await renderJobBoard({ url: href, attributes, pageTitle: 'Careers' });
        assert.equal(page.status, 200, href);
        const posting = jobPosting(page.head);
        assert.equal(posting.url, href);
        const title = String(posting.title);
        assert.ok(title.trim().length > 0 && title === title.trim(), `${href}: a trimmed title`);
        assert.match(page.html, new RegExp(`part="detail-title"[^>]*>(<!--[^>]*-->)*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')}`), `${href}: the job's title`);
        const description = String(posting.description ?? '');
        assert.match(description, /<(p|ul|li)\b/, `${href}: the job's description (${vendor})`);
        assert.ok(openingWords(description).length > 20 && page.html.includes(openingWords(description)), `${href}: the description on the page: "${openingWords(description)}"`);
      }

      for (const id of ['no-such-job', ...(vendor === 'smartrecruiters' ? ['744000999999999'] : [])]) {
        const missing = await renderJobBoard({ url: `https://example.com/careers/jobs/${id}/`, attributes, pageTitle: 'Careers' });
        assert.equal(missing.status, 404, id);
        assert.equal(jsonLd(missing.head).length, 0, `${id}: no JobPosting`);
      }
    });
  }
});

describe('renderJobBoard with several boards', () => {
  it('a board that fails: the others rendered, a console warning naming it; its jobs open by their merged id', async (t) => {
    const warn = t.mock.method(console, 'warn', () => {});
    const attributes = { source: 'greenhouse:northwind lever:nobody-here', 'base-url': api.origin, ...BOARD };
    const listing = await renderJobBoard({ url: 'https://example.com/careers/', attributes, pageTitle: 'Careers' });
    assert.equal(listing.status, 200);
    const hrefs = entryHrefs(listing.html);
    assert.equal(hrefs.length, 20);
    assert.ok(hrefs.every((href) => /\/careers\/jobs\/greenhouse\.northwind\.\d+\/$/.test(href)), hrefs[0]);
    const warnings = warn.mock.calls.map((call) => String(call.arguments[0]));
    assert.equal(warnings.filter((text) => text.includes('lever:nobody-here')).length, 1, warnings.join('\n'));
    assert.match(warnings.find((text) => text.includes('lever:nobody-here'))!, /failed.*Lever has no job board "nobody-here"/);

    const page = await renderJobBoard({ url: hrefs[0]!, attributes, pageTitle: 'Careers' });
    assert.equal(page.status, 200);
    assert.equal(jobPosting(page.head).url, hrefs[0]);
  });

  it('every board failing: the render rejects, naming a board', async (t) => {
    t.mock.method(console, 'warn', () => {});
    const attributes = { source: 'greenhouse:nobody lever:nobody-here', 'base-url': api.origin, ...BOARD };
    await assert.rejects(renderJobBoard({ url: 'https://example.com/careers/', attributes, pageTitle: 'Careers' }), /greenhouse:nobody failed\. Greenhouse has no job board "nobody"/);
  });
});
