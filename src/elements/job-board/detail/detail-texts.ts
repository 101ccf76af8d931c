import { FACT_TEXTS } from '../../../i18n/fact-texts.js';
import type { JobBoardStrings, PartTextKey } from '../../../i18n/strings.js';

/**
 * The detail view's own English texts, which come with its chunk (see PartTextKey); German and
 * French are in their tables. Added by detail-view.ts as the chunk loads.
 */
export const DETAIL_TEXTS = {
  ...FACT_TEXTS,
  posted: 'Posted {time}',
  share: 'Copy link',
  shared: 'Link copied',
  shareFallback: 'Copy this link',
} satisfies Partial<Pick<JobBoardStrings, PartTextKey>>;
