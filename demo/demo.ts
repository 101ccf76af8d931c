/**
 * The demo career site: the board used the way a customer uses it, plus a small panel to switch
 * the theme (only `--job-board-*` properties and `::part` rules, see demo.css), the listing's
 * layout (pages, grouped by department, "Show more jobs") and the reference
 * API's listing envelope (through a sandbox of the reference API with that envelope), the source
 * (the reference server's emulators of nine vendors' public job boards, at their real paths on
 * this origin, and several boards as one), and the structured data the board puts into the page's head for the open job.
 */
import '../src/index.js';
import type { JobBoard } from '../src/index.js';

const board = document.querySelector<JobBoard>('job-board');
const status = document.querySelector<HTMLElement>('#demo-status');
const THEMES = ['light', 'dark', 'brand'] as const;
type Theme = (typeof THEMES)[number];

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

async function applyEnvelope(envelope: 'general' | 'quickstart'): Promise<void> {
  if (!board) return;
  // The envelope is the API's: a vendor's board (whose base-url this would replace) gives way to it.
  if (board.source) {
    board.source = '';
    board.showPay = false;
    const api = document.querySelector<HTMLInputElement>('input[name="source"][value=""]');
    if (api) api.checked = true;
  }
  if (envelope === 'general') {
    board.baseUrl = '/';
  } else {
    const response = await fetch('/__sandbox', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ envelope }),
    });
    const { id } = (await response.json()) as { id: string };
    board.baseUrl = `/sandbox/${id}`;
  }
  if (status) status.textContent = `The board now reads the ${envelope === 'general' ? '{ data, meta }' : '{ job_posts, pagination }'} envelope.`;
}

/**
 * Reads a vendor's board, or several (emulated by the reference server on this origin, so
 * `base-url` replaces the vendor's host: for a company's own subdomain, `/<vendor>/<company>`,
 * the input's `data-base-url`), or, with `""`, the API. Pay shows in the listing where the
 * source has it.
 */
function applySource(source: string, baseUrl = '/'): void {
  if (!board) return;
  board.source = source;
  board.showPay = source !== '';
  board.baseUrl = baseUrl;
  board.job = '';
  board.page = 1;
  if (status) status.textContent = sourceText(source);
}

/** What the board now reads, said to the visitor of the demo. */
function sourceText(source: string): string {
  const boards = source.split(/\s+/).filter(Boolean);
  if (boards.length === 0) return 'The board now reads the Applicant Tracking Service API.';
  if (boards.length > 1) return `The board now reads ${boards.length} public job boards as one: ${boards.join(', ')}.`;
  const [vendor, name] = boards[0]!.split(':');
  return `The board now reads ${vendor}'s public job board "${name}".`;
}

document.querySelector('.demo-panel')?.addEventListener('change', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  if (input.name === 'theme' && (THEMES as readonly string[]).includes(input.value)) applyTheme(input.value as Theme);
  if (input.name === 'envelope') void applyEnvelope(input.value === 'quickstart' ? 'quickstart' : 'general');
  if (input.name === 'source') applySource(input.value, input.dataset.baseUrl);
  if (input.name === 'layout' && board) {
    board.groupBy = input.value === 'grouped' ? 'department' : '';
    board.paging = input.value === 'more' ? 'more' : 'pages';
  }
});

// What a site's analytics would do with the board's events.
board?.addEventListener('job-board-error', (event) => console.info('[career site] job board error', event.detail.code));

// The logo must be an absolute URL for search engines: the demo's own, wherever it is served (from
// the site's root: the path-routing demo's pages are at every depth under /careers/).
if (board) board.organizationLogo = new URL('/favicon.svg', location.href).href;

/** Shows the JSON-LD JobPosting the board keeps in the head, as search engines read it. */
function showStructuredData(): void {
  const target = document.querySelector<HTMLElement>('#structured-data-json');
  const note = document.querySelector<HTMLElement>('#structured-data-note');
  if (!target || !note) return;
  const script = document.head.querySelector('script[type="application/ld+json"]');
  target.textContent = script?.textContent ? JSON.stringify(JSON.parse(script.textContent), null, 2) : '';
  note.hidden = Boolean(script);
}

new MutationObserver(showStructuredData).observe(document.head, { childList: true, subtree: true, characterData: true });
