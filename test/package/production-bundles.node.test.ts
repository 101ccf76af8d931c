/**
 * What users run: the packed tarball (`npm pack`), installed into small apps that are built for
 * production (plain + Vite, React 19 + Vite, Vue 3 + Vite, and an esbuild bundle), each served with
 * the reference API and opened in Chromium, where the board must render job posts. A `sideEffects`
 * field that lets a bundler drop the registering entry fails here (the release blocker of #9).
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build as esbuild } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { build as viteBuild } from 'vite';
import { serve } from '../../bench/serve.js';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.js';
import { serveStaticSite, STATIC_TEMPLATE } from '../../scripts/lib/static-site.js';
import { createApiHandler } from '../../server/handler.js';
import { FEED_PACKAGES, installLine, SERVER_INSTALL_LINE as INSTALL_LINE, SERVER_PACKAGES } from '../../src/cli/server-packages.js';

const ROOT = resolve(import.meta.dirname, '../..');
/** Inside the repository, so the apps find vite, react and vue in its node_modules by walking up. */
const WORK = join(ROOT, '.cache/apps');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const NPX = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let browser: Browser;
let tarball: string;

/** What an app that installs the package gets: it, and what a browser needs (with their own dependencies). */
const BROWSER_PACKAGES = new Set([
  'job-board-element',
  'lit',
  'lit-element',
  'lit-html',
  '@lit/reactive-element',
  '@lit/task',
  // The board tells its controls its state through Lit's context protocol.
  '@lit/context',
  '@lit-labs/ssr-dom-shim',
  '@types/trusted-types',
  'dompurify',
  // job-board-element/react's components are made with @lit/react (0.3 MB installed, no
  // dependencies; it takes React from the caller, so an app without React loads none of it, and
  // only apps that import job-board-element/react bundle it). npm installs its non-optional peer
  // @types/react (0.4 MB) and that one's csstype (1.3 MB) with it: types only, nothing a browser
  // loads. Making @lit/react an optional peer instead would spare those 2 MB but add a package to
  // every React app's install line, for the entry the package ships for React.
  '@lit/react',
  '@types/react',
  'csstype',
]);

/**
 * Copies an app from test/apps/ and installs the packed package into it, as a user would, with
 * `packages` beside it (where the app needs its own, not the repository's).
 */
function installApp(name: string, packages: string[] = []): string {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'test/apps', name), dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `app-${name}`, private: true, type: 'module' }));
  execFileSync(NPM, ['install', '--no-save', '--no-package-lock', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball, ...packages], {
    cwd: dir,
    stdio: 'pipe',
  });
  return dir;
}

async function viteApp(name: string, dir = installApp(name)): Promise<string> {
  const outDir = join(dir, 'dist');
  await viteBuild({ configFile: false, root: dir, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** Serves the built app with the reference API and reads the job titles the board shows. */
async function titlesShown(dir: string): Promise<string[]> {
  const server = await serve(dir);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${server.origin}/`);
    const titles = page.locator('job-board').locator('[part~="item-title"]');
    await titles.first().waitFor({ timeout: 15000 });
    const shown = await titles.allTextContents();
    const controls = await page.evaluate(() =>
      ['job-board-search', 'job-board-workplace-filter'].map((tag) => customElements.get(tag) !== undefined && document.querySelector(tag)?.shadowRoot != null),
    );
    assert.deepEqual(controls, [true, true], 'the search and filter controls are registered and rendered');
    // Where the app has a department filter: whole-board mode's chunk loaded and counted every department.
    if (await page.locator('job-board-filter').count()) {
      await page.locator('job-board-filter').locator('option').nth(1).waitFor({ state: 'attached', timeout: 15000 });
      const options = await page.locator('job-board-filter').locator('option').allTextContents();
      assert.equal(options[0], 'All departments');
      assert.match(options[1]!, /^\S.* \(\d+\)$/, 'a department with its count');
    }
    assert.deepEqual(errors, []);
    return shown;
  } finally {
    await page.close();
    await server.close();
  }
}

describe('the packed package in production builds', { timeout: 300_000 }, () => {
  before(() => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    // `prepack` builds dist/ first, so the tarball is what `npm publish` would upload.
    const name = execFileSync(NPM, ['pack', '--pack-destination', WORK, '--loglevel=error'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').pop()!;
    tarball = join(WORK, name);
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
    assert.match(files, /package\/dist\/index\.js/);
    assert.match(files, /package\/LICENSE/);
  });
  before(async () => {
    browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
  });

  it('an esbuild bundle of `import "job-board-element"` keeps the elements', async () => {
    const dir = installApp('esbuild');
    const result = await esbuild({
      entryPoints: [join(dir, 'main.js')],
      bundle: true,
      format: 'esm',
      minify: true,
      outfile: join(dir, 'bundle.js'),
      logLevel: 'silent',
    });
    assert.deepEqual(result.warnings.map((warning) => warning.text), [], 'esbuild warned (a dropped side-effect import?)');
    assert.ok(readFileSync(join(dir, 'bundle.js')).length > 20_000, 'the bundle holds the elements');
    assert.ok((await titlesShown(dir)).length > 0);
  });

  it("the README's React and Vue examples and job-board-element/react's components type-check under strict against the package, and wrong uses do not", () => {
    const dir = installApp('types');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const block = (heading: string, language: string): string => {
      const section = readme.slice(readme.indexOf(heading));
      const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section);
      assert.ok(match, `no ${language} block after ${heading}`);
      return match[1]!;
    };
    writeFileSync(join(dir, 'App.tsx'), block('### React 19', 'tsx'));
    writeFileSync(join(dir, 'App.vue'), block('### Vue 3', 'vue'));
    const compilerOptions = {
      strict: true,
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      jsx: 'react-jsx',
      noEmit: true,
      skipLibCheck: true,
      types: [],
    };
    // components.tsx (job-board-element/react's components, copied with the app) must compile too.
    writeFileSync(join(dir, 'tsconfig.react.json'), JSON.stringify({ compilerOptions, files: ['App.tsx', 'components.tsx', 'wrong.tsx'] }));
    writeFileSync(join(dir, 'tsconfig.vue.json'), JSON.stringify({ compilerOptions, files: ['App.vue', 'Wrong.vue'] }));
    const check = (tool: string, config: string) => {
      try {
        execFileSync(process.execPath, [join(ROOT, tool), '-p', config], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        assert.fail(`${config}: ${(error as { stdout?: string }).stdout ?? String(error)}`);
      }
    };
    // Each line marked @ts-expect-error must be an error: the types are not `any`.
    writeFileSync(join(dir, 'wrong.tsx'), readFileSync(join(ROOT, 'test/apps/types/wrong.tsx'), 'utf8'));
    writeFileSync(join(dir, 'Wrong.vue'), readFileSync(join(ROOT, 'test/apps/types/Wrong.vue'), 'utf8'));
    check('node_modules/typescript/bin/tsc', 'tsconfig.react.json');
    check('node_modules/vue-tsc/bin/vue-tsc.js', 'tsconfig.vue.json');
  });

  it('`npx job-board-element sitemap` runs from the installed package (bin, shebang, dist/cli)', async () => {
    const dir = installApp('cli');
    const server = createServer(createApiHandler());
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const args = ['--no', 'job-board-element', 'sitemap', '--base-url', api, '--page-url', 'https://example.com/careers'];
      // Asynchronous: the API answers from this process.
      const { stdout } = await promisify(execFile)(NPX, args, { cwd: dir, env: { ...process.env, JOB_BOARDS_TOKEN: 'jb_demo_public' } });
      assert.match(stdout, /^<\?xml version="1\.0" encoding="UTF-8"\?>/);
      assert.equal(stdout.match(/<loc>/g)?.length, 174);
      assert.match(stdout, /<loc>https:\/\/example\.com\/careers\?jb-job=jp_1<\/loc>/);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('a browser-only install: only lit, @lit/task, @lit/context, @lit/react (and its peer @types/react) and dompurify come with the package; `sitemap` runs; `build` without the server packages says how to install them; after that line it makes a static career site, and job-board.js takes a page over without a request', async (t) => {
    // Outside the repository, as a user's app: nothing found by walking up to the repository's node_modules.
    const dir = mkdtempSync(join(tmpdir(), 'job-board-static-app-'));
    const npm = (args: string[]) => execFileSync(NPM, [...args, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'pipe' });
    try {
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'career-site', private: true }));
      // Saved in package.json, as an app has it, so the next install keeps it.
      npm(['install', '--no-package-lock', tarball]);
      const browserOnly = installedPackages(join(dir, 'node_modules'));
      const unexpected = [...browserOnly.names].filter((name) => !BROWSER_PACKAGES.has(name));
      assert.deepEqual(unexpected, [], 'an app that installs the package gets only what a browser needs');
      for (const name of SERVER_PACKAGES) assert.ok(!browserOnly.names.has(name), `${name} is installed`);

      cpSync(STATIC_TEMPLATE, join(dir, 'template.html'));
      const out = join(dir, 'site/careers');
      const site = await serveStaticSite({ outDir: out, cdnDir: join(dir, 'node_modules/job-board-element/dist/cdn') });
      try {
        const args = ['--no', 'job-board-element', 'build', '--base-url', site.origin, '--template', 'template.html', '--site-url', site.origin, '--out', 'site/careers'];
        const env = { ...process.env, JOB_BOARDS_TOKEN: 'jb_demo_public' };
        // The sitemap needs none of the server packages.
        const sitemap = await promisify(execFile)(NPX, ['--no', 'job-board-element', 'sitemap', '--base-url', site.origin, '--page-url', `${site.origin}/careers`], { cwd: dir, env });
        assert.equal(sitemap.stdout.match(/<loc>/g)?.length, 174);
        const missing = await promisify(execFile)(NPX, args, { cwd: dir, env }).then(
          () => assert.fail('the build ran without its server packages'),
          (error: { code?: number; stderr?: string }) => error,
        );
        assert.equal(missing.code, 2);
        const said = (missing.stderr ?? '').split('\n').filter((line) => !line.startsWith('npm warn'));
        assert.equal(said[0], `job-board-element build: packages it needs are not installed: ${SERVER_PACKAGES.join(', ')}.`);
        assert.ok(said.includes(`  ${INSTALL_LINE}`), said.join('\n'));
        assert.ok(!said.some((line) => /^\s+at /.test(line)), 'no stack trace');
        assert.equal(existsSync(out), false);
        // `feed` needs two of them, and says so the same way.
        const feedArgs = ['--no', 'job-board-element', 'feed', '--base-url', site.origin, '--page-url', `${site.origin}/careers`];
        const feedMissing = await promisify(execFile)(NPX, feedArgs, { cwd: dir, env }).then(
          () => assert.fail('the feed ran without its server packages'),
          (error: { code?: number; stderr?: string }) => error,
        );
        assert.equal(feedMissing.code, 2);
        const feedSaid = (feedMissing.stderr ?? '').split('\n').filter((line) => !line.startsWith('npm warn'));
        assert.equal(feedSaid[0], `job-board-element feed: packages it needs are not installed: ${FEED_PACKAGES.join(', ')}.`);
        assert.ok(feedSaid.includes(`  ${installLine(FEED_PACKAGES)}`), feedSaid.join('\n'));

        // The line the message and the README give, as a user runs it.
        npm([...INSTALL_LINE.split(' ').slice(1), '--no-package-lock']);
        const withBuild = installedPackages(join(dir, 'node_modules'));
        for (const name of SERVER_PACKAGES) assert.ok(withBuild.names.has(name), `${name} is not installed`);
        const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
        t.diagnostic(
          `installed: ${browserOnly.count} packages, ${mb(browserOnly.bytes)} MB for the browser; ` +
            `${withBuild.count} packages, ${mb(withBuild.bytes)} MB with the build's (the package's own install before they became optional)`,
        );

        const { stderr } = await promisify(execFile)(NPX, args, { cwd: dir, env });
        // 174 job pages, 9 listing pages, 404.html, sitemap.xml and feed.xml.
        assert.match(stderr, /Wrote 186 pages, 0 unchanged, 0 removed, in [\d.]+ s\. Feed: feed\.xml, 174 jobs \(RSS 2\.0\)\./);
        const feed = await promisify(execFile)(NPX, feedArgs, { cwd: dir, env });
        assert.equal(feed.stdout.match(/<item>/g)?.length, 174);
        assert.doesNotMatch(stderr, /^job-board-element build: warning/m);
        assert.equal(readdirSync(join(out, 'jobs')).length, 174);
        assert.match(readFileSync(join(out, '404.html'), 'utf8'), /<meta name="robots" content="noindex">/);
        const page = await browser.newPage();
        const before = site.apiRequests.length;
        await page.goto(`${site.origin}/careers/jobs/jp_3/`);
        await page.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { status?: string }).status === 'ready');
        assert.equal(await page.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false);
        assert.deepEqual(site.apiRequests.slice(before), []);
        await page.close();
      } finally {
        await site.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  for (const name of ['plain', 'react', 'vue']) {
    it(`a ${name} app built by Vite for production renders the board's job posts`, async () => {
      const outDir = await viteApp(name);
      const scripts = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
      assert.ok(scripts.length > 0);
      const titles = await titlesShown(outDir);
      assert.ok(titles.length > 0, 'no job post shown');
      assert.ok(titles.every((title) => title.trim() !== ''));
    });
  }

  /** test/apps/react18 installed with React 18 of its own (the repository's React is 19), once. */
  let react18: { dir: string; seconds: number; packages: ReturnType<typeof installedPackages> } | undefined;
  const installReact18 = () => {
    if (react18) return react18;
    const started = performance.now();
    const dir = installApp('react18', ['react@18.3.1', 'react-dom@18.3.1']);
    return (react18 = { dir, seconds: (performance.now() - started) / 1000, packages: installedPackages(join(dir, 'node_modules')) });
  };

  it('a React 18 app built by Vite for production: job-board-element/react sets pageSize, workplaces, strings and label as properties, and onJobBoardLoad and onJobBoardSelect (preventDefault keeps the listing) fire', { timeout: 240_000 }, async (t) => {
    const { dir, seconds, packages } = installReact18();
    t.diagnostic(`react18 app: installed the tarball with react@18.3.1 and react-dom@18.3.1 in ${seconds.toFixed(1)} s: ${packages.count} packages, ${(packages.bytes / 1e6).toFixed(1)} MB`);
    const outDir = await viteApp('react18', dir);
    const server = await serve(outDir);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // React's own errors and warnings; the browser's request for /favicon.ico (a 404 here) aside.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(`${message.text()} (${message.location().url})`);
    });
    const requests: URL[] = [];
    page.on('request', (request) => requests.push(new URL(request.url())));
    try {
      await page.goto(`${server.origin}/`);
      const loaded = page.locator('#loaded');
      await page.waitForFunction(() => document.querySelector('#loaded')?.textContent?.startsWith('loaded page 1'), null, { timeout: 15000 });
      assert.equal(await loaded.textContent(), 'loaded page 1, 7 shown');
      assert.match((await page.locator('#react-version').textContent()) ?? '', /^18\./, 'React 18 ran');

      const seen = await page.evaluate(() => {
        const board = document.querySelector('job-board')!;
        const search = document.querySelector('job-board-search')!;
        const filter = document.querySelector('job-board-workplace-filter')!;
        const root = board.shadowRoot!;
        return {
          pageSize: board.pageSize,
          workplaces: board.workplaces,
          results: board.strings.results,
          token: board.token,
          attributes: board.getAttributeNames(),
          entries: root.querySelectorAll('[part~="item"]').length,
          summary: root.querySelector('[part~="summary"]')!.textContent!.replace(/\s+/g, ' ').trim(),
          label: search.label,
          labelShown: search.shadowRoot!.querySelector('[part~="label"]')!.textContent!.trim(),
          searchAttributes: search.getAttributeNames(),
          options: filter.options,
          checked: [...filter.shadowRoot!.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.value),
          loads: (window as unknown as { received: { loads: { limit: number; page: number; posts: unknown[] }[] } }).received.loads,
        };
      });
      // Properties, not attributes: React 18 would have written workplaces="remote" and no strings at all.
      assert.equal(seen.pageSize, 7);
      assert.deepEqual(seen.workplaces, ['remote']);
      assert.deepEqual(seen.results, { one: '{count} opening', other: '{count} openings' });
      assert.equal(seen.token, 'jb_demo_public');
      assert.deepEqual(seen.attributes, [], 'React 18 wrote attributes to the board');
      assert.equal(seen.label, 'Find a role');
      assert.equal(seen.labelShown, 'Find a role');
      assert.deepEqual(seen.options, ['remote', 'hybrid', 'on_site']);
      // Their effect: 7 entries, the custom text, remote posts only (the filter inside shows the board's choice).
      assert.equal(seen.entries, 7);
      assert.match(seen.summary, /^\d+ openings$/);
      assert.deepEqual(seen.checked, ['remote']);
      const listings = requests.filter((url) => url.pathname === '/v1/job-boards/job-posts');
      assert.equal(listings.length, 1, 'one listing request, with every prop set');
      assert.equal(listings[0]!.searchParams.get('limit'), '7');
      assert.deepEqual(listings[0]!.searchParams.getAll('filter_by[workplaces][]'), ['remote']);
      assert.equal(seen.loads.length, 1);
      assert.equal(seen.loads[0]!.limit, 7);
      assert.equal(seen.loads[0]!.posts.length, 7);

      // A visitor clicks the first entry: the app's onJobBoardSelect cancels, the board keeps its listing.
      const url = page.url();
      const first = page.locator('job-board').locator('[part~="item-link"]').first();
      const id = new URL((await first.getAttribute('href'))!, url).searchParams.get('jb-job') ?? '';
      const title = (await page.locator('job-board').locator('[part~="item-title"]').first().textContent())!.trim();
      const before = requests.length;
      await first.click();
      await page.waitForFunction(() => document.querySelector('#selected')?.textContent !== 'nothing selected', null, { timeout: 5000 });
      const selected = (await page.locator('#selected').textContent())!;
      assert.match(selected, /^selected \S+$/);
      await page.waitForTimeout(300);
      const after = await page.evaluate(() => {
        const board = document.querySelector('job-board')!;
        return {
          job: board.job,
          detail: board.shadowRoot!.querySelectorAll('[part~="detail"]').length,
          entries: board.shadowRoot!.querySelectorAll('[part~="item"]').length,
          selects: (window as unknown as { received: { selects: { id: string; title: string; cancelable: boolean }[] } }).received.selects,
        };
      });
      assert.deepEqual(after.selects, [{ id: selected.slice('selected '.length), title, cancelable: true }]);
      if (id) assert.equal(after.selects[0]!.id, id);
      assert.equal(after.job, '');
      assert.equal(after.detail, 0);
      assert.equal(after.entries, 7);
      assert.equal(page.url(), url, 'the link did not navigate');
      assert.deepEqual(requests.slice(before).map((request) => request.pathname), [], 'no request for the post');
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
      await server.close();
    }
  });

  it('job-board-element/react imports in Node and renders on the server (renderToString) with React 18 (installed) and 19 (dist/)', { timeout: 240_000 }, () => {
    const render = (from: string, cwd: string) => {
      const script = `
        import React from 'react';
        import { renderToString } from 'react-dom/server';
        import { JobBoard, JobBoardSearch, JobBoardWorkplaceFilter, JobBoardFilter } from ${JSON.stringify(from)};
        const h = React.createElement;
        const html = renderToString(
          h(JobBoard, { token: 'jb_demo_public', baseUrl: 'https://api.example.com', pageSize: 5, workplaces: ['remote'], id: 'careers', onJobBoardSelect: () => {} },
            h(JobBoardSearch, { label: 'Find a role' }), h(JobBoardWorkplaceFilter, {}), h(JobBoardFilter, { by: 'office' })),
        );
        console.log(JSON.stringify({ html, version: React.version, HTMLElement: typeof HTMLElement }));
      `;
      try {
        return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8', stdio: 'pipe' })) as {
          html: string;
          version: string;
          HTMLElement: string;
        };
      } catch (error) {
        return assert.fail(`${from}: ${(error as { stderr?: string }).stderr ?? String(error)}`);
      }
    };
    // Properties and listeners wait for the browser (the page hydrates); the tags and React's own props render.
    const expected = '<job-board id="careers"><job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter><job-board-filter></job-board-filter></job-board>';
    const react18Render = render('job-board-element/react', installReact18().dir);
    assert.match(react18Render.version, /^18\./);
    assert.equal(react18Render.html, expected);
    // No DOM in Node: the module does not need one.
    assert.equal(react18Render.HTMLElement, 'undefined');
    const react19Render = render(pathToFileURL(join(ROOT, 'dist/frameworks/react.js')).href, ROOT);
    assert.match(react19Render.version, /^19\./);
    assert.equal(react19Render.html, expected);
  });
});

/**
 * Every package below a node_modules folder (nested ones too): their names, how many, and the
 * bytes of their files (as written, not the disk blocks they take).
 */
function installedPackages(nodeModules: string): { names: Set<string>; count: number; bytes: number } {
  const names = new Set<string>();
  let count = 0;
  let bytes = 0;
  const size = (path: string): number =>
    readdirSync(path, { withFileTypes: true }).reduce((sum, entry) => {
      const child = join(path, entry.name);
      if (entry.isDirectory()) return sum + size(child);
      return sum + lstatSync(child).size;
    }, 0);
  const packagesIn = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      if (entry.name.startsWith('@')) {
        for (const scoped of readdirSync(join(folder, entry.name), { withFileTypes: true })) {
          if (scoped.isDirectory()) found(`${entry.name}/${scoped.name}`, join(folder, entry.name, scoped.name));
        }
      } else {
        found(entry.name, join(folder, entry.name));
      }
    }
  };
  const found = (name: string, path: string) => {
    names.add(name);
    count += 1;
    // A package's own node_modules are counted as the packages they hold.
    bytes += readdirSync(path, { withFileTypes: true }).reduce((sum, entry) => {
      const child = join(path, entry.name);
      if (entry.name === 'node_modules' && entry.isDirectory()) {
        packagesIn(child);
        return sum;
      }
      return sum + (entry.isDirectory() ? size(child) : lstatSync(child).size);
    }, 0);
  };
  packagesIn(nodeModules);
  return { names, count, bytes };
}

/** `*` within a path segment, `**` across segments: the two forms package.json's globs use. */
function globToRegExp(glob: string): RegExp {
  const pattern = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*');
  return new RegExp(`^${pattern}$`);
}

/** Every .ts file below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('package.json sideEffects', () => {
  it('names every module that does something when imported (registers an element)', () => {
    const globs = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { sideEffects: string[] }).sideEffects.map(globToRegExp);
    // A top-level statement that calls something: `defineElement(...)`, `void defineControls(...)`.
    const topLevelCall = /^(?:void\s+)?[A-Za-z_$][\w$.]*\(/m;
    const effectful = sources(join(ROOT, 'src'))
      .filter((file) => topLevelCall.test(readFileSync(file, 'utf8')))
      .map((file) => `./dist/${file.slice(join(ROOT, 'src').length + 1).replace(/\.ts$/, '.js')}`);
    // The scan finds what it must: each element's module and the script-tag entry.
    for (const expected of ['job-board/job-board', 'job-board-search/job-board-search', 'job-board-workplace-filter/job-board-workplace-filter']) {
      assert.ok(effectful.includes(`./dist/elements/${expected}.js`), `${expected} not found among ${effectful.join(', ')}`);
    }
    const unlisted = effectful.filter((path) => !globs.some((glob) => glob.test(path)));
    assert.deepEqual(unlisted, []);
    // The entries that register the elements by importing them are effectful though they call nothing themselves.
    for (const entry of ['./dist/index.js', './dist/cdn.js']) assert.ok(globs.some((glob) => glob.test(entry)), `${entry} is not in sideEffects`);
  });
});
