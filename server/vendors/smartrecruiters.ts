/**
 * The SmartRecruiters Posting API (ats-public-apis-more.md §2): `GET
 * /v1/companies/{company}/postings` (`{ offset, limit, totalFound, content }`, pages by `offset`
 * and `limit`) and `GET /v1/companies/{company}/postings/{id}` (the list item's fields plus
 * `active`, `applyUrl`, `postingUrl` and `jobAd.sections`), in the shapes of §2.4.
 *
 * A board post `jp_K` (or `big_n`) has the 15-digit id `744000` followed by `100000000 + K`.
 * One `location` per posting: the post's first office (SmartRecruiters has no second). The quirks
 * are spread over posts by their position `i` on the board:
 *
 * - `name` ends with a space when i % 4 = 1;
 * - `location.remote` and `location.hybrid` as the post's workplace, both `false` on site; the
 *   data set's `flexible` as `remote: false` without `hybrid` (which only live answers have);
 * - a remote post with i % 3 = 0 has its country in `city` and "Remote" in `region`, and no
 *   `fullLocation` (§2.7); otherwise `fullLocation` is "City, Country", malformed as
 *   "City, , Country" (with an empty `region`) when i % 7 = 6; `country` is lower-case;
 * - `department` missing when i % 5 = 3; `typeOfEmployment.id` missing when i % 6 = 5;
 * - in the posting, the qualifications' HTML opens with its own title when i % 4 = 1, as live.
 *
 * Two things the reference left open are settled here: an unknown company is answered like an
 * empty one (200, `totalFound: 0`), as career-ops-hq/career-ops issue #4179 observed live; an
 * unknown posting is a 404 whose body nobody has recorded, so it is a plain `{ message }` here.
 */

import { jsonAnswer, type VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { COMPANY, countryName } from './facts.js';
import { stableUuid } from './ids.js';

type Json = Record<string, unknown>;

/** The list's page size when `limit` is not sent (the docs' example answer shows 10) and its largest ("max value is 100"). */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;

export const SMARTRECRUITERS_POSTING_NOT_FOUND = { message: 'Posting not found' } as const;

export function smartRecruitersPostingId({ number }: BoardPost): string {
  return `744000${100_000_000 + number}`;
}

const EMPLOYMENT: Readonly<Record<string, { id: string; label: string }>> = {
  full_time: { id: 'full_time', label: 'Full-time' },
  part_time: { id: 'part_time', label: 'Part-time' },
  contract: { id: 'contract', label: 'Contract' },
  internship: { id: 'intern', label: 'Internship' },
  temporary: { id: 'temporary', label: 'Temporary' },
};

function locationOf({ post, index }: BoardPost): Json {
  const office = post.ats_offices[0];
  if (office === undefined) return {};
  const country = office.country_code.toLowerCase();
  const workplace = post.ats_job.workplace;
  const flags: Json = { remote: workplace === 'remote' };
  if (workplace !== 'flexible') flags['hybrid'] = workplace === 'hybrid';
  if (workplace === 'remote' && index % 3 === 0) return { city: countryName(office), region: 'Remote', country, ...flags };
  if (index % 7 === 6) return { city: office.city, region: '', country, ...flags, fullLocation: `${office.city}, , ${countryName(office)}` };
  return { city: office.city, country, ...flags, fullLocation: `${office.city}, ${countryName(office)}` };
}

/** A posting as the list holds it. */
function listItem(board: Board, entry: BoardPost): Json {
  const { post, index, number } = entry;
  const id = smartRecruitersPostingId(entry);
  const item: Json = {
    id,
    uuid: stableUuid(`smartrecruiters:${board.name}:${number}`),
    name: index % 4 === 1 ? `${post.title} ` : post.title,
    refNumber: `REF${10_000 + number}`,
    jobAdId: stableUuid(`smartrecruiters:${board.name}:${number}:ad`),
    defaultJobAd: true,
    company: { identifier: board.name, name: COMPANY },
    releasedDate: new Date(Date.parse(post.created_at)).toISOString(),
    location: locationOf(entry),
    industry: { id: 'computer_software', label: 'Computer Software' },
  };
  if (index % 5 !== 3) item['department'] = { id: String(1_040_000 + (hash(post.ats_department.name) % 10_000)), label: post.ats_department.name };
  item['function'] = { id: 'other', label: 'Other' };
  const type = EMPLOYMENT[post.ats_job.employment_type];
  if (type !== undefined) item['typeOfEmployment'] = index % 6 === 5 ? { label: type.label } : type;
  item['experienceLevel'] = { id: 'mid_senior_level', label: 'Mid-Senior Level' };
  item['customField'] = [];
  item['ref'] = `https://api.smartrecruiters.com/v1/companies/${encodeURIComponent(board.name)}/postings/${id}`;
  item['creator'] = { name: `${COMPANY} Recruiting` };
  return item;
}

/** A small stable number for a name (department ids). */
function hash(text: string): number {
  let value = 0;
  for (const character of text) value = (value * 31 + character.codePointAt(0)!) % 1_000_003;
  return value;
}

const slug = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The data set's description (intro paragraph, role paragraph, three headed lists, closing
 * paragraph, one per line) cut into the job ad's sections: the intro is the company's
 * description, the role and "What you will do" the job's, "What we are looking for" the
 * qualifications, the rest additional information. Nothing is lost: the sections joined hold
 * every line.
 */
function sectionsOf({ post, index }: BoardPost): Json {
  const lines = post.description.split('\n');
  const looking = lines.findIndex((line) => line.startsWith('<h3>') && /looking for/i.test(line));
  const qualificationsAt = looking === -1 ? lines.length : looking;
  const additionalAt = Math.min(qualificationsAt + 2, lines.length);
  const qualifications = lines.slice(qualificationsAt, additionalAt).join('');
  return {
    companyDescription: { title: 'Company Description', text: lines.slice(0, 1).join('') },
    jobDescription: { title: 'Job Description', text: lines.slice(1, qualificationsAt).join('') },
    qualifications: { title: 'Qualifications', text: index % 4 === 1 ? `<p><strong>Qualifications</strong></p>${qualifications}` : qualifications },
    additionalInformation: { title: 'Additional Information', text: lines.slice(additionalAt).join('') },
    videos: { urls: [] },
  };
}

/** A posting as its own answer: the list item's fields, then what only the posting has. */
function posting(board: Board, entry: BoardPost): Json {
  const item = listItem(board, entry);
  const page = `https://jobs.smartrecruiters.com/${encodeURIComponent(board.name)}/${String(item['id'])}-${slug(entry.post.title)}`;
  return { ...item, active: true, applyUrl: `${page}?oga=true`, postingUrl: page, jobAd: { sections: sectionsOf(entry) } };
}

/** A whole number of 0 or more, else `undefined` (as if not sent). */
function count(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * One page of the list: `offset` (default 0) and `limit` (default 10, above 100 read as 100; what
 * the live API does there is not recorded). No filter (`q`, `country`, `city`, `department`) is
 * emulated. An unknown company is `board` undefined: an empty page, as live.
 */
export function smartRecruitersList(board: Board | undefined, params: URLSearchParams): VendorAnswer {
  const offset = count(params.get('offset')) ?? 0;
  const limit = Math.min(count(params.get('limit')) ?? DEFAULT_LIMIT, MAX_LIMIT);
  const posts = board?.posts ?? [];
  const content = board === undefined ? [] : posts.slice(offset, offset + limit).map((entry) => listItem(board, entry));
  return jsonAnswer(200, { offset, limit, totalFound: posts.length, content });
}

export function smartRecruitersPostingAnswer(board: Board | undefined, id: string): VendorAnswer {
  const entry = board?.posts.find((candidate) => smartRecruitersPostingId(candidate) === id);
  return board !== undefined && entry !== undefined ? jsonAnswer(200, posting(board, entry)) : jsonAnswer(404, SMARTRECRUITERS_POSTING_NOT_FOUND);
}
