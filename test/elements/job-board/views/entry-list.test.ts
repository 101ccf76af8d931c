/**
 * The listing's two ways of making entries must make the same markup: `entryList` (the browser's
 * prepared-clone renderer, views/entry-list.ts) and `renderEntry` (the template used on the server
 * and in grouped listings). The markup is compared as the DOM it builds (elements, their attributes,
 * texts), without Lit's comment markers and the whitespace between elements, which show nowhere.
 */
import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import type { JobPost } from '../../../../src/client/index.js';
import { entryList, renderEntry } from '../../../../src/elements/job-board/views/entry-list.js';
import type { EntryModel } from '../../../../src/core/view-model.js';

/** A node's markup, canonical: comments and whitespace-only texts left out, attributes sorted. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data.trim() === '' ? '' : JSON.stringify((node as Text).data);
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const attributes = [...element.attributes].map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort();
  const children = [...element.childNodes].map(canonical).filter(Boolean);
  return `<${element.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${children.join('')}</${element.localName}>`;
}

const BADGES = [
  { label: 'Remote', part: 'badge workplace-remote' },
  { label: 'Full-time', part: 'badge type-full_time' },
  { label: 'Contract', part: 'badge type-contract' },
];

/** The meta lines of every shape: none, a department alone, offices alone (one, two), both. */
const METAS: { department: string; places: string[] }[] = [
  { department: '', places: [] },
  { department: 'Engineering', places: [] },
  { department: '', places: ['Berlin'] },
  { department: '', places: ['القاهرة', 'Lisbon'] },
  { department: 'Engineering', places: ['Berlin'] },
  { department: 'هندسة', places: ['Berlin', 'Lisbon', 'München'] },
];

/** An entry of every shape: each meta line, with and without pay, with 0 to 3 badges. */
function entriesOfEveryShape(tag: string): EntryModel[] {
  const entries: EntryModel[] = [];
  for (const [metaIndex, meta] of METAS.entries()) {
    for (const pay of ['', `€62,000–€78,000 / year <i>+1</i> ${tag}`]) {
      for (let badges = 0; badges <= 3; badges += 1) {
        const id = `${tag}-m${metaIndex}${pay ? 'p' : ''}${badges}`;
        entries.push({
          id,
          title: `Engineer ${id} <b>&amp;</b>`,
          department: meta.department && `${meta.department} ${tag}`,
          places: meta.places.map((place) => `${place} ${tag}`),
          pay,
          badges: BADGES.slice(0, badges).map((badge) => ({ label: `${badge.label} ${tag}`, part: `${badge.part}-${tag}` })),
          href: `https://example.com/careers?jb-job=${id}&x="1"`,
          post: { id } as JobPost,
        });
      }
    }
  }
  return entries;
}

function viaEntryList(container: HTMLElement, entries: readonly EntryModel[]): string {
  render(html`<ul part="list" class="list" role="list">${entryList(entries)}</ul>`, container);
  return canonical(container.firstElementChild!);
}

function viaTemplate(container: HTMLElement, entries: readonly EntryModel[]): string {
  render(html`<ul part="list" class="list" role="list">${entries.map(renderEntry)}</ul>`, container);
  return canonical(container.firstElementChild!);
}

describe('entries: entryList and renderEntry make the same markup', () => {
  let clone: HTMLElement;
  let template: HTMLElement;
  beforeEach(() => {
    clone = document.createElement('div');
    template = document.createElement('div');
    document.body.append(clone, template);
  });
  afterEach(() => {
    clone.remove();
    template.remove();
  });

  it('for an entry of each shape alone (department or not, 0 to 3 offices, pay or not, 0 to 3 badges)', () => {
    for (const entry of entriesOfEveryShape('a')) {
      const made = viaEntryList(document.createElement('div'), [entry]);
      expect(made, `${entry.id}`).to.equal(viaTemplate(document.createElement('div'), [entry]));
      expect(made, `${entry.id}: a title`).to.contain('part="item-title"');
      // The pay is a part of its own, after the meta line and before the badges; none without pay.
      if (entry.pay) expect(made, `${entry.id}: its pay`).to.match(/part="item-title"(.*part="item-meta")?.*<span class="item-pay" part="pay">"€62,000–€78,000 \/ year <i>\+1<\/i> a"<\/span>(<span class="badges">.*)?<\/a>/);
      else expect(made, `${entry.id}: no pay`).not.to.contain('part="pay"');
      // The API's texts in their own direction: the title and each name of the meta line.
      expect(made, `${entry.id}: the title`).to.contain('<span class="item-title" dir="auto" part="item-title">');
      const name = (value: string) => `<span dir="auto">${JSON.stringify(value)}</span>`;
      const places = entry.places.map(name).join('", "');
      const names = entry.department ? name(entry.department) + (places && `" · "${places}`) : places;
      if (names) expect(made, `${entry.id}: the meta line`).to.contain(`<span class="item-meta" part="item-meta">${names}</span>`);
      else expect(made, `${entry.id}: no meta line`).not.to.contain('item-meta');
      // Each badge's part names its value.
      entry.badges.forEach((badge) => expect(made, `${entry.id}: ${badge.label}`).to.contain(`<span class="badge" part="${badge.part}">${JSON.stringify(badge.label)}</span>`));
    }
  });

  it('for a list of every shape, the usual shape being the template without nesting', () => {
    const entries = entriesOfEveryShape('a');
    const made = viaEntryList(clone, entries);
    expect(made).to.equal(viaTemplate(template, entries));
    expect(clone.querySelectorAll('li').length).to.equal(48);
    // The texts are texts, never markup.
    expect(clone.querySelector('b, i')).to.equal(null);
  });

  it('after re-renders with changed entries: texts, links, shapes, fewer and more entries', () => {
    const first = entriesOfEveryShape('a');
    viaEntryList(clone, first);
    viaTemplate(template, first);
    const steps: EntryModel[][] = [
      // Every text and link changed, every shape kept.
      entriesOfEveryShape('b'),
      // Every entry of another shape at the same place.
      [...entriesOfEveryShape('c')].reverse(),
      // Badges of other values (their parts change), and the meta lines of another entry's shape.
      entriesOfEveryShape('c').map((entry, index, all) => ({ ...entry, badges: entry.badges.map((badge) => ({ ...badge, part: `badge workplace-x${index}` })), department: all[(index + 8) % all.length]!.department, places: all[(index + 8) % all.length]!.places })),
      // Pay taken off every entry, then put back: the shape changes.
      entriesOfEveryShape('c').map((entry) => ({ ...entry, pay: '' })),
      entriesOfEveryShape('c'),
      // Fewer entries.
      entriesOfEveryShape('d').slice(2, 5),
      // More entries, some of them the same as before.
      [...entriesOfEveryShape('d').slice(2, 5), ...entriesOfEveryShape('e'), ...entriesOfEveryShape('f')],
      // None, then some again.
      [],
      entriesOfEveryShape('g').slice(0, 3),
    ];
    for (const [index, entries] of steps.entries()) {
      const made = viaEntryList(clone, entries);
      expect(made, `step ${index + 1}: against the template re-rendered`).to.equal(viaTemplate(template, entries));
      expect(made, `step ${index + 1}: against a first render`).to.equal(viaEntryList(document.createElement('div'), entries));
      expect(clone.querySelectorAll('li').length, `step ${index + 1}`).to.equal(entries.length);
    }
  });
});
