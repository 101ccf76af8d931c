/**
 * The Lever Postings API (ats-public-apis.md §2): `GET /v0/postings/{site}?mode=json`, a bare
 * array, and `GET /v0/postings/{site}/{id}`, a bare object, in the shapes of §2.7.
 *
 * A board post `jp_K` (or `big_n`) has the id `stableUuid("lever:<site>:K")`. The quirks are
 * spread over posts by their position `i` on the board:
 *
 * - `workplaceType` `remote` and `hybrid` as the post's; on site as `onsite` (live spelling) when
 *   i is even and `on-site` (documented) when odd; the data set's `flexible` as `unspecified`;
 * - `categories.commitment` missing when i % 6 = 5, `categories.department` missing when i % 5 = 3
 *   (`team` is always there);
 * - `country` null when i % 7 = 6 or when the offices are in several countries;
 * - `salaryRange` only when i % 3 ≠ 0 (`per-year-salary`, `per-month-salary` or `per-hour-wage`),
 *   with a `salaryDescription` when i % 3 = 1;
 * - `opening` empty when i % 9 = 4; `lists[].content` bare `<li>` items when i is odd, a
 *   `<div><ul>` fragment when even.
 */

import { jsonAnswer, type VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { payOf, placeText, type PayKind } from './facts.js';
import { stableUuid } from './ids.js';
import { plainText } from './html.js';

type Json = Record<string, unknown>;

export const LEVER_NOT_FOUND = { ok: false, error: 'Document not found' } as const;

export function leverPostingId(board: Board, { number }: BoardPost): string {
  return stableUuid(`lever:${board.name}:${number}`);
}

const INTERVALS: Readonly<Record<PayKind, string>> = { year: 'per-year-salary', month: 'per-month-salary', hour: 'per-hour-wage' };
const COMMITMENTS: Readonly<Record<string, string>> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contractor',
  internship: 'Intern',
  temporary: 'Temporary',
};

function workplaceType({ post, index }: BoardPost): string {
  switch (post.ats_job.workplace) {
    case 'remote':
      return 'remote';
    case 'hybrid':
      return 'hybrid';
    case 'on_site':
      return index % 2 === 0 ? 'onsite' : 'on-site';
    case 'flexible':
      return 'unspecified';
  }
}

const inner = (html: string): string => html.replace(/^<[^>]+>/, '').replace(/<\/[^>]+>$/, '');
const div = (html: string): string => `<div>${inner(html)}</div>`;

interface Parts {
  opening: string;
  body: string;
  lists: { text: string; content: string }[];
  additional: string;
}

/**
 * The data set's description (paragraphs, then headed lists, then a closing paragraph, one per
 * line) cut into Lever's parts: the first paragraph is the opening, the others the body, each
 * heading and list a `lists` item, what follows the last list `additional`.
 */
function partsOf({ post, index }: BoardPost): Parts {
  const lines = post.description.split('\n');
  const lead: string[] = [];
  const lists: Parts['lists'] = [];
  const closing: string[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at] ?? '';
    if (line.startsWith('<h3>')) {
      const list = lines[at + 1] ?? '';
      at += 1;
      lists.push({ text: inner(line), content: index % 2 === 1 ? inner(list) : `<div>${list}</div>` });
    } else if (lists.length === 0) lead.push(div(line));
    else closing.push(div(line));
  }
  const emptyOpening = index % 9 === 4;
  return {
    opening: emptyOpening ? '' : (lead[0] ?? ''),
    body: (emptyOpening ? lead : lead.slice(1)).join(''),
    lists,
    additional: closing.join(''),
  };
}

function country({ post, index }: BoardPost): string | null {
  const countries = new Set(post.ats_offices.map((office) => office.country_code));
  const only = countries.size === 1 ? [...countries][0] : undefined;
  return index % 7 === 6 || only === undefined ? null : only;
}

function leverPosting(board: Board, entry: BoardPost): Json {
  const { post, index } = entry;
  const id = leverPostingId(board, entry);
  const places = post.ats_offices.map(placeText);
  const categories: Json = {};
  const commitment = COMMITMENTS[post.ats_job.employment_type];
  if (index % 6 !== 5 && commitment !== undefined) categories['commitment'] = commitment;
  if (index % 5 !== 3) categories['department'] = post.ats_department.name;
  if (places[0] !== undefined) categories['location'] = places[0];
  categories['team'] = post.ats_department.name;
  categories['allLocations'] = places;

  const parts = partsOf(entry);
  const description = `${parts.opening}${parts.body}`;
  const hostedUrl = `https://jobs.lever.co/${board.name}/${id}`;
  const posting: Json = {
    id,
    text: post.title,
    categories,
    country: country(entry),
    workplaceType: workplaceType(entry),
    createdAt: Date.parse(post.created_at),
    hostedUrl,
    applyUrl: `${hostedUrl}/apply`,
    opening: parts.opening,
    openingPlain: plainText(parts.opening),
    descriptionBody: parts.body,
    descriptionBodyPlain: plainText(parts.body),
    description,
    descriptionPlain: plainText(description),
    lists: parts.lists,
    additional: parts.additional,
    additionalPlain: plainText(parts.additional),
  };
  if (index % 3 !== 0) {
    const pay = payOf(entry);
    posting['salaryRange'] = { currency: pay.currency, interval: INTERVALS[pay.kind], min: pay.min, max: pay.max };
    if (index % 3 === 1) {
      posting['salaryDescription'] = '<div>Base pay; equity is offered separately.</div>';
      posting['salaryDescriptionPlain'] = 'Base pay; equity is offered separately.';
    }
  }
  return posting;
}

/** `skip` and `limit` as whole numbers; anything else is ignored, as if not sent. */
function count(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

const FILTERS = ['location', 'commitment', 'team', 'department', 'level'] as const;
const GROUPS = new Set(['location', 'commitment', 'team']);

/** Repeatable filters, ORed within one name and ANDed across names; values match exactly. */
function matchesFilters(posting: Json, params: URLSearchParams): boolean {
  const categories = posting['categories'] as Json;
  return FILTERS.every((name) => {
    const wanted = params.getAll(name);
    if (wanted.length === 0) return true;
    const values = name === 'location' ? (categories['allLocations'] as string[]) : [categories[name]];
    return values.some((value) => typeof value === 'string' && wanted.includes(value));
  });
}

/**
 * The list: filters, then `skip` and `limit`, then `group` (`[{title, postings}]` in order of first
 * appearance). Only JSON is emulated: `mode` is read as `json` whatever it says.
 */
export function leverList(board: Board, params: URLSearchParams): VendorAnswer {
  const skip = count(params.get('skip')) ?? 0;
  const limit = count(params.get('limit'));
  const matching = board.posts.map((entry) => leverPosting(board, entry)).filter((posting) => matchesFilters(posting, params));
  const page = matching.slice(skip, limit === undefined ? undefined : skip + limit);
  const group = params.get('group');
  if (group === null || !GROUPS.has(group)) return jsonAnswer(200, page);
  const groups = new Map<string, Json[]>();
  for (const posting of page) {
    const title = (posting['categories'] as Json)[group];
    const key = typeof title === 'string' ? title : '';
    groups.set(key, [...(groups.get(key) ?? []), posting]);
  }
  return jsonAnswer(200, [...groups].map(([title, postings]) => ({ title, postings })));
}

export function leverPostingAnswer(board: Board, id: string): VendorAnswer {
  const entry = board.posts.find((candidate) => leverPostingId(board, candidate) === id);
  return entry ? jsonAnswer(200, leverPosting(board, entry)) : jsonAnswer(404, LEVER_NOT_FOUND);
}
