/**
 * The listing's entries: each a real link (crawlable, opens in a new tab with Ctrl/Cmd-click) to
 * the job's URL, with its title, its meta line (department · offices), its pay with `show-pay`, and
 * its badges (workplace, employment type).
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
import type { EntryModel } from '../view-model.js';

/**
 * An entry as a Lit template. The usual shape (a meta line and two badges: workplace and employment
 * type) is one template rather than nested ones.
 */
export function renderEntry(entry: EntryModel): TemplateResult {
  const { href, id, title, meta, pay, badges } = entry;
  if (meta && !pay && badges.length === 2) {
    return html`<li part="item" class="item">
      <a part="item-link" class="item-link" href=${href} data-id=${id}>
        <span part="item-title" class="item-title">${title}</span>
        <span part="item-meta" class="item-meta">${meta}</span>
        <span class="badges"><span part="badge" class="badge">${badges[0]}</span><span part="badge" class="badge">${badges[1]}</span></span>
      </a>
    </li>`;
  }
  return html`<li part="item" class="item">
    <a part="item-link" class="item-link" href=${href} data-id=${id}>
      <span part="item-title" class="item-title">${title}</span>
      ${meta ? html`<span part="item-meta" class="item-meta">${meta}</span>` : nothing}
      ${pay ? html`<span part="pay" class="item-pay">${pay}</span>` : nothing}
      ${badges.length ? html`<span class="badges">${badges.map((badge) => html`<span part="badge" class="badge">${badge}</span>`)}</span>` : nothing}
    </a>
  </li>`;
}

/** One entry's elements, and the values they show. */
interface Row {
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  /** The text nodes of the title, the meta line and the pay (when there are) and each badge. */
  texts: Text[];
  /** Whether it has a meta line and pay, and how many badges: an entry of another shape is made anew. */
  shape: string;
  href: string;
  id: string;
  values: string[];
}

const shapeOf = (entry: EntryModel): string => `${entry.meta ? 'm' : ''}${entry.pay ? 'p' : ''}${entry.badges.length}`;
const valuesOf = (entry: EntryModel): string[] => {
  const values = [entry.title];
  if (entry.meta) values.push(entry.meta);
  if (entry.pay) values.push(entry.pay);
  return values.concat(entry.badges);
};

/**
 * The prepared `<li>` of each shape, made once per document and cloned for each entry (a clone in
 * the same document: no fragment, no adoption). The same markup as `renderEntry`, without the
 * whitespace between the elements (which shows nowhere: the link is a grid, the badges a flex
 * row), each text a text node to fill in. Made with DOM calls: parsing it as HTML (a template's
 * `innerHTML`) cost a cold render a parser run per shape.
 */
const prepared = new Map<string, HTMLLIElement>();
function preparedItem(shape: string, metaLine: boolean, pay: boolean, badges: number): HTMLLIElement {
  let item = prepared.get(shape);
  if (!item) {
    item = element('li', 'item', 'item');
    const link = item.appendChild(element('a', 'item-link', 'item-link'));
    link.append(element('span', 'item-title', 'item-title', ' '));
    if (metaLine) link.append(element('span', 'item-meta', 'item-meta', ' '));
    if (pay) link.append(element('span', 'pay', 'item-pay', ' '));
    if (badges) {
      const group = link.appendChild(element('span', undefined, 'badges'));
      for (let index = 0; index < badges; index += 1) group.append(element('span', 'badge', 'badge', ' '));
    }
    prepared.set(shape, item);
  }
  return item.cloneNode(true) as HTMLLIElement;
}

/** An element with its part and class (in renderEntry's order), and a text node when it has `text`. */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, part: string | undefined, className: string, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (part) made.setAttribute('part', part);
  made.setAttribute('class', className);
  if (text !== undefined) made.append(text);
  return made;
}

function makeRow(entry: EntryModel): Row {
  const shape = shapeOf(entry);
  const item = preparedItem(shape, Boolean(entry.meta), Boolean(entry.pay), entry.badges.length);
  const link = item.firstChild as HTMLAnchorElement;
  const texts: Text[] = [];
  // The title, the meta line, the pay, then the badges inside their group.
  for (let child = link.firstChild; child; child = child.nextSibling) {
    const element = child as Element;
    if (element.className === 'badges') for (let badge = element.firstChild; badge; badge = badge.nextSibling) texts.push(badge.firstChild as Text);
    else texts.push(element.firstChild as Text);
  }
  const values = valuesOf(entry);
  for (let index = 0; index < values.length; index += 1) texts[index]!.data = values[index]!;
  link.setAttribute('href', entry.href);
  link.setAttribute('data-id', entry.id);
  return { item, link, texts, shape, href: entry.href, id: entry.id, values };
}

/** Brings a row of the same shape up to `entry`: only what changed is written. */
function patchRow(row: Row, entry: EntryModel): void {
  if (row.href !== entry.href) link(row, 'href', (row.href = entry.href));
  if (row.id !== entry.id) link(row, 'data-id', (row.id = entry.id));
  const values = valuesOf(entry);
  for (let index = 0; index < values.length; index += 1) {
    if (row.values[index] !== values[index]) row.texts[index]!.data = values[index]!;
  }
  row.values = values;
}

function link(row: Row, name: string, value: string): void {
  row.link.setAttribute(name, value);
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
      if (row && row.shape === shapeOf(entry)) {
        patchRow(row, entry);
        continue;
      }
      const made = makeRow(entry);
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
