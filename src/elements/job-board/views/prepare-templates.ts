/**
 * Lit prepares a template the first time it renders it: it parses its HTML and walks it for its
 * parts, once per page (templates are kept by their strings). A board's first update and its first
 * listing each prepare several, in the tasks a visitor waits on. Rendering the views once into a
 * detached fragment while the page is idle (after the script has run, typically while the board's
 * first request is on the network) prepares them beforehand, as the board's style sheets are made
 * when it is defined (internal/define.ts). It runs the views' code once too, so the engine has
 * compiled it by the time the listing arrives.
 *
 * Measured by `npm run bench` (bench/README.md, "Lit's first render"). Nothing it renders is seen:
 * the fragment is dropped.
 */
import { render } from 'lit';
import type { JobPost } from '../../../client/index.js';
import { formatterFor } from '../../../i18n/formatter.js';
import { englishStrings } from '../../../i18n/strings.js';
import { listingModel, skeletonRows } from '../../../core/view-model.js';
import { renderControls } from './controls-view.js';
import { renderListing, renderSkeleton } from './listing-view.js';

/** A post as the API's listing gives them, with what a plain board's entry shows. */
const SAMPLE: JobPost = { id: 'sample', title: 'Sample', ats_department: { name: 'Sample' }, ats_offices: [{ name: 'Sample' }], ats_job: { workplace: 'remote', employment_type: 'full_time' } };

const noop = (): void => undefined;

/** The steps, each short: one runs in an idle period only while it has time left. */
const STEPS: readonly (() => void)[] = [
  () => render(renderSkeleton('', skeletonRows(20)), document.createDocumentFragment()),
  () => render(renderControls({ hidden: false, filters: { present: false, expanded: false, active: 0 }, strings: englishStrings, formatter: formatterFor('en'), onToggle: noop, onSlotChange: noop }), document.createDocumentFragment()),
  () => {
    const strings = englishStrings;
    const formatter = formatterFor('en');
    const model = listingModel({
      listing: { posts: [SAMPLE], page: 1, totalPages: 3, totalCount: 3, limit: 1, skipped: 0, overflow: 0 },
      pending: false,
      error: undefined,
      strings,
      formatter,
      limit: 1,
      paging: 'pages',
      showPay: false,
      entryHref: () => '#',
    });
    const handlers = { onEntryClick: noop, onPage: noop, onMore: noop, onRetry: noop, pageHref: undefined };
    render(renderListing({ model, strings, formatter, headingLevel: 2, handlers }), document.createDocumentFragment());
  },
];

/** Renders a plain board's views once, unseen: its skeleton, controls, an entry, the count and the pager. */
export function prepareListingTemplates(): void {
  for (const step of STEPS) step();
}

/**
 * Prepares the templates while the page is idle, a step at a time and only while an idle period
 * has time left, so that an answer arriving meanwhile (on a slow phone, the board's first) waits
 * for one short step at most. Where a board has rendered its listing by then, they are prepared
 * already and this costs a clone.
 */
export function prepareListingTemplatesWhenIdle(): void {
  // Safari has no requestIdleCallback: a task per step, after the current ones.
  if (typeof requestIdleCallback !== 'function') {
    STEPS.forEach((step) => setTimeout(step, 0));
    return;
  }
  let next = 0;
  const run = (deadline: IdleDeadline) => {
    while (next < STEPS.length && (deadline.timeRemaining() > 2 || deadline.didTimeout)) STEPS[next++]!();
    if (next < STEPS.length) requestIdleCallback(run, { timeout: 1000 });
  };
  requestIdleCallback(run, { timeout: 1000 });
}
