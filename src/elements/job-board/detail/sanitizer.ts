/**
 * Turns a job description's HTML into a safe DOM subtree. Where the browser has the HTML
 * Sanitizer API (`Element.setHTML`: Chromium 146+, Firefox 148+) it does the work and nothing is
 * downloaded; elsewhere (Safari today) DOMPurify is loaded, as a chunk of its own, the first time
 * a description is shown. Both run the same policy: the allowlist, then the same pass over
 * the result (`finish`), so a description looks the same in every browser. The policy itself is in
 * description-policy.ts, shared with the static-page build's server-side sanitiser.
 */
import { withoutInlineStyles } from './description.js';
import {
  DESCRIPTION_ATTRIBUTES,
  DESCRIPTION_ELEMENTS,
  DESCRIPTION_PARTS,
  IMAGE_ATTRIBUTES,
  IMAGE_SCHEMES,
  LINK_ATTRIBUTES,
  LINK_SCHEMES,
  urlWithScheme,
} from './description-policy.js';

/** Whether a URL attribute uses one of the schemes, read the way the browser will read it. */
function hasScheme(value: string, schemes: readonly string[]): boolean {
  return urlWithScheme(value, schemes, document.baseURI) !== undefined;
}

export type Sanitize = (html: string) => DocumentFragment;

/**
 * The common pass over either sanitiser's output, while it is still inert (in a template's
 * content: an image there loads nothing yet): URLs limited to safe schemes; links leave the career
 * page in a new tab, without an opener or a referrer; images load lazily, without a referrer.
 * Then the result is imported into the page.
 */
function finish(fragment: DocumentFragment): DocumentFragment {
  for (const element of fragment.querySelectorAll('[href], [src]')) {
    const href = element.getAttribute('href');
    if (href !== null && !hasScheme(href, LINK_SCHEMES)) element.removeAttribute('href');
    const src = element.getAttribute('src');
    if (src !== null && !hasScheme(src, IMAGE_SCHEMES)) element.removeAttribute('src');
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    for (const [name, value] of Object.entries(LINK_ATTRIBUTES)) link.setAttribute(name, value);
  }
  for (const image of fragment.querySelectorAll('img')) {
    for (const [name, value] of Object.entries(IMAGE_ATTRIBUTES)) image.setAttribute(name, value);
  }
  for (const element of fragment.querySelectorAll(Object.keys(DESCRIPTION_PARTS).join())) {
    element.setAttribute('part', DESCRIPTION_PARTS[element.localName]!);
  }
  return document.importNode(fragment, true);
}

/** An inert fragment (a template's content) holding `nodes`, for `finish`. */
function inertFragment(nodes: Iterable<Node>): DocumentFragment {
  const template = document.createElement('template');
  template.content.append(...nodes);
  return template.content;
}

interface SetHtmlElement extends Element {
  setHTML(html: string, options: { sanitizer: { elements: string[]; attributes: string[]; comments: boolean; dataAttributes: boolean } }): void;
}

function hasSanitizerApi(element: Element): element is SetHtmlElement {
  return typeof (element as Partial<SetHtmlElement>).setHTML === 'function';
}

/** The browser's own sanitiser, when it has one. */
export function nativeSanitizer(): Sanitize | undefined {
  const probe = document.createElement('template');
  if (!hasSanitizerApi(probe)) return undefined;
  const sanitizer = { elements: [...DESCRIPTION_ELEMENTS], attributes: [...DESCRIPTION_ATTRIBUTES], comments: false, dataAttributes: false };
  return (html) => {
    const template = document.createElement('template');
    // setHTML on a <template> fills its content, an inert fragment: images don't load yet.
    (template as unknown as SetHtmlElement).setHTML(withoutInlineStyles(html), { sanitizer });
    return finish(template.content);
  };
}

/** DOMPurify with the same policy; our own instance, so a copy the site uses is never touched. */
export async function domPurifySanitizer(): Promise<Sanitize> {
  const { default: createDOMPurify } = await import('dompurify');
  const purify = createDOMPurify(window);
  return (html) => {
    const body = purify.sanitize(withoutInlineStyles(html), {
      // Text is a node type DOMPurify's allowlist names too; without it every word is dropped.
      ALLOWED_TAGS: ['#text', ...DESCRIPTION_ELEMENTS],
      ALLOWED_ATTR: [...DESCRIPTION_ATTRIBUTES],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      // As the Sanitizer API does: an element not allowed goes with its content.
      KEEP_CONTENT: false,
      // Its <body>, still in DOMPurify's inert document: a fragment would be imported already.
      RETURN_DOM: true,
    }) as HTMLElement | null;
    // A document whose markup opens with <frameset> has no <body>, and DOMPurify then returns null
    // (issue 20, item 12): such a description is empty, as its frames show nothing either.
    return finish(inertFragment(body?.childNodes ?? []));
  };
}

let loading: Promise<Sanitize> | undefined;

/** The sanitiser for this browser: at once where it is built in, else DOMPurify once loaded. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= Promise.resolve(nativeSanitizer() ?? domPurifySanitizer());
  // A chunk that failed to load (a flaky network) may load next time: don't cache the failure.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Sanitises a description's HTML on the server into HTML: `job-board-element build` sets it. */
export type ServerSanitize = (html: string) => string;

let onServer: ServerSanitize | undefined;

/** Sets the sanitiser descriptions prerendered on the server go through (the build's, with this policy). */
export function setServerSanitizer(sanitize: ServerSanitize): void {
  onServer = sanitize;
}

/** The server's sanitiser; prerendering a description without one is a mistake of the build's, never unsanitised output. */
export function serverSanitizer(): ServerSanitize {
  if (!onServer) throw new Error('No server sanitiser set: call setServerSanitizer() before prerendering a description.');
  return onServer;
}
