import { html, nothing, type TemplateResult } from 'lit';
import type { Formatter } from '../../../i18n/formatter.js';
import { format, type JobBoardStrings } from '../../../i18n/strings.js';
import { pageItems } from './page-items.js';
import { isPlainClick } from '../plain-click.js';

export interface PaginationInput {
  page: number;
  totalPages: number;
  strings: JobBoardStrings;
  formatter: Formatter;
  onPage(page: number): void;
  /**
   * The URL of a page, in `path` routing: the pager is then made of links to the static pages,
   * which work without JavaScript; a plain click still pages in place through `onPage`.
   */
  href?: ((page: number) => string) | undefined;
}

/**
 * The pager: Previous, page numbers with gaps, Next, all native buttons (links with `href`); the
 * current page carries part `page-current` too. On a phone the numbers give way to where the
 * visitor is ("Page 2 of 9", pager.styles.ts), between the two steps. The
 * stepping buttons stay focusable at the ends (`aria-disabled`, not `disabled`) so keyboard focus
 * is never dropped on the page when the last page is reached; a stepping link there has no
 * `href`, as there is no page to go to.
 */
export function renderPagination({ page, totalPages, strings, formatter, onPage, href }: PaginationInput): TemplateResult | typeof nothing {
  if (totalPages <= 1) return nothing;
  // A plain click pages in place; a modified one opens the page's link as the browser would.
  const follow = (event: MouseEvent, target: number) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onPage(target);
  };
  // A step of the links' pager (the buttons' pager writes its steps in its own template, below).
  const step = (target: number, label: string, className: string) => {
    const unavailable = target < 1 || target > totalPages;
    // tabindex keeps an unavailable step (a link without href) focusable, like the button's.
    return html`<a
      part="page-button"
      class="page-button ${className}"
      href=${unavailable || !href ? nothing : href(target)}
      tabindex=${unavailable ? '0' : nothing}
      role=${unavailable ? 'link' : nothing}
      aria-disabled=${unavailable ? 'true' : nothing}
      @click=${(event: MouseEvent) => !unavailable && follow(event, target)}
    >${label}</a>`;
  };
  const items = pageItems(page, totalPages).map((item) =>
    item === 'gap'
      ? html`<li class="gap" aria-hidden="true">…</li>`
      : href
        ? html`<li>
            <a
              part=${item === page ? 'page-button page-current' : 'page-button'}
              class="page-button"
              href=${href(item)}
              aria-label=${format(strings.page, { page: formatter.number(item) })}
              aria-current=${item === page ? 'page' : nothing}
              @click=${(event: MouseEvent) => follow(event, item)}
            >${formatter.number(item)}</a>
          </li>`
        : html`<li>
          <button
            part=${item === page ? 'page-button page-current' : 'page-button'}
            class="page-button"
            type="button"
            aria-label=${format(strings.page, { page: formatter.number(item) })}
            aria-current=${item === page ? 'page' : 'false'}
            @click=${() => onPage(item)}
          >${formatter.number(item)}</button>
        </li>`,
  );
  const pageOf = format(strings.pageOf, { page: formatter.number(page), pages: formatter.number(totalPages) });
  if (!href) {
    // Buttons, the usual pager: its two steps written in the pager's template (one template to
    // prepare on a first render rather than two, and no template instance per step).
    const unavailable = (target: number) => target < 1 || target > totalPages;
    const first = unavailable(page - 1);
    const last = unavailable(page + 1);
    return html`<nav part="pagination" class="pagination" aria-label=${strings.pagination}>
      <button part="page-button" class="page-button step previous" type="button" aria-disabled=${first ? 'true' : 'false'} @click=${() => !first && onPage(page - 1)}>${strings.previousPage}</button>
      <ul class="pages" role="list">${items}</ul>
      <span class="page-of">${pageOf}</span>
      <button part="page-button" class="page-button step next" type="button" aria-disabled=${last ? 'true' : 'false'} @click=${() => !last && onPage(page + 1)}>${strings.nextPage}</button>
    </nav>`;
  }
  return html`<nav part="pagination" class="pagination" aria-label=${strings.pagination}>
    ${step(page - 1, strings.previousPage, 'step previous')}
    <ul class="pages" role="list">
      ${items}
    </ul>
    <span class="page-of">${pageOf}</span>
    ${step(page + 1, strings.nextPage, 'step next')}
  </nav>`;
}
