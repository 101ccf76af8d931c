/**
 * NavigationController against a small host: each move goes through the route's owner (a stand-in
 * here that records them), tells the page with `job-board-change` when a visitor made it, lets the
 * page veto an opening, and says where focus goes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { JobPost } from '../../../../src/client/index.js';
import { NavigationController, type RouteOwner } from '../../../../src/elements/job-board/controllers/navigation-controller.js';
import type { FocusTarget } from '../../../../src/elements/job-board/controllers/focus-controller.js';
import type { JobBoardChangeDetail } from '../../../../src/events.js';
import type { BoardRoute } from '../../../../src/routing/route-params.js';

const POSTS = [
  { id: 'p1', title: 'One' },
  { id: 'p2', title: 'Two' },
] as JobPost[];

class NavigationTestHost extends LitElement {
  @property({ type: Number }) page = 1;
  @property() query = '';
  @property({ type: Array }) workplaces: string[] = [];
  @property() department = '';
  @property() office = '';
  @property() employmentType = '';
  @property() job = '';
  posts: JobPost[] = POSTS;

  moves: Partial<BoardRoute>[] = [];
  focusRequests: FocusTarget[] = [];

  readonly owner: RouteOwner = {
    route: undefined as unknown as BoardRoute,
    navigate: (change) => {
      this.moves.push(change);
      Object.assign(this, change);
      return true;
    },
  };

  readonly nav: NavigationController;

  constructor() {
    super();
    const host = this;
    Object.defineProperty(this.owner, 'route', {
      get: (): BoardRoute => ({ page: host.page, query: host.query, workplaces: [...host.workplaces], department: host.department, office: host.office, employmentType: host.employmentType, job: host.job }),
    });
    this.nav = new NavigationController(this, { route: this.owner, focus: { request: (target) => this.focusRequests.push(target) } });
  }

  override render() {
    return html`<slot></slot>`;
  }
}
customElements.define('navigation-test-host', NavigationTestHost);

function changes(el: HTMLElement): JobBoardChangeDetail[] {
  const seen: JobBoardChangeDetail[] = [];
  el.addEventListener('job-board-change', (event) => seen.push(event.detail));
  return seen;
}

function click(init: MouseEventInit = {}): MouseEvent {
  return new MouseEvent('click', { button: 0, cancelable: true, ...init });
}

describe('NavigationController', () => {
  let el: NavigationTestHost;
  let child: HTMLElement;
  beforeEach(async () => {
    el = await fixture<NavigationTestHost>(html`<navigation-test-host page="3"><span></span></navigation-test-host>`);
    el.page = 3;
    child = el.querySelector('span')!;
  });

  it("a control's search moves to page 1 with the words, and tells the page", async () => {
    const seen = changes(el);
    child.dispatchEvent(new CustomEvent('job-board-search', { detail: { query: 'design' }, bubbles: true, composed: true }));
    expect(el.moves).to.deep.equal([{ query: 'design', page: 1 }]);
    expect(seen).to.have.length(1);
    expect(seen[0]).to.include({ query: 'design', page: 1 });
    // The same words again (Enter on the same search) change nothing.
    child.dispatchEvent(new CustomEvent('job-board-search', { detail: { query: 'design' }, bubbles: true, composed: true }));
    expect(el.moves).to.have.length(1);
  });

  it('a workplace selection and a filter move to page 1, the filter by its property', () => {
    child.dispatchEvent(new CustomEvent('job-board-workplaces', { detail: { workplaces: ['remote,hybrid'] }, bubbles: true }));
    child.dispatchEvent(new CustomEvent('job-board-filter', { detail: { by: 'employment-type', value: 'full_time' }, bubbles: true }));
    expect(el.moves).to.deep.equal([
      { workplaces: ['remote,hybrid'], page: 1 },
      { employmentType: 'full_time', page: 1 },
    ]);
  });

  it('stops listening when the host leaves the page', () => {
    el.remove();
    child.dispatchEvent(new CustomEvent('job-board-search', { detail: { query: 'x' }, bubbles: true }));
    expect(el.moves).to.deep.equal([]);
  });

  it('a plain click on an entry opens it after job-board-select, focus to the detail; a cancelled select stops everything', () => {
    const selects: string[] = [];
    el.addEventListener('job-board-select', (event) => {
      selects.push(event.detail.id);
      if (event.detail.id === 'p2') event.preventDefault();
    });
    const blocked = click();
    el.nav.handleEntryClick(blocked, { id: 'p2', post: POSTS[1]! });
    expect(blocked.defaultPrevented, 'the link is not followed').to.equal(true);
    expect(el.moves).to.deep.equal([]);
    el.nav.handleEntryClick(click(), { id: 'p1', post: POSTS[0]! });
    expect(selects).to.deep.equal(['p2', 'p1']);
    expect(el.moves).to.deep.equal([{ job: 'p1' }]);
    expect(el.nav.opened).to.equal(POSTS[0]);
    expect(el.focusRequests).to.deep.equal([{ to: 'detail' }]);
  });

  it('leaves a modified click (a new tab) to the browser', () => {
    const event = click({ ctrlKey: true });
    el.nav.handleEntryClick(event, { id: 'p1', post: POSTS[0]! });
    el.nav.handleBack(click({ metaKey: true }));
    expect(event.defaultPrevented).to.equal(false);
    expect(el.moves).to.deep.equal([]);
  });

  it('showJob and showList move without job-board-change, focus following', () => {
    const seen = changes(el);
    el.nav.showJob('p2');
    expect(el.nav.opened).to.equal(POSTS[1]);
    el.nav.showList();
    expect(el.moves).to.deep.equal([{ job: 'p2' }, { job: '' }]);
    expect(el.focusRequests).to.deep.equal([{ to: 'detail' }, { to: 'entry', id: 'p2' }]);
    expect(seen).to.deep.equal([]);
  });

  it('"Show more jobs" goes a page on, focus to the first new entry; the pager to its page, never the same one', () => {
    el.nav.handleMore();
    expect(el.focusRequests).to.deep.equal([{ to: 'index', index: 2 }]);
    el.nav.handlePage(4);
    el.nav.handlePage(2);
    expect(el.moves).to.deep.equal([{ page: 4 }, { page: 2 }]);
  });
});
