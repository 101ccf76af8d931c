/**
 * The hand-written baseline of the render benchmark: what a careful developer would write without
 * the library. Plain DOM calls render a listing page into the same markup `<job-board>` renders
 * (same elements, parts, classes, attributes and texts, checked node for node in bench.ts), with
 * the same click listeners, inside a shadow root styled by a short hand-written sheet: a plain,
 * decent-looking list with fixed colours, no custom-property theming, no container query. No
 * framework, no template, no diffing. The board's own sheets are not used here: with them, the
 * cost of the board's CSS would sit on both sides and never show.
 */

/** Title and meta stacked, the badges on a line of their own below them, a simple pager. */
const MINIMAL_CSS = `
  :host { display: block; line-height: 1.5; }
  [hidden] { display: none; }
  .controls { margin-bottom: 1rem; }
  .summary { margin: 0 0 0.75rem; color: #555; }
  .list { list-style: none; margin: 0; padding: 0; }
  .item-link { display: block; margin-bottom: 0.5rem; padding: 0.875rem 1rem; border: 1px solid #ddd; border-radius: 0.5rem; color: inherit; text-decoration: none; }
  .item-title { display: block; font-weight: 600; color: #1a4fd6; }
  .item-meta { display: block; color: #555; font-size: 0.9375em; }
  .badge { display: inline-block; margin: 0.25rem 0.375rem 0 0; padding: 0 0.625rem; border: 1px solid #ddd; border-radius: 999px; font-size: 0.8125em; }
  .pagination, .pages { display: flex; gap: 0.375rem; justify-content: center; list-style: none; margin: 1.25rem 0 0; padding: 0; }
  .pages { margin: 0; }
  .page-button { font: inherit; padding: 0.5rem 0.875rem; border: 1px solid #ccc; border-radius: 0.5rem; background: none; color: inherit; }
  .page-button[aria-current='page'] { background: #1a4fd6; border-color: #1a4fd6; color: #fff; }
`;

let sheet: CSSStyleSheet | undefined;

/** One constructed sheet for every host, as Lit shares one per element class. */
function minimalSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(MINIMAL_CSS);
  }
  return sheet;
}

/** The fields of a raw listing entry the baseline reads. */
interface RawPost {
  id: string | number;
  title: string;
  absolute_url?: string;
  ats_job?: { workplace?: string; employment_type?: string };
  ats_department?: { name?: string };
  ats_offices?: { name?: string; city?: string }[];
}

interface RawPage {
  data: RawPost[];
  meta: { total: number; page: number; total_pages: number };
}

const numbers = new Intl.NumberFormat('en');
const plurals = new Intl.PluralRules('en');

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, text?: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const name in attributes) element.setAttribute(name, attributes[name]!);
  if (text !== undefined) element.textContent = text;
  return element;
}

function words(value: string): string {
  const text = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function onEntryClick(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
}

function onPageClick(): void {
  // The baseline has no second page to go to; the listener is here so both sides pay for one.
}

function onSlotChange(): void {
  // The board tells its slotted controls the query here; the baseline has no controls.
}

function entry(post: RawPost): HTMLLIElement {
  const item = el('li', { part: 'item', class: 'item' });
  const href = typeof post.absolute_url === 'string' && /^https?:\/\//i.test(post.absolute_url) ? post.absolute_url : '';
  const link = el('a', { part: 'item-link', class: 'item-link', href, 'data-id': String(post.id) });
  link.addEventListener('click', onEntryClick);
  link.append(el('span', { part: 'item-title', class: 'item-title' }, post.title));
  const places: string[] = [];
  for (const office of post.ats_offices ?? []) {
    const place = office.city || office.name;
    if (place && !places.includes(place)) places.push(place);
  }
  const meta = [post.ats_department?.name, places.join(', ')].filter(Boolean).join(' · ');
  if (meta) link.append(el('span', { part: 'item-meta', class: 'item-meta' }, meta));
  const badges = [post.ats_job?.workplace, post.ats_job?.employment_type].filter((value): value is string => !!value);
  if (badges.length) {
    const holder = el('span', { class: 'badges' });
    for (const badge of badges) holder.append(el('span', { part: 'badge', class: 'badge' }, words(badge)));
    link.append(holder);
  }
  item.append(link);
  return item;
}

function pageButton(label: string, className: string, attributes: Record<string, string>): HTMLButtonElement {
  const button = el('button', { part: 'page-button', class: className, type: 'button', ...attributes }, label);
  button.addEventListener('click', onPageClick);
  return button;
}

function pageItem(n: number, page: number): HTMLLIElement {
  const item = el('li', {});
  const label = numbers.format(n);
  item.append(pageButton(label, 'page-button', { 'aria-label': `Page ${label}`, 'aria-current': n === page ? 'page' : 'false' }));
  return item;
}

function pager(page: number, total: number): HTMLElement {
  const nav = el('nav', { part: 'pagination', class: 'pagination', 'aria-label': 'Pages' });
  nav.append(pageButton('Previous page', 'page-button step previous', { 'aria-disabled': String(page <= 1) }));
  const list = el('ul', { class: 'pages', role: 'list' });
  const shown: number[] = [];
  for (let n = 1; n <= total; n += 1) {
    if (n === 1 || n === total || Math.abs(n - page) <= 1) shown.push(n);
  }
  let previous = 0;
  for (const n of shown) {
    // A gap would stand for one page only: show that page instead.
    if (n - previous === 2) list.append(pageItem(n - 1, page));
    else if (n - previous > 2) list.append(el('li', { class: 'gap', 'aria-hidden': 'true' }, '…'));
    list.append(pageItem(n, page));
    previous = n;
  }
  nav.append(list);
  nav.append(pageButton('Next page', 'page-button step next', { 'aria-disabled': String(page >= total) }));
  return nav;
}

/** The listing of one page: summary, entries and pager. */
function listing(body: RawPage): HTMLElement {
  const root = el('div', { class: 'listing', 'aria-busy': 'false' });
  const progress = el('div', { class: 'progress', role: 'progressbar', 'aria-label': 'Loading jobs…' });
  progress.hidden = true;
  const count = body.meta.total;
  const form = plurals.select(count) === 'one' ? 'open position' : 'open positions';
  const list = el('ul', { part: 'list', class: 'list', role: 'list' });
  for (const post of body.data) list.append(entry(post));
  root.append(progress, el('p', { part: 'summary', class: 'summary', role: 'status', tabindex: '-1' }, `${numbers.format(count)} ${form}`), list);
  if (body.meta.total_pages > 1) root.append(pager(body.meta.page, body.meta.total_pages));
  return root;
}

/**
 * Renders a board's listing the way a page without a framework would: a shadow root with the
 * controls slot and a loading text at once, then, when `fetch(url)` has answered, the listing in
 * place of the loading text. Resolves once the listing is in the DOM.
 */
export async function renderVanilla(host: HTMLElement, url: string, headers: Record<string, string>): Promise<void> {
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [minimalSheet()];
  const controls = el('div', { part: 'controls', class: 'controls' });
  const slot = document.createElement('slot');
  slot.addEventListener('slotchange', onSlotChange);
  controls.append(slot);
  const loading = el('p', { part: 'status', class: 'status', role: 'status' }, 'Loading jobs…');
  root.append(controls, loading);
  const response = await fetch(url, { headers, credentials: 'omit', redirect: 'manual' });
  const body = JSON.parse(await response.text()) as RawPage;
  loading.replaceWith(listing(body));
}
