/**
 * The detail view as a reader meets it (issue 21, items 1, 2 and 7): a readable measure, headings
 * below the job's title, tables and quotes styled, the API's words in their own direction, the
 * styling hooks a brand page needs, and the Apply event sites measure.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { JobBoardApplyDetail } from '../../../src/events.js';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { TOKEN, clickPrevented, detailShown, keepPageUrl, part, parts, rawDetailPost, sandboxFor, setUrl } from '../../helpers/routing.js';

const LONG_PARAGRAPH = 'You will build the tools our customers use every day, with a small team that ships weekly. '.repeat(12);

const DESCRIPTION =
  `<h1 part="apply-link">Who we are</h1><p>${LONG_PARAGRAPH}</p><h2>The role</h2><h3>Your week</h3><h4>Extras</h4>` +
  '<ul><li>Build</li><li>Ship</li></ul><ol><li>First</li></ol>' +
  '<blockquote>The best team I have worked in.</blockquote>' +
  '<table><thead><tr><th>Level</th><th>Pay</th></tr></thead><tbody><tr><td>Senior</td><td>€85,000</td></tr></tbody></table>' +
  '<p>Questions? <a href="https://example.com/faq">Read the FAQ</a>.</p>';

/** A board at 1440 px showing the detail of a post with `fields`, its description shown. */
async function detailOf(fields: Record<string, unknown> = {}, attributes: Record<string, string | null> = {}): Promise<JobBoard> {
  // Structured data asks for these; the warnings they'd print are not what these tests look at.
  attributes = { organization: 'Acme', country: 'DE', ...attributes };
  const raw = rawDetailPost('jp_read', {
    title: 'Senior Engineer',
    description: DESCRIPTION,
    absolute_url: 'https://jobs.example.com/jp_read',
    ats_department: { name: 'Engineering' },
    ats_offices: [{ name: 'Berlin', city: 'Berlin' }],
    ats_job: { workplace: 'remote', employment_type: 'full_time', status: 'open' },
    ...fields,
  });
  const sandbox = await sandboxFor({ posts: [raw] });
  setUrl({ 'jb-job': 'jp_read' });
  const el = document.createElement('job-board');
  // An attribute given as null is left off (lang: null, the page's language).
  for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': sandbox.baseUrl, lang: 'en', ...attributes })) if (value !== null) el.setAttribute(name, value);
  await fixture(el);
  await detailShown(el, 'jp_read');
  await waitUntil(() => part(el, 'description-table') !== null, 'the description is not shown');
  return el;
}

function px(value: string): number {
  return Number.parseFloat(value);
}

describe('<job-board> detail: a description that reads well', () => {
  keepPageUrl();
  let width: string;
  before(() => {
    width = document.body.style.width;
    document.body.style.width = '1440px';
  });
  after(() => {
    document.body.style.width = width;
  });

  it('keeps lines to about 70 characters at 1440 px, and --job-board-measure changes it', async () => {
    const el = await detailOf();
    const description = part(el, 'description')!;
    const fontSize = px(getComputedStyle(description).fontSize);
    const zero = document.createElement('span');
    zero.textContent = '0';
    description.append(zero);
    const ch = zero.getBoundingClientRect().width;
    zero.remove();
    expect(el.getBoundingClientRect().width).to.be.greaterThan(1000);
    expect(description.getBoundingClientRect().width).to.be.closeTo(70 * ch, 1);
    expect(description.getBoundingClientRect().width / fontSize).to.be.lessThan(45);
    el.style.setProperty('--job-board-measure', '40rem');
    expect(description.getBoundingClientRect().width).to.be.closeTo(640, 1);
  });

  it('scales the description’s headings below the job’s title', async () => {
    const el = await detailOf();
    const title = px(getComputedStyle(part(el, 'detail-title')!).fontSize);
    const headings = parts(el, 'description-heading');
    expect(headings.map((heading) => heading.localName)).to.deep.equal(['h1', 'h2', 'h3', 'h4']);
    const sizes = headings.map((heading) => px(getComputedStyle(heading).fontSize));
    for (const size of sizes) expect(size).to.be.lessThan(title);
    expect(sizes).to.deep.equal([...sizes].sort((a, b) => b - a), 'each level no larger than the one above');
  });

  it('gives tables borders and padding, and lets a wide one scroll sideways inside the description', async () => {
    const el = await detailOf();
    const table = part(el, 'description-table')!;
    const cell = table.querySelector('td')!;
    const style = getComputedStyle(cell);
    expect(px(style.borderTopWidth)).to.be.greaterThan(0);
    expect(px(style.paddingLeft)).to.be.greaterThan(4);
    // "Senior" and "€85,000" stand apart.
    const [senior, pay] = [...table.querySelectorAll('td')].map((td) => td.getBoundingClientRect());
    expect(pay!.left - senior!.right).to.be.greaterThanOrEqual(0);
    // Too wide for a phone: the table scrolls, the board does not grow.
    const wide = '<td>' + 'wide-cell-content '.repeat(3) + '</td>';
    table.querySelector('tr')!.insertAdjacentHTML('beforeend', wide.repeat(12));
    expect(getComputedStyle(table).overflowX).to.equal('auto');
    expect(table.scrollWidth).to.be.greaterThan(table.clientWidth);
    expect(table.getBoundingClientRect().right).to.be.at.most(part(el, 'description')!.getBoundingClientRect().right + 0.5);
  });

  it('styles quotes apart and spaces list items', async () => {
    const el = await detailOf();
    const quote = part(el, 'description-quote')!;
    const style = getComputedStyle(quote);
    expect(px(style.borderInlineStartWidth)).to.be.greaterThan(0);
    expect(px(style.paddingInlineStart)).to.be.greaterThan(0);
    const [first, second] = parts(el, 'description-list')[0]!.querySelectorAll('li');
    expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).to.be.greaterThan(2);
  });

  it('puts the styling parts on the sanitised headings, links, tables, quotes and lists, never the API’s own', async () => {
    const el = await detailOf();
    expect(parts(el, 'description-heading')).to.have.length(4);
    expect(parts(el, 'description-link').map((link) => link.textContent)).to.deep.equal(['Read the FAQ']);
    expect(parts(el, 'description-table')).to.have.length(1);
    expect(parts(el, 'description-quote')).to.have.length(1);
    expect(parts(el, 'description-list').map((list) => list.localName)).to.deep.equal(['ul', 'ol']);
    // The API's part="apply-link" on its heading is gone: the only Apply links are the board's.
    expect(parts(el, 'apply-link').every((link) => link.localName === 'a' && link.textContent === 'Apply for this job')).to.equal(true);
  });

  it('lets a page style a description heading, link and table through ::part()', async () => {
    const style = document.createElement('style');
    style.textContent =
      'job-board::part(description-heading) { color: rgb(1, 2, 3); } job-board::part(description-link) { color: rgb(4, 5, 6); } job-board::part(description-table) { outline: 3px solid rgb(7, 8, 9); }';
    document.head.append(style);
    try {
      const el = await detailOf();
      expect(getComputedStyle(part(el, 'description-heading')!).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(part(el, 'description-link')!).color).to.equal('rgb(4, 5, 6)');
      expect(getComputedStyle(part(el, 'description-table')!).outlineColor).to.equal('rgb(7, 8, 9)');
    } finally {
      style.remove();
    }
  });

  it('marks the title, the description and the facts’ values dir="auto", and mirrors the back arrow in RTL', async () => {
    const el = await detailOf({ title: 'مهندس أول' }, { dir: 'rtl' });
    expect(part(el, 'detail-title')!.dir).to.equal('auto');
    expect(part(el, 'description')!.dir).to.equal('auto');
    expect(parts(el, 'fact-value').every((value) => value.dir === 'auto')).to.equal(true);
    // An English description keeps its own direction on a right-to-left page.
    expect(getComputedStyle(part(el, 'description')!.querySelector('p')!).direction).to.equal('ltr');
    expect(getComputedStyle(part(el, 'back-link')!, '::before').content).to.equal('"→ "');
    el.removeAttribute('dir');
    expect(getComputedStyle(part(el, 'back-link')!, '::before').content).to.equal('"← "');
  });

  describe('aligns with the page, whatever the API text’s own direction (issue 29, item 5)', () => {
    /** The inline edges of the detail's content box, and of the text (not the box) of each piece of it. */
    function edges(el: JobBoard): { content: { left: number; right: number }; pieces: Record<string, { left: number; right: number }> } {
      const detail = part(el, 'detail')!;
      const box = detail.getBoundingClientRect();
      const style = getComputedStyle(detail);
      const content = {
        left: box.left + px(style.borderLeftWidth) + px(style.paddingLeft),
        right: box.right - px(style.borderRightWidth) - px(style.paddingRight),
      };
      const range = document.createRange();
      const textOf = (element: Element) => {
        range.selectNodeContents(element);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      };
      const description = part(el, 'description')!;
      const pieces: Record<string, { left: number; right: number }> = {
        'back link': part(el, 'back-link')!.getBoundingClientRect(),
        title: textOf(part(el, 'detail-title')!),
        posted: textOf(part(el, 'posted')!),
        'first fact': part(el, 'facts')!.firstElementChild!.getBoundingClientRect(),
        'first Apply link': part(el, 'apply-link')!.getBoundingClientRect(),
      };
      description.querySelectorAll(':scope > p, :scope > :is(h1, h2, h3, h4)').forEach((block, index) => {
        pieces[`description ${block.localName} ${index}`] = textOf(block);
      });
      return { content, pieces };
    }

    /** The page's own direction and language, restored after the test. */
    function pageDirection(dir: 'rtl' | 'ltr', lang: string): () => void {
      const root = document.documentElement;
      const before = { dir: root.getAttribute('dir'), lang: root.getAttribute('lang') };
      root.dir = dir;
      root.lang = lang;
      return () => {
        for (const [name, value] of Object.entries(before)) {
          if (value === null) root.removeAttribute(name);
          else root.setAttribute(name, value);
        }
      };
    }

    for (const [dir, lang, title, edge] of [
      ['rtl', 'ar', 'Senior Engineer', 'right'],
      ['ltr', 'en', 'مهندس أول', 'left'],
    ] as const) {
      it(`on a ${dir} page, a job in the other direction: the title, back link, date, facts, Apply and description start at the ${edge} edge`, async () => {
        const restore = pageDirection(dir, lang);
        try {
          // The board's language from the page (an Arabic page shows Arabic texts); the description
          // is English either way: on the left-to-right page, its own direction matches the page's.
          const el = await detailOf({ title, created_at: new Date(Date.now() - 3 * 86_400_000).toISOString() }, { lang: null });
          const { content, pieces } = edges(el);
          expect(Object.keys(pieces).filter((name) => name.startsWith('description')).length, 'paragraphs and headings measured').to.be.greaterThan(3);
          const off = Object.entries(pieces)
            .filter(([, rect]) => Math.abs(rect[edge] - content[edge]) > 2)
            .map(([name, rect]) => `${name} at ${rect[edge].toFixed(1)}`);
          expect(off, `pieces whose ${edge} edge is not the detail's content edge (${content[edge].toFixed(1)})`).to.deep.equal([]);
          expect(part(el, 'detail-title')!.dir, 'the title keeps dir="auto"').to.equal('auto');
          expect(part(el, 'description')!.dir, 'the description keeps dir="auto"').to.equal('auto');
          expect(getComputedStyle(part(el, 'detail-title')!).direction, 'the title reads in its own direction').to.equal(dir === 'rtl' ? 'ltr' : 'rtl');
          expect(getComputedStyle(part(el, 'description')!.querySelector('p')!).direction, 'the English description reads left to right').to.equal('ltr');
          await expect(el).to.be.accessible();
        } finally {
          restore();
        }
      });
    }

    it('puts an English description’s bullets, quote bar and table at the start of an Arabic page', async () => {
      const restore = pageDirection('rtl', 'ar');
      try {
        const el = await detailOf({}, { lang: null });
        const description = part(el, 'description')!;
        const right = description.getBoundingClientRect().right;
        const list = description.querySelector('ul')!;
        expect(getComputedStyle(list).listStylePosition, 'the bullet sits beside its text').to.equal('inside');
        expect(px(getComputedStyle(list).paddingRight), 'the list indented from the right').to.be.greaterThan(0);
        expect(px(getComputedStyle(list).paddingLeft)).to.equal(0);
        const quote = getComputedStyle(description.querySelector('blockquote')!);
        expect([quote.borderRightWidth, quote.borderLeftWidth], 'the quote bar on the right').to.deep.equal(['3px', '0px']);
        const table = description.querySelector('table')!.getBoundingClientRect();
        expect(Math.abs(table.right - right), 'the table at the right').to.be.at.most(1);
        expect(getComputedStyle(description.querySelector('th')!).textAlign, 'header cells aligned with the page').to.equal('right');
      } finally {
        restore();
      }
    });
  });

  it('gives the facts, their labels and values parts', async () => {
    const el = await detailOf();
    expect(part(el, 'facts')!.localName).to.equal('dl');
    expect(parts(el, 'fact-label').map((label) => label.textContent)).to.deep.equal(['Department', 'Location', 'Workplace', 'Employment type']);
    expect(parts(el, 'fact-value').map((value) => value.textContent)).to.deep.equal(['Engineering', 'Berlin', 'Remote', 'Full time']);
  });
});

describe('<job-board> detail: pay', () => {
  keepPageUrl();
  const pay = [
    { min: 85000, max: 105000, currency: 'EUR', interval: 'year' },
    { min: 24.5, max: 28, currency: 'USD', interval: 'hour', label: 'US hourly' },
    { min: 5000, currency: 'GBP' },
    { min: '1', currency: 'EUR' },
  ];

  it('shows each well-formed range in part pay, in the board’s language and the range’s currency', async () => {
    const el = await detailOf({ pay });
    const lines = [...part(el, 'pay')!.querySelectorAll('li')].map((line) => line.textContent!.replace(/\s+/g, ' ').trim());
    expect(lines).to.deep.equal(['€85,000 – €105,000 / year', 'US hourly: $24.50 – $28.00 / hour', '£5,000']);
  });

  it('formats it in German with German words', async () => {
    const el = await detailOf({ pay: pay.slice(0, 1) }, { lang: 'de' });
    await waitUntil(() => part(el, 'back-link')?.textContent === 'Alle Stellen', 'German texts');
    expect(part(el, 'pay')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('85.000–105.000 € / Jahr');
  });

  it('shows no pay part for a post without pay, or with none well-formed', async () => {
    expect(part(await detailOf(), 'pay')).to.equal(null);
    expect(part(await detailOf({ pay: [{ min: 'a lot', currency: 'EUR' }] }), 'pay')).to.equal(null);
  });
});

describe('<job-board> job-board-apply', () => {
  keepPageUrl();

  it('fires on a click on either Apply link, before the browser follows it, with the id, the post and the URL', async () => {
    const el = await detailOf();
    const seen: { detail: JobBoardApplyDetail; bubbles: boolean; composed: boolean; prevented: boolean }[] = [];
    const listener = (event: CustomEvent<JobBoardApplyDetail>) => {
      seen.push({ detail: event.detail, bubbles: event.bubbles, composed: event.composed, prevented: false });
    };
    document.body.addEventListener('job-board-apply', listener);
    try {
      const links = parts<HTMLAnchorElement>(el, 'apply-link');
      expect(links).to.have.length(2);
      for (const link of links) {
        // The board leaves the navigation to the browser: the event comes first, nothing is prevented.
        expect(clickPrevented(link)).to.equal(false);
      }
    } finally {
      document.body.removeEventListener('job-board-apply', listener);
    }
    expect(seen).to.have.length(2);
    for (const { detail, bubbles, composed } of seen) {
      expect([bubbles, composed]).to.deep.equal([true, true]);
      expect(detail.id).to.equal('jp_read');
      expect(detail.post.title).to.equal('Senior Engineer');
      expect(detail.url).to.equal('https://jobs.example.com/jp_read');
    }
  });

  it('carries the URL the link goes to, apply-href and utm_* parameters included', async () => {
    setUrl({ utm_source: 'newsletter' });
    const el = await detailOf({}, { 'apply-href': 'https://apply.example.com/{id}' });
    const urls: string[] = [];
    const listener = (event: CustomEvent<JobBoardApplyDetail>) => urls.push(event.detail.url);
    el.addEventListener('job-board-apply', listener);
    const link = part<HTMLAnchorElement>(el, 'apply-link')!;
    clickPrevented(link);
    el.removeEventListener('job-board-apply', listener);
    expect(urls).to.deep.equal([link.href]);
    expect(new URL(link.href).searchParams.get('utm_source')).to.equal('newsletter');
  });
});
