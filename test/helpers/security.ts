/**
 * Helpers of the security tests: walking every shadow root a board renders, reporting what in
 * them could run script or leave the page unsafely, and traps that notice script that did run.
 */
import type { JobBoard } from '../../src/elements/job-board/job-board.js';

/** The board's shadow root and those of every element inside it or its light DOM, depth first. */
export function shadowRoots(host: Element): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const visit = (node: Element | ShadowRoot): void => {
    if (node instanceof Element && node.shadowRoot) {
      roots.push(node.shadowRoot);
      visit(node.shadowRoot);
    }
    for (const child of node.children) visit(child);
  };
  visit(host);
  return roots;
}

/** Every element in `roots`, and in the light DOM under `host`. */
export function allElements(host: Element): Element[] {
  return [host, ...host.querySelectorAll('*'), ...shadowRoots(host).flatMap((root) => [...root.querySelectorAll('*')])];
}

/** Attributes whose value a browser follows as a URL (or, for `srcdoc`, renders as a document). */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'srcset',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'codebase',
  'ping',
  'srcdoc',
  'values',
  'to',
  'from',
  'by',
]);

const SCRIPTABLE_SCHEMES = ['javascript:', 'vbscript:', 'data:'];

/** The scheme a browser would see: the URL parser drops tabs, line breaks and leading controls. */
function schemeOf(value: string): string {
  const cleaned = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return match ? `${match[1]}:` : '';
}

/** What is wrong with a JSON-LD block's text: anything but JSON, or a `<` that could end the element. */
function jsonDataBlockProblems(text: string): string[] {
  if (text.includes('<')) return [`a JSON-LD block holds "<": ${text.slice(0, 120)}`];
  try {
    JSON.parse(text);
    return [];
  } catch {
    return [`a JSON-LD block is not JSON: ${text.slice(0, 120)}`];
  }
}

/** Elements that run script, load other documents or post data: none belongs in the board's shadow DOM. */
const ACTIVE_ELEMENTS = ['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'base', 'meta', 'link', 'portal'];

/** Besides those, a job description holds no controls, no styles and no SVG animation (which can rewrite an href). */
const DESCRIPTION_FORBIDDEN = [
  ...ACTIVE_ELEMENTS,
  'style',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'use',
  'foreignobject',
  'template',
  'noscript',
  'video',
  'audio',
  'source',
  'track',
];

/**
 * What in the board's rendering could run script or leave the page unsafely, one line per
 * finding: `on*` attributes, script-capable URLs (`javascript:`, `vbscript:`, `data:`) in any
 * URL attribute, active elements in the board's own shadow root, controls, styles or animation
 * in the description, and links that open a new tab with access to the opener.
 */
export function unsafeFindings(board: JobBoard): string[] {
  const findings: string[] = [];
  const describe = (element: Element): string => element.outerHTML.slice(0, 160);
  for (const element of allElements(board)) {
    for (const { name, value } of element.attributes) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) findings.push(`event handler attribute ${name}: ${describe(element)}`);
      if (URL_ATTRIBUTES.has(lower) && SCRIPTABLE_SCHEMES.includes(schemeOf(value))) {
        findings.push(`${schemeOf(value)} URL in ${name}: ${describe(element)}`);
      }
    }
    if (element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement) {
      // The resolved link, as a click would follow it.
      if (element.hasAttribute('href') && !['http:', 'https:'].includes(element.protocol)) {
        findings.push(`link to ${element.protocol}: ${describe(element)}`);
      }
      if (element.target === '_blank' && !/\bnoopener\b/.test(element.rel) && !/\bnoreferrer\b/.test(element.rel)) {
        findings.push(`new-tab link without noopener: ${describe(element)}`);
      }
    }
  }
  const root = board.shadowRoot!;
  for (const element of root.querySelectorAll(ACTIVE_ELEMENTS.join(','))) findings.push(`active element <${element.localName}>: ${describe(element)}`);
  for (const description of root.querySelectorAll('[part~="description"]')) {
    for (const element of description.querySelectorAll('*')) {
      if (DESCRIPTION_FORBIDDEN.includes(element.localName.toLowerCase())) {
        findings.push(`<${element.localName}> in the description: ${describe(element)}`);
      }
      if (element.hasAttribute('style')) findings.push(`style attribute in the description: ${describe(element)}`);
      if (element.hasAttribute('srcset')) findings.push(`srcset in the description: ${describe(element)}`);
      // The image policy: https only, no referrer, loaded when scrolled near.
      if (element.localName === 'img' && element.hasAttribute('src')) {
        const image = element as HTMLImageElement;
        if (new URL(image.src).protocol !== 'https:') findings.push(`image not over https: ${describe(element)}`);
        if (image.referrerPolicy !== 'no-referrer' || image.loading !== 'lazy') findings.push(`image with a referrer or loaded eagerly: ${describe(element)}`);
      }
    }
  }
  return [...new Set(findings)];
}

declare global {
  interface Window {
    __xss?: unknown;
  }
}

export interface ScriptTrap {
  /** Everything that shows script ran: dialogs, window.open, the canary, uncaught errors, new document scripts. */
  traces(): string[];
  restore(): void;
}

/**
 * Replaces `alert`, `confirm`, `prompt`, `print` and `open` with recorders, watches the `__xss`
 * canary on this window and its ancestors, uncaught errors (a payload that ran and threw), and
 * scripts or frames added to the document itself.
 */
export function trapScripts(): ScriptTrap {
  const calls: string[] = [];
  const names = ['alert', 'confirm', 'prompt', 'print', 'open'] as const;
  const originals = names.map((name) => [name, window[name]] as const);
  for (const name of names) {
    (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      calls.push(`${name}(${args.map(String).join(', ')})`);
      return null;
    };
  }
  const errors: string[] = [];
  const onError = (event: ErrorEvent): void => void errors.push(`uncaught error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent): void => void errors.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  // A JSON-LD block (the board's structured data) is a data block that no browser runs: it is
  // checked apart, for holding plain JSON that cannot end its element.
  const scripts = (): number => document.querySelectorAll('script:not([type="application/ld+json"])').length;
  const scriptsBefore = scripts();
  const framesBefore = document.querySelectorAll('iframe, object, embed').length;
  const canaries = (): string[] => {
    const found: string[] = [];
    for (const [label, target] of [
      ['window', window],
      ['parent', window.parent],
      ['top', window.top],
    ] as const) {
      try {
        if (target && (target as Window).__xss !== undefined) found.push(`${label}.__xss = ${String((target as Window).__xss)}`);
      } catch {
        // A cross-origin ancestor: a payload could not have written to it either.
      }
    }
    return found;
  };
  return {
    traces: () => [
      ...calls,
      ...canaries(),
      ...errors,
      ...(scripts() > scriptsBefore ? ['a <script> was added to the document'] : []),
      ...[...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((block) => jsonDataBlockProblems(block.textContent ?? '')),
      ...(document.querySelectorAll('iframe, object, embed').length > framesBefore ? ['a frame was added to the document'] : []),
    ],
    restore: () => {
      for (const [name, original] of originals) (window as unknown as Record<string, unknown>)[name] = original;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      for (const target of [window, window.parent, window.top]) {
        try {
          if (target) delete (target as Window).__xss;
        } catch {
          // cross-origin
        }
      }
    },
  };
}

/** The test page's URL carries the runner's own parameters: restore it after each test. */
export function keepPageUrl(): void {
  let saved = '';
  beforeEach(() => {
    saved = location.href;
  });
  afterEach(() => {
    history.replaceState(null, '', saved);
  });
}
