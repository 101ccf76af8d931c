/**
 * Recruitee Careers Site API answers as normalised posts: the list
 * (`GET https://{company}.recruitee.com/api/offers/`, the whole board in one `{ offers }`: no paging)
 * and one offer (`…/api/offers/{slug}`, `{ offer }`). Field by field as ats-public-apis-more.md §3.6,
 * with the quirks of §3.7: dates as `YYYY-MM-DD HH:MM:SS UTC`, salary amounts as strings,
 * localised place names beside ISO country codes.
 */
import { isRecord } from '../parse.js';
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { office, text, uniqueOffices, unknownShape, untrimmed, usablePosts, type Workplace } from './fields.js';
import { isoDateToUtc } from '../dates.js';
import type { PayInterval, PayRange } from './pay.js';
import { readPayRange } from './pay-reading.js';
import { countryCode, countryInPlace } from './countries.js';

type JsonRecord = Record<string, unknown>;

/**
 * The published offers of a list answer, `{ offers }`, in its order; offers without a usable id
 * or title are left out. Throws `BAD_RESPONSE` for anything without an `offers` array (such as
 * the JSON 404 of an unknown company), which must not read as an empty board.
 */
export function recruiteeOffers(body: unknown): JobPost[] {
  if (!isRecord(body) || !Array.isArray(body.offers)) throw unknownShape('a Recruitee offer list ({ offers })');
  return usablePosts(body.offers, recruiteeOfferOf);
}

/** The post of a single-offer answer, `{ offer }`. Throws `BAD_RESPONSE` when it has no usable published offer. */
export function recruiteeOffer(body: unknown): JobPost {
  const post = isRecord(body) ? recruiteeOfferOf(body.offer) : undefined;
  if (post === undefined) throw unknownShape('a Recruitee offer ({ offer }) with an id and a title');
  return post;
}

/** The offer id, an integer in most answers and a string in some, as a string. */
function offerId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  return text(value);
}

/**
 * The offer's translations in their order (`{ en: { title, description, … } }`), each a record:
 * where the top-level field is missing, the first translation that has it stands in.
 */
function translationsOf(raw: JsonRecord): JsonRecord[] {
  return isRecord(raw.translations) ? Object.values(raw.translations).filter(isRecord) : [];
}

/** A field, from the offer itself first, then from its translations; read by `read`. */
function translated<T>(raw: JsonRecord, key: string, read: (value: unknown) => T | undefined): T | undefined {
  const own = read(raw[key]);
  if (own !== undefined) return own;
  for (const translation of translationsOf(raw)) {
    const value = read(translation[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

function recruiteeOfferOf(raw: unknown): JobPost | undefined {
  if (!isRecord(raw)) return undefined;
  // The public API serves published offers; a status of another kind (`closed`, `draft`), where a
  // proxy or a cache passes one on, is no open job. No status at all is the usual case.
  if (raw.status !== undefined && raw.status !== null && text(raw.status) !== 'published') return undefined;
  const id = offerId(raw.id) ?? text(raw.slug);
  const title = translated(raw, 'title', text);
  if (id === undefined || title === undefined) return undefined;

  const job: JobPostJob = { status: 'open' };
  const workplace = workplaceOf(raw);
  if (workplace !== undefined) job.workplace = workplace;
  const type = employmentType(raw.employment_type_code);
  if (type !== undefined) job.employment_type = type;
  const post: JobPost = { id, title, ats_job: job };

  const department = translated(raw, 'department', text);
  if (department !== undefined) post.ats_department = { name: department };
  const offices = officesOf(raw);
  if (offices.length > 0) post.ats_offices = offices;

  const description = descriptionOf(raw);
  if (description !== undefined) post.description = description;
  // `careers_apply_url` is the form (`…/c/new`), `careers_url` the offer's page, which may be on
  // the company's own domain: the board reads `apply_url` before `url`.
  const applyUrl = text(raw.careers_apply_url);
  if (applyUrl !== undefined) post.apply_url = applyUrl;
  const pageUrl = text(raw.careers_url);
  if (pageUrl !== undefined) post.url = pageUrl;
  const published = recruiteeDate(raw.published_at);
  if (published !== undefined) post.published_at = published;
  // The last day to apply: the structured data's `validThrough`.
  const deadline = recruiteeDate(raw.deadline_at);
  if (deadline !== undefined) post.valid_through = deadline;

  const pay = payRange(raw.salary);
  if (pay !== undefined) post.pay = [pay];
  return post;
}

/** `2026-07-30 19:46:15 UTC`, Recruitee's date-time (ISO 8601 is read too). */
const RECRUITEE_DATE = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?) UTC$/;

/** A Recruitee date-time in UTC as ISO 8601, through the one strict reader; anything else is no date. */
export function recruiteeDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = RECRUITEE_DATE.exec(value.trim());
  return isoDateToUtc(match ? `${match[1]}T${match[2]}Z` : value);
}

/**
 * The work model from the three flags, the first true of `remote`, `hybrid`, `on_site`: an offer
 * flagged both remote and on site is open to remote work. Only `true` counts (not `"true"`, not
 * `1`); no flag set is no workplace, never a guess of on site.
 */
function workplaceOf(raw: JsonRecord): Workplace | undefined {
  if (raw.remote === true) return 'remote';
  if (raw.hybrid === true) return 'hybrid';
  return raw.on_site === true ? 'on_site' : undefined;
}

/**
 * `employment_type_code` in the board's words: `fulltime…` (`fulltime_permanent`,
 * `fulltime_fixed_term`) is `full_time`, `parttime…` `part_time`; `internship`, `contract` and
 * `temporary` keep their names; `freelance` is `contract`. Any other code is kept, lower-cased,
 * as the board shows a value it has no word for.
 */
function employmentType(value: unknown): string | undefined {
  const code = text(value)?.toLowerCase();
  if (code === undefined) return undefined;
  if (code.startsWith('fulltime')) return 'full_time';
  if (code.startsWith('parttime')) return 'part_time';
  return code === 'freelance' ? 'contract' : code;
}

/** Not a city: the work model written where a city goes (`"city": "Remote"`). */
const WORKPLACE_CITY = /^(?:remote|hybrid)\b/i;

/** A city as sent, unless it is the work model. */
function cityText(value: unknown): string | undefined {
  const city = text(value);
  return city === undefined || WORKPLACE_CITY.test(city) ? undefined : city;
}

/**
 * A place's country: its ISO code (`country_code`, which Recruitee sends upper-case), else its
 * name when the table knows it (`country` is localised: "Nederland" gives none), else what the
 * place's own text names.
 */
function placeCountry(place: JsonRecord, name: string): string | undefined {
  const code = text(place.country_code);
  const country = text(place.country);
  return (code === undefined ? undefined : countryCode(code)) ?? (country === undefined ? undefined : countryCode(country)) ?? countryInPlace(name);
}

/** A place's name: its own (`name`, `location`), else its parts joined ("Amsterdam, Nederland"). */
function placeName(place: JsonRecord, nameKey: 'name' | 'location'): string | undefined {
  const own = text(place[nameKey]);
  if (own !== undefined) return own;
  const parts = [place.city, place.state, place.country].map(text).filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function placeOffice(place: JsonRecord, nameKey: 'name' | 'location'): JobPostOffice | undefined {
  const name = placeName(place, nameKey);
  return name === undefined ? undefined : office(name, cityText(place.city), placeCountry(place, name));
}

/**
 * Every place of `locations[]`; without any, the flat primary place (`location`, `city`,
 * `country_code`), which `locations[]` repeats when it is there.
 */
function officesOf(raw: JsonRecord): JobPostOffice[] {
  const listed = (Array.isArray(raw.locations) ? raw.locations : [])
    .map((place) => (isRecord(place) ? placeOffice(place, 'name') : undefined))
    .filter((entry): entry is JobPostOffice => entry !== undefined);
  if (listed.length > 0) return uniqueOffices(listed);
  const primary = placeOffice(raw, 'location');
  return primary === undefined ? [] : [primary];
}

/** The advert is split in two: `description`, then `requirements`, both raw HTML, kept as sent. */
function descriptionOf(raw: JsonRecord): string | undefined {
  const parts = [translated(raw, 'description', untrimmed), translated(raw, 'requirements', untrimmed)].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join('') : undefined;
}

/** `salary.period` values: `year`, `month`, `hour` and `monthly` seen; the other forms of the same words read alike. */
const PERIODS: ReadonlyMap<string, PayInterval> = new Map([
  ['year', 'year'],
  ['yearly', 'year'],
  ['annual', 'year'],
  ['month', 'month'],
  ['monthly', 'month'],
  ['week', 'week'],
  ['weekly', 'week'],
  ['day', 'day'],
  ['daily', 'day'],
  ['hour', 'hour'],
  ['hourly', 'hour'],
]);

/** An amount sent as a number or as a plain decimal string (`"4000"`, `"4000.50"`); other text is unusable. */
function amount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
}

/** `salary` (null or absent when the employer shows none): `{ min, max, currency, period }`. */
function payRange(salary: unknown): PayRange | undefined {
  if (!isRecord(salary)) return undefined;
  const interval = typeof salary.period === 'string' ? PERIODS.get(salary.period.trim().toLowerCase()) : undefined;
  return readPayRange({ min: amount(salary.min), max: amount(salary.max), currency: salary.currency, interval });
}
