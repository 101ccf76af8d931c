/**
 * What a `<job-board>` tells the controls inside it (its search, workplaces and filters, and the
 * filters' options), through @lit/context: the controls subscribe, and the board never reaches
 * into them. A control outside any board gets nothing and works on its own attributes.
 */
import { createContext } from '@lit/context';
import type { FacetName, FacetOption, JobPostPage } from '../client/index.js';

export interface BoardState {
  query: string;
  workplaces: readonly string[];
  /** The board's value per filter (`""` for all). */
  filters: Readonly<Record<FacetName, string>>;
  /** A filter's options with their counts, once the whole board is loaded; undefined till then. */
  facet: ((by: FacetName) => FacetOption[]) | undefined;
  /** The board has more posts than it can filter locally: the filter controls hide. */
  filtersHidden: boolean;
}

// Symbol.for: two copies of the package on one page (a script tag and a bundle) still pair up.
export const boardStateContext = createContext<BoardState | undefined>(Symbol.for('job-board-element/board-state'));

/** Whether two states show the controls the same: the board gives them a new one only when not. */
export function sameBoardState(a: BoardState | undefined, b: BoardState): boolean {
  return (
    a !== undefined &&
    a.query === b.query &&
    String(a.workplaces) === String(b.workplaces) &&
    a.facet === b.facet &&
    a.filtersHidden === b.filtersHidden &&
    (Object.keys(b.filters) as FacetName[]).every((by) => a.filters[by] === b.filters[by])
  );
}

/** The state the board gives its controls: its search and filters, and the loaded board's facets. */
export function boardStateOf(
  board: { query: string; workplaces: readonly string[]; department: string; office: string; employmentType: string },
  listing: JobPostPage | { facet(by: FacetName): FacetOption[] } | undefined,
  tooMany: boolean,
): BoardState {
  return {
    query: board.query,
    workplaces: [...board.workplaces],
    filters: { department: board.department, office: board.office, 'employment-type': board.employmentType },
    facet: listing && 'facet' in listing ? listing.facet : undefined,
    filtersHidden: tooMany,
  };
}
