/**
 * The detail view's body: heading, when it was posted, facts, the Apply link and the Copy link
 * button, the description and the Apply link again. A lazily loaded chunk (with its styles and
 * the sanitiser), so a visitor who only browses the listing never downloads it; the board loads
 * it when a detail is to show, beside the post's own request.
 */
import { adoptStyles, html, isServer, nothing, type ReactiveElement, type TemplateResult } from 'lit';
import { textAsHtml, type JobPost } from '../../../client/index.js';
import { emit } from '../../../events.js';
import { humanise } from '../../../i18n/humanise.js';
import type { JobBoardStrings } from '../../../i18n/strings.js';
import { applyUrl } from './apply-url.js';
import { descriptionOf, textOf, type Description } from './description.js';
import { DESCRIPTION_BOUNDS } from './markup-bounds.js';
import { detailStyles } from './detail.styles.js';
import { describeDocument, type DetailState, type DocumentMetadataHost, type HeadState } from './document-metadata.js';
import { renderPay } from './pay.js';
import { boardLanguage, locale, renderPosted } from './posted.js';
import { renderShare, type ShareHost, type ShareState } from './share.js';
import { loadSanitizer, serverSanitizer, type Sanitize } from './sanitizer.js';
import { serverStyles } from '../../../styles/server-styles.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';



/** A description element shown, kept so that a render of the same description leaves it alone. */
interface ShownDescription {
  id: string;
  source: string;
  element: HTMLElement;
  fallback: boolean;
  html?: string;
}

/**
 * What the detail view keeps between a board's renders: a plain object the board owns (so no state
 * is kept beside boards here), filled by this chunk.
 */
export interface DetailMemory {
  /** The board's shadow root has the detail's styles. */
  styled?: boolean;
  description?: ShownDescription;
  share?: ShareState;
  head?: HeadState;
}

export interface DetailInput {
  /** The board: its routing makes the job's URL, and it renders again when the sanitiser arrives. */
  host: ShareHost;
  memory: DetailMemory;
  /** The full post, or the listing's copy while the full post loads. */
  post: JobPost;
  strings: JobBoardStrings;
  loading: boolean;
  applyHref: string;
}


/**
 * Adds the detail's styles after the board's own, once per shadow root. Lit's `adoptStyles` sets
 * the root's style sheets, or appends `<style>` elements where constructable style sheets are
 * missing (Safari before 16.4: there the board's rules come twice, harmlessly).
 */
function adoptDetailStyles(host: ReactiveElement, memory: DetailMemory): void {
  const root = host.renderRoot;
  if (isServer || !(root instanceof ShadowRoot) || memory.styled) return;
  memory.styled = true;
  adoptStyles(root, [...(host.constructor as typeof ReactiveElement).elementStyles, detailStyles]);
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
  adoptDetailStyles(input.host, input.memory);
  return html`<article part="detail" class="detail" aria-busy=${loading ? 'true' : 'false'}>
    ${isServer ? serverStyles(detailStyles) : nothing}
    <a part="back-link" class="back-link" href=${input.backHref} @click=${input.onBack}>${strings.back}</a>
    ${error ?? (post ? renderPost({ ...input, post }) : html`<p part="status" class="status" role="status">${strings.loadingJob}</p>`)}
  </article>`;
}

/** Heading, posted line, facts, actions and the description of a post. */
export function renderPost(input: DetailInput): TemplateResult {
  const { post, strings, loading, applyHref } = input;
  adoptDetailStyles(input.host, input.memory);
  // One locale for every Intl format of the detail: the posted date and the pay.
  const lang = locale(boardLanguage(input.host));
  const job = post.ats_job ?? {};
  const offices = (post.ats_offices ?? [])
    .map((office) => [office.name, office.city].filter((part, index, all) => part && all.indexOf(part) === index).join(', '))
    .filter(Boolean);
  const facts: [string, string | undefined][] = [
    [strings.department, post.ats_department?.name],
    [strings.offices, offices.join(' · ')],
    [strings.workplace, textValue(job.workplace, strings)],
    [strings.employmentType, textValue(job.employment_type, strings)],
    // Open is what a listed post is: only another status (closed, on hold) is news.
    [strings.status, isOpen(job.status) ? undefined : textValue(job.status, strings)],
  ];
  const apply = applyUrl(post, applyHref || undefined, new URL(location.href));
  // Every Apply link tells the page first: the click a career site measures most.
  const onApply = () => emit(input.host, 'job-board-apply', { id: post.id, post, url: apply! });
  const applyLink = apply ? html`<a part="apply-link" class="apply-link" href=${apply} rel="noopener" @click=${onApply}>${strings.apply}</a>` : nothing;
  const description = descriptionOf(post);
  const body = description ? (isServer ? serverDescription(description) : descriptionElement(input.host, input.memory, description, post.id)) : undefined;
  // Apply again after a long description, where the reader finishes. Not while the post loads,
  // and hidden (detail.styles.ts) while the description waits for the sanitiser: two links never
  // sit back to back.
  const applyAgain = body && apply ? html`<div class="actions">${applyLink}</div>` : nothing;
  return html`
    <h2 part="detail-title" class="detail-title" tabindex="-1" dir="auto">${post.title}</h2>
    ${renderPosted(post, strings, lang)}
    ${renderPay(post, lang)}
    <dl part="facts" class="facts">
      ${facts.map(([label, value]) => (value ? html`<div><dt part="fact-label">${label}</dt><dd part="fact-value" dir="auto">${value}</dd></div>` : nothing))}
    </dl>
    <div class="actions">${applyLink}${renderShare(input.host, input.memory, post.id, post.title, strings)}</div>
    ${body ?? (loading ? html`<p part="status" class="status" role="status">${strings.loadingJob}</p>` : nothing)}
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
 * The description element each board shows last, by its source: a re-render of the same
 * description returns the very same element, so Lit leaves it (and focus inside it) alone.
 */
/** The sanitiser, once loaded: descriptions render synchronously from then on. */
let sanitize: Sanitize | undefined;

function descriptionElement(host: ReactiveElement, memory: DetailMemory, description: Description, id: string): HTMLElement {
  const source = description.kind === 'text' ? `text:${description.text}` : `html:${description.html}`;
  const last = memory.description;
  // A fallback is not kept: the sanitiser may load next time.
  if (last?.source === source && !last.fallback) return last.element;
  const element = document.createElement('div');
  element.setAttribute('part', 'description');
  element.className = 'description';
  // The API's words in their own direction: an English description on a right-to-left page.
  element.dir = 'auto';
  const entry = { id, source, element, fallback: false };
  if (description.kind === 'text') {
    if (description.oversized) {
      const { characters, depth } = DESCRIPTION_BOUNDS;
      console.warn(`<job-board>: the description of job post ${id} is longer than ${characters} characters or nested deeper than ${depth} elements; it is shown as plain text, cut at ${characters} characters.`);
    }
    element.append(plainText(description.text));
  } else if (sanitize) {
    element.append(sanitize(description.html));
  } else {
    loadSanitizer().then(
      (loaded) => {
        sanitize = loaded;
        element.append(loaded(description.html));
        // The structured data carries the description as shown: describe the page again.
        host.requestUpdate();
      },
      () => {
        // Without the sanitiser the description is still readable, as text.
        entry.fallback = true;
        element.append(plainText(textOf(description.html)));
      },
    );
  }
  memory.description = entry;
  return element;
}

/**
 * A description prerendered on the server: sanitised there, by the server's sanitiser with the
 * browser's policy (see sanitizer.ts), and written into the page's markup.
 */
function serverDescription(description: Description): TemplateResult {
  const content =
    description.kind === 'text' ? html`<p class="plain-text">${description.text}</p>` : unsafeHTML(serverSanitizer()(description.html));
  return html`<div part="description" class="description" dir="auto">${content}</div>`;
}

/**
 * Brings the page's head in line with the board after its update (see document-metadata.ts),
 * with the description as this board shows it: sanitised HTML, or text as paragraphs. `detail`
 * is the board's detail request; the board's `job` says whether a detail shows.
 * `prerenderedPageTitle` is a prerendered page's own title (see describeDocument).
 */
export function describePage(host: DocumentMetadataHost, memory: DetailMemory, detail: DetailState | undefined, prerenderedPageTitle?: string): void {
  describeDocument(host, memory, host.job ? detail : undefined, prerenderedPageTitle, (post) => {
    const entry = memory.description;
    if (entry?.id !== post.id || entry.fallback) return undefined;
    // Serialised once: the element is filled once, and this runs after every update.
    if (entry.html === undefined && entry.source.startsWith('text:')) entry.html = textAsHtml(entry.source.slice('text:'.length));
    if (entry.html === undefined && entry.element.childNodes.length > 0) entry.html = entry.element.innerHTML;
    return entry.html;
  });
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
