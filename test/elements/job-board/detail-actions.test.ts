import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { relativeTime } from '../../../src/elements/job-board/detail/posted.js';
import { updateSandbox } from '../../helpers/sandbox.js';
import {
  TOKEN,
  board,
  deepActiveElement,
  describeElement,
  detailShown,
  entryFor,
  expectAbsent,
  expectFocusOn,
  keepPageUrl,
  part,
  parts,
  rawDetailPost,
  sandboxFor,
  setUrl,
} from '../../helpers/routing.js';

const DAY = 86_400_000;

/** A raw job post as an API sends it, with a description and an Apply URL; `fields` on top. */
function post(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return rawDetailPost(id, { description: `<p>About ${id}.</p><p>What you will do.</p>`, absolute_url: `https://jobs.example.com/${id}`, ...fields });
}

/** An ISO date `days` days before now. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY).toISOString();
}

/**
 * A board (query routing, `attributes` on top) showing the detail of the only post of a sandbox
 * serving `raw`, opened at `params` (the job's own key is added), with its description shown.
 */
async function detailOf(raw: Record<string, unknown>, attributes: Record<string, string> = {}, params: Record<string, string> = {}): Promise<JobBoard> {
  const sandbox = await sandboxFor({ posts: [raw] });
  const id = String(raw['id']);
  setUrl({ ...params, 'jb-job': id });
  const el = document.createElement('job-board');
  for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl, lang: 'en', ...attributes })) el.setAttribute(name, value);
  await fixture(el);
  await detailShown(el, id);
  if (raw['description']) await waitUntil(() => (part(el, 'description')?.textContent ?? '').trim() !== '', 'no description shown');
  return el;
}

function posted(el: JobBoard): HTMLTimeElement | null {
  return part<HTMLTimeElement>(el, 'posted');
}

/** The detail's facts as label → value. */
function facts(el: JobBoard): Record<string, string> {
  const result: Record<string, string> = {};
  for (const row of part(el, 'detail')!.querySelectorAll('dl > div')) {
    result[row.querySelector('dt')!.textContent!.trim()] = row.querySelector('dd')!.textContent!.trim();
  }
  return result;
}

function shareButton(el: JobBoard): HTMLButtonElement {
  const button = part<HTMLButtonElement>(el, 'share-button');
  if (!button) throw new Error('no share button');
  return button;
}

/** The detail's live region (not the board's loading texts, which carry part="status"). */
function announcement(el: JobBoard): string {
  return (part(el, 'detail')!.querySelector('[role="status"]:not([part~="status"])')?.textContent ?? '').trim();
}

/** The JSON-LD `url` the head carries for the job shown. */
function structuredDataUrl(): string {
  const script = document.head.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');
  return (JSON.parse(script!.textContent!) as { url: string }).url;
}

/** Replaces `name` on `target` for the rest of the test (as an own property, shadowing the prototype's). */
function stub<T extends object>(target: T, name: PropertyKey, value: unknown): void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  restores.push(() => {
    if (own) Object.defineProperty(target, name, own);
    else Reflect.deleteProperty(target, name);
  });
}
const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
});

/** `navigator.clipboard.writeText` answering with `result`; the texts it was given. */
function stubClipboard(result: () => Promise<void>): string[] {
  const written: string[] = [];
  stub(navigator.clipboard, 'writeText', (text: string) => {
    written.push(text);
    return result();
  });
  return written;
}

/** A touch-first device with a share sheet answering with `result`; the data it was given. */
function stubShareSheet(result: () => Promise<void>): ShareData[] {
  const shared: ShareData[] = [];
  const matchMedia = window.matchMedia.bind(window);
  // 'all' always matches: a real MediaQueryList that says the pointer is coarse.
  stub(window, 'matchMedia', (query: string) => matchMedia(query === '(pointer: coarse)' ? 'all' : query));
  stub(navigator, 'share', (data: ShareData) => {
    shared.push(data);
    return result();
  });
  return shared;
}

/** Every unhandled rejection from now until the test ends. */
function recordUnhandledRejections(): PromiseRejectionEvent[] {
  const seen: PromiseRejectionEvent[] = [];
  const listener = (event: PromiseRejectionEvent) => {
    seen.push(event);
    event.preventDefault();
  };
  window.addEventListener('unhandledrejection', listener);
  restores.push(() => window.removeEventListener('unhandledrejection', listener));
  return seen;
}

function settle(ms = 100): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('<job-board> detail actions', () => {
  keepPageUrl();

  describe('when it was posted', () => {
    it('shows "Posted 3 days ago" in a <time> with the date as datetime and the full date as title', async () => {
      const created = daysAgo(3);
      const el = await detailOf(post('p_3d', { created_at: created }));
      const time = posted(el)!;
      expect(time.localName).to.equal('time');
      expect(time.dateTime).to.equal(created);
      expect(time.textContent!.trim()).to.equal('Posted 3 days ago');
      const full = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(created));
      expect(time.title).to.equal(full);
      expect(time.title).to.contain(String(new Date(created).getFullYear()));
    });

    it('says "yesterday" for a day ago', async () => {
      const el = await detailOf(post('p_1d', { created_at: daysAgo(1) }));
      expect(posted(el)!.textContent!.trim()).to.equal('Posted yesterday');
    });

    it('is in German with lang="de", the full date too', async () => {
      const created = daysAgo(3);
      const el = await detailOf(post('p_de', { created_at: created }), { lang: 'de' });
      expect(posted(el)!.textContent!.trim()).to.equal('Veröffentlicht vor 3 Tagen');
      expect(posted(el)!.title).to.equal(new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(new Date(created)));
      expect(posted(el)!.title).to.match(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    });

    it('reads first_published_at where the post has no created_at', async () => {
      const published = daysAgo(2);
      const el = await detailOf(post('p_first', { first_published_at: published }));
      expect(posted(el)!.dateTime).to.equal(published);
      expect(posted(el)!.textContent!.trim()).to.equal('Posted 2 days ago');
    });

    it('reads published_at where the post has neither', async () => {
      const published = daysAgo(14);
      const el = await detailOf(post('p_pub', { published_at: published }));
      expect(posted(el)!.textContent!.trim()).to.equal('Posted 2 weeks ago');
    });

    it('shows no <time> without a date, or with one that cannot be read', async () => {
      const none = await detailOf(post('p_none'));
      expectAbsent(posted(none), 'the posted time');
      expectAbsent(part(none, 'detail')!.querySelector('time'), 'a time element');
      const bad = await detailOf(post('p_bad', { created_at: 'not a date' }));
      expectAbsent(posted(bad), 'the posted time');
    });

    it('picks the unit that reads best', () => {
      const now = Date.parse('2025-06-15T12:00:00Z');
      const ago = (ms: number) => relativeTime(now - ms, now, 'en');
      expect(ago(0)).to.equal('now');
      expect(ago(30_000)).to.equal('30 seconds ago');
      expect(ago(5 * 60_000)).to.equal('5 minutes ago');
      expect(ago(100 * 60_000)).to.equal('2 hours ago');
      expect(ago(23 * 3_600_000)).to.equal('23 hours ago');
      expect(ago(3 * DAY)).to.equal('3 days ago');
      expect(ago(10 * DAY)).to.equal('last week');
      expect(ago(21 * DAY)).to.equal('3 weeks ago');
      expect(ago(70 * DAY)).to.equal('2 months ago');
      expect(ago(400 * DAY)).to.equal('last year');
      expect(ago(3 * 365 * DAY)).to.equal('3 years ago');
      // The API's clock a little ahead of the visitor's: never "in 5 minutes".
      expect(relativeTime(now + 5 * 60_000, now, 'en')).to.equal('now');
    });
  });

  describe('Apply links', () => {
    it('shows one before and one after the description, with the same href', async () => {
      const el = await detailOf(post('p_apply', { created_at: daysAgo(1) }));
      const links = parts<HTMLAnchorElement>(el, 'apply-link');
      expect(links).to.have.length(2);
      const description = part(el, 'description')!;
      expect(links[0]!.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING, 'the first link precedes the description').to.not.equal(0);
      expect(links[1]!.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_PRECEDING, 'the second link follows the description').to.not.equal(0);
      expect(links[0]!.getAttribute('href')).to.equal('https://jobs.example.com/p_apply');
      expect(links[1]!.getAttribute('href')).to.equal(links[0]!.getAttribute('href'));
      for (const link of links) expect(link.textContent!.trim()).to.equal('Apply for this job');
    });

    it('shows only the first while the full post loads, the second once the description is there', async () => {
      const listed = [post('p_a', { description: undefined }), post('p_b', { description: undefined })];
      const sandbox = await sandboxFor({ posts: listed });
      const el = await board(sandbox);
      await updateSandbox(sandbox, {
        posts: [listed[0], post('p_b')],
        faults: [{ route: 'detail', kind: 'delay', delayMs: 1500 }],
      });
      entryFor(el, 'p_b').click();
      await el.updateComplete;
      expect(el.status).to.equal('loading');
      expect(parts(el, 'apply-link')).to.have.length(1);
      await detailShown(el, 'p_b');
      await waitUntil(() => (part(el, 'description')?.textContent ?? '').trim() !== '', 'no description shown');
      expect(parts(el, 'apply-link')).to.have.length(2);
    });
  });

  describe('Copy link', () => {
    it('copies the job’s one URL (as the structured data’s) and announces "Link copied"', async () => {
      const written = stubClipboard(() => Promise.resolve());
      // Opened from a search on page 2: the link shared names the job alone.
      const el = await detailOf(post('p_copy', { created_at: daysAgo(1) }), {}, { 'jb-page': '2', 'jb-q': 'role' });
      const button = shareButton(el);
      expect(button.localName).to.equal('button');
      expect(button.type).to.equal('button');
      expect(button.textContent!.trim()).to.equal('Copy link');
      expect(announcement(el)).to.equal('');

      button.click();
      await waitUntil(() => announcement(el) === 'Link copied', `announced "${announcement(el)}"`);
      expect(written).to.have.length(1);
      const url = new URL(written[0]!);
      expect(url.searchParams.get('jb-job')).to.equal('p_copy');
      expect(url.searchParams.has('jb-page')).to.equal(false);
      expect(url.searchParams.has('jb-q')).to.equal(false);
      expect(url.origin + url.pathname).to.equal(location.origin + location.pathname);
      expect(written[0]).to.equal(structuredDataUrl());
      expect(part(el, 'detail')!.querySelector('[role="status"]:not([part~="status"])')!.getAttribute('role')).to.equal('status');
      // The live region is a styling hook of its own.
      expect(part(el, 'share-status')!.textContent!.trim()).to.equal('Link copied');
      expectAbsent(part(el, 'detail')!.querySelector('input'), 'the fallback field');
    });

    it('uses the share sheet on a touch-first device that has one', async () => {
      const written = stubClipboard(() => Promise.resolve());
      const shared = stubShareSheet(() => Promise.resolve());
      const el = await detailOf(post('p_sheet'));
      shareButton(el).click();
      await waitUntil(() => announcement(el) === 'Link copied', `announced "${announcement(el)}"`);
      expect(shared).to.deep.equal([{ title: 'Role p_sheet', url: structuredDataUrl() }]);
      expect(written).to.deep.equal([]);
    });

    it('copies instead where the share sheet exists but the pointer is fine (a desktop)', async () => {
      const written = stubClipboard(() => Promise.resolve());
      const shared: ShareData[] = [];
      stub(navigator, 'share', (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      });
      const el = await detailOf(post('p_desk'));
      shareButton(el).click();
      await waitUntil(() => announcement(el) === 'Link copied', `announced "${announcement(el)}"`);
      expect(shared).to.deep.equal([]);
      expect(written).to.deep.equal([structuredDataUrl()]);
    });

    it('a share sheet closed by the visitor is no error: no unhandled rejection, no copy, no fallback', async () => {
      const rejections = recordUnhandledRejections();
      const written = stubClipboard(() => Promise.resolve());
      const shared = stubShareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
      const el = await detailOf(post('p_abort'));
      shareButton(el).click();
      await waitUntil(() => shared.length === 1, 'the share sheet never opened');
      await settle();
      await el.updateComplete;
      expect(rejections.map((event) => String(event.reason))).to.deep.equal([]);
      expect(written).to.deep.equal([]);
      expect(announcement(el)).to.equal('');
      expectAbsent(part(el, 'detail')!.querySelector('input'), 'the fallback field');
    });

    it('shows the link in a labelled, read-only field, focused and selected, where the clipboard refuses', async () => {
      const rejections = recordUnhandledRejections();
      stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
      const el = await detailOf(post('p_refused'));
      shareButton(el).click();
      await waitUntil(() => part(el, 'detail')!.querySelector('input') !== null, 'no fallback field');
      await el.updateComplete;
      const field = part(el, 'detail')!.querySelector('input')!;
      expect(field.readOnly).to.equal(true);
      expect(field.value).to.equal(structuredDataUrl());
      expect(field.labels![0]!.textContent!.trim()).to.equal('Copy this link');
      expect([part(el, 'share-url'), part(el, 'share-fallback')]).to.deep.equal([field, field.labels![0]]);
      expect(field.labels![0]!.getClientRects().length, 'the label is shown').to.be.greaterThan(0);
      await waitUntil(() => deepActiveElement() === field, `focus is on ${describeElement(deepActiveElement())}`);
      expectFocusOn(field, 'the fallback field');
      expect([field.selectionStart, field.selectionEnd]).to.deep.equal([0, field.value.length]);
      expect(announcement(el)).to.equal('');
      expect(rejections).to.deep.equal([]);
    });

    it('shows the field where there is no clipboard at all', async () => {
      const rejections = recordUnhandledRejections();
      stub(navigator, 'clipboard', undefined);
      const el = await detailOf(post('p_noclip'));
      shareButton(el).click();
      await waitUntil(() => part(el, 'detail')!.querySelector('input') !== null, 'no fallback field');
      expect(part(el, 'detail')!.querySelector('input')!.value).to.equal(structuredDataUrl());
      expect(rejections).to.deep.equal([]);
    });

    it('has no button where the board does not route: its URL names no job', async () => {
      const el = await detailOf(post('p_none_routed'), { routing: 'none', job: 'p_none_routed' });
      expectAbsent(part(el, 'share-button'), 'the share button');
    });
  });

  describe('status', () => {
    it('is not shown while open, in any case', async () => {
      const el = await detailOf(post('p_open'));
      expect(facts(el)).to.not.have.property('Status');
      const upper = await detailOf(post('p_upper', { ats_job: { status: ' OPEN ', workplace: 'remote' } }));
      expect(facts(upper)).to.not.have.property('Status');
    });

    it('is shown when closed', async () => {
      const el = await detailOf(post('p_closed', { ats_job: { status: 'closed', workplace: 'remote' } }));
      expect(facts(el)['Status']).to.equal('Closed');
    });
  });

  it('is accessible with all of it: posted time, both Apply links, the status, the announcement and the fallback field', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    const el = await detailOf(post('p_a11y', { created_at: daysAgo(3), ats_job: { status: 'closed', workplace: 'remote' } }));
    expect(posted(el)).to.not.equal(null);
    expect(parts(el, 'apply-link')).to.have.length(2);
    expect(facts(el)['Status']).to.equal('Closed');
    shareButton(el).click();
    await waitUntil(() => part(el, 'detail')!.querySelector('input') !== null, 'no fallback field');
    await expect(el).to.be.accessible();

    // And once copied (the field gone, the live region speaking).
    stub(navigator.clipboard, 'writeText', () => Promise.resolve());
    shareButton(el).click();
    await waitUntil(() => announcement(el) === 'Link copied', `announced "${announcement(el)}"`);
    await expect(el).to.be.accessible();
  });
});
