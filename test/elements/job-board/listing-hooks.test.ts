/**
 * The listing's styling hooks and shapes (issue 29), against the reference API: a part per badge
 * value (`workplace-<value>`, `type-<value>`) that a page's `::part()` rule styles, `layout="rows"`
 * (one line per entry, at most 56 px, on a wide screen), grouped views (entries without the group's
 * own value, jump links that scroll to and focus the heading inside the shadow root), and
 * `dir="auto"` on the API's texts, in the plain listing (the prepared-clone entries) and the
 * grouped one (the template's entries).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { boardFixture, part, parts, rawPost, text } from '../../helpers/board.js';

/** Posts with every badge shape, an Arabic title and office, two offices, and no department. */
const POSTS = [
  rawPost(1, { title: 'Backend Engineer', ats_offices: [{ name: 'Berlin HQ', city: 'Berlin' }, { name: 'Lisbon', city: 'Lisbon' }] }),
  rawPost(2, { title: 'Product Designer', ats_department: { name: 'Design' }, ats_job: { status: 'open', workplace: 'on_site', employment_type: 'part_time' } }),
  rawPost(3, { title: 'مهندس برمجيات', ats_department: { name: 'الهندسة' }, ats_offices: [{ name: 'القاهرة', city: 'القاهرة' }], ats_job: { status: 'open', workplace: 'Hybrid (2 days)', employment_type: 'full_time' } }),
  rawPost(4, { title: 'Recruiter', ats_department: undefined, ats_job: { status: 'open', workplace: 'remote', employment_type: 'Contract/Freelance' } }),
  rawPost(5, { title: 'Data Engineer', ats_offices: [{ name: 'Lisbon', city: 'Lisbon' }] }),
];

/** Each entry's badges as `[text, part]`, by title. */
function badgeParts(el: JobBoard): Record<string, string[][]> {
  return Object.fromEntries(
    parts(el, 'item').map((item) => [
      text(item.querySelector('[part~="item-title"]')),
      [...item.querySelectorAll('[part~="badge"]')].map((badge) => [text(badge), badge.getAttribute('part')!]),
    ]),
  );
}

/** A stylesheet in the page for the rest of the test. */
function pageStyle(css: string): () => void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}

describe('<job-board> badge parts per value', function () {
  this.timeout(20000);

  for (const grouped of [false, true]) {
    it(`${grouped ? 'grouped (the template)' : 'the listing (the prepared entries)'}: each badge is part "badge" and "workplace-<value>" or "type-<value>", which the page styles`, async () => {
      const sandbox = await createSandbox({ posts: POSTS });
      const removeStyle = pageStyle(
        'job-board::part(workplace-remote) { background-color: rgb(1, 2, 3); } job-board::part(type-part_time) { color: rgb(4, 5, 6); } job-board::part(workplace-hybrid--2-days-) { outline: 3px solid rgb(7, 8, 9); }',
      );
      try {
        const el = await boardFixture(sandbox, grouped ? { 'group-by': 'department' } : {});
        const badges = badgeParts(el);
        expect(badges['Backend Engineer']).to.deep.equal([['Remote', 'badge workplace-remote'], ['Full time', 'badge type-full_time']]);
        expect(badges['Product Designer']).to.deep.equal([['On site', 'badge workplace-on_site'], ['Part time', 'badge type-part_time']]);
        // A value the board does not know: humanised in the badge, made safe for a part name.
        expect(badges['مهندس برمجيات']).to.deep.equal([['Hybrid (2 days)', 'badge workplace-hybrid--2-days-'], ['Full time', 'badge type-full_time']]);
        expect(badges['Recruiter']).to.deep.equal([['Remote', 'badge workplace-remote'], ['Contract/freelance', 'badge type-contract-freelance']]);
        const badge = (title: string, index: number) => parts(el, 'item').find((item) => text(item.querySelector('[part~="item-title"]')) === title)!.querySelectorAll('[part~="badge"]')[index]!;
        expect(getComputedStyle(badge('Backend Engineer', 0)).backgroundColor).to.equal('rgb(1, 2, 3)');
        expect(getComputedStyle(badge('Backend Engineer', 1)).backgroundColor, 'not the type badge').not.to.equal('rgb(1, 2, 3)');
        expect(getComputedStyle(badge('Product Designer', 1)).color).to.equal('rgb(4, 5, 6)');
        expect(getComputedStyle(badge('مهندس برمجيات', 0)).outlineColor).to.equal('rgb(7, 8, 9)');
      } finally {
        removeStyle();
      }
    });
  }

  it('a badge whose value changes gets the new value’s part (the prepared entries are patched)', async () => {
    const sandbox = await createSandbox({ posts: [rawPost(1), rawPost(2, { ats_job: { status: 'open', workplace: 'on_site', employment_type: 'internship' } })] });
    const el = await boardFixture(sandbox, { 'page-size': '1' });
    expect(parts(el, 'badge').map((badge) => badge.getAttribute('part'))).to.deep.equal(['badge workplace-remote', 'badge type-full_time']);
    el.page = 2;
    await waitUntil(() => text(part(el, 'item-title')) === 'Test Position 2', 'page 2');
    expect(parts(el, 'badge').map((badge) => badge.getAttribute('part'))).to.deep.equal(['badge workplace-on_site', 'badge type-internship']);
  });
});

describe('<job-board layout="rows">', function () {
  this.timeout(20000);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('at 1280 px: one line per entry (title, department · offices, badges), at most 56 px; cards stay as they were', async () => {
    await setViewport({ width: 1280, height: 900 });
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, {});
    const heights = () => parts(el, 'item-link').map((link) => link.getBoundingClientRect().height);
    // The cards, before: taller than a row can be.
    expect(Math.min(...heights()), 'cards').to.be.above(56);
    el.layout = 'rows';
    await el.updateComplete;
    expect(el.getAttribute('layout'), 'reflected').to.equal('rows');
    const links = parts(el, 'item-link');
    expect(links).to.have.length(20);
    expect(Math.max(...heights()), 'rows').to.be.at.most(56);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      const [title, meta, badges] = ['[part~="item-title"]', '[part~="item-meta"]', '.badges'].map((selector) => link.querySelector(selector)!.getBoundingClientRect());
      // In a row, left to right (the board's direction), each within the row's height.
      expect(meta!.left, `${text(link)}: meta after the title`).to.be.at.least(title!.right);
      expect(badges!.left, `${text(link)}: badges after the meta`).to.be.at.least(meta!.right);
      for (const piece of [title!, meta!, badges!]) {
        expect(piece.top, text(link)).to.be.at.least(box.top);
        expect(piece.bottom, text(link)).to.be.at.most(box.bottom);
      }
    }
    await expect(el).to.be.accessible();
    el.layout = 'cards';
    await el.updateComplete;
    expect(el.hasAttribute('layout'), 'the default is not written').to.equal(false);
    expect(Math.min(...heights()), 'cards again').to.be.above(56);
  });

  it('at 1280 px: a title too long for its column ends in an ellipsis rather than a second line; the link still names it whole', async () => {
    await setViewport({ width: 1280, height: 900 });
    const long = 'Principal Staff Software Engineer, Distributed Payments Infrastructure and Ledger Reconciliation Platform';
    const sandbox = await createSandbox({ posts: [rawPost(1, { title: long })] });
    const el = await boardFixture(sandbox, { layout: 'rows' });
    const link = part(el, 'item-link')!;
    expect(link.getBoundingClientRect().height).to.be.at.most(56);
    const title = part(el, 'item-title')!;
    expect(getComputedStyle(title).textOverflow).to.equal('ellipsis');
    expect(title.scrollWidth).to.be.above(title.clientWidth);
    expect(text(title)).to.equal(long);
  });

  it('at 375 px: falls back to the stacked entry (title, then meta, then badges), nothing cut or wider than the screen', async () => {
    await setViewport({ width: 375, height: 800 });
    const sandbox = await createSandbox();
    const el = await boardFixture(sandbox, { layout: 'rows' });
    for (const link of parts(el, 'item-link').slice(0, 5)) {
      const [title, meta, badges] = ['[part~="item-title"]', '[part~="item-meta"]', '.badges'].map((selector) => link.querySelector(selector)!);
      expect(meta!.getBoundingClientRect().top, text(link)).to.be.at.least(title!.getBoundingClientRect().bottom - 0.5);
      expect(badges!.getBoundingClientRect().top, text(link)).to.be.at.least(meta!.getBoundingClientRect().bottom - 0.5);
      expect(getComputedStyle(title!).whiteSpace, 'titles wrap').not.to.equal('nowrap');
      expect(link.getBoundingClientRect().right).to.be.at.most(375);
    }
    expect(document.documentElement.scrollWidth).to.be.at.most(375);
    await expect(el).to.be.accessible();
  });

  it('at 1280 px: the skeleton’s rows are as tall as the rows to come, so nothing moves when they arrive', async () => {
    await setViewport({ width: 1280, height: 900 });
    const sandbox = await createSandbox({ latencyMs: 600 });
    const el = await boardFixture(sandbox, { layout: 'rows', 'page-size': '5' }, { wait: 'none' });
    await waitUntil(() => el.shadowRoot!.querySelector('.skeleton') !== null, 'the skeleton');
    const boxes = (items: Element[]) => items.map((item) => item.getBoundingClientRect()).map(({ top, height }) => [Math.round(top), Math.round(height)]);
    const before = boxes([...el.shadowRoot!.querySelectorAll('.skeleton')]);
    await waitUntil(() => parts(el, 'item-link').length === 5, 'the entries');
    expect(boxes(parts(el, 'item-link'))).to.deep.equal(before);
  });

  it('grouped, each group’s rows are rows too', async () => {
    await setViewport({ width: 1280, height: 900 });
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { layout: 'rows', 'group-by': 'office' });
    const heights = parts(el, 'item-link').map((link) => link.getBoundingClientRect().height);
    expect(heights.length).to.be.above(4);
    expect(Math.max(...heights)).to.be.at.most(56);
  });
});

describe('<job-board group-by>: entries and jump links', function () {
  this.timeout(20000);

  /** Each group's heading and its entries' meta lines. */
  function groupMetas(el: JobBoard): [string, string[]][] {
    return parts(el, 'group').map((group) => [
      text(group.querySelector('[part~="group-heading"]')),
      [...group.querySelectorAll('[part~="item"]')].map((item) => `${text(item.querySelector('[part~="item-title"]'))}: ${text(item.querySelector('[part~="item-meta"]'))}`),
    ]);
  }

  it('by department: the entries leave their department out of the meta line', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { 'group-by': 'department' });
    expect(groupMetas(el)).to.deep.equal([
      ['Design (1)', ['Product Designer: Berlin']],
      ['Engineering (2)', ['Backend Engineer: Berlin, Lisbon', 'Data Engineer: Lisbon']],
      ['الهندسة (1)', ['مهندس برمجيات: القاهرة']],
      ['Other jobs (1)', ['Recruiter: Berlin']],
    ]);
  });

  it('by office: the entries leave that office out, and keep their department and other offices', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { 'group-by': 'office' });
    expect(groupMetas(el)).to.deep.equal([
      ['Berlin HQ (1)', ['Backend Engineer: Engineering · Lisbon']],
      ['Head Office, Berlin (2)', ['Product Designer: Design', 'Recruiter: ']],
      ['Lisbon (2)', ['Backend Engineer: Engineering · Berlin', 'Data Engineer: Engineering']],
      ['القاهرة (1)', ['مهندس برمجيات: الهندسة']],
    ]);
  });

  it('begins with jump links to each group, with its count, in a named nav; a click scrolls to the heading and focuses it, the URL untouched', async () => {
    const sandbox = await createSandbox({ posts: Array.from({ length: 40 }, (_, index) => rawPost(index + 1, { ats_department: { name: `Team ${String.fromCharCode(65 + (index % 4))}` } })) });
    const el = await boardFixture(sandbox, { 'group-by': 'department' });
    const nav = part(el, 'group-nav')!;
    expect(nav.tagName).to.equal('NAV');
    expect(nav.getAttribute('aria-label')).to.equal('Departments');
    // Before the first group.
    expect(nav.compareDocumentPosition(part(el, 'group')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.be.above(0);
    const links = parts<HTMLAnchorElement>(el, 'group-nav-link');
    expect(links.map((link) => text(link))).to.deep.equal(['Team A (10)', 'Team B (10)', 'Team C (10)', 'Team D (10)']);
    const headings = parts(el, 'group-heading');
    // Real in-page links to the headings.
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(headings.map((heading) => `#${heading.id}`));
    expect(new Set(headings.map((heading) => heading.id)).size).to.equal(4);
    const url = location.href;
    window.scrollTo(0, 0);
    links[3]!.click();
    await waitUntil(() => el.shadowRoot!.activeElement === headings[3], 'focus on the heading of Team D');
    const top = headings[3]!.getBoundingClientRect().top;
    expect(top, 'scrolled to it').to.be.within(0, 40);
    expect(location.href, 'no fragment in the page URL').to.equal(url);
    await expect(el).to.be.accessible();
    window.scrollTo(0, 0);
  });

  it('works from the keyboard: Enter on a jump link moves focus to the heading, the next Tab to its first entry', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = await boardFixture(sandbox, { 'group-by': 'office', lang: 'en' });
    expect(part(el, 'group-nav')!.getAttribute('aria-label')).to.equal('Locations');
    const links = parts<HTMLAnchorElement>(el, 'group-nav-link');
    links[2]!.focus();
    await sendKeys({ press: 'Enter' });
    const heading = parts(el, 'group-heading')[2]!;
    await waitUntil(() => el.shadowRoot!.activeElement === heading, 'focus on the heading');
    expect(text(heading)).to.equal('Lisbon (2)');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(heading.closest('[part~="group"]')!.querySelector('[part~="item-link"]'));
    window.scrollTo(0, 0);
  });

  it('one group: no jump links', async () => {
    const sandbox = await createSandbox({ posts: [rawPost(1), rawPost(2)] });
    const el = await boardFixture(sandbox, { 'group-by': 'department' });
    expect(parts(el, 'group')).to.have.length(1);
    expect(part(el, 'group-nav')).to.equal(null);
  });
});

describe('<job-board>: the API’s texts in their own direction (dir="auto")', function () {
  this.timeout(20000);

  for (const grouped of [false, true]) {
    it(`${grouped ? 'grouped' : 'the listing'}: every title, and each department and office name, on an Arabic page too`, async () => {
      const sandbox = await createSandbox({ posts: POSTS });
      document.documentElement.dir = 'rtl';
      try {
        const el = await boardFixture(sandbox, grouped ? { 'group-by': 'office', lang: 'ar' } : { lang: 'ar' });
        const titles = parts(el, 'item-title');
        expect(titles.length).to.be.above(4);
        for (const title of titles) expect(title.getAttribute('dir'), text(title)).to.equal('auto');
        const names = parts(el, 'item').map((item) => [...item.querySelectorAll('[part~="item-meta"] > *')].map((name) => [text(name), name.getAttribute('dir')]));
        const byTitle = Object.fromEntries(parts(el, 'item').map((item, index) => [text(item.querySelector('[part~="item-title"]')), names[index]]));
        if (grouped) expect(byTitle['مهندس برمجيات']).to.deep.equal([['الهندسة', 'auto']]);
        else {
          expect(byTitle['Backend Engineer']).to.deep.equal([['Engineering', 'auto'], ['Berlin', 'auto'], ['Lisbon', 'auto']]);
          expect(byTitle['مهندس برمجيات']).to.deep.equal([['الهندسة', 'auto'], ['القاهرة', 'auto']]);
        }
        // An English title reads left to right on the right-to-left page, an Arabic one right to left.
        const direction = (title: string) => getComputedStyle(titles.find((element) => text(element) === title)!).direction;
        expect(direction('Backend Engineer')).to.equal('ltr');
        expect(direction('مهندس برمجيات')).to.equal('rtl');
        // Both line up with the page, at the right: the English one too.
        for (const title of titles) {
          const range = document.createRange();
          range.selectNodeContents(title);
          expect(range.getBoundingClientRect().right, text(title)).to.be.closeTo(title.getBoundingClientRect().right, 1);
        }
        if (grouped) {
          for (const name of [...parts(el, 'group-heading'), ...parts(el, 'group-nav-link')].map((element) => element.querySelector('[dir]'))) expect(name?.getAttribute('dir')).to.equal('auto');
        }
        await expect(el).to.be.accessible();
      } finally {
        document.documentElement.removeAttribute('dir');
      }
    });
  }
});
