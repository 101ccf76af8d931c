/**
 * What a listing page embeds of a whole board (issue 38, point 7): the view the board rendered
 * (the posts of the page shown, its counts, the options of the filters it holds), not every post.
 * A 174-post source's listing page then carries 20 posts, where it carried them all (77 KB of
 * JSON); the board in the browser takes over from that view, and loads every post only when the
 * visitor asks for another (prerendered.ts, board-data-controller.ts).
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { FacetName, FacetOption } from '../client/index.js';
import type { NarrowedListing } from '../core/whole-board.js';
import type { PrerenderedData, WholeBoardView } from '../elements/job-board/prerendered.js';

const FACETS: readonly string[] = ['department', 'office', 'employment-type'] satisfies FacetName[];

/**
 * `data` with its whole board replaced by `shown`, the board's narrowing of it. A grouped listing
 * shows every matching post, and "Show more jobs" past page 1 more than a page: their data keeps
 * every post, as the board's first view needs them all.
 */
export function embeddedData(data: PrerenderedData, shown: NarrowedListing | undefined, childrenHtml: string): PrerenderedData {
  const listing = data.listing;
  if (!listing || 'page' in listing || !shown || shown.groups || shown.posts.length > shown.limit) return data;
  const { posts, page, totalPages, totalCount, limit } = shown;
  const facets: Partial<Record<FacetName, FacetOption[]>> = {};
  for (const by of filtersIn(childrenHtml)) facets[by] = shown.facet(by);
  const view: WholeBoardView = { posts, page, totalPages, totalCount, limit, skipped: 0, overflow: 0, view: 'whole', ...(Object.keys(facets).length > 0 ? { facets } : {}) };
  return { ...data, listing: view };
}

/** The facets of the `<job-board-filter by>` controls among the board's children. */
function filtersIn(childrenHtml: string): FacetName[] {
  if (!childrenHtml.includes('job-board-filter')) return [];
  type Node = DefaultTreeAdapterMap['node'];
  const found = new Set<FacetName>();
  const visit = (node: Node): void => {
    if ('tagName' in node && node.tagName === 'job-board-filter') {
      // As the control reads it: any other value, or none, is `department`.
      const by = node.attrs.find((attribute) => attribute.name === 'by')?.value ?? '';
      found.add(FACETS.includes(by) ? (by as FacetName) : 'department');
    }
    for (const child of 'content' in node && node.content ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []) visit(child);
  };
  visit(parseFragment(childrenHtml));
  return [...found];
}
