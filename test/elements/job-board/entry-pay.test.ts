/**
 * `<job-board show-pay>`: each listing entry shows its post's pay in part `pay`, as the detail
 * writes it, on one line: the first range and how many more. The reference API's posts carry no
 * pay; the sandbox serves its posts as given, so these carry the `pay` the Greenhouse, Lever and
 * Ashby adapters make.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { PRERENDERED_DATA_ATTRIBUTE } from '../../../src/elements/job-board/prerendered.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { boardFixture, container, listRequests, part, parts, rawPost, text, titles, TOKEN } from '../../helpers/board.js';

const PAY = [
  { min: 62000, max: 78000, currency: 'EUR', interval: 'year' },
  { min: 24.5, max: 28, currency: 'USD', interval: 'hour', label: 'US hourly' },
  { min: 5000, currency: 'GBP' },
];

/** Three posts: one with one range, one with three, one without pay. */
const POSTS = [rawPost(1, { pay: PAY.slice(0, 1) }), rawPost(2, { pay: PAY, ats_department: { name: 'Design' } }), rawPost(3)];

/** Each entry's pay, by title: the text of its part `pay`, or null. */
function pays(el: JobBoard): Record<string, string | null> {
  return Object.fromEntries(
    parts(el, 'item').map((item) => {
      const pay = item.querySelector('[part~="pay"]');
      return [text(item.querySelector('[part~="item-title"]')), pay && text(pay)];
    }),
  );
}

describe('<job-board show-pay>', function () {
  this.timeout(20000);

  it('shows each entry’s pay, the first range and how many more; nothing for a post without pay', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { 'show-pay': '', lang: 'en' });
    expect(el.showPay).to.equal(true);
    expect(pays(el)).to.deep.equal({
      'Test Position 1': '€62,000 – €78,000 / year',
      'Test Position 2': '€62,000 – €78,000 / year +2 more',
      'Test Position 3': null,
    });
    // Before it is laid out, an entry with pay is taken to be as tall as one (its pay's line and gap more).
    const [withPay, , withoutPay] = parts(el, 'item-link').map((link) => getComputedStyle(link).containIntrinsicBlockSize);
    expect(withPay).to.match(/^auto \d/);
    expect(Number.parseFloat(withPay!.slice(5))).to.be.greaterThan(Number.parseFloat(withoutPay!.slice(5)));
    await expect(el).to.be.accessible();
  });

  it('shows none without show-pay, and follows the property as it changes', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { lang: 'en' });
    expect(el.showPay).to.equal(false);
    expect(parts(el, 'pay')).to.deep.equal([]);
    el.showPay = true;
    await el.updateComplete;
    expect(parts(el, 'pay').map((pay) => text(pay))).to.deep.equal(['€62,000 – €78,000 / year', '€62,000 – €78,000 / year +2 more']);
    el.showPay = false;
    await el.updateComplete;
    expect(parts(el, 'pay')).to.deep.equal([]);
    expect(titles(el)).to.deep.equal(['Test Position 1', 'Test Position 2', 'Test Position 3']);
  });

  it('is written in the board’s language, as the detail writes it', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { 'show-pay': '', lang: 'de' });
    await waitUntil(() => text(part(el, 'summary')) === '3 offene Stellen', 'German texts');
    expect(pays(el)).to.deep.equal({
      'Test Position 1': '62.000–78.000 € / Jahr',
      'Test Position 2': '62.000–78.000 € / Jahr +2 weitere',
      'Test Position 3': null,
    });
  });

  it('a range with a label, cents and no interval reads as in the detail; a post with no well-formed range shows none', async () => {
    const sandbox = await createSandbox({
      posts: [rawPost(1, { pay: [PAY[1]] }), rawPost(2, { pay: [PAY[2]] }), rawPost(3, { pay: [{ min: 'a lot', currency: 'EUR' }] })],
    });
    const el = await boardFixture(sandbox, { 'show-pay': '', lang: 'en' });
    expect(pays(el)).to.deep.equal({ 'Test Position 1': 'US hourly: $24.50 – $28.00 / hour', 'Test Position 2': '£5,000', 'Test Position 3': null });
  });

  it('shows it in a grouped listing too', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { 'show-pay': '', lang: 'en', 'group-by': 'department' });
    expect(parts(el, 'group')).to.have.length(2);
    expect(pays(el)).to.deep.equal({
      'Test Position 1': '€62,000 – €78,000 / year',
      'Test Position 2': '€62,000 – €78,000 / year +2 more',
      'Test Position 3': null,
    });
  });

  it('sits below the meta line, beside the badges, in one line; themable through ::part(pay)', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const style = document.createElement('style');
    style.textContent = 'job-board::part(pay) { color: rgb(1, 2, 3); }';
    document.head.append(style);
    const width = document.body.style.width;
    document.body.style.width = '900px';
    try {
      const el = await boardFixture(sandbox, { 'show-pay': '', lang: 'en' });
      const item = parts(el, 'item')[1]!;
      const [meta, pay, badges] = ['[part~="item-meta"]', '[part~="pay"]', '.badges'].map((selector) => item.querySelector(selector)!.getBoundingClientRect());
      expect(pay!.top, 'below the meta line').to.be.at.least(meta!.bottom - 0.5);
      expect(pay!.left, 'aligned with it').to.be.closeTo(meta!.left, 0.5);
      expect(pay!.right, 'left of the badges').to.be.at.most(badges!.left);
      expect(pay!.height, 'one line').to.be.below(2 * Number.parseFloat(getComputedStyle(item.querySelector('[part~="pay"]')!).fontSize));
      expect(getComputedStyle(item.querySelector('[part~="pay"]')!).color).to.equal('rgb(1, 2, 3)');
    } finally {
      style.remove();
      document.body.style.width = width;
    }
  });

  for (const width of [900, 360]) {
    it(`at ${width} px: the skeleton's rows are as tall as entries with pay, so nothing moves when they arrive`, async () => {
      const sandbox = await createSandbox({ posts: [1, 2, 3].map((n) => rawPost(n, { pay: PAY.slice(0, 1) })), latencyMs: 600 });
      // By the viewport, as the board's styles read it.
      await setViewport({ width, height: 800 });
      try {
        const el = await boardFixture(sandbox, { 'show-pay': '', lang: 'en' }, { wait: 'none' });
        await waitUntil(() => el.shadowRoot!.querySelector('.skeleton') !== null, 'the skeleton');
        const boxes = (items: Element[]) => items.map((item) => item.getBoundingClientRect()).map(({ top, height }) => [Math.round(top), Math.round(height)]);
        const before = boxes([...el.shadowRoot!.querySelectorAll('.skeleton')].slice(0, 3));
        await waitUntil(() => parts(el, 'pay').length === 3, 'the entries');
        expect(boxes(parts(el, 'item-link'))).to.deep.equal(before);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('a prerendered board is taken over with the pay from its data, with no request', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const listing = { posts: POSTS.map(({ description: _description, ...post }) => post), page: 1, totalPages: 1, totalCount: 3, limit: 20 };
    container().setHTMLUnsafe(
      `<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" routing="none" lang="en" show-pay>` +
        '<template shadowrootmode="open"><p>Server markup</p></template>' +
        `<script type="application/json" ${PRERENDERED_DATA_ATTRIBUTE}>${JSON.stringify({ listing })}</script></job-board>`,
    );
    const el = document.querySelector<JobBoard>('job-board')!;
    await waitUntil(() => titles(el).length === 3, 'the prerendered posts');
    expect(pays(el)).to.deep.equal({
      'Test Position 1': '€62,000 – €78,000 / year',
      'Test Position 2': '€62,000 – €78,000 / year +2 more',
      'Test Position 3': null,
    });
    expect(await listRequests(sandbox)).to.deep.equal([]);
  });
});
