/**
 * What a `<job-board>` tells the controls inside it (its search, workplaces and filters, the
 * filters' options, and the page's `strings` overrides), through @lit/context: the controls
 * subscribe, and the board never reaches into them. A control outside any board gets nothing and
 * works on its own attributes.
 */
import { createContext } from '@lit/context';
import type { FacetName, FacetOption, JobPostPage } from '../client/index.js';
import type { JobBoardStrings } from '../i18n/strings.js';
import { sameList } from '../routing/route-params.js';

export interface BoardState {
  query: string;
  workplaces: readonly string[];
  /** The board's value per filter (`""` for all). */
  filters: Readonly<Record<FacetName, string>>;
  /** A filter's options with their counts, once the whole board is loaded; undefined till then. */
  facet: ((by: FacetName) => FacetOption[]) | undefined;
  /** The board has more posts than it can filter locally: the filter controls hide. */
  filtersHidden: boolean;
  /**
   * The board has nothing to search (a setup mistake, or a first load that failed): every control
   * hides till it has jobs to show.
   */
  controlsHidden: boolean;
  /**
   * The board's filters are folded behind its "Filters" button (a narrow screen only: the filter
   * controls hide themselves there, wherever they sit inside the board, a wrapper included).
   */
  filtersFolded: boolean;
  /**
   * The texts the page set through the board's `strings` (its overrides, not the resolved set):
   * they go over the built-in texts of each control's own language, as over the board's.
   */
  strings: Readonly<Partial<JobBoardStrings>>;
}

/** No overrides: one object, so that states without any compare the same. */
const NO_STRINGS: Readonly<Partial<JobBoardStrings>> = Object.freeze({});

// Symbol.for: two copies of the package on one page (a script tag and a bundle) still pair up.
export const boardStateContext = createContext<BoardState | undefined>(Symbol.for('job-board-element/board-state'));

/** Whether two states show the controls the same: the board gives them a new one only when not. */
export function sameBoardState(a: BoardState | undefined, b: BoardState): boolean {
  return (
    a !== undefined &&
    a.query === b.query &&
    // Item by item: joined, ['remote,hybrid'] and ['remote', 'hybrid'] would be the same.
    sameList(a.workplaces, b.workplaces) &&
    a.facet === b.facet &&
    a.filtersHidden === b.filtersHidden &&
    a.controlsHidden === b.controlsHidden &&
    a.filtersFolded === b.filtersFolded &&
    // By identity: the board makes a new overrides object only when its `strings` is set.
    a.strings === b.strings &&
    (Object.keys(b.filters) as FacetName[]).every((by) => a.filters[by] === b.filters[by])
  );
}

/** The state the board gives its controls: its search and filters, the loaded board's facets, and its text overrides. */
export function boardStateOf(
  board: { query: string; workplaces: readonly string[]; department: string; office: string; employmentType: string },
  listing: JobPostPage | { facet(by: FacetName): FacetOption[] } | undefined,
  tooMany: boolean,
  strings: Readonly<Partial<JobBoardStrings>> = NO_STRINGS,
  nothingToSearch = false,
  filtersFolded = false,
): BoardState {
  return {
    query: board.query,
    workplaces: [...board.workplaces],
    filters: { department: board.department, office: board.office, 'employment-type': board.employmentType },
    facet: listing && 'facet' in listing ? listing.facet : undefined,
    filtersHidden: tooMany,
    controlsHidden: nothingToSearch,
    filtersFolded,
    strings,
  };
}
