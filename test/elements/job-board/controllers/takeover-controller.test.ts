/**
 * TakeoverController against a small host that arrives with server markup (declarative shadow DOM,
 * here attached by hand) and the data it was rendered from: the markup stays till the host ends
 * the takeover, and each part of the data answers one request.
 */
import { expect, html, fixtureCleanup } from '@open-wc/testing';
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { TakeoverController } from '../../../../src/elements/job-board/controllers/takeover-controller.js';
import { PRERENDERED_DATA_ATTRIBUTE } from '../../../../src/elements/job-board/prerendered.js';

class TakeoverTestHost extends LitElement {
  @property() job = '';
  readonly takeover = new TakeoverController(this);

  override connectedCallback(): void {
    // As the board does: before Lit makes the render root.
    this.takeover.begin();
    super.connectedCallback();
  }

  override render() {
    return html`<p class="own">own render</p>`;
  }
}
customElements.define('takeover-test-host', TakeoverTestHost);

const LISTING = { posts: [{ id: 'p1', title: 'One' }, { id: 'p2', title: 'Two' }], page: 1, totalPages: 1, totalCount: 2, limit: 20 };

/** A host with server markup and, unless `data` is undefined, its data script; not yet connected. */
function prerendered(data: unknown, job = ''): TakeoverTestHost {
  const el = document.createElement('takeover-test-host') as TakeoverTestHost;
  if (job) el.job = job;
  el.attachShadow({ mode: 'open' }).innerHTML = '<p class="server">server markup</p>';
  if (data !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.setAttribute(PRERENDERED_DATA_ATTRIBUTE, '');
    script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
    el.append(script);
  }
  return el;
}

const wanted = { whole: false, page: 1, limit: 20, query: '', workplaces: [] };

describe('TakeoverController', () => {
  afterEach(() => {
    fixtureCleanup();
    for (const el of document.querySelectorAll('takeover-test-host')) el.remove();
  });

  it('keeps the server markup till end(), then the own render replaces it', async () => {
    const el = prerendered({ listing: LISTING, pageTitle: 'Careers' });
    document.body.append(el);
    await el.updateComplete;
    expect(el.takeover.holding).to.equal(true);
    expect(el.takeover.pageTitle).to.equal('Careers');
    expect(el.shadowRoot!.querySelector('.server')).to.not.equal(null);
    el.takeover.end();
    expect(el.takeover.holding).to.equal(false);
    expect(el.shadowRoot!.querySelector('.server')).to.equal(null);
    expect(el.shadowRoot!.querySelector('.own')).to.not.equal(null);
  });

  it("hands over the page's answers once; they answer the first matching listing request, once", () => {
    const el = prerendered({ listing: LISTING });
    document.body.append(el);
    const answers = el.takeover.takeAnswers();
    expect(el.takeover.takeAnswers(), 'handed over once').to.equal(undefined);
    expect(answers?.hasListing).to.equal(true);
    expect(answers?.takeListing({ ...wanted, query: 'design' }), 'a filtered listing is not the prerendered page').to.equal(undefined);
    const el2 = prerendered({ listing: LISTING });
    document.body.append(el2);
    const answers2 = el2.takeover.takeAnswers();
    expect(answers2?.takeListing(wanted)?.posts.map((post) => post.id)).to.deep.equal(['p1', 'p2']);
    expect(answers2?.takeListing(wanted), 'taken once').to.equal(undefined);
  });

  it("answers the job page's post once, and only for that job", async () => {
    const el = prerendered({ post: { id: 'p2', title: 'Two' } }, 'p2');
    document.body.append(el);
    const answers = el.takeover.takeAnswers();
    expect(answers?.hasListing).to.equal(false);
    expect(answers?.postId).to.equal('p2');
    expect(answers?.takePost('p1')).to.equal(undefined);
    const el2 = prerendered({ post: { id: 'p2', title: 'Two' } }, 'p2');
    document.body.append(el2);
    const answers2 = el2.takeover.takeAnswers();
    expect(answers2?.takePost('p2')?.title).to.equal('Two');
    expect(answers2?.takePost('p2')).to.equal(undefined);
  });

  it('data it cannot read: said once, the markup goes at the first render and nothing is answered from it', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const el = prerendered('{not json');
      document.body.append(el);
      expect(warnings).to.have.length(1);
      expect(el.takeover.takeAnswers()?.takeListing(wanted)).to.equal(undefined);
      expect(el.takeover.pageTitle).to.equal(undefined);
    } finally {
      console.warn = warn;
    }
  });

  it('a host without a data script drops the server markup and holds nothing', async () => {
    const el = prerendered(undefined);
    document.body.append(el);
    await el.updateComplete;
    expect(el.takeover.holding).to.equal(false);
    expect(el.shadowRoot!.querySelector('.server')).to.equal(null);
  });
});
