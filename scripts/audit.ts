/**
 * `npm run audit`: builds the demo for production, serves it with the reference API on the same
 * origin, runs Lighthouse on it in headless Chromium, prints the four category scores and fails
 * unless all four are 100.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { createApiHandler } from '../server/handler.js';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.js';
import { minifyCssLiterals } from './lib/minify-css-literals.js';

const OUT = 'dist-demo';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function serveDemo(): Promise<{ server: Server; url: string }> {
  const api = createApiHandler();
  const server = createServer((req, res) => {
    api(req, res, () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const file = normalize(join(OUT, path.endsWith('/') ? `${path}index.html` : path));
      if (!file.startsWith(OUT) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const hashed = /-[\w-]{8}\.(js|css)$/.test(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      createReadStream(file).pipe(res);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    }),
  );
}

console.log('Building the demo for production…');
await build({ configFile: 'vite.config.ts', logLevel: 'warn', plugins: [minifyCssLiterals()] });
const { server, url } = await serveDemo();
const chrome = await launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  let allPerfect = true;
  console.log(`Lighthouse ${result.lhr.lighthouseVersion} on ${url}`);
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    const category = categories[id];
    const score = Math.round((category?.score ?? 0) * 100);
    if (score < 100) allPerfect = false;
    console.log(`  ${(category?.title ?? id).padEnd(16)} ${String(score).padStart(3)}`);
    if (score < 100 && category) {
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`    - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
    }
  }
  if (!allPerfect) {
    console.error('Not every category scored 100.');
    process.exitCode = 1;
  }
} finally {
  await chrome.kill();
  server.close();
}
