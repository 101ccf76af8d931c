/**
 * Pinpoint answers as normalised posts: `GET https://{company}.pinpointhq.com/postings.json`, every
 * active posting of the company in one `{ data: [...] }`, with the full description inline (there
 * is no single-posting read to make). Field by field as ats-public-apis-more.md §9.
 */
import { JobBoardApiError } from '../errors.js';
import { isRecord } from '../parse.js';
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { office, sectionHeading, text, unknownShape, untrimmed, usablePosts, type Workplace, workplaceOf } from './fields.js';
import { isoDateToUtc } from '../dates.js';
import type { PayInterval, PayRange } from './pay.js';
import { readPayRange } from './pay-reading.js';
import { countryInPlace } from './countries.js';

type JsonRecord = Record<string, unknown>;

/**
 * What marks Pinpoint's canned demo postings ("Head of DEI - UK", "Head of DEI - Belfast"): a
 * doubled YouTube embed address in the description, the same byte for byte on every company
 * probed (§9.5). The title alone is no mark: a real employer may post that title.
 */
export const PINPOINT_DEMO_MARKER = 'youtube.com/embed/https://www.youtube.com/embed/pFxm6fszrpw';

/**
 * The posts of a `postings.json` answer, in its order. Left out: Pinpoint's demo postings and
 * postings without a usable id or title. Throws `BAD_RESPONSE` for anything without a `data`
 * array, which must not read as an empty board; and a 404 `ERR_NOT_FOUND` when every posting is
 * demo content: that is how Pinpoint answers for a company with no board of its own (a `200`,
 * §9.5), and it must read as an unknown board, not as an empty one.
 */
export function pinpointPostings(body: unknown): JobPost[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw unknownShape('a Pinpoint postings answer ({ data })');
  const postings = body.data;
  const real = postings.filter((raw) => !isDemoPosting(raw));
  if (postings.length > 0 && real.length === 0) {
    throw new JobBoardApiError({ status: 404, code: 'ERR_NOT_FOUND', message: 'Pinpoint answered with its demo postings only: the company has no job board.' });
  }
  return usablePosts(real, pinpointPosting);
}

function isDemoPosting(raw: unknown): boolean {
  return isRecord(raw) && typeof raw.description === 'string' && raw.description.includes(PINPOINT_DEMO_MARKER);
}

/** A number sent as a number or, as Rails writes decimals, as a string ("100000.0"). */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : undefined;
}

/** An id sent as a string or a whole number. */
function idText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  return text(value);
}

/**
 * The last segment of a path, decoded: the id a posting's `path` (`/en/postings/{id}`) and `url`
 * (the same address made absolute) end in, which the answer gives when it has no `id` (the
 * reference's own example has neither `id` nor `path`, only `url`).
 */
function lastSegment(path: string): string | undefined {
  try {
    return text(decodeURIComponent(path.split('/').filter((segment) => segment !== '').at(-1) ?? ''));
  } catch {
    return undefined; // a malformed escape
  }
}

function idFromPath(value: unknown): string | undefined {
  const path = text(value);
  return path === undefined ? undefined : lastSegment(path.split(/[?#]/)[0]!);
}

function idFromUrl(value: unknown): string | undefined {
  const url = text(value);
  if (url === undefined) return undefined;
  try {
    return lastSegment(new URL(url).pathname);
  } catch {
    return undefined; // not an address
  }
}

function pinpointPosting(raw: unknown): JobPost | undefined {
  if (!isRecord(raw)) return undefined;
  const id = idText(raw.id) ?? idFromPath(raw.path) ?? idFromUrl(raw.url);
  const title = text(raw.title);
  if (id === undefined || title === undefined) return undefined;

  // postings.json lists active postings only.
  const job: JobPostJob = { status: 'open' };
  const workplace = workplaceOfPinpoint(raw.workplace_type);
  if (workplace !== undefined) job.workplace = workplace;
  const type = employmentType(raw.employment_type) ?? employmentType(raw.employment_type_text);
  if (type !== undefined) job.employment_type = type;
  const post: JobPost = { id, title, ats_job: job };

  const department = isRecord(raw.job) && isRecord(raw.job.department) ? text(raw.job.department.name) : undefined;
  if (department !== undefined) post.ats_department = { name: department };
  const place = officeOf(raw.location);
  if (place !== undefined) post.ats_offices = [place];

  const description = descriptionOf(raw);
  if (description !== undefined) post.description = description;
  // The posting's page, where Pinpoint's own Apply button is: there is no separate form address.
  const url = text(raw.url);
  if (url !== undefined) {
    post.url = url;
    post.apply_url = url;
  }
  // Not confirmed in postings.json (§9.4): read where an answer has it, never made up.
  const published = isoDateToUtc(raw.published_at);
  if (published !== undefined) post.published_at = published;
  // The application deadline: when the post stops being valid (JobPosting's `validThrough`).
  const deadline = isoDateToUtc(raw.deadline_at);
  if (deadline !== undefined) post.closes_at = deadline;

  const pay = payRange(raw);
  if (pay !== undefined) post.pay = [pay];
  return post;
}

/** `office` is the on-site value one client receives (§9.3); the rest as every vendor writes them. */
function workplaceOfPinpoint(value: unknown): Workplace | undefined {
  return typeof value === 'string' && value.trim().toLowerCase() === 'office' ? 'on_site' : workplaceOf(value);
}

/**
 * Pinpoint's employment-type enum (its create-job enum, §9.3) in the board's words. `internship`
 * is the board's own word (the reference's model says `intern`; the board, its filter and the data
 * set say `internship`). A value not in the table (`flexible`) is kept in Pinpoint's own words.
 */
const EMPLOYMENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['full_time', 'full_time'],
  ['permanent', 'full_time'],
  ['permanent_full_time', 'full_time'],
  ['part_time', 'part_time'],
  ['permanent_part_time', 'part_time'],
  ['contract_temp', 'contract'],
  ['freelance', 'contract'],
  ['fixed_term_contract', 'contract'],
  ['zero_hours', 'contract'],
  ['internship', 'internship'],
]);

/**
 * The enum value, or the display text read as one ("Full Time" → `full_time`, "Contract / Temp"
 * → `contract_temp`): some answers
 * carry only `employment_type_text`.
 */
function employmentType(value: unknown): string | undefined {
  // Whatever separates the words ("Contract / Temp", "Fixed-term contract") is one underscore.
  const type = text(value)?.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '');
  if (type === '') return undefined;
  if (type === undefined) return undefined;
  return EMPLOYMENT_TYPES.get(type) ?? type;
}

/**
 * The posting's one location: its display `name` (else city and province), the city where it is
 * one (Pinpoint puts "Remote" in `city` for remote postings), the country where the name names
 * one ("Colombia", "Berlin, Germany"). Pinpoint sends no country field that has been seen, and a
 * `province` is a region, not a country: nothing is guessed from either.
 */
function officeOf(given: unknown): JobPostOffice | undefined {
  if (!isRecord(given)) return undefined;
  const city = text(given.city);
  const name = text(given.name) ?? ([city, text(given.province)].filter((part) => part !== undefined).join(', ') || undefined);
  if (name === undefined) return undefined;
  return office(name, city !== undefined && workplaceOf(city) === undefined ? city : undefined, countryInPlace(name));
}


/** The HTML sections after the description, each with its plain-text heading field. */
const SECTIONS = [
  ['key_responsibilities', 'key_responsibilities_header'],
  ['skills_knowledge_expertise', 'skills_knowledge_expertise_header'],
  ['benefits', 'benefits_header'],
] as const;

/**
 * One HTML description: `description`, then each section that has content, under its heading when
 * the answer gives one (a heading is plain text, so it is escaped). A section without a heading
 * gets none: Pinpoint's default headings are not known, and are not invented.
 */
function descriptionOf(raw: JsonRecord): string | undefined {
  const parts: string[] = [];
  const description = untrimmed(raw.description);
  if (description !== undefined) parts.push(description);
  for (const [field, headerField] of SECTIONS) {
    const content = untrimmed(raw[field]);
    if (content === undefined) continue;
    const heading = text(raw[headerField]);
    if (heading !== undefined) parts.push(sectionHeading(heading));
    parts.push(content);
  }
  return parts.length > 0 ? parts.join('') : undefined;
}

/**
 * `compensation_frequency` values the board has a word for. `two_weeks` (seen, §9.3) has none:
 * the range is kept without an interval, and its label (`compensation`, Pinpoint's own display
 * text) says what the amounts are per.
 */
const INTERVALS: ReadonlyMap<string, PayInterval> = new Map([
  ['year', 'year'],
  ['annual', 'year'],
  ['month', 'month'],
  ['week', 'week'],
  ['day', 'day'],
  ['hour', 'hour'],
]);

/**
 * The pay range, only when the employer has it shown (`compensation_visible: true`): a hidden
 * range is in the answer too, and an answer without the flag is not assumed to show it.
 */
function payRange(raw: JsonRecord): PayRange | undefined {
  if (raw.compensation_visible !== true) return undefined;
  const frequency = typeof raw.compensation_frequency === 'string' ? raw.compensation_frequency.trim().toLowerCase() : undefined;
  const interval = frequency === undefined ? undefined : INTERVALS.get(frequency);
  return readPayRange({
    min: numberOf(raw.compensation_minimum) ?? raw.compensation_minimum,
    max: numberOf(raw.compensation_maximum) ?? raw.compensation_maximum,
    currency: raw.compensation_currency,
    interval,
    // `compensation` is the range written out ("€70,000 - €85,000 per year"), not a name for it:
    // as a label the board would say the range twice. Only where the board has no word for the
    // period (`two_weeks`) does it say what the range is per.
    label: interval === undefined ? raw.compensation : undefined,
  });
}
