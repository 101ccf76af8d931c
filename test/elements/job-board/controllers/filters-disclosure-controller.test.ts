/**
 * FiltersDisclosureController against a small host with a default slot, as the board's controls
 * area has: whether the board holds a filter control (anywhere inside it, a wrapper's too, put in
 * at any time), how many filters are active, and the disclosure's toggle. Every change the
 * controller sees renders the host again.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { FiltersDisclosureController } from '../../../../src/elements/job-board/controllers/filters-disclosure-controller.js';

class FiltersDisclosureTestHost extends LitElement {
  @property({ attribute: false }) workplaces: string[] = [];
  @property() department = '';
  @property() office = '';
  @property({ attribute: 'employment-type' }) employmentType = '';
  readonly filters = new FiltersDisclosureController(this);
  /** What each render saw: whether there were filters, and whether they were expanded. */
  readonly seen: { hasFilters: boolean; expanded: boolean }[] = [];

  override render() {
    this.seen.push({ hasFilters: this.filters.hasFilters, expanded: this.filters.expanded });
    return html`<slot @slotchange=${this.filters.handleSlotChange}></slot>`;
  }
}
customElements.define('filters-disclosure-test-host', FiltersDisclosureTestHost);

const lastSeen = (el: FiltersDisclosureTestHost) => el.seen.at(-1)!;

/** Waits until the host has rendered with `hasFilters` as expected (a mutation or slot change comes a task later). */
async function rendersWith(el: FiltersDisclosureTestHost, hasFilters: boolean, what: string): Promise<void> {
  await waitUntil(() => lastSeen(el).hasFilters === hasFilters, what, { timeout: 2000 });
}

describe('FiltersDisclosureController', () => {
  it('knows a filter that is a direct child from the first render on, the workplace filter too', async () => {
    for (const tag of ['job-board-filter', 'job-board-workplace-filter']) {
      const el = await fixture<FiltersDisclosureTestHost>(`<filters-disclosure-test-host><job-board-search></job-board-search><${tag}></${tag}></filters-disclosure-test-host>`);
      expect(el.seen[0], tag).to.deep.equal({ hasFilters: true, expanded: false });
    }
  });

  it('has no filters with only the search and a site’s own controls', async () => {
    const el = await fixture<FiltersDisclosureTestHost>(`<filters-disclosure-test-host><job-board-search></job-board-search><select><option>Any</option></select></filters-disclosure-test-host>`);
    expect(el.filters.hasFilters).to.equal(false);
    expect(el.seen.every((seen) => !seen.hasFilters)).to.equal(true);
  });

  it('knows a filter inside a wrapper, from the start and when one is put in or taken out later', async () => {
    const el = await fixture<FiltersDisclosureTestHost>(`<filters-disclosure-test-host><div><div><job-board-filter></job-board-filter></div></div></filters-disclosure-test-host>`);
    expect(el.seen[0]!.hasFilters, 'a wrapped filter at the start').to.equal(true);

    // Into a wrapper already slotted: no slot change on the host, only the wrapper's children change.
    el.querySelector('job-board-filter')!.remove();
    await rendersWith(el, false, 'the removed filter still counted');
    el.querySelector('div div')!.append(document.createElement('job-board-workplace-filter'));
    await rendersWith(el, true, 'the filter put into the wrapper not seen');
  });

  it('watches a wrapper put into a board that had no children', async () => {
    const el = await fixture<FiltersDisclosureTestHost>(html`<filters-disclosure-test-host></filters-disclosure-test-host>`);
    const wrapper = document.createElement('div');
    el.append(wrapper);
    await el.updateComplete;
    expect(el.filters.hasFilters).to.equal(false);
    wrapper.append(document.createElement('job-board-filter'));
    await rendersWith(el, true, 'the filter put into the new wrapper not seen');
  });

  it('renders the host again when a job-board-filter joins a workplace filter (whole-board mode turns on)', async () => {
    const el = await fixture<FiltersDisclosureTestHost>(`<filters-disclosure-test-host><div><job-board-workplace-filter></job-board-workplace-filter></div></filters-disclosure-test-host>`);
    const renders = el.seen.length;
    el.querySelector('div')!.append(document.createElement('job-board-filter'));
    await waitUntil(() => el.seen.length > renders, 'not rendered again for the board’s own filter', { timeout: 2000 });
  });

  it('reads the board again when it comes back to the page, after a change made while it was away', async () => {
    const el = await fixture<FiltersDisclosureTestHost>(`<filters-disclosure-test-host><div></div></filters-disclosure-test-host>`);
    const parent = el.parentElement!;
    el.remove();
    el.querySelector('div')!.append(document.createElement('job-board-filter'));
    parent.append(el);
    await rendersWith(el, true, 'the filter put in while away not seen');
  });

  it('counts each workplace chosen and each filter with a value', async () => {
    const el = await fixture<FiltersDisclosureTestHost>(html`<filters-disclosure-test-host></filters-disclosure-test-host>`);
    expect(el.filters.active).to.equal(0);
    el.workplaces = ['remote', 'hybrid'];
    el.department = 'Design';
    el.employmentType = 'full_time';
    expect(el.filters.active).to.equal(4);
    el.office = 'Berlin';
    el.workplaces = [];
    expect(el.filters.active).to.equal(3);
  });

  it('toggles the filters open and closed, rendering the host each time', async () => {
    const el = await fixture<FiltersDisclosureTestHost>(`<filters-disclosure-test-host><job-board-filter></job-board-filter></filters-disclosure-test-host>`);
    el.filters.toggle();
    await el.updateComplete;
    expect(lastSeen(el).expanded).to.equal(true);
    el.filters.toggle();
    await el.updateComplete;
    expect(lastSeen(el).expanded).to.equal(false);
  });
});
