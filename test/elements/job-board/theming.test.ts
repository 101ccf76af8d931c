import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { ForcedColorsPayload } from '../../../scripts/lib/forced-colors-command.js';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox, type Sandbox } from '../../helpers/sandbox.js';
import { TOKEN, container, nextEvent, part, parts, rawPosts } from '../../helpers/board.js';

/**
 * The theming contract (CONTRACT.md, "CSS custom properties"): defaults that inherit the host
 * page's font and text colour, every `--job-board-*` property reaching the parts it is meant for
 * (in the board and in its two child controls), readable text on light and dark pages,
 * `prefers-reduced-motion` honoured and `forced-colors` kept usable.
 */

// ---------------------------------------------------------------------------------------------
// Colours: parsing what Chromium's getComputedStyle returns, compositing, WCAG contrast.

/** sRGB channels 0..255 and alpha 0..1. */
interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A channel of `rgb()`: a number as is, a percentage of `scale`. */
function channel(value: string, scale: number): number {
  if (value.endsWith('%')) return (Number(value.slice(0, -1)) / 100) * scale;
  return Number(value);
}

/** Reads `rgb(…)`, `rgba(…)` and `color(srgb …)`, the forms Chromium computes colours to. */
function parseColor(value: string): Rgba {
  const text = value.trim();
  const rgb = /^rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(text);
  if (rgb) {
    return {
      r: channel(rgb[1]!, 255),
      g: channel(rgb[2]!, 255),
      b: channel(rgb[3]!, 255),
      a: rgb[4] === undefined ? 1 : channel(rgb[4], 1),
    };
  }
  const num = '(none|-?[\\d.]+(?:e-?\\d+)?%?)';
  const srgb = new RegExp(`^color\\(srgb\\s+${num}\\s+${num}\\s+${num}(?:\\s*/\\s*${num})?\\s*\\)$`).exec(text);
  if (srgb) {
    const unit = (part: string) => (part === 'none' ? 0 : part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part));
    return {
      r: unit(srgb[1]!) * 255,
      g: unit(srgb[2]!) * 255,
      b: unit(srgb[3]!) * 255,
      a: srgb[4] === undefined ? 1 : unit(srgb[4]),
    };
  }
  return viaCanvas(text);
}

/**
 * Any other colour Chromium computes (`oklab(…)` from a `color-mix(in oklab, …)`), converted to
 * sRGB by painting one pixel of it.
 */
function viaCanvas(value: string): Rgba {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = '#010203';
  context.fillStyle = value;
  if (context.fillStyle === '#010203' && value !== '#010203') throw new Error(`cannot read the colour "${value}"`);
  context.clearRect(0, 0, 1, 1);
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return { r: r!, g: g!, b: b!, a: a! / 255 };
}

/** `top` painted over `bottom` (source-over). */
function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function sameColour(actual: string, expected: string, what: string): void {
  const a = parseColor(actual);
  const e = parseColor(expected);
  const close = Math.abs(a.r - e.r) <= 1 && Math.abs(a.g - e.g) <= 1 && Math.abs(a.b - e.b) <= 1 && Math.abs(a.a - e.a) <= 0.01;
  expect(close, `${what}: ${actual} should be ${expected}`).to.equal(true);
}

/** The element's parent in the flat tree (through slots and shadow roots). */
function flatParent(element: Element): Element | null {
  if (element.assignedSlot) return element.assignedSlot;
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** What is painted behind `element`: the backgrounds of it and its ancestors, composited (white canvas below). */
function backdrop(element: Element): Rgba {
  const layers: Rgba[] = [];
  for (let node: Element | null = element; node; node = flatParent(node)) {
    const layer = parseColor(getComputedStyle(node).backgroundColor);
    layers.push(layer);
    if (layer.a >= 1) break;
  }
  return layers.reduceRight<Rgba>((below, layer) => composite(layer, below), { r: 255, g: 255, b: 255, a: 1 });
}

/** The WCAG contrast ratio of `element`'s text against what is painted behind it. */
function textContrast(element: Element): number {
  const background = backdrop(element);
  const text = composite(parseColor(getComputedStyle(element).color), background);
  return contrastRatio(text, background);
}

// ---------------------------------------------------------------------------------------------
// Fixtures.

/** A container in the page (removed after the test), styled with `style`. */
function page(style: Partial<Record<string, string>>): HTMLDivElement {
  const div = container();
  for (const [name, value] of Object.entries(style)) if (value !== undefined) div.style.setProperty(name, value);
  return div;
}

/** `value`'s computed form of `property`, read from a probe element in `parent`. */
function computedAs(parent: Element, property: string, value: string): string {
  const probe = document.createElement('span');
  probe.style.setProperty(property, value);
  parent.append(probe);
  const computed = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return computed;
}

interface MountOptions {
  attributes?: Record<string, string>;
  /** `--job-board-*` properties set on the board itself. */
  theme?: Record<string, string>;
  children?: string;
}

/** `<job-board>` appended to `parent`, resolved once its first listing page has rendered. */
async function mount(parent: HTMLElement, sandbox: Sandbox, { attributes = {}, theme = {}, children = '' }: MountOptions = {}): Promise<JobBoard> {
  const el = document.createElement('job-board');
  const all = { token: TOKEN, 'base-url': sandbox.baseUrl, routing: 'none', ...attributes };
  for (const [name, value] of Object.entries(all)) el.setAttribute(name, value);
  for (const [name, value] of Object.entries(theme)) el.style.setProperty(name, value);
  el.innerHTML = children;
  const loaded = nextEvent(el, 'job-board-load');
  parent.append(el);
  await loaded;
  await el.updateComplete;
  return el;
}

function style(element: Element | null | undefined, what: string): CSSStyleDeclaration {
  expect(element, what).to.exist;
  return getComputedStyle(element!);
}

function currentPageButton(el: JobBoard): HTMLButtonElement {
  const button = parts<HTMLButtonElement>(el, 'page-button').find((b) => b.getAttribute('aria-current') === 'page');
  expect(button, 'the current page button').to.exist;
  return button!;
}

function otherPageButton(el: JobBoard): HTMLButtonElement {
  const button = parts<HTMLButtonElement>(el, 'page-button').find(
    (b) => b.getAttribute('aria-current') !== 'page' && b.getAttribute('aria-disabled') !== 'true',
  );
  expect(button, 'a page button that is neither current nor disabled').to.exist;
  return button!;
}

async function openDetail(el: JobBoard): Promise<void> {
  el.showJob(el.posts[0]!.id);
  await waitUntil(() => part(el, 'apply-link') !== null && el.status === 'ready', 'the detail with its Apply link never showed');
  await el.updateComplete;
}

/** Presses Tab until a page button of `el` has focus; returns it. */
async function tabToPageButton(el: JobBoard): Promise<HTMLElement> {
  const links = parts(el, 'item-link');
  links.at(-1)!.focus();
  for (let presses = 0; presses < 10; presses += 1) {
    await sendKeys({ press: 'Tab' });
    const active = el.shadowRoot!.activeElement;
    if (active instanceof HTMLElement && active.matches('[part~="page-button"]')) return active;
  }
  throw new Error('Tab never reached a page button');
}

function searchInput(el: JobBoard): HTMLInputElement {
  const search = el.querySelector('job-board-search');
  const input = search?.shadowRoot?.querySelector<HTMLInputElement>('[part~="input"]');
  expect(input, 'the search field (part input)').to.exist;
  return input!;
}

function filterOptions(el: JobBoard): HTMLElement[] {
  const filter = el.querySelector('job-board-workplace-filter');
  const options = [...(filter?.shadowRoot?.querySelectorAll<HTMLElement>('[part~="option"]') ?? [])];
  expect(options.length, 'the filter options (part option)').to.be.greaterThan(0);
  return options;
}

const CONTROLS = '<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';

// ---------------------------------------------------------------------------------------------

describe('<job-board> theming', () => {
  let sandbox: Sandbox;
  before(async () => {
    // Five posts, two per page: three pages, so the pager (and a current page) is shown.
    sandbox = await createSandbox({ posts: rawPosts(5) });
  });
  const paged = { 'page-size': '2' };

  describe('defaults blend into the host page', () => {
    it('inherits the page’s font and text colour in entries and the summary; muted text is that colour, smaller', async () => {
      const host = page({ 'font-family': '"Courier New", monospace', color: 'rgb(10, 20, 30)', background: 'white' });
      const el = await mount(host, sandbox, { attributes: paged });
      const pageFont = getComputedStyle(host).fontFamily;
      const pageColour = getComputedStyle(host).color;
      expect(pageFont).to.include('Courier New');

      for (const name of ['item-title', 'item-meta', 'summary', 'item-link', 'page-button']) {
        expect(style(part(el, name), name).fontFamily, `${name} font`).to.equal(pageFont);
      }
      sameColour(style(part(el, 'item-link'), 'item-link').color, pageColour, 'the entry’s text colour');

      // Muted texts: the page's colour itself (a lighter shade could fall below AA on the page's
      // background, which CSS can't see), set apart by size; the entries by borders, not a tint.
      for (const name of ['item-meta', 'summary']) sameColour(style(part(el, name), name).color, pageColour, `${name} colour`);
      expect(parseFloat(style(part(el, 'item-meta'), 'item-meta').fontSize), 'item-meta smaller than the title').to.be.lessThan(
        parseFloat(style(part(el, 'item-title'), 'item-title').fontSize),
      );
      sameColour(style(part(el, 'item-link'), 'item-link').backgroundColor, 'transparent', 'the entry’s background');

      // The title is the accent as text, whose default mixes the link colour with the page's text.
      sameColour(
        style(part(el, 'item-title'), 'item-title').color,
        computedAs(host, 'color', `color-mix(in oklab, LinkText 50%, ${pageColour})`),
        'the title colour',
      );
    });

    it('follows the page when the page’s font and colour change', async () => {
      const host = page({ 'font-family': 'Georgia, serif', color: 'rgb(120, 40, 0)' });
      const el = await mount(host, sandbox, { attributes: paged });
      host.style.setProperty('font-family', '"Courier New", monospace');
      host.style.setProperty('color', 'rgb(0, 90, 90)');
      expect(style(part(el, 'item-title'), 'item-title').fontFamily).to.equal(getComputedStyle(host).fontFamily);
      sameColour(style(part(el, 'item-link'), 'item-link').color, 'rgb(0, 90, 90)', 'the entry’s text colour');
      const meta = parseColor(style(part(el, 'item-meta'), 'item-meta').color);
      expect([meta.r, meta.g, meta.b].map(Math.round)).to.deep.equal([0, 90, 90]);
    });
  });

  describe('each --job-board-* property reaches its parts', () => {
    it('--job-board-accent colours the titles, the current page, the back link and the Apply link', async () => {
      const accent = 'rgb(200, 0, 0)';
      const el = await mount(page({}), sandbox, { attributes: paged, theme: { '--job-board-accent': accent } });
      sameColour(style(part(el, 'item-title'), 'item-title').color, accent, 'item-title colour');
      sameColour(getComputedStyle(currentPageButton(el)).backgroundColor, accent, 'current page background');
      sameColour(getComputedStyle(currentPageButton(el)).borderTopColor, accent, 'current page border');
      await openDetail(el);
      sameColour(style(part(el, 'apply-link'), 'apply-link').backgroundColor, accent, 'apply-link background');
      sameColour(style(part(el, 'back-link'), 'back-link').color, accent, 'back-link colour');
    });

    it('--job-board-accent-contrast colours the text on the accent: Apply link and current page', async () => {
      const contrast = 'rgb(1, 2, 3)';
      const el = await mount(page({}), sandbox, { attributes: paged, theme: { '--job-board-accent-contrast': contrast } });
      sameColour(getComputedStyle(currentPageButton(el)).color, contrast, 'current page text');
      await openDetail(el);
      sameColour(style(part(el, 'apply-link'), 'apply-link').color, contrast, 'apply-link text');
    });

    it('--job-board-font-family sets the board’s font, over the page’s', async () => {
      const host = page({ 'font-family': '"Courier New", monospace' });
      const family = 'Georgia, "Times New Roman", serif';
      const el = await mount(host, sandbox, { attributes: paged, theme: { '--job-board-font-family': family } });
      const expected = computedAs(host, 'font-family', family);
      for (const name of ['item-title', 'item-meta', 'summary', 'page-button']) {
        expect(style(part(el, name), name).fontFamily, `${name} font`).to.equal(expected);
      }
    });

    it('--job-board-color sets the text colour, over the page’s, and the muted colour derives from it', async () => {
      const host = page({ color: 'rgb(10, 20, 30)' });
      const el = await mount(host, sandbox, { attributes: paged, theme: { '--job-board-color': 'rgb(0, 100, 0)' } });
      sameColour(style(part(el, 'item-link'), 'item-link').color, 'rgb(0, 100, 0)', 'entry text');
      sameColour(getComputedStyle(otherPageButton(el)).color, 'rgb(0, 100, 0)', 'page button text');
      const meta = parseColor(style(part(el, 'item-meta'), 'item-meta').color);
      expect([meta.r, meta.g, meta.b].map(Math.round), 'item-meta derives from --job-board-color').to.deep.equal([0, 100, 0]);
      await openDetail(el);
      sameColour(style(part(el, 'detail-title'), 'detail-title').color, 'rgb(0, 100, 0)', 'detail-title colour');
    });

    it('--job-board-muted-color colours item-meta and the summary', async () => {
      const muted = 'rgb(120, 120, 0)';
      const el = await mount(page({ color: 'rgb(10, 20, 30)' }), sandbox, { attributes: paged, theme: { '--job-board-muted-color': muted } });
      sameColour(style(part(el, 'item-meta'), 'item-meta').color, muted, 'item-meta colour');
      sameColour(style(part(el, 'summary'), 'summary').color, muted, 'summary colour');
    });

    it('--job-board-background paints the board', async () => {
      const el = await mount(page({}), sandbox, { attributes: paged, theme: { '--job-board-background': 'rgb(250, 250, 240)' } });
      sameColour(getComputedStyle(el).backgroundColor, 'rgb(250, 250, 240)', 'board background');
    });

    it('--job-board-surface paints the entries (item-link) and the detail', async () => {
      const surface = 'rgb(240, 240, 200)';
      const el = await mount(page({}), sandbox, { attributes: paged, theme: { '--job-board-surface': surface } });
      for (const link of parts(el, 'item-link')) sameColour(getComputedStyle(link).backgroundColor, surface, 'item-link background');
      await openDetail(el);
      sameColour(style(part(el, 'detail'), 'detail').backgroundColor, surface, 'detail background');
    });

    it('--job-board-border-color draws the entries’, badges’ and page buttons’ borders', async () => {
      const border = 'rgb(0, 0, 200)';
      const el = await mount(page({}), sandbox, { attributes: paged, theme: { '--job-board-border-color': border } });
      const link = style(part(el, 'item-link'), 'item-link');
      for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
        sameColour(link.getPropertyValue(`border-${side.toLowerCase()}-color`), border, `item-link border ${side}`);
      }
      expect(link.borderTopWidth).to.equal('1px');
      sameColour(style(part(el, 'badge'), 'badge').borderTopColor, border, 'badge border');
      sameColour(getComputedStyle(otherPageButton(el)).borderTopColor, border, 'page button border');
    });

    it('--job-board-radius rounds the entries and the page buttons', async () => {
      const el = await mount(page({}), sandbox, { attributes: paged, theme: { '--job-board-radius': '3px' } });
      expect(style(part(el, 'item-link'), 'item-link').borderTopLeftRadius).to.equal('3px');
      expect(getComputedStyle(otherPageButton(el)).borderBottomRightRadius).to.equal('3px');
      await openDetail(el);
      expect(style(part(el, 'apply-link'), 'apply-link').borderTopLeftRadius).to.equal('3px');
      expect(style(part(el, 'detail'), 'detail').borderTopLeftRadius).to.equal('3px');
    });

    it('--job-board-spacing scales the gaps and paddings', async () => {
      const el = await mount(page({}), sandbox, { attributes: paged, theme: { '--job-board-spacing': '10px' } });
      const link = style(part(el, 'item-link'), 'item-link');
      expect(link.paddingLeft, 'item-link inline padding (1 × spacing)').to.equal('10px');
      expect(link.paddingTop, 'item-link block padding (0.875 × spacing)').to.equal('8.75px');
      expect(style(part(el, 'list'), 'list').rowGap, 'list gap (0.5 × spacing)').to.equal('5px');
      expect(style(part(el, 'controls'), 'controls').columnGap, 'controls gap').to.equal('10px');
    });

    it('--job-board-focus-ring outlines a page button focused from the keyboard', async () => {
      const el = await mount(page({}), sandbox, { attributes: paged, theme: { '--job-board-focus-ring': '3px dashed rgb(0, 128, 0)' } });
      const button = await tabToPageButton(el);
      expect(button.matches(':focus-visible'), 'keyboard focus').to.equal(true);
      const ring = getComputedStyle(button);
      expect(ring.outlineStyle).to.equal('dashed');
      expect(ring.outlineWidth).to.equal('3px');
      sameColour(ring.outlineColor, 'rgb(0, 128, 0)', 'outline colour');
    });

    it('reaches <job-board-search> and <job-board-workplace-filter> inside the board', async () => {
      const theme = {
        '--job-board-accent': 'rgb(200, 0, 0)',
        '--job-board-border-color': 'rgb(0, 0, 200)',
        '--job-board-surface': 'rgb(240, 240, 200)',
        '--job-board-background': 'rgb(250, 250, 240)',
        '--job-board-radius': '3px',
        '--job-board-spacing': '10px',
        '--job-board-font-family': 'Georgia, serif',
        '--job-board-color': 'rgb(0, 100, 0)',
        '--job-board-focus-ring': '3px dashed rgb(0, 128, 0)',
      };
      const host = page({ 'font-family': '"Courier New", monospace', color: 'rgb(10, 20, 30)' });
      const el = await mount(host, sandbox, { attributes: { ...paged, workplaces: 'remote' }, theme, children: CONTROLS });
      const filter = el.querySelector('job-board-workplace-filter')!;
      await waitUntil(() => filter.shadowRoot?.querySelector('[part~="option-checked"]'), 'the board’s workplace never shown checked');

      const input = searchInput(el);
      const field = getComputedStyle(input);
      sameColour(field.borderTopColor, 'rgb(0, 0, 200)', 'search input border');
      sameColour(field.backgroundColor, 'rgb(250, 250, 240)', 'search input background');
      sameColour(field.color, 'rgb(0, 100, 0)', 'search input text');
      expect(field.fontFamily, 'search input font').to.equal(computedAs(host, 'font-family', 'Georgia, serif'));
      expect(field.borderTopLeftRadius).to.equal('3px');
      expect(field.paddingLeft, 'search input padding (0.75 × spacing)').to.equal('7.5px');

      const options = filterOptions(el);
      const checked = options.find((option) => option.matches('[part~="option-checked"]'))!;
      const unchecked = options.find((option) => !option.matches('[part~="option-checked"]'))!;
      sameColour(getComputedStyle(unchecked).borderTopColor, 'rgb(0, 0, 200)', 'option border');
      sameColour(getComputedStyle(unchecked).backgroundColor, 'rgb(240, 240, 200)', 'option background');
      expect(getComputedStyle(unchecked).borderTopLeftRadius, 'option radius (4 × radius)').to.equal('12px');
      sameColour(getComputedStyle(checked).borderTopColor, 'rgb(200, 0, 0)', 'checked option border');
      sameColour(getComputedStyle(checked.querySelector('input')!).accentColor, 'rgb(200, 0, 0)', 'checkbox accent-color');

      input.focus();
      await waitUntil(() => input.matches(':focus-visible'), 'the search field never had visible focus');
      // The border colour transitions (120 ms): wait for it to settle on the accent.
      await waitUntil(() => {
        const { r, g, b } = parseColor(getComputedStyle(input).borderTopColor);
        return Math.round(r) === 200 && Math.round(g) === 0 && Math.round(b) === 0;
      }, `the focused search field's border never became the accent (${getComputedStyle(input).borderTopColor})`, { timeout: 2000 });
      const focused = getComputedStyle(input);
      expect(focused.outlineStyle).to.equal('dashed');
      expect(focused.outlineWidth).to.equal('3px');
    });
  });

  describe('the host page’s text layout does not leak in', () => {
    /**
     * Inherited properties a page sets for its own text (the Vite templates' `#root` centres
     * everything) that would move the elements' own layout. Font and colour are left out: the
     * contract has the elements inherit those.
     */
    const HOSTILE = {
      'text-align': 'center',
      'text-indent': '3em',
      'letter-spacing': '0.2em',
      'word-spacing': '1em',
      'text-transform': 'uppercase',
      'white-space': 'pre',
      'line-height': '3',
    };
    const WIDTH = { width: '720px' };

    /** Where every part of `host` and its text sit, relative to the host, rounded to 0.5 px. */
    function layout(host: Element): Record<string, string> {
      const origin = host.getBoundingClientRect();
      const box = (rect: DOMRect): string =>
        [rect.left - origin.left, rect.top - origin.top, rect.width, rect.height].map((n) => Math.round(n * 2) / 2).join(' ');
      const boxes: Record<string, string> = { host: box(origin) };
      const range = document.createRange();
      host.shadowRoot!.querySelectorAll('[part]').forEach((element, index) => {
        const name = `${index} ${element.getAttribute('part')}`;
        // A part not laid out (the phone's Filters button on a wide screen) has no box to compare.
        if (element.getClientRects().length === 0) return;
        boxes[name] = box(element.getBoundingClientRect());
        if (!element.textContent?.trim()) return;
        range.selectNodeContents(element);
        // Nor text that is not laid out (the controls' own text is that button's).
        if (range.getClientRects().length === 0) return;
        boxes[`${name} text`] = box(range.getBoundingClientRect());
      });
      return boxes;
    }

    async function standalone(parent: HTMLElement, tag: 'job-board-search' | 'job-board-workplace-filter'): Promise<Element> {
      const el = document.createElement(tag);
      if (tag === 'job-board-workplace-filter') el.setAttribute('options', 'remote,hybrid,on_site');
      parent.append(el);
      await el.updateComplete;
      await waitUntil(() => el.shadowRoot?.querySelector('[part~="label"]'), `${tag} never rendered its label`);
      return el;
    }

    it('lays out the board the same under a centred, spaced, uppercase, pre-formatted ancestor', async () => {
      const plain = await mount(page(WIDTH), sandbox, { attributes: paged, children: CONTROLS });
      const hostile = await mount(page({ ...WIDTH, ...HOSTILE }), sandbox, { attributes: paged, children: CONTROLS });
      // The title lines up with the board's start (`match-parent`, resolved against the link's direction: left here), never the page's centre.
      expect(getComputedStyle(part(hostile, 'item-title')!).textAlign, 'the title’s text-align').to.be.oneOf(['start', 'left']);
      expect(layout(hostile)).to.deep.equal(layout(plain));
      // The controls are laid out by their own shadow roots, under the board's.
      for (const tag of ['job-board-search', 'job-board-workplace-filter']) {
        expect(layout(hostile.querySelector(tag)!), tag).to.deep.equal(layout(plain.querySelector(tag)!));
      }
    });

    for (const tag of ['job-board-search', 'job-board-workplace-filter'] as const) {
      it(`lays out <${tag}> on its own the same under such an ancestor`, async () => {
        const plain = await standalone(page(WIDTH), tag);
        const hostile = await standalone(page({ ...WIDTH, ...HOSTILE }), tag);
        expect(getComputedStyle(hostile.shadowRoot!.querySelector('[part~="label"]')!).textAlign, 'the label’s text-align').to.equal('start');
        expect(layout(hostile)).to.deep.equal(layout(plain));
      });
    }

    it('still inherits the page’s font and colour there', async () => {
      const host = page({ ...WIDTH, ...HOSTILE, 'font-family': 'Georgia, serif', 'font-style': 'italic', color: 'rgb(120, 40, 0)' });
      const el = await mount(host, sandbox, { attributes: paged, children: CONTROLS });
      const meta = style(part(el, 'item-meta'), 'item-meta');
      expect(meta.fontFamily).to.equal(getComputedStyle(host).fontFamily);
      expect(meta.fontStyle).to.equal('italic');
      sameColour(style(part(el, 'item-link'), 'item-link').color, 'rgb(120, 40, 0)', 'the entry’s text colour');
    });
  });

  describe('readable on light and dark pages', () => {
    const schemes = {
      light: { 'color-scheme': 'light', background: 'white', color: '#111' },
      dark: { 'color-scheme': 'dark', background: '#111', color: '#eee' },
      // Many dark sites never declare it: system colours (LinkText #0000EE) stay the light ones.
      'dark, without color-scheme,': { background: '#111', color: '#eee' },
    };
    for (const [scheme, pageStyle] of Object.entries(schemes)) {
      it(`keeps item-title, item-meta and summary at 4.5:1 or more on a ${scheme} page`, async () => {
        const el = await mount(page(pageStyle), sandbox, { attributes: paged });
        const figures = ['item-title', 'item-meta', 'summary'].map((name) => {
          const element = part(el, name);
          expect(element, name).to.exist;
          return { name, ratio: textContrast(element!), color: getComputedStyle(element!).color };
        });
        const report = figures.map(({ name, ratio, color }) => `${name} ${color} ${ratio.toFixed(2)}:1`).join(', ');
        for (const { name, ratio } of figures) expect(ratio, `${name} on a ${scheme} page (${report})`).to.be.at.least(4.5);
      });
    }
  });

  describe('keeps WCAG AA on the site’s own palette wherever the page’s text has it (issue 29, item 6)', () => {
    /**
     * Real pages' colours, each of whose own text passes AA: the Vite React starter's grey text
     * (5.4:1), a dark mode with and without color-scheme, a tinted background, plain black on white,
     * and the lightest grey that passes on white: a default may take nothing from the page's ratio.
     */
    const PALETTES: Record<string, Record<string, string>> = {
      'the Vite React starter (#6b6375 on #f9f9fa)': { color: '#6b6375', background: '#f9f9fa' },
      'a dark mode (#e6e6e6 on #121212)': { color: '#e6e6e6', background: '#121212', 'color-scheme': 'dark' },
      'a dark mode without color-scheme (#e6e6e6 on #121212)': { color: '#e6e6e6', background: '#121212' },
      'a tinted background (#1f2937 on #fef3c7)': { color: '#1f2937', background: '#fef3c7' },
      'black on white': { color: '#000', background: '#fff' },
      'a grey that just passes (#767676 on #fff, 4.54:1)': { color: '#767676', background: '#fff' },
    };
    /** The listing's muted and accent texts, and the detail's. */
    const LISTING = ['summary', 'item-title', 'item-meta', 'badge'];
    const DETAIL = ['back-link', 'detail-title', 'posted', 'fact-label', 'fact-value', 'description-quote', 'description-link'];

    let palettes: Sandbox;
    before(async () => {
      // Fifteen pages (the pager's gap "…" shows), the first post with a date, a quote and a link.
      const [first, ...rest] = rawPosts(30);
      palettes = await createSandbox({
        posts: [
          {
            ...first,
            created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
            description: '<p>About the role. <a href="https://example.com/team">Meet the team</a>.</p><blockquote>The calmest team I have worked in.</blockquote>',
          },
          ...rest,
        ],
      });
    });

    /** Each element's contrast against what is painted behind it, and the report of all of them. */
    function contrasts(elements: [string, Element | null | undefined][]): { figures: [string, number][]; report: string } {
      const figures = elements.map(([name, element]): [string, number] => {
        expect(element, name).to.exist;
        return [name, textContrast(element!)];
      });
      return { figures, report: figures.map(([name, ratio]) => `${name} ${ratio.toFixed(2)}:1`).join(', ') };
    }

    for (const [name, palette] of Object.entries(PALETTES)) {
      it(`on ${name}: every text of the listing and the detail at 4.5:1 or more, and axe finds nothing`, async () => {
        const host = page(palette);
        const pageRatio = textContrast(host);
        expect(pageRatio, 'the page’s own text passes').to.be.at.least(4.5);
        const el = await mount(host, palettes, { attributes: paged });
        const gap = el.shadowRoot!.querySelector('.gap');
        const listing = contrasts([...LISTING.map((part_): [string, Element | null] => [part_, part(el, part_)]), ['pager gap', gap]]);
        for (const [part_, ratio] of listing.figures) expect(ratio, `${part_} (page ${pageRatio.toFixed(2)}:1; ${listing.report})`).to.be.at.least(4.5);
        await expect(el).to.be.accessible();

        await openDetail(el);
        await waitUntil(() => part(el, 'description-quote'), 'the description never showed');
        const detail = contrasts(DETAIL.map((part_): [string, Element | null] => [part_, part(el, part_)]));
        for (const [part_, ratio] of detail.figures) expect(ratio, `${part_} (page ${pageRatio.toFixed(2)}:1; ${detail.report})`).to.be.at.least(4.5);
        await expect(el).to.be.accessible();
      });
    }

    it('shows the empty state’s text at 4.5:1 or more on the React starter’s grey', async () => {
      const host = page(PALETTES['the Vite React starter (#6b6375 on #f9f9fa)']!);
      const el = await mount(host, palettes, { attributes: { ...paged, query: 'no such job anywhere' } });
      const status = part(el, 'status');
      expect(textContrast(status!), 'the empty text').to.be.at.least(4.5);
      await expect(el).to.be.accessible();
    });
  });

  describe('prefers-reduced-motion', () => {
    afterEach(async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
    });

    async function motion(reducedMotion: 'reduce' | 'no-preference'): Promise<Record<string, string>> {
      await emulateMedia({ reducedMotion });
      await waitUntil(() => matchMedia(`(prefers-reduced-motion: ${reducedMotion})`).matches, `emulation of ${reducedMotion} never applied`);
      const el = await mount(page({}), sandbox, { attributes: paged, children: CONTROLS });
      const progress = el.shadowRoot!.querySelector('.progress');
      expect(progress, 'the progress bar').to.exist;
      return {
        'item-link transition': getComputedStyle(part(el, 'item-link')!).transitionDuration,
        'progress animation': `${getComputedStyle(progress!).animationName} ${getComputedStyle(progress!).animationDuration}`,
        'search input transition': getComputedStyle(searchInput(el)).transitionDuration,
        'filter option transition': getComputedStyle(filterOptions(el)[0]!).transitionDuration,
      };
    }

    it('animates the entries, the progress bar and the controls when motion is welcome', async () => {
      expect(await motion('no-preference')).to.deep.equal({
        'item-link transition': '0.15s',
        'progress animation': 'progress 1.1s',
        'search input transition': '0.12s',
        'filter option transition': '0.12s, 0.12s',
      });
    });

    it('turns every transition and animation off under prefers-reduced-motion: reduce', async () => {
      expect(await motion('reduce')).to.deep.equal({
        'item-link transition': '0s',
        'progress animation': 'none 0s',
        'search input transition': '0s',
        'filter option transition': '0s',
      });
    });
  });

  describe('forced-colors', () => {
    afterEach(async () => {
      await executeServerCommand<boolean, ForcedColorsPayload>('emulate-forced-colors', { active: false });
    });

    it('keeps the current page, focus outlines and borders visible in forced-colors mode', async () => {
      // emulateMedia({ forcedColors }) is ignored under the Chrome launcher: our own command (see
      // scripts/lib/forced-colors-command.ts) sets it through the DevTools protocol.
      await executeServerCommand<boolean, ForcedColorsPayload>('emulate-forced-colors', { active: true });
      expect(matchMedia('(forced-colors: active)').matches, 'forced-colors mode is on').to.equal(true);
      const host = page({});
      const el = await mount(host, sandbox, { attributes: paged, children: CONTROLS });
      const current = getComputedStyle(currentPageButton(el));
      sameColour(current.backgroundColor, computedAs(host, 'background-color', 'Highlight'), 'current page background');
      sameColour(current.color, computedAs(host, 'color', 'HighlightText'), 'current page text');
      expect(current.backgroundColor).not.to.equal(getComputedStyle(otherPageButton(el)).backgroundColor);

      const link = style(part(el, 'item-link'), 'item-link');
      expect(link.borderTopStyle).to.equal('solid');
      expect(link.borderTopWidth).to.equal('1px');
      sameColour(getComputedStyle(searchInput(el)).borderTopColor, computedAs(host, 'color', 'CanvasText'), 'search input border');

      const button = await tabToPageButton(el);
      const ring = getComputedStyle(button);
      expect(ring.outlineStyle).not.to.equal('none');
      expect(parseFloat(ring.outlineWidth)).to.be.at.least(1);
    });
  });
});
