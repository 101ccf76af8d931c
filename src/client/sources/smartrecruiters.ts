/**
 * SmartRecruiters Posting API answers as normalised posts: a page of the list
 * (`GET api.smartrecruiters.com/v1/companies/{company}/postings?offset=…&limit=…`, an
 * `{ offset, limit, totalFound, content }`) and one posting (`…/postings/{id}`, the list item's
 * fields plus `jobAd`, `applyUrl`, `postingUrl`, `active`). Field by field as
 * ats-public-apis-more.md §2.6 and §2.7. The list carries no description: only a posting does.
 *
 * Left out because the API can't give them: pay (no documented field; §2.6 says treat as
 * unavailable), a second office (one `location` per posting).
 */
import { isRecord } from '../parse.js';
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { office, sectionHeading, text, unknownShape, untrimmed, usablePosts, type Workplace } from './fields.js';
import { isoDateToUtc } from '../dates.js';
import { countryCode, countryInPlace } from './countries.js';
import { foldText } from '../text-match.js';

type JsonRecord = Record<string, unknown>;

/** The largest `limit` the list accepts ("max value is 100"): every page is asked for at this size. */
export const SMARTRECRUITERS_PAGE_LIMIT = 100;

/**
 * The most postings a client reads from one company: 50 pages of 100. The largest boards seen
 * hold a few hundred (ServiceNow's 629), so this bounds a server that never ends its list
 * without cutting a real one.
 */
export const SMARTRECRUITERS_MAX_POSTINGS = 5_000;

/** One page of the list, read. */
export interface SmartRecruitersPage {
  /** The page's usable posts, in its order. */
  posts: JobPost[];
  /** How many entries `content` held, usable or not: what the next page's offset counts. */
  received: number;
  /** `totalFound`, when it is a whole number; the list's length across every page. */
  totalFound: number | undefined;
}

/** Where the reading of a company's list stands after one page. */
export interface SmartRecruitersPaging {
  /** The offset of the next page to ask for, or `undefined` when this page was the last one read. */
  next: number | undefined;
  /** How many postings the company lists, as far as is known: `totalFound`, else what was read. */
  total: number;
  /** True when the bound stopped the reading while the list said more postings remain. */
  truncated: boolean;
}

/**
 * The query of the page at `offset` (`offset=200&limit=100`): the page size is always the largest,
 * as the docs' default (10, going by their example) would need ten times the requests.
 */
export function smartRecruitersPageQuery(offset: number): string {
  return `offset=${offset}&limit=${SMARTRECRUITERS_PAGE_LIMIT}`;
}

/**
 * The posts of one list page, `{ offset, limit, totalFound, content }`. Postings without a usable
 * id or title are left out. `company` (the source's identifier) builds the public page address
 * of a posting that doesn't name its company. Throws `BAD_RESPONSE` for anything without a
 * `content` array, which must not read as an empty board. An unknown company is not an error
 * here: SmartRecruiters answers it 200 with `totalFound: 0`, like a company with no postings.
 */
export function smartRecruitersPage(body: unknown, company?: string): SmartRecruitersPage {
  if (!isRecord(body) || !Array.isArray(body.content)) throw unknownShape('a SmartRecruiters posting list ({ totalFound, content })');
  return {
    posts: usablePosts(body.content, (raw) => smartRecruitersPostingOf(raw, company)),
    received: body.content.length,
    totalFound: count(body.totalFound),
  };
}

/** The post of a single-posting answer, with its description. Throws `BAD_RESPONSE` when it has no usable id or title. */
export function smartRecruitersPosting(body: unknown, company?: string): JobPost {
  const post = smartRecruitersPostingOf(body, company);
  if (post === undefined) throw unknownShape('a SmartRecruiters posting with an id and a name');
  return post;
}

/**
 * What to do after reading the page asked at `offset`: ask the next one at `offset + received`
 * unless the page was empty, the list's `totalFound` is reached (without one: the page was short,
 * fewer than {@link SMARTRECRUITERS_PAGE_LIMIT} entries), or the next one would start at
 * `maxPostings` or beyond. An empty page ends the reading whatever `totalFound` says, so a count
 * that never comes true can't loop past the bound.
 */
export function smartRecruitersPaging(
  offset: number,
  page: Pick<SmartRecruitersPage, 'received' | 'totalFound'>,
  maxPostings: number = SMARTRECRUITERS_MAX_POSTINGS,
): SmartRecruitersPaging {
  const read = offset + page.received;
  const total = page.totalFound ?? read;
  // A short page ends the list only when no total says more remain: a server that pages smaller
  // than the limit asked (its default 10) is read on; an empty page ends it whatever the total says.
  const more = page.received > 0 && (page.totalFound === undefined ? page.received >= SMARTRECRUITERS_PAGE_LIMIT : read < page.totalFound);
  if (!more) return { next: undefined, total: Math.max(total, read), truncated: false };
  if (read >= maxPostings) return { next: undefined, total, truncated: true };
  return { next: read, total, truncated: false };
}

/** A whole number of 0 or more, else `undefined`. */
function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The posting id, a string of digits in every answer; a safe whole number is read as its digits. */
function postingId(value: unknown): string | undefined {
  return count(value)?.toString() ?? text(value);
}

function smartRecruitersPostingOf(raw: unknown, sourceCompany: string | undefined): JobPost | undefined {
  if (!isRecord(raw)) return undefined;
  const id = postingId(raw.id);
  const title = text(raw.name);
  if (id === undefined || title === undefined) return undefined;

  const spot = isRecord(raw.location) ? raw.location : {};
  // The list holds active postings only; a posting asked for by id says whether it still is.
  const job: JobPostJob = { status: raw.active === false ? 'closed' : 'open' };
  const workplace = workplaceOf(spot);
  if (workplace !== undefined) job.workplace = workplace;
  const type = employmentType(raw.typeOfEmployment);
  if (type !== undefined) job.employment_type = type;
  const post: JobPost = { id, title, ats_job: job };

  const department = isRecord(raw.department) ? text(raw.department.label) : undefined;
  if (department !== undefined) post.ats_department = { name: department };
  const place = locationOffice(spot);
  if (place !== undefined) post.ats_offices = [place];

  const description = isRecord(raw.jobAd) ? descriptionOf(raw.jobAd.sections) : undefined;
  if (description !== undefined) post.description = description;

  // The list has neither address; the public page is `/{company}/{id}` (a `/postings/` segment,
  // as in `ref`, 404s). The posting's own company identifier first: the source's may differ in case.
  const company = (isRecord(raw.company) ? text(raw.company.identifier) : undefined) ?? text(sourceCompany);
  const page = company === undefined ? undefined : `https://jobs.smartrecruiters.com/${encodeURIComponent(company)}/${encodeURIComponent(id)}`;
  const applyUrl = text(raw.applyUrl) ?? page;
  if (applyUrl !== undefined) post.apply_url = applyUrl;
  const postingUrl = text(raw.postingUrl) ?? page;
  if (postingUrl !== undefined) post.url = postingUrl;

  // When the posting was released (published): the only date the API gives.
  const released = isoDateToUtc(raw.releasedDate);
  if (released !== undefined) post.published_at = released;
  return post;
}

/**
 * `remote: true` is remote, `hybrid: true` hybrid (observed, not documented); on site only when
 * both say `false` and there is a city: an answer without `hybrid` (older, or a field left out)
 * could be hybrid, and a place without a city could be anywhere in it. Otherwise none.
 */
function workplaceOf(spot: JsonRecord): Workplace | undefined {
  if (spot.remote === true) return 'remote';
  if (spot.hybrid === true) return 'hybrid';
  return spot.remote === false && spot.hybrid === false && text(spot.city) !== undefined ? 'on_site' : undefined;
}

/**
 * The label as the company's careers page shows it ("Full-time", "Contract"), as Lever's
 * `commitment` is kept; the id only when there is no label.
 */
function employmentType(value: unknown): string | undefined {
  return isRecord(value) ? (text(value.label) ?? text(value.id)) : undefined;
}

/** A place part that names the workplace, not a place (`region: "Remote"`). */
const WORKPLACE_PART = /^(?:remote|hybrid)$/i;

/**
 * The one office of `location`. Its name is `fullLocation` without empty parts
 * (`"Dublin, , Ireland"` → `"Dublin, Ireland"`), or the city, region and country code joined
 * (the code only when neither names the country);
 * the country is the lower-case code, upper-cased. The city is left out when it holds the
 * country of a remote posting, as `{"city":"Poland","region":"Remote","country":"pl"}` does.
 */
function locationOffice(spot: JsonRecord): JobPostOffice | undefined {
  const field = text(spot.country);
  const full = text(spot.fullLocation);
  const country = (field === undefined ? undefined : countryCode(field)) ?? (full === undefined ? undefined : countryInPlace(full));
  let city = text(spot.city);
  const region = text(spot.region);
  const remote = spot.remote === true || (region !== undefined && WORKPLACE_PART.test(region));
  if (city !== undefined && (WORKPLACE_PART.test(city) || (remote && country !== undefined && countryCode(city) === country))) city = undefined;

  const parts = full === undefined ? partsOf(text(spot.city), region, country ?? field) : full.split(',');
  const name = uniqueParts(parts);
  return name === '' ? undefined : office(name, city, country);
}

/** City, region and country code, without the code when the city or region already names that country ("Poland"). */
function partsOf(city: string | undefined, region: string | undefined, country: string | undefined): (string | undefined)[] {
  const named = [city, region].some((part) => part !== undefined && country !== undefined && countryCode(part) === country.toUpperCase());
  return [city, region, named ? undefined : country];
}

/** The non-empty parts, trimmed, each once whatever its case and accents, joined by ", ". */
function uniqueParts(parts: readonly (string | undefined)[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const part of parts) {
    const value = part?.trim();
    if (!value) continue;
    const key = foldText(value);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
  }
  return kept.join(', ');
}

/** The sections of a job ad, in the order of SmartRecruiters' own job page. */
const SECTIONS = ['companyDescription', 'jobDescription', 'qualifications', 'additionalInformation'] as const;


/**
 * One HTML description from the job ad's sections: each section with text as its title (plain
 * text, escaped, as an `<h3>`) and its HTML. The title is not repeated when the section's HTML
 * opens with it (`<p><strong>Qualifications</strong></p>…`, seen live). `videos` is no text.
 */
function descriptionOf(sections: unknown): string | undefined {
  if (!isRecord(sections)) return undefined;
  const parts: string[] = [];
  for (const key of SECTIONS) {
    const section = sections[key];
    if (!isRecord(section)) continue;
    const html = untrimmed(section.text);
    if (html === undefined) continue;
    const title = text(section.title);
    if (title !== undefined && !opensWith(html, title)) parts.push(sectionHeading(title));
    parts.push(html);
  }
  return parts.length > 0 ? parts.join('') : undefined;
}

/**
 * Whether the first text of `html` (before any tag that follows it) is `title`, whatever the case,
 * with or without a colon: folded before the colon is looked for, as folding makes the full-width
 * colon of Japanese and Chinese headings ("会社概要：") the ASCII one.
 */
function opensWith(html: string, title: string): boolean {
  const first = /^\s*(?:<[^<>]*>\s*)*([^<]*)/.exec(html)?.[1] ?? '';
  return foldText(first.replace(/&nbsp;/gi, ' ').replace(/&amp;/gi, '&')).trim().replace(/\s*:$/, '') === foldText(title);
}
