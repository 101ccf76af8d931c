import { html, nothing, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { until } from 'lit/directives/until.js';
import type { JobPost } from '../../client/index.js';
import { humanise } from '../../i18n/humanise.js';
import type { JobBoardStrings } from '../../i18n/strings.js';
import { applyUrl } from './apply-link.js';
import { descriptionOf, loadSanitizer, textOf, type Description } from './description.js';

export interface DetailInput {
  /** The full post, or the listing's copy while the full post loads; none when unknown yet. */
  post: JobPost | undefined;
  strings: JobBoardStrings;
  loading: boolean;
  backHref: string;
  applyHref: string;
  onBack(event: MouseEvent): void;
  /** The error state, when the post could not be loaded. */
  errorView: TemplateResult | undefined;
}

/** The detail view: back link, heading, facts, description and the Apply link. */
export function renderDetail(input: DetailInput): TemplateResult {
  const { post, strings, loading, errorView } = input;
  return html`<article part="detail" class="detail" aria-busy=${loading ? 'true' : 'false'}>
    <a part="back-link" class="back-link" href=${input.backHref} @click=${input.onBack}>${strings.back}</a>
    ${post ? renderPost(post, input) : errorView ?? html`<p part="status" class="status" role="status">${strings.loadingJob}</p>`}
  </article>`;
}

function renderPost(post: JobPost, { strings, loading, applyHref }: DetailInput): TemplateResult {
  const job = post.ats_job ?? {};
  const offices = (post.ats_offices ?? [])
    .map((office) => [office.name, office.city].filter((part, index, all) => part && all.indexOf(part) === index).join(', '))
    .filter(Boolean);
  const facts: [string, string | undefined][] = [
    [strings.department, post.ats_department?.name],
    [strings.offices, offices.join(' · ')],
    [strings.workplace, textValue(job.workplace, strings)],
    [strings.employmentType, textValue(job.employment_type, strings)],
    [strings.status, textValue(job.status, strings)],
  ];
  const apply = applyUrl(post, applyHref || undefined, new URL(location.href));
  const description = descriptionOf(post);
  return html`
    <h2 part="detail-title" class="detail-title" tabindex="-1">${post.title}</h2>
    <dl class="facts">
      ${facts.map(([label, value]) => (value ? html`<div><dt>${label}</dt><dd>${value}</dd></div>` : nothing))}
    </dl>
    ${apply ? html`<a part="apply-link" class="apply-link" href=${apply} rel="noopener">${strings.apply}</a>` : nothing}
    ${description
      ? html`<div part="description" class="description">${renderDescription(description)}</div>`
      : loading
        ? html`<p part="status" class="status" role="status">${strings.loadingJob}</p>`
        : nothing}
  `;
}

function textValue(value: unknown, strings: JobBoardStrings): string | undefined {
  return typeof value === 'string' && value.trim() ? humanise(value, strings.values) : undefined;
}

/**
 * Descriptions rendered lately, by their HTML, so a re-render reuses its promise instead of
 * blanking the description (and dropping focus inside it) until the promise settles again. Keyed
 * by content, not "the last one", because every board on the page renders through here.
 */
const rendered = new Map<string, Promise<unknown>>();
const RENDERED_KEPT = 20;

function renderDescription(description: Description): unknown {
  if (description.kind === 'text') return html`<p class="plain-text">${description.text}</p>`;
  const source = description.html;
  let result = rendered.get(source);
  if (!result) {
    result = loadSanitizer().then(
      (sanitize) => unsafeHTML(sanitize(source)),
      () => {
        // The sanitiser may load next time: don't keep the fallback.
        rendered.delete(source);
        // Without the sanitiser the description is still readable, as text.
        return html`<p class="plain-text">${textOf(source)}</p>`;
      },
    );
    rendered.set(source, result);
    if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
  }
  return until(result, nothing);
}
