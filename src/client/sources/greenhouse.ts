/**
 * Greenhouse Job Board API answers as normalised posts: the list
 * (`GET boards-api.greenhouse.io/v1/boards/{token}/jobs`, best with `content=true` and
 * `pay_transparency=true`) and one job (`…/jobs/{id}`). Field by field as ats-public-apis.md §4.1.
 */
import { isRecord } from '../parse.js';
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { cityOf, office, text, uniqueOffices, unknownShape, untrimmed, usablePosts, workplaceOf, type Workplace } from './fields.js';
import { isoDateToUtc } from '../dates.js';
import { MAX_PAY_RANGES, type PayRange } from './pay.js';
import { intervalFromText, readPayRange } from './pay-reading.js';
import { countryInPlace } from './countries.js';

type JsonRecord = Record<string, unknown>;

/**
 * The posts of a list answer, `{ jobs, meta }`, in its order; jobs without a usable id or title
 * are left out. Throws `BAD_RESPONSE` for anything without a `jobs` array (such as the
 * `{ status: 404, error }` of an unknown board), which must not read as an empty board.
 */
export function greenhouseJobPosts(body: unknown): JobPost[] {
  if (!isRecord(body) || !Array.isArray(body.jobs)) throw unknownShape('a Greenhouse job list ({ jobs })');
  return usablePosts(body.jobs, greenhouseJob);
}

/** The post of a single-job answer. Throws `BAD_RESPONSE` when it has no usable id or title. */
export function greenhouseJobPost(body: unknown): JobPost {
  const post = greenhouseJob(body);
  if (post === undefined) throw unknownShape('a Greenhouse job with an id and a title');
  return post;
}

/**
 * The post id (not `internal_job_id`: one job can have several posts, and a prospect post has
 * none), as the string Greenhouse puts in its URLs.
 */
function postId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  return text(value);
}

function greenhouseJob(raw: unknown): JobPost | undefined {
  if (!isRecord(raw)) return undefined;
  const id = postId(raw.id);
  const title = text(raw.title);
  if (id === undefined || title === undefined) return undefined;

  const locationName = isRecord(raw.location) ? text(raw.location.name) : undefined;
  const locationCountry = locationName === undefined ? undefined : countryInPlace(locationName);
  const offices = leafOffices(raw.offices, locationCountry);
  const post: JobPost = { id, title, ats_job: atsJob(raw, locationName, offices) };

  const department = departmentName(raw.departments);
  if (department !== undefined) post.ats_department = { name: department };
  // Without `content=true` the list has no offices: the post's free-text location stands in.
  const places = offices.length > 0 ? offices : locationName !== undefined ? [office(locationName, cityOf(locationName), locationCountry)] : [];
  if (places.length > 0) post.ats_offices = places;

  // Entity-encoded once (`&lt;p&gt;`), kept as sent: the board's description reader decodes
  // escaped HTML once before sanitising, with the decoder of where it runs (DOMParser in a
  // browser, parse5 in the build). The client has no entity table of its own to do it here.
  const content = untrimmed(raw.content);
  if (content !== undefined) post.content = content;
  const url = text(raw.absolute_url);
  if (url !== undefined) post.absolute_url = url;

  // `first_published` is undocumented and missing from older answers; `updated_at` changes on
  // every edit, so it stands in for the posted date only when there is nothing better.
  const firstPublished = isoDateToUtc(raw.first_published);
  const updated = isoDateToUtc(raw.updated_at);
  if (firstPublished !== undefined) post.first_published_at = firstPublished;
  else if (updated !== undefined) post.published_at = updated;
  if (updated !== undefined) post.updated_at = updated;

  const pay = payInputRanges(raw.pay_input_ranges);
  if (pay.length > 0) post.pay = pay;
  return post;
}

/**
 * The offices without those that are the parent of another office of the same post: Greenhouse
 * lists "North America" beside its child "Remote (US)". A parent that comes alone is kept. Each is
 * in the country its location ("Toronto, Ontario, Canada") or else its name ("Remote (Canada)")
 * names; when none names one, in the country of the post's `location.name` ("Remote - Germany"),
 * if that names one.
 */
function leafOffices(value: unknown, locationCountry: string | undefined): JobPostOffice[] {
  if (!Array.isArray(value)) return [];
  const entries = value.filter(isRecord);
  const ids = new Set<unknown>(entries.map((entry) => entry.id));
  const parents = new Set<unknown>(entries.map((entry) => entry.parent_id).filter((id) => id !== null && id !== undefined));
  const isParentHere = (entry: JsonRecord) =>
    parents.has(entry.id) || (Array.isArray(entry.child_ids) && entry.child_ids.some((child) => ids.has(child)));
  const offices: JobPostOffice[] = [];
  for (const entry of entries) {
    const name = text(entry.name);
    if (name === undefined || isParentHere(entry)) continue;
    const location = text(entry.location);
    const country = (location === undefined ? undefined : countryInPlace(location)) ?? countryInPlace(name);
    offices.push(office(name, location === undefined ? undefined : cityOf(location), country));
  }
  if (locationCountry !== undefined && !offices.some((entry) => entry.country_code !== undefined)) {
    for (const entry of offices) entry.country_code = locationCountry;
  }
  return uniqueOffices(offices);
}

/** The first named department, the "No Department" bucket aside. */
function departmentName(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  for (const entry of value) {
    const name = isRecord(entry) ? text(entry.name) : undefined;
    if (name !== undefined && name.toLowerCase() !== 'no department') return name;
  }
  return undefined;
}

/** A name with case, spaces and punctuation folded away: "Workplace Type" and "workplace_type" alike. */
const folded = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** The string value of the first custom field (`metadata`) whose folded name `matches`. */
function metadataValue(metadata: unknown, matches: RegExp): string | undefined {
  if (!Array.isArray(metadata)) return undefined;
  for (const item of metadata) {
    if (!isRecord(item) || typeof item.name !== 'string' || !matches.test(folded(item.name))) continue;
    const value = text(item.value);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * Greenhouse has no workplace field. It is read, in this order, from a custom field named like
 * "Workplace Type", then from "remote" or "hybrid" as a whole word in the location or an office
 * name ("Remote - United States", "Hybrid - San Francisco"); when both words occur, or neither,
 * there is none. Never on site by default: a location naming a city says nothing about remote work.
 */
function workplace(raw: JsonRecord, locationName: string | undefined, offices: readonly JobPostOffice[]): Workplace | undefined {
  const declared = workplaceOf(metadataValue(raw.metadata, /^workplace(?:type)?$/));
  if (declared !== undefined) return declared;
  const names = [locationName, ...offices.map((entry) => entry.name)].filter((name): name is string => name !== undefined);
  const remote = names.some((name) => /\bremote\b/i.test(name));
  const hybrid = names.some((name) => /\bhybrid\b/i.test(name));
  return remote === hybrid ? undefined : remote ? 'remote' : 'hybrid';
}

function atsJob(raw: JsonRecord, locationName: string | undefined, offices: readonly JobPostOffice[]): JobPostJob {
  // Only published posts are in the answer: a closed one is gone (its job URL answers 404).
  const job: JobPostJob = { status: 'open' };
  const place = workplace(raw, locationName, offices);
  if (place !== undefined) job.workplace = place;
  // Employer-defined words ("Full-time", "Regular"), kept as written.
  const type = metadataValue(raw.metadata, /^employment(?:type)?$/);
  if (type !== undefined) job.employment_type = type;
  return job;
}

/** A bound in cents as major units; anything but a number is passed on for readPayRange to refuse. */
const fromCents = (value: unknown) => (typeof value === 'number' ? value / 100 : value);

/**
 * `pay_input_ranges` (only with `pay_transparency=true`), one range per entry (an employer may
 * list one per pay zone). Greenhouse has no interval field: only a title that names one
 * ("Hourly Pay Range") gives it. No more than {@link MAX_PAY_RANGES}.
 */
function payInputRanges(value: unknown): PayRange[] {
  if (!Array.isArray(value)) return [];
  const ranges: PayRange[] = [];
  for (const entry of value) {
    if (ranges.length >= MAX_PAY_RANGES) break;
    if (!isRecord(entry)) continue;
    const label = text(entry.title);
    const range = readPayRange({
      min: fromCents(entry.min_cents),
      max: fromCents(entry.max_cents),
      currency: entry.currency_type,
      interval: label === undefined ? undefined : intervalFromText(label),
      label,
    });
    if (range !== undefined) ranges.push(range);
  }
  return ranges;
}
