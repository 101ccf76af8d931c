/**
 * What the board shows while its views wait (for the texts of its language, or for one of its own
 * controls): shapes where the detail or the listing will be, with no text. Takes values, never the
 * element.
 */
import { nothing, type TemplateResult } from 'lit';
import type { JobBoardStrings } from '../../../i18n/strings.js';
import { skeletonRows } from '../../../core/view-model.js';
import { renderDetailSkeleton } from './detail-skeleton.js';
import { renderSkeleton } from './listing-view.js';

export interface LoadingShapesInput {
  /** A job is open: the detail's shapes rather than the listing's. */
  detail: boolean;
  /** One of the board's own controls is not defined yet (controls-wait.ts). */
  controlsPending: boolean;
  strings: JobBoardStrings;
  /** The page size: how many entries the listing's shapes stand for. */
  limit: number;
}

export function renderLoadingShapes({ detail, controlsPending, strings, limit }: LoadingShapesInput): TemplateResult | typeof nothing {
  // The detail's shapes at once: the controls are hidden there, so nothing moves when they arrive.
  if (detail) return renderDetailSkeleton({ strings });
  // No listing shapes while a control is undefined: they would move down when it arrives.
  return controlsPending ? nothing : renderSkeleton('', skeletonRows(limit));
}
