/**
 * Takes screenshots of the demo as a visitor sees it: starts the dev server (demo and reference
 * API), opens the page in headless Chromium, and saves the listing and a detail view.
 *
 *   npx tsx scripts/screenshot.ts [out-dir]      (default docs/)
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.js';

const outDir = process.argv[2] ?? 'docs';
mkdirSync(outDir, { recursive: true });
const server = await createServer({ configFile: 'vite.config.ts', server: { port: 0 }, logLevel: 'error' });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1400 }, deviceScaleFactor: 1 });
  page.on('console', (message) => console.log(`[page ${message.type()}] ${message.text()}`));
  await page.goto(url);
  await page.locator('job-board').locator('[part~="item-link"]').first().waitFor();
  await page.screenshot({ path: `${outDir}/demo-listing.png` });
  for (const theme of ['dark', 'brand']) {
    await page.locator(`input[name="theme"][value="${theme}"]`).check();
    await page.waitForTimeout(400); // let the colour transitions finish
    await page.screenshot({ path: `${outDir}/demo-${theme}.png` });
  }
  await page.locator('input[name="theme"][value="light"]').check();
  await page.locator('job-board').locator('[part~="item-link"]').first().click();
  await page.locator('job-board').locator('[part~="description"] p').first().waitFor();
  await page.screenshot({ path: `${outDir}/demo-detail.png` });
  console.log(`Saved ${outDir}/demo-{listing,dark,brand,detail}.png`);
} finally {
  await browser.close();
  await server.close();
}
