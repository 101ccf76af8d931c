/** A page number to show, or a gap (an ellipsis) standing for pages left out. */
export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: the first and last page, the current page with `siblings`
 * neighbours on each side, and gaps for the rest, e.g. `1 … 4 5 6 … 20`. A gap never stands for a
 * single page: that page is shown instead, so the pager's width stays stable while paging.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push('gap');
  items.push(total);
  return items;
}
