import { expect } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { allEnglishTexts as englishStrings } from '../../helpers/english-texts.js';
import { createSandbox, updateSandbox, type FaultRule, type Sandbox } from '../../helpers/sandbox.js';
import {
  boardFixture,
  isRendered,
  listRequests,
  nextEvent,
  part,
  record,
  recordConsole,
  text,
  titles,
  wait,
  watchFetch,
  type ErrorDetail,
} from '../../helpers/board.js';

/** A board on `sandbox` that fails; returns it with the first `job-board-error` detail. */
async function failingBoard(
  sandbox: Sandbox | undefined,
  attributes: Record<string, string | null> = {},
  properties: { timeout?: number } = {},
): Promise<{ el: JobBoard; detail: ErrorDetail; errors: ErrorDetail[] }> {
  const errors: ErrorDetail[] = [];
  const captured = new Promise<ErrorDetail>((resolve) => {
    const listen = (event: Event) => {
      errors.push((event as CustomEvent<ErrorDetail>).detail);
      resolve((event as CustomEvent<ErrorDetail>).detail);
    };
    document.addEventListener('job-board-error', listen);
    afterEachCleanups.push(() => document.removeEventListener('job-board-error', listen));
  });
  const el = await boardFixture(sandbox, attributes, { wait: 'error', properties });
  return { el, detail: await captured, errors };
}

const afterEachCleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of afterEachCleanups.splice(0)) cleanup();
});

function statusText(el: JobBoard): string {
  return text(part(el, 'status')?.querySelector('p') ?? part(el, 'status'));
}

function retryButton(el: JobBoard): HTMLButtonElement | null {
  return part<HTMLButtonElement>(el, 'retry-button');
}

async function faulted(...faults: FaultRule[]): Promise<Sandbox> {
  return createSandbox({ faults });
}

describe('<job-board> errors', () => {
  describe('the API refuses the token', () => {
    it('ERR_INVALID_TOKEN (401): says jobs can’t be shown (nothing about keys), offers no Retry', async () => {
      const sandbox = await createSandbox();
      const { el, detail } = await failingBoard(sandbox, { token: 'jb_demo_revoked' });
      expect(detail.status).to.equal(401);
      expect(detail.code).to.equal('ERR_INVALID_TOKEN');
      expect(detail.message).to.be.a('string').and.not.equal('');
      expect(detail.requestId).to.match(/^req_/);
      expect(Object.keys(detail).sort()).to.deep.equal(['code', 'message', 'requestId', 'status']);
      expect(el.status).to.equal('error');
      expect(statusText(el)).to.equal(englishStrings.errorInvalidToken);
      expect(statusText(el)).to.equal("Jobs can't be shown right now.");
      expect(part(el, 'status')!.getAttribute('role')).to.equal('alert');
      expect(retryButton(el)).to.equal(null);
      expect(part(el, 'list')).to.equal(null);
    });

    it('ERR_FEATURE_NOT_ENABLED (403): says jobs can’t be shown, offers no Retry', async () => {
      const sandbox = await createSandbox();
      const { el, detail } = await failingBoard(sandbox, { token: 'jb_demo_disabled' });
      expect(detail).to.include({ status: 403, code: 'ERR_FEATURE_NOT_ENABLED' });
      expect(detail.requestId).to.match(/^req_/);
      expect(statusText(el)).to.equal(englishStrings.errorNotEnabled);
      expect(statusText(el)).to.equal("Jobs can't be shown right now.");
      expect(retryButton(el)).to.equal(null);
    });

    it('ERR_INSUFFICIENT_SCOPE (403): names the missing scope job_boards:read, offers no Retry', async () => {
      const sandbox = await createSandbox();
      const { el, detail } = await failingBoard(sandbox, { token: 'app_demo_jobs_read' });
      expect(detail).to.include({ status: 403, code: 'ERR_INSUFFICIENT_SCOPE' });
      expect(detail.message).to.include('job_boards:read');
      // CONTRACT.md: the scope the API's message names is shown, after the setup text.
      expect(statusText(el)).to.equal("Jobs can't be shown right now. (Missing permission: job_boards:read)");
      expect(statusText(el)).to.equal(englishStrings.errorScope.replace('{scope}', 'job_boards:read'));
      expect(retryButton(el)).to.equal(null);
    });

    it('sends one request only: 401 and 403 are not retried', async () => {
      const sandbox = await createSandbox();
      await failingBoard(sandbox, { token: 'jb_demo_revoked' });
      await wait(400);
      expect(await listRequests(sandbox)).to.have.length(1);
    });
  });

  describe('an answer that is not the API’s', () => {
    // A proxy or gateway in front of the API can refuse with a page of its own; only a stubbed
    // fetch can play it, the reference API always answers JSON.
    for (const status of [401, 403]) {
      it(`a ${status} with an HTML body: the set-up text, no Retry (retrying cannot help)`, async () => {
        const sandbox = await createSandbox();
        const realFetch = window.fetch;
        window.fetch = async () => new Response('<html><body>Forbidden by proxy</body></html>', { status, headers: { 'Content-Type': 'text/html' } });
        afterEachCleanups.push(() => (window.fetch = realFetch));
        const { el, detail } = await failingBoard(sandbox);
        expect(detail).to.include({ status, code: 'BAD_RESPONSE' });
        expect(statusText(el)).to.equal(englishStrings.errorSetup);
        expect(retryButton(el)).to.equal(null);
      });
    }
  });

  describe('the server fails', () => {
    it('500: says the listings are unavailable, offers Retry, and is not retried by itself', async () => {
      const sandbox = await faulted({ kind: 'status', status: 500 });
      const { el, detail } = await failingBoard(sandbox);
      expect(detail).to.include({ status: 500, code: 'ERR_INTERNAL' });
      expect(detail.requestId).to.match(/^req_/);
      expect(statusText(el)).to.equal(englishStrings.errorUnavailable);
      expect(retryButton(el)).to.exist;
      expect(await listRequests(sandbox)).to.have.length(1);
    });

    it('503: retried by the client, then says unavailable with Retry', async () => {
      const sandbox = await faulted({ kind: 'status', status: 503 });
      const { el, detail, errors } = await failingBoard(sandbox);
      expect(detail).to.include({ status: 503, code: 'ERR_SERVICE_UNAVAILABLE' });
      expect(detail.requestId).to.match(/^req_/);
      expect(statusText(el)).to.equal(englishStrings.errorUnavailable);
      expect(retryButton(el)).to.exist;
      expect(await listRequests(sandbox)).to.have.length(3);
      expect(errors).to.have.length(1);
    });

    it('504: retried by the client, then ERR_GATEWAY_TIMEOUT says unavailable with Retry', async () => {
      const sandbox = await faulted({ kind: 'status', status: 504 });
      const { el, detail } = await failingBoard(sandbox);
      expect(detail).to.include({ status: 504, code: 'ERR_GATEWAY_TIMEOUT' });
      expect(statusText(el)).to.equal(englishStrings.errorUnavailable);
      expect(retryButton(el)).to.exist;
      expect(await listRequests(sandbox)).to.have.length(3);
    });

    it('503 once: the client’s retry recovers and the visitor sees no error', async () => {
      const sandbox = await faulted({ kind: 'status', status: 503, times: 1 });
      const errors = record(document, 'job-board-error');
      const el = await boardFixture(sandbox);
      expect(el.status).to.equal('ready');
      expect(errors).to.have.length(0);
      expect(await listRequests(sandbox)).to.have.length(2);
    });

    it('429 with Retry-After: retried by itself after the wait, the visitor never sees an error', async () => {
      const sandbox = await faulted({ kind: 'status', status: 429, retryAfter: 1, times: 1 });
      const errors = record(document, 'job-board-error');
      const statuses: string[] = [];
      const started = performance.now();
      const el = await boardFixture(sandbox, {}, { wait: 'none' });
      const watch = setInterval(() => statuses.push(el.status), 50);
      try {
        await nextEvent(el, 'job-board-load');
      } finally {
        clearInterval(watch);
      }
      expect(performance.now() - started).to.be.at.least(950);
      expect(errors).to.have.length(0);
      expect(statuses).not.to.include('error');
      expect(el.status).to.equal('ready');
      expect(titles(el)).to.have.length(20);
      expect(await listRequests(sandbox)).to.have.length(2);
    });

    it('429 that lasts: says the listings are busy, with Retry', async () => {
      const sandbox = await faulted({ kind: 'status', status: 429, retryAfter: 0 });
      const { el, detail } = await failingBoard(sandbox);
      expect(detail).to.include({ status: 429, code: 'ERR_RATE_LIMITED' });
      expect(statusText(el)).to.equal(englishStrings.errorRateLimited);
      expect(retryButton(el)).to.exist;
      expect(await listRequests(sandbox)).to.have.length(3);
    });

    it('malformed JSON: BAD_RESPONSE, with Retry', async () => {
      const sandbox = await faulted({ kind: 'malformed-json' });
      const { el, detail } = await failingBoard(sandbox);
      expect(detail.code).to.equal('BAD_RESPONSE');
      expect(detail.status).to.equal(200);
      expect(detail.requestId).to.equal(undefined);
      expect(statusText(el)).to.equal(englishStrings.errorBadResponse);
      expect(retryButton(el)).to.exist;
    });

    it('a listing of the wrong shape: BAD_RESPONSE, with Retry', async () => {
      const sandbox = await faulted({ kind: 'wrong-shape' });
      const { el, detail } = await failingBoard(sandbox);
      expect(detail.code).to.equal('BAD_RESPONSE');
      expect(statusText(el)).to.equal(englishStrings.errorBadResponse);
      expect(retryButton(el)).to.exist;
    });

    it('a cut connection: NETWORK_ERROR after the client’s retries, status 0, with Retry', async () => {
      const sandbox = await faulted({ kind: 'cut' });
      const { el, detail } = await failingBoard(sandbox);
      expect(detail).to.include({ status: 0, code: 'NETWORK_ERROR' });
      expect(detail.requestId).to.equal(undefined);
      expect(statusText(el)).to.equal(englishStrings.errorNetwork);
      expect(retryButton(el)).to.exist;
      expect(await listRequests(sandbox)).to.have.length(3);
    });

    it('no answer within the board’s timeout: TIMEOUT, status 0, with Retry', async () => {
      const sandbox = await faulted({ kind: 'hang' });
      const started = performance.now();
      const { el, detail } = await failingBoard(sandbox, {}, { timeout: 300 });
      expect(performance.now() - started).to.be.below(3000);
      expect(detail).to.include({ status: 0, code: 'TIMEOUT' });
      expect(statusText(el)).to.equal(englishStrings.errorTimeout);
      expect(retryButton(el)).to.exist;
    });

    it('the timeout attribute works like the property', async () => {
      const sandbox = await faulted({ kind: 'hang' });
      const { detail } = await failingBoard(sandbox, { timeout: '300' });
      expect(detail.code).to.equal('TIMEOUT');
    });
  });

  describe('Retry', () => {
    it('loads the listing again once the fault has ended', async () => {
      const sandbox = await faulted({ kind: 'status', status: 500 });
      const { el } = await failingBoard(sandbox);
      await updateSandbox(sandbox, {});
      const loaded = nextEvent(el, 'job-board-load');
      retryButton(el)!.click();
      await el.updateComplete;
      expect(el.status).to.equal('loading');
      await loaded;
      await el.updateComplete;
      expect(el.status).to.equal('ready');
      expect(titles(el)).to.have.length(20);
      expect(part(el, 'status')).to.equal(null);
      expect(retryButton(el)).to.equal(null);
      expect(await listRequests(sandbox)).to.have.length(2);
    });

    it('recovers from a network error', async () => {
      const sandbox = await faulted({ kind: 'cut' });
      const { el } = await failingBoard(sandbox);
      await updateSandbox(sandbox, {});
      const loaded = nextEvent(el, 'job-board-load');
      retryButton(el)!.click();
      await loaded;
      expect(el.status).to.equal('ready');
    });

    it('fails again, with a new event, while the fault lasts', async () => {
      const sandbox = await faulted({ kind: 'status', status: 500 });
      const { el, errors } = await failingBoard(sandbox);
      const again = nextEvent(el, 'job-board-error');
      retryButton(el)!.click();
      await again;
      await el.updateComplete;
      expect(errors).to.have.length(2);
      expect(el.status).to.equal('error');
      expect(retryButton(el)).to.exist;
    });

    it('is a native button with the retry text', async () => {
      const sandbox = await faulted({ kind: 'status', status: 500 });
      const { el } = await failingBoard(sandbox);
      const button = retryButton(el)!;
      expect(button.localName).to.equal('button');
      expect(text(button)).to.equal(englishStrings.retry);
    });
  });

  describe('the error slot', () => {
    it('replaces the built-in error text', async () => {
      const sandbox = await faulted({ kind: 'status', status: 500 });
      const el = await boardFixture(sandbox, {}, { wait: 'error', children: '<p slot="error" id="mine">Jobs are on a break.</p>' });
      await el.updateComplete;
      const slot = part(el, 'status')!.querySelector<HTMLSlotElement>('slot[name="error"]')!;
      expect(slot.assignedElements()).to.deep.equal([el.querySelector('#mine')]);
      expect(el.querySelector<HTMLElement>('#mine')!.getBoundingClientRect().height).to.be.greaterThan(0);
      const fallback = [...slot.childNodes].find((node) => text(node) === englishStrings.errorUnavailable);
      expect(fallback, 'the built-in text as fallback').to.exist;
      expect(isRendered(fallback!)).to.equal(false);
      expect(retryButton(el), 'Retry stays').to.exist;
    });

    it('is not shown while the listing is fine', async () => {
      const sandbox = await createSandbox();
      const el = await boardFixture(sandbox, {}, { children: '<p slot="error" id="mine">Jobs are on a break.</p>' });
      expect(el.querySelector<HTMLElement>('#mine')!.getBoundingClientRect().height).to.equal(0);
    });
  });

  describe('texts', () => {
    it('the error texts follow strings overrides', async () => {
      const sandbox = await faulted({ kind: 'status', status: 500 });
      const el = await boardFixture(sandbox, {}, { wait: 'error', properties: { strings: { errorUnavailable: 'Down for now.', retry: 'Again' } } });
      expect(statusText(el)).to.equal('Down for now.');
      expect(text(retryButton(el))).to.equal('Again');
    });

    const keys: (keyof typeof englishStrings)[] = [
      'errorSetup',
      'errorInvalidToken',
      'errorNotEnabled',
      'errorScope',
      'errorNetwork',
      'errorTimeout',
      'errorRateLimited',
      'errorUnavailable',
      'errorBadResponse',
      'errorUnknown',
    ];
    for (const lang of ['de', 'es', 'fr', 'it']) {
      it(`lang="${lang}" has its own text for every error`, async () => {
        const el = document.createElement('job-board');
        el.lang = lang;
        // The table of a language other than English is a lazy chunk: connected, the board loads it.
        document.body.append(el);
        await el.updateComplete;
        el.remove();
        const english = keys.filter((key) => el.strings[key] === englishStrings[key]);
        expect(english, 'error texts still in English').to.deep.equal([]);
      });
    }

    it('lang="de" shows a 503 in German', async () => {
      const sandbox = await faulted({ kind: 'status', status: 503, retryAfter: 0 });
      const { el } = await failingBoard(sandbox, { lang: 'de' });
      expect(statusText(el)).not.to.equal(englishStrings.errorUnavailable);
      expect(text(retryButton(el))).to.equal('Erneut versuchen');
    });
  });

  describe('setup mistakes', () => {
    it('without a token: sends nothing, says so, fires ERR_TOKEN_MISSING and warns once naming token', async () => {
      const sandbox = await createSandbox();
      const warnings = recordConsole('warn');
      const fetches = watchFetch();
      const { el, detail } = await failingBoard(sandbox, { token: null });
      await wait(200);
      expect(fetches.urls.filter((url) => url.includes('/v1/'))).to.deep.equal([]);
      expect(await listRequests(sandbox)).to.deep.equal([]);
      expect(detail).to.include({ status: 0, code: 'ERR_TOKEN_MISSING' });
      expect(detail.message).to.be.a('string').and.not.equal('');
      expect(el.status).to.equal('error');
      expect(statusText(el)).to.equal(englishStrings.errorSetup);
      expect(retryButton(el)).to.equal(null);
      const boardWarnings = warnings.calls.filter((call) => call.includes('job-board'));
      expect(boardWarnings).to.have.length(1);
      expect(boardWarnings[0]).to.include('token');
      expect(warnings.calls).to.have.length(1);
    });

    it('an empty or blank token counts as missing', async () => {
      const sandbox = await createSandbox();
      recordConsole('warn');
      const { detail } = await failingBoard(sandbox, { token: '  ' });
      expect(detail.code).to.equal('ERR_TOKEN_MISSING');
      expect(await listRequests(sandbox)).to.deep.equal([]);
    });

    it('without a base-url: sends nothing, says so, fires ERR_BASE_URL_MISSING and warns once naming base-url', async () => {
      const warnings = recordConsole('warn');
      const fetches = watchFetch();
      const { el, detail } = await failingBoard(undefined);
      await wait(200);
      expect(fetches.urls.filter((url) => url.includes('/v1/'))).to.deep.equal([]);
      expect(detail).to.include({ status: 0, code: 'ERR_BASE_URL_MISSING' });
      expect(el.status).to.equal('error');
      expect(statusText(el)).to.equal(englishStrings.errorSetup);
      expect(retryButton(el)).to.equal(null);
      expect(warnings.calls).to.have.length(1);
      expect(warnings.calls[0]).to.include('base-url');
    });

    for (const baseUrl of ['https://', 'ftp://jobs.example.com', 'javascript:alert(1)']) {
      it(`base-url="${baseUrl}": sends nothing, fires ERR_BASE_URL_INVALID, says the board is not set up, warns naming base-url`, async () => {
        const warnings = recordConsole('warn');
        const fetches = watchFetch();
        const { el, detail } = await failingBoard(undefined, { 'base-url': baseUrl });
        await wait(100);
        expect(fetches.urls).to.deep.equal([]);
        expect(detail).to.include({ status: 0, code: 'ERR_BASE_URL_INVALID' });
        expect(statusText(el)).to.equal(englishStrings.errorSetup);
        expect(retryButton(el)).to.equal(null);
        expect(warnings.calls).to.have.length(1);
        expect(warnings.calls[0]).to.include('base-url');
      });
    }

    it('warns only once however often the board renders', async () => {
      const warnings = recordConsole('warn');
      const { el } = await failingBoard(undefined);
      el.page = 2;
      await el.updateComplete;
      el.query = 'design';
      await el.updateComplete;
      await wait(100);
      expect(warnings.calls).to.have.length(1);
    });
  });
});
