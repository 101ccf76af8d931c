import { FACT_TEXTS } from '../../i18n/fact-texts.js';
import type { JobBoardStrings, PartTextKey } from '../../i18n/strings.js';

/**
 * The filter's English texts, which come with its chunk (see PartTextKey); German and French are
 * in their tables. Added by the element's module: a module imported only for its side effects
 * would be dropped by bundlers under the package's `sideEffects` list.
 */
export const FILTER_TEXTS = {
  // The filters' default labels: "Department", "Location", "Employment type".
  department: FACT_TEXTS.department,
  offices: FACT_TEXTS.offices,
  employmentType: FACT_TEXTS.employmentType,
  allDepartments: 'All departments',
  allOffices: 'All locations',
  allEmploymentTypes: 'All employment types',
  filterOption: '{value} ({count})',
} satisfies Partial<Pick<JobBoardStrings, PartTextKey>>;
