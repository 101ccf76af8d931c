/**
 * Ashby Job Postings API answers as normalised posts:
 * `GET api.ashbyhq.com/posting-api/job-board/{name}?includeCompensation=true`, the whole board in
 * one `{ apiVersion, jobs }` (there is no documented single-job endpoint). Field by field as
 * ats-public-apis.md §4.1.
 */
import { isRecord } from '../parse.js';
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { htmlOrPlain, office, text, uniqueOffices, unknownShape, usablePosts, workplaceOf } from './fields.js';
import { isoDateToUtc } from '../dates.js';
import { MAX_PAY_RANGES, type PayInterval, type PayRange } from './pay.js';
import { readPayRange } from './pay-reading.js';
import { countryCode, countryInPlace } from './countries.js';

type JsonRecord = Record<string, unknown>;

/**
 * The listed posts of a board answer, `{ apiVersion, jobs }`, in its order. Left out: jobs the
 * employer unlisted (`isListed: false`, meant to be reached by direct link only, yet in the
 * answer) and jobs without a usable id or title. Throws `BAD_RESPONSE` for anything without a
 * `jobs` array, which must not read as an empty board.
 */
export function ashbyJobPosts(body: unknown): JobPost[] {
  return usablePosts(jobsOf(body), (raw) => (isRecord(raw) && raw.isListed === false ? undefined : ashbyJob(raw)));
}

/**
 * The unlisted posts of a board answer (`isListed: false`): left out of the listing, yet open,
 * and meant to be reached by a direct link, which a board opened on one should honour.
 */
export function ashbyUnlistedJobPosts(body: unknown): JobPost[] {
  return usablePosts(jobsOf(body), (raw) => (isRecord(raw) && raw.isListed === false ? ashbyJob(raw) : undefined));
}

function jobsOf(body: unknown): unknown[] {
  if (!isRecord(body) || !Array.isArray(body.jobs)) throw unknownShape('an Ashby job board ({ apiVersion, jobs })');
  return body.jobs;
}

/** The last segment of the job's page address (`https://jobs.ashbyhq.com/{board}/{id}`). */
function idFromJobUrl(value: unknown): string | undefined {
  const url = text(value);
  if (url === undefined) return undefined;
  try {
    const segments = new URL(url).pathname.split('/').filter((segment) => segment !== '');
    return text(decodeURIComponent(segments.at(-1) ?? ''));
  } catch {
    return undefined; // not an address, or a malformed escape
  }
}

function ashbyJob(raw: unknown): JobPost | undefined {
  if (!isRecord(raw)) return undefined;
  // `id` is not in Ashby's field table, though every observed job has one.
  const id = text(raw.id) ?? idFromJobUrl(raw.jobUrl);
  const title = text(raw.title);
  if (id === undefined || title === undefined) return undefined;

  // Every job in the answer is published.
  const job: JobPostJob = { status: 'open' };
  // Never from `isRemote`: it is true on most Hybrid jobs, and null where `workplaceType` is.
  const workplace = workplaceOf(raw.workplaceType);
  if (workplace !== undefined) job.workplace = workplace;
  const type = employmentType(raw.employmentType);
  if (type !== undefined) job.employment_type = type;
  const post: JobPost = { id, title, ats_job: job };

  const department = text(raw.department) ?? text(raw.team);
  if (department !== undefined) post.ats_department = { name: department };
  const offices = officesOf(raw);
  if (offices.length > 0) post.ats_offices = offices;

  // The plain text where the HTML is missing, as for Lever: Ashby documents both as optional.
  const description = htmlOrPlain(raw.descriptionHtml, raw.descriptionPlain);
  if (description !== undefined) post.description = description;
  // Read, never built from `jobUrl`: its suffix is `/application` live, `/apply` in the docs.
  const applyUrl = text(raw.applyUrl);
  if (applyUrl !== undefined) post.apply_url = applyUrl;
  const jobUrl = text(raw.jobUrl);
  if (jobUrl !== undefined) post.url = jobUrl;
  // When the job was last published: republishing moves it, and there is no earlier date.
  const published = isoDateToUtc(raw.publishedAt);
  if (published !== undefined) post.published_at = published;

  const pay = salaryRanges(raw);
  if (pay.length > 0) post.pay = pay;
  return post;
}

/** The board's values for Ashby's enum; `Intern` is the board's `internship`. */
const EMPLOYMENT_TYPES: ReadonlyMap<string, string> = new Map([
  ['FullTime', 'full_time'],
  ['PartTime', 'part_time'],
  ['Intern', 'internship'],
  ['Contract', 'contract'],
  ['Temporary', 'temporary'],
]);

/** The enum in the board's words; a value Ashby adds later in the same style (`PerDiem`) becomes `per_diem`. */
function employmentType(value: unknown): string | undefined {
  const type = text(value);
  if (type === undefined) return undefined;
  return EMPLOYMENT_TYPES.get(type) ?? type.replace(/([a-z\d])([A-Z])/g, '$1_$2').replace(/[\s-]+/g, '_').toLowerCase();
}

/**
 * An address's `postalAddress` fields and, where the docs put a secondary location's, the
 * address's own: live answers nest them in `address.postalAddress`, as for the primary address;
 * the docs' table has `addressLocality` directly under a secondary location's `address`. Both are read.
 */
function addressField(address: unknown, field: string): string | undefined {
  if (!isRecord(address)) return undefined;
  return (isRecord(address.postalAddress) ? text(address.postalAddress[field]) : undefined) ?? text(address[field]);
}

/**
 * An office for a location: the city only from the structured address, never from the free text;
 * the country from the address (a name, "United States", or a code), else the text where it
 * names one ("Remote (US)").
 */
function locationOffice(name: string, address: unknown): JobPostOffice {
  const country = addressField(address, 'addressCountry');
  return office(name, addressField(address, 'addressLocality'), (country === undefined ? undefined : countryCode(country)) ?? countryInPlace(name));
}

/** The primary location, then the secondary ones. */
function officesOf(raw: JsonRecord): JobPostOffice[] {
  const offices: JobPostOffice[] = [];
  const primary = text(raw.location);
  if (primary !== undefined) offices.push(locationOffice(primary, raw.address));
  for (const secondary of Array.isArray(raw.secondaryLocations) ? raw.secondaryLocations : []) {
    if (!isRecord(secondary)) continue;
    const name = text(secondary.location);
    if (name !== undefined) offices.push(locationOffice(name, secondary.address));
  }
  return uniqueOffices(offices);
}

const INTERVALS: ReadonlyMap<string, PayInterval> = new Map([
  ['1 YEAR', 'year'],
  ['1 MONTH', 'month'],
  ['1 WEEK', 'week'],
  ['1 DAY', 'day'],
  ['1 HOUR', 'hour'],
]);

/**
 * The salary components of the compensation roll-up (`summaryComponents`, one per type across
 * every tier), only when the employer wants pay shown: Ashby returns it with
 * `shouldDisplayCompensationOnJobPostings: false` too. Equity, bonus and commission are not pay
 * ranges. Amounts are absolute, not cents. No more than {@link MAX_PAY_RANGES}.
 */
function salaryRanges(raw: JsonRecord): PayRange[] {
  if (raw.shouldDisplayCompensationOnJobPostings === false || !isRecord(raw.compensation)) return [];
  const components = raw.compensation.summaryComponents;
  const ranges: PayRange[] = [];
  for (const component of Array.isArray(components) ? components : []) {
    if (ranges.length >= MAX_PAY_RANGES) break;
    if (!isRecord(component) || component.compensationType !== 'Salary') continue;
    const interval = typeof component.interval === 'string' ? INTERVALS.get(component.interval.trim().toUpperCase()) : undefined;
    const range = readPayRange({ min: component.minValue, max: component.maxValue, currency: component.currencyCode, interval });
    if (range !== undefined) ranges.push(range);
  }
  return ranges;
}
