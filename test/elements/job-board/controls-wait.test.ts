/**
 * ControlsWait against a small host: whether the host's own chunked controls (`<job-board-search>`,
 * `<job-board-workplace-filter>`) are still undefined, the script-tag build's loader asked for
 * their chunk, the update it asks for when one is defined, and the end of the wait when one never
 * is. A file of its own: nothing here defines the real controls, so the page has them undefined
 * until a test defines a stand-in.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { ControlsWait, useControlsLoader } from '../../../src/elements/job-board/controls-wait.js';

class WaitTestHost extends LitElement {
  readonly wait = new ControlsWait(this);
  /** What `pending()` said in each update. */
  readonly seen: boolean[] = [];

  protected override willUpdate(): void {
    this.seen.push(this.wait.pending());
  }
}
customElements.define('controls-wait-test-host', WaitTestHost);

describe('ControlsWait', function () {
  this.timeout(10000);

  it('nothing is pending without a control, or with another element', async () => {
    const host = await fixture<WaitTestHost>(html`<controls-wait-test-host><job-board-filter></job-board-filter><p>Jobs</p></controls-wait-test-host>`);
    expect(host.seen).to.deep.equal([false]);
  });

  it('an undefined control is pending, inside a wrapper too, and its chunk asked for; once it is defined the host updates and nothing is pending', async () => {
    // The script-tag build's loader (from here on for this page: the build hands it over once).
    let asked = 0;
    useControlsLoader(() => (asked += 1));
    const host = await fixture<WaitTestHost>(html`<controls-wait-test-host><div><job-board-search></job-board-search></div></controls-wait-test-host>`);
    expect(host.seen).to.deep.equal([true]);
    expect(asked, 'the controls’ chunk asked for').to.equal(1);
    customElements.define('job-board-search', class extends HTMLElement {});
    await waitUntil(() => host.seen.length === 2, 'the host did not update when the control was defined');
    expect(host.seen).to.deep.equal([true, false]);
  });

  it('a control that is never defined holds the views back 3 s, then no longer', async () => {
    const host = await fixture<WaitTestHost>(html`<controls-wait-test-host><job-board-workplace-filter></job-board-workplace-filter></controls-wait-test-host>`);
    const started = performance.now();
    host.requestUpdate();
    await host.updateComplete;
    // Asked again in a later update, it starts no second wait.
    expect(host.seen).to.deep.equal([true, true]);
    await waitUntil(() => host.seen.length === 3, 'the wait never ended', { timeout: 5000 });
    expect(performance.now() - started).to.be.within(2900, 4000);
    // One wait, so one update at its end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(host.seen).to.deep.equal([true, true, false]);
    expect(customElements.get('job-board-workplace-filter')).to.equal(undefined);
  });
});
