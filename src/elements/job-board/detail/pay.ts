/**
 * A post's pay, for the detail view: one line per range ("€85,000–€105,000 / year"), formatted
 * as i18n/pay-text.ts says (the listing's entries show the same words with `show-pay`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { JobPost } from '../../../client/index.js';
import { resolveLocale } from '../../../i18n/locale.js';
import { payTexts } from '../../../i18n/pay-text.js';

/**
 * The pay line of the detail, one entry per range (a post may list one per pay zone); nothing
 * without pay. `lang` may be any tag (see resolveLocale): one Intl can't read must not drop every
 * range through payTexts' catch.
 */
export function renderPay(post: JobPost, lang: string): TemplateResult | typeof nothing {
  const texts = payTexts(post, resolveLocale(lang));
  return texts.length === 0
    ? nothing
    : html`<ul part="pay" class="pay" role="list">
        ${texts.map((text) => html`<li dir="auto">${text}</li>`)}
      </ul>`;
}
