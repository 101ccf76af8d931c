/**
 * Renders the board on the server, from the elements' own render code (@lit-labs/ssr), as
 * declarative shadow DOM: the same markup the board renders in the browser, so the script-tag
 * bundle can take it over without a visible change (see elements/job-board/prerendered.ts).
 *
 * The elements run in Node under Lit's DOM shim, which has no `location`: the board makes its
 * links (entries, pager, back link, Apply) from the page's address. The render hands the board
 * that address with the view's data and language (its `serverView` property): nothing global is
 * set, so renders at once can't read each other's. The render itself is synchronous (every lazy
 * part and the language's texts are loaded first); only the controls' language, which they can't
 * read from the board on a server, is set for its duration and taken away before it returns.
 */
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html } from 'lit';
import '../index.js';
import { detailChunk, wholeBoardChunk } from '../elements/job-board/lazy-parts.js';
import { setServerSanitizer } from '../elements/job-board/detail/sanitizer.js';
import { setEntityDecoder } from '../elements/job-board/detail/markup-text.js';
import { PRERENDERED_DATA_ATTRIBUTE, type PrerenderedData, type ServerView } from '../elements/job-board/prerendered.js';
import { loadLanguage } from '../i18n/languages.js';
import { DEFAULT_LOCALE, resolveLocale } from '../i18n/locale.js';
import { setServerLanguage } from '../i18n/strings.js';
import type { BoardRoute } from '../routing/route-params.js';
import { embeddedData } from './embedded-view.js';
import { escapeMarkup as escapeXml } from './escape.js';
import { parse5EntityDecoder } from './entities.js';
import { minifyStyleElements } from './minify-css.js';
import { sanitizeDescription } from './server-sanitizer.js';

/** What one page's board is: the page's board, set to one view. */
export interface BoardRender {
  /** The board's attributes, as the page writes them (plus `lang` when the page gives one). */
  attributes: ReadonlyMap<string, string>;
  /** The board's children as the page writes them. */
  childrenHtml: string;
  /**
   * The view (its page and job, and the search and filters a URL names), set as properties: they
   * are the URL's, not attributes the page would then carry.
   */
  view: Partial<BoardRoute> & { page: number; job: string };
  data: PrerenderedData;
  /** The absolute URL of the page being rendered. */
  pageUrl: URL;
  /** The language of the board's texts where the board has no `lang` of its own (resolved). */
  language: string;
}

let ready: Promise<void> | undefined;

/**
 * Loads what a render needs before it starts (Lit's server render is synchronous: a part still
 * loading would render as its placeholder): the lazy parts and the language's texts, each once
 * per process. `language` is the board's, which an element without a readable `lang` of its own
 * falls back to.
 */
export function prepareRendering(language: string): Promise<void> {
  setServerSanitizer(sanitizeDescription);
  // The board's own reading of a description decodes entities: with parse5 here, never DOMParser.
  setEntityDecoder(parse5EntityDecoder);
  ready ??= Promise.all([detailChunk.load(), wholeBoardChunk.load()]).then(() => undefined);
  // The table of the language the elements will read (`pl_PL` is read as pl-PL: the Polish table).
  return Promise.all([ready, loadLanguage(resolveLocale(language, DEFAULT_LOCALE))]).then(() => undefined);
}

/** The board's markup for one page: `<job-board …>` with its shadow root and its data. */
export async function renderBoard(board: BoardRender): Promise<string> {
  await prepareRendering(board.language);
  const placeholder = `<script type="application/json" ${PRERENDERED_DATA_ATTRIBUTE}></script>`;
  const startTag = `<job-board${[...board.attributes].map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join('')}`;
  // A template made at runtime: the page's markup with a property binding per routed property.
  // Lit reads it as it reads a literal (a strings array with `raw`), and renders the elements inside it.
  // The data goes last: the browser may paint what it has parsed so far, and the controls (small)
  // must be there by then, or the listing would show without them and move down when they come.
  const names = Object.keys(board.view) as (keyof BoardRender['view'])[];
  const strings = [`${startTag} .serverView=`, ...names.map((name) => ` .${name}=`), `>${board.childrenHtml}${placeholder}</job-board>`];
  const template = Object.assign(strings, { raw: strings }) as unknown as TemplateStringsArray;
  const view: ServerView = { data: board.data, pageUrl: new URL(board.pageUrl.href), language: board.language };
  const markup = inControlsLanguage(board.language, () => collectResultSync(render(html(template, view, ...names.map((name) => board.view[name])))));
  // The data goes in as text, after rendering: in a script no `<` may open a tag or close it. Of a
  // whole board, the view the board rendered, not every post (embedded-view.ts).
  const json = JSON.stringify(embeddedData(board.data, view.shown, board.childrenHtml)).replace(/</g, '\\u003c');
  return `${PARSING_STYLE}${CONTROLS_STYLE}${inPlaceOf(minifyStyleElements(markup), placeholder, `<script type="application/json" ${PRERENDERED_DATA_ATTRIBUTE}>${json}</script>`)}`;
}

/**
 * `markup` with its last `placeholder` (the template's own, after the site's children) made `text`,
 * spliced in verbatim. Never `String.replace` with a string: it reads `$&`, `` $` ``, `$'` and `$$`
 * in the data as patterns (a search `?jb-q=$&…` then ended the data script early; issue 37).
 */
function inPlaceOf(markup: string, placeholder: string, text: string): string {
  const at = markup.lastIndexOf(placeholder);
  if (at === -1) throw new Error('renderJobBoard: the board\'s render lost its data\'s place: this is a bug.');
  return markup.slice(0, at) + text + markup.slice(at + placeholder.length);
}

/**
 * Runs the synchronous `render` with the controls' language set (the board's own comes in its
 * `serverView`), and sets it back before returning: nothing of one render is left for another.
 */
function inControlsLanguage<T>(language: string, render: () => T): T {
  setServerLanguage(language);
  try {
    return render();
  } finally {
    setServerLanguage(DEFAULT_LOCALE);
  }
}

/**
 * Keeps the prerendered board unpainted while the browser is still reading it. Its shadow root
 * (the listing) comes before its light children (the controls) in the HTML, and a browser paints
 * what it has read so far: the listing would show without the controls above it, then move down
 * when they come (a layout shift on a slow network or CPU). The data script is the board's last
 * child: once it is read, all of the board is. Browsers without `:has()` show the board as it comes.
 */
const PARSING_STYLE = `<style>job-board:not(:has(> script[${PRERENDERED_DATA_ATTRIBUTE}])){visibility:hidden}</style>`;

/** The controls, which do nothing without a script: search, workplaces, a filter's select. */
const CONTROLS = 'job-board-search,job-board-workplace-filter,job-board-filter';

/**
 * Shows no control that can't work. With JavaScript off a control is dead (typing a search or
 * ticking a workplace changes nothing), so it is not shown at all (`<noscript>`: its style applies
 * only then), nor the row they sit in. With JavaScript on a control keeps its place but stays invisible until its element is
 * defined, so the takeover shows it where it already stood: no layout shift.
 */
const CONTROLS_STYLE =
  `<style>:is(${CONTROLS}):not(:defined){visibility:hidden}</style>` +
  // The row they sit in goes too, when they are all it holds (beside the board's data script).
  `<noscript><style>${CONTROLS}{display:none}job-board:not(:has(>:not(${CONTROLS},script)))::part(controls){display:none}</style></noscript>`;
