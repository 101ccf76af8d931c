import type { JobBoardStrings, PartTextKey } from '../../i18n/strings.js';

/** The workplace filter's English label, which comes with its chunk (see PartTextKey). */
export const WORKPLACE_FILTER_TEXTS = { workplaceLabel: 'Workplace' } satisfies Partial<Pick<JobBoardStrings, PartTextKey>>;
