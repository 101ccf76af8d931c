import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';

const outDir = process.argv[2]!;
mkdirSync(outDir, { recursive: true });
const server = await createServer({ configFile: 'vite.config.ts', server: { port: 0 }, logLevel: 'error' });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const deep = `(() => { let a = document.activeElement; while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement; if (!a) return null; const r = a.getBoundingClientRect(); return { tag: a.localName, part: a.getAttribute('part'), text: (a.textContent||'').trim().slice(0,60), top: Math.round(r.top), bottom: Math.round(r.bottom), vh: innerHeight }; })()`;
try {
  for (const [w, h] of [[375, 667], [1280, 900]] as const) {
    const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
    await page.goto(url);
    const board = page.locator('job-board');
    await board.locator('[part~="item-link"]').first().waitFor();
    await page.waitForTimeout(500);
    const controls = await board.locator('[part~="controls"]').boundingBox();
    const summary = await board.locator('[part~="summary"]').boundingBox();
    console.log(w, 'controls', JSON.stringify(controls), 'summary top', summary?.y);
    await page.screenshot({ path: `${outDir}/listing-${w}.png` });
    const next = board.locator('[part~="pagination"] button.next');
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('job-board')!.shadowRoot!.querySelector('[aria-current="page"]')?.textContent?.trim() === '2' && (document.querySelector('job-board') as any).status === 'ready');
    await page.waitForTimeout(600);
    console.log(w, 'after Next: focus', JSON.stringify(await page.evaluate(deep)), 'summary', await board.locator('[part~="summary"]').textContent());
    await page.screenshot({ path: `${outDir}/page2-${w}.png` });
    await page.screenshot({ path: `${outDir}/page2-${w}-full.png`, fullPage: true });
    await board.locator('[part~="pagination"]').screenshot({ path: `${outDir}/pager-${w}.png` });
    await page.keyboard.press('Tab');
    console.log(w, 'after Tab', JSON.stringify(await page.evaluate(deep)));
    if (w === 375) {
      const button = board.locator('[part~="filters-button"]');
      if (await button.count()) {
        await button.click();
        await page.waitForTimeout(300);
        console.log(w, 'expanded controls', JSON.stringify(await board.locator('[part~="controls"]').boundingBox()));
        await board.locator('[part~="controls"]').screenshot({ path: `${outDir}/filters-open-${w}.png` });
      }
    }
    await page.close();
  }
  // A deep link on a slow connection: the detail before its post arrives.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  await page.route(/job-posts/, async (route) => { await new Promise((r) => setTimeout(r, 2500)); await route.continue(); });
  await page.goto(url + '?jb-job=' + encodeURIComponent(process.argv[3] ?? 'x'));
  await page.waitForTimeout(900);
  await page.screenshot({ path: `${outDir}/deeplink-loading.png` });
  console.log('deep link, 900 ms:', (await page.locator('job-board').locator('[part~="detail"], [part~="status"]').first().textContent().catch(() => 'none'))?.replace(/\s+/g, ' ').slice(0, 80));
  await page.close();
} finally {
  await browser.close();
  await server.close();
}
