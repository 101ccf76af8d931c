/**
 * LazyPartsController against a small host: the detail view's chunk starts loading once a job is
 * to show (not before), the host renders again when it arrives, and its styles join the host's own
 * once. A chunk that can't be loaded is tried once per job shown, and again on `retry()`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, css, type CSSResultOrNative } from 'lit';
import { property } from 'lit/decorators.js';
import { LazyPartsController } from '../../../../src/elements/job-board/controllers/lazy-parts-controller.js';
import { detailChunk, type LazyChunk } from '../../../../src/elements/job-board/lazy-parts.js';

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

/** A detail chunk that fails to load until `arrive()`, counting its loads, as lazy-parts.ts's would (a stale CDN, say). */
class StandInChunk implements LazyChunk<{ detailStyles: CSSResultOrNative }> {
  loads = 0;
  #available = false;
  #loaded: { detailStyles: CSSResultOrNative } | undefined;
  readonly styles = css`
    p {
      margin: 0;
    }
  `;

  get(): { detailStyles: CSSResultOrNative } | undefined {
    return this.#loaded;
  }

  /** Settles a task later, as a request would. A loop of loads stops at 10 (the load never settles): the test fails instead of running on. */
  async load(): Promise<{ detailStyles: CSSResultOrNative }> {
    this.loads += 1;
    if (this.loads > 10) await new Promise(() => undefined);
    await new Promise((resolve) => setTimeout(resolve));
    if (!this.#available) throw new Error('Failed to fetch dynamically imported module');
    return (this.#loaded = { detailStyles: this.styles });
  }

  arrive(): void {
    this.#available = true;
  }
}

const standIn = new StandInChunk();

class FailingPartsTestHost extends LitElement {
  @property() job = '';
  renders = 0;
  readonly parts = new LazyPartsController(this, { detail: standIn, whole: { get: () => undefined } });

  override render() {
    this.renders += 1;
    return html`${standIn.get() ? 'chunk here' : 'no chunk'}`;
  }
}
customElements.define('failing-parts-test-host', FailingPartsTestHost);

describe('LazyPartsController, a chunk that cannot load', () => {
  it('tries once per job shown (no load on every update), renders again, and settles; retry() loads once more', async () => {
    const el = await fixture<FailingPartsTestHost>(html`<failing-parts-test-host></failing-parts-test-host>`);
    expect(standIn.loads, 'loaded for the listing').to.equal(0);
    el.job = 'p1';
    await el.updateComplete;
    expect(standIn.loads).to.equal(1);
    expect(el.parts.pending, 'no load under way for the job').to.be.instanceOf(Promise);
    const renders = el.renders;
    await el.parts.pending;
    await el.updateComplete;
    expect(el.renders, 'not rendered again after the failure').to.be.greaterThan(renders);
    expect(el.parts.pending, 'still waiting after the failure').to.equal(undefined);
    expect(standIn.loads, 'loaded again by the update after the failure').to.equal(1);

    // Updates of the same job (the host's own, the detail request's) try no more.
    for (let count = 0; count < 3; count += 1) {
      el.requestUpdate();
      await el.updateComplete;
    }
    expect(standIn.loads).to.equal(1);
    expect(el.parts.pending).to.equal(undefined);

    // Another job is a new showing: one try for it.
    el.job = 'p2';
    await el.updateComplete;
    await el.parts.pending;
    await el.updateComplete;
    expect(standIn.loads).to.equal(2);
    el.requestUpdate();
    await el.updateComplete;
    expect(standIn.loads).to.equal(2);

    // Retry while it still fails: one more load, then nothing again.
    el.parts.retry();
    await el.updateComplete;
    expect(standIn.loads).to.equal(3);
    await el.parts.pending;
    await el.updateComplete;
    expect(el.parts.pending).to.equal(undefined);
    expect(standIn.loads).to.equal(3);

    // The chunk can be loaded again: Retry brings it, the host renders with it and takes its styles.
    standIn.arrive();
    const own = el.shadowRoot!.adoptedStyleSheets.length;
    el.parts.retry();
    await el.updateComplete;
    expect(standIn.loads).to.equal(4);
    await el.parts.pending;
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('chunk here');
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(own + 1);
    expect(el.shadowRoot!.adoptedStyleSheets.at(-1)).to.equal((standIn.styles as { styleSheet?: CSSStyleSheet }).styleSheet);
  });
});
