/**
 * The listing's entries: each a real link (crawlable, opens in a new tab with Ctrl/Cmd-click) to
 * the job's URL, with its title, its meta line (department · offices), its pay with `show-pay`, and
 * its badges (workplace, employment type, each with a part naming its value). The API's texts (the
 * title, each name of the meta line) carry `dir="auto"`.
 *
 * In the browser the entries are made by `entryList`, a directive that clones one prepared `<li>`
 * per entry and fills in its texts and attributes with DOM calls, as a hand-written list would:
 * a first render of 100 entries through Lit's templates (a template instance, a tree walk, comment
 * markers and five or six parts per entry) cost about twice the DOM work itself. On later renders
 * it changes only what changed, entry by entry, as Lit would. On the server (`@lit-labs/ssr`, which
 * never calls a directive's `update`) and in grouped listings, the same markup comes from
 * `renderEntry`'s template.
 */
import { html, noChange, nothing, type TemplateResult } from 'lit';
import { Directive, directive, PartType, type ChildPart, type PartInfo } from 'lit/directive.js';
import type { BadgeModel, EntryModel } from '../../../core/view-model.js';

/** Between the department and the offices, and between two offices, in the meta line. */
const AFTER_DEPARTMENT = ' · ';
const BETWEEN_PLACES = ', ';

/**
 * The meta line's names, each in its own direction (`dir="auto"`: an Arabic office beside an
 * English department reads right in both), the separators between them in the board's.
 */
function metaNames({ department, places }: EntryModel): unknown[] {
  const names: unknown[] = department ? [html`<span dir="auto">${department}</span>`] : [];
  places.forEach((place, index) => {
    if (index > 0 || department) names.push(index > 0 ? BETWEEN_PLACES : AFTER_DEPARTMENT);
    names.push(html`<span dir="auto">${place}</span>`);
  });
  return names;
}

const badge = ({ label, part }: BadgeModel): TemplateResult => html`<span part=${part} class="badge">${label}</span>`;

/**
 * An entry as a Lit template. The usual shape (a department, one office, and two badges: workplace
 * and employment type) is one template rather than nested ones.
 */
export function renderEntry(entry: EntryModel): TemplateResult {
  const { href, id, title, department, places, pay, badges } = entry;
  if (department && places.length === 1 && !pay && badges.length === 2) {
    return html`<li part="item" class="item">
      <a part="item-link" class="item-link" href=${href} data-id=${id}>
        <span part="item-title" class="item-title" dir="auto">${title}</span>
        <span part="item-meta" class="item-meta"><span dir="auto">${department}</span> · <span dir="auto">${places[0]}</span></span>
        <span class="badges"><span part=${badges[0]!.part} class="badge">${badges[0]!.label}</span><span part=${badges[1]!.part} class="badge">${badges[1]!.label}</span></span>
      </a>
    </li>`;
  }
  return html`<li part="item" class="item">
    <a part="item-link" class=${linkClass(entry)} href=${href} data-id=${id}>
      <span part="item-title" class="item-title" dir="auto">${title}</span>
      ${hasMeta(entry) ? html`<span part="item-meta" class="item-meta">${metaNames(entry)}</span>` : nothing}
      ${pay ? html`<span part="pay" class="item-pay">${pay}</span>` : nothing}
      ${badges.length ? html`<span class="badges">${badges.map(badge)}</span>` : nothing}
    </a>
  </li>`;
}

const hasMeta = (entry: EntryModel): boolean => entry.department !== '' || entry.places.length > 0;

/**
 * The link's classes: `with-pay` where the entry has a pay line, for the height taken before it is
 * laid out. A class the entry's shape sets, not `.item-link:has(> .item-pay)`: that check ran for
 * every entry at every style update, about 3% of a cold render of 100 entries (A/B 0.967).
 */
const linkClass = (entry: EntryModel): string => (entry.pay ? 'item-link with-pay' : 'item-link');

/** One entry's elements, and the entry they show. */
interface Row {
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  /** The text nodes of the title, each name of the meta line, the pay (when there is) and each badge. */
  texts: Text[];
  /** The badges' elements, whose parts name their values. */
  badges: Element[];
  /** Its shape (shapeOf): an entry of another shape is made anew. */
  shape: number;
  /** What it shows: the next entry is compared with it, field by field. */
  entry: EntryModel;
}

/**
 * Whether it has a department, how many offices, whether pay, how many badges (at most two: the
 * workplace and the employment type), as one number: a key that costs no string per entry.
 */
const shapeOf = (entry: EntryModel): number => ((entry.places.length * 2 + (entry.department ? 1 : 0)) * 2 + (entry.pay ? 1 : 0)) * 4 + entry.badges.length;

/** Calls `write` with each text an entry shows, in the order of a row's text nodes (see Row). */
function eachText(entry: EntryModel, write: (index: number, value: string) => void): void {
  let index = 0;
  write(index++, entry.title);
  if (entry.department) write(index++, entry.department);
  for (let place = 0; place < entry.places.length; place += 1) write(index++, entry.places[place]!);
  if (entry.pay) write(index++, entry.pay);
  for (let badge = 0; badge < entry.badges.length; badge += 1) write(index++, entry.badges[badge]!.label);
}

/**
 * The prepared `<li>` of each shape, made once per document and cloned for each entry (a clone in
 * the same document: no fragment, no adoption). The same markup as `renderEntry`, without the
 * whitespace between the elements (which shows nowhere: the link is a grid, the badges a flex
 * row), each text a text node to fill in. Made with DOM calls: parsing it as HTML (a template's
 * `innerHTML`) cost a cold render a parser run per shape.
 */
const prepared = new Map<number, HTMLLIElement>();
function preparedItem(shape: number, entry: EntryModel): HTMLLIElement {
  let item = prepared.get(shape);
  if (!item) {
    item = element('li', 'item', 'item');
    const link = item.appendChild(element('a', 'item-link', linkClass(entry)));
    link.append(named(element('span', 'item-title', 'item-title', ' ')));
    if (hasMeta(entry)) {
      const meta = link.appendChild(element('span', 'item-meta', 'item-meta'));
      if (entry.department) meta.append(named(document.createElement('span')));
      entry.places.forEach((_, index) => {
        if (index > 0 || entry.department) meta.append(index > 0 ? BETWEEN_PLACES : AFTER_DEPARTMENT);
        meta.append(named(document.createElement('span')));
      });
    }
    if (entry.pay) link.append(element('span', 'pay', 'item-pay', ' '));
    if (entry.badges.length) {
      const group = link.appendChild(element('span', undefined, 'badges'));
      for (let index = 0; index < entry.badges.length; index += 1) group.append(element('span', 'badge', 'badge', ' '));
    }
    prepared.set(shape, item);
  }
  return item.cloneNode(true) as HTMLLIElement;
}

/** A name from the API: in its own direction, with a text node to fill in. */
function named<T extends HTMLElement>(made: T): T {
  made.setAttribute('dir', 'auto');
  if (!made.firstChild) made.append(' ');
  return made;
}

/** An element with its part and class (in renderEntry's order), and a text node when it has `text`. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, part: string | undefined, className: string, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (part) made.setAttribute('part', part);
  made.setAttribute('class', className);
  if (text !== undefined) made.append(text);
  return made;
}

function makeRow(entry: EntryModel, shape: number): Row {
  const item = preparedItem(shape, entry);
  const link = item.firstChild as HTMLAnchorElement;
  const texts: Text[] = [];
  const badges: Element[] = [];
  // The title, the meta line's names, the pay, then the badges inside their group.
  for (let child = link.firstChild; child; child = child.nextSibling) {
    const element = child as Element;
    if (element.className === 'badges') {
      for (let badge = element.firstElementChild; badge; badge = badge.nextElementSibling) {
        badges.push(badge);
        texts.push(badge.firstChild as Text);
      }
    } else if (element.className === 'item-meta') {
      for (let name = element.firstElementChild; name; name = name.nextElementSibling) texts.push(name.firstChild as Text);
    } else texts.push(element.firstChild as Text);
  }
  eachText(entry, (index, value) => (texts[index]!.data = value));
  for (let index = 0; index < badges.length; index += 1) badges[index]!.setAttribute('part', entry.badges[index]!.part);
  link.setAttribute('href', entry.href);
  link.setAttribute('data-id', entry.id);
  return { item, link, texts, badges, shape, entry };
}

/** The texts a row shows, read from its entry for the comparison (one list, reused). */
const shownTexts: string[] = [];

/** Brings a row of the same shape up to `entry`: only what changed is written. */
function patchRow(row: Row, entry: EntryModel): void {
  const shown = row.entry;
  if (shown === entry) return;
  if (shown.href !== entry.href) row.link.setAttribute('href', entry.href);
  if (shown.id !== entry.id) row.link.setAttribute('data-id', entry.id);
  const { texts } = row;
  eachText(shown, (index, value) => (shownTexts[index] = value));
  eachText(entry, (index, value) => {
    if (shownTexts[index] !== value) texts[index]!.data = value;
  });
  for (let index = 0; index < row.badges.length; index += 1) {
    const { part } = entry.badges[index]!;
    if (shown.badges[index]!.part !== part) row.badges[index]!.setAttribute('part', part);
  }
  row.entry = entry;
}

class EntryListDirective extends Directive {
  #rows: Row[] = [];

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.CHILD) throw new Error('entryList() goes where child content goes');
  }

  render(entries: readonly EntryModel[]): unknown {
    return entries.map(renderEntry);
  }

  override update(part: ChildPart, [entries]: [readonly EntryModel[]]): unknown {
    const parent = part.parentNode;
    const end = part.endNode;
    const rows = this.#rows;
    let added: DocumentFragment | undefined;
    for (let index = 0; index < entries.length; index += 1) {
      const entry = entries[index]!;
      const row = rows[index];
      const shape = shapeOf(entry);
      if (row && row.shape === shape) {
        patchRow(row, entry);
        continue;
      }
      const made = makeRow(entry, shape);
      if (row) parent.replaceChild(made.item, row.item);
      else (added ??= document.createDocumentFragment()).append(made.item);
      rows[index] = made;
    }
    // New entries go in at once, after the ones kept.
    if (added) parent.insertBefore(added, end);
    for (const row of rows.splice(entries.length)) row.item.remove();
    return noChange;
  }
}

/** The entries of a listing, made and kept up to date with DOM calls (see the module's comment). */
export const entryList = directive(EntryListDirective);
