/**
 * Issue 29's listing hooks: the pager's current page (`page-current`), focus and the live region
 * after paging, the phone pager's "Page 2 of 9", the "Filters" disclosure at 375 px, and a deep
 * link's detail skeleton with a working back link before the post arrives.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../src/index.js';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { rawPosts } from '../../helpers/board.js';
import {
  board,
  boardTemplate,
  deepActiveElement,
  describeElement,
  entries,
  expectAbsent,
  keepPageUrl,
  listingShown,
  pageButton,
  part,
  parts,
  sandboxFor,
  setUrl,
  surround,
  tabUntil,
} from '../../helpers/routing.js';
import type { Sandbox } from '../../helpers/sandbox.js';

function text(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether the element is laid out and its box lies wholly inside the viewport. */
function visibleInViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
}

async function onPage(el: JobBoard, page: number): Promise<void> {
  await waitUntil(
    () => el.status === 'ready' && part(el, 'page-current')?.textContent?.trim() === String(page),
    `page ${page} never shown`,
    { timeout: 8000 },
  );
  await el.updateComplete;
}

async function focusMoved(el: JobBoard, target: () => Element | null, what: string): Promise<void> {
  await waitUntil(() => deepActiveElement() === target(), `focus never reached ${what}; it is on ${describeElement(deepActiveElement())}`, {
    timeout: 8000,
  });
  await el.updateComplete;
}

const CONTROLS = html`<job-board-search></job-board-search>
  <job-board-filter by="department"></job-board-filter>
  <job-board-filter by="office"></job-board-filter>
  <job-board-workplace-filter></job-board-workplace-filter>`;

describe('<job-board> paging: the current page, focus and the live region', function () {
  this.timeout(30000);
  keepPageUrl();
  let sandbox: Sandbox;

  before(async () => {
    sandbox = await sandboxFor({ posts: rawPosts(174) });
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('marks the current page, and only it, with part page-current and aria-current="page"', async () => {
    const el = await board(sandbox, { 'page-size': '20', page: '3' });
    const current = parts(el, 'page-current');
    expect(current.map((button) => text(button))).to.deep.equal(['3']);
    expect(current[0]!.getAttribute('aria-current')).to.equal('page');
    expect(current[0]!.getAttribute('part')!.split(' ')).to.include('page-button');
    for (const other of parts(el, 'page-button').filter((button) => !current.includes(button))) {
      expect(other.getAttribute('aria-current')).to.not.equal('page');
    }
  });

  it('after Next: focus on the count at the top of page 2, in view, which says "Page 2 of 9, 174 open positions"; Tab goes on into page 2', async () => {
    await setViewport({ width: 1280, height: 900 });
    const el = await board(sandbox, { 'page-size': '20' });
    surround(el);
    expect(text(part(el, 'summary'))).to.equal('174 open positions');
    const next = pageButton(el, 'Next page');
    next.focus();
    next.scrollIntoView({ block: 'center' });
    expect(next.getBoundingClientRect().top, 'Next page sits far below the count').to.be.greaterThan(part(el, 'summary')!.getBoundingClientRect().top + 500);

    await sendKeys({ press: 'Enter' });
    await onPage(el, 2);
    await focusMoved(el, () => part(el, 'summary'), 'the result count');
    const summary = part(el, 'summary')!;
    expect(summary.getAttribute('role')).to.equal('status');
    expect(text(summary)).to.equal('Page 2 of 9, 174 open positions');
    expect(visibleInViewport(summary), `the count in view (top ${Math.round(summary.getBoundingClientRect().top)})`).to.equal(true);

    const first = await tabUntil((focused) => focused?.getAttribute('part')?.split(' ').includes('item-link') ?? false, { max: 2 });
    expect((first as HTMLAnchorElement).dataset['id']).to.equal(el.posts[0]!.id);
    await expect(el).to.be.accessible();
  });

  it('after Previous and a page number: focus on the count, which says the page past page 1', async () => {
    const el = await board(sandbox, { 'page-size': '20', page: '3' });
    pageButton(el, 'Previous page').click();
    await onPage(el, 2);
    await focusMoved(el, () => part(el, 'summary'), 'the result count');
    expect(text(part(el, 'summary'))).to.equal('Page 2 of 9, 174 open positions');

    pageButton(el, 'Page 1').click();
    await onPage(el, 1);
    await focusMoved(el, () => part(el, 'summary'), 'the result count');
    // Page 1 reads as on a first visit; the pager marks it current.
    expect(text(part(el, 'summary'))).to.equal('174 open positions');
  });

  it('says where the visitor is in the board\'s language, with its plural forms', async () => {
    const el = await fixture<JobBoard>(html`<div lang="pl">${boardTemplate(sandbox, { 'page-size': '20', page: '2' })}</div>`).then(
      (div) => div.querySelector('job-board')!,
    );
    await listingShown(el);
    await waitUntil(() => text(part(el, 'summary')).startsWith('Strona'), 'Polish texts never came');
    expect(text(part(el, 'summary'))).to.equal('Strona 2 z 9, 174 oferty pracy');
  });

  it('after "Show more jobs": focus on the first new entry, in view', async () => {
    await setViewport({ width: 1280, height: 900 });
    const el = await board(sandbox, { 'page-size': '20' });
    el.paging = 'more';
    await el.updateComplete;
    const more = part<HTMLButtonElement>(el, 'more-button')!;
    more.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => entries(el).length === 40, 'page 2 never appended', { timeout: 8000 });
    await focusMoved(el, () => entries(el)[20]!, 'the first new entry');
    expect(visibleInViewport(entries(el)[20]!)).to.equal(true);
  });
});

describe('<job-board> on a phone (375 × 667)', function () {
  this.timeout(30000);
  keepPageUrl();
  let sandbox: Sandbox;

  before(async () => {
    sandbox = await sandboxFor({ posts: rawPosts(174) });
  });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('the pager shows "Page 2 of 9" between its steps; a wide screen shows the numbers instead', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await board(sandbox, { 'page-size': '20', page: '2' });
    const pager = part(el, 'pagination')!;
    const pageOf = pager.querySelector('.page-of')!;
    expect(text(pageOf)).to.equal('Page 2 of 9');
    expect(pageOf.getBoundingClientRect().width).to.be.greaterThan(0);
    expect(pager.getBoundingClientRect().right).to.be.at.most(375);
    const steps = [pageButton(el, 'Previous page'), pageButton(el, 'Next page')].map((button) => button.getBoundingClientRect());
    expect(steps[0]!.top, 'the steps on one line').to.equal(steps[1]!.top);
    expect(pageOf.getBoundingClientRect().bottom, 'above them').to.be.at.most(steps[0]!.top);
    expect(part(el, 'page-current')!.getBoundingClientRect().width, 'the numbers give way').to.equal(0);
    await expect(el).to.be.accessible();

    await setViewport({ width: 1280, height: 800 });
    expect(pageOf.getBoundingClientRect().width).to.equal(0);
    expect(part(el, 'page-current')!.getBoundingClientRect().width).to.be.greaterThan(0);
  });

  it('the controls take less than half the first screen: the filters fold behind "Filters (n)"', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await board(sandbox, { 'page-size': '20' }, CONTROLS);
    await waitUntil(() => part(el, 'filters-button') !== null, 'no Filters button');
    const controls = part(el, 'controls')!;
    const button = part<HTMLButtonElement>(el, 'filters-button')!;
    const height = controls.getBoundingClientRect().height;
    expect(height, `controls ${Math.round(height)} px high`).to.be.below(667 / 2);
    expect(part(el, 'summary')!.getBoundingClientRect().top, 'the listing starts on the first screen').to.be.below(667 / 2);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(text(button)).to.equal('Filters');
    expect(el.querySelector('job-board-search')!.getBoundingClientRect().height, 'the search stays').to.be.greaterThan(0);
    for (const filter of el.querySelectorAll('job-board-filter, job-board-workplace-filter')) expect(filter.getBoundingClientRect().height).to.equal(0);
    await expect(el).to.be.accessible();

    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    for (const filter of el.querySelectorAll('job-board-filter, job-board-workplace-filter')) expect(filter.getBoundingClientRect().height).to.be.greaterThan(0);
    await expect(el).to.be.accessible();

    // Two workplaces chosen: the button counts them.
    const checkbox = (value: string) => el.querySelector('job-board-workplace-filter')!.shadowRoot!.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
    checkbox('remote').click();
    await waitUntil(() => el.workplaces.length === 1 && el.status === 'ready');
    checkbox('hybrid').click();
    await waitUntil(() => el.workplaces.length === 2 && el.status === 'ready');
    await el.updateComplete;
    expect(text(button)).to.equal('Filters (2)');
    button.click();
    await el.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(controls.getBoundingClientRect().height).to.be.below(667 / 2);
  });

  it('filters inside a wrapper fold behind "Filters" as direct children do, and show on a wide screen', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await board(
      sandbox,
      { 'page-size': '20' },
      html`<job-board-search></job-board-search>
        <div class="site-filters"><job-board-filter by="department"></job-board-filter><job-board-workplace-filter></job-board-workplace-filter></div>`,
    );
    await waitUntil(() => part(el, 'filters-button') !== null, 'no Filters button');
    const button = part<HTMLButtonElement>(el, 'filters-button')!;
    const filters = () => [...el.querySelectorAll('job-board-filter, job-board-workplace-filter')];
    await waitUntil(() => filters().every((filter) => filter.getBoundingClientRect().height === 0), 'the wrapped filters never folded');
    button.click();
    await el.updateComplete;
    await waitUntil(() => filters().every((filter) => filter.getBoundingClientRect().height > 0), 'the wrapped filters never opened');
    button.click();
    await el.updateComplete;
    await waitUntil(() => filters().every((filter) => filter.getBoundingClientRect().height === 0), 'the wrapped filters never folded again');
    await setViewport({ width: 1280, height: 800 });
    for (const filter of filters()) expect(filter.getBoundingClientRect().height, 'a wide screen shows them').to.be.greaterThan(0);
  });

  it('a wide screen shows no Filters button and every filter', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await board(sandbox, { 'page-size': '20' }, CONTROLS);
    expect(part(el, 'filters-button')!.getBoundingClientRect().width).to.equal(0);
    for (const filter of el.querySelectorAll('job-board-filter, job-board-workplace-filter')) expect(filter.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it('no Filters button where the board has no filter', async () => {
    await setViewport({ width: 375, height: 667 });
    const el = await board(sandbox, { 'page-size': '20' }, html`<job-board-search></job-board-search>`);
    expectAbsent(part(el, 'filters-button'), 'the Filters button');
  });
});

describe('<job-board> a deep link to a job', function () {
  this.timeout(30000);
  keepPageUrl();

  it('shows the back link and a detail-shaped skeleton at once, before the post arrives; the back link works', async () => {
    const sandbox = await sandboxFor({ posts: rawPosts(30), faults: [{ route: 'detail', kind: 'delay', delayMs: 3000 }] });
    setUrl({ 'jb-job': 'jp_t7' });
    const el = await fixture<JobBoard>(boardTemplate(sandbox, { 'page-size': '5' }));
    await waitUntil(() => part(el, 'back-link') !== null, 'no back link while the post loads', { timeout: 2000 });
    expect(el.status).to.equal('loading');
    expectAbsent(part(el, 'detail-title'), 'the detail heading');
    const detail = part(el, 'detail')!;
    expect(detail.getAttribute('aria-busy')).to.equal('true');
    const skeleton = detail.querySelector('.detail-skeleton')!;
    expect(skeleton.getAttribute('aria-hidden')).to.equal('true');
    expect(skeleton.getBoundingClientRect().height, 'the detail\'s shape').to.be.greaterThan(150);
    expect(text(detail.querySelector('[part~="status"]'))).to.equal('Loading job…');
    expect(text(part(el, 'back-link'))).to.equal('All jobs');
    await expect(el).to.be.accessible();

    part(el, 'back-link')!.click();
    await listingShown(el);
    expect(el.job).to.equal('');
    expect(new URL(location.href).searchParams.has('jb-job')).to.equal(false);
  });
});
