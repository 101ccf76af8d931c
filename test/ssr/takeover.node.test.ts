/**
 * renderJobBoard's markup in a real page, as a framework's server would serve it: a Node server
 * renders each request with renderJobBoard (the reference API and the script-tag bundle on the
 * same origin), and Chromium reads it with JavaScript off (readable: entries, pager and detail as
 * links) and on (job-board.js takes the board over with no API request, then it is live: the
 * pager's page 2 shows page 2).
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

const TOKEN = 'jb_demo_public';

let work: string;
let server: Server;
let origin: string;
let browser: Browser;
/** The path and query of every API request, from the browser (the server's own renders are not counted). */
const apiRequests: string[] = [];
/** The pages' render errors, which a test would otherwise see only as a 500. */
const renderErrors: unknown[] = [];

/** A page of the site: its head and body around what renderJobBoard gives. */
async function page(url: string): Promise<{ status: number; html: string }> {
  const { html, head, status } = await renderJobBoard({
    url,
    attributes: { 'base-url': origin, token: TOKEN, routing: 'path', 'base-path': '/careers/', lang: 'en', organization: 'Brightwave Labs' },
    children: '<job-board-search></job-board-search>',
    pageTitle: 'Careers',
  });
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}<script type="module" src="/cdn/job-board.js"></script></head><body><h1>Careers</h1>${html}</body></html>`,
  };
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'job-board-ssr-'));
  const cdn = join(work, 'cdn');
  await buildScriptTagBundle({ quiet: true, outDir: cdn });
  const api = createApiHandler();
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    // The server's own renders send no Referer; the browser's requests do.
    if (/^\/v1\//.test(path) && request.headers.referer) apiRequests.push(path);
    api(request, response, () => {
      if (path.startsWith('/cdn/')) return serveStaticFile({ '/cdn/': cdn }, request, response);
      page(`${origin}${path}`).then(
        ({ status, html }) => {
          response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
          response.end(html);
        },
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

const board = (page: Page) => page.locator('job-board');
const settled = (page: Page) => page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);

describe('renderJobBoard in Chromium', () => {
  it('with JavaScript off: the listing, the pager and a job page are readable, every link a page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    const response = await tab.goto(`${origin}/careers/`);
    assert.equal(response?.status(), 200);
    assert.equal(await board(tab).locator('a[part~="item-link"]').count(), 20);
    assert.equal(await board(tab).locator('[part~="summary"]').innerText(), '174 open positions');
    await board(tab).locator('[part~="pagination"] a', { hasText: /^2$/ }).click();
    await tab.waitForURL('**/careers/page/2/');
    const entry = board(tab).locator('a[part~="item-link"]').first();
    const title = await entry.locator('[part~="item-title"]').innerText();
    await entry.click();
    await tab.waitForURL(/\/careers\/jobs\/[^/]+\/$/);
    assert.equal(await board(tab).locator('[part~="detail-title"]').innerText(), title);
    assert.equal(await tab.title(), `${title} – Careers`);
    const closed = await tab.goto(`${origin}/careers/jobs/jp_closed_long_ago/`);
    assert.equal(closed?.status(), 404);
    assert.match(await board(tab).locator('[part~="notice"]').innerText(), /no longer open/);
    await context.close();
  });

  it('with JavaScript on: taken over with no API request and no Lit markers left; then the pager\'s page 2 shows page 2', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const messages: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
    });
    tab.on('pageerror', (error) => messages.push(error.message));
    const before = apiRequests.length;
    await tab.goto(`${origin}/careers/`);
    await tab.waitForFunction(() => customElements.get('job-board') !== undefined);
    await settled(tab);
    assert.equal(await tab.evaluate(() => (document.querySelector('job-board') as HTMLElement & { status: string }).status), 'ready');
    assert.equal(await tab.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false, 'the board renders its own markup');
    assert.equal(await board(tab).locator('a[part~="item-link"]').count(), 20);
    assert.deepEqual(apiRequests.slice(before), [], 'no API request');

    await tab.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    const firstOfPage1 = await board(tab).locator('[part~="item-title"]').first().innerText();
    await board(tab).locator('[part~="pagination"] a', { hasText: /^2$/ }).click();
    await tab.waitForURL('**/careers/page/2/');
    await tab.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { page: number; status: string }).page === 2);
    await tab.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { status: string }).status === 'ready');
    await settled(tab);
    assert.equal(await tab.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document', 'paged in place');
    assert.equal(await board(tab).locator('[part~="page-current"]').innerText(), '2');
    const titles = await board(tab).locator('[part~="item-title"]').allTextContents();
    assert.equal(titles.length, 20);
    assert.notEqual(titles[0], firstOfPage1);
    assert.ok(apiRequests.slice(before).some((path) => /[?&]page=2\b/.test(path)), `page 2 was asked for: ${JSON.stringify(apiRequests.slice(before))}`);
    assert.deepEqual(messages, []);
    assert.deepEqual(renderErrors, []);
    await context.close();
  });

  it('a searched page (a query and a workplace in its URL) is taken over with no API request: the server\'s listing answers that search', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const before = apiRequests.length;
    await tab.goto(`${origin}/careers/?jb-q=manager&jb-workplace=remote`);
    await tab.waitForFunction(() => customElements.get('job-board') !== undefined);
    await settled(tab);
    const state = await tab.evaluate(() => {
      const element = document.querySelector('job-board') as HTMLElement & { query: string; workplaces: string[]; status: string };
      return { query: element.query, workplaces: element.workplaces, status: element.status, markers: element.shadowRoot!.innerHTML.includes('lit-part') };
    });
    assert.deepEqual(state, { query: 'manager', workplaces: ['remote'], status: 'ready', markers: false });
    const titles = await board(tab).locator('[part~="item-title"]').allTextContents();
    assert.ok(titles.length > 0 && titles.every((title) => /manager/i.test(title)), titles.join(' | '));
    assert.deepEqual(apiRequests.slice(before), [], 'no API request');
    // Another search is the API's to answer.
    await tab.evaluate(() => {
      (document.querySelector('job-board') as HTMLElement & { query: string }).query = 'engineer';
    });
    await tab.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { status: string }).status === 'ready');
    await settled(tab);
    await tab.waitForFunction(() => [...document.querySelector('job-board')!.shadowRoot!.querySelectorAll('[part~="item-title"]')].every((title) => /engineer/i.test(title.textContent ?? '')));
    assert.equal(apiRequests.slice(before).length, 1, JSON.stringify(apiRequests.slice(before)));
    await context.close();
  });

  it('a job page and a closed job\'s page are taken over with no API request', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const before = apiRequests.length;
    await tab.goto(`${origin}/careers/jobs/jp_2/`);
    await tab.waitForFunction(() => customElements.get('job-board') !== undefined);
    await settled(tab);
    assert.equal(await tab.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false);
    assert.ok((await board(tab).locator('[part~="detail-title"]').innerText()).length > 0);
    assert.equal(await tab.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length), 1, 'the board keeps the server\'s JSON-LD, not a second one');
    await tab.goto(`${origin}/careers/jobs/jp_closed_long_ago/`);
    await tab.waitForFunction(() => customElements.get('job-board') !== undefined);
    await settled(tab);
    assert.equal(await tab.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false);
    assert.match(await board(tab).locator('[part~="notice"]').innerText(), /no longer open/);
    assert.deepEqual(apiRequests.slice(before), [], 'no API request');
    await context.close();
  });
});
