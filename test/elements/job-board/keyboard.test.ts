import { fixture, html, expect, waitUntil, aTimeout } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { updateSandbox, type Sandbox } from '../../helpers/sandbox.js';
import {
  board,
  boardTemplate,
  deepActiveElement,
  describeElement,
  detailShown,
  detailTitle,
  entries,
  entryFor,
  goBack,
  goForward,
  keepPageUrl,
  listingShown,
  pageButton,
  part,
  sandboxFor,
  setUrl,
  surround,
  tabUntil,
  expectFocusOn,
} from '../../helpers/routing.js';

function isPart(name: string) {
  return (element: Element | null) => element?.getAttribute('part')?.split(' ').includes(name) ?? false;
}

async function onPage(el: JobBoard, page: number): Promise<void> {
  await waitUntil(
    () => el.status === 'ready' && !el.job && part(el, 'pagination')?.querySelector('[aria-current="page"]')?.textContent?.trim() === String(page),
    `page ${page} never shown`,
  );
}

describe('<job-board> focus', () => {
  keepPageUrl();
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await sandboxFor();
  });

  it('moves focus to the detail heading when an entry is clicked, and keeps it there once the post has loaded', async () => {
    sandbox = await sandboxFor({ faults: [{ route: 'detail', kind: 'delay', delayMs: 600 }] });
    const el = await board(sandbox);
    const link = entries(el)[4]!;
    const id = link.dataset['id']!;
    link.click();
    await el.updateComplete;
    expectFocusOn(detailTitle(el), 'the detail heading');
    await detailShown(el, id);
    expectFocusOn(detailTitle(el), 'the detail heading');
    expect(detailTitle(el)!.getAttribute('tabindex')).to.equal('-1', 'the heading is focusable by script, not a Tab stop');
  });

  it('moves focus to the detail heading when Enter is pressed on an entry', async () => {
    const el = await board(sandbox);
    const link = entries(el)[2]!;
    const id = link.dataset['id']!;
    link.focus();
    await sendKeys({ press: 'Enter' });
    await detailShown(el, id);
    expectFocusOn(detailTitle(el), 'the detail heading');
  });

  it('returns focus to the entry that was opened when the back link is used', async () => {
    const el = await board(sandbox);
    pageButton(el, 'Next page').click();
    await onPage(el, 2);
    const id = entries(el)[6]!.dataset['id']!;
    entryFor(el, id).click();
    await detailShown(el, id);
    part(el, 'back-link')!.click();
    await onPage(el, 2);
    expectFocusOn(entryFor(el, id), 'the entry opened');
  });

  it('returns focus to the entry that was opened on the browser’s Back', async () => {
    const el = await board(sandbox);
    const id = entries(el)[9]!.dataset['id']!;
    entryFor(el, id).click();
    await detailShown(el, id);
    await goBack();
    await listingShown(el);
    expectFocusOn(entryFor(el, id), 'the entry opened');
  });

  it('moves focus to the detail heading when Forward re-opens the post', async () => {
    const el = await board(sandbox);
    const id = entries(el)[1]!.dataset['id']!;
    entryFor(el, id).click();
    await detailShown(el, id);
    await goBack();
    await listingShown(el);
    expectFocusOn(entryFor(el, id), 'the entry opened');
    await goForward();
    await detailShown(el, id);
    expectFocusOn(detailTitle(el), 'the detail heading');
  });

  it('moves focus to the closed job’s notice when the post opened turns out to be gone', async () => {
    const posts = [
      { id: 'p_1', title: 'Still open' },
      { id: 'p_2', title: 'Closed meanwhile' },
    ];
    sandbox = await sandboxFor({ posts });
    const el = await board(sandbox);
    await updateSandbox(sandbox, { posts: [posts[0]] });
    entryFor(el, 'p_2').click();
    await el.updateComplete;
    expectFocusOn(detailTitle(el), 'the heading of the listing’s copy');
    // The listing with the notice (closed-roles.test.ts): focus goes to the live region that holds it.
    await waitUntil(() => part(el, 'notice') !== null && deepActiveElement() === part(el, 'summary'), 'focus never reached the notice');
    const focused = deepActiveElement();
    expect(focused !== null && focused.contains(part(el, 'notice'))).to.equal(true, `focus went to ${describeElement(focused)}`);
  });

  it('moves focus to the heading of a post showJob() had to load first', async () => {
    sandbox = await sandboxFor({ faults: [{ route: 'detail', kind: 'delay', delayMs: 500 }] });
    const el = await board(sandbox);
    expect(el.posts.map((post) => post.id)).to.not.include('jp_150');
    el.showJob('jp_150');
    await detailShown(el, 'jp_150');
    expectFocusOn(detailTitle(el), 'the detail heading');
  });

  /** Twelve posts, five a page: p_12 is on page 3. */
  function twelvePosts(): Record<string, unknown>[] {
    return Array.from({ length: 12 }, (_, index) => ({ id: `p_${index + 1}`, title: `Role ${index + 1}` }));
  }

  it('keeps focus in the board when the opened post is not on the listing it returns to', async () => {
    sandbox = await sandboxFor({ posts: twelvePosts() });
    setUrl({ 'jb-job': 'p_12' });
    const el = await fixture<JobBoard>(boardTemplate(sandbox, { 'page-size': '5' }));
    await detailShown(el, 'p_12');
    part(el, 'back-link')!.focus();
    await sendKeys({ press: 'Enter' });
    await onPage(el, 1);
    const focused = deepActiveElement();
    expect(focused !== null && el.shadowRoot!.contains(focused)).to.equal(true, `focus went to <${focused?.localName}>`);
  });

  it('does not pull focus to the entry later, when returning found no entry to focus', async () => {
    sandbox = await sandboxFor({ posts: twelvePosts() });
    setUrl({ 'jb-job': 'p_12' });
    const el = await fixture<JobBoard>(boardTemplate(sandbox, { 'page-size': '5' }));
    await detailShown(el, 'p_12');
    part(el, 'back-link')!.click();
    await onPage(el, 1);
    pageButton(el, 'Next page').focus();
    await sendKeys({ press: 'Enter' });
    await onPage(el, 2);
    pageButton(el, 'Next page').focus();
    await sendKeys({ press: 'Enter' });
    await onPage(el, 3);
    expect(el.posts.map((post) => post.id)).to.include('p_12');
    expectFocusOn(part(el, 'summary'), 'the result count at the top of page 3 (focus must not jump to the entry)');
  });
});

describe('<job-board> keyboard only', () => {
  keepPageUrl();

  it('searches, filters, pages, opens a post and comes back with the keyboard alone', async () => {
    const sandbox = await sandboxFor();
    const el = await board(
      sandbox,
      { 'page-size': '3' },
      html`<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>`,
    );
    surround(el).before.focus();

    // Tab to the search field, type a query and press Enter.
    const input = await tabUntil((focused) => focused?.localName === 'input' && (focused as HTMLInputElement).type === 'search');
    expect(input.getRootNode() === el.querySelector('job-board-search')!.shadowRoot).to.equal(true, 'the field of <job-board-search>');
    await sendKeys({ type: 'engineer' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => el.query === 'engineer' && el.status === 'ready', 'Enter did not search');
    expect(el.posts.length).to.be.greaterThan(0);
    for (const post of el.posts) expect(post.title.toLowerCase()).to.contain('engineer');

    // Tab to the "Remote" checkbox and press Space.
    const remote = await tabUntil((focused) => focused instanceof HTMLInputElement && focused.type === 'checkbox' && focused.value === 'remote');
    await sendKeys({ press: 'Space' });
    await waitUntil(() => el.workplaces.join() === 'remote' && el.status === 'ready', 'Space did not filter');
    expect((remote as HTMLInputElement).checked).to.equal(true);
    for (const post of el.posts) expect(post.ats_job?.workplace).to.equal('remote');
    expect(el.totalCount).to.be.greaterThan(3, 'the data set needs a second page of remote engineers');

    // Tab to Next page and press Enter.
    await tabUntil((focused) => focused?.localName === 'button' && focused.textContent!.trim() === 'Next page');
    await sendKeys({ press: 'Enter' });
    await onPage(el, 2);
    // Focus moves to the top of page 2: its count, which says which page this is.
    expectFocusOn(part(el, 'summary'), 'the result count');
    const page2 = el.posts.map((post) => post.id);

    // Tab on to an entry of page 2 and open it with Enter.
    const entry = await tabUntil(isPart('item-link'));
    const id = (entry as HTMLAnchorElement).dataset['id']!;
    expect(page2).to.include(id);
    await sendKeys({ press: 'Enter' });
    await detailShown(el, id);
    expectFocusOn(detailTitle(el), 'the detail heading');

    // The back link comes before the heading: Shift+Tab, then Enter.
    await tabUntil(isPart('back-link'), { backwards: true, max: 3 });
    await sendKeys({ press: 'Enter' });
    await onPage(el, 2);
    expectFocusOn(entryFor(el, id), 'the entry opened');
    expect([el.query, el.workplaces.join(), el.page]).to.deep.equal(['engineer', 'remote', 2]);
  });

  it('reaches every entry link, pager button and the Apply link with Tab, and nothing disabled', async () => {
    const sandbox = await sandboxFor();
    const el = await board(sandbox, { 'page-size': '3' });
    const { before, after } = surround(el);
    before.focus();
    const reached: Element[] = [];
    await tabUntil((focused) => {
      if (focused === after) return true;
      if (focused) reached.push(focused);
      return false;
    });
    const reachedAll = (targets: Element[]) => targets.every((target) => reached.includes(target));
    expect(reachedAll(entries(el))).to.equal(true, 'every entry link is a Tab stop');
    expect(reachedAll([pageButton(el, 'Next page')])).to.equal(true, 'Next page is a Tab stop');
    // On the first page, "Previous page" stays a Tab stop (aria-disabled) so focus is never dropped.
    expect(reachedAll([pageButton(el, 'Previous page')])).to.equal(true, 'Previous page is a Tab stop');
    expect(pageButton(el, 'Previous page').getAttribute('aria-disabled')).to.equal('true');

    const id = entries(el)[0]!.dataset['id']!;
    entries(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await detailShown(el, id);
    await tabUntil(isPart('apply-link'), { max: 3 });
    await aTimeout(0);
  });
});
