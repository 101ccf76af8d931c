import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import { loadSanitizer } from '../../src/elements/job-board/detail/sanitizer.js';
import { humanise } from '../../src/i18n/humanise.js';
import { createSandbox, sandboxRequests, type Sandbox } from '../helpers/sandbox.js';
import { CATEGORY_COUNTS, PAYLOADS } from '../helpers/xss-payloads.js';
import { connect, createBoard, part, parts, settled, wait } from '../helpers/board-visitor.js';
import { keepPageUrl, trapScripts, unsafeFindings, type ScriptTrap } from '../helpers/security.js';

/** A post that carries `payload` in every field the API sends. */
function hostilePost(id: string, payload: string, descriptionField: 'description' | 'content'): Record<string, unknown> {
  return {
    id,
    title: payload,
    internal_job_id: payload,
    ats_job: { id: payload, status: payload, workplace: payload, employment_type: payload },
    ats_department: { id: payload, name: payload },
    ats_offices: [
      { name: payload, city: payload },
      { name: `${payload} 2`, city: payload },
    ],
    [descriptionField]: payload,
    absolute_url: payload,
    apply_url: payload,
    url: payload,
    created_at: payload,
    updated_at: payload,
  };
}

/** A harmless post, to prove that the checks see real links, markup and descriptions when they are there. */
const CONTROL_POST = {
  id: 'control',
  title: 'Control post',
  ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' },
  ats_department: { name: 'Engineering' },
  ats_offices: [{ name: 'HQ', city: 'Berlin' }],
  description: '<p>Hello <strong>world</strong>, see <a href="https://example.com/team">the team</a>.</p>',
  absolute_url: 'https://jobs.example.com/control',
};

/**
 * Every payload twice: once as the id, title and every other field with the HTML in
 * `description`, once (id prefixed `c:`) with it in `content` instead.
 */
function corpusPosts(): Record<string, unknown>[] {
  return [
    CONTROL_POST,
    ...PAYLOADS.map(({ text }) => hostilePost(text, text, 'description')),
    ...PAYLOADS.map(({ text }) => hostilePost(`c:${text}`, text, 'content')),
  ];
}

async function boardOn(sandbox: Sandbox, attributes: Record<string, string>): Promise<JobBoard> {
  const controls = '<job-board-search debounce="0"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';
  const el = await connect(createBoard(sandbox, attributes, controls));
  await settled(el);
  return el;
}

/** Waits until the description (sanitised in a lazily loaded module) has rendered. */
async function descriptionRendered(el: JobBoard): Promise<void> {
  await loadSanitizer();
  await wait(0);
  await el.updateComplete;
}

/** Whether an element holds text only: no element children that markup could have produced. */
function textOnly(element: Element | null): boolean {
  return element !== null && element.children.length === 0;
}

describe('XSS: hostile data from the API and in the URL', function () {
  this.timeout(60000);
  keepPageUrl();
  let trap: ScriptTrap;
  beforeEach(() => {
    trap = trapScripts();
  });
  afterEach(() => {
    trap.restore();
  });

  it('has a corpus of at least 50 distinct payloads across every category', () => {
    expect(PAYLOADS.length).to.be.at.least(50);
    expect(new Set(PAYLOADS.map((payload) => payload.text)).size).to.equal(PAYLOADS.length);
    for (const count of Object.values(CATEGORY_COUNTS)) expect(count).to.be.at.least(5);
  });

  it('shows every payload of every listing field as inert text', async () => {
    const sandbox = await createSandbox({ posts: corpusPosts() });
    const el = await boardOn(sandbox, { routing: 'none', 'page-size': '100' });
    const seen = new Set<string>();
    for (let page = 1; ; page += 1) {
      await el.updateComplete; // a page change starts its request in the update
      await waitUntil(() => el.status === 'ready' && el.page === page, `page ${page} never loaded`, { timeout: 8000, interval: 5 });
      await el.updateComplete;
      const links = parts<HTMLAnchorElement>(el, 'item-link');
      expect(links.length).to.be.greaterThan(0);
      for (const link of links) {
        const id = link.dataset['id']!;
        seen.add(id);
        const title = link.querySelector('[part~="item-title"]');
        const payload = id === 'control' ? 'Control post' : id.replace(/^c:/, '');
        // Shown exactly as sent, as text: nothing of it was parsed as markup, nothing dropped.
        expect(title!.textContent, id).to.equal(payload);
        expect(textOnly(title), id).to.equal(true);
        // The meta line's names: each an element of its own (in its own direction), holding text only.
        const meta = link.querySelector('[part~="item-meta"]');
        if (meta) for (const name of meta.children) expect(name.matches('span[dir="auto"]') && textOnly(name), id).to.equal(true);
        for (const badge of link.querySelectorAll('[part~="badge"]')) expect(textOnly(badge), id).to.equal(true);
        if (id !== 'control') {
          expect(link.querySelector('[part~="item-meta"]')!.textContent).to.include(payload.trim() === '' ? '' : payload);
          // With routing="none" an entry links to the post's own URL when it is http(s), else to the page itself.
          expect(link.href, id).to.equal(location.href);
        }
      }
      expect(unsafeFindings(el)).to.deep.equal([]);
      const next = parts<HTMLButtonElement>(el, 'page-button').find((button) => button.textContent!.trim() === 'Next page');
      if (!next || next.getAttribute('aria-disabled') === 'true') break;
      next.click();
    }
    // Every post was listed: none was dropped by the client for its hostile content.
    expect(seen.size).to.equal(1 + PAYLOADS.length * 2);
    const control = parts<HTMLAnchorElement>(el, 'item-link').find((link) => link.dataset['id'] === 'control');
    if (control) expect(control.href).to.equal('https://jobs.example.com/control');
    await wait(300); // time for an image's onerror, a toggle or a focus handler to fire
    expect(trap.traces()).to.deep.equal([]);
  });

  it('opens the detail of every hostile post with nothing executed and nothing unsafe rendered', async () => {
    const posts = corpusPosts();
    const sandbox = await createSandbox({ posts });
    const el = await boardOn(sandbox, { routing: 'none', 'page-size': '1', 'apply-href': '{id}' });

    // The control post first: the checks below must see markup, links and the Apply link when they are there.
    el.showJob('control');
    await el.updateComplete;
    await waitUntil(() => el.status === 'ready' && part(el, 'detail-title')?.textContent === 'Control post');
    await descriptionRendered(el);
    const description = part(el, 'description')!;
    expect(description.querySelector('strong')?.textContent).to.equal('world');
    const link = description.querySelector('a')!;
    expect([link.href, link.target, link.rel]).to.deep.equal(['https://example.com/team', '_blank', 'noopener noreferrer']);
    expect(part<HTMLAnchorElement>(el, 'apply-link')!.href).to.equal('https://jobs.example.com/control');

    for (const post of posts.slice(1)) {
      const id = post['id'] as string;
      const payload = post['title'] as string;
      el.showJob(id);
      await el.updateComplete; // the detail request starts in this update
      await waitUntil(() => el.job === id && el.status === 'ready', `detail of ${JSON.stringify(id)} never loaded`, { timeout: 8000, interval: 5 });
      await descriptionRendered(el);
      const title = part(el, 'detail-title')!;
      expect(title.textContent, id).to.equal(payload);
      expect(textOnly(title), id).to.equal(true);
      for (const value of part(el, 'detail')!.querySelectorAll('dd')) expect(textOnly(value), id).to.equal(true);
      const facts = [...part(el, 'detail')!.querySelectorAll('dd')].map((value) => value.textContent);
      if (payload.trim()) expect(facts, id).to.include(humanise(payload));
      // No own URL is http(s), so the Apply link is the site's template with the id encoded into one path segment.
      const apply = part<HTMLAnchorElement>(el, 'apply-link')!;
      expect(apply.href, id).to.equal(new URL(encodeURIComponent(id), location.href).href);
      if (payload.startsWith('<img src="data:image/svg+xml')) {
        // Images are https only: the data: image stays, without its address.
        expect(part(el, 'description')!.querySelector('img')!.hasAttribute('src')).to.equal(false);
      }
      expect(unsafeFindings(el), id).to.deep.equal([]);
      expect(trap.traces(), id).to.deep.equal([]);
    }
    // Each detail was requested by its own id, encoded into one segment below the base URL.
    const detailPaths = (await sandboxRequests(sandbox)).map((request) => request.path).filter((path) => path.startsWith('/v1/job-boards/job-posts/'));
    expect(detailPaths.length).to.be.at.least(posts.length);
    for (const path of detailPaths) expect(path).to.match(/^\/v1\/job-boards\/job-posts\/[^/]+$/);
    await wait(300);
    expect(trap.traces()).to.deep.equal([]);
  });

  it('keeps payloads in jb-q, jb-workplace, jb-page and jb-job inert: shown as text, sent encoded, never run', async () => {
    const sandbox = await createSandbox({ posts: corpusPosts() });
    for (const { text: payload } of PAYLOADS) {
      const url = new URL(location.href);
      for (const key of ['jb-q', 'jb-workplace', 'jb-page', 'jb-job']) url.searchParams.set(key, payload);
      history.replaceState(null, '', url.href);
      const el = await boardOn(sandbox, { routing: 'query' });
      // The job named in the URL is the hostile post with that id: its detail shows it as text.
      expect(el.job, payload).to.equal(payload);
      expect(part(el, 'detail-title')!.textContent, payload).to.equal(payload);
      await descriptionRendered(el);
      const search = el.querySelector('job-board-search')!;
      const input = search.shadowRoot!.querySelector('input')!;
      // A single-line field drops line breaks (HTML's value sanitisation for type=search).
      expect(input.value, payload).to.equal(payload.replace(/[\r\n]/g, ''));
      const filter = el.querySelector('job-board-workplace-filter')!;
      const boxes = [...filter.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
      if (payload.trim()) expect(boxes.some((box) => box.value === payload && box.checked), payload).to.equal(true);
      expect(unsafeFindings(el), payload).to.deep.equal([]);
      // The back link and the listing's entries are links to this page, whatever the URL held.
      const back = part<HTMLAnchorElement>(el, 'back-link')!;
      expect(new URL(back.href).origin).to.equal(location.origin);
      back.click();
      await settled(el);
      for (const entry of parts<HTMLAnchorElement>(el, 'item-link')) {
        expect(new URL(entry.href).origin).to.equal(location.origin);
        expect(new URL(entry.href).searchParams.get('jb-job')).to.equal(entry.dataset['id']);
      }
      expect(unsafeFindings(el), payload).to.deep.equal([]);
      expect(trap.traces(), payload).to.deep.equal([]);
      el.remove();
    }
    await wait(300);
    expect(trap.traces()).to.deep.equal([]);
  });
});
