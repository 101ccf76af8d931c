import type { JobBoardStrings, PartTextKey } from '../../i18n/strings.js';

/** The search field's English label, which comes with its chunk (see PartTextKey). */
export const SEARCH_TEXTS = { searchLabel: 'Search jobs' } satisfies Partial<Pick<JobBoardStrings, PartTextKey>>;
