/**
 * Personio's XML feed as normalised posts: `GET https://{company}.jobs.personio.de/xml` (or `.com`),
 * every published position in one `<workzag-jobs>` document, descriptions inline as HTML in CDATA.
 * Field by field as ats-public-apis-more.md §4.6, with the quirks of §4.4 and §4.7: no job URL (it
 * is built), no workplace flag, no structured city or country, section names in the employer's
 * language ("Deine Mission").
 */
import type { JobPost, JobPostJob, JobPostOffice } from '../types.js';
import { isoDateToUtc } from '../dates.js';
import { countryInPlace } from './countries.js';
import { cityOf, office, sectionHeading, uniqueOffices, unknownShape, untrimmed } from './fields.js';
import { child, children, parseXml, textOf, type XmlElement } from './xml.js';

/**
 * The positions of a feed, in its order; positions without an id or a name are left out. `host`
 * is the feed's host (`acme.jobs.personio.de`), where each job's public page is:
 * `https://{host}/job/{id}`. Throws `BAD_RESPONSE` for text that is not well-formed XML (such as
 * the HTML "Page not found" of an unknown company) or whose root is not `<workzag-jobs>`, which
 * must not read as an empty board.
 */
export function personioPositions(xml: string, host: string): JobPost[] {
  const root = parseXml(xml);
  if (root.name !== 'workzag-jobs') throw unknownShape('a Personio job feed (<workzag-jobs>)');
  return children(root, 'position')
    .map((position) => personioPosition(position, host))
    .filter((post): post is JobPost => post !== undefined);
}

function personioPosition(position: XmlElement, host: string): JobPost | undefined {
  const id = textOf(child(position, 'id'));
  const title = textOf(child(position, 'name'));
  if (id === undefined || title === undefined) return undefined;

  // The feed lists published positions only.
  const job: JobPostJob = { status: 'open' };
  const places = placesOf(position);
  if (places.some(isRemoteWord)) job.workplace = 'remote';
  const type = employmentType(textOf(child(position, 'employmentType')), textOf(child(position, 'schedule')));
  if (type !== undefined) job.employment_type = type;
  const post: JobPost = { id, title, ats_job: job };

  const department = textOf(child(position, 'department'));
  if (department !== undefined) post.ats_department = { name: department };
  const offices = uniqueOffices(places.map(officeOf));
  if (offices.length > 0) post.ats_offices = offices;

  const description = descriptionOf(position);
  if (description !== undefined) post.description = description;
  // The job's public page, where Personio's application form is; the feed has no address of its
  // own (§4.1). No `?language=`: the page then answers in the company's default language.
  const page = `https://${host}/job/${encodeURIComponent(id)}`;
  post.url = page;
  post.apply_url = page;
  // Undocumented, missing from some feeds (§4.6): read where it is, never made up.
  const published = isoDateToUtc(textOf(child(position, 'createdAt')));
  if (published !== undefined) post.published_at = published;
  return post;
}

/**
 * Each office's text, `office` first, then `additionalOffices`: its `<office>` entries, or its own
 * text where a feed writes the one additional office bare inside (§4.4).
 */
function placesOf(position: XmlElement): string[] {
  const additional = child(position, 'additionalOffices');
  const listed = children(additional, 'office').map(textOf);
  const places = [textOf(child(position, 'office')), ...(listed.length > 0 ? listed : [textOf(additional)])];
  return places.filter((place): place is string => place !== undefined);
}

/**
 * An office named "Remote" and nothing else: the only workplace the feed can tell (it has no flag,
 * §4.4), and only from such a name. "Berlin (Remote)" or "Remote - Germany" may be remote work
 * tied to a place, or an office's name: no workplace is read from them.
 */
const isRemoteWord = (place: string): boolean => place.toLowerCase() === 'remote';

/**
 * An office by the name the employer gave it, which is often a city and sometimes not ("Berlin HQ",
 * "Remote"): the city only where the name is an address ("Berlin, Germany", the fields' one rule
 * for free-text places), the country only where the text names one.
 */
function officeOf(place: string): JobPostOffice {
  return office(place, cityOf(place), countryInPlace(place));
}

/** `employmentType` values that say what kind of work it is, whatever its hours. */
const KINDS: ReadonlyMap<string, string> = new Map([
  ['intern', 'internship'],
  ['trainee', 'internship'],
  ['freelance', 'contract'],
]);

/** `schedule`: the hours. */
const SCHEDULES: ReadonlyMap<string, string> = new Map([
  ['full_time', 'full_time'],
  ['part_time', 'part_time'],
]);

/** A value in the board's style: lower case, one underscore between words (`full-time` → `full_time`). */
const wordsOf = (value: string | undefined): string | undefined =>
  value?.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '') || undefined;

/**
 * Two fields describe two things (§4.6): `employmentType` the contract, `schedule` the hours, and
 * the board has one value. An internship (`intern`, `trainee`, the reference's pairing) and
 * freelance work (`contract`) say more than their hours, most of which are full time: they come
 * first, else the internship filter would miss nearly every internship. Then the schedule; then,
 * in the board's style, whatever the feed says that the board has no word for (a schedule such as
 * `full-or-part-time`, then `permanent` alone, which names no hours).
 */
function employmentType(kind: string | undefined, schedule: string | undefined): string | undefined {
  const contract = wordsOf(kind);
  const hours = wordsOf(schedule);
  const named = (contract === undefined ? undefined : KINDS.get(contract)) ?? (hours === undefined ? undefined : SCHEDULES.get(hours));
  return named ?? hours ?? contract;
}


/**
 * One HTML description: each `jobDescription` that has content, as `<h3>{name}</h3>{value}` (the
 * name is plain text, so it is escaped; the value is HTML, kept as sent). A section without a
 * name gets no heading; one without content is left out, heading and all.
 */
function descriptionOf(position: XmlElement): string | undefined {
  const parts: string[] = [];
  for (const section of children(child(position, 'jobDescriptions'), 'jobDescription')) {
    const value = untrimmed(child(section, 'value')?.text);
    if (value === undefined) continue;
    const name = textOf(child(section, 'name'));
    if (name !== undefined) parts.push(sectionHeading(name));
    parts.push(value);
  }
  return parts.length > 0 ? parts.join('') : undefined;
}
