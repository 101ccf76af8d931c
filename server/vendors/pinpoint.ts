/**
 * Pinpoint's public postings (ats-public-apis-more.md §9): `GET https://{company}.pinpointhq.com/postings.json`,
 * every active posting in one `{ data: [...] }`. The company is a subdomain in real life; here it
 * is a path prefix, `/pinpoint/{company}/postings.json`, so that a client's `base-url` standing
 * for the vendor's whole origin (`http://localhost:3000/pinpoint/acme`) reaches it with the
 * vendor's own path below.
 *
 * A board post `jp_K` (or `big_n`) has the id `300000 + K` (Pinpoint's ids are integers), its page
 * `https://{company}.pinpointhq.com/en/postings/{id}`. The quirks are spread over posts by their
 * position `i` on the board:
 *
 * - the data set's description split into Pinpoint's sections (`description`, then
 *   `key_responsibilities`, `skills_knowledge_expertise` and `benefits`, each with its `_header`)
 *   unless i % 3 = 0, where the whole description is `description` and the sections and headers
 *   are null, as in an observed answer;
 * - one `location` per posting (the first office): its `name` as "City, Country" when i is even,
 *   the office's own name when odd; `province` empty;
 * - `workplace_type` `remote`, `hybrid`, and on site as `office` (the value observed); the data
 *   set's `flexible` as null;
 * - `employment_type` from Pinpoint's enum (`permanent_full_time` and `permanent_part_time` when
 *   i % 4 = 1, `contract_temp` for temporary work, `fixed_term_contract` for contracts), missing
 *   when i % 6 = 5, with `employment_type_text` always;
 * - `job.department` null when i % 8 = 3; a title with surrounding spaces when i % 10 = 7;
 * - pay on every posting, hidden (`compensation_visible: false`, the amounts still sent) when
 *   i % 5 = 3, shown with no amounts at all when i % 7 = 6.
 *
 * Pinpoint has no publication date in this answer that has been confirmed, and the data set no
 * deadline: neither is sent (`deadline_at` null).
 *
 * An unknown company is answered as Pinpoint answers it (§9.5): `200` with its two canned demo
 * postings, whose description embeds a doubled YouTube address. There is no 404 for a company.
 */

import { jsonAnswer, type VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { payOf, placeText, type Pay } from './facts.js';

type Json = Record<string, unknown>;

export function pinpointPostingId({ number }: BoardPost): number {
  return 300_000 + number;
}

const postingUrl = (company: string, id: number) => `https://${company}.pinpointhq.com/en/postings/${id}`;

const WORKPLACES: Readonly<Record<string, readonly [string, string] | null>> = {
  remote: ['remote', 'Remote'],
  hybrid: ['hybrid', 'Hybrid'],
  on_site: ['office', 'Office'],
  flexible: null,
};

/** Pinpoint's enum value (the plain one, the `permanent_` one) and its display text, per data-set type. */
const EMPLOYMENT_TYPES: Readonly<Record<string, readonly [string, string, string]>> = {
  full_time: ['full_time', 'permanent_full_time', 'Full Time'],
  part_time: ['part_time', 'permanent_part_time', 'Part Time'],
  contract: ['fixed_term_contract', 'fixed_term_contract', 'Fixed Term Contract'],
  internship: ['internship', 'internship', 'Internship'],
  temporary: ['contract_temp', 'contract_temp', 'Contract / Temp'],
};

const FREQUENCY_WORDS: Readonly<Record<Pay['kind'], string>> = { year: 'per year', month: 'per month', hour: 'per hour' };

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/** The section fields, in Pinpoint's order, and the data set's headings they take. */
const SECTION_FIELDS = ['key_responsibilities', 'skills_knowledge_expertise', 'benefits'] as const;
const SECTION = /<h3>([^<]*)<\/h3>\s*(<ul>[\s\S]*?<\/ul>)\s*/g;

/** The description without its `<h3>` + list sections, and the sections in order (heading, list). */
function splitDescription(html: string): { rest: string; sections: Array<readonly [string, string]> } {
  const sections: Array<readonly [string, string]> = [];
  const rest = html.replace(SECTION, (_, heading: string, list: string) => {
    sections.push([heading, list]);
    return '';
  });
  return { rest: rest.trim(), sections };
}

/** Pinpoint's description fields: the whole description alone, or split (when it has no more sections than Pinpoint). */
function descriptionFields(html: string, whole: boolean): Json {
  const split = splitDescription(html);
  const sections = whole || split.sections.length > SECTION_FIELDS.length ? [] : split.sections;
  const fields: Json = { description: sections.length === 0 ? html : split.rest };
  SECTION_FIELDS.forEach((field, at) => {
    fields[field] = sections[at]?.[1] ?? null;
    fields[`${field}_header`] = sections[at]?.[0] ?? null;
  });
  return fields;
}

function compensationFields(entry: BoardPost): Json {
  if (entry.index % 7 === 6) {
    return { compensation: null, compensation_visible: true, compensation_minimum: null, compensation_maximum: null, compensation_currency: null, compensation_frequency: null };
  }
  const pay = payOf(entry);
  return {
    compensation: `${money(pay.min, pay.currency)} - ${money(pay.max, pay.currency)} ${FREQUENCY_WORDS[pay.kind]}`,
    compensation_visible: entry.index % 5 !== 3,
    compensation_minimum: pay.min,
    compensation_maximum: pay.max,
    compensation_currency: pay.currency,
    compensation_frequency: pay.kind,
  };
}

function pinpointPosting(board: Board, entry: BoardPost): Json {
  const { post, index, number } = entry;
  const id = pinpointPostingId(entry);
  const office = post.ats_offices[0];
  const workplace = WORKPLACES[post.ats_job.workplace] ?? null;
  const [plain, permanent, typeText] = EMPLOYMENT_TYPES[post.ats_job.employment_type] ?? [null, null, null];
  const posting: Json = {
    id,
    title: index % 10 === 7 ? ` ${post.title} ` : post.title,
    path: `/en/postings/${id}`,
    url: postingUrl(board.name, id),
    ...descriptionFields(post.description, index % 3 === 0),
    location: office ? { name: index % 2 === 0 ? placeText(office) : office.name, city: office.city, province: '' } : null,
    workplace_type: workplace?.[0] ?? null,
    workplace_type_text: workplace?.[1] ?? null,
  };
  if (index % 6 !== 5) posting['employment_type'] = index % 4 === 1 ? permanent : plain;
  posting['employment_type_text'] = typeText;
  Object.assign(posting, compensationFields(entry), {
    deadline_at: null,
    job: {
      id: 500_000 + number,
      department: index % 8 === 3 ? null : { name: post.ats_department.name },
      division: null,
      requisition_id: `REQ-${number}`,
    },
  });
  return posting;
}

export function pinpointPostings(board: Board): VendorAnswer {
  return jsonAnswer(200, { data: board.posts.map((entry) => pinpointPosting(board, entry)) });
}

/** The doubled embed address of Pinpoint's demo postings (§9.5), byte for byte as observed. */
const DEMO_VIDEO = 'https://www.youtube.com/embed/https://www.youtube.com/embed/pFxm6fszrpw';

function demoPosting(company: string, id: number, place: string): Json {
  return {
    id,
    title: `Head of DEI - ${place}`,
    path: `/en/postings/${id}`,
    url: postingUrl(company, id),
    description: `<div>This is an example job posting.</div><div><iframe src="${DEMO_VIDEO}"></iframe></div>`,
    key_responsibilities: null,
    key_responsibilities_header: null,
    skills_knowledge_expertise: null,
    skills_knowledge_expertise_header: null,
    benefits: null,
    benefits_header: null,
    location: { name: place, city: place, province: '' },
    workplace_type: 'hybrid',
    workplace_type_text: 'Hybrid',
    employment_type: 'full_time',
    employment_type_text: 'Full Time',
    compensation: null,
    compensation_visible: false,
    compensation_minimum: null,
    compensation_maximum: null,
    compensation_currency: null,
    compensation_frequency: null,
    deadline_at: null,
    job: { id: 1, department: { name: 'People' }, division: null, requisition_id: null },
  };
}

/** Pinpoint's answer for a company it has no board for: a `200` with its canned demo postings. */
export function pinpointUnknownCompany(company: string): VendorAnswer {
  return jsonAnswer(200, { data: [demoPosting(company, 1, 'UK'), demoPosting(company, 2, 'Belfast')] });
}
