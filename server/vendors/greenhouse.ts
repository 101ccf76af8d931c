/**
 * The Greenhouse Job Board API (ats-public-apis.md §1): `GET /v1/boards/{token}`,
 * `/v1/boards/{token}/jobs` and `/v1/boards/{token}/jobs/{id}`, in the shapes of §1.7
 * (`/departments` and `/offices`: greenhouse-groups.ts; JSONP `callback`: jsonp.ts).
 *
 * A board post `jp_K` (or `big_n`) has the post id 4100000000 + K (4200000000 + n on `bigboard`)
 * and the internal job id 3900000000 + K (3950000000 + n). The quirks are spread over posts by
 * their position `i` on the board:
 *
 * - title with a trailing space when i % 7 = 3; location name with one when i % 11 = 4;
 * - `metadata` null when i % 4 = 1, else "Workplace Type", plus "Employment Type" unless i % 4 = 3;
 * - `offices` with the parent (region) office before the leaf when i is even, the leaf alone when odd;
 * - `content` opens with the board's intro (holding `"`, `'` and `&nbsp;`) when i % 6 = 0;
 * - `location.name` "Remote - <country>" or "Hybrid - <city>" by workplace, else "<city>, <country>";
 * - `pay_input_ranges` `[]` when i % 3 = 0, two ranges (pay zones) when i % 5 = 1, else one;
 * - times in local offsets -04:00, -05:00 or +02:00 (i % 3), `requisition_id` null when i % 9 = 5;
 * - `absolute_url` on the company's site with `?gh_jid=` when i % 5 = 2.
 */

import { jsonAnswer, type VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { COMPANY, countryName, payOf, placeText, withOffset } from './facts.js';
import { department, leafOffice, parentOffice, regionOf } from './greenhouse-org.js';
import { escapeHtml } from './html.js';

type Json = Record<string, unknown>;

export const GREENHOUSE_BOARD_NOT_FOUND = { status: 404, error: 'Job board not found' } as const;
export const GREENHOUSE_JOB_NOT_FOUND = { status: 404, error: 'Job not found' } as const;

/** Post ids of the data-set board are 4100000000 + K; of `bigboard`, 4200000000 + n. */
export function greenhouseJobId(board: Board, { number }: BoardPost): number {
  return (board.contents === 'big' ? 4_200_000_000 : 4_100_000_000) + number;
}

export interface GreenhouseQuery {
  /** `content=true`: `content`, `departments` and `offices` on every listed job. */
  content: boolean;
  /** `pay_transparency=true`: `pay_input_ranges`, on the list too (undocumented, but it works). */
  payTransparency: boolean;
  /** `questions=true` (single job only): the application form. */
  questions: boolean;
}

export function greenhouseQuery(params: URLSearchParams): GreenhouseQuery {
  return {
    content: params.get('content') === 'true',
    payTransparency: params.get('pay_transparency') === 'true',
    questions: params.get('questions') === 'true',
  };
}

const OFFSETS_MINUTES: readonly number[] = [-240, -300, 120];
const WORKPLACE_VALUES: Readonly<Record<string, string>> = { remote: 'Remote', hybrid: 'Hybrid', on_site: 'On-site', flexible: 'Flexible' };
const EMPLOYMENT_VALUES: Readonly<Record<string, string>> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Intern',
  temporary: 'Temporary',
};
/** Languages of the data set's non-English titles, by office country. */
const LANGUAGES: Readonly<Record<string, string>> = { FR: 'fr', DE: 'de', JP: 'ja', BR: 'pt' };
/** Its `"`, `'` and `&nbsp;` show the encoding: `&quot;`, `&#39;` and `&amp;nbsp;` in `content`. */
const BOARD_INTRO = `<div class="content-intro"><p>${COMPANY} is hiring&nbsp;across eight offices. We'd love to hear from you.</p></div>`;

function offices({ post, index }: BoardPost): Json[] {
  const result: Json[] = [];
  for (const office of post.ats_offices) {
    const region = regionOf(office);
    // Greenhouse lists the parent office too (the docs' "East Coast" beside "New York City").
    if (index % 2 === 0 && !result.some((entry) => entry['name'] === region)) result.push(parentOffice(region));
    result.push(leafOffice(office));
  }
  return result;
}

/** The post's department only: since 2020 the list gives no child departments, and we give no parent. */
function departments({ post }: BoardPost): Json[] {
  return [department(post.ats_department.name)];
}

function locationName({ post, index }: BoardPost): string {
  const office = post.ats_offices[0];
  const place = office === undefined ? 'Anywhere' : placeText(office);
  const workplace = post.ats_job.workplace;
  const name =
    workplace === 'remote' && office ? `Remote - ${countryName(office)}` : workplace === 'hybrid' && office ? `Hybrid - ${office.city}` : place;
  return index % 11 === 4 ? `${name} ` : name;
}

function metadata({ post, index }: BoardPost): Json[] | null {
  if (index % 4 === 1) return null;
  const items: Json[] = [{ id: 880001, name: 'Workplace Type', value: WORKPLACE_VALUES[post.ats_job.workplace] ?? null, value_type: 'single_select' }];
  if (index % 4 !== 3) {
    items.push({ id: 880002, name: 'Employment Type', value: EMPLOYMENT_VALUES[post.ats_job.employment_type] ?? null, value_type: 'single_select' });
  }
  return items;
}

function dataCompliance(post: BoardPost['post']): Json[] {
  const inEurope = post.ats_offices.some((office) => regionOf(office) === 'Europe');
  return [
    {
      type: 'gdpr',
      requires_consent: inEurope,
      requires_processing_consent: inEurope,
      requires_retention_consent: inEurope,
      retention_period: inEurope ? 365 : null,
      demographic_data_consent_applies: false,
    },
  ];
}

function language(post: BoardPost['post']): string {
  const office = post.ats_offices[0];
  const english = [...post.title].every((char) => char.charCodeAt(0) < 0x80);
  return english || !office ? 'en' : (LANGUAGES[office.country_code] ?? 'en');
}

/** Amounts in cents; no interval field, only a title that may name one. */
function payInputRanges(entry: BoardPost): Json[] {
  if (entry.index % 3 === 0) return [];
  const pay = payOf(entry);
  const label = pay.kind === 'hour' ? 'Hourly Pay Range' : pay.kind === 'month' ? 'Monthly Stipend' : `${pay.currency === 'USD' ? 'US ' : ''}Base Salary`;
  const ranges: Json[] = [
    { min_cents: pay.min * 100, max_cents: pay.max * 100, currency_type: pay.currency, title: label, blurb: 'Final pay depends on location and experience.' },
  ];
  if (entry.index % 5 === 1) {
    // A second pay zone, lower; its blurb left empty, as some employers do.
    ranges.push({
      min_cents: Math.round(pay.min * 0.9) * 100,
      max_cents: Math.round(pay.max * 0.9) * 100,
      currency_type: pay.currency,
      title: `${label} (Zone 2)`,
      blurb: '',
    });
  }
  return ranges;
}

function content({ post, index }: BoardPost): string {
  return escapeHtml(index % 6 === 0 ? `${BOARD_INTRO}${post.description}` : post.description);
}

/** A job as the list gives it, with the parts its query asks for (neither: the stub of /departments and /offices). */
export function greenhouseJob(board: Board, entry: BoardPost, withContent: boolean, withPay: boolean): Json {
  const { post, index, number } = entry;
  const id = greenhouseJobId(board, entry);
  const offset = OFFSETS_MINUTES[index % OFFSETS_MINUTES.length] ?? 0;
  const job: Json = {
    absolute_url: index % 5 === 2 ? `https://careers.example.com/jobs?gh_jid=${id}` : `https://job-boards.greenhouse.io/${board.name}/jobs/${id}`,
    data_compliance: dataCompliance(post),
    internal_job_id: (board.contents === 'big' ? 3_950_000_000 : 3_900_000_000) + number,
    location: { name: locationName(entry) },
    metadata: metadata(entry),
    id,
    updated_at: withOffset(post.updated_at, offset),
    requisition_id: index % 9 === 5 ? null : `${post.ats_department.name.slice(0, 3).toUpperCase()}-${100 + number}`,
    title: index % 7 === 3 ? `${post.title} ` : post.title,
    company_name: COMPANY,
    first_published: withOffset(post.created_at, offset),
    language: language(post),
  };
  if (withPay) job['pay_input_ranges'] = payInputRanges(entry);
  if (withContent) {
    job['content'] = content(entry);
    job['departments'] = departments(entry);
    job['offices'] = offices(entry);
  }
  return job;
}

/** `questions=true`: a short application form, enough for a client to see the shape. */
const QUESTIONS: readonly Json[] = [
  { description: null, label: 'First Name', required: true, fields: [{ name: 'first_name', type: 'input_text', values: [] }] },
  { description: null, label: 'Last Name', required: true, fields: [{ name: 'last_name', type: 'input_text', values: [] }] },
  {
    description: null,
    label: 'Resume/CV',
    required: true,
    fields: [
      { name: 'resume', type: 'input_file', values: [] },
      { name: 'resume_text', type: 'textarea', values: [] },
    ],
  },
];

export function greenhouseBoard(board: Board): VendorAnswer {
  const name = board.contents === 'data-set' ? COMPANY : `${board.name} (emulated board)`;
  return jsonAnswer(200, { name, content: `<p>${escapeHtml(name)} is hiring. See our open roles below.</p>` });
}

export function greenhouseList(board: Board, query: GreenhouseQuery): VendorAnswer {
  const jobs = board.posts.map((entry) => greenhouseJob(board, entry, query.content, query.payTransparency));
  return jsonAnswer(200, { jobs, meta: { total: jobs.length } });
}

/** One job: always with content, departments and offices; pay and questions when asked. */
export function greenhouseJobAnswer(board: Board, rawId: string, query: GreenhouseQuery): VendorAnswer {
  const entry = /^\d+$/.test(rawId) ? board.posts.find((candidate) => String(greenhouseJobId(board, candidate)) === rawId) : undefined;
  if (!entry) return jsonAnswer(404, GREENHOUSE_JOB_NOT_FOUND);
  const job = greenhouseJob(board, entry, true, query.payTransparency);
  if (query.questions) Object.assign(job, { compliance: null, location_questions: [], questions: QUESTIONS });
  return jsonAnswer(200, job);
}
