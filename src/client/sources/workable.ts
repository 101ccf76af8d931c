/**
 * Workable's public account answer as normalised posts:
 * `GET www.workable.com/api/accounts/{account}?details=true` (the same payload as
 * `apply.workable.com/api/v1/widget/accounts/{account}`), the whole board in one
 * `{ name, description, jobs }`. Field by field as ats-public-apis-more.md §1.6 and §1.7.
 *
 * What this answer cannot give, and so no post has: pay (only the token API has a salary), a
 * hybrid or on-site workplace (`telecommuting` is the only signal), a department hierarchy, a
 * publication time finer than the day.
 */
import { isRecord } from '../parse.js';
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { office, text, uniqueOffices, unknownShape, untrimmed } from './fields.js';
import { isoDateToUtc } from '../dates.js';
import { countryCode } from './countries.js';

type JsonRecord = Record<string, unknown>;

/**
 * The posts of an account answer, `{ name, description, jobs }`, in its order. Jobs without a
 * usable `shortcode` or title are left out. A shortcode listed again (the widget has been seen
 * sending one row per location of a job) is one post, with the offices of every row. Throws
 * `BAD_RESPONSE` for anything without a `jobs` array, which must not read as an empty board.
 */
export function workableJobPosts(body: unknown): JobPost[] {
  if (!isRecord(body) || !Array.isArray(body.jobs)) throw unknownShape('a Workable account ({ name, jobs })');
  const posts = new Map<string, JobPost>();
  for (const raw of body.jobs) {
    const post = workableJob(raw);
    if (post === undefined) continue;
    const earlier = posts.get(post.id);
    if (earlier === undefined) posts.set(post.id, post);
    else mergeOffices(earlier, post.ats_offices);
  }
  return [...posts.values()];
}

function mergeOffices(post: JobPost, more: JobPostOffice[] | undefined): void {
  if (more === undefined) return;
  post.ats_offices = uniqueOffices([...(post.ats_offices ?? []), ...more]);
}

function workableJob(raw: unknown): JobPost | undefined {
  if (!isRecord(raw)) return undefined;
  // `shortcode` is the job's code in Workable's URLs; `code` is the employer's own, often "".
  const id = text(raw.shortcode);
  const title = text(raw.title);
  if (id === undefined || title === undefined) return undefined;

  // Only published jobs are in the answer.
  const job: JobPostJob = { status: 'open' };
  // `telecommuting` is the only workplace signal, and there is no hybrid flag: false says
  // nothing (a hybrid job is false too), so it gives no workplace rather than on site.
  if (raw.telecommuting === true) job.workplace = 'remote';
  const type = employmentType(raw.employment_type);
  if (type !== undefined) job.employment_type = type;
  const post: JobPost = { id, title, ats_job: job };

  const department = text(raw.department);
  if (department !== undefined) post.ats_department = { name: department };
  const offices = officesOf(raw);
  if (offices.length > 0) post.ats_offices = offices;

  const description = descriptionOf(raw);
  if (description !== undefined) post.description = description;
  const applyUrl = text(raw.application_url);
  if (applyUrl !== undefined) post.apply_url = applyUrl;
  const url = text(raw.url) ?? text(raw.shortlink);
  if (url !== undefined) post.url = url;
  // A date without a time or zone ("2026-03-27"), read as its midnight in UTC. `created_at` (when
  // the job was drafted) stands in only when there is no publication date.
  const published = isoDateToUtc(raw.published_on) ?? isoDateToUtc(raw.created_at);
  if (published !== undefined) post.published_at = published;
  return post;
}

/** Workable's labels ("Full-time") and the short codes one client reports (`full`), folded. */
const EMPLOYMENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['fulltime', 'full_time'],
  ['full', 'full_time'],
  ['parttime', 'part_time'],
  ['part', 'part_time'],
  ['contract', 'contract'],
  ['contractor', 'contract'],
  ['temporary', 'temporary'],
  ['temp', 'temporary'],
  ['intern', 'internship'],
  ['internship', 'internship'],
]);

/**
 * The type in the board's words. Temporary stays `temporary` and Intern is `internship`, the
 * board's own values (the reference's table folds Temporary into contract). Any other label is
 * kept in the same style ("Per diem" → `per_diem`) rather than dropped.
 */
function employmentType(value: unknown): string | undefined {
  const label = text(value);
  if (label === undefined) return undefined;
  const key = label.toLowerCase().replace(/[^a-z]/g, '');
  return EMPLOYMENT_TYPES.get(key) ?? (key.startsWith('intern') ? 'internship' : label.toLowerCase().replace(/[\s-]+/g, '_'));
}

/** A "city" that names the workplace, as in `{"city":"Remoto"}`: part of the office's name, but no city. */
const WORKPLACE_CITY = /^(?:remote|remoto|remota|hybrid|anywhere)$/i;

/** An office from a place's parts, city to country; none when they are all empty. */
function placeOffice(cityField: unknown, region: unknown, country: unknown, code: unknown): JobPostOffice | undefined {
  const city = text(cityField);
  const countryText = text(country);
  const parts = [city, text(region), countryText].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return undefined;
  const codeText = text(code);
  const countryAt = (codeText === undefined ? undefined : countryCode(codeText)) ?? (countryText === undefined ? undefined : countryCode(countryText));
  return office(parts.join(', '), city === undefined || WORKPLACE_CITY.test(city) ? undefined : city, countryAt);
}

/**
 * Every entry of `locations[]` (`{country, countryCode, city, region}`), else the job's flat
 * primary location (`city`, `state`, a region despite its name, and `country`, a name):
 * `locations` is often `[]` when the flat keys are set. Entries flagged `hidden` are left out; when
 * any is, the flat keys are not read either, as they repeat a location the employer hid.
 */
function officesOf(raw: JsonRecord): JobPostOffice[] {
  const offices: JobPostOffice[] = [];
  let hidden = false;
  for (const spot of Array.isArray(raw.locations) ? raw.locations : []) {
    if (!isRecord(spot)) continue;
    if (spot.hidden === true) hidden = true;
    else {
      const entry = placeOffice(spot.city, spot.region, spot.country, spot.countryCode);
      if (entry !== undefined) offices.push(entry);
    }
  }
  if (offices.length > 0 || hidden) return uniqueOffices(offices);
  const primary = placeOffice(raw.city, raw.state, raw.country, undefined);
  return primary === undefined ? [] : [primary];
}

/**
 * `full_description` when sent; otherwise `description`, `requirements` and `benefits` one after
 * the other, as raw HTML (the board sanitises it). No headings are added between them: they would
 * be English in a posting of any language, and each part usually carries its own.
 */
function descriptionOf(raw: JsonRecord): string | undefined {
  const full = untrimmed(raw.full_description);
  if (full !== undefined) return full;
  const parts = [raw.description, raw.requirements, raw.benefits].map(untrimmed).filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('') : undefined;
}
