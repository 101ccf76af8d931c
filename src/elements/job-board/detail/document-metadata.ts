/**
 * What a board's detail view tells the page's `<head>`, for search engines: while a job shows,
 * exactly one JSON-LD `JobPosting` script and a document title naming the job; while a post that
 * is closed or unknown (404) shows, `<meta name="robots" content="noindex">`, which is how search
 * engines drop expired jobs. All of it goes again when the listing shows, the job is cleared or
 * the board leaves the page. In light DOM on purpose: crawlers read the head, not shadow roots.
 * Once the board has moved from the address the page came with, the page's own canonical link and
 * `og:url` follow it (see page-address.ts).
 *
 * Part of the detail chunk; the board calls `describeDocument()` after every update.
 */
import { TaskStatus } from '@lit/task';
import { DEFAULT_DOCUMENT_TITLE } from '../document-title.js';
import { buildJobPosting, isJobBoardApiError, jsonLdText, type JobPost, type JobPostingSettings } from '../../../client/index.js';
import { jobUrl } from './job-url.js';
import { addressOnCanonicalOrigin, followAddress, type AddressState } from './page-address.js';
import { canonicalAddress } from '../../../core/route.js';

/** The board's settings this module reads (a structural type: no import of the element here). */
export interface DocumentMetadataHost extends HTMLElement {
  job: string;
  routing: string;
  paramPrefix: string;
  organization?: string | null | undefined;
  organizationUrl?: string | null | undefined;
  organizationLogo?: string | null | undefined;
  country?: string | null | undefined;
  structuredData: string;
  documentTitle: string | null;
}

/** The state of the board's detail request, as @lit/task keeps it. */
export interface DetailState {
  status: number;
  /** The post, and its description as the detail shows it (sanitised HTML, or text as paragraphs). */
  value?: { job: string; post: JobPost; description?: { html: string | undefined } | undefined } | undefined;
  error?: unknown;
}


export interface HeadState {
  script?: HTMLScriptElement;
  /** What the script was last built from: the same again is not built again. */
  builtFrom?: readonly unknown[];
  robots?: HTMLMetaElement;
  /** The page's canonical link and `og:url`, once the board has moved them (page-address.ts). */
  address?: AddressState;
  /** The page's own title, and the one the board set in its place. */
  title?: { page: string; set: string };
  warned: Set<string>;
}


/**
 * Brings the head in line with what the board shows. `detail` is the board's detail request
 * while a detail view shows, and undefined otherwise (the listing, or the board gone).
 * `descriptionHtml` gives the description as the detail shows it, sanitised; `closed`, the listing
 * shows a closed job's notice (see ClosedRoleController). On a page that
 * `job-board-element build` prerendered, `prerenderedPageTitle` is the page's own title: the head
 * the build wrote (the JSON-LD script, the job's title) is then the board's to keep up to date.
 */
export function describeDocument(
  host: DocumentMetadataHost,
  memory: { head?: HeadState },
  detail: DetailState | undefined,
  prerenderedPageTitle: string | undefined,
  descriptionHtml: (post: JobPost) => string | undefined,
  closed = false,
  from?: string,
): void {
  let head = memory.head;
  const moved = from !== undefined && location.href !== from;
  if (!head) {
    if (!detail && !closed && !moved) return;
    head = { warned: new Set(), ...prerenderedHead(prerenderedPageTitle), ...prerenderedNoIndex(host) };
    memory.head = head;
  }
  const post = detail?.status === TaskStatus.COMPLETE && detail.value?.job === host.job ? detail.value.post : undefined;
  const notFound = detail?.status === TaskStatus.ERROR && isJobBoardApiError(detail.error) && detail.error.code === 'ERR_NOT_FOUND';

  // The job's one URL while it shows, else the page's own canonical address (core/route.ts), as a
  // server render of this address gives them; the page's own tags again at the address it came with.
  const address = moved ? addressOnCanonicalOrigin() : undefined;
  followAddress(head, address && ((post && jobUrl(host, post.id, address)) || canonicalAddress(address).href));
  if (post && host.structuredData !== 'off') {
    const description = descriptionHtml(post);
    const from = [post, description, host.organization, host.organizationUrl, host.organizationLogo, host.country, host.routing, host.paramPrefix, location.href];
    if (!head.script?.isConnected || !head.builtFrom || from.some((value, index) => value !== head.builtFrom![index])) {
      setPosting(head, postingText(host, head, post, description));
      head.builtFrom = from;
    }
  } else {
    setPosting(head, undefined);
    head.builtFrom = undefined;
  }
  // The listing a closed job's link landed on keeps noindex while its notice shows: a crawler that
  // runs the page drops the dead link rather than index the listing under it.
  setNoIndex(head, notFound || closed);
  // An empty document-title leaves the page's title alone; a removed one is the default.
  const template = host.documentTitle ?? DEFAULT_DOCUMENT_TITLE;
  setTitle(head, post && template ? template : undefined, post);
}

/** The marker of the JSON-LD script `job-board-element build` writes into a job page's head. */
export const PRERENDERED_POSTING_ATTRIBUTE = 'data-job-board-posting';

/** A prerendered job page's head, taken over as if the board had written it: one script, one title. */
function prerenderedHead(pageTitle: string | undefined): Partial<HeadState> {
  if (pageTitle === undefined) return {};
  const script = document.head.querySelector<HTMLScriptElement>(`script[${PRERENDERED_POSTING_ATTRIBUTE}]`) ?? undefined;
  return { script, title: { page: pageTitle, set: document.title } };
}

function postingText(host: DocumentMetadataHost, head: HeadState, post: JobPost, descriptionHtml: string | undefined): string {
  const settings: JobPostingSettings = {
    organization: host.organization,
    organizationUrl: host.organizationUrl,
    organizationLogo: host.organizationLogo,
    country: host.country,
    descriptionHtml,
  };
  // The job's one URL (see job-url.ts); without routing there is none.
  const url = jobUrl(host, post.id, addressOnCanonicalOrigin());
  if (url !== undefined) settings.url = url;
  const { data, missing } = buildJobPosting(post, settings);
  for (const { property, attribute } of missing) {
    if (!attribute || head.warned.has(attribute)) continue;
    head.warned.add(attribute);
    console.warn(`<job-board>: structured data: Google requires ${property}; set the ${attribute} attribute.`);
  }
  return jsonLdText(data);
}

function setPosting(head: HeadState, json: string | undefined): void {
  if (json === undefined) {
    head.script?.remove();
    head.script = undefined;
    return;
  }
  head.script ??= document.createElement('script');
  head.script.type = 'application/ld+json';
  if (head.script.textContent !== json) head.script.textContent = json;
  if (!head.script.isConnected) document.head.append(head.script);
}

/**
 * A closed role's prerendered page (the build's, a server render's) came with its noindex: the
 * board's own from the start, so it is not written twice and goes when the visitor moves on.
 */
function prerenderedNoIndex(host: HTMLElement): Partial<HeadState> {
  // prerendered.ts's PRERENDERED_DATA_ATTRIBUTE, spelled out: importing it from the board's chunk
  // into this one would cost every visitor's first load bytes (an export of that chunk).
  const data = host.querySelector(':scope > script[data-job-board-prerendered]');
  const robots = data && pageNoIndex();
  try {
    // Only whether the page names a closed job (prerendered.ts reads the rest, for the takeover).
    return robots && typeof (JSON.parse(data.textContent ?? '') as { closed?: unknown }).closed === 'string' ? { robots } : {};
  } catch {
    return {};
  }
}

/** The page's `<meta name="robots">` that says noindex, if any. */
function pageNoIndex(): HTMLMetaElement | undefined {
  return [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots" i]')].find((meta) => /\bnoindex\b/i.test(meta.content));
}

function setNoIndex(head: HeadState, noIndex: boolean): void {
  if (!noIndex) {
    // Only the board's own: a noindex the site's page had stays.
    head.robots?.remove();
    head.robots = undefined;
    return;
  }
  // One is enough: the site's page may say noindex already (a staging site), or another board did.
  if (head.robots?.isConnected || pageNoIndex()) return;
  head.robots = document.createElement('meta');
  head.robots.name = 'robots';
  head.robots.content = 'noindex';
  document.head.append(head.robots);
}

/** Sets `document.title` from a template (`{job}`, `{page}`), or gives the page its own title back. */
function setTitle(head: HeadState, template: string | undefined, post?: JobPost): void {
  if (template === undefined || !post) {
    // Given back only if nobody changed it since: a single-page app may have moved on.
    if (head.title && document.title === head.title.set) document.title = head.title.page;
    head.title = undefined;
    return;
  }
  const page = head.title && document.title === head.title.set ? head.title.page : document.title;
  document.title = documentTitle(template, post.title, page);
  head.title = { page, set: document.title };
}

/**
 * A job's document title from the board's `document-title` template (`{job}`, `{page}`); also
 * what `job-board-element build` writes into a job page.
 */
export function documentTitle(template: string, job: string, page: string): string {
  const title = template.split('{job}').join(job).split('{page}').join(page);
  // A page without a title of its own: no dangling separator ("Designer – ").
  return page.trim() ? title : title.replace(/^[\s–—|·:-]+|[\s–—|·:-]+$/g, '');
}
