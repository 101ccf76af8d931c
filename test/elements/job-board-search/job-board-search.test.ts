import { fixture, fixtureSync, html, expect, oneEvent, waitUntil, aTimeout } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/job-board-search/job-board-search.js';
import { JobBoardSearch } from '../../../src/elements/job-board-search/job-board-search.js';
import type { JobBoardSearchDetail } from '../../../src/events.js';
import { expectColorSchemeFollowsTheme } from '../../helpers/color-scheme.js';
import { boardFixture } from '../../helpers/board.js';
import { createSandbox } from '../../helpers/sandbox.js';
import type { TestBoardState } from '../../context/board-state-host.js';
import '../../context/board-state-host.js';

/** Records every `job-board-search` the element fires. */
function record(el: HTMLElement): JobBoardSearchDetail[] {
  const seen: JobBoardSearchDetail[] = [];
  el.addEventListener('job-board-search', (event) => seen.push(event.detail));
  return seen;
}

function inputOf(el: JobBoardSearch): HTMLInputElement {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('[part~="input"]');
  if (!input) throw new Error('no input part');
  return input;
}

describe('<job-board-search>', () => {
  it('is registered, and registering again does not throw', async () => {
    expect(customElements.get('job-board-search')).to.equal(JobBoardSearch);
    // A second copy of the module (another URL), as when a page loads the package twice.
    const copy = new URL('../../../src/elements/job-board-search/job-board-search.ts?copy', import.meta.url).href;
    await import(copy);
    expect(customElements.get('job-board-search')).to.equal(JobBoardSearch);
  });

  it('has the documented defaults', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search></job-board-search>`);
    expect(el.label).to.equal('Search jobs');
    expect(el.placeholder).to.equal('');
    expect(el.value).to.equal('');
    expect(el.debounce).to.equal(300);
    const input = inputOf(el);
    expect(input.type).to.equal('search');
    expect(input.value).to.equal('');
    expect(input.hasAttribute('placeholder')).to.equal(false);
  });

  it('reads its attributes', async () => {
    const el = await fixture<JobBoardSearch>(
      html`<job-board-search label="Find a role" placeholder="e.g. Designer" value="nurse" debounce="120"></job-board-search>`,
    );
    expect(el.label).to.equal('Find a role');
    expect(el.debounce).to.equal(120);
    const input = inputOf(el);
    expect(input.placeholder).to.equal('e.g. Designer');
    expect(input.value).to.equal('nurse');
    expect(el.shadowRoot!.querySelector('[part~="label"]')!.textContent!.trim()).to.equal('Find a role');
  });

  for (const bad of ['abc', '-5', '']) {
    it(`falls back to 300 ms for debounce="${bad}"`, async () => {
      const el = await fixture<JobBoardSearch>(html`<job-board-search debounce=${bad}></job-board-search>`);
      expect(el.debounce).to.equal(300);
    });
  }

  it('falls back to 300 ms for a negative or non-number debounce property', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search></job-board-search>`);
    el.debounce = -1;
    await el.updateComplete;
    expect(el.debounce).to.equal(300);
    el.debounce = Number.NaN;
    await el.updateComplete;
    expect(el.debounce).to.equal(300);
    el.debounce = 0;
    await el.updateComplete;
    expect(el.debounce).to.equal(0);
  });

  it('renders a native search field in a search form, with parts', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search></job-board-search>`);
    const form = el.shadowRoot!.querySelector('[part~="form"]')!;
    expect(form.localName).to.equal('form');
    expect(form.getAttribute('role')).to.equal('search');
    expect(inputOf(el).localName).to.equal('input');
    expect(inputOf(el).form).to.equal(form);
    expect(el.shadowRoot!.querySelector('[part~="label"]')!.localName).to.equal('label');
  });

  it('names the field with its visible label', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search></job-board-search>`);
    const input = inputOf(el);
    const labels = [...(input.labels ?? [])];
    expect(labels).to.have.length(1);
    expect(labels[0]!.getAttribute('part')).to.equal('label');
    expect(labels[0]!.textContent!.trim()).to.equal('Search jobs');
    expect(labels[0]!.getBoundingClientRect().height).to.be.greaterThan(0);
    el.label = 'Jobs durchsuchen';
    await el.updateComplete;
    expect(input.labels![0]!.textContent!.trim()).to.equal('Jobs durchsuchen');
  });

  it('falls back to the default label when the label is empty', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search label=""></job-board-search>`);
    expect(inputOf(el).labels![0]!.textContent!.trim()).to.equal('Search jobs');
  });

  it('puts its label above a full-width field with a 44 px touch target', async () => {
    // fixtureSync: a plain wrapper would make fixture() wait for an animation frame.
    const wrapper = fixtureSync<HTMLDivElement>(html`<div style="width: 480px"><job-board-search></job-board-search></div>`);
    const el = wrapper.querySelector('job-board-search')!;
    await el.updateComplete;
    const input = inputOf(el).getBoundingClientRect();
    const label = el.shadowRoot!.querySelector('[part~="label"]')!.getBoundingClientRect();
    expect(input.width).to.be.closeTo(480, 0.5);
    expect(input.height).to.be.at.least(44);
    expect(label.bottom).to.be.at.most(input.top);
  });

  it('is accessible', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search placeholder="e.g. Designer"></job-board-search>`);
    await expect(el).to.be.accessible();
  });

  it('focus() moves focus to the field', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search></job-board-search>`);
    el.focus();
    expect(document.activeElement).to.equal(el);
    expect(el.shadowRoot!.activeElement).to.equal(inputOf(el));
  });

  it('fires once, after the pause, with the trimmed query, bubbling and composed', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="150"></job-board-search>`);
    const seen = record(el);
    el.focus();
    const fired = oneEvent(el, 'job-board-search');
    await sendKeys({ type: ' engineer ' });
    expect(el.value).to.equal(' engineer ');
    const event = await fired;
    expect(event.detail).to.deep.equal({ query: 'engineer' });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    await aTimeout(250);
    expect(seen).to.deep.equal([{ query: 'engineer' }]);
  });

  it('waits for the default 300 ms pause before firing', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search></job-board-search>`);
    const seen = record(el);
    let lastInputAt = 0;
    let firedAt = 0;
    el.addEventListener('input', () => (lastInputAt = performance.now()));
    el.addEventListener('job-board-search', () => (firedAt = performance.now()));
    el.focus();
    await sendKeys({ type: 'nur' });
    await aTimeout(150);
    await sendKeys({ type: 'se' });
    await aTimeout(150);
    expect(seen, 'fired before the pause was over').to.deep.equal([]);
    await waitUntil(() => seen.length > 0, 'never fired', { timeout: 2000, interval: 5 });
    expect(firedAt - lastInputAt).to.be.within(290, 600);
    expect(seen).to.deep.equal([{ query: 'nurse' }]);
  });

  it('fires at once on Enter, without navigating, and not again after the pause', async () => {
    // A long pause, so that "at once" can't be mistaken for the pause on a busy machine.
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="1500"></job-board-search>`);
    const seen = record(el);
    const before = location.href;
    el.focus();
    await sendKeys({ type: 'designer' });
    const pressedAt = performance.now();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => seen.length > 0, 'Enter did not fire', { timeout: 1400, interval: 5 });
    expect(performance.now() - pressedAt, 'fired by Enter, not after the pause').to.be.below(1400);
    expect(seen).to.deep.equal([{ query: 'designer' }]);
    await aTimeout(1600);
    expect(seen, 'the debounce fired after Enter').to.deep.equal([{ query: 'designer' }]);
    expect(location.href).to.equal(before);
  });

  it('does not fire the same query twice in a row', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="150"></job-board-search>`);
    const seen = record(el);
    el.focus();
    await sendKeys({ type: 'sales' });
    await waitUntil(() => seen.length === 1, 'no first event');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: ' ' });
    await aTimeout(250);
    expect(seen).to.deep.equal([{ query: 'sales' }]);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    expect(seen).to.deep.equal([{ query: 'sales' }, { query: 'sale' }]);
  });

  it('fires an empty query at once when the field is cleared by its clear button', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search value="nurse" debounce="1000"></job-board-search>`);
    const seen = record(el);
    const input = inputOf(el);
    // What Chromium does when the clear button is clicked: empty the field, then `input` and `search`.
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('search'));
    expect(seen).to.deep.equal([{ query: '' }]);
    expect(el.value).to.equal('');
    await aTimeout(50);
    expect(seen).to.have.length(1);
  });

  it('fires an empty query at once when Escape clears the field', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search value="nurse" debounce="1000"></job-board-search>`);
    const seen = record(el);
    el.focus();
    await sendKeys({ press: 'Escape' });
    expect(inputOf(el).value).to.equal('');
    await waitUntil(() => seen.length > 0, 'no event', { timeout: 300, interval: 5 });
    expect(seen).to.deep.equal([{ query: '' }]);
  });

  it('sets the field from the value property without firing', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="20"></job-board-search>`);
    const seen = record(el);
    el.value = 'product manager';
    await el.updateComplete;
    expect(inputOf(el).value).to.equal('product manager');
    el.setAttribute('value', 'nurse');
    await el.updateComplete;
    expect(inputOf(el).value).to.equal('nurse');
    await aTimeout(80);
    expect(seen).to.deep.equal([]);
  });

  it('does not fire Enter for a query that was set from outside', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="20"></job-board-search>`);
    const seen = record(el);
    el.value = 'nurse';
    await el.updateComplete;
    el.focus();
    await sendKeys({ press: 'Enter' });
    await aTimeout(60);
    expect(seen).to.deep.equal([]);
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    expect(seen).to.deep.equal([{ query: 'nurs' }]);
  });

  it('reflects typing in the value property', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="1000"></job-board-search>`);
    el.focus();
    await sendKeys({ type: 'ux' });
    expect(el.value).to.equal('ux');
  });

  it('keeps what the user is typing when a different value is set meanwhile', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search value="old" debounce="250"></job-board-search>`);
    const seen = record(el);
    el.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: 'er' });
    el.value = 'old';
    await el.updateComplete;
    el.value = 'something else';
    await el.updateComplete;
    expect(inputOf(el).value).to.equal('older');
    expect(el.value).to.equal('older');
    await waitUntil(() => seen.length > 0, 'the pending query was lost');
    expect(seen).to.deep.equal([{ query: 'older' }]);
  });

  it('keeps a trailing space when the owner echoes the trimmed query back', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="150"></job-board-search>`);
    const seen = record(el);
    el.addEventListener('job-board-search', (event) => {
      el.value = event.detail.query;
    });
    el.focus();
    await sendKeys({ type: 'senior ' });
    await waitUntil(() => seen.length === 1);
    await el.updateComplete;
    expect(inputOf(el).value).to.equal('senior ');
    await sendKeys({ type: 'nurse' });
    await waitUntil(() => seen.length === 2);
    expect(seen).to.deep.equal([{ query: 'senior' }, { query: 'senior nurse' }]);
  });

  it('lets an outside value win, and drops the pending query, when the field is not focused', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="200"></job-board-search>`);
    const seen = record(el);
    el.focus();
    await sendKeys({ type: 'draft' });
    inputOf(el).blur();
    el.value = '';
    await el.updateComplete;
    expect(inputOf(el).value).to.equal('');
    await aTimeout(350);
    expect(seen).to.deep.equal([]);
  });

  it('cancels the pending query when removed from the page', async () => {
    const el = await fixture<JobBoardSearch>(html`<job-board-search debounce="150"></job-board-search>`);
    const seen = record(el);
    el.focus();
    await sendKeys({ type: 'gone' });
    el.remove();
    await aTimeout(300);
    expect(seen).to.deep.equal([]);
  });

  it('reaches listeners outside a shadow root', async () => {
    const host = fixtureSync<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const el = document.createElement('job-board-search');
    // Enter fires at once: with a short debounce, two keys typed over CDP on a loaded machine can
    // lie further apart than it, and fire "q" first.
    el.debounce = 5000;
    root.append(el);
    await el.updateComplete;
    const fired = oneEvent(host, 'job-board-search');
    el.focus();
    await sendKeys({ type: 'qa' });
    await sendKeys({ press: 'Enter' });
    expect((await fired).detail).to.deep.equal({ query: 'qa' });
  });

  it('puts its native field in the scheme --job-board-color-scheme names, else the page’s', () =>
    expectColorSchemeFollowsTheme(html`<div style="color-scheme: light"><job-board-search></job-board-search></div>`, 'job-board-search', 'input'));
});

describe('<job-board-search> in a board', () => {
  function labelOf(el: JobBoardSearch): string {
    return el.shadowRoot!.querySelector('[part~="label"]')!.textContent!.trim();
  }

  it("shows the board's query, and leaves its own value to the page", async () => {
    const board = await fixture<TestBoardState>(html`<test-board-state><job-board-search value="nurse"></job-board-search></test-board-state>`);
    const el = board.querySelector('job-board-search')!;
    board.set({ query: 'designer' });
    await el.updateComplete;
    expect(inputOf(el).value).to.equal('designer');
    expect(el.value).to.equal('nurse');
    board.set({ query: '' });
    await el.updateComplete;
    expect(inputOf(el).value).to.equal('');
    // Out of the board, the field shows the element's own value again.
    board.after(el);
    try {
      await el.updateComplete;
      expect(inputOf(el).value).to.equal('nurse');
    } finally {
      el.remove();
    }
  });

  it("uses the board's strings, under a label of its own (bug 5)", async () => {
    const sandbox = await createSandbox();
    const board = await boardFixture(sandbox, {}, {
      children: '<job-board-search></job-board-search><job-board-search label="Look for"></job-board-search>',
      properties: { strings: { searchLabel: 'Find a role' } },
    });
    const [plain, labelled] = board.querySelectorAll('job-board-search');
    await plain!.updateComplete;
    await labelled!.updateComplete;
    expect(labelOf(plain!)).to.equal('Find a role');
    expect(labelOf(labelled!)).to.equal('Look for', "the element's own label wins");
    board.strings = {};
    await board.updateComplete;
    await plain!.updateComplete;
    expect(labelOf(plain!)).to.equal('Search jobs');
  });
});
