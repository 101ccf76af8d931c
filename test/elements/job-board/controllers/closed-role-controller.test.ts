/**
 * ClosedRoleController against a small host and a stand-in router: a closed or unknown job (404
 * `ERR_NOT_FOUND`) takes the board to the listing, page 1, in place of the current history entry,
 * with a notice that lasts only as long as the route it was given on; any other failure is left to
 * the error view.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ClosedRoleController, type ClosedRoleRouter } from '../../../../src/elements/job-board/controllers/closed-role-controller.js';
import type { FocusTarget } from '../../../../src/elements/job-board/controllers/focus-controller.js';
import { JobBoardApiError } from '../../../../src/client/errors.js';
import type { BoardRoute } from '../../../../src/routing/route-params.js';

const LISTING: BoardRoute = { page: 1, query: '', workplaces: [], department: '', office: '', employmentType: '', job: '' };

/** The route's owner as the URL controller is: `navigate` changes the route, recorded with how. */
class StandInRouter implements ClosedRoleRouter {
  route: BoardRoute = { ...LISTING, page: 3, query: 'design', job: 'closed-1' };
  readonly moves: { change: Partial<BoardRoute>; how: 'replace' }[] = [];

  navigate(change: Partial<BoardRoute>, how: 'replace'): boolean {
    this.moves.push({ change, how });
    this.route = { ...this.route, ...change };
    return true;
  }
}

class ClosedRoleTestHost extends LitElement {
  readonly router = new StandInRouter();
  readonly focusTargets: FocusTarget[] = [];
  moved = 0;
  readonly closed = new ClosedRoleController(this, {
    route: this.router,
    focus: { follow: (target) => this.focusTargets.push(target) },
  });

  /** As the board does in its update: hands the data's failure on, and counts the moves it is told of. */
  follow(failure: unknown): void {
    if (this.closed.follow(failure)) this.moved += 1;
  }

  override render() {
    return html`${this.closed.notice ? 'This job is no longer open.' : ''}`;
  }
}
customElements.define('closed-role-test-host', ClosedRoleTestHost);

const notFound = () => new JobBoardApiError({ status: 404, code: 'ERR_NOT_FOUND', message: 'Job post not found.' });

describe('ClosedRoleController', () => {
  let el: ClosedRoleTestHost;
  beforeEach(async () => {
    el = await fixture<ClosedRoleTestHost>(html`<closed-role-test-host></closed-role-test-host>`);
  });

  it('takes a closed job to the listing, page 1, in place of the entry, with the notice, focus to the page, and tells the host', async () => {
    expect(el.closed.notice).to.equal(false);
    el.follow(notFound());
    expect(el.router.moves).to.deep.equal([{ change: { job: '', page: 1 }, how: 'replace' }]);
    // The search stays: only the job and the page change.
    expect(el.router.route).to.deep.equal({ ...LISTING, query: 'design' });
    expect(el.closed.notice).to.equal(true);
    expect(el.focusTargets).to.deep.equal([{ to: 'page' }]);
    expect(el.moved).to.equal(1);
    el.requestUpdate();
    await el.updateComplete;
    expect(el.shadowRoot!.textContent, 'the notice went on the same route').to.contain('no longer open');
  });

  it('leaves every other failure to the error view: no move, no notice', async () => {
    const others: unknown[] = [
      new JobBoardApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }),
      new JobBoardApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Server error' }),
      new JobBoardApiError({ status: 404, code: 'ERR_BOARD_NOT_FOUND', message: 'No such board' }),
      new Error('ERR_NOT_FOUND'),
      { code: 'ERR_NOT_FOUND' },
    ];
    for (const error of others) el.follow(error);
    el.follow(undefined);
    expect(el.router.moves).to.deep.equal([]);
    expect(el.closed.notice).to.equal(false);
    expect(el.focusTargets).to.deep.equal([]);
    expect(el.moved).to.equal(0);
  });

  it('takes the notice away at the first update after any move from its route', async () => {
    el.follow(notFound());
    el.requestUpdate();
    await el.updateComplete;
    expect(el.closed.notice).to.equal(true);

    el.router.route = { ...el.router.route, page: 2 };
    el.requestUpdate();
    await el.updateComplete;
    expect(el.closed.notice).to.equal(false);
    expect(el.shadowRoot!.textContent).to.not.contain('no longer open');

    // Coming back to the route it was given on does not bring it back.
    el.router.route = { ...el.router.route, page: 1 };
    el.requestUpdate();
    await el.updateComplete;
    expect(el.closed.notice).to.equal(false);
  });

  it('follows each failure once: the same value handed on again at the next update moves nothing', async () => {
    const failure = notFound();
    el.follow(failure);
    el.follow(failure);
    el.requestUpdate();
    await el.updateComplete;
    el.follow(failure);
    expect(el.router.moves).to.have.length(1);
    expect(el.moved).to.equal(1);
  });

  it('gives the notice again for the next closed job', async () => {
    el.follow(notFound());
    el.router.route = { ...el.router.route, job: 'closed-2' };
    el.requestUpdate();
    await el.updateComplete;
    expect(el.closed.notice).to.equal(false);
    el.follow(notFound());
    expect(el.closed.notice).to.equal(true);
    expect(el.router.moves).to.have.length(2);
    expect(el.moved).to.equal(2);
  });
});
