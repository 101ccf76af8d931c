import { expect, waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import { descriptionOf } from '../../src/elements/job-board/detail/description.js';
import { DESCRIPTION_PARTS } from '../../src/elements/job-board/detail/description-policy.js';
import { allEnglishTexts as strings } from '../helpers/english-texts.js';
import { createSandbox, sandboxRequests, type Sandbox } from '../helpers/sandbox.js';
import { connect, createBoard, part, settled, text, wait } from '../helpers/board-visitor.js';
import { trapScripts, unsafeFindings, type ScriptTrap } from '../helpers/security.js';

/**
 * What an attacker who controls (or has broken into) the API, or only its data, can try beyond
 * markup in the fields (xss.test.ts): hostile error bodies, prototype pollution, ids that try to
 * move the token's requests elsewhere, and data built to freeze the page.
 */

function post(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, title: `Role ${id}`, ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' }, ...fields };
}

async function board(baseUrl: string, attributes: Record<string, string> = {}): Promise<JobBoard> {
  const el = await connect(createBoard({ baseUrl }, attributes));
  await settled(el);
  return el;
}

/** Answers the board's requests to `https://hostile.invalid` with `answer`; passes everything else on. */
function hostileApi(answer: (url: URL) => Response): () => void {
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin === 'https://hostile.invalid') return Promise.resolve(answer(url));
    return original.call(window, input, init);
  };
  return () => void (window.fetch = original);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

describe('a hostile API', function () {
  this.timeout(30000);
  let trap: ScriptTrap;
  let restoreFetch: (() => void) | undefined;
  beforeEach(() => {
    trap = trapScripts();
  });
  afterEach(() => {
    restoreFetch?.();
    restoreFetch = undefined;
    trap.restore();
  });

  it('error bodies with markup in the code, message and request id: shown as text or not at all, never run', async () => {
    const markup = '<img src=x onerror=top.__xss=1>';
    const answers: (() => Response)[] = [
      () => json(403, { error: { code: 'ERR_INSUFFICIENT_SCOPE', message: `The key is missing the required scope: ${markup}` }, meta: { request_id: markup } }),
      () => json(500, { error: { code: markup, message: markup }, meta: { request_id: '<script>top.__xss=2</script>' } }),
      // The last answer repeats: the client retries a 429 by itself.
      () => json(429, { error: { code: 'ERR_RATE_LIMITED', message: markup } }, { 'Retry-After': '<script>' }),
    ];
    const details: { code: string; message: string; requestId?: string }[] = [];
    restoreFetch = hostileApi(() => (answers.length > 1 ? answers.shift()! : answers[0]!)());
    const el = createBoard({ baseUrl: 'https://hostile.invalid' });
    el.addEventListener('job-board-error', (event) => details.push(event.detail));
    await connect(el);
    await settled(el);

    // The scope is cut from the API's message and shown as text, markup and all.
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(text(alert)).to.include('<img');
    expect(alert.querySelector('img')).to.equal(null);
    expect(details[0]).to.include({ code: 'ERR_INSUFFICIENT_SCOPE', requestId: markup });
    expect(part(el, 'retry-button')).to.equal(null);

    // An unknown code made of markup: the generic 5xx text, with Retry.
    el.refresh();
    await settled(el);
    expect(text(el.shadowRoot!.querySelector('[role="alert"] p'))).to.equal(strings.errorUnavailable);
    expect(details[1]!.code).to.equal(markup);
    // A 429 whose Retry-After is not a number: no wait on garbage, the visitor is told.
    el.refresh();
    await settled(el);
    expect(text(el.shadowRoot!.querySelector('[role="alert"] p'))).to.equal(strings.errorRateLimited);
    expect(unsafeFindings(el)).to.deep.equal([]);
    await wait(200);
    expect(trap.traces()).to.deep.equal([]);
  });

  it('a listing of 100,000 posts for limit=20: 20 entries rendered, and one console warning', async () => {
    const answered = Array.from({ length: 100_000 }, (_, index) => post(`p${index}`));
    restoreFetch = hostileApi(() => json(200, { data: answered, meta: { total: 100_000, page: 1, limit: 20, total_pages: 5000 } }));
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const el = await board('https://hostile.invalid', { 'page-size': '20' });
      expect(el.status).to.equal('ready');
      expect(el.shadowRoot!.querySelectorAll('[part~="item"]')).to.have.length(20);
      expect(el.posts.map((entry) => entry.id)).to.deep.equal(answered.slice(0, 20).map((entry) => entry['id']));
      expect(warnings.filter((line) => line.startsWith('<job-board>'))).to.deep.equal([
        '<job-board>: the API sent more posts than limit=20; showing the first 20.',
      ]);
    } finally {
      console.warn = warn;
    }
  });

  it('a description cannot pass for the board: no part, slot, role, popover or exportparts survive, only the board’s two Apply links', async () => {
    const impostor =
      '<p>Real text</p><a part="apply-link" class="apply-link" href="https://evil.example/apply">Apply for this job</a>' +
      '<p part="status" role="alert" slot="error" exportparts="status" popover="manual" id="detail-title">We are closed, email us</p>' +
      '<h2 part="detail-title" tabindex="0" role="heading">Fake heading</h2>';
    const sandbox = await createSandbox({ posts: [post('impostor', { description: impostor, absolute_url: 'https://jobs.example.com/real' })] });
    const el = await board(sandbox.baseUrl);
    el.showJob('impostor');
    await settled(el);
    await waitUntil(() => text(part(el, 'description')).includes('Real text'), 'the description never showed');
    const description = part(el, 'description')!;
    // The board's own: one before the description and one after it.
    const applyLinks = [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part~="apply-link"]')];
    expect(applyLinks).to.have.length(2);
    for (const link of applyLinks) {
      expect(link.href).to.equal('https://jobs.example.com/real');
      expect(description.contains(link)).to.equal(false);
    }
    expect(description.contains(el.shadowRoot!.querySelector('[part~="detail-title"]'))).to.equal(false);
    expect(el.shadowRoot!.querySelectorAll('[part~="status"], [role="alert"]')).to.have.length(0);
    for (const element of description.querySelectorAll('*')) {
      expect(element.getAttributeNames().filter((name) => name !== 'href' && name !== 'target' && name !== 'rel' && name !== 'part'), element.outerHTML).to.deep.equal([]);
      // A part only as the board gives it: the impostor's link is a description link, its heading a description heading.
      expect(element.getAttribute('part'), element.outerHTML).to.equal(DESCRIPTION_PARTS[element.localName] ?? null);
    }
  });

  it('a redirect is not followed: the token never goes to where the API points', async () => {
    const sandbox = await createSandbox();
    const seen: string[] = [];
    restoreFetch = hostileApi((url) => {
      seen.push(url.href);
      return new Response(null, { status: 302, headers: { Location: `${sandbox.baseUrl}/v1/job-boards/job-posts` } });
    });
    const el = createBoard({ baseUrl: 'https://hostile.invalid' });
    const failed = new Promise<string>((resolve) => el.addEventListener('job-board-error', (event) => resolve(event.detail.code), { once: true }));
    await connect(el);
    await settled(el);
    expect(await failed).to.equal('BAD_RESPONSE');
    expect(el.status).to.equal('error');
    expect(seen.length).to.be.at.least(1);
    // Nothing reached the place the redirect named.
    expect(await sandboxRequests(sandbox)).to.deep.equal([]);
  });

  it('keys that pollute a naive merge (__proto__, constructor.prototype) pollute nothing', async () => {
    const polluting = JSON.parse(
      '{"id":"pp","title":"Prototype","__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},' +
        '"ats_job":{"__proto__":{"polluted":"yes"},"workplace":"remote"},"ats_department":{"__proto__":{"polluted":"yes"},"name":"D"},' +
        '"ats_offices":[{"__proto__":{"polluted":"yes"},"name":"O"}],"description":"<p>x</p>"}',
    ) as Record<string, unknown>;
    const sandbox = await createSandbox({ posts: [polluting, post('other')] });
    const el = await board(sandbox.baseUrl);
    expect(el.posts.map((entry) => entry.id)).to.deep.equal(['pp', 'other']);
    el.showJob('pp');
    await settled(el);
    expect(text(part(el, 'detail-title'))).to.equal('Prototype');
    await waitUntil(() => part(el, 'description') !== null, 'no description', { interval: 5 });
    for (const target of [{}, [], Object.prototype, Array.prototype]) expect((target as Record<string, unknown>)['polluted']).to.equal(undefined);
    expect(Object.keys(Object.prototype)).to.deep.equal([]);
  });

  it('ids that try to leave the base URL stay one path segment below it, and the token goes nowhere else', async () => {
    const ids = ['..', '.', '../../__sandbox', '%2e%2e', '..%2F..%2F', '?limit=100', '#x', '//evil.invalid/x', 'https://evil.invalid/', 'a/b', '\\\\evil.invalid\\x', 'jp 1', '\u0000', 'ok'];
    const sandbox = await createSandbox({ posts: ids.map((id) => post(id)) });
    const sent: string[] = [];
    const original = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return original.call(window, input, init);
    };
    restoreFetch = () => void (window.fetch = original);
    const el = await board(sandbox.baseUrl, { 'page-size': '100' });
    expect(el.posts.map((entry) => entry.id)).to.deep.equal(ids);
    for (const id of ids) {
      el.showJob(id);
      await settled(el);
      if (id === '.' || id === '..') {
        // No request can name these without the URL resolving them away: the client refuses to send
        // one, and the board treats the id as a closed job's (the listing, with its notice).
        await waitUntil(() => el.shadowRoot!.querySelector('[part~="notice"]') !== null, `no notice for ${id}`);
        expect(text(el.shadowRoot!.querySelector('[part~="notice"]')), id).to.equal(strings.jobNotFound);
      } else {
        expect(text(part(el, 'detail-title')), id).to.equal(`Role ${id}`);
      }
      el.showList();
      await settled(el);
    }
    const prefix = `${sandbox.baseUrl}/v1/job-boards/job-posts`;
    for (const url of sent.filter((candidate) => !new URL(candidate).pathname.startsWith('/__sandbox'))) {
      expect(url.startsWith(prefix), url).to.equal(true);
      const rest = url.slice(prefix.length);
      expect(rest, url).to.match(/^(\?[^#]*|\/[^/?#]+)$/);
    }
    const paths = (await sandboxRequests(sandbox)).map((request) => request.path);
    expect(paths.filter((path) => path !== '/v1/job-boards/job-posts').length).to.equal(ids.length - 2);
    for (const path of paths) expect(path, path).to.match(/^\/v1\/job-boards\/job-posts(\/[^/]+)?$/);
  });
});

describe('data built to freeze the page', function () {
  this.timeout(30000);

  /** The checks descriptionOf replaced (quadratic on unclosed tags), as the oracle on short input. */
  const OLD_LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>/i;
  const OLD_ESCAPED_HTML = /&lt;\/?[a-z][\s\S]*?&gt;/i;

  it('tells HTML, escaped HTML and text apart exactly as the regexes did, on generated input', () => {
    const alphabet = fc.constantFrom('<', '>', '/', 'a', 'P', ' ', '&lt;', '&gt;', '&', 'lt;', '1', '\n');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }).map((parts) => parts.join('')), (raw) => {
        fc.pre(raw.trim() !== '');
        const kind = OLD_LOOKS_LIKE_HTML.test(raw) ? 'html' : OLD_ESCAPED_HTML.test(raw) ? 'html' : 'text';
        expect(descriptionOf({ id: '1', title: 't', description: raw })?.kind, JSON.stringify(raw)).to.equal(kind);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a 400 kB description of unclosed tags in linear time', () => {
    for (const raw of ['<a'.repeat(200_000), '&lt;a'.repeat(80_000), `${'<a'.repeat(200_000)}>`]) {
      const start = performance.now();
      descriptionOf({ id: '1', title: 't', description: raw });
      expect(performance.now() - start, raw.slice(0, 10)).to.be.below(200);
    }
  });

  it('a post with huge fields (400 kB description, 10 000 nested elements, 2 000 offices, a 100 kB title) opens in well under a few seconds', async () => {
    const nested = `${'<div>'.repeat(10_000)}deep${'</div>'.repeat(10_000)}`;
    const huge = post('huge', {
      title: `T${'x'.repeat(100_000)}`,
      ats_offices: Array.from({ length: 2000 }, (_, index) => ({ name: `Office ${index}`, city: `City ${index}` })),
      description: `${nested}<p>${'<a'.repeat(100_000)}</p>${'<span style="color:red">s</span>'.repeat(2000)}`,
    });
    const sandbox: Sandbox = await createSandbox({ posts: [huge, post('small')] });
    const el = await board(sandbox.baseUrl);
    const start = performance.now();
    el.showJob('huge');
    await settled(el, 10000);
    await waitUntil(() => text(part(el, 'description')).includes('deep'), 'the description never rendered', { timeout: 10000, interval: 10 });
    const took = performance.now() - start;
    expect(took).to.be.below(4000);
    expect(part(el, 'detail-title')!.textContent!.length).to.equal(100_001);
    expect(part(el, 'description')!.querySelector('[style]')).to.equal(null);
    el.showList();
    await settled(el);
    expect(el.status).to.equal('ready');
  });
});
