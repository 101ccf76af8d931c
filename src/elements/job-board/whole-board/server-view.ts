/**
 * The server's view of a whole board, as whole-board mode shows it after a takeover
 * (prerendered.ts `WholeBoardView`): its embedded filter options read as the board's facets, so
 * the filters show the server's options and counts until every post has loaded. In this chunk,
 * not the board's: only a page with such a view needs it.
 */
import type { FacetName, FacetOption } from '../../../client/index.js';
import { isRecord } from '../../../client/parse.js';
import type { ListingData, WholeBoardView } from '../prerendered.js';

/** `listing`, and when it is a view with filter options, those options as its `facet`. Options of the wrong shape are dropped, as a post's field of the wrong type is. */
export function shownView(listing: ListingData): ListingData {
  const facets: unknown = 'view' in listing ? listing.facets : undefined;
  if (!isRecord(facets)) return listing;
  const facet = (by: FacetName): FacetOption[] =>
    (Array.isArray(facets[by]) ? (facets[by] as unknown[]) : []).filter(
      (option): option is FacetOption => isRecord(option) && typeof option.value === 'string' && typeof option.label === 'string' && typeof option.count === 'number',
    );
  return { ...(listing as WholeBoardView), facet };
}
