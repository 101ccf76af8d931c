/**
 * LazyPartsController against a small host: the detail view's chunk starts loading once a job is
 * to show (not before), the host renders again when it arrives, and its styles join the host's own
 * once.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, css } from 'lit';
import { property } from 'lit/decorators.js';
import { LazyPartsController } from '../../../../src/elements/job-board/controllers/lazy-parts-controller.js';
import { detailChunk } from '../../../../src/elements/job-board/lazy-parts.js';

class LazyPartsTestHost extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
  `;
  @property() job = '';
  renders = 0;
  readonly parts = new LazyPartsController(this);

  override render() {
    this.renders += 1;
    return html`${detailChunk.get() ? 'chunk here' : 'no chunk'}`;
  }
}
customElements.define('lazy-parts-test-host', LazyPartsTestHost);

describe('LazyPartsController', () => {
  it('loads nothing for the listing; loads the detail chunk for a job, renders again, and adopts its styles once', async () => {
    const el = await fixture<LazyPartsTestHost>(html`<lazy-parts-test-host></lazy-parts-test-host>`);
    // This file's page loads the chunk only here (each test file has a page of its own).
    expect(detailChunk.get(), 'loaded for the listing').to.equal(undefined);
    expect(el.parts.pending).to.equal(undefined);
    const own = el.shadowRoot!.adoptedStyleSheets.length;

    el.job = 'p1';
    await el.updateComplete;
    const pending = el.parts.pending;
    expect(pending, 'no load started for a job').to.be.instanceOf(Promise);
    const renders = el.renders;
    await pending;
    await el.updateComplete;
    expect(el.renders, 'not rendered again when the chunk came').to.be.greaterThan(renders);
    expect(el.shadowRoot!.textContent).to.contain('chunk here');
    expect(el.parts.pending).to.equal(undefined);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(own + 1);

    el.job = 'p2';
    await el.updateComplete;
    el.requestUpdate();
    await el.updateComplete;
    expect(el.shadowRoot!.adoptedStyleSheets.length, 'the styles adopted again').to.equal(own + 1);
  });
});
