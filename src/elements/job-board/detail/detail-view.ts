/**
 * The detail view's body: heading, when it was posted, facts, the Apply link and the Copy link
 * button, the description and the Apply link again. A lazily loaded chunk (with its styles and
 * the sanitiser), so a visitor who only browses the listing never downloads it; the board loads
 * it when a detail is to show, beside the post's own request.
 */
import { html, isServer, nothing, type TemplateResult } from 'lit';
import { textAsHtml, type JobPost } from '../../../client/index.js';
import type { JobBoardApplyDetail } from '../../../events.js';
import { humanise } from '../../../i18n/humanise.js';
import type { JobBoardStrings } from '../../../i18n/strings.js';
import { officeText } from '../../../core/view-model.js';
import { applyUrl } from './apply-url.js';
import { descriptionOf, textOf, type Description } from './description.js';
import { DESCRIPTION_BOUNDS } from './markup-bounds.js';
import { detailStyles } from './detail.styles.js';
import { describeDocument, type DetailState, type DocumentMetadataHost, type HeadState } from './document-metadata.js';
import type { RoutedHost } from './job-url.js';
import { renderPay } from './pay.js';
import { renderPosted } from './posted.js';
import { renderShare, type ShareState } from './share.js';
import { loadSanitizer, serverSanitizer } from './sanitizer.js';
import { serverStyles } from '../../../styles/server-styles.js';
import { detailSkeletonBody } from '../views/detail-skeleton.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';

/** The detail's own style sheet: the board adopts it beside its own once this chunk is here. */
export { detailStyles };

/**
 * A post's description as the detail shows it, made once as the post arrives (the board's detail
 * request waits for it): HTML sanitised into a fragment, or text. `html` is what the structured
 * data carries: the sanitised HTML, the text as paragraphs, or nothing where the sanitiser could
 * not be loaded and the text of the HTML shows instead.
 */
export interface ShownDescription {
  /** What it was made from: a description made again from the same source shows the same element. */
  source: string;
  content: { kind: 'html'; fragment: DocumentFragment } | { kind: 'text'; text: string };
  html: string | undefined;
}

/**
 * Sanitises the post's description, loading the sanitiser the first time (DOMPurify where the
 * browser has no Sanitizer API). A sanitiser that can't be loaded leaves the text of the HTML,
 * still readable; it is tried again with the next request.
 */
export async function prepareDescription(post: JobPost): Promise<ShownDescription | undefined> {
  const description = descriptionOf(post);
  if (!description) return undefined;
  const source = description.kind === 'text' ? `text:${description.text}` : `html:${description.html}`;
  if (description.kind === 'text') {
    if (description.oversized) {
      const { characters, depth } = DESCRIPTION_BOUNDS;
      console.warn(`<job-board>: the description of job post ${post.id} is longer than ${characters} characters or nested deeper than ${depth} elements; it is shown as plain text, cut at ${characters} characters.`);
    }
    return { source, content: { kind: 'text', text: description.text }, html: textAsHtml(description.text) };
  }
  try {
    const fragment = (await loadSanitizer())(description.html);
    const holder = document.createElement('div');
    holder.append(fragment.cloneNode(true));
    return { source, content: { kind: 'html', fragment }, html: holder.innerHTML };
  } catch {
    return { source: '', content: { kind: 'text', text: textOf(description.html) }, html: undefined };
  }
}

/** A description element shown, kept so that a render of the same description leaves it alone. */
interface ShownElement {
  source: string;
  element: HTMLElement;
}

/**
 * What the detail view keeps between a board's renders: a plain object the board owns (so no state
 * is kept beside boards here), filled by this chunk.
 */
export interface DetailMemory {
  description?: ShownElement;
  share?: ShareState;
  head?: HeadState;
}

export interface DetailInput {
  memory: DetailMemory;
  /** The full post, or the listing's copy while the full post loads. */
  post: JobPost;
  /** The full post's description, made with it (see prepareDescription); undefined till it is here. */
  description: ShownDescription | undefined;
  strings: JobBoardStrings;
  /** The board's language: the posted date and the pay are formatted in it. */
  lang: string;
  /** The board's routing settings, for the job's shareable URL. */
  routing: RoutedHost;
  /** The page's address (on the server, the page being rendered): links are made from it. */
  page: URL;
  loading: boolean;
  applyHref: string;
  /** A visitor clicked an Apply link (before the browser follows it). */
  onApply(detail: JobBoardApplyDetail): void;
  /** The view's own state changed (the Copy link's announcement): render again. */
  requestUpdate(): void;
}

export interface DetailShellInput extends Omit<DetailInput, 'post'> {
  /** The post to show, when there is one yet. */
  post: JobPost | undefined;
  /** What shows instead of the post when its request failed. */
  error: TemplateResult | undefined;
  /** The listing's address, for the back link. */
  backHref: string;
  onBack(event: MouseEvent): void;
}

/** The detail view: the back link, then the post (or why it does not show). */
export function renderDetail(input: DetailShellInput): TemplateResult {
  const { post, strings, loading, error } = input;
  return html`<article part="detail" class="detail" aria-busy=${loading ? 'true' : 'false'}>
    ${isServer ? serverStyles(detailStyles) : nothing}
    <a part="back-link" class="back-link" href=${input.backHref} @click=${input.onBack}>${strings.back}</a>
    ${error ?? (post ? renderPost({ ...input, post }) : detailSkeletonBody(strings.loadingJob))}
  </article>`;
}

/** Heading, posted line, facts, actions and the description of a post. */
export function renderPost(input: DetailInput): TemplateResult {
  // The posted line and the pay each resolve the language where Intl reads it (resolveLocale).
  const { post, strings, loading, applyHref, lang } = input;
  const job = post.ats_job ?? {};
  const offices = (post.ats_offices ?? []).map(officeText).filter(Boolean);
  const facts: [string, string | undefined][] = [
    [strings.department, post.ats_department?.name],
    [strings.offices, offices.join(' · ')],
    [strings.workplace, textValue(job.workplace, strings)],
    [strings.employmentType, textValue(job.employment_type, strings)],
    // Open is what a listed post is: only another status (closed, on hold) is news.
    [strings.status, isOpen(job.status) ? undefined : textValue(job.status, strings)],
  ];
  const apply = applyUrl(post, applyHref || undefined, input.page);
  // Every Apply link tells the page first: the click a career site measures most.
  const onApply = () => input.onApply({ id: post.id, post, url: apply! });
  const applyLink = apply ? html`<a part="apply-link" class="apply-link" href=${apply} rel="noopener" @click=${onApply}>${strings.apply}</a>` : nothing;
  const description = isServer ? serverDescription(descriptionOf(post)) : input.description && descriptionElement(input.memory, input.description);
  // Apply again after a long description, where the reader finishes. Not while the post loads:
  // two links never sit back to back.
  const applyAgain = description && apply ? html`<div class="actions">${applyLink}</div>` : nothing;
  return html`
    <h2 part="detail-title" class="detail-title" tabindex="-1" dir="auto">${post.title}</h2>
    ${renderPosted(post, strings, lang)}
    ${renderPay(post, lang)}
    <dl part="facts" class="facts">
      ${facts.map(([label, value]) => (value ? html`<div><dt part="fact-label">${label}</dt><dd part="fact-value" dir="auto">${value}</dd></div>` : nothing))}
    </dl>
    <div class="actions">${applyLink}${renderShare(input, post.id, post.title, strings)}</div>
    ${description ?? (loading ? html`<p part="status" class="status" role="status">${strings.loadingJob}</p>` : nothing)}
    ${applyAgain}
  `;
}

function isOpen(status: unknown): boolean {
  return typeof status === 'string' && status.trim().toLowerCase() === 'open';
}

function textValue(value: unknown, strings: JobBoardStrings): string | undefined {
  return typeof value === 'string' && value.trim() ? humanise(value, strings.values) : undefined;
}

/**
 * The description element a board shows, kept by its source: a render of the same description
 * (a re-render, or the same post loaded again) returns the very same element, so Lit leaves it
 * (and focus inside it) alone.
 */
function descriptionElement(memory: DetailMemory, description: ShownDescription): HTMLElement {
  const last = memory.description;
  // Text shown for want of the sanitiser (no source) is not kept: the sanitiser may load next time.
  if (last && description.source && last.source === description.source) return last.element;
  const element = document.createElement('div');
  element.setAttribute('part', 'description');
  element.className = 'description';
  // The API's words in their own direction: an English description on a right-to-left page.
  element.dir = 'auto';
  const { content } = description;
  element.append(content.kind === 'html' ? content.fragment.cloneNode(true) : plainText(content.text));
  memory.description = { source: description.source, element };
  return element;
}

/**
 * A description prerendered on the server: sanitised there, by the server's sanitiser with the
 * browser's policy (see sanitizer.ts), and written into the page's markup.
 */
function serverDescription(description: Description | undefined): TemplateResult | undefined {
  if (!description) return undefined;
  const content =
    description.kind === 'text' ? html`<p class="plain-text">${description.text}</p>` : unsafeHTML(serverSanitizer()(description.html));
  return html`<div part="description" class="description" dir="auto">${content}</div>`;
}

/**
 * Brings the page's head in line with the board after its update (see document-metadata.ts),
 * with the description as this board shows it (see ShownDescription). `detail` is the board's
 * detail request while a detail view shows; the board's `job` says whether one shows.
 * `prerenderedPageTitle` is a prerendered page's own title, `from` the page's address when the board
 * came (see describeDocument).
 */
export function describePage(
  host: DocumentMetadataHost,
  memory: DetailMemory,
  detail: DetailState | undefined,
  prerenderedPageTitle?: string,
  closed = false,
  from?: string,
): void {
  describeDocument(
    host,
    memory,
    host.job ? detail : undefined,
    prerenderedPageTitle,
    (post) => (detail?.value?.post === post ? detail.value.description?.html : undefined),
    closed,
    from,
  );
}

/** Takes the board's part of the head away: the board left the page. */
export function forgetPage(host: DocumentMetadataHost, memory: DetailMemory): void {
  describeDocument(host, memory, undefined, undefined, () => undefined);
}

function plainText(text: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = 'plain-text';
  paragraph.textContent = text;
  return paragraph;
}
