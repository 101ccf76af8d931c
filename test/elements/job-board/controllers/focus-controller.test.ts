/**
 * FocusController against a small host: where focus goes as the view changes, once the host says
 * its views show (a value it hands on after each update), and where it goes when a render removed the focused element.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { FocusController } from '../../../../src/elements/job-board/controllers/focus-controller.js';

class FocusTestHost extends LitElement {
  @property() job = '';
  @property() status = 'ready';
  @property({ type: Array }) ids: string[] = ['a', 'b', 'c'];
  @property({ type: Boolean }) shown = true;

  readonly focusing = new FocusController(this);

  protected override updated(): void {
    this.focusing.settle(this.shown);
  }

  override render() {
    if (this.job) return html`<a part="back-link" href="#">Back</a><h2 part="detail-title" tabindex="-1">${this.job}</h2>`;
    return html`<p part="summary" tabindex="-1">${this.ids.length} jobs</p>
      <ul>
        ${this.ids.map((id) => html`<li><a class="item-link" data-id=${id} href="#${id}">${id}</a></li>`)}
      </ul>`;
  }
}
customElements.define('focus-test-host', FocusTestHost);

function focused(el: FocusTestHost): Element | null {
  return el.shadowRoot!.activeElement;
}

describe('FocusController', () => {
  let el: FocusTestHost;
  beforeEach(async () => {
    el = await fixture<FocusTestHost>(html`<focus-test-host></focus-test-host>`);
  });

  it('moves focus to the detail heading once the detail shows', async () => {
    el.focusing.request({ to: 'detail' });
    el.job = 'b';
    await el.updateComplete;
    expect(focused(el)?.getAttribute('part')).to.equal('detail-title');
  });

  it('waits till the host shows its views', async () => {
    el.shown = false;
    el.focusing.request({ to: 'detail' });
    el.job = 'b';
    await el.updateComplete;
    expect(focused(el)).to.equal(null);
    el.shown = true;
    await el.updateComplete;
    expect(focused(el)?.getAttribute('part')).to.equal('detail-title');
  });

  it('returns to the entry left, waiting while the listing loads', async () => {
    el.job = 'x';
    await el.updateComplete;
    el.focusing.request({ to: 'entry', id: 'd' });
    el.job = '';
    el.status = 'loading';
    await el.updateComplete;
    expect(focused(el), 'nothing focused while the listing loads').to.equal(null);
    el.ids = ['c', 'd'];
    el.status = 'ready';
    await el.updateComplete;
    expect(focused(el)?.getAttribute('data-id')).to.equal('d');
  });

  it('focuses the result count when the entry left is not on the listing returned to', async () => {
    el.job = 'x';
    await el.updateComplete;
    el.focusing.request({ to: 'entry', id: 'gone' });
    el.job = '';
    await el.updateComplete;
    expect(focused(el)?.getAttribute('part')).to.equal('summary');
    // Done: a later listing that happens to hold the entry does not pull focus to it.
    el.shadowRoot!.querySelector<HTMLElement>('a[data-id="a"]')!.focus();
    el.ids = ['a', 'gone'];
    await el.updateComplete;
    expect(focused(el)?.getAttribute('data-id')).to.equal('a');
  });

  it('focuses the first new entry after "Show more jobs"', async () => {
    el.focusing.request({ to: 'index', index: 3 });
    el.ids = ['a', 'b', 'c', 'd', 'e'];
    await el.updateComplete;
    expect(focused(el)?.getAttribute('data-id')).to.equal('d');
  });

  it('rescues focus a render removed: to the start of the view shown, not the body', async () => {
    el.shadowRoot!.querySelector<HTMLElement>('a[data-id="b"]')!.focus();
    el.ids = ['a'];
    await el.updateComplete;
    expect(focused(el)?.getAttribute('part')).to.equal('summary');
  });

  it('leaves focus outside the board alone', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    el.ids = ['a'];
    await el.updateComplete;
    expect(document.activeElement).to.equal(outside);
    outside.remove();
  });
});
