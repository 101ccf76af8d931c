/**
 * The framework recipes as a user builds them from the docs alone: fresh Next.js and Astro apps in
 * the system's temporary folder (no node_modules of this repository above them), made of the files
 * docs/frameworks.md gives (doc-snippets.ts: its code blocks marked `app=… file=…`, nothing of
 * examples/), with the packed tarball (`npm pack`, which builds dist/ first) as job-board-element;
 * each app's production build (`next build`, `astro build`), then the app started (`next start`,
 * Astro's standalone Node server) against a reference API this test serves, and read over HTTP
 * and in Chromium.
 *
 * Not part of `npm test` (its files end in `.test.ts`): it installs Next.js and Astro from the
 * registry and builds both, about two minutes. Run it with `npm run test:examples` (failures and one
 * line of counts); CI runs it as a step of its own after the tests (.ci/run). Each step's time is a
 * diagnostic: `node --import tsx --test --test-reporter=spec test/examples/examples.e2e.ts` shows them.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.js';
import { createApiHandler } from '../../server/handler.js';
import { recipeFiles } from './doc-snippets.js';

const ROOT = resolve(import.meta.dirname, '../..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const TOKEN = 'jb_demo_public';
const run = promisify(execFile);

interface Example {
  name: 'nextjs' | 'astro';
  build: string[];
  start: (port: number, origin: string) => { args: string[]; env: Record<string, string> };
}

const EXAMPLES: Example[] = [
  {
    name: 'nextjs',
    build: ['node_modules/next/dist/bin/next', 'build'],
    // The site's origin from SITE_URL, never from the request's Host or X-Forwarded-* headers.
    start: (port, origin) => ({ args: ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], env: { SITE_URL: origin } }),
  },
  {
    name: 'astro',
    build: ['node_modules/astro/astro.js', 'build'],
    // The site's origin from SITE_URL (Astro.url names localhost unless the host is allowed).
    start: (port, origin) => ({ args: ['dist/server/entry.mjs'], env: { HOST: '127.0.0.1', PORT: String(port), SITE_URL: origin } }),
  },
];

let work: string;
let tarball: string;
/** The reference API; `down` makes it answer 503 to the apps' servers (the source down). */
let api: { origin: string; server: Server; fromServers: string[]; down: boolean };
let browser: Browser;

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The posts of the listing's first page, straight from the API, as the board asks for them. */
async function firstPage(): Promise<Array<{ id: string; title: string }>> {
  const response = await fetch(`${api.origin}/v1/job-boards/job-posts?page=1&limit=20`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  const body = (await response.json()) as { data: Array<{ id: string; title: string }> };
  return body.data;
}

/** Text as an HTML serialiser writes it in an element or an attribute. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The document's markup without its scripts (a framework's payload repeats the page's data there). */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

function headOf(html: string): string {
  const match = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html);
  assert.ok(match, 'the page has a head');
  return match[1]!;
}

/** In the page: the board's own render has replaced the server's (no Lit SSR markers left). */
function takenOver(): boolean {
  const board = document.querySelector('job-board') as (HTMLElement & { status?: string }) | null;
  return board?.status === 'ready' && board.shadowRoot !== null && !board.shadowRoot.innerHTML.includes('lit-part');
}

/** A GET with the headers given as they are, Host included (fetch won't send a Host of one's choosing). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; statusText: string; html: string }> {
  return new Promise((done, fail) => {
    const sent = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', html: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', fail);
    });
    sent.on('error', fail);
    sent.end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function waitForServer(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) assert.fail(`the server stopped (${child.exitCode}):\n${output()}`);
    try {
      await fetch(`${origin}/careers/`, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  assert.fail(`the server did not answer within 60 s:\n${output()}`);
}

/** Writes the app docs/frameworks.md gives, installs it with the tarball as its job-board-element, and builds it. */
async function installAndBuild(example: Example): Promise<string> {
  const dir = join(work, example.name);
  const files = recipeFiles(example.name);
  assert.ok(files.has('package.json'), `docs/frameworks.md gives ${example.name}'s package.json`);
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const manifest = JSON.parse(files.get('package.json')!) as { dependencies: Record<string, string> };
  assert.ok(manifest.dependencies['job-board-element'], 'the app depends on job-board-element');
  for (const peer of ['@lit-labs/ssr', 'parse5', 'sanitize-html']) assert.ok(manifest.dependencies[peer], `the app depends on ${peer}`);
  manifest.dependencies['job-board-element'] = `file:${tarball}`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));

  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' };
  const installing = performance.now();
  await run(NPM, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 });
  const installed = seconds(installing);
  const building = performance.now();
  try {
    await run(process.execPath, example.build, { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    assert.fail(`${example.name}: the production build failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
  console.log(`# ${example.name}: npm install ${installed} s, production build ${seconds(building)} s`);
  return dir;
}

describe('the example apps, built for production from the packed package', { timeout: 900_000 }, () => {
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'job-board-examples-'));
    const packing = performance.now();
    // `prepack` builds dist/ first, so the tarball is what `npm publish` would upload.
    const { stdout } = await run(NPM, ['pack', '--pack-destination', work, '--loglevel=error'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
    tarball = join(work, stdout.trim().split('\n').pop()!);
    console.log(`# npm pack (with npm run build): ${seconds(packing)} s`);
    const handler = createApiHandler();
    const fromServers: string[] = [];
    const server = createServer((request, response) => {
      // A browser's requests carry an Origin header (CORS); the apps' server renders' don't.
      if (request.headers.origin === undefined) {
        fromServers.push(request.url ?? '');
        if (api.down) return void response.writeHead(503).end();
      }
      handler(request, response);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    api = { server, fromServers, down: false, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    if (api) await new Promise<void>((done) => api.server.close(() => done()));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  for (const example of EXAMPLES) {
    describe(example.name, () => {
      let origin: string;
      let child: ChildProcess | undefined;
      let output = '';

      before(async () => {
        const started = performance.now();
        const dir = await installAndBuild(example);
        const port = await freePort();
        origin = `http://127.0.0.1:${port}`;
        const { args, env } = example.start(port, origin);
        child = spawn(process.execPath, args, {
          cwd: dir,
          env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', JOB_BOARDS_BASE_URL: api.origin, JOB_BOARDS_TOKEN: TOKEN, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        await waitForServer(origin, child, () => output);
        console.log(`# ${example.name}: install, build and start ${seconds(started)} s`);
      });
      after(() => {
        // Only the server this test started, by its id.
        if (child?.pid !== undefined && child.exitCode === null) child.kill();
      });

      it('the listing: 200, the board prerendered (declarative shadow DOM) with the first page of job titles in the HTML', async () => {
        const { status, html } = await get(`${origin}/careers/`);
        assert.equal(status, 200, output);
        const markup = withoutScripts(html);
        assert.equal(markup.match(/<job-board[\s>]/g)?.length, 1, 'one board');
        assert.match(markup, /<job-board[^>]*>\s*<template\b[^>]*\bshadowrootmode="open"/);
        const posts = await firstPage();
        assert.equal(posts.length, 20);
        for (const post of posts) assert.ok(markup.includes(escaped(post.title)), `"${post.title}" is not in the HTML`);
        assert.doesNotMatch(headOf(html), /application\/ld\+json/, 'no JobPosting on the listing');
      });

      it("a job's page: 200, the job's <title>, one JobPosting JSON-LD and its canonical link in the head", async () => {
        const [post] = await firstPage();
        const pageUrl = `${origin}/careers/jobs/${post!.id}/`;
        const before = api.fromServers.length;
        const { status, html } = await get(pageUrl);
        assert.equal(status, 200, output);
        // One render a request (Next.js: the proxy's, which learns the status, taken over by the page).
        const detail = `/v1/job-boards/job-posts/${post!.id}`;
        assert.deepEqual(api.fromServers.slice(before).filter((path) => path.split('?')[0] === detail), [detail], 'the job read once');
        const head = headOf(html);
        const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
        assert.equal(titles.length, 1, `one title: ${titles.join(' | ')}`);
        assert.ok(titles[0]!.includes(escaped(post!.title)), `the title "${titles[0]}" names "${post!.title}"`);
        const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
        assert.equal(jsonLd.length, 1, 'one JSON-LD script in the page');
        assert.ok(head.includes(jsonLd[0]![0]), 'the JSON-LD is in the head');
        const posting = JSON.parse(jsonLd[0]![1]!) as { '@type': string; title: string; url?: string };
        assert.equal(posting['@type'], 'JobPosting');
        assert.equal(posting.title, post!.title);
        const canonical = [...head.matchAll(/<link[^>]*rel="canonical"[^>]*>/g)];
        assert.equal(canonical.length, 1, 'one canonical link');
        assert.match(canonical[0]![0], new RegExp(`href="${pageUrl.replace(/[.?]/g, '\\$&')}"`));
        assert.ok(withoutScripts(html).includes('shadowrootmode="open"'));
      });

      it("headers a request forges name no link: Host, X-Forwarded-*, the page-URL header; the canonical link and the entries are SITE_URL's", async () => {
        const [post] = await firstPage();
        const forged = {
          Host: 'forged-host.example',
          'X-Forwarded-Host': 'forged.example',
          'X-Forwarded-Proto': 'ftp',
          'x-job-board-page-url': `https://evil.example/careers/jobs/${post!.id}/`,
        };
        for (const path of ['/careers/', `/careers/jobs/${post!.id}/`]) {
          const { status, html } = await get(`${origin}${path}`, forged);
          assert.equal(status, 200, output);
          for (const word of ['forged-host.example', 'forged.example', 'evil.example', 'ftp:']) assert.ok(!html.includes(word), `${path}: ${word} is in the page`);
          const canonical = [...headOf(html).matchAll(/<link[^>]*rel="canonical"[^>]*>/g)];
          assert.equal(canonical.length, 1, 'one canonical link');
          assert.match(canonical[0]![0], new RegExp(`href="${`${origin}${path}`.replace(/[.?]/g, '\\$&')}"`));
        }
      });

      it('the source down: 200 and the bare <job-board> tag with its attributes, to load in the browser, no error page', async () => {
        api.down = true;
        try {
          // A page no render has asked for yet, so no answer is kept for it (What to cache: 60 s).
          const { status, html } = await get(`${origin}/careers/page/4/`);
          assert.equal(status, 200, output);
          const markup = withoutScripts(html);
          assert.match(markup, /<job-board [^>]*base-path="\/careers\/"[^>]*><job-board-search><\/job-board-search>/);
          assert.ok(!markup.includes('shadowrootmode'), 'not prerendered');
        } finally {
          api.down = false;
        }
      });

      it("a closed (unknown) job's link: 404, noindex, and the listing with the notice that the job is no longer open", async () => {
        const { status, statusText, html } = await get(`${origin}/careers/jobs/jp_999999/`);
        assert.equal(status, 404, output);
        assert.equal(statusText, 'Not Found');
        assert.match(headOf(html), /<meta name="robots" content="noindex"\s*\/?>/);
        const markup = withoutScripts(html);
        assert.ok(markup.includes('This job is no longer open'), 'the notice is in the HTML');
        assert.equal(markup.match(/<job-board[\s>]/g)?.length, 1, 'the board is in the HTML');
        assert.doesNotMatch(headOf(html), /application\/ld\+json/, 'no JobPosting for a closed job');
        const posts = await firstPage();
        assert.ok(markup.includes(escaped(posts[0]!.title)), 'the listing is in the HTML');
      });

      it("in Chromium: a job's page is taken over with no API request, keeping its one JSON-LD and its title", async () => {
        const [post] = await firstPage();
        const page = await browser.newPage();
        const errors: string[] = [];
        const apiRequests: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('request', (request) => request.url().startsWith(api.origin) && apiRequests.push(request.url()));
        try {
          await page.goto(`${origin}/careers/jobs/${post!.id}/`);
          const title = await page.title();
          await page.waitForFunction(takenOver, undefined, { timeout: 30_000 });
          // The detail view's own render (its chunk loaded) shows the job.
          await page.locator('job-board').locator('[part~="detail-title"]').filter({ hasText: post!.title }).waitFor({ timeout: 15_000 });
          assert.deepEqual(apiRequests, [], 'the takeover asked the API for nothing');
          assert.equal(await page.title(), title);
          // The server's JSON-LD, in the head, is the board's to keep: still exactly one.
          assert.equal(await page.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length), 1);
          assert.equal(await page.evaluate(() => document.head.querySelectorAll('script[type="application/ld+json"]').length), 1);
          assert.deepEqual(errors, []);
        } finally {
          await page.close();
        }
      });

      it("in Chromium: a closed job's link is taken over with no API request: the listing and its notice, the URL the listing's", async () => {
        const page = await browser.newPage();
        const errors: string[] = [];
        const apiRequests: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('request', (request) => request.url().startsWith(api.origin) && apiRequests.push(request.url()));
        try {
          const response = await page.goto(`${origin}/careers/jobs/jp_999999/`);
          assert.equal(response?.status(), 404);
          await page.waitForFunction(takenOver, undefined, { timeout: 30_000 });
          await page.waitForURL(`${origin}/careers/`);
          const notice = page.locator('job-board').locator('[part~="notice"]');
          assert.match((await notice.textContent()) ?? '', /This job is no longer open/);
          assert.equal(await page.locator('job-board').locator('[part~="item-title"]').count(), 20);
          assert.deepEqual(apiRequests, [], 'the takeover asked the API for nothing');
          assert.deepEqual(errors, []);
        } finally {
          await page.close();
        }
      });

      it('in Chromium: the board takes the listing over with no API request, then its pager asks for page 2', async () => {
        const page = await browser.newPage();
        const errors: string[] = [];
        const apiRequests: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // The apps have no favicon: the browser's request for one is a 404 it reports.
        page.on('console', (message) => message.type() === 'error' && !message.location().url.endsWith('/favicon.ico') && errors.push(message.text()));
        page.on('request', (request) => request.url().startsWith(api.origin) && apiRequests.push(request.url()));
        try {
          await page.goto(`${origin}/careers/`);
          await page.waitForFunction(takenOver, undefined, { timeout: 30_000 });
          const titles = page.locator('job-board').locator('[part~="item-title"]');
          const first = await titles.allTextContents();
          assert.equal(first.length, 20);
          assert.deepEqual(apiRequests, [], 'the takeover asked the API for nothing');

          await page.locator('job-board').locator('.page-button.next').click();
          await page.waitForURL(`${origin}/careers/page/2/`);
          await page.waitForFunction(
            (before) => {
              const board = document.querySelector('job-board')!;
              const shown = [...board.shadowRoot!.querySelectorAll('[part~="item-title"]')].map((title) => title.textContent);
              return shown.length > 0 && shown[0] !== before;
            },
            first[0],
            { timeout: 15_000 },
          );
          assert.equal(apiRequests.length, 1, `one listing request: ${apiRequests.join(', ')}`);
          assert.match(apiRequests[0]!, /[?&]page=2\b/);
          const second = await titles.allTextContents();
          const posts = (await (await fetch(`${api.origin}/v1/job-boards/job-posts?page=2&limit=20`, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()) as {
            data: Array<{ title: string }>;
          };
          assert.deepEqual(second.map((title) => title.trim()), posts.data.map((post) => post.title));
          assert.deepEqual(errors, []);
        } finally {
          await page.close();
        }
      });

      // Only the Next.js app has a React page (app/team/); Astro's recipe has no React.
      if (example.name === 'nextjs') it('in Chromium (Next.js): a client component of job-board-element/react in the same app renders its board, workplaces set', async () => {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          const response = await page.goto(`${origin}/team/`);
          assert.equal(response?.status(), 200, output);
          await page.waitForFunction(() => (document.querySelector('job-board') as (HTMLElement & { status?: string }) | null)?.status === 'ready', undefined, { timeout: 30_000 });
          assert.deepEqual(await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { workplaces: string[] }).workplaces), ['remote', 'hybrid']);
          assert.ok((await page.locator('job-board').locator('[part~="item-title"]').count()) > 0, 'jobs listed');
          assert.deepEqual(errors, []);
        } finally {
          await page.close();
        }
      });

      it('figures: warm render time (median), page weight, JS the page loads, upstream requests per render', async () => {
        const posts = await firstPage();
        // Pages no other test rendered, so the first render's upstream requests are its own (the API's answers are kept 60 s).
        for (const [name, path] of [['listing', '/careers/page/3/'], ['job', `/careers/jobs/${posts[5]!.id}/`]] as const) {
          const before = api.fromServers.length;
          const cold = await get(`${origin}${path}`);
          const upstreamCold = api.fromServers.length - before;
          const times: number[] = [];
          const warmBefore = api.fromServers.length;
          for (let round = 0; round < 11; round++) {
            const started = performance.now();
            await get(`${origin}${path}`);
            times.push(performance.now() - started);
          }
          const upstreamWarm = (api.fromServers.length - warmBefore) / 11;
          const { html } = await get(`${origin}${path}`);
          const page = await browser.newPage();
          let scripts = 0;
          let scriptsGzip = 0;
          page.on('response', (response) => {
            if (response.request().resourceType() !== 'script') return;
            void response.body().then((body) => {
              scripts += body.length;
              scriptsGzip += gzipSync(body).length;
            }, () => {});
          });
          try {
            await page.goto(`${origin}${path}`);
            await page.waitForFunction(takenOver, undefined, { timeout: 30_000 });
            await page.waitForLoadState('networkidle');
          } finally {
            await page.close();
          }
          assert.equal(cold.status, 200);
          console.log(
            `# ${example.name} ${name}: warm ${median(times).toFixed(1)} ms (median of 11), HTML ${Buffer.byteLength(html)} B (${gzipSync(html).length} B gzipped), ` +
              `JS ${scripts} B (${scriptsGzip} B gzipped), upstream requests ${upstreamCold} cold, ${upstreamWarm} warm`,
          );
        }
      });
    });
  }
});
