import { html, nothing, type TemplateResult } from 'lit';
import type { Formatter } from '../../i18n/formatter.js';
import { format, type JobBoardStrings } from '../../i18n/strings.js';
import { pageItems } from './pagination.js';

export interface PaginationInput {
  page: number;
  totalPages: number;
  strings: JobBoardStrings;
  formatter: Formatter;
  onPage(page: number): void;
}

/**
 * The pager: Previous, page numbers with gaps, Next, all native buttons. The stepping buttons stay
 * focusable at the ends (`aria-disabled`, not `disabled`) so keyboard focus is never dropped on
 * the page when the last page is reached.
 */
export function renderPagination({ page, totalPages, strings, formatter, onPage }: PaginationInput): TemplateResult | typeof nothing {
  if (totalPages <= 1) return nothing;
  const step = (target: number, label: string, className: string) => {
    const unavailable = target < 1 || target > totalPages;
    return html`<button
      part="page-button"
      class="page-button ${className}"
      type="button"
      aria-disabled=${unavailable ? 'true' : 'false'}
      @click=${() => !unavailable && onPage(target)}
    >${label}</button>`;
  };
  return html`<nav part="pagination" class="pagination" aria-label=${strings.pagination}>
    ${step(page - 1, strings.previousPage, 'step previous')}
    <ul class="pages" role="list">
      ${pageItems(page, totalPages).map((item) =>
        item === 'gap'
          ? html`<li class="gap" aria-hidden="true">…</li>`
          : html`<li>
              <button
                part="page-button"
                class="page-button"
                type="button"
                aria-label=${format(strings.page, { page: formatter.number(item) })}
                aria-current=${item === page ? 'page' : 'false'}
                @click=${() => onPage(item)}
              >${formatter.number(item)}</button>
            </li>`,
      )}
    </ul>
    ${step(page + 1, strings.nextPage, 'step next')}
  </nav>`;
}
