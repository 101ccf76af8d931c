/**
 * The listing: the result count, the entries (or groups of them), and the pager or the "Show more
 * jobs" button; before the first answer, a skeleton as tall as the entries to come. Takes the view
 * model and the handlers, never the element.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Formatter } from '../../../i18n/formatter.js';
import type { JobBoardStrings } from '../../../i18n/strings.js';
import type { EntryModel, ErrorModel, ListingModel } from '../../../core/view-model.js';
import { entryList, renderEntry } from './entry-list.js';
import { listClass } from './list-class.js';
import { wholeBoardChunk } from '../lazy-parts.js';
import { renderPagination } from './pager-view.js';

export interface ListingHandlers {
  onEntryClick(event: MouseEvent, entry: EntryModel): void;
  onPage(page: number): void;
  onMore(): void;
  onRetry(): void;
  /** The URL of a listing page, where pages are static files (path routing): the pager is links then. */
  pageHref: ((page: number) => string) | undefined;
}

export interface ListingViewInput {
  model: ListingModel;
  strings: JobBoardStrings;
  formatter: Formatter;
  headingLevel: number;
  /** After a link to a closed job: its notice, first in the result count's live region. */
  notice?: string | undefined;
  handlers: ListingHandlers;
}

export function renderListing({ model, strings, formatter, headingLevel, notice, handlers }: ListingViewInput): TemplateResult {
  if (model.kind === 'error') return renderError(model.error, strings, handlers.onRetry);
  // One listener for every entry rather than one each: a first render of 100 entries sets up 100
  // fewer bindings. The entry is looked up when a link is clicked, not indexed at every render.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a.item-link');
    if (!link) return;
    const id = link.getAttribute('data-id');
    const entry = model.entries.find((item) => item.id === id) ?? (model.kind === 'listing' ? model.groups : undefined)?.flatMap((group) => group.entries).find((item) => item.id === id);
    if (entry) handlers.onEntryClick(event, entry);
  };
  if (model.kind === 'skeleton') return model.entries.length ? renderPreview(model.text, model.rows, model.entries, onClick) : renderSkeleton(model.text, model.rows);
  const { pager } = model;
  const noticeText = notice ? html`<span part="notice" class="notice">${notice}</span>` : nothing;
  const pagerView =
    pager.kind === 'pages'
      ? renderPagination({ page: pager.page, totalPages: pager.totalPages, strings, formatter, onPage: handlers.onPage, href: handlers.pageHref })
      : pager.kind === 'more' && pager.hasMore
        ? html`<div class="pagination"><button part="more-button" class="page-button" type="button" @click=${handlers.onMore}>${strings.more}</button></div>`
        : nothing;
  if (model.summary !== undefined && !model.groups) {
    // The usual listing (a count, entries, a pager) as one template: a first render prepares and
    // clones one template where the nested form below takes three.
    return html`
      <div class="listing" aria-busy=${model.pending ? 'true' : 'false'} @click=${onClick}>
        <div class="progress" ?hidden=${!model.pending} role="progressbar" aria-label=${strings.loading}></div>
        <p part="summary" class="summary" role="status" tabindex="-1">${noticeText}${model.summary}</p>
        <ul part="list" class=${listClass(model.entries.length)} role="list">${entryList(model.entries)}</ul>
        ${pagerView}
      </div>
    `;
  }
  return html`
    <div class="listing" aria-busy=${model.pending ? 'true' : 'false'} @click=${onClick}>
      <div class="progress" ?hidden=${!model.pending} role="progressbar" aria-label=${strings.loading}></div>
      ${model.summary === undefined
        ? // The empty text is the result count then, rather than "0 open positions" above it.
          html`<div part="summary status" class="status" role="status" tabindex="-1">${noticeText}<slot name="empty">${strings.empty}</slot></div>`
        : html`<p part="summary" class="summary" role="status" tabindex="-1">${noticeText}${model.summary}</p>
            ${
              // Only whole-board mode's chunk groups a listing, and it brings the groups' view.
              wholeBoardChunk.get()!.renderGroups(model.groups!, headingLevel, renderEntry, strings.filterOption, model.groupsLabel)
            }`}
      ${pagerView}
    </div>
  `;
}

/** The skeleton's rows at any page size of 8 or more (skeletonRows): one template, not a template instance per row. */
const EIGHT_ROWS = 8;
const eightRows = html`<li class="item-link skeleton"></li><li class="item-link skeleton"></li><li class="item-link skeleton"></li><li class="item-link skeleton"></li><li class="item-link skeleton"></li><li class="item-link skeleton"></li><li class="item-link skeleton"></li><li class="item-link skeleton"></li>`;

/**
 * Before the first listing: the loading text where the result count will be, and entries' shapes
 * where the entries will be, each as tall as an entry, so nothing moves when they arrive.
 */
export function renderSkeleton(text: string, rows: number): TemplateResult {
  return html`<div class="listing" aria-busy="true">
    <p part="status" class="summary" role="status">${text}</p>
    <ul class="list skeletons" aria-hidden="true">${skeletonShapes(rows)}</ul>
  </div>`;
}

/** `rows` entries' shapes, the usual eight as one template. */
const skeletonShapes = (rows: number): unknown => (rows === EIGHT_ROWS ? eightRows : Array.from({ length: rows }, () => html`<li class="item-link skeleton"></li>`));

/**
 * Before the first listing, while the rest of its answer downloads on a slow connection: its first
 * entries, where the listing's first entries will be, and the shapes of the others below them.
 * The count and the pager come with the whole answer, which replaces this.
 */
function renderPreview(text: string, rows: number, entries: readonly EntryModel[], onClick: (event: MouseEvent) => void): TemplateResult {
  return html`<div class="listing" aria-busy="true" @click=${onClick}>
    <p part="status" class="summary" role="status">${text}</p>
    <ul part="list" class="list arriving" role="list">${entryList(entries)}</ul>
    ${rows ? html`<ul class="list skeletons" aria-hidden="true">${skeletonShapes(rows)}</ul>` : nothing}
  </div>`;
}

/** An error in words a visitor understands, with Retry where trying again can help. */
export function renderError(error: ErrorModel, strings: JobBoardStrings, onRetry: () => void): TemplateResult {
  return html`<div part="status" class="status error" role="alert">
    <p><slot name="error">${error.text}</slot></p>
    ${error.retryable ? html`<button part="retry-button" class="button" type="button" @click=${onRetry}>${strings.retry}</button>` : nothing}
  </div>`;
}
