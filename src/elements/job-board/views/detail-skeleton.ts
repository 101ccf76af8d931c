/**
 * A job's detail before anything of it is here (a shared link, `showJob()` for a post the listing
 * does not hold): the back link, which works at once, and the detail's shapes (title, posted
 * line, facts, Apply, the description's lines) where they will be, so nothing jumps when the post
 * arrives. In the entry rather than the detail's chunk: it shows while that chunk loads too.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { JobBoardStrings } from '../../../i18n/strings.js';

export interface DetailSkeletonInput {
  strings: JobBoardStrings;
  /** The listing's address and the back link's handler; without them (the texts not here yet) no back link. */
  back?: { href: string; onClick(event: MouseEvent): void };
}

/** The whole detail view, back link included, while the detail's chunk loads. */
export function renderDetailSkeleton({ strings, back }: DetailSkeletonInput): TemplateResult {
  return html`<article part="detail" class="detail" aria-busy="true">
    ${back ? html`<a part="back-link" class="back-link" href=${back.href} @click=${back.onClick}>${strings.back}</a>` : nothing}
    ${detailSkeletonBody(back ? strings.loadingJob : '')}
  </article>`;
}

/** What stands for the post below the back link: the loading text, then the detail's shapes. */
export function detailSkeletonBody(text: string): TemplateResult {
  return html`<p part="status" class="detail-loading" role="status">${text}</p>
    <div class="detail-skeleton" aria-hidden="true">
      <div class="bone bone-title"></div>
      <div class="bone bone-line bone-short"></div>
      <div class="bone-facts"><div class="bone bone-fact"></div><div class="bone bone-fact"></div><div class="bone bone-fact"></div></div>
      <div class="bone bone-button"></div>
      <div class="bone-text">${Array.from({ length: 5 }, () => html`<div class="bone bone-line"></div>`)}</div>
    </div>`;
}
