/**
 * The board's language (issue 27): bug 1, a language from an ancestor (`<html lang>`, a wrapper's
 * `lang`) set after the board rendered must re-render it in that language, plural rules included;
 * bug 2, a language tag Intl can't read (`en_US`, `x-invalid-`, `__proto__`, `root`, 10,000
 * characters) must not stop the listing, the groups, the filter or the detail's posted date.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import type { JobBoardFilter } from '../../../src/elements/job-board-filter/job-board-filter.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { boardFixture, part, parts, rawPost, rawPosts, text } from '../../helpers/board.js';
import { detailShown } from '../../helpers/routing.js';

/** What the test page's `<html lang>` was, restored after each test. */
const pageLang = document.documentElement.getAttribute('lang');

function restorePageLang(): void {
  if (pageLang === null) document.documentElement.removeAttribute('lang');
  else document.documentElement.setAttribute('lang', pageLang);
}

/** The summary's text once it reads `expected` (the board re-renders in a task of its own, after a table loads). */
async function summaryReads(el: JobBoard, expected: string): Promise<void> {
  await waitUntil(() => text(part(el, 'summary')) === expected, `summary "${text(part(el, 'summary'))}", not "${expected}"`, { timeout: 4000 });
}

describe('<job-board> language', function () {
  this.timeout(20000);
  afterEach(restorePageLang);

  describe('from an ancestor (bug 1)', () => {
    // CLDR Polish: 5 and 12 take "many" (ofert), 22 "few" (oferty); English's rule gives "other" (oferty) to all three.
    for (const [count, expected] of [
      [5, '5 ofert pracy'],
      [12, '12 ofert pracy'],
      [22, '22 oferty pracy'],
    ] as const) {
      it(`<html lang="pl"> set after the board rendered: "${expected}"`, async () => {
        document.documentElement.lang = 'en';
        const sandbox = await createSandbox({ posts: rawPosts(count) });
        const el = await boardFixture(sandbox);
        expect(text(part(el, 'summary'))).to.equal(`${count} open positions`);
        document.documentElement.lang = 'pl';
        await summaryReads(el, expected);
        expect(el.strings.nextPage).to.equal('Następna strona');
      });
    }

    it('a wrapper’s lang changed after the board rendered: formats and texts follow, and back', async () => {
      const sandbox = await createSandbox({ posts: rawPosts(5) });
      const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"></div>`);
      const el = document.createElement('job-board');
      for (const [name, value] of Object.entries({ token: 'jb_demo_public', 'base-url': sandbox.baseUrl, routing: 'none' })) el.setAttribute(name, value);
      wrapper.append(el);
      await summaryReads(el, '5 open positions');
      wrapper.lang = 'pl';
      await summaryReads(el, '5 ofert pracy');
      wrapper.lang = 'de';
      await summaryReads(el, '5 offene Stellen');
      wrapper.lang = 'en';
      await summaryReads(el, '5 open positions');
    });

    it('a re-render for another reason uses the language in use, not a formatter kept from before', async () => {
      document.documentElement.lang = 'en';
      const sandbox = await createSandbox({ posts: rawPosts(12) });
      const el = await boardFixture(sandbox);
      expect(text(part(el, 'summary'))).to.equal('12 open positions');
      // Polish from an ancestor, then the board's own lang set and cleared: each render in its language.
      document.documentElement.lang = 'pl';
      await summaryReads(el, '12 ofert pracy');
      el.lang = 'de';
      await summaryReads(el, '12 offene Stellen');
      el.lang = '';
      await summaryReads(el, '12 ofert pracy');
    });

    it('its own lang wins over the page’s', async () => {
      document.documentElement.lang = 'en';
      const sandbox = await createSandbox({ posts: rawPosts(5) });
      const el = await boardFixture(sandbox, { lang: 'de' });
      document.documentElement.lang = 'pl';
      await el.updateComplete;
      expect(text(part(el, 'summary'))).to.equal('5 offene Stellen');
    });
  });

  describe('a tag Intl cannot read (bug 2)', () => {
    const POSTS = [
      rawPost(1, { ats_department: { name: 'Sales' }, created_at: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
      rawPost(2, { ats_department: { name: 'Engineering' } }),
      rawPost(3, { ats_department: { name: 'Design' } }),
    ];
    const TAGS: [string, string][] = [
      ['en_US', 'en_US'],
      ['x-invalid-', 'x-invalid-'],
      ['__proto__', '__proto__'],
      ['root', 'root'],
      ['10,000 characters', 'a'.repeat(10_000)],
    ];

    for (const [name, lang] of TAGS) {
      describe(`lang="${name}"`, () => {
        it('on the board: the listing and its count', async () => {
          const sandbox = await createSandbox({ posts: POSTS });
          const el = await boardFixture(sandbox, { lang });
          expect(text(part(el, 'summary'))).to.equal('3 open positions');
          expect(parts(el, 'item-title')).to.have.length(3);
        });

        it('on the board, with group-by: the groups, sorted', async () => {
          const sandbox = await createSandbox({ posts: POSTS });
          const el = await boardFixture(sandbox, { lang, 'group-by': 'department' });
          expect(parts(el, 'group-heading').map((heading) => text(heading).replace(/\s*\(\d+\)$/, ''))).to.deep.equal(['Design', 'Engineering', 'Sales']);
          expect(text(part(el, 'summary'))).to.equal('3 open positions');
        });

        it('on <html>, with a <job-board-filter>: every department offered, sorted', async () => {
          document.documentElement.setAttribute('lang', lang);
          const sandbox = await createSandbox({ posts: POSTS });
          const el = await boardFixture(sandbox, {}, { children: '<job-board-filter by="department"></job-board-filter>' });
          const filter = el.querySelector<JobBoardFilter>('job-board-filter')!;
          await waitUntil(() => (filter.shadowRoot?.querySelectorAll('option').length ?? 0) > 1, 'the filter offers only "All departments"', { timeout: 4000 });
          const options = [...filter.shadowRoot!.querySelectorAll('option')].map((option) => option.textContent!.trim());
          expect(options).to.deep.equal(['All departments', 'Design (1)', 'Engineering (1)', 'Sales (1)']);
        });

        it('on the board: the detail shows its posted date', async () => {
          const sandbox = await createSandbox({ posts: POSTS });
          const el = await boardFixture(sandbox, { lang, job: 'jp_t1' }, { wait: 'none' });
          await detailShown(el, 'jp_t1');
          const posted = part<HTMLTimeElement>(el, 'posted');
          expect(posted, 'no posted date').to.not.equal(null);
          expect(text(posted)).to.equal('Posted 3 days ago');
        });
      });
    }
  });
});
