/**
 * Every built-in English text, as a board shows them once all its parts have loaded: the entry's
 * table with the texts each lazily loaded part adds (see PartTextKey in src/i18n/strings.ts).
 */
import { DETAIL_TEXTS } from '../../src/elements/job-board/detail/detail-texts.js';
import { ERROR_TEXTS } from '../../src/elements/job-board/error/error-text.js';
import { FILTER_TEXTS } from '../../src/elements/job-board-filter/filter-texts.js';
import { SEARCH_TEXTS } from '../../src/elements/job-board-search/search-texts.js';
import { WORKPLACE_FILTER_TEXTS } from '../../src/elements/job-board-workplace-filter/workplace-filter-texts.js';
import { englishStrings, type JobBoardStrings } from '../../src/i18n/strings.js';

export const allEnglishTexts: JobBoardStrings = {
  ...englishStrings,
  ...ERROR_TEXTS,
  ...DETAIL_TEXTS, ...FILTER_TEXTS,
  ...SEARCH_TEXTS,
  ...WORKPLACE_FILTER_TEXTS,
  otherJobs: 'Other jobs',
};
