/**
 * A source's server-rendered pages taken over in Chromium (issue 38, points 6 and 7): the listing
 * page embeds the page it shows, not the whole board; the takeover asks nothing; opening a job
 * then costs that job's single-job request (Greenhouse, Lever), not the whole board; another page
 * of the listing loads the whole board, once. A Node server renders each request with
 * renderJobBoard against the reference server's vendor emulators, on the same origin.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildScriptTagBundle } from '../../scripts/lib/cdn-build.js';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.js';
import { serveStaticFile } from '../../scripts/lib/static-server.js';
import { createApiHandler } from '../../server/handler.js';
import { renderJobBoard } from '../../src/ssr/index.js';
import { VENDOR_BOARDS } from '../helpers/vendors.js';

let work: string;
let server: Server;
let origin: string;
let browser: Browser;
/** The path and query of every vendor request from the browser (the server's own renders send no Referer). */
const vendorRequests: string[] = [];
const renderErrors: unknown[] = [];

const SOURCES = { greenhouse: `greenhouse:${VENDOR_BOARDS.greenhouse}`, lever: `lever:${VENDOR_BOARDS.lever}` } as const;

/** `/{vendor}/careers/…`: a page of that vendor's board, with a department filter among its controls. */
async function page(url: URL): Promise<{ status: number; html: string }> {
  const vendor = url.pathname.split('/')[1] as keyof typeof SOURCES;
  const { html, head, status } = await renderJobBoard({
    url: url.href,
    attributes: { source: SOURCES[vendor], 'base-url': origin, routing: 'path', 'base-path': `/${vendor}/careers/`, lang: 'en', organization: 'Example', country: 'DE' },
    children: '<job-board-search></job-board-search><job-board-filter by="department"></job-board-filter>',
    pageTitle: 'Careers',
  });
  return { status, html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">${head}<script type="module" src="/cdn/job-board.js"></script></head><body>${html}</body></html>` };
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'job-board-source-takeover-'));
  const cdn = join(work, 'cdn');
  await buildScriptTagBundle({ quiet: true, outDir: cdn });
  const api = createApiHandler();
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (/^\/(v1\/boards|v0\/postings)\//.test(path) && request.headers.referer) vendorRequests.push(path);
    api(request, response, () => {
      if (path.startsWith('/cdn/')) return serveStaticFile({ '/cdn/': cdn }, request, response);
      if (!/^\/(greenhouse|lever)\//.test(path)) return void response.writeHead(404).end();
      page(new URL(path, origin)).then(
        ({ status, html }) => response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
        (error: unknown) => {
          renderErrors.push(error);
          response.writeHead(500).end(String(error));
        },
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await new Promise((done) => server?.close(done));
  rmSync(work, { recursive: true, force: true });
});

const board = (tab: Page) => tab.locator('job-board');
const settled = (tab: Page) => tab.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
const ready = (tab: Page) => tab.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { status: string }).status === 'ready');

/** The embedded data of the page's board. */
function embedded(html: string): { listing: { posts: unknown[]; page?: number; totalCount: number; facets?: Record<string, { count: number }[]> } } {
  return JSON.parse(/<script type="application\/json" data-job-board-prerendered>([^<]*)<\/script>/.exec(html)![1]!);
}

for (const vendor of ['greenhouse', 'lever'] as const) {
  describe(`a ${SOURCES[vendor]} server render taken over`, () => {
    it('embeds the page shown (20 posts, its counts, the filter\'s options), not the 174 posts', async () => {
      const { html } = await page(new URL(`/${vendor}/careers/`, 'http://x'));
      const { listing } = embedded(html);
      assert.equal(listing.posts.length, 20);
      assert.equal(listing.totalCount, 174);
      assert.equal(listing.page, 1);
      assert.ok((listing.facets?.['department']?.length ?? 0) > 1, 'the department filter\'s options');
    });

    it('takes over with no request; opening a job then asks for that job alone, at the single-job path; another page loads the board once', async () => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const messages: string[] = [];
      tab.on('console', (message) => void (['warning', 'error'].includes(message.type()) && messages.push(message.text())));
      tab.on('pageerror', (error) => messages.push(error.message));
      const before = vendorRequests.length;
      await tab.goto(`${origin}/${vendor}/careers/`);
      await tab.waitForFunction(() => customElements.get('job-board') !== undefined);
      await ready(tab);
      await settled(tab);
      assert.equal(await board(tab).locator('a[part~="item-link"]').count(), 20);
      assert.ok((await tab.locator('job-board-filter').locator('option').count()) > 2, 'the filter shows the board\'s departments');
      assert.deepEqual(vendorRequests.slice(before), [], 'no request on takeover');

      const entry = board(tab).locator('a[part~="item-link"]').first();
      const title = await entry.locator('[part~="item-title"]').innerText();
      await entry.click();
      await tab.waitForURL(new RegExp(`/${vendor}/careers/jobs/[^/]+/$`));
      await tab.waitForFunction(() => document.querySelector('job-board')!.shadowRoot!.querySelector('[part~="detail-title"]') !== null);
      await ready(tab);
      assert.equal(await board(tab).locator('[part~="detail-title"]').innerText(), title);
      const single = vendor === 'greenhouse' ? /^\/v1\/boards\/northwind\/jobs\/\d+\?pay_transparency=true$/ : /^\/v0\/postings\/harborpay\/[0-9a-f-]+$/;
      const opened = vendorRequests.slice(before);
      assert.equal(opened.length, 1, JSON.stringify(opened));
      assert.match(opened[0]!, single);

      await tab.goBack();
      await tab.waitForURL(`**/${vendor}/careers/`);
      await board(tab).locator('[part~="pagination"] a', { hasText: /^2$/ }).click();
      await tab.waitForURL(`**/${vendor}/careers/page/2/`);
      await tab.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { page: number }).page === 2);
      await ready(tab);
      await settled(tab);
      await tab.waitForFunction(() => document.querySelector('job-board')!.shadowRoot!.querySelector('[part~="page-current"]')?.textContent?.trim() === '2');
      const paged = vendorRequests.slice(before + 1);
      assert.equal(paged.length, 1, JSON.stringify(paged));
      assert.doesNotMatch(paged[0]!, single, 'the whole board');
      assert.deepEqual(messages, []);
      assert.deepEqual(renderErrors, []);
      await context.close();
    });
  });
}
