/**
 * The Recruitee Careers Site API (ats-public-apis-more.md §3): `GET /api/offers/`, the whole board
 * as `{ offers }` (no paging: `page` and `limit` are ignored, as live), and
 * `GET /api/offers/{slug}`, one offer as `{ offer }`, in the shape of §3.4.
 *
 * Live, the company is the host (`https://{company}.recruitee.com/api/offers/`); here it is a path
 * prefix, `/recruitee/{company}/api/offers/`, so a `base-url` that replaces the vendor's whole
 * origin (issue 39, point 2) reaches it on one local origin.
 *
 * A board post `jp_K` (or `big_n`) has the id `2600000 + K` and a slug from its title (`-2`, `-3`
 * on repeats, as Recruitee numbers them). The quirks of §3.4 and §3.7 are spread over posts by
 * their position `i` on the board:
 *
 * - dates (`published_at`, `created_at`, `updated_at`, `deadline_at`) as `YYYY-MM-DD HH:MM:SS UTC`,
 *   never ISO 8601; `deadline_at` null unless i % 5 = 1;
 * - the id a string when i % 11 = 5; the title with surrounding spaces when i % 10 = 7;
 * - `department` null when i % 8 = 3;
 * - `country` (and each place's) localised, in German, when i is odd; `country_code` ISO-2 always;
 * - `salary` null when i % 4 = 3, amounts as strings when i % 4 = 1, the currency in lower case
 *   when i % 4 = 2; the period `monthly` (not `month`) when i is odd;
 * - `careers_url` on the company's own careers domain when i % 12 = 6;
 * - `employment_type_code` `fulltime_permanent` (i even) or `fulltime` (odd) for full-time work,
 *   `freelance` (i % 3 = 0) or `contract` for contracts.
 *
 * The advert is split in two as Recruitee's is: `description` holds the data set's text up to its
 * first heading, `requirements` the rest.
 */

import { jsonAnswer, type VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { COMPANY, countryName, payOf, type PayKind } from './facts.js';
import type { Office } from '../data/types.js';

type Json = Record<string, unknown>;

/** Recruitee's answer for an unknown company or offer: JSON, status 404 (§3.5; the body is not recorded there). */
export const RECRUITEE_NOT_FOUND = { error: 'Not found' } as const;

export function recruiteeOfferId({ number }: BoardPost): number {
  return 2_600_000 + number;
}

/** German names, as a German-language careers site sends `country`. */
const GERMAN_COUNTRIES: Readonly<Record<string, string>> = {
  DE: 'Deutschland',
  FR: 'Frankreich',
  GB: 'Vereinigtes Königreich',
  US: 'Vereinigte Staaten',
  CA: 'Kanada',
  JP: 'Japan',
  BR: 'Brasilien',
};

const EMPLOYMENT_CODES: Readonly<Record<string, string>> = {
  part_time: 'parttime',
  internship: 'internship',
  temporary: 'temporary',
};

const PERIODS: Readonly<Record<PayKind, string>> = { year: 'year', month: 'month', hour: 'hour' };

/** `2026-07-30T19:46:15.000Z` → `2026-07-30 19:46:15 UTC`. */
export function recruiteeTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug === '' ? 'offer' : slug;
}

/** Each post's slug: its title's, numbered from `-2` when an earlier post on the board has it. */
const slugCache = new WeakMap<readonly BoardPost[], readonly string[]>();

function slugs(board: Board): readonly string[] {
  let list = slugCache.get(board.posts);
  if (!list) {
    const seen = new Map<string, number>();
    list = board.posts.map(({ post }) => {
      const base = slugOf(post.title);
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return count === 1 ? base : `${base}-${count}`;
    });
    slugCache.set(board.posts, list);
  }
  return list;
}

function countryText(office: Office, index: number): string {
  return index % 2 === 1 ? (GERMAN_COUNTRIES[office.country_code] ?? office.country_code) : countryName(office);
}

function place(office: Office, index: number, at: number): Json {
  const country = countryText(office, index);
  return {
    id: 9_000 + at,
    name: `${office.city}, ${country}`,
    city: office.city,
    state: null,
    state_code: null,
    country,
    country_code: office.country_code,
    postal_code: null,
  };
}

function employmentCode({ post, index }: BoardPost): string {
  const type = post.ats_job.employment_type;
  if (type === 'full_time') return index % 2 === 0 ? 'fulltime_permanent' : 'fulltime';
  if (type === 'contract') return index % 3 === 0 ? 'freelance' : 'contract';
  return EMPLOYMENT_CODES[type] ?? type;
}

function salary(entry: BoardPost): Json | null {
  const { index } = entry;
  if (index % 4 === 3) return null;
  const pay = payOf(entry);
  const period = pay.kind === 'month' && index % 2 === 1 ? 'monthly' : PERIODS[pay.kind];
  const currency = index % 4 === 2 ? pay.currency.toLowerCase() : pay.currency;
  return index % 4 === 1
    ? { min: String(pay.min), max: String(pay.max), currency, period }
    : { min: pay.min, max: pay.max, currency, period };
}

/** The data set's description cut before its first heading: the advert, then the requirements. */
function halves(html: string): [string, string] {
  const at = html.search(/<h[1-6][\s>]/i);
  return at <= 0 ? [html, ''] : [html.slice(0, at).trimEnd(), html.slice(at)];
}

function recruiteeOfferOf(board: Board, entry: BoardPost, slug: string): Json {
  const { post, index } = entry;
  const id = recruiteeOfferId(entry);
  const [primary] = post.ats_offices;
  const workplace = post.ats_job.workplace;
  const host = index % 12 === 6 ? `https://careers.${board.name}.example` : `https://${board.name}.recruitee.com`;
  const careersUrl = `${host}/o/${slug}`;
  const [description, requirements] = halves(post.description);
  const country = primary ? countryText(primary, index) : null;
  const hours = post.ats_job.employment_type === 'part_time' ? [16, 24] : [40, 40];
  return {
    id: index % 11 === 5 ? String(id) : id,
    slug,
    title: index % 10 === 7 ? ` ${post.title} ` : post.title,
    status: 'published',
    description,
    requirements,
    location: primary ? `${primary.city}, ${country}` : 'Remote job',
    city: primary?.city ?? null,
    state_code: null,
    country,
    country_code: primary?.country_code ?? null,
    postal_code: null,
    locations: post.ats_offices.map((office, at) => place(office, index, at)),
    remote: workplace === 'remote',
    hybrid: workplace === 'hybrid',
    on_site: workplace === 'on_site',
    department: index % 8 === 3 ? null : post.ats_department.name,
    employment_type_code: employmentCode(entry),
    experience_code: 'mid_level',
    education_code: null,
    category_code: null,
    min_hours: hours[0],
    max_hours: hours[1],
    salary: salary(entry),
    tags: [],
    careers_url: careersUrl,
    careers_apply_url: `${careersUrl}/c/new`,
    published_at: recruiteeTime(post.created_at),
    created_at: recruiteeTime(post.created_at),
    updated_at: recruiteeTime(post.updated_at),
    deadline_at: index % 5 === 1 ? recruiteeTime(new Date(Date.parse(post.updated_at) + 60 * 86_400_000).toISOString()) : null,
    company_name: COMPANY,
    translations: { en: { title: post.title } },
  };
}

/** The whole board, `{ offers }`; any query (`page`, `limit`) is ignored, as live. */
export function recruiteeList(board: Board): VendorAnswer {
  const list = slugs(board);
  return jsonAnswer(200, { offers: board.posts.map((entry, at) => recruiteeOfferOf(board, entry, list[at]!)) });
}

/** One offer by its slug, `{ offer }`; an unknown slug is the 404. */
export function recruiteeOfferAnswer(board: Board, slug: string): VendorAnswer {
  const at = slugs(board).indexOf(slug);
  const entry = at === -1 ? undefined : board.posts[at];
  return entry ? jsonAnswer(200, { offer: recruiteeOfferOf(board, entry, slug) }) : jsonAnswer(404, RECRUITEE_NOT_FOUND);
}
