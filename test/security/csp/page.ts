/**
 * The career page of the CSP test (board.html): records every Content-Security-Policy violation
 * from the first moment, loads the board (the script-tag bundle `dist/cdn/job-board.js` or the
 * source modules, as `?build=` says), and puts a `<job-board>` with its controls on the page,
 * configured from the query string (`base`, `token`). The test drives it from the parent page.
 */

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations: CspViolation[];
    /** Which build the page runs: `cdn` or `source`. */
    boardBuild: string;
    boardReady: Promise<void>;
  }
}

window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push({
    directive: event.effectiveDirective,
    blocked: event.blockedURI,
    sample: event.sample,
    source: `${event.sourceFile}:${event.lineNumber}`,
  });
});

const CDN_BUNDLE = '/dist/cdn/job-board.js';

async function loadBoard(build: string | null): Promise<string> {
  if (build === 'cdn') {
    // A variable specifier: the dev server leaves it alone, the browser loads the bundle as is.
    // `npm test` builds it first; run standalone, `npm run build` must have.
    const url: string = CDN_BUNDLE;
    await import(url);
    return 'cdn';
  }
  await import('../../../src/index.js');
  return 'source';
}

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  // A browser without the HTML Sanitizer API (Safari today): the board must fall back to DOMPurify.
  if (params.get('sanitizer') === 'dompurify') delete (Element.prototype as Partial<{ setHTML: unknown }>).setHTML;
  window.boardBuild = await loadBoard(params.get('build'));
  const board = document.createElement('job-board');
  board.setAttribute('token', params.get('token') ?? '');
  board.setAttribute('base-url', params.get('base') ?? '');
  board.setAttribute('routing', 'none');
  board.setAttribute('page-size', '3');
  if (params.get('controls') !== 'none') {
    board.innerHTML = '<job-board-search debounce="0"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>';
  }
  document.getElementById('careers')!.append(board);
  await customElements.whenDefined('job-board');
}

window.boardReady = start();
