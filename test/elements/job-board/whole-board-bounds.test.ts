/**
 * Whole-board mode against an API that lies about its pages (issue 20, item 5): the reference API
 * serves the posts, and `window.fetch` rewrites only the listing's `meta.total_pages`, which no
 * honest server sends wrong. The board requests what the total needs, at most 10 pages, and stays
 * whole and usable.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { boardFixture, listRequests, rawPosts, recordConsole, titles } from '../../helpers/board.js';

const LIST_PATH = '/v1/job-boards/job-posts';

/** Rewrites `meta.total_pages` of every listing answer, till the returned function restores `fetch`. */
function lieAboutPages(totalPages: unknown): () => void {
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await original.call(window, input, init);
    if (!new URL(String(input)).pathname.endsWith(LIST_PATH)) return response;
    const body = (await response.json()) as { meta: Record<string, unknown> };
    body.meta.total_pages = totalPages;
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'Content-Type': 'application/json' } });
  };
  return () => {
    window.fetch = original;
  };
}

describe('<job-board> whole-board mode with a lying total_pages', function () {
  this.timeout(20000);
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  for (const totalPages of [500, 1e9]) {
    it(`shows a board of 50 posts whole, from 1 request, when the API says total_pages: ${totalPages}`, async () => {
      const warnings = recordConsole('warn');
      const sandbox = await createSandbox({ posts: rawPosts(50) });
      restore = lieAboutPages(totalPages);
      const el: JobBoard = await boardFixture(sandbox, {}, { children: '<job-board-filter by="department"></job-board-filter>' });
      await waitUntil(() => titles(el).length === 20, 'the first page of the whole board');
      expect(el.totalCount).to.equal(50);
      expect(el.querySelector<HTMLElement>('job-board-filter')!.checkVisibility()).to.equal(true);
      expect((await listRequests(sandbox)).map((request) => request.search)).to.deep.equal(['?page=1&limit=100']);
      expect(warnings.calls).to.deep.equal([]);
    });
  }
});

describe('<job-board paging="more"> paged by the API, asked for a page far past the end', function () {
  this.timeout(20000);
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  for (const lie of [undefined, 1e9]) {
    it(`requests only the pages the total holds, at most 1,000 posts' worth${lie ? `, when the API says total_pages: ${lie}` : ''}`, async () => {
      const sandbox = await createSandbox({ posts: rawPosts(45) });
      if (lie) restore = lieAboutPages(lie);
      const el: JobBoard = await boardFixture(sandbox, { routing: null, paging: 'more', 'page-size': '20', page: '1000000000' });
      await waitUntil(() => titles(el).length === 45, 'every post, on pages 1 to 3');
      const searches = (await listRequests(sandbox)).map((request) => request.search);
      expect([...new Set(searches)].sort()).to.deep.equal(['?page=1&limit=20', '?page=2&limit=20', '?page=3&limit=20']);
      expect(el.shadowRoot!.querySelector('[part~="more-button"]'), 'nothing more to show').to.equal(null);
    });
  }
});
