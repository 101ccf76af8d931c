/**
 * Static career pages, end to end: `job-board-element build` makes the demo's site from the
 * reference API (174 posts), a static server serves it with the API on the same origin, and
 * Chromium reads it with JavaScript off (every page readable, every link a page) and on (the
 * script-tag entry job-board.js takes the board over with no request and no visible change,
 * then it is fully live).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildScriptTagBundle } from '../../scripts/lib/cdn-build.js';
import { CHROMIUM_ARGS, ensureChromium } from '../../scripts/lib/chromium.js';
import { buildStaticSite, serveStaticSite, STATIC_TEMPLATE, type BuildRun, type StaticSite } from '../../scripts/lib/static-site.js';

const TOKEN = 'jb_demo_public';
const POSTS = 174;
const PAGE_SIZE = 20;
const LISTING_PAGES = Math.ceil(POSTS / PAGE_SIZE);

let work: string;
let out: string;
let site: StaticSite;
let browser: Browser;
let firstBuild: BuildRun;

const read = (path: string) => readFileSync(join(out, path), 'utf8');
const jobIds = () => readdirSync(join(out, 'jobs')).sort();
/** The JSON-LD scripts of a page's head, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
/** Every file of the out folder with its modification time. */
function mtimes(): Map<string, number> {
  const times = new Map<string, number>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else times.set(path, statSync(path).mtimeMs);
    }
  };
  walk(out);
  return times;
}


/**
 * Records, from the first frame, in which frames the job's title was shown (in the board, the
 * board visible), and the layout shifts. A string: a function would be serialised with the test
 * runner's helpers.
 */
const FRAME_RECORDER = `
  const record = { frames: 0, framesWithTitle: 0, firstTitleFrame: -1, shift: 0 };
  window.record = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const frame = () => {
    record.frames += 1;
    const board = document.querySelector('job-board');
    const title = board?.shadowRoot?.querySelector('[part~="detail-title"]')?.textContent ?? '';
    if (title && getComputedStyle(board).visibility === 'visible') {
      record.framesWithTitle += 1;
      if (record.firstTitleFrame < 0) record.firstTitleFrame = record.frames;
    }
    if (record.frames < 120) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
`;

/**
 * A phone's CPU: the browser then paints pages it is still reading, which is when a prerendered
 * board could show its listing before its controls and shift.
 */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'job-board-static-'));
  out = join(work, 'careers');
  const cdn = join(work, 'cdn');
  await buildScriptTagBundle({ quiet: true, outDir: cdn });
  site = await serveStaticSite({ outDir: out, cdnDir: cdn });
  firstBuild = await buildStaticSite(site, out);
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
});

after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('job-board-element build: what it writes', () => {
  it('a listing page per page-size, a page per open post and a sitemap of the job pages', () => {
    assert.equal(firstBuild.status, 0, firstBuild.stderr);
    assert.ok(statSync(join(out, 'index.html')).isFile());
    const further = readdirSync(join(out, 'page')).map(Number).sort((a, b) => a - b);
    assert.deepEqual(further, Array.from({ length: LISTING_PAGES - 1 }, (_, index) => index + 2));
    assert.equal(jobIds().length, POSTS);
    const sitemap = read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.equal(locs.length, POSTS);
    assert.ok(locs.every((loc) => loc?.startsWith(`${site.origin}/careers/jobs/`) && loc.endsWith('/')));
    assert.equal([...sitemap.matchAll(/<lastmod>/g)].length, POSTS);
    assert.match(firstBuild.stderr, new RegExp(`Wrote ${LISTING_PAGES + POSTS + 3} pages, 0 unchanged, 0 removed`), 'and sitemap.xml, feed.xml and 404.html');
  });

  it('each job page has its title, description, canonical link, Open Graph and Twitter tags and exactly one JSON-LD JobPosting', () => {
    for (const id of jobIds()) {
      const html = read(`jobs/${id}/index.html`);
      const postings = jsonLd(html);
      assert.equal(postings.length, 1, id);
      const posting = postings[0]!;
      assert.equal(posting['@type'], 'JobPosting');
      assert.equal(posting['url'], `${site.origin}/careers/jobs/${id}/`);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      assert.equal(title, `${posting['title'] as string} – Careers at Brightwave Labs`.replace(/&/g, '&amp;'));
      assert.match(html, new RegExp(`<link rel="canonical" href="${site.origin}/careers/jobs/${id}/">`));
      const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
      assert.ok(description.length > 40 && description.length <= 155 * 1.2, `${id}: ${description}`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type']) assert.match(html, new RegExp(`<meta property="${property}" content="[^"]+">`));
      for (const name of ['twitter:card', 'twitter:title']) assert.match(html, new RegExp(`<meta name="${name}" content="[^"]+">`));
      // The template's own description is replaced, never doubled.
      assert.equal([...html.matchAll(/<meta name="description"/g)].length, 1);
    }
  });

  it('listing pages carry no JSON-LD, and their descriptions are sanitised on the server', () => {
    for (const path of ['index.html', ...readdirSync(join(out, 'page')).map((n) => `page/${n}/index.html`)]) {
      assert.equal(jsonLd(read(path)).length, 0, path);
    }
    const all = jobIds().map((id) => read(`jobs/${id}/index.html`)).join('\n');
    // No script but the site's own module, the JSON-LD and the board's data.
    const scripts = [...all.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!.trim());
    assert.ok(scripts.every((attributes) => /^type="(module" src="\/cdn\/job-board\.js"|application\/ld\+json" data-job-board-posting|application\/json" data-job-board-prerendered)/.test(attributes)), scripts.find((a) => !a.startsWith('type=')));
    assert.doesNotMatch(all, /\son[a-z]+=/i);
  });

  it('the command prints progress and a summary, and never the token', () => {
    assert.match(firstBuild.stderr, /Building job pages… 174\/174/);
    assert.match(firstBuild.stderr, /Writing listing pages… 9\/9/);
    assert.ok(!firstBuild.stderr.includes(TOKEN));
    assert.ok(!firstBuild.stdout.includes(TOKEN));
  });

  it('a second build with nothing changed rewrites nothing, and removes a job page it can not read back', async () => {
    // A job page of no open post, without the embedded data a closed role's page is made from
    // (closed-roles.node.test.ts): removed at once; a file of the site's own.
    mkdirSync(join(out, 'jobs/jp_closed'), { recursive: true });
    writeFileSync(join(out, 'jobs/jp_closed/index.html'), '<!doctype html><title>Closed</title>');
    writeFileSync(join(out, 'robots.txt'), 'User-agent: *\n');
    const before = mtimes();
    const second = await buildStaticSite(site, out);
    assert.equal(second.status, 0, second.stderr);
    assert.match(second.stderr, new RegExp(`Wrote 0 pages, ${LISTING_PAGES + POSTS + 3} unchanged, 1 removed`), 'and sitemap.xml, feed.xml and 404.html');
    const afterwards = mtimes();
    for (const [path, time] of afterwards) assert.equal(time, before.get(path), `${path} was rewritten`);
    assert.ok(!afterwards.has(join(out, 'jobs/jp_closed/index.html')));
    assert.ok(afterwards.has(join(out, 'robots.txt')));
  });

  it('an API failure ends the command with its message and a non-zero status, without the token', async () => {
    const failed = await buildStaticSite(site, join(work, 'failed'), ['--token', 'jb_demo_revoked']);
    assert.equal(failed.status, 1);
    assert.match(failed.stderr, /job-board-element build: the API answered HTTP 40[13]: .+ \(ERR_[A-Z_]+/);
    assert.ok(!failed.stderr.includes('jb_demo_revoked'));
  });
});

describe('static pages with JavaScript off', () => {
  let page: Page;
  before(async () => {
    page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  });
  after(() => page.context().close());

  it('the listing shows the entries of page 1, each a link to its job page', async () => {
    await page.goto(`${site.origin}/careers/`);
    const links = page.locator('job-board a[part~="item-link"]');
    assert.equal(await links.count(), PAGE_SIZE);
    assert.equal(await page.locator('job-board [part~="summary"]').innerText(), '174 open positions');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    assert.ok(hrefs.every((href) => /\/careers\/jobs\/[^/]+\/$/.test(href)));
  });

  it('shows no control that needs JavaScript: no search field, no workplace checkboxes, and no gap where they were', async () => {
    await page.goto(`${site.origin}/careers/`);
    for (const control of ['job-board-search', 'job-board-workplace-filter']) {
      assert.equal(await page.locator(control).count(), 1, `${control} is in the page's markup`);
      assert.equal(await page.locator(control).isVisible(), false, `${control} is shown`);
      assert.deepEqual(await page.locator(control).evaluate((element) => element.getClientRects().length), 0, `${control} takes room`);
    }
    assert.equal(await page.locator('job-board input, job-board-search input, job-board-workplace-filter input').filter({ visible: true }).count(), 0);
    // The listing starts where the board does.
    const [boardTop, summaryTop] = await page.evaluate(() => {
      const board = document.querySelector('job-board')!;
      return [board.getBoundingClientRect().top, board.shadowRoot!.querySelector('[part~="summary"]')!.getBoundingClientRect().top];
    });
    assert.ok(summaryTop - boardTop < 4, `the listing starts ${summaryTop - boardTop} px below the board's top`);
  });

  it('each job page shows its title, description and Apply link as text', async () => {
    for (const id of jobIds().slice(0, 12)) {
      await page.goto(`${site.origin}/careers/jobs/${id}/`);
      const posting = jsonLd(read(`jobs/${id}/index.html`))[0]!;
      assert.equal(await page.locator('job-board [part~="detail-title"]').innerText(), posting['title']);
      assert.ok((await page.locator('job-board [part~="description"]').innerText()).length > 50, id);
      const apply = page.locator('job-board a[part~="apply-link"]').first();
      assert.match(await apply.innerText(), /Apply/);
      assert.match((await apply.getAttribute('href')) ?? '', /^https?:\/\//);
    }
  });

  it('pager links and entry links lead to the right pages, and the back link to the listing', async () => {
    await page.goto(`${site.origin}/careers/`);
    // Each click is a navigation to another document: wait for it to land.
    await page.locator('job-board [part~="pagination"] a', { hasText: /^2$/ }).click();
    await page.waitForURL('**/careers/page/2/');
    const entry = page.locator('job-board a[part~="item-link"]').first();
    const title = await entry.locator('[part~="item-title"]').innerText();
    const page2First = await entry.getAttribute('href');
    await entry.click();
    await page.waitForURL(page2First!);
    assert.equal(await page.locator('job-board [part~="detail-title"]').innerText(), title);
    await page.locator('job-board a[part~="back-link"]').click();
    await page.waitForURL((url) => url.pathname === '/careers/');
    await page.locator('job-board [part~="pagination"] a', { hasText: /Next/ }).click();
    await page.waitForURL('**/careers/page/2/');
  });
});

describe('static pages with JavaScript on', () => {

  it('a job page is taken over with no API request, no flash and no layout shift, then is fully live', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await slowCpu(page);
    await page.addInitScript({ content: FRAME_RECORDER });
    const requestsBefore = site.apiRequests.length;
    await page.goto(`${site.origin}/careers/jobs/jp_2/`);
    await page.waitForFunction(() => customElements.get('job-board') !== undefined);
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    await page.waitForFunction(() => (window as unknown as { record: { frames: number } }).record.frames >= 120);
    // Taken over: the board's own render, not the server's markup (whose Lit comments are gone).
    assert.equal(await page.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false);
    assert.equal(await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { status: string }).status), 'ready');
    assert.deepEqual(site.apiRequests.slice(requestsBefore), [], 'no API request');
    const record = await page.evaluate(() => (window as unknown as { record: { frames: number; framesWithTitle: number; firstTitleFrame: number; shift: number } }).record);
    // The browser may paint before it has read the board; from the first frame that shows the
    // title, every frame does: the takeover never blanks it.
    assert.ok(record.firstTitleFrame > 0, 'the title shows');
    assert.equal(record.framesWithTitle, record.frames - record.firstTitleFrame + 1, 'the title is on every frame since: no flash');
    assert.equal(record.shift, 0, 'no layout shift');
    assert.equal(await page.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length), 1);
    const title = await page.title();
    assert.match(title, / – Careers at Brightwave Labs$/);
    assert.doesNotMatch(title, / – .* – /);
    assert.deepEqual(messages, []);

    // Live: a marker on the window proves each navigation happens in place.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    const marker = () => page.evaluate(() => (window as unknown as { marker?: string }).marker);
    await page.locator('job-board a[part~="back-link"]').click();
    await page.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { status: string; job: string }).job === '');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.equal(new URL(page.url()).pathname, '/careers/');
    assert.equal(await marker(), 'same document');
    assert.equal(await page.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length), 0);
    assert.ok(site.apiRequests.length > requestsBefore, 'the listing is loaded once it shows');

    // Search: a request with the query, a narrowed listing.
    await page.locator('job-board-search input').fill('engineer');
    await page.locator('job-board-search input').press('Enter');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('jb-q') === 'engineer');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.ok(site.apiRequests.some((url) => url.includes('filter_value=engineer')));
    // Text content: entries far below the fold skip rendering (content-visibility), and with it innerText.
    const titles = await page.locator('job-board [part~="item-title"]').allTextContents();
    assert.ok(titles.length > 0 && titles.every((text) => /engineer/i.test(text)), JSON.stringify(titles));

    // Another job, in place; then Back to the search.
    const next = page.locator('job-board a[part~="item-link"]').first();
    const nextTitle = await next.locator('[part~="item-title"]').innerText();
    const nextHref = await next.getAttribute('href');
    await next.click();
    await page.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { job: string }).job !== '');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.equal(page.url(), nextHref);
    assert.equal(await page.locator('job-board [part~="detail-title"]').innerText(), nextTitle);
    assert.equal(await page.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length), 1);
    assert.equal(await marker(), 'same document');
    await page.goBack();
    await page.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { job: string }).job === '');
    assert.equal(new URL(page.url()).searchParams.get('jb-q'), 'engineer');
    assert.equal(await marker(), 'same document');
    await context.close();
  });

  it('a page whose embedded data is broken still ends readable: the board loads from the API, with a warning', async () => {
    // The job page with its data script cut short, as a faulty edit or a truncated upload would leave it.
    const html = read('jobs/jp_4/index.html').replace(/(data-job-board-prerendered>)([\s\S]*?)(<\/script>)/, (_, open: string, json: string, close: string) => `${open}${json.slice(0, 40)}${close}`);
    mkdirSync(join(out, 'jobs/jp_4_broken'), { recursive: true });
    writeFileSync(join(out, 'jobs/jp_4_broken/index.html'), html);
    const context = await browser.newContext();
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const requestsBefore = site.apiRequests.length;
    // Served at its own path, the page's board reads the job from the path: jp_4_broken, which the API doesn't know.
    await page.goto(`${site.origin}/careers/jobs/jp_4_broken/`);
    await page.waitForFunction(() => ['ready', 'error'].includes((document.querySelector('job-board') as HTMLElement & { status: string }).status));
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.ok(warnings.some((text) => /prerendered board can't be read/.test(text)), warnings.join('\n'));
    assert.ok(site.apiRequests.slice(requestsBefore).some((url) => url.includes('/job-posts/jp_4_broken')));
    // The server's markup is gone, and the board says what happened rather than showing nothing:
    // the job is unknown, so the listing with the closed job's notice (docs/routing.md, "Closed jobs").
    assert.equal(await page.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false);
    assert.match(await page.locator('job-board [part~="notice"]').innerText(), /no longer open/);
    await context.close();
    rmSync(join(out, 'jobs/jp_4_broken'), { recursive: true, force: true });
  });

  it('a listing page is taken over with no API request and no layout shift', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await slowCpu(page);
    await page.addInitScript({ content: FRAME_RECORDER });
    const requestsBefore = site.apiRequests.length;
    await page.goto(`${site.origin}/careers/page/3/`);
    await page.waitForFunction(() => customElements.get('job-board') !== undefined);
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    await page.waitForFunction(() => (window as unknown as { record: { frames: number } }).record.frames >= 60);
    assert.equal(await page.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false);
    assert.equal(await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { page: number }).page), 3);
    assert.equal(await page.locator('job-board a[part~="item-link"]').count(), PAGE_SIZE);
    assert.deepEqual(site.apiRequests.slice(requestsBefore), []);
    assert.equal(await page.evaluate(() => (window as unknown as { record: { shift: number } }).record.shift), 0);
    // The controls, invisible while nothing could run them, show once the board is live.
    for (const control of ['job-board-search', 'job-board-workplace-filter']) {
      await page.locator(control).waitFor({ state: 'visible' });
      assert.equal(await page.locator(control).evaluate((element) => getComputedStyle(element).visibility), 'visible', control);
    }
    // The pager pages in place from here on: the next page is a request, not a document.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await page.locator('job-board [part~="pagination"] a', { hasText: /^4$/ }).click();
    await page.waitForFunction(() => new URL(location.href).pathname === '/careers/page/4/');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
    await context.close();
  });
  it("a closed role's page is read without JavaScript and taken over with no request: the notice and the listing stay, the URL is the listing's", async () => {
    // A job of an earlier build that the API no longer lists: its page, with its post's id changed.
    const old = read('jobs/jp_4/index.html').replace(/(data-job-board-prerendered>[\s\S]*?"id":")jp_4"/, '$1jp_gone"');
    mkdirSync(join(out, 'jobs/jp_gone'), { recursive: true });
    writeFileSync(join(out, 'jobs/jp_gone/index.html'), old);
    const rebuilt = await buildStaticSite(site, out);
    assert.equal(rebuilt.status, 0, rebuilt.stderr);
    assert.match(rebuilt.stderr, /1 closed-role page kept/);
    const html = read('jobs/jp_gone/index.html');
    assert.match(html, /<meta name="robots" content="noindex">/);
    assert.ok(!read('sitemap.xml').includes('jp_gone'));

    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${site.origin}/careers/jobs/jp_gone/`);
    assert.match(await plain.locator('.job-board-closed h2').innerText(), /\S/);
    assert.match(await plain.locator('job-board [part~="notice"]').innerText(), /no longer open/);
    assert.equal(await plain.locator('job-board a[part~="item-link"]').count(), PAGE_SIZE);
    await context.close();

    const live = await browser.newContext();
    const page = await live.newPage();
    const requestsBefore = site.apiRequests.length;
    await page.goto(`${site.origin}/careers/jobs/jp_gone/`);
    await page.waitForFunction(() => customElements.get('job-board') !== undefined);
    await page.waitForFunction(() => new URL(location.href).pathname === '/careers/');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.equal(await page.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false, 'taken over');
    assert.match(await page.locator('job-board [part~="notice"]').innerText(), /no longer open/);
    assert.equal(await page.locator('job-board a[part~="item-link"]').count(), PAGE_SIZE);
    assert.deepEqual(site.apiRequests.slice(requestsBefore), []);
    // The notice goes when the visitor moves on.
    await page.locator('job-board [part~="pagination"] a', { hasText: /^2$/ }).click();
    await page.waitForFunction(() => new URL(location.href).pathname === '/careers/page/2/');
    assert.equal(await page.locator('job-board [part~="notice"]').count(), 0);
    await live.close();
    rmSync(join(out, 'jobs/jp_gone'), { recursive: true, force: true });
  });
});

describe('a prerendered board in whole-board mode (a filter, groups)', () => {
  let grouped: StaticSite;
  let groupedOut: string;
  before(async () => {
    groupedOut = join(work, 'grouped/careers');
    // The demo's template with a department filter and the listing grouped by department.
    const template = join(work, 'grouped.html');
    writeFileSync(
      template,
      readFileSync(STATIC_TEMPLATE, 'utf8')
        .replace('<job-board-workplace-filter></job-board-workplace-filter>', '<job-board-filter by="department"></job-board-filter>')
        .replace('country="DE"', 'country="DE" group-by="department"'),
    );
    grouped = await serveStaticSite({ outDir: groupedOut, cdnDir: join(work, 'cdn') });
    const run = await buildStaticSite(grouped, groupedOut, [], template);
    assert.equal(run.status, 0, run.stderr);
  });
  after(() => grouped?.close());

  it('writes one listing page holding every post, grouped, and a page per job', () => {
    assert.equal(readdirSync(groupedOut).includes('page'), false);
    assert.equal(readdirSync(join(groupedOut, 'jobs')).length, POSTS);
    const html = readFileSync(join(groupedOut, 'index.html'), 'utf8');
    const data = JSON.parse(/data-job-board-prerendered>([^<]*)</.exec(html)![1]!) as { listing: { posts: unknown[]; page?: number } };
    assert.equal(data.listing.posts.length, POSTS);
    assert.equal(data.listing.page, undefined);
    assert.ok([...html.matchAll(/part="group"/g)].length > 1);
  });

  it('is taken over with no API request: groups, and the filter gets its options and counts', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await slowCpu(page);
    await page.addInitScript({ content: FRAME_RECORDER });
    const requestsBefore = grouped.apiRequests.length;
    await page.goto(`${grouped.origin}/careers/`);
    await page.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { status: string }).status === 'ready');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.equal(await page.evaluate(() => document.querySelector('job-board')!.shadowRoot!.innerHTML.includes('lit-part')), false);
    assert.ok((await page.locator('job-board [part~="group-heading"]').count()) > 1);
    const options = await page.locator('job-board-filter option').allTextContents();
    assert.ok(options.length > 2 && options.slice(1).every((option) => /\(\d+\)$/.test(option)), options.join(', '));
    assert.deepEqual(grouped.apiRequests.slice(requestsBefore), []);
    assert.equal(await page.evaluate(() => (window as unknown as { record: { shift: number } }).record.shift), 0);
    // Filtering is local in whole-board mode: still no request.
    await page.locator('job-board-filter select').selectOption({ index: 1 });
    await page.waitForFunction(() => new URL(location.href).searchParams.has('jb-department'));
    assert.equal(await page.locator('job-board [part~="group-heading"]').count(), 1);
    assert.deepEqual(grouped.apiRequests.slice(requestsBefore), []);
    await context.close();
  });
});

describe('a prerendered board of a source (Lever, through the emulator on the site\'s origin)', () => {
  let lever: StaticSite;
  let leverOut: string;
  let run: BuildRun;
  before(async () => {
    leverOut = join(work, 'lever/careers');
    lever = await serveStaticSite({ outDir: leverOut, cdnDir: join(work, 'cdn') });
    run = await buildStaticSite(lever, leverOut, ['--source', 'lever:harborpay']);
    assert.equal(run.status, 0, run.stderr);
  });
  after(() => lever?.close());

  it("writes the source on every page's board, without the token, and the listing's shown page (not every post) in its data", () => {
    const html = readFileSync(join(leverOut, 'index.html'), 'utf8');
    const board = /<job-board[^>]*>/.exec(html)![0];
    assert.match(board, / source="lever:harborpay"/);
    assert.doesNotMatch(board, / token=/);
    const data = JSON.parse(/data-job-board-prerendered>([^<]*)</.exec(html)![1]!) as { listing: { posts: unknown[]; page?: number; totalCount?: number } };
    // Issue 38: a listing page carries the view it shows; the whole board comes when a visitor needs it.
    assert.equal(data.listing.posts.length, PAGE_SIZE);
    assert.equal(data.listing.page, 1);
    assert.equal(data.listing.totalCount, POSTS);
    assert.equal(readdirSync(join(leverOut, 'jobs')).length, POSTS);
  });

  it('is taken over with no request; its next page reads the whole board once, then pages locally', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requestsBefore = lever.apiRequests.length;
    await page.goto(`${lever.origin}/careers/`);
    await page.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { status: string }).status === 'ready');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.equal(await page.locator('job-board a[part~="item-link"]').count(), PAGE_SIZE);
    assert.deepEqual(lever.apiRequests.slice(requestsBefore), [], 'the takeover asks nothing');
    await page.locator('job-board [part~="pagination"] a', { hasText: /^2$/ }).click();
    await page.waitForFunction(() => new URL(location.href).pathname === '/careers/page/2/');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.equal(await page.locator('job-board a[part~="item-link"]').count(), PAGE_SIZE);
    await page.locator('job-board [part~="pagination"] a', { hasText: /^3$/ }).click();
    await page.waitForFunction(() => new URL(location.href).pathname === '/careers/page/3/');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.deepEqual(lever.apiRequests.slice(requestsBefore), ['/v0/postings/harborpay?mode=json'], 'the whole board, once');
    await context.close();
  });

  it("a job's page is taken over with no request", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const id = readdirSync(join(leverOut, 'jobs'))[0]!;
    const requestsBefore = lever.apiRequests.length;
    await page.goto(`${lever.origin}/careers/jobs/${id}/`);
    await page.waitForFunction(() => (document.querySelector('job-board') as HTMLElement & { status: string }).status === 'ready');
    await page.evaluate(() => (document.querySelector('job-board') as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete);
    assert.notEqual(await page.locator('job-board [part~="detail-title"]').textContent(), '');
    assert.deepEqual(lever.apiRequests.slice(requestsBefore), []);
    await context.close();
  });
});

describe('a template without a charset (issue 29, item 7)', () => {
  let plain: StaticSite;
  let plainOut: string;
  let run: BuildRun;
  before(async () => {
    plainOut = join(work, 'no-charset/careers');
    const template = join(work, 'no-charset.html');
    writeFileSync(template, readFileSync(STATIC_TEMPLATE, 'utf8').replace(/\s*<meta charset="utf-8" \/>/, ''));
    assert.doesNotMatch(readFileSync(template, 'utf8'), /charset/);
    plain = await serveStaticSite({ outDir: plainOut, cdnDir: join(work, 'cdn') });
    run = await buildStaticSite(plain, plainOut, [], template);
    assert.equal(run.status, 0, run.stderr);
  });
  after(() => plain?.close());

  it('says it added the declaration, and every page has it in its first 1,024 bytes', () => {
    assert.match(run.stderr, /added <meta charset="utf-8">/);
    for (const path of ['index.html', `jobs/${readdirSync(join(plainOut, 'jobs'))[0]}/index.html`]) {
      assert.match(readFileSync(join(plainOut, path)).subarray(0, 1024).toString('latin1'), /<meta charset="utf-8">/, path);
    }
  });

  it('reads right when the host sends text/html without a charset, with JavaScript and without', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.route(`${plain.origin}/careers/`, async (route) => {
        await route.fulfill({ status: 200, headers: { 'content-type': 'text/html' }, body: readFileSync(join(plainOut, 'index.html')) });
      });
      await page.goto(`${plain.origin}/careers/`);
      assert.equal(await page.evaluate(() => document.characterSet), 'UTF-8');
      const text = await page.locator('job-board').evaluate((board) => board.shadowRoot!.textContent ?? '');
      assert.match(text, /München|São Paulo/);
      assert.doesNotMatch(text, /Ã/);
      await context.close();
    }
  });
});
