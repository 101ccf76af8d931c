/**
 * Readers the source adapters share. Each takes whatever JSON a vendor sent under a key and gives
 * a value of the type the normalised post declares, or `undefined`: vendors leave keys out, send
 * `null`, and pad strings with spaces (ats-public-apis.md §4.2).
 */
import { JobBoardApiError } from '../errors.js';
import { text, untrimmed } from '../json-text.js';
import { textAsHtml } from '../text-html.js';
import { foldText } from '../text-match.js';
import type { JobPost, JobPostOffice } from '../types.js';

export { text, untrimmed };

/**
 * A description sent twice, as HTML and as plain text (Lever's `description` and
 * `descriptionPlain`, Ashby's `descriptionHtml` and `descriptionPlain`): the HTML, else the plain
 * text as escaped paragraphs, so that a post whose HTML is missing still has a readable
 * description, shown as text, never read as markup.
 */
export function htmlOrPlain(html: unknown, plain: unknown): string | undefined {
  const own = untrimmed(html);
  if (own !== undefined) return own;
  const words = text(plain);
  return words === undefined ? undefined : textAsHtml(words);
}

/** The board's workplace values (its filter's vocabulary). */
export type Workplace = 'remote' | 'hybrid' | 'on_site';

const WORKPLACES: ReadonlyMap<string, Workplace> = new Map([
  ['remote', 'remote'],
  ['hybrid', 'hybrid'],
  ['onsite', 'on_site'],
]);

/**
 * A vendor's workplace word in the board's vocabulary, whatever its case and separators: Lever's
 * `on-site` (its docs) and `onsite` (its live answers), Ashby's `OnSite`, a Greenhouse custom
 * field's `On-site`. Anything else (`unspecified`, `null`, a word of the employer's) is no workplace:
 * a post is never guessed to be on site.
 */
export function workplaceOf(value: unknown): Workplace | undefined {
  return typeof value === 'string' ? WORKPLACES.get(value.toLowerCase().replace(/[\s_-]/g, '')) : undefined;
}

/** A location's first part is no city when it names the workplace ("Remote, Bangalore"). */
const WORKPLACE_WORD = /\b(?:remote|hybrid)\b/i;

/**
 * The parts of an address, city to country ("New York, New York, United States"): more parts than
 * that list several places ("SF, NYC, SEA, CHI", issue 36), whose first is no more the city than
 * the others.
 */
const ADDRESS_PARTS = 3;

/**
 * The city of a free-text place, the first of its comma-separated parts ("New York, NY, United
 * States" → "New York"). Text without a comma ("United States", "Remote - EMEA", "Canada") is as
 * likely a country or a region as a city, so it gives none; nor does a list of places.
 */
export function cityOf(place: string): string | undefined {
  const parts = place.split(',').map((part) => part.trim());
  const first = parts[0];
  return parts.length >= 2 && parts.length <= ADDRESS_PARTS && first && !WORKPLACE_WORD.test(first) ? first : undefined;
}

/**
 * An office with a name, and a city and a country (ISO 3166-1 alpha-2, as `country_code`, which
 * the structured data reads) when there are (no key for a missing one).
 */
export function office(name: string, city: string | undefined, country?: string): JobPostOffice {
  const entry: JobPostOffice = { name };
  if (city !== undefined) entry.city = city;
  if (country !== undefined) entry.country_code = country;
  return entry;
}

/** The comma-separated parts of an office's name, folded: "München, Germany" → ["munchen", "germany"]. */
const nameParts = (entry: JobPostOffice): string[] => foldText(entry.name ?? '').split(',').map((part) => part.trim());

/**
 * The offices without repeats: an office is left out when another names the same place in as
 * many or more parts, whatever the case, accents or order ("München" beside "München, Germany",
 * which Lever's `allLocations` can hold: "München, Germany · München"); of equals, the first is kept.
 */
export function uniqueOffices(offices: readonly JobPostOffice[]): JobPostOffice[] {
  const parts = offices.map(nameParts);
  return offices.filter((_, index) => {
    const own = parts[index]!;
    return !parts.some((other, at) => at !== index && (other.length > own.length || at < index) && own.every((part) => other.includes(part)));
  });
}

/** The error for an answer that is not the shape the adapter reads (an error body, another API's answer). */
export function unknownShape(what: string): JobBoardApiError {
  return new JobBoardApiError({ status: 200, code: 'BAD_RESPONSE', message: `Not ${what}.` });
}

/** The posts of a list, without the entries `read` found unusable (no id or title, or to be hidden). */
export function usablePosts(items: readonly unknown[], read: (item: unknown) => JobPost | undefined): JobPost[] {
  const posts: JobPost[] = [];
  for (const item of items) {
    const post = read(item);
    if (post !== undefined) posts.push(post);
  }
  return posts;
}

const HEADING_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** A description section's title (plain text, so escaped) as its `<h3>`: how every adapter heads a section. */
export function sectionHeading(title: string): string {
  return `<h3>${title.replace(/[&<>]/g, (character) => HEADING_ESCAPES[character]!)}</h3>`;
}
