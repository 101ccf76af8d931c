import type { JobBoardStrings, PartTextKey } from './strings.js';

/**
 * The English names of a post's facts, which the detail view shows and `<job-board-filter>` uses
 * as its labels: each of those chunks adds them as it loads (see PartTextKey).
 */
export const FACT_TEXTS = {
  department: 'Department',
  offices: 'Location',
  workplace: 'Workplace',
  employmentType: 'Employment type',
  status: 'Status',
} satisfies Partial<Pick<JobBoardStrings, PartTextKey>>;
