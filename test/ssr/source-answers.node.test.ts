/**
 * A source's upstream requests per server render (issue 38, point 7): renders at once and again
 * within the answer cache's minute (ssr/answer-cache.ts) make one request each, counted at the
 * reference server's vendor emulators: the whole board for every listing render, the single-job
 * endpoint for every render of that job's page (Greenhouse, Lever), not the whole board.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderJobBoard } from '../../src/ssr/index.js';
import { VENDOR_BOARDS } from '../helpers/vendors.js';
import { startApi, type ApiFixture } from '../cli/build-fixture.js';

let api: ApiFixture;

before(async () => {
  api = await startApi();
});

after(() => api.close());

async function requestsTo(sandbox: string): Promise<string[]> {
  const id = sandbox.slice(sandbox.lastIndexOf('/') + 1);
  const answer = (await (await fetch(`${api.origin}/__sandbox/${id}/requests`)).json()) as { requests: { path: string; search: string }[] };
  return answer.requests.map((request) => request.path + request.search);
}

const BOARD = {
  greenhouse: `/v1/boards/${VENDOR_BOARDS.greenhouse}/jobs?content=true&pay_transparency=true`,
  lever: `/v0/postings/${VENDOR_BOARDS.lever}?mode=json`,
} as const;
const ONE_JOB = {
  greenhouse: (id: string) => `/v1/boards/${VENDOR_BOARDS.greenhouse}/jobs/${id}?pay_transparency=true`,
  lever: (id: string) => `/v0/postings/${VENDOR_BOARDS.lever}/${id}`,
} as const;

describe("a source's server renders at once and again: one upstream request each", () => {
  for (const vendor of ['greenhouse', 'lever'] as const) {
    it(`${vendor}: 10 listing renders at once, then 10 again: one board request; 10 and 10 renders of two job pages: one single-job request each`, async () => {
      const sandbox = await api.sandbox({});
      const attributes = { source: `${vendor}:${VENDOR_BOARDS[vendor]}`, 'base-url': sandbox, routing: 'path', 'base-path': '/careers/', organization: 'Example', country: 'DE' };
      const listings = await Promise.all(Array.from({ length: 10 }, () => renderJobBoard({ url: 'https://example.com/careers/', attributes })));
      for (let again = 0; again < 10; again++) await renderJobBoard({ url: 'https://example.com/careers/?jb-q=a', attributes });
      assert.deepEqual(await requestsTo(sandbox), [BOARD[vendor]]);
      assert.ok(listings.every((listing) => listing.html === listings[0]!.html));

      const ids = [...listings[0]!.html.matchAll(/href="https:\/\/example\.com\/careers\/jobs\/([^/"]+)\/"/g)].map((match) => decodeURIComponent(match[1]!)).slice(0, 2);
      assert.equal(ids.length, 2);
      for (const id of ids) {
        const url = `https://example.com/careers/jobs/${encodeURIComponent(id)}/`;
        const pages = await Promise.all(Array.from({ length: 10 }, () => renderJobBoard({ url, attributes })));
        for (let again = 0; again < 10; again++) await renderJobBoard({ url, attributes });
        assert.ok(pages.every((page) => page.status === 200));
      }
      assert.deepEqual(await requestsTo(sandbox), [BOARD[vendor], ...ids.map(ONE_JOB[vendor])]);
    });
  }
});
