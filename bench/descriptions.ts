/**
 * Descriptions built to freeze the page (test/helpers/description-cases.ts): the longest
 * main-thread task, measured with a long-task observer, from opening a post to the frame after its
 * description shows. The worst descriptions the bounds (DESCRIPTION_BOUNDS) allow are shown as
 * HTML and those past them as text; either way the target is a longest task of at most 200 ms,
 * the figure the bounds were chosen for. The tests check what the bounds do; this times it.
 *
 * Each run is a fresh context on the script-tag build; the page answers the board's requests
 * itself (no API serves a 1 MB description), and opens a small post first so that the detail
 * chunk's load is not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PAST_THE_BOUNDS, WORST_ALLOWED } from '../test/helpers/description-cases.js';
import type { Row } from './report.js';
import type { PageServer } from './serve.js';

const LONGEST_TASK_MS = 200;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Descriptions</title>
    <link rel="icon" href="data:," />
    <script type="module" src="/cdn/job-board.js"></script>
    <script>
{{SCRIPT}}
    </script>
  </head>
  <body></body>
</html>`;

export async function descriptions(options: { browser: Browser; pages: PageServer; runs: number; problems: string[]; log: (text: string) => void }): Promise<Row[]> {
  const { browser, pages, runs, problems, log } = options;
  pages.set('/descriptions.html', PAGE.replace('{{SCRIPT}}', readFileSync(join(import.meta.dirname, 'pages/descriptions.js'), 'utf8')));
  const cases = [
    ...Object.entries(WORST_ALLOWED).map(([name, html]) => ({ name: `allowed, as HTML: ${name}`, html, asText: false })),
    ...Object.entries(PAST_THE_BOUNDS).map(([name, html]) => ({ name: `past the bounds, as text: ${name}`, html, asText: true })),
  ];
  log(`descriptions: ${cases.length} descriptions × ${runs} runs, each in a fresh context…`);
  const rows: Row[] = [];
  for (const { name, html, asText } of cases) {
    const values: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`descriptions (${name}): ${error.message}`));
      try {
        await page.goto(`${pages.origin}/descriptions.html`);
        const posts = [
          { id: 'warm', title: 'Warm-up', description: '<p>warm</p>' },
          { id: 'measured', title: 'Measured', description: html, absolute_url: 'https://jobs.example.com/measured' },
        ];
        values.push(await page.evaluate((args) => (window as unknown as { benchOpen(value: typeof args): Promise<number> }).benchOpen(args), { posts, id: 'measured', asText }));
      } finally {
        await context.close();
      }
    }
    rows.push({ name: `longest task opening a description ${name}`, unit: 'ms', values, target: { op: '<=', value: LONGEST_TASK_MS, on: 'median' } });
  }
  return rows;
}
