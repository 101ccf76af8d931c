import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import {
  createKey,
  createSandbox,
  revokeKey,
  sandboxRequests,
  updateSandbox,
  type Sandbox,
  type SandboxConfig,
} from '../helpers/sandbox.js';
import { connect, createBoard, part, parts, settled, wait } from '../helpers/board-visitor.js';
import { keepPageUrl, shadowRoots } from '../helpers/security.js';

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table', 'group', 'groupCollapsed'] as const;

/** Every console call from now on, as text (an Error with its message, stack and cause), until restored. */
function recordAllConsole(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const originals = CONSOLE_METHODS.map((method) => [method, console[method]] as const);
  const show = (value: unknown): string => {
    if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ''}\n${show(value.cause)}`;
    if (typeof value === 'object' && value !== null) {
      try {
        return JSON.stringify(value);
      } catch {
        return String(value);
      }
    }
    return String(value);
  };
  for (const [method, original] of originals) {
    (console as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      lines.push(`console.${method}: ${args.map(show).join(' ')}`);
      (original as (...a: unknown[]) => void).apply(console, args);
    };
  }
  const onError = (event: ErrorEvent): void => void lines.push(`uncaught: ${show(event.error ?? event.message)}`);
  const onRejection = (event: PromiseRejectionEvent): void => void lines.push(`unhandled rejection: ${show(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    lines,
    restore: () => {
      for (const [method, original] of originals) (console as unknown as Record<string, unknown>)[method] = original;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

interface SentRequest {
  url: string;
  authorization: string | null;
}

/** Records every fetch the page makes (passing it through) until restored. */
function recordFetches(): { sent: SentRequest[]; restore(): void } {
  const original = window.fetch;
  const sent: SentRequest[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    // The test's own calls to the sandbox control API (one names the token to revoke it) are not the board's.
    if (!new URL(url, location.href).pathname.startsWith('/__sandbox')) sent.push({ url, authorization: new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)).get('authorization') });
    return original.call(window, input, init);
  };
  return { sent, restore: () => void (window.fetch = original) };
}

/** Every `job-board-*` event detail fired on the document from now on, serialised. */
function recordEvents(): { details: string[]; stop(): void } {
  const details: string[] = [];
  const types = ['job-board-load', 'job-board-select', 'job-board-change', 'job-board-error', 'job-board-search', 'job-board-workplaces'];
  const listener = (event: Event): void => void details.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
  for (const type of types) document.addEventListener(type, listener);
  return { details, stop: () => types.forEach((type) => document.removeEventListener(type, listener)) };
}

interface Write {
  /** What was written and where, e.g. `localStorage.setItem value` or `history.pushState url`. */
  where: string;
  text: string;
}

/**
 * Every string inside a value a page can hand to history or storage (a structured-cloneable
 * one), keys included: JSON.stringify would show a Map or a Set as `{}` and hide what it holds.
 */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return value === undefined ? [] : [String(value)];
  if (seen.has(value)) return [];
  seen.add(value);
  const entries: unknown[] =
    value instanceof Map ? [...value.entries()].flat() : value instanceof Set ? [...value] : Object.entries(value).flat();
  return entries.flatMap((entry) => stringsIn(entry, seen));
}

/**
 * Every write to either Storage and every pushState/replaceState from now on, until restored: a
 * token written and then removed or replaced would not show in the end-of-session checks.
 */
function recordWrites(): { writes: Write[]; restore(): void } {
  const writes: Write[] = [];
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string): void {
    const name = this === localStorage ? 'localStorage' : this === sessionStorage ? 'sessionStorage' : 'a Storage';
    writes.push({ where: `${name}.setItem key`, text: String(key) }, { where: `${name}.setItem value`, text: String(value) });
    setItem.call(this, key, value);
  };
  const historyMethods = (['pushState', 'replaceState'] as const).map((method) => [method, History.prototype[method]] as const);
  for (const [method, original] of historyMethods) {
    History.prototype[method] = function (this: History, data: unknown, unused: string, url?: string | URL | null): void {
      writes.push(
        { where: `history.${method} url`, text: url === undefined || url === null ? '' : String(url) },
        { where: `history.${method} title`, text: String(unused) },
        ...stringsIn(data).map((text) => ({ where: `history.${method} state`, text })),
      );
      original.call(this, data, unused, url);
    };
  }
  return {
    writes,
    restore: () => {
      Storage.prototype.setItem = setItem;
      for (const [method, original] of historyMethods) History.prototype[method] = original;
    },
  };
}

/** The forms in which a leaked token could show up: as is, its random part, URL-encoded, base64. */
function tokenForms(token: string): string[] {
  const random = token.replace(/^jb_/, '');
  return [token, random, encodeURIComponent(`Bearer ${token}`), btoa(token), btoa(`Bearer ${token}`)];
}

function leaks(where: string, text: string, token: string): string[] {
  return tokenForms(token)
    .filter((form) => text.includes(form))
    .map((form) => `${where} holds ${form === token ? 'the token' : `a form of the token (${form.slice(0, 12)}…)`}`);
}

/** Where a page could keep or show a token, checked for every form of it. */
async function pageLeaks(el: JobBoard, token: string): Promise<string[]> {
  const found: string[] = [];
  found.push(...leaks('location.href', location.href, token));
  found.push(...leaks('history.state', JSON.stringify(history.state) ?? '', token));
  for (const storage of [localStorage, sessionStorage]) {
    const name = storage === localStorage ? 'localStorage' : 'sessionStorage';
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index)!;
      found.push(...leaks(`${name} key`, key, token), ...leaks(`${name}[${key}]`, storage.getItem(key) ?? '', token));
    }
  }
  found.push(...leaks('document.cookie', document.cookie, token));
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) found.push(...leaks(`Cache Storage ${name}`, request.url, token));
  }
  for (const database of await indexedDB.databases()) found.push(...leaks('IndexedDB name', database.name ?? '', token));
  for (const entry of performance.getEntriesByType('resource')) {
    // The test's own control calls again (revoking a key names its token in the path).
    if (!new URL(entry.name).pathname.startsWith('/__sandbox')) found.push(...leaks('a resource URL', entry.name, token));
  }
  shadowRoots(el).forEach((root, index) => found.push(...leaks(`shadow root ${index} (${root.host.localName})`, root.innerHTML, token)));
  // A value typed or set as a property never shows in innerHTML.
  for (const root of [el, ...shadowRoots(el)]) {
    for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
      const host = root instanceof ShadowRoot ? root.host.localName : 'the light DOM';
      found.push(...leaks(`the value of <${field.localName}> in ${host}`, field.value, token));
    }
  }
  // The one place the token may be: the attribute the site wrote, once.
  const page = document.documentElement.outerHTML;
  const attribute = `token="${token}"`;
  const occurrences = page.split(token).length - 1;
  if (occurrences !== 1 || !page.includes(attribute)) found.push(`the page's HTML holds the token ${occurrences} times`);
  found.push(...leaks("the page's HTML outside the token attribute", page.replace(attribute, ''), token));
  return found;
}

async function boardWith(sandbox: Sandbox, token: string): Promise<JobBoard> {
  const controls = '<job-board-search debounce="0"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';
  const el = await connect(createBoard(sandbox, { token, routing: 'query', 'page-size': '5', timeout: '400' }, controls));
  await settled(el);
  return el;
}

async function search(el: JobBoard, query: string): Promise<void> {
  const input = el.querySelector('job-board-search')!.shadowRoot!.querySelector('input')!;
  input.focus();
  input.value = query;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  await waitUntil(() => el.query === query, 'search never applied', { interval: 5 });
  await settled(el);
}

async function toggleWorkplace(el: JobBoard, value: string): Promise<void> {
  const box = el.querySelector('job-board-workplace-filter')!.shadowRoot!.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
  box.click();
  await settled(el);
}

async function withFault(el: JobBoard, sandbox: Sandbox, config: SandboxConfig, code: string): Promise<void> {
  await updateSandbox(sandbox, config);
  const seen = new Promise<string>((resolve) => el.addEventListener('job-board-error', (event) => resolve(event.detail.code), { once: true }));
  el.refresh();
  expect(await seen).to.equal(code);
  await settled(el);
  expect(el.status).to.equal('error');
}

describe('the token stays where the site put it', function () {
  this.timeout(30000);
  keepPageUrl();
  let consoleRecord: ReturnType<typeof recordAllConsole>;
  let fetches: ReturnType<typeof recordFetches>;
  let events: ReturnType<typeof recordEvents>;
  let written: ReturnType<typeof recordWrites>;
  beforeEach(() => {
    consoleRecord = recordAllConsole();
    fetches = recordFetches();
    events = recordEvents();
    written = recordWrites();
  });
  afterEach(() => {
    consoleRecord.restore();
    fetches.restore();
    events.stop();
    written.restore();
  });

  it('never appears in a URL, storage, the shadow DOM, the page, an event or the console, through a whole session and its errors', async () => {
    const sandbox = await createSandbox();
    const { token } = await createKey(sandbox, { name: 'Leak hunt', type: 'job_boards' });
    expect(token).to.match(/^jb_[0-9a-f]{32}$/);
    const el = await boardWith(sandbox, token);
    expect(el.status).to.equal('ready');

    // A visitor's session: search, filter, page, open a job, come back.
    await search(el, 'engineer');
    await toggleWorkplace(el, 'remote');
    await search(el, '');
    parts<HTMLButtonElement>(el, 'page-button').find((button) => button.textContent!.trim() === 'Next page')!.click();
    await settled(el);
    expect(el.page).to.equal(2);
    parts<HTMLAnchorElement>(el, 'item-link')[0]!.click();
    await settled(el);
    expect(el.job).to.not.equal('');
    await waitUntil(() => part(el, 'description') !== null, 'no description', { interval: 5 });
    part<HTMLAnchorElement>(el, 'back-link')!.click();
    await settled(el);

    // Then everything that can go wrong, each with its error path (event, text, console).
    await withFault(el, sandbox, { faults: [{ kind: 'status', status: 500 }] }, 'ERR_INTERNAL');
    await withFault(el, sandbox, { faults: [{ kind: 'status', status: 429, retryAfter: 3600 }] }, 'ERR_RATE_LIMITED');
    await withFault(el, sandbox, { faults: [{ kind: 'malformed-json' }] }, 'BAD_RESPONSE');
    await withFault(el, sandbox, { faults: [{ kind: 'wrong-shape' }] }, 'BAD_RESPONSE');
    await withFault(el, sandbox, { faults: [{ kind: 'hang' }] }, 'TIMEOUT');
    await withFault(el, sandbox, { faults: [{ kind: 'cut' }] }, 'NETWORK_ERROR');
    await withFault(el, sandbox, { faults: [{ kind: 'cut-body' }] }, 'NETWORK_ERROR');
    await updateSandbox(sandbox, {});
    await revokeKey(sandbox, token);
    await withFault(el, sandbox, {}, 'ERR_INVALID_TOKEN');
    await wait(50);

    // The API got the token in the Authorization header of each request (the request log only records that it was there).
    const received = await sandboxRequests(sandbox);
    expect(received.length).to.be.greaterThan(10);
    for (const request of received.filter((r) => r.method === 'GET')) {
      expect(request.authorized, request.path).to.equal(true);
      expect(leaks('a request URL', `${request.path}${request.search}`, token)).to.deep.equal([]);
    }
    // The page sent it only as `Authorization: Bearer …`, and only to the base URL.
    expect(fetches.sent.length).to.be.greaterThan(10);
    for (const { url, authorization } of fetches.sent) {
      expect(leaks('a fetched URL', url, token)).to.deep.equal([]);
      if (authorization !== null) {
        expect(authorization).to.equal(`Bearer ${token}`);
        expect(url.startsWith(`${sandbox.baseUrl}/v1/`), url).to.equal(true);
      }
    }
    expect(fetches.sent.filter((request) => request.authorization !== null).length).to.be.greaterThan(10);

    expect(await pageLeaks(el, token)).to.deep.equal([]);
    // Everything written along the way, not only what was left at the end. The board routes by the
    // query string, so its own pushState calls are among them (else this proves nothing).
    const pushed = written.writes.filter(({ where }) => where === 'history.pushState url').map(({ text }) => text);
    expect(pushed.some((url) => url.includes('engineer')), pushed.join('\n')).to.equal(true);
    expect(written.writes.flatMap(({ where, text }) => leaks(where, text, token))).to.deep.equal([]);
    expect(events.details.length).to.be.greaterThan(10);
    expect(events.details.flatMap((detail) => leaks('an event detail', detail, token))).to.deep.equal([]);
    expect(consoleRecord.lines.flatMap((line) => leaks('the console', line, token))).to.deep.equal([]);
  });

  it('is not echoed when the site sets one no header can carry, nor when the attribute goes away', async () => {
    const sandbox = await createSandbox();
    const secret = 'jb_0123456789abcdef0123456789abcdef';
    const token = `${secret} \u00e9`; // a space and a non-ASCII letter: never sendable as a header
    const el = document.createElement('job-board');
    el.setAttribute('token', token);
    el.setAttribute('base-url', sandbox.baseUrl);
    el.setAttribute('routing', 'none');
    const failed = new Promise<string>((resolve) => el.addEventListener('job-board-error', (event) => resolve(event.detail.code), { once: true }));
    await fixture(el);
    expect(await failed).to.equal('ERR_INVALID_TOKEN');
    await settled(el);
    expect(part(el, 'status')!.textContent).to.include("Jobs can't be shown right now.");
    expect(consoleRecord.lines.filter((line) => line.includes('no HTTP header can carry'))).to.have.length(1);
    expect(fetches.sent.filter((request) => request.url.startsWith(sandbox.baseUrl))).to.deep.equal([]);
    const inPage = shadowRoots(el).map((root) => root.innerHTML).join('\n');
    expect(leaks('the shadow DOM', inPage, secret)).to.deep.equal([]);
    expect(events.details.flatMap((detail) => leaks('an event detail', detail, secret))).to.deep.equal([]);
    expect(consoleRecord.lines.flatMap((line) => leaks('the console', line, secret))).to.deep.equal([]);

    // The site removes the attribute: the token leaves the page with it, and nothing else kept it.
    el.removeAttribute('token');
    await settled(el);
    expect(document.documentElement.outerHTML.includes(secret)).to.equal(false);
    expect(shadowRoots(el).some((root) => root.innerHTML.includes(secret))).to.equal(false);
    expect(consoleRecord.lines.flatMap((line) => leaks('the console', line, secret))).to.deep.equal([]);
    expect(written.writes.flatMap(({ where, text }) => leaks(where, text, secret))).to.deep.equal([]);
  });
});
