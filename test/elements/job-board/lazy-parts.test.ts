/**
 * The parts of the board that load lazily (the detail view with its sanitiser, the German and
 * French texts): the listing never waits for them or downloads them, they load when needed, and
 * a page in another language never shows English first.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { englishStrings } from '../../../src/i18n/strings.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { boardFixture, part, parts, wait } from '../../helpers/board.js';

/** Module requests of this page whose path contains `fragment` (the dev server serves the sources). */
function moduleRequests(fragment: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.includes(fragment));
}

describe('<job-board> lazy parts', function () {
  this.timeout(20000);

  it('shows the listing without loading the detail view, which loads when a job opens', async () => {
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox);
    expect(parts(el, 'item').length).to.be.greaterThan(0);
    await wait(100);
    expect(moduleRequests('/detail/detail-view'), 'the detail view loaded with the listing').to.deep.equal([]);
    parts<HTMLAnchorElement>(el, 'item-link')[0]!.click();
    await el.updateComplete;
    expect(moduleRequests('/detail/detail-view')).to.have.length(1);
    expect(part(el, 'detail-title')?.textContent).to.equal(el.posts[0]!.title);
  });

  it('opens a detail with its own styles once its chunk is here, without DOMPurify where the browser sanitises', async () => {
    const sandbox = await createSandbox({ posts: [{ id: 'p1', title: 'Engineer', description: '<p>Build <strong>things</strong>.</p>' }] });
    const el = await boardFixture(sandbox);
    el.showJob('p1');
    await el.updateComplete; // also waits for the detail view's chunk
    await waitUntil(() => part(el, 'description')?.querySelector('strong') != null, 'no description', { timeout: 5000 });
    // A rule of the detail's own style sheet applies: the heading is larger than the text.
    const title = part(el, 'detail-title')!;
    expect(parseFloat(getComputedStyle(title).fontSize)).to.be.greaterThan(parseFloat(getComputedStyle(el).fontSize) * 1.5);
    expect(moduleRequests('purify'), 'DOMPurify downloaded although the browser has the Sanitizer API').to.deep.equal([]);
  });

  for (const lang of ['de', 'es', 'fr', 'it']) {
    it(`lang="${lang}": loads its texts and never shows an English text first`, async () => {
      const sandbox = await createSandbox();
      const shown = new Set<string>();
      const el = document.createElement('job-board');
      el.setAttribute('token', 'jb_demo_public');
      el.setAttribute('base-url', sandbox.baseUrl);
      el.setAttribute('routing', 'none');
      el.lang = lang;
      // Every text the board's shadow root ever holds, from its first render on.
      const observer = new MutationObserver(() => {
        for (const node of el.shadowRoot?.querySelectorAll('[part]') ?? []) shown.add((node.textContent ?? '').trim());
      });
      document.body.append(el);
      observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
      await el.updateComplete;
      await waitUntil(() => parts(el, 'item').length > 0, 'the listing never showed', { timeout: 8000 });
      await wait(50);
      observer.disconnect();
      el.remove();
      const english = [englishStrings.loading, englishStrings.nextPage, englishStrings.previousPage];
      for (const text of english) expect([...shown].some((seen) => seen.includes(text)), `“${text}” was shown`).to.equal(false);
      expect(el.strings.nextPage).to.not.equal(englishStrings.nextPage);
      expect(moduleRequests(`/i18n/languages/${lang}`).length, `${lang} table requests`).to.equal(1);
    });
  }
});
