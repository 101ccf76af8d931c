/**
 * Workable's public account endpoint (ats-public-apis-more.md §1):
 * `GET /api/accounts/{account}[?details=true]`, `{ name, description, jobs }`, the whole board in
 * one answer, in the shape of §1.4. `details=true` adds each job's description fields.
 *
 * A board post `jp_K` (or `big_n`) has the shortcode: the first ten hex digits, upper case, of
 * SHA-256 of `workable:<account>:K` (Workable's shortcodes look like `5EA5DDE797`). The quirks are
 * spread over posts by their position `i` on the board:
 *
 * - `employment_type` a label (`Full-time`, `Part-time`, `Contract`, `Temporary`, `Intern`), the
 *   short code `full` instead of `Full-time` when i % 11 = 10;
 * - `telecommuting` true on remote posts only: hybrid, on-site and the data set's `flexible` are
 *   all false, as Workable has no hybrid flag;
 * - `department` `""` when i % 6 = 4; `code` (the employer's) `""` except when i % 5 = 1;
 * - the flat `city`, `state` (a region) and `country` (a name) are the first office's;
 *   `locations[]` (`{country, countryCode, city, region}`) lists every office, but is `[]` when
 *   i % 3 = 0;
 * - `published_on` and `created_at` dates without a time (`created_at` three days earlier);
 * - legacy URLs (`https://{account}.workable.com/jobs/{id}`, `…/candidates/new`) when i % 8 = 5,
 *   `https://apply.workable.com/j/{shortcode}` and `…/apply` otherwise;
 * - with `details=true`: `full_description` alone when i % 4 = 1, else the description cut into
 *   `description` (up to the first heading), `requirements` (the first heading and its list) and
 *   `benefits` (the rest, `""` when there is none).
 *
 * The account's own `description` is null, as in the recorded answer.
 */

import { createHash } from 'node:crypto';
import { jsonAnswer, type VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { COMPANY, countryName } from './facts.js';
import type { Office } from '../data/types.js';

type Json = Record<string, unknown>;

/**
 * An unknown account's 404. The reference records the status only [O S9], not the body: this
 * JSON body is our choice, and clients must not depend on it.
 */
export const WORKABLE_NOT_FOUND = { error: 'Not Found' } as const;

export function workableShortcode(board: Board, { number }: BoardPost): string {
  return createHash('sha256').update(`workable:${board.name}:${number}`).digest('hex').slice(0, 10).toUpperCase();
}

const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Intern',
};

/** The region Workable puts in `state` / `region`, for the data set's cities. */
const REGIONS: Readonly<Record<string, string>> = {
  Berlin: 'Berlin',
  München: 'Bayern',
  Paris: 'Île-de-France',
  London: 'London',
  'New York': 'NY',
  Toronto: 'ON',
  東京: '東京都',
  'São Paulo': 'SP',
};

const regionOf = (office: Office): string => REGIONS[office.city] ?? '';

/** The date part of an ISO time, `days` earlier. */
function day(iso: string, days = 0): string {
  return new Date(Date.parse(iso) - days * 86_400_000).toISOString().slice(0, 10);
}

interface Parts {
  description: string;
  requirements: string;
  benefits: string;
}

/** The data set's description (one block a line) cut at its first and second `<h3>`. */
function partsOf(html: string): Parts {
  const lines = html.split('\n');
  const headings = lines.flatMap((line, at) => (line.startsWith('<h3>') ? [at] : []));
  const first = headings[0] ?? lines.length;
  const second = headings[1] ?? lines.length;
  return {
    description: lines.slice(0, first).join('\n'),
    requirements: lines.slice(first, second).join('\n'),
    benefits: lines.slice(second).join('\n'),
  };
}

function workableJob(board: Board, entry: BoardPost, details: boolean): Json {
  const { post, index, number } = entry;
  const shortcode = workableShortcode(board, entry);
  const primary = post.ats_offices[0];
  const type = EMPLOYMENT_TYPES[post.ats_job.employment_type] ?? '';
  const legacy = index % 8 === 5;
  const url = legacy ? `https://${board.name}.workable.com/jobs/${number}` : `https://apply.workable.com/j/${shortcode}`;
  const job: Json = {
    title: post.title,
    shortcode,
    code: index % 5 === 1 ? `R-${number}` : '',
    employment_type: index % 11 === 10 && type === 'Full-time' ? 'full' : type,
    telecommuting: post.ats_job.workplace === 'remote',
    department: index % 6 === 4 ? '' : post.ats_department.name,
    url,
    shortlink: legacy ? `https://${board.name}.workable.com/j/${shortcode}` : url,
    application_url: legacy ? `${url}/candidates/new` : `${url}/apply`,
    published_on: day(post.created_at),
    created_at: day(post.created_at, 3),
    country: primary ? countryName(primary) : '',
    city: primary?.city ?? '',
    state: primary ? regionOf(primary) : '',
    locations:
      index % 3 === 0
        ? []
        : post.ats_offices.map((office) => ({ country: countryName(office), countryCode: office.country_code, city: office.city, region: regionOf(office) })),
  };
  if (details) {
    if (index % 4 === 1) job['full_description'] = post.description;
    else Object.assign(job, partsOf(post.description));
  }
  return job;
}

/** The account: `details=true` (exactly, as Workable documents it) adds the description fields. */
export function workableAccount(board: Board, params: URLSearchParams): VendorAnswer {
  const details = params.get('details') === 'true';
  return jsonAnswer(200, { name: COMPANY, description: null, jobs: board.posts.map((entry) => workableJob(board, entry, details)) });
}
