import { fixture, fixtureSync, html, expect, oneEvent, aTimeout } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { ForcedColorsPayload } from '../../../scripts/lib/forced-colors-command.js';
import '../../../src/elements/job-board-filter/job-board-filter.js';
import { JobBoardFilter, type FilterOption } from '../../../src/elements/job-board-filter/job-board-filter.js';
import type { JobBoardFilterDetail } from '../../../src/events.js';
import { expectColorSchemeFollowsTheme } from '../../helpers/color-scheme.js';
import { boardFixture } from '../../helpers/board.js';
import { createSandbox } from '../../helpers/sandbox.js';
import type { TestBoardState } from '../../context/board-state-host.js';
import '../../context/board-state-host.js';

const DEPARTMENTS: FilterOption[] = [
  { value: 'design', label: 'Design', count: 7 },
  { value: 'engineering', label: 'Engineering', count: 1234 },
  { value: 'legal', label: 'Legal', count: 0 },
];

function record(el: HTMLElement): JobBoardFilterDetail[] {
  const seen: JobBoardFilterDetail[] = [];
  el.addEventListener('job-board-filter', (event) => seen.push(event.detail));
  return seen;
}

function select(el: JobBoardFilter): HTMLSelectElement {
  return el.shadowRoot!.querySelector<HTMLSelectElement>('select')!;
}

function label(el: JobBoardFilter): string {
  return el.shadowRoot!.querySelector('[part~="label"]')!.textContent!.trim();
}

/** Each option as `value=text`, in order. */
function shown(el: JobBoardFilter): string[] {
  return [...select(el).options].map((option) => `${option.value}=${option.text}`);
}

/** Picks an option the way the user does: the select changes, then fires `change`. */
function pick(el: JobBoardFilter, value: string): void {
  select(el).value = value;
  select(el).dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<job-board-filter>', () => {
  it('is registered, and registering again does not throw', async () => {
    expect(customElements.get('job-board-filter')).to.equal(JobBoardFilter);
    const copy = new URL('../../../src/elements/job-board-filter/job-board-filter.ts?copy', import.meta.url).href;
    await import(copy);
    expect(customElements.get('job-board-filter')).to.equal(JobBoardFilter);
  });

  it('has the documented defaults: by department, All selected, no options', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter></job-board-filter>`);
    expect(el.by).to.equal('department');
    expect(el.value).to.equal('');
    expect(el.options).to.deep.equal([]);
    expect(label(el)).to.equal('Department');
    expect(shown(el)).to.deep.equal(['=All departments']);
    expect(select(el).value).to.equal('');
  });

  it('renders a visible native label that names a native select', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter .options=${DEPARTMENTS}></job-board-filter>`);
    const field = select(el);
    expect(field.localName).to.equal('select');
    expect(field.getAttribute('part')).to.equal('select');
    const labels = [...(field.labels ?? [])];
    expect(labels).to.have.length(1);
    expect(labels[0]!.localName).to.equal('label');
    expect(labels[0]!.getAttribute('part')).to.equal('label');
    expect(labels[0]!.textContent!.trim()).to.equal('Department');
    expect(labels[0]!.getBoundingClientRect().height, 'the label is visible').to.be.greaterThan(0);
    expect(field.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('lists the options in the order given, with their counts, and keeps those with none', async () => {
    const options: FilterOption[] = [
      { value: 'sales', label: 'Sales', count: 2 },
      { value: 'design', label: 'Design', count: 7 },
      { value: 'legal', label: 'Legal', count: 0 },
    ];
    const el = await fixture<JobBoardFilter>(html`<job-board-filter .options=${options}></job-board-filter>`);
    expect(shown(el)).to.deep.equal(['=All departments', 'sales=Sales (2)', 'design=Design (7)', 'legal=Legal (0)']);
    expect(select(el).options[0]!.getAttribute('value')).to.equal('');
  });

  it('formats counts in the language of the element', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter lang="en" .options=${DEPARTMENTS}></job-board-filter>`);
    expect(shown(el)).to.include('engineering=Engineering (1,234)');
  });

  it('shows German texts and numbers under lang="de"', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de"><job-board-filter .options=${DEPARTMENTS} value="legal"></job-board-filter></div>`,
    );
    const el = wrapper.querySelector('job-board-filter')!;
    // The German table loads lazily; updateComplete waits for it and the render it brings.
    await el.updateComplete;
    expect(label(el)).to.equal('Abteilung');
    expect(shown(el)).to.deep.equal(['=Alle Abteilungen', 'design=Design (7)', 'engineering=Engineering (1.234)', 'legal=Legal (0)']);
    expect(select(el).value).to.equal('legal');
  });

  it('translates the English default label, and keeps a label the page sets', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`
      <div lang="de">
        <job-board-filter label="Department"></job-board-filter>
        <job-board-filter label="Team"></job-board-filter>
        <job-board-filter label=" "></job-board-filter>
      </div>
    `);
    const [english, own, blank] = [...wrapper.querySelectorAll('job-board-filter')];
    for (const el of [english!, own!, blank!]) await el.updateComplete;
    expect(label(english!)).to.equal('Abteilung');
    expect(label(own!)).to.equal('Team');
    expect(label(blank!)).to.equal('Abteilung');
    expect(select(own!).labels![0]!.textContent!.trim()).to.equal('Team');
  });

  it('keeps the page’s own label in English too', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter by="office" label="Where"></job-board-filter>`);
    expect(label(el)).to.equal('Where');
  });

  it('by="office" has its own label and All option', async () => {
    const el = await fixture<JobBoardFilter>(
      html`<job-board-filter by="office" .options=${[{ value: 'berlin', label: 'Berlin', count: 3 }]}></job-board-filter>`,
    );
    expect(el.by).to.equal('office');
    expect(label(el)).to.equal('Location');
    expect(shown(el)).to.deep.equal(['=All locations', 'berlin=Berlin (3)']);
  });

  it('by="employment-type" has its own label and All option, and humanises options without a label', async () => {
    const options: FilterOption[] = [
      { value: 'full_time', label: '', count: 4 },
      { value: 'zero_hours', label: '', count: 1 },
      { value: 'contract', label: 'Freelance', count: 2 },
    ];
    const el = await fixture<JobBoardFilter>(html`<job-board-filter by="employment-type" .options=${options}></job-board-filter>`);
    expect(label(el)).to.equal('Employment type');
    expect(shown(el)).to.deep.equal(['=All employment types', 'full_time=Full time (4)', 'zero_hours=Zero hours (1)', 'contract=Freelance (2)']);
  });

  it('employment types without a label are said in the element’s language', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`
      <div lang="de">
        <job-board-filter by="employment-type" value="part_time" .options=${[{ value: 'full_time', label: '', count: 4 }]}></job-board-filter>
      </div>
    `);
    const el = wrapper.querySelector('job-board-filter')!;
    await el.updateComplete;
    expect(label(el)).to.equal('Anstellungsart');
    expect(shown(el)).to.deep.equal(['=Alle Anstellungsarten', 'full_time=Vollzeit (4)', 'part_time=Teilzeit']);
  });

  it('fires job-board-filter { by, value } once, bubbling and composed, when the user picks an option', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter by="office" .options=${DEPARTMENTS}></job-board-filter>`);
    const seen = record(el);
    const fired = oneEvent(el, 'job-board-filter');
    pick(el, 'design');
    const event = await fired;
    expect(event.detail).to.deep.equal({ by: 'office', value: 'design' });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(el.value).to.equal('design');
    await aTimeout(20);
    expect(seen).to.have.length(1);

    pick(el, '');
    expect(seen.at(-1)).to.deep.equal({ by: 'office', value: '' });
    expect(el.value).to.equal('');
  });

  it('can be used with the keyboard', async () => {
    const wrapper = fixtureSync<HTMLDivElement>(
      html`<div><button>before</button><job-board-filter .options=${DEPARTMENTS}></job-board-filter></div>`,
    );
    const el = wrapper.querySelector('job-board-filter')!;
    await el.updateComplete;
    const seen = record(el);
    wrapper.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(select(el));
    // A closed select changes on ArrowDown in Chromium on Linux and Windows.
    await sendKeys({ press: 'ArrowDown' });
    expect(seen).to.deep.equal([{ by: 'department', value: 'design' }]);
  });

  it('reaches listeners outside a shadow root', async () => {
    const host = fixtureSync<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const el = document.createElement('job-board-filter');
    el.options = DEPARTMENTS;
    root.append(el);
    await el.updateComplete;
    const fired = oneEvent(host, 'job-board-filter');
    pick(el, 'legal');
    expect((await fired).detail).to.deep.equal({ by: 'department', value: 'legal' });
  });

  it('selects from the value attribute and property without firing', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter value="design" .options=${DEPARTMENTS}></job-board-filter>`);
    expect(select(el).value).to.equal('design');
    const seen = record(el);
    el.value = 'legal';
    await el.updateComplete;
    expect(select(el).value).to.equal('legal');
    el.setAttribute('value', '');
    await el.updateComplete;
    expect(select(el).value).to.equal('');
    await aTimeout(20);
    expect(seen).to.deep.equal([]);
  });

  it('follows a value set after the user picked one, and one an owner sets back from its listener', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter .options=${DEPARTMENTS}></job-board-filter>`);
    pick(el, 'design');
    await el.updateComplete;
    el.value = '';
    await el.updateComplete;
    expect(select(el).value).to.equal('');

    // An owner that refuses the change puts its own value back at once.
    el.addEventListener('job-board-filter', () => (el.value = 'legal'));
    el.value = 'legal';
    await el.updateComplete;
    pick(el, 'engineering');
    await el.updateComplete;
    expect(el.value).to.equal('legal');
    expect(select(el).value).to.equal('legal');
  });

  it('shows a selected value that is not among the options, selected, never resetting to All', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter value="marketing"></job-board-filter>`);
    expect(shown(el)).to.deep.equal(['=All departments', 'marketing=marketing']);
    expect(select(el).value).to.equal('marketing');
    expect(el.value).to.equal('marketing');

    // The board's options arrive without it (say it has no open posts left): still shown, selected.
    el.options = DEPARTMENTS;
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['=All departments', 'design=Design (7)', 'engineering=Engineering (1,234)', 'legal=Legal (0)', 'marketing=marketing']);
    expect(select(el).value).to.equal('marketing');

    // With it: shown once, where the board put it, with its count.
    el.options = [...DEPARTMENTS, { value: 'marketing', label: 'Marketing', count: 2 }];
    await el.updateComplete;
    expect(shown(el).filter((text) => text.startsWith('marketing='))).to.deep.equal(['marketing=Marketing (2)']);
    expect(select(el).value).to.equal('marketing');
  });

  it('shows an unknown employment type humanised, and one set through the property', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter by="employment-type" value="field_based"></job-board-filter>`);
    expect(shown(el)).to.deep.equal(['=All employment types', 'field_based=Field based']);
    el.value = 'zero_hours';
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['=All employment types', 'zero_hours=Zero hours']);
    expect(select(el).value).to.equal('zero_hours');
  });

  it('reads an unknown by as department, and warns once naming the attribute and the allowed values', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      const el = await fixture<JobBoardFilter>(html`<job-board-filter by="team" .options=${DEPARTMENTS}></job-board-filter>`);
      expect(el.by).to.equal('department');
      expect(label(el)).to.equal('Department');
      expect(shown(el)[0]).to.equal('=All departments');
      el.setAttribute('by', 'teams');
      await el.updateComplete;
      el.value = 'design';
      await el.updateComplete;
      const seen = record(el);
      pick(el, 'legal');
      expect(seen).to.deep.equal([{ by: 'department', value: 'legal' }]);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.include('by="team"').and.include('"department", "office", "employment-type"');
    } finally {
      console.warn = original;
    }
  });

  it('is accessible, its select named by its label', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter by="office" value="paris" .options=${DEPARTMENTS}></job-board-filter>`);
    await expect(el).to.be.accessible();
    const named = await fixture<JobBoardFilter>(html`<job-board-filter label="Team"></job-board-filter>`);
    await expect(named).to.be.accessible();
  });

  it('is hidden by the hidden attribute', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter hidden></job-board-filter>`);
    expect(getComputedStyle(el).display).to.equal('none');
    el.hidden = false;
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it('focus() moves focus to the select', async () => {
    const el = await fixture<JobBoardFilter>(html`<job-board-filter></job-board-filter>`);
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(select(el));
  });

  it('fits a 360 px wide page, the chevron inside the select', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`
      <div style="inline-size: 328px">
        <job-board-filter .options=${[{ value: 'x', label: 'A very long department name that does not fit the width', count: 12 }]} value="x"></job-board-filter>
      </div>
    `);
    const el = wrapper.querySelector('job-board-filter')!;
    await el.updateComplete;
    const box = select(el).getBoundingClientRect();
    expect(box.width).to.be.at.most(328);
    expect(el.getBoundingClientRect().width).to.be.at.most(328);
    const chevron = getComputedStyle(el.shadowRoot!.querySelector('.control')!, '::after');
    expect(chevron.pointerEvents).to.equal('none');
  });

  describe('forced-colors', () => {
    afterEach(async () => {
      await executeServerCommand<boolean, ForcedColorsPayload>('emulate-forced-colors', { active: false });
    });

    it('keeps the border, the chevron and the focus ring in system colours', async () => {
      await executeServerCommand<boolean, ForcedColorsPayload>('emulate-forced-colors', { active: true });
      expect(matchMedia('(forced-colors: active)').matches, 'forced-colors mode is on').to.equal(true);
      const el = await fixture<JobBoardFilter>(html`<job-board-filter .options=${DEPARTMENTS}></job-board-filter>`);
      const probe = document.createElement('span');
      probe.style.color = 'CanvasText';
      el.after(probe);
      const canvasText = getComputedStyle(probe).color;
      probe.remove();
      expect(getComputedStyle(select(el)).borderTopColor).to.equal(canvasText);
      const chevron = getComputedStyle(el.shadowRoot!.querySelector('.control')!, '::after');
      expect(chevron.borderBottomStyle).to.equal('solid');
      expect(chevron.borderBottomColor).to.equal(canvasText);
      el.focus();
      await sendKeys({ press: 'Shift' });
      const ring = getComputedStyle(select(el));
      expect(ring.outlineStyle).not.to.equal('none');
    });
  });

  it('puts its native field in the scheme --job-board-color-scheme names, else the page’s', () =>
    expectColorSchemeFollowsTheme(html`<div style="color-scheme: light"><job-board-filter by="department"></job-board-filter></div>`, 'job-board-filter', 'select'));
});

describe('<job-board-filter> in a board', () => {
  const OFFICES: FilterOption[] = [{ value: 'berlin', label: 'Berlin', count: 3 }];

  async function inBoard(filter = html`<job-board-filter></job-board-filter>`): Promise<[TestBoardState, JobBoardFilter]> {
    const board = await fixture<TestBoardState>(html`<test-board-state>${filter}</test-board-state>`);
    const el = board.querySelector('job-board-filter')!;
    await el.updateComplete;
    return [board, el];
  }

  it("shows the board's value and options, and leaves its own value and options to the page", async () => {
    const [board, el] = await inBoard(html`<job-board-filter by="office" value="paris" .options=${DEPARTMENTS}></job-board-filter>`);
    board.set({ filters: { department: 'design', office: 'berlin', 'employment-type': '' }, facet: (by) => (by === 'office' ? OFFICES : []) });
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['=All locations', 'berlin=Berlin (3)']);
    expect(select(el).value).to.equal('berlin');
    expect(el.value).to.equal('paris');
    expect(el.options).to.equal(DEPARTMENTS);
    // Before the board has its options, the page's are offered, with the board's value selected.
    board.set({ facet: undefined, filters: { department: '', office: 'london', 'employment-type': '' } });
    await el.updateComplete;
    expect(shown(el)).to.deep.equal(['=All locations', 'design=Design (7)', 'engineering=Engineering (1,234)', 'legal=Legal (0)', 'london=london']);
    expect(select(el).value).to.equal('london');
  });

  it('follows the board after the user picked an option', async () => {
    const [board, el] = await inBoard(html`<job-board-filter .options=${DEPARTMENTS}></job-board-filter>`);
    pick(el, 'legal');
    await el.updateComplete;
    expect(el.value).to.equal('legal', 'the value follows the user, as outside a board');
    board.set({ filters: { department: 'design', office: '', 'employment-type': '' } });
    await el.updateComplete;
    expect(select(el).value).to.equal('design');
    board.set({ filters: { department: '', office: '', 'employment-type': '' } });
    await el.updateComplete;
    expect(select(el).value).to.equal('');
  });

  it("keeps the page's hidden, and hides while the board has too many posts without touching it (bug 4)", async () => {
    const [board, el] = await inBoard(html`<job-board-filter hidden></job-board-filter>`);
    expect([el.hidden, el.checkVisibility()], 'hidden by the page').to.deep.equal([true, false]);
    board.set({ filtersHidden: true });
    await el.updateComplete;
    el.hidden = false;
    await el.updateComplete;
    expect([el.hidden, el.checkVisibility()], 'hidden by the board').to.deep.equal([false, false]);
    // A page's display rule for its controls doesn't bring it back.
    const style = document.head.appendChild(Object.assign(document.createElement('style'), { textContent: 'job-board-filter { display: block !important }' }));
    try {
      expect(el.checkVisibility(), 'hidden by the board under a page rule').to.equal(false);
    } finally {
      style.remove();
    }
    board.set({ filtersHidden: false });
    await el.updateComplete;
    expect([el.hidden, el.checkVisibility()], 'shown').to.deep.equal([false, true]);
    el.hidden = true;
    board.set({ filtersHidden: true });
    await el.updateComplete;
    board.set({ filtersHidden: false });
    await el.updateComplete;
    expect([el.hidden, el.checkVisibility()], 'hidden by the page again').to.deep.equal([true, false]);
  });

  it('a page’s hidden filter stays hidden in a real board (bug 4)', async () => {
    const sandbox = await createSandbox();
    const board = await boardFixture(sandbox, {}, { children: '<job-board-filter by="department" hidden></job-board-filter>' });
    const el = board.querySelector('job-board-filter')!;
    await el.updateComplete;
    expect(select(el).options.length, 'the board gave its options').to.be.greaterThan(1);
    expect([el.hidden, el.checkVisibility()]).to.deep.equal([true, false]);
  });

  it('forgets the board once moved out of it', async () => {
    const [board, el] = await inBoard(html`<job-board-filter value="legal" .options=${DEPARTMENTS}></job-board-filter>`);
    board.set({ filtersHidden: true, filters: { department: 'design', office: '', 'employment-type': '' } });
    await el.updateComplete;
    expect(select(el).value).to.equal('design');
    board.after(el);
    try {
      await el.updateComplete;
      expect(el.checkVisibility()).to.equal(true);
      expect(select(el).value).to.equal('legal');
    } finally {
      el.remove();
    }
  });

  it("uses the board's strings, under a label of its own (bug 5)", async () => {
    const sandbox = await createSandbox();
    const strings = { department: 'Team', allDepartments: 'Every team', allOffices: 'Anywhere', filterOption: '{value}: {count}' };
    const board = await boardFixture(sandbox, {}, {
      children: '<job-board-filter by="department"></job-board-filter><job-board-filter by="office" label="Where"></job-board-filter>',
      properties: { strings },
    });
    const [department, office] = board.querySelectorAll('job-board-filter');
    await department!.updateComplete;
    await office!.updateComplete;
    expect(label(department!)).to.equal('Team');
    expect(shown(department!)[0]).to.equal('=Every team');
    expect(shown(department!)[1]).to.match(/=.+: \d+$/);
    expect(label(office!)).to.equal('Where', "the filter's own label wins");
    expect(shown(office!)[0]).to.equal('=Anywhere');
    board.strings = { allDepartments: 'All teams' };
    await board.updateComplete;
    await department!.updateComplete;
    expect([label(department!), shown(department!)[0]]).to.deep.equal(['Department', '=All teams']);
  });
});
