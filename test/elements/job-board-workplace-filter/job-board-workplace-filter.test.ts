import { fixture, fixtureSync, html, expect, oneEvent, waitUntil, aTimeout } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/elements/job-board-workplace-filter/job-board-workplace-filter.js';
import { JobBoardWorkplaceFilter } from '../../../src/elements/job-board-workplace-filter/job-board-workplace-filter.js';
import type { JobBoardWorkplacesDetail } from '../../../src/events.js';
import { expectColorSchemeFollowsTheme } from '../../helpers/color-scheme.js';
import { boardFixture } from '../../helpers/board.js';
import { createSandbox } from '../../helpers/sandbox.js';
import type { TestBoardState } from '../../context/board-state-host.js';
import '../../context/board-state-host.js';

type Filter = JobBoardWorkplaceFilter;

function record(el: HTMLElement): JobBoardWorkplacesDetail[] {
  const seen: JobBoardWorkplacesDetail[] = [];
  el.addEventListener('job-board-workplaces', (event) => seen.push(event.detail));
  return seen;
}

function boxes(el: Filter): HTMLInputElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('input')];
}

function box(el: Filter, value: string): HTMLInputElement {
  const found = boxes(el).find((input) => input.value === value);
  if (!found) throw new Error(`no checkbox for ${value}`);
  return found;
}

/** The visible text of each option, in order. */
function texts(el: Filter): string[] {
  return [...el.shadowRoot!.querySelectorAll('[part~="option"]')].map((label) => label.textContent!.trim());
}

function checkedValues(el: Filter): string[] {
  return boxes(el)
    .filter((input) => input.checked)
    .map((input) => input.value);
}

describe('<job-board-workplace-filter>', () => {
  it('is registered, and registering again does not throw', async () => {
    expect(customElements.get('job-board-workplace-filter')).to.equal(JobBoardWorkplaceFilter);
    const copy = new URL(
      '../../../src/elements/job-board-workplace-filter/job-board-workplace-filter.ts?copy',
      import.meta.url,
    ).href;
    await import(copy);
    expect(customElements.get('job-board-workplace-filter')).to.equal(JobBoardWorkplaceFilter);
  });

  it('has the documented defaults', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter></job-board-workplace-filter>`);
    expect(el.label).to.equal('Workplace');
    expect(el.options).to.deep.equal(['remote', 'hybrid', 'on_site']);
    expect(el.value).to.deep.equal([]);
    expect(boxes(el).map((input) => input.value)).to.deep.equal(['remote', 'hybrid', 'on_site']);
    expect(texts(el)).to.deep.equal(['Remote', 'Hybrid', 'On site']);
    expect(checkedValues(el)).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[part~="label"]')!.textContent!.trim()).to.equal('Workplace');
  });

  it('renders native checkboxes with their value attribute, each wrapped by a visible label', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter></job-board-workplace-filter>`);
    for (const input of boxes(el)) {
      expect(input.type).to.equal('checkbox');
      expect(input.getAttribute('value')).to.equal(input.value);
      const labels = [...(input.labels ?? [])];
      expect(labels).to.have.length(1);
      expect(labels[0]!.contains(input)).to.equal(true);
      expect(labels[0]!.getAttribute('part')!.split(' ')).to.include('option');
      expect(labels[0]!.getBoundingClientRect().height).to.be.at.least(44);
      expect(input.getBoundingClientRect().width, 'the checkbox stays visible').to.be.greaterThan(10);
    }
  });

  it('groups the options in a fieldset named by its legend', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter label="Arbeitsort"></job-board-workplace-filter>`);
    const fieldset = el.shadowRoot!.querySelector('[part~="fieldset"]')!;
    expect(fieldset.localName).to.equal('fieldset');
    const legend = fieldset.querySelector('[part~="label"]')!;
    expect(legend.localName).to.equal('legend');
    expect(legend.textContent!.trim()).to.equal('Arbeitsort');
    expect(fieldset.querySelectorAll('[part~="options"] [part~="option"] [part~="checkbox"]')).to.have.length(3);
  });

  it('falls back to the default label when the label is empty', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter label=" "></job-board-workplace-filter>`);
    expect(el.shadowRoot!.querySelector('legend')!.textContent!.trim()).to.equal('Workplace');
  });

  it('is accessible, with checked and unchecked options', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter value="hybrid"></job-board-workplace-filter>`);
    await expect(el).to.be.accessible();
  });

  it('reads options from a comma-separated attribute and humanises them', async () => {
    const el = await fixture<Filter>(
      html`<job-board-workplace-filter options=" on_site , remote,,FLEXIBLE,remote"></job-board-workplace-filter>`,
    );
    expect(el.options).to.deep.equal(['on_site', 'remote', 'FLEXIBLE']);
    expect(texts(el)).to.deep.equal(['On site', 'Remote', 'Flexible']);
    expect(boxes(el).map((input) => input.value)).to.deep.equal(['on_site', 'remote', 'FLEXIBLE']);
  });

  it('preselects from the value attribute, read as a string array', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter value="on_site, remote"></job-board-workplace-filter>`);
    expect(el.value).to.deep.equal(['on_site', 'remote']);
    expect(checkedValues(el)).to.deep.equal(['remote', 'on_site']);
  });

  it('sets the selection from the value property without firing', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter></job-board-workplace-filter>`);
    const seen = record(el);
    el.value = ['hybrid'];
    await el.updateComplete;
    expect(checkedValues(el)).to.deep.equal(['hybrid']);
    el.value = [];
    await el.updateComplete;
    expect(checkedValues(el)).to.deep.equal([]);
    el.setAttribute('value', 'remote');
    await el.updateComplete;
    expect(checkedValues(el)).to.deep.equal(['remote']);
    await aTimeout(20);
    expect(seen).to.deep.equal([]);
  });

  it('shows a selected value it does not know, humanised, and never drops it', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter value="flexible,remote"></job-board-workplace-filter>`);
    expect(texts(el)).to.deep.equal(['Remote', 'Hybrid', 'On site', 'Flexible']);
    expect(checkedValues(el)).to.deep.equal(['remote', 'flexible']);
    expect(el.value).to.deep.equal(['flexible', 'remote']);

    const seen = record(el);
    box(el, 'hybrid').click();
    expect(seen.at(-1)).to.deep.equal({ workplaces: ['remote', 'hybrid', 'flexible'] });

    // Unchecked, it stays in place, so nothing moves under the pointer.
    box(el, 'flexible').click();
    await el.updateComplete;
    expect(seen.at(-1)).to.deep.equal({ workplaces: ['remote', 'hybrid'] });
    expect(texts(el)).to.deep.equal(['Remote', 'Hybrid', 'On site', 'Flexible']);
    box(el, 'flexible').click();
    expect(seen.at(-1)).to.deep.equal({ workplaces: ['remote', 'hybrid', 'flexible'] });
  });

  it('shows an unknown value set through the property', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter></job-board-workplace-filter>`);
    el.value = ['field_based'];
    await el.updateComplete;
    expect(texts(el)).to.deep.equal(['Remote', 'Hybrid', 'On site', 'Field based']);
    expect(checkedValues(el)).to.deep.equal(['field_based']);
  });

  it('fires on change with the selection in the order of the options, bubbling and composed', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter></job-board-workplace-filter>`);
    let fired = oneEvent(el, 'job-board-workplaces');
    box(el, 'on_site').click();
    let event = await fired;
    expect(event.detail).to.deep.equal({ workplaces: ['on_site'] });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(el.value).to.deep.equal(['on_site']);

    fired = oneEvent(el, 'job-board-workplaces');
    box(el, 'remote').click();
    event = await fired;
    expect(event.detail).to.deep.equal({ workplaces: ['remote', 'on_site'] });

    fired = oneEvent(el, 'job-board-workplaces');
    box(el, 'on_site').click();
    event = await fired;
    expect(event.detail).to.deep.equal({ workplaces: ['remote'] });
    expect(el.value).to.deep.equal(['remote']);
  });

  it('shows the value an owner sets back from its listener', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter></job-board-workplace-filter>`);
    // An owner that refuses the change puts its own selection back at once.
    el.addEventListener('job-board-workplaces', () => (el.value = []));
    box(el, 'remote').click();
    await el.updateComplete;
    expect(el.value).to.deep.equal([]);
    expect(checkedValues(el)).to.deep.equal([]);
  });

  it('toggles when its visible label text is clicked', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter></job-board-workplace-filter>`);
    const seen = record(el);
    const text = el.shadowRoot!.querySelectorAll('[part~="option"]')[1]!.querySelector('span')!;
    text.click();
    expect(seen).to.deep.equal([{ workplaces: ['hybrid'] }]);
    expect(box(el, 'hybrid').checked).to.equal(true);
  });

  it('can be used with the keyboard: Tab reaches a checkbox, Space toggles it', async () => {
    // fixtureSync: a plain wrapper would make fixture() wait for an animation frame.
    const wrapper = fixtureSync<HTMLDivElement>(
      html`<div><button>before</button><job-board-workplace-filter></job-board-workplace-filter></div>`,
    );
    const el = wrapper.querySelector('job-board-workplace-filter')!;
    await el.updateComplete;
    const seen = record(el);
    wrapper.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(box(el, 'remote'));
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(box(el, 'hybrid'));
    await sendKeys({ press: 'Space' });
    await waitUntil(() => seen.length === 1, 'Space did not fire');
    expect(seen).to.deep.equal([{ workplaces: ['hybrid'] }]);
    await sendKeys({ press: 'Space' });
    await waitUntil(() => seen.length === 2);
    expect(seen[1]).to.deep.equal({ workplaces: [] });
  });

  it('marks checked options with the option-checked part', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter value="remote"></job-board-workplace-filter>`);
    const checkedParts = () =>
      [...el.shadowRoot!.querySelectorAll('[part~="option-checked"]')].map((label) => label.textContent!.trim());
    expect(checkedParts()).to.deep.equal(['Remote']);
    box(el, 'hybrid').click();
    await el.updateComplete;
    expect(checkedParts()).to.deep.equal(['Remote', 'Hybrid']);
  });

  it('shows a checked state beyond colour, without moving anything', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter></job-board-workplace-filter>`);
    const option = el.shadowRoot!.querySelector<HTMLElement>('[part~="option"]')!;
    const before = option.getBoundingClientRect();
    const styleBefore = getComputedStyle(option).borderColor;
    box(el, 'remote').click();
    await el.updateComplete;
    const after = option.getBoundingClientRect();
    expect(getComputedStyle(option).borderColor).not.to.equal(styleBefore);
    expect([after.width, after.height, after.x, after.y]).to.deep.equal([before.width, before.height, before.x, before.y]);
    expect(getComputedStyle(box(el, 'remote')).display).not.to.equal('none');
    expect(getComputedStyle(box(el, 'remote')).opacity).to.equal('1');
  });

  it('shows the texts of the labels property instead of the humanised values', async () => {
    const el = await fixture<Filter>(
      html`<job-board-workplace-filter .labels=${{ on_site: 'Vor Ort', remote: 'Remote-Arbeit' }}></job-board-workplace-filter>`,
    );
    expect(texts(el)).to.deep.equal(['Remote-Arbeit', 'Hybrid', 'Vor Ort']);
    const seen = record(el);
    box(el, 'on_site').click();
    expect(seen).to.deep.equal([{ workplaces: ['on_site'] }]);
  });

  it('follows a change of the options property', async () => {
    const el = await fixture<Filter>(html`<job-board-workplace-filter value="remote"></job-board-workplace-filter>`);
    el.options = ['remote', 'flexible'];
    await el.updateComplete;
    expect(texts(el)).to.deep.equal(['Remote', 'Flexible']);
    expect(checkedValues(el)).to.deep.equal(['remote']);
  });

  it('reaches listeners outside a shadow root', async () => {
    const host = fixtureSync<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const el = document.createElement('job-board-workplace-filter');
    root.append(el);
    await el.updateComplete;
    const fired = oneEvent(host, 'job-board-workplaces');
    box(el, 'hybrid').click();
    expect((await fired).detail).to.deep.equal({ workplaces: ['hybrid'] });
  });

  it('puts its native field in the scheme --job-board-color-scheme names, else the page’s', () =>
    expectColorSchemeFollowsTheme(html`<div style="color-scheme: light"><job-board-workplace-filter></job-board-workplace-filter></div>`, 'job-board-workplace-filter', 'input[type="checkbox"]'));
});

describe('<job-board-workplace-filter> in a board', () => {
  function legendOf(el: Filter): string {
    return el.shadowRoot!.querySelector('[part~="label"]')!.textContent!.trim();
  }

  async function inBoard(filter = html`<job-board-workplace-filter></job-board-workplace-filter>`): Promise<[TestBoardState, Filter]> {
    const board = await fixture<TestBoardState>(html`<test-board-state>${filter}</test-board-state>`);
    const el = board.querySelector('job-board-workplace-filter')!;
    await el.updateComplete;
    return [board, el];
  }

  it("checks the board's workplaces, and leaves its own value to the page", async () => {
    const [board, el] = await inBoard(html`<job-board-workplace-filter value="on_site"></job-board-workplace-filter>`);
    expect(checkedValues(el)).to.deep.equal([]);
    board.set({ workplaces: ['remote', 'flexible'] });
    await el.updateComplete;
    expect(checkedValues(el)).to.deep.equal(['remote', 'flexible']);
    expect(el.value).to.deep.equal(['on_site']);
  });

  it('tells one value with a comma from the two values it joins to (bug 3)', async () => {
    // Back from jb-workplace=remote,hybrid (one value) to the two-item selection.
    const [board, el] = await inBoard();
    board.set({ workplaces: ['remote,hybrid'] });
    await el.updateComplete;
    expect(checkedValues(el)).to.deep.equal(['remote,hybrid']);
    board.set({ workplaces: ['remote', 'hybrid'] });
    await el.updateComplete;
    expect(checkedValues(el)).to.deep.equal(['remote', 'hybrid']);
    expect(texts(el)).to.deep.equal(['Remote', 'Hybrid', 'On site', 'Remote,hybrid'], 'the value once shown stays listed');
  });

  it('follows the board after the user changed a box', async () => {
    const [board, el] = await inBoard();
    box(el, 'remote').click();
    await el.updateComplete;
    expect(el.value).to.deep.equal(['remote'], 'the value follows the user, as outside a board');
    board.set({ workplaces: ['hybrid'] });
    await el.updateComplete;
    expect(checkedValues(el)).to.deep.equal(['hybrid']);
  });

  it("uses the board's strings, under a label of its own (bug 5)", async () => {
    const sandbox = await createSandbox();
    const board = await boardFixture(sandbox, {}, {
      children: '<job-board-workplace-filter></job-board-workplace-filter><job-board-workplace-filter label="Where"></job-board-workplace-filter>',
      properties: { strings: { workplaceLabel: 'Where you work', values: { remote: 'Anywhere' } } },
    });
    const [plain, labelled] = board.querySelectorAll('job-board-workplace-filter');
    await plain!.updateComplete;
    await labelled!.updateComplete;
    expect(legendOf(plain!)).to.equal('Where you work');
    expect(texts(plain!)).to.deep.equal(['Anywhere', 'Hybrid', 'On site']);
    expect(legendOf(labelled!)).to.equal('Where', "the element's own label wins");
  });
});
