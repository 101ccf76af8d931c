/**
 * Lever Postings API answers as normalised posts: the list
 * (`GET api.lever.co/v0/postings/{site}?mode=json`, a bare array; `api.eu.lever.co` alike) and one
 * posting (`…/postings/{site}/{id}`, a bare object). Field by field as ats-public-apis.md §4.1.
 */
import { isRecord } from '../parse.js';
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { cityOf, htmlOrPlain, office, sectionHeading, text, uniqueOffices, unknownShape, untrimmed, usablePosts, workplaceOf } from './fields.js';
import { epochMsToUtc } from '../dates.js';
import { type PayInterval, type PayRange } from './pay.js';
import { readPayRange } from './pay-reading.js';
import { countryCode, countryInPlace } from './countries.js';

type JsonRecord = Record<string, unknown>;

/**
 * The posts of a list answer, a bare array, in its order; postings without a usable id or title
 * are left out. Throws `BAD_RESPONSE` for anything but an array (such as the
 * `{ ok: false, error }` of an unknown site), which must not read as an empty board.
 */
export function leverPostings(body: unknown): JobPost[] {
  if (!Array.isArray(body)) throw unknownShape('a Lever posting list (an array)');
  return usablePosts(body, leverPostingOf);
}

/** The post of a single-posting answer. Throws `BAD_RESPONSE` when it has no usable id or title. */
export function leverPosting(body: unknown): JobPost {
  const post = leverPostingOf(body);
  if (post === undefined) throw unknownShape('a Lever posting with an id and a title');
  return post;
}

function leverPostingOf(raw: unknown): JobPost | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw.id);
  const title = text(raw.text);
  if (id === undefined || title === undefined) return undefined;

  const categories = isRecord(raw.categories) ? raw.categories : {};
  // Only published postings are in the answer.
  const job: JobPostJob = { status: 'open' };
  const workplace = workplaceOf(raw.workplaceType);
  if (workplace !== undefined) job.workplace = workplace;
  // Company-defined text ("Full-time", "Regular Full Time (Salary)"), kept as written.
  const commitment = text(categories.commitment);
  if (commitment !== undefined) job.employment_type = commitment;
  const post: JobPost = { id, title, ats_job: job };

  const department = text(categories.department) ?? text(categories.team);
  if (department !== undefined) post.ats_department = { name: department };
  const offices = officesOf(categories, raw.country);
  if (offices.length > 0) post.ats_offices = offices;

  const description = descriptionOf(raw);
  if (description !== undefined) post.description = description;
  // `applyUrl` is the application form; `hostedUrl`, the posting's page, is where the Apply link
  // goes only when there is no form address (the board reads `apply_url` before `url`).
  const applyUrl = text(raw.applyUrl);
  if (applyUrl !== undefined) post.apply_url = applyUrl;
  const hostedUrl = text(raw.hostedUrl);
  if (hostedUrl !== undefined) post.url = hostedUrl;
  // When the posting was created (undocumented, in every live answer): long-open postings show
  // old dates, but there is no publication date to prefer.
  const created = epochMsToUtc(raw.createdAt);
  if (created !== undefined) post.created_at = created;

  const pay = payRange(raw);
  if (pay !== undefined) post.pay = [pay];
  return post;
}

/**
 * The primary location, then every other of `allLocations` (which repeats the primary). The
 * posting's `country` (one code, or null when unknown) is the primary's; another location is in
 * the country its text names ("Remote - Portugal"), else in the posting's.
 */
function officesOf(categories: JsonRecord, countryField: unknown): JobPostOffice[] {
  const all = Array.isArray(categories.allLocations) ? categories.allLocations : [];
  const names = [categories.location, ...all].map(text).filter((name): name is string => name !== undefined);
  const field = text(countryField);
  const country = field === undefined ? undefined : countryCode(field);
  return uniqueOffices(names.map((name, index) => office(name, cityOf(name), (index === 0 ? country : undefined) ?? countryInPlace(name) ?? country)));
}


/**
 * One HTML description from Lever's parts: `description` (opening and body), then each of `lists`
 * as a heading and its list, then `additional`; the first and the last from their plain text
 * where the HTML is missing (`lists` have no plain text). A list's `content` is documented as bare
 * `<li>` items, but is often a styled `<div><ul>…` fragment: it is wrapped in `<ul>` only when it
 * holds no list of its own. A list's heading is plain text, so it is escaped.
 */
function descriptionOf(raw: JsonRecord): string | undefined {
  const parts: string[] = [];
  const description = htmlOrPlain(raw.description, raw.descriptionPlain);
  if (description !== undefined) parts.push(description);
  for (const list of Array.isArray(raw.lists) ? raw.lists : []) {
    if (!isRecord(list)) continue;
    const heading = text(list.text);
    const content = untrimmed(list.content);
    if (heading !== undefined) parts.push(sectionHeading(heading));
    if (content !== undefined) parts.push(/<[uo]l[\s>]/i.test(content) ? content : `<ul>${content}</ul>`);
  }
  const additional = htmlOrPlain(raw.additional, raw.additionalPlain);
  if (additional !== undefined) parts.push(additional);
  return parts.length > 0 ? parts.join('') : undefined;
}

/** `salaryRange.interval` values seen in live answers (not enumerated in Lever's docs); others, such as `one-time`, give none. */
const INTERVALS: ReadonlyMap<string, PayInterval> = new Map([
  ['per-year-salary', 'year'],
  ['per-month-salary', 'month'],
  ['per-week-salary', 'week'],
  ['per-day-wage', 'day'],
  ['per-hour-wage', 'hour'],
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A tag that ends a block: its place in the text is a space. */
const BLOCK_TAG = /^<\/?(?:p|div|br|li|ul|ol|h[1-6])\b/i;

/**
 * `html` without its tags (`<` up to the next `>`), a block's as a space, in one left-to-right
 * scan: a `<` with no `>` after it, and so the rest of the text, is kept as text. Linear in the
 * length, whatever the markup: regular expressions that look for a tag's end from every `<`
 * rescan to the end of the text each time (`'<div '` repeated 80,000 times took 46 s).
 */
function withoutTags(html: string): string {
  let out = '';
  let from = 0;
  for (let open = html.indexOf('<'); open !== -1; open = html.indexOf('<', from)) {
    const close = html.indexOf('>', open + 1);
    if (close === -1) break;
    out += html.slice(from, open) + (BLOCK_TAG.test(html.slice(open, Math.min(close + 1, open + 8))) ? ' ' : '');
    from = close + 1;
  }
  return out + html.slice(from);
}

/**
 * The text of a short HTML note such as `salaryDescription`: tags dropped (a block's as a space),
 * whitespace collapsed as a browser collapses HTML's (spaces, tabs and line breaks only: `\s`
 * would also turn the no-break spaces of "60&nbsp;000 €" and the ideographic space into breaks),
 * the common character references decoded (a label is text, never markup). Not for descriptions.
 */
function plainText(html: string): string {
  return withoutTags(html)
    .replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi, (reference, decimal?: string, hex?: string, name?: string) => {
      const code = decimal !== undefined ? Number(decimal) : hex !== undefined ? parseInt(hex, 16) : undefined;
      if (code === undefined) return NAMED_ENTITIES[name!.toLowerCase()]!;
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : reference;
    })
    .replace(/[ \t\n\f\r]+/g, ' ')
    .trim();
}

/**
 * `salaryRange` (optional, absent on many postings), in major units, with the salary note as its
 * label: `salaryDescriptionPlain`, else the text of `salaryDescription`.
 */
function payRange(raw: JsonRecord): PayRange | undefined {
  const salary = raw.salaryRange;
  if (!isRecord(salary)) return undefined;
  const html = text(raw.salaryDescription);
  const label = text(raw.salaryDescriptionPlain) ?? (html === undefined ? undefined : plainText(html));
  const interval = typeof salary.interval === 'string' ? INTERVALS.get(salary.interval.trim().toLowerCase()) : undefined;
  return readPayRange({ min: salary.min, max: salary.max, currency: salary.currency, interval, label });
}
