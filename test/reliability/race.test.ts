import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { JobBoard } from '../../src/elements/job-board/job-board.js';
import { createSandbox, type FaultRule } from '../helpers/sandbox.js';
import { createBoard, entryIds, part, parts, text, until, wait } from '../helpers/board-visitor.js';
import { englishStrings as strings } from '../../src/i18n/strings.js';

/**
 * The race test: random interaction sequences (type, filter, page, open, back) against a server
 * whose every answer takes a random 0–40 ms, so answers arrive out of order. After each sequence
 * the board must show exactly what the visitor asked for last: the model below replays the same
 * actions on plain data and computes the expected view (the same filtering and paging the
 * reference API does), and the board's state, listing, detail and controls must match it.
 *
 * Twice: with routing off, and with the default URL routing, where the browser's Back and Forward
 * join the actions and the page URL must name the final view too.
 */

const SEQUENCES = 200;
const ROUTED_SEQUENCES = 100;
const PAGE_SIZE = 3;
const DEBOUNCE_MS = 10;
/** Time for a debounced search to have fired, with room for a busy main thread. */
const AFTER_DEBOUNCE_MS = DEBOUNCE_MS + 15;
const MAX_LATENCY_MS = 40;
const OPTIONS = ['remote', 'hybrid', 'on_site'] as const;

const ROLES = ['Engineer', 'Designer', 'Manager', 'Analyst'];
const LEVELS = ['Senior', 'Junior', 'Lead'];
const POSTS = Array.from({ length: 20 }, (_, index) => {
  const n = index + 1;
  return {
    id: `r${n}`,
    title: `${LEVELS[n % 3]} ${ROLES[n % 4]} ${n}`,
    ats_job: { status: 'open', workplace: OPTIONS[(n * 7) % 3], employment_type: 'full_time' },
    ats_department: { name: 'Team' },
    ats_offices: [{ name: 'HQ', city: 'Berlin' }],
    description: `<p>Details of r${n}</p>`,
  };
});

/** What a visitor types: texts with many, few, one and no matches, with odd case and spaces. */
const TEXTS = ['', 'engineer', 'senior', 'design', 'an', 'lead', ' Junior ', 'ENGINEER', 'zzz', 'er 1'];

type Action =
  /** Types `text`, then presses Enter, pauses past the debounce, or goes straight on to the next action. */
  | { kind: 'type'; text: string; then: 'enter' | 'pause' | 'next' }
  | { kind: 'filter'; option: (typeof OPTIONS)[number] }
  /** Clicks the pager button at this index (modulo the buttons shown). */
  | { kind: 'page'; button: number }
  /** Clicks the listing entry at this index (modulo the entries shown). */
  | { kind: 'open'; entry: number }
  | { kind: 'back' }
  /** The browser's Back or Forward button (with URL routing only). */
  | { kind: 'history'; direction: 'back' | 'forward' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('type' as const), text: fc.constantFrom(...TEXTS), then: fc.constantFrom('enter' as const, 'pause' as const, 'next' as const) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('filter' as const), option: fc.constantFrom(...OPTIONS) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('page' as const), button: fc.nat(8) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('open' as const), entry: fc.nat(PAGE_SIZE - 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('back' as const) }) },
);

const routedAction: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: action },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('history' as const), direction: fc.constantFrom('back' as const, 'forward' as const) }) },
);

const gap = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20 }));
const latencies = fc.array(fc.integer({ min: 0, max: MAX_LATENCY_MS }), { minLength: 50, maxLength: 50 });

/** One sequence: the steps, and the latency of each of the server's next answers. */
const sequence = fc.record({ steps: fc.array(fc.record({ action, gapMs: gap }), { minLength: 1, maxLength: 10 }), latencies });
const routedSequence = fc.record({ steps: fc.array(fc.record({ action: routedAction, gapMs: gap }), { minLength: 1, maxLength: 12 }), latencies });

interface Route {
  query: string;
  workplaces: string[];
  page: number;
  job: string;
}

/** The listing the reference API returns for a route (title contains the trimmed, case-folded query). */
function expectedListing(route: Route): { ids: string[]; total: number; totalPages: number } {
  const query = route.query.trim().toLowerCase();
  const matching = POSTS.filter(
    (post) =>
      (route.workplaces.length === 0 || route.workplaces.includes(post.ats_job.workplace)) &&
      post.title.toLowerCase().includes(query),
  );
  const start = (route.page - 1) * PAGE_SIZE;
  return {
    ids: matching.slice(start, start + PAGE_SIZE).map((post) => post.id),
    total: matching.length,
    totalPages: Math.ceil(matching.length / PAGE_SIZE),
  };
}

/** The visitor's intent: updated by each action as the board's contract says it should be. */
class Model {
  /** The history entries the board wrote (with URL routing), and the one the browser is on. */
  entries: Route[] = [{ query: '', workplaces: [], page: 1, job: '' }];
  index = 0;
  /** Typed but not yet searched: the debounce fires after the next action. */
  pending: string | undefined;

  get route(): Route {
    return this.entries[this.index]!;
  }

  /** A visitor's change: a new history entry (dropping any forward ones), as the board pushes one. */
  go(route: Route): void {
    if (JSON.stringify(route) === JSON.stringify(this.route)) return;
    this.entries = [...this.entries.slice(0, this.index + 1), route];
    this.index += 1;
  }

  search(text: string): void {
    const query = text.trim();
    if (query === this.route.query) return;
    this.go({ ...this.route, query, page: 1 });
  }

  flush(): void {
    if (this.pending === undefined) return;
    const text = this.pending;
    this.pending = undefined;
    this.search(text);
  }
}

function searchInput(el: JobBoard): HTMLInputElement {
  return el.querySelector('job-board-search')!.shadowRoot!.querySelector('input')!;
}

function checkboxes(el: JobBoard): HTMLInputElement[] {
  return [...el.querySelector('job-board-workplace-filter')!.shadowRoot!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
}

/** A click as a pointer gives it: focus moves to the target first (mousedown), then the click. */
function click(target: HTMLElement): void {
  target.focus();
  target.click();
}

/**
 * Performs `act` on the board as a visitor would, if what it needs is on screen (controls are
 * hidden in the detail view, an empty listing has no entries ...), and updates the model. Returns
 * a description for the failure log, or `skipped`.
 */
function perform(el: JobBoard, model: Model, act: Action): string {
  const inDetail = part(el, 'detail') !== null;
  switch (act.kind) {
    case 'type': {
      if (inDetail) return 'skipped';
      const input = searchInput(el);
      input.focus();
      input.value = act.text;
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
      model.pending = act.text;
      if (act.then === 'enter') {
        input.form!.requestSubmit();
        model.flush();
      }
      return `type ${JSON.stringify(act.text)} + ${act.then}`;
    }
    case 'filter': {
      if (inDetail) return 'skipped';
      const box = checkboxes(el).find((candidate) => candidate.value === act.option)!;
      click(box);
      const chosen = new Set(model.route.workplaces);
      if (chosen.has(act.option)) chosen.delete(act.option);
      else chosen.add(act.option);
      model.go({ ...model.route, workplaces: OPTIONS.filter((option) => chosen.has(option)), page: 1 });
      return `filter ${act.option}`;
    }
    case 'page': {
      const buttons = parts<HTMLButtonElement>(el, 'page-button');
      if (inDetail || buttons.length === 0) return 'skipped';
      const button = buttons[act.button % buttons.length]!;
      // The page a button stands for, read from what is on screen (which may be the previous answer).
      // A page past the listing's end (a filter narrowed it while the page was asked for) has no
      // current button: the pager's steps then go from the board's page.
      const current = el.shadowRoot!.querySelector('[part~="page-button"][aria-current="page"]');
      const shown = current ? Number(text(current)) : el.page;
      const label = text(button);
      const target = label === 'Previous page' ? shown - 1 : label === 'Next page' ? shown + 1 : Number(label);
      click(button);
      if (button.getAttribute('aria-disabled') !== 'true' && target !== model.route.page) model.go({ ...model.route, page: target });
      return `page ${label} → ${target}`;
    }
    case 'open': {
      const links = parts<HTMLAnchorElement>(el, 'item-link');
      if (inDetail || links.length === 0) return 'skipped';
      const link = links[act.entry % links.length]!;
      click(link);
      model.go({ ...model.route, job: link.dataset['id']! });
      return `open ${link.dataset['id']}`;
    }
    case 'back': {
      const back = part<HTMLAnchorElement>(el, 'back-link');
      if (!back) return 'skipped';
      click(back);
      model.go({ ...model.route, job: '' });
      return 'back';
    }
    case 'history': {
      // Typing still waiting for its debounce would search on top of the entry Back lands on: a
      // case of its own, not this test's (the search element's own tests cover outside changes).
      if (model.pending !== undefined) return 'skipped';
      const to = model.index + (act.direction === 'back' ? -1 : 1);
      // Never past this sequence's own entries: Back from the first would leave the test page.
      if (to < 0 || to >= model.entries.length) return 'skipped';
      model.index = to;
      if (act.direction === 'back') history.back();
      else history.forward();
      return `browser ${act.direction}`;
    }
  }
}

/** The next `popstate`, or a rejection after `timeout` ms. */
function nextPopstate(timeout = 2000): { promise: Promise<void>; cancel(): void } {
  let cancel = (): void => {};
  const promise = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no popstate')), timeout);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('popstate', done, { once: true });
    cancel = () => {
      clearTimeout(timer);
      window.removeEventListener('popstate', done);
    };
  });
  return { promise, cancel };
}

/** The route the page URL names for a board with the default `jb-` parameters and no attributes. */
function routeInUrl(): Route {
  const params = new URL(location.href).searchParams;
  return {
    query: params.get('jb-q') ?? '',
    workplaces: params.getAll('jb-workplace'),
    page: Number(params.get('jb-page') ?? '1'),
    job: params.get('jb-job') ?? '',
  };
}

/** What the board shows, in the model's terms, for the failure message. */
function shown(el: JobBoard): unknown {
  return {
    state: { query: el.query, workplaces: el.workplaces, page: el.page, job: el.job, status: el.status },
    detailTitle: text(part(el, 'detail-title')) || undefined,
    entries: entryIds(el),
    summary: text(part(el, 'summary')) || undefined,
    currentPage: text(el.shadowRoot!.querySelector('[aria-current="page"]')) || undefined,
    field: searchInput(el).value.trim(),
    checked: checkboxes(el).filter((box) => box.checked).map((box) => box.value),
  };
}

/** Past page 1, the count begins with where the visitor is ("Page 2 of 3, "). */
function pageOf(page: number, totalPages: number): string {
  return page > 1 ? `Page ${page} of ${totalPages}, ` : '';
}

/** The view for `route`, as the board must show it once everything has settled. */
function expectedView(route: Route): unknown {
  const listing = expectedListing(route);
  const post = POSTS.find((candidate) => candidate.id === route.job);
  return {
    state: { query: route.query, workplaces: route.workplaces, page: route.page, job: route.job, status: 'ready' },
    detailTitle: route.job ? post!.title : undefined,
    entries: route.job ? [] : listing.ids,
    // Nothing matching: the empty text is the result count, with no "0 open positions" above it.
    summary: route.job ? undefined : listing.total === 0 ? strings.empty : `${pageOf(route.page, listing.totalPages)}${listing.total} open position${listing.total === 1 ? '' : 's'}`,
    // A page past the end (a click on the pager of the previous answer can ask for one) is shown
    // empty under the true count, its pager marking no page current: the contract leaves
    // redirecting such a visitor to the site (see the job-board-load listener test).
    currentPage: !route.job && listing.totalPages > 1 && route.page <= listing.totalPages ? String(route.page) : undefined,
    field: route.query,
    checked: route.workplaces,
  };
}

/**
 * Runs `count` random sequences on a new board each, and fails with the first whose final view
 * differs from the model's (fast-check names its seed and the sequence).
 */
async function checkSequences(sequences: fc.Arbitrary<{ steps: { action: Action; gapMs: number }[]; latencies: number[] }>, count: number, routing: 'none' | 'query'): Promise<void> {
  const pageUrl = new URL(location.href);
  for (const key of [...pageUrl.searchParams.keys()]) if (key.startsWith('jb-')) pageUrl.searchParams.delete(key);
  let runs = 0;
  let actionsPerformed = 0;
  const details = await fc.check(
    fc.asyncProperty(sequences, async ({ steps, latencies }) => {
      runs += 1;
      // Each sequence starts on a URL that names no state, so the new board starts on the listing.
      history.replaceState(null, '', pageUrl.href);
      const faults: FaultRule[] = latencies.map((delayMs) => ({ kind: 'delay', delayMs, times: 1 }));
      const sandbox = await createSandbox({ posts: POSTS, faults });
      const el = createBoard(
        sandbox,
        { 'page-size': String(PAGE_SIZE), routing },
        `<job-board-search debounce="${DEBOUNCE_MS}"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>`,
      );
      const errors: string[] = [];
      el.addEventListener('job-board-error', (event) => errors.push(event.detail.code));
      document.body.append(el);
      const log: string[] = [];
      try {
        await until(() => el.status === 'ready' && entryIds(el).length > 0, 'the first page never loaded');
        const model = new Model();
        for (const { action: act, gapMs } of steps) {
          const pendingBefore = model.pending;
          // Listening before Back or Forward is pressed: the browser handles it before the
          // visitor's next click, so the next action waits for it.
          const popped = act.kind === 'history' ? nextPopstate() : undefined;
          const done = perform(el, model, act);
          log.push(done);
          if (done === 'skipped') {
            popped?.cancel();
            // Nothing happened: no time passes either, so typing left pending stays pending.
            continue;
          }
          actionsPerformed += 1;
          if (popped) {
            await popped.promise;
            await wait(gapMs);
          } else if (act.kind === 'type' && act.then === 'next') {
            await wait(0); // the next action comes before the debounce ends
          } else if (act.kind === 'type' && act.then === 'pause') {
            await wait(AFTER_DEBOUNCE_MS);
            model.flush();
          } else if (pendingBefore !== undefined) {
            // Typing left pending by the action before: its search fires now, after this action.
            await wait(AFTER_DEBOUNCE_MS);
            model.flush();
          } else {
            await wait(gapMs);
          }
        }
        if (model.pending !== undefined) {
          await wait(AFTER_DEBOUNCE_MS);
          model.flush();
        }
        const expected = expectedView(model.route);
        await until(() => el.status === 'ready', 'the board never settled', 4000).catch(() => undefined);
        await el.updateComplete;
        // Late answers to superseded requests must not change the view: look again after they could have come.
        await wait(MAX_LATENCY_MS + 5);
        await el.updateComplete;
        const actual = shown(el);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          throw new Error(`after ${log.join(' · ')}\n  shown:    ${JSON.stringify(actual)}\n  expected: ${JSON.stringify(expected)}`);
        }
        if (routing === 'query' && JSON.stringify(routeInUrl()) !== JSON.stringify(model.route)) {
          throw new Error(`after ${log.join(' · ')}\n  URL:      ${JSON.stringify(routeInUrl())}\n  expected: ${JSON.stringify(model.route)}`);
        }
        expect(errors, log.join(' · ')).to.deep.equal([]);
        if (model.route.job) {
          await until(() => text(part(el, 'description')) === `Details of ${model.route.job}`, `description of ${model.route.job} never shown`, 2000);
        }
      } finally {
        el.remove();
      }
    }),
    { numRuns: count, endOnFailure: true },
  );
  // fast-check's report names the seed and the sequence; the assertion says what the board showed instead.
  if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`);
  expect(runs).to.equal(count);
  expect(actionsPerformed).to.be.greaterThan(count * 3);
}

describe('race: random interaction sequences against random server latency', function () {
  this.timeout(120000);

  it(`${SEQUENCES} sequences of type, filter, page, open and back: the final view always matches the last thing asked for`, async () => {
    await checkSequences(sequence, SEQUENCES, 'none');
  });

  it(`${ROUTED_SEQUENCES} sequences with URL routing and the browser’s Back and Forward: the final view and the URL match the last thing asked for`, async () => {
    const start = location.href;
    try {
      await checkSequences(routedSequence, ROUTED_SEQUENCES, 'query');
    } finally {
      history.replaceState(null, '', start);
    }
  });

  it('typing, then a filter click before the debounce ends, searches the typed text with the filter (found by the sequences above)', async () => {
    const sandbox = await createSandbox({ posts: POSTS });
    const el = createBoard(
      sandbox,
      { 'page-size': String(PAGE_SIZE) },
      '<job-board-search debounce="300"></job-board-search><job-board-workplace-filter></job-board-workplace-filter>',
    );
    document.body.append(el);
    try {
      await until(() => el.status === 'ready' && entryIds(el).length > 0, 'the first page never loaded');
      const input = searchInput(el);
      input.focus();
      input.value = 'engineer';
      input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' }));
      // A keyboard user: Tab to the first checkbox and Space, well within 300 ms.
      click(checkboxes(el).find((box) => box.value === 'remote')!);
      await el.updateComplete;
      expect(input.value, 'the typed text').to.equal('engineer');
      await until(() => el.query === 'engineer', 'the typed query was dropped', 2000);
      await until(() => el.status === 'ready', 'never settled');
      expect(shown(el)).to.deep.equal(expectedView({ query: 'engineer', workplaces: ['remote'], page: 1, job: '' }));
    } finally {
      el.remove();
    }
  });
});
