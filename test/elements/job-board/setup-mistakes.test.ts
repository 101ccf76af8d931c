/**
 * Setup mistakes speak to the site's developer, not to its visitors: each prints exactly one
 * console warning from the board (the cause, the value involved, the fix, the README's heading;
 * never the token), however often the request is retried; a visitor reads neutral words
 * ("Jobs can't be shown right now."), and the search and filters, which can't work, hide. A
 * failure a retry can cure, on a board that has shown jobs, keeps them on screen under the error.
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { allEnglishTexts as englishStrings } from '../../helpers/english-texts.js';
import { createSandbox, sandboxRequests, updateSandbox, type Sandbox } from '../../helpers/sandbox.js';
import { boardFixture, nextEvent, pageButton, part, recordConsole, text, titles, wait, type ErrorDetail } from '../../helpers/board.js';

const CONTROLS = '<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';
const SETUP_TEXT = "Jobs can't be shown right now.";

/** The board's own console warnings (those that start with `<job-board>:`). */
function boardWarnings(calls: string[]): string[] {
  return calls.filter((call) => call.startsWith('<job-board>:'));
}

function statusText(el: JobBoard): string {
  return text(part(el, 'status')?.querySelector('p') ?? part(el, 'status'));
}

/** Whether an element takes any room on screen. */
function shown(element: Element | null): boolean {
  return element !== null && element.getClientRects().length > 0;
}

/** A board with the search and workplace filter on `sandbox` that fails; with its warnings and first error. */
async function failing(sandbox: Sandbox | undefined, attributes: Record<string, string | null> = {}) {
  const warnings = recordConsole('warn');
  // Listened for before the board connects: a mistake found before any request fails at once.
  const first = nextEvent(document, 'job-board-error');
  const el = await boardFixture(sandbox, attributes, { wait: 'error', children: CONTROLS });
  const detail = await first;
  await el.updateComplete;
  // The retries a request may still make, and any late warning, have time to show.
  await wait(300);
  await el.updateComplete;
  return { el, detail, warnings };
}

/** The controls hide with `board-hidden`, and the page's `hidden` stays as the page set it. */
function expectControlsHidden(el: JobBoard): void {
  for (const control of el.querySelectorAll('job-board-search, job-board-workplace-filter')) {
    expect(control.hasAttribute('board-hidden'), `${control.localName} board-hidden`).to.equal(true);
    expect((control as HTMLElement).hidden, `${control.localName} hidden stays the page's`).to.equal(false);
    expect(shown(control), `${control.localName} takes no room`).to.equal(false);
  }
}

function expectControlsShown(el: JobBoard): void {
  for (const control of el.querySelectorAll('job-board-search, job-board-workplace-filter')) {
    expect(control.hasAttribute('board-hidden'), `${control.localName} board-hidden`).to.equal(false);
    expect(shown(control), `${control.localName} shown`).to.equal(true);
  }
}

/** The realm's fetch answers every request with `response` (a proxy's or a web page) for this test. */
function answerAll(response: () => Response): void {
  const realFetch = window.fetch;
  window.fetch = async () => response();
  afterEach(() => {
    window.fetch = realFetch;
  });
}

describe('<job-board> setup mistakes', () => {
  describe('a token the API refuses', () => {
    it('401 ERR_INVALID_TOKEN (revoked): one warning naming the cause and the fix, never the token; neutral text; no controls', async () => {
      const sandbox = await createSandbox();
      const { el, detail, warnings } = await failing(sandbox, { token: 'jb_demo_revoked' });
      expect(detail).to.include({ status: 401, code: 'ERR_INVALID_TOKEN' });
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(warnings.calls).to.have.length(1);
      expect(said[0]).to.include('401').and.include('ERR_INVALID_TOKEN').and.include('revoked').and.include('Job Boards key');
      expect(said[0]).to.include(new URL(sandbox.baseUrl).origin);
      expect(said[0]).to.include('(README, "Troubleshooting › The token is refused")');
      expect(said[0]).not.to.include('jb_demo_revoked');
      expect(statusText(el)).to.equal(SETUP_TEXT);
      expect(part(el, 'retry-button')).to.equal(null);
      expectControlsHidden(el);
      await expect(el).to.be.accessible();
    });

    it('403 ERR_FEATURE_NOT_ENABLED: one warning saying API access is not enabled for the account', async () => {
      const sandbox = await createSandbox();
      const { el, warnings } = await failing(sandbox, { token: 'jb_demo_disabled' });
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(said[0]).to.include('403 ERR_FEATURE_NOT_ENABLED').and.include('not enabled for this ATS account');
      expect(said[0]).not.to.include('jb_demo_disabled');
      expect(statusText(el)).to.equal(SETUP_TEXT);
      expectControlsHidden(el);
    });

    it('403 ERR_INSUFFICIENT_SCOPE (an Application API key): one warning saying such a key must never sit in a page; the scope shown', async () => {
      const sandbox = await createSandbox();
      const { el, detail, warnings } = await failing(sandbox, { token: 'app_demo_jobs_read' });
      expect(detail).to.include({ status: 403, code: 'ERR_INSUFFICIENT_SCOPE' });
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(said[0]).to.include('403 ERR_INSUFFICIENT_SCOPE').and.include('"job_boards:read"').and.include('Application API key');
      expect(said[0]).to.include('must never sit in a page').and.include('create a Job Boards key');
      expect(said[0]).not.to.include('app_demo_jobs_read');
      // CONTRACT.md: ERR_INSUFFICIENT_SCOPE shows the scope named in the API's message.
      expect(statusText(el)).to.equal(`${SETUP_TEXT} (Missing permission: job_boards:read)`);
      expect(statusText(el)).not.to.match(/access key/i);
      expectControlsHidden(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('a wrong base-url', () => {
    it('ending in /v1: the listing’s 404 is the setup text, not a closed job, and the warning says to drop the /v1', async () => {
      const sandbox = await createSandbox();
      const { el, detail, warnings } = await failing(sandbox, { 'base-url': `${sandbox.baseUrl}/v1` });
      expect(detail).to.include({ status: 404, code: 'ERR_NOT_FOUND' });
      expect((await sandboxRequests(sandbox)).map((request) => request.path)).to.deep.equal(['/v1/v1/job-boards/job-posts']);
      expect(statusText(el)).to.equal(SETUP_TEXT);
      expect(statusText(el)).not.to.equal(englishStrings.jobNotFound);
      expect(part(el, 'retry-button')).to.equal(null);
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(warnings.calls).to.have.length(1);
      expect(said[0]).to.include(`base-url "${sandbox.baseUrl}/v1" already holds /v1`);
      expect(said[0]).to.include(`${sandbox.baseUrl}/v1/v1/job-boards/job-posts`).and.include('404');
      expect(said[0]).to.include(`Drop the /v1: base-url="${sandbox.baseUrl}"`);
      expect(said[0]).to.include('(README, "Troubleshooting › A wrong base-url")');
      expectControlsHidden(el);
      await expect(el).to.be.accessible();
    });

    it('with a trailing slash after the /v1 alike', async () => {
      const sandbox = await createSandbox();
      const { warnings } = await failing(sandbox, { 'base-url': `${sandbox.baseUrl}/v1/` });
      expect(boardWarnings(warnings.calls)).to.have.length(1);
      expect(warnings.calls[0]).to.include(`Drop the /v1: base-url="${sandbox.baseUrl}"`);
    });

    it('another listing 404: the setup text, and a warning that base-url is not the API’s address', async () => {
      const sandbox = await createSandbox();
      const { el, warnings } = await failing(sandbox, { 'base-url': `${sandbox.baseUrl}/api` });
      expect(statusText(el)).to.equal(SETUP_TEXT);
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(said[0]).to.include(`${sandbox.baseUrl}/api/v1/job-boards/job-posts`).and.include('404').and.include("is not the API's base address");
    });

    it('a 404 for an open job stays a closed job (the listing with its notice), with no warning', async () => {
      const sandbox = await createSandbox();
      const warnings = recordConsole('warn');
      const el = await boardFixture(sandbox, { job: 'jp_missing' }, { wait: 'error' });
      await waitUntil(() => part(el, 'notice') !== null, 'no notice');
      await wait(200);
      expect(text(part(el, 'notice'))).to.equal(englishStrings.jobNotFound);
      expect(boardWarnings(warnings.calls)).to.deep.equal([]);
    });

    it('that answers an HTML page (200): one warning naming the address and the page; the setup text, no Retry', async () => {
      const sandbox = await createSandbox();
      answerAll(() => new Response('<!doctype html><html><body><div id="app"></div></body></html>', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
      const { el, detail, warnings } = await failing(sandbox);
      expect(detail).to.include({ status: 200, code: 'BAD_RESPONSE' });
      expect(detail.message).to.include('HTML page');
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(said[0]).to.include(`base-url "${sandbox.baseUrl}"`).and.include('HTTP 200 and an HTML page').and.include('without /v1');
      expect(said[0]).to.include('(README, "Troubleshooting › A wrong base-url")');
      expect(statusText(el)).to.equal(SETUP_TEXT);
      expect(part(el, 'retry-button')).to.equal(null);
      expectControlsHidden(el);
    });

    it('that answers an HTML error page (a proxy’s 403): one warning, the setup text', async () => {
      const sandbox = await createSandbox();
      answerAll(() => new Response('<html><body>Forbidden</body></html>', { status: 403, headers: { 'Content-Type': 'text/html' } }));
      const { el, warnings } = await failing(sandbox);
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(said[0]).to.include('HTTP 403 and an HTML page');
      expect(statusText(el)).to.equal(SETUP_TEXT);
    });

    it('that answers something not JSON: one warning quoting what the client saw; the text a retry may cure, with Retry', async () => {
      const sandbox = await createSandbox({ faults: [{ kind: 'malformed-json' }] });
      const { el, warnings } = await failing(sandbox);
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(said[0]).to.include("HTTP 200 and a body that is not the Job Boards API's JSON");
      expect(statusText(el)).to.equal(englishStrings.errorBadResponse);
      // Retry fails again: the warning is not said twice.
      const again = nextEvent(el, 'job-board-error');
      part<HTMLButtonElement>(el, 'retry-button')!.click();
      await again;
      await wait(100);
      expect(boardWarnings(warnings.calls)).to.have.length(1);
    });
  });

  describe('an API that can’t be reached (CORS, the network)', () => {
    it('on the first request: one warning after the client’s retries, naming the API’s origin, this page’s and Authorization', async () => {
      const sandbox = await createSandbox({ faults: [{ kind: 'cut' }] });
      const { el, detail, warnings } = await failing(sandbox);
      expect(detail).to.include({ status: 0, code: 'NETWORK_ERROR' });
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(warnings.calls).to.have.length(1);
      expect(said[0]).to.include(`the API at ${new URL(sandbox.baseUrl).origin} could not be reached`);
      expect(said[0]).to.include(`Access-Control-Allow-Origin: ${location.origin}`).and.include('Access-Control-Allow-Headers: Authorization');
      expect(said[0]).to.include(`(README, "Troubleshooting › Nothing loads: the API can't be reached")`);
      expect(said[0]).not.to.include('jb_demo_public');
      // The visitor: a network error, with Retry, and no search above a board with nothing in it.
      expect(statusText(el)).to.equal(englishStrings.errorNetwork);
      expect(part(el, 'retry-button')).to.exist;
      expectControlsHidden(el);
      await expect(el).to.be.accessible();
      // Retry while it lasts: another error, the same single warning; the controls stay hidden meanwhile.
      const again = nextEvent(el, 'job-board-error');
      part<HTMLButtonElement>(el, 'retry-button')!.click();
      await el.updateComplete;
      expectControlsHidden(el);
      await again;
      await wait(100);
      expect(boardWarnings(warnings.calls)).to.have.length(1);
      // Once it answers, Retry brings the jobs and the controls back.
      await updateSandbox(sandbox, {});
      const loaded = nextEvent(el, 'job-board-load');
      part<HTMLButtonElement>(el, 'retry-button')!.click();
      await loaded;
      await el.updateComplete;
      expect(titles(el)).to.have.length(20);
      expectControlsShown(el);
    });

    it('a dead API port (issue 38): the error names the address, and the warning asks whether the API runs there before it speaks of CORS', async () => {
      // Port 47: nothing listens there, and no browser blocks it as unsafe.
      const { detail, warnings } = await failing(undefined, { 'base-url': 'http://127.0.0.1:47/api' });
      expect(detail).to.include({ status: 0, code: 'NETWORK_ERROR' });
      expect(detail.message).to.equal('http://127.0.0.1:47 could not be reached.');
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(said[0]).to.include('the API at http://127.0.0.1:47 could not be reached (NETWORK_ERROR). A browser can\'t tell why, so check both. Is the API running there, at that host and port (base-url "http://127.0.0.1:47/api")?');
      expect(said[0]!.indexOf('running there')).to.be.below(said[0]!.indexOf('CORS'));
    });

    it('a real cross-origin refusal: the browser blocks it, the board says it once', async () => {
      // The sandbox's control endpoints answer no other origin; 127.0.0.1 and localhost are two origins.
      const other = new URL(location.href);
      other.hostname = other.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
      const { el, detail, warnings } = await failing(undefined, { 'base-url': `${other.origin}/__sandbox` });
      expect(detail).to.include({ status: 0, code: 'NETWORK_ERROR' });
      const said = boardWarnings(warnings.calls);
      expect(said).to.have.length(1);
      expect(said[0]).to.include(`the API at ${other.origin} could not be reached`);
      expectControlsHidden(el);
    });
  });

  describe('setup mistakes found before any request', () => {
    it('no token: the controls hide too', async () => {
      const sandbox = await createSandbox();
      const { el, warnings } = await failing(sandbox, { token: null });
      expect(boardWarnings(warnings.calls)).to.have.length(1);
      expect(statusText(el)).to.equal(SETUP_TEXT);
      expectControlsHidden(el);
      await expect(el).to.be.accessible();
    });

    it('a page’s own hidden on a control stays, and comes back as the page left it', async () => {
      const sandbox = await createSandbox();
      const { el } = await failing(sandbox, { token: 'jb_demo_revoked' });
      const search = el.querySelector('job-board-search')!;
      search.hidden = true;
      el.token = 'jb_demo_public';
      await nextEvent(el, 'job-board-load');
      await el.updateComplete;
      await search.updateComplete;
      expect(search.hasAttribute('board-hidden')).to.equal(false);
      expect(search.hidden).to.equal(true);
      expect(shown(el.querySelector('job-board-workplace-filter'))).to.equal(true);
    });
  });
});

describe('<job-board> keeps the jobs it has shown when a later request fails', () => {
  async function shownBoard(): Promise<{ el: JobBoard; sandbox: Sandbox; warnings: { calls: string[] }; errors: ErrorDetail[] }> {
    const sandbox = await createSandbox();
    const warnings = recordConsole('warn');
    const el = await boardFixture(sandbox, {}, { children: CONTROLS });
    const errors: ErrorDetail[] = [];
    el.addEventListener('job-board-error', (event) => errors.push(event.detail));
    return { el, sandbox, warnings, errors };
  }

  it('a page change that fails on the network: the page shown stays, under the error with Retry; no warning', async () => {
    const { el, sandbox, warnings, errors } = await shownBoard();
    const first = titles(el);
    expect(first).to.have.length(20);
    await updateSandbox(sandbox, { faults: [{ kind: 'cut', route: 'list' }] });
    const failed = nextEvent(el, 'job-board-error');
    pageButton(el, englishStrings.nextPage)!.click();
    await failed;
    await el.updateComplete;
    expect(el.status).to.equal('error');
    expect(errors.map((error) => error.code)).to.deep.equal(['NETWORK_ERROR']);
    const status = part(el, 'status')!;
    expect(status.getAttribute('role')).to.equal('alert');
    expect(statusText(el)).to.equal(englishStrings.errorNetwork);
    expect(part(el, 'retry-button')).to.exist;
    expect(titles(el), 'the jobs the visitor was reading').to.deep.equal(first);
    expect(el.posts.map((post) => post.title)).to.deep.equal(first);
    // The error sits above the listing, where the visitor lands.
    expect(status.compareDocumentPosition(part(el, 'list')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expectControlsShown(el);
    expect(boardWarnings(warnings.calls), 'a visitor’s network error is no setup mistake').to.deep.equal([]);
    await expect(el).to.be.accessible();
    // The pager still shows page 1: its Next tries page 2 again; once it answers, page 2 shows.
    await updateSandbox(sandbox, {});
    const loaded = nextEvent(el, 'job-board-load');
    pageButton(el, englishStrings.nextPage)!.click();
    expect((await loaded).page).to.equal(2);
    await el.updateComplete;
    expect(titles(el)).to.have.length(20);
    expect(titles(el)).not.to.deep.equal(first);
    expect(part(el, 'retry-button')).to.equal(null);
  });

  it('a refresh() that fails (a 500) keeps the listing too, and Retry brings it back fresh', async () => {
    const { el, sandbox } = await shownBoard();
    const first = titles(el);
    await updateSandbox(sandbox, { faults: [{ kind: 'status', status: 500, route: 'list' }] });
    const failed = nextEvent(el, 'job-board-error');
    el.refresh();
    await failed;
    await el.updateComplete;
    expect(statusText(el)).to.equal(englishStrings.errorUnavailable);
    expect(titles(el)).to.deep.equal(first);
    expect(text(part(el, 'summary'))).to.match(/open positions/);
    await updateSandbox(sandbox, {});
    const loaded = nextEvent(el, 'job-board-load');
    part<HTMLButtonElement>(el, 'retry-button')!.click();
    await el.updateComplete;
    // While Retry runs, the listing stays (marked busy), not a skeleton.
    expect(titles(el)).to.deep.equal(first);
    await loaded;
    await waitUntil(() => part(el, 'retry-button') === null);
    expect(titles(el)).to.deep.equal(first);
  });

  it('"Show more jobs" that fails: the jobs shown stay, and the button tries the same page again', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, { paging: 'more' }, { children: CONTROLS });
    const first = titles(el);
    expect(first).to.have.length(20);
    await updateSandbox(sandbox, { faults: [{ kind: 'cut', route: 'list' }] });
    const failed = nextEvent(el, 'job-board-error');
    part<HTMLButtonElement>(el, 'more-button')!.click();
    await failed;
    await el.updateComplete;
    expect(statusText(el)).to.equal(englishStrings.errorNetwork);
    expect(titles(el)).to.deep.equal(first);
    expect(el.page).to.equal(2);
    await updateSandbox(sandbox, {});
    const loaded = nextEvent(el, 'job-board-load');
    part<HTMLButtonElement>(el, 'more-button')!.click();
    await loaded;
    await el.updateComplete;
    expect(el.page).to.equal(2);
    expect(titles(el)).to.have.length(40);
    expect(titles(el).slice(0, 20)).to.deep.equal(first);
  });

  it('a later refusal of the token (401) is shown alone: the API will not give those jobs again', async () => {
    const { el } = await shownBoard();
    const failed = nextEvent(el, 'job-board-error');
    el.token = 'jb_demo_revoked';
    await failed;
    await el.updateComplete;
    expect(statusText(el)).to.equal(SETUP_TEXT);
    expect(titles(el)).to.deep.equal([]);
    expectControlsHidden(el);
  });
});
