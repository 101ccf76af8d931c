/**
 * schema.org `JobPosting` structured data for one job post, after Google's JobPosting guidelines
 * (developers.google.com/search/docs/appearance/structured-data/job-posting). A pure function of
 * the post and the site's settings, without the DOM: the board (a JSON-LD script in the page's
 * head while a detail shows), the `sitemap` command and prerendered pages all use this one.
 */
import { EXPIRY_DATE_FIELDS, isoDateText, POSTED_DATE_FIELDS } from './dates.js';
import { text } from './json-text.js';
import { payRanges, type PayInterval, type PayRange } from './sources/pay.js';
import { textAsHtml } from './text-html.js';
import type { JobPost, JobPostOffice } from './types.js';

/** What the site tells about itself; the post tells the rest. */
export interface JobPostingSettings {
  /** The job's own shareable URL (absolute). */
  url?: string;
  /** The hiring organisation's name. Google requires it. */
  organization?: string | null;
  /** The organisation's website. */
  organizationUrl?: string | null;
  /** The organisation's logo (an absolute URL). */
  organizationLogo?: string | null;
  /**
   * ISO 3166-1 alpha-2 code: the default for posts whose source names no country, the country of
   * their offices and where applicants to a remote one may live. An office's own country
   * (`country_code`, set by the sources from the vendor's answer, or `country`) comes first.
   */
  country?: string | null;
  /**
   * The description as sanitised HTML. Without it, a plain-text description becomes paragraphs;
   * an HTML one that was not sanitised is never copied in.
   */
  descriptionHtml?: string;
}

/** A property Google requires (or recommends) that could not be filled, and the setting that would fill it. */
export interface MissingProperty {
  property: string;
  /** The `<job-board>` attribute (or command option) to set, when a setting can fill it. */
  attribute?: 'organization' | 'country';
}

export interface JobPosting {
  /** The `JobPosting` object, with `@context`. */
  data: Record<string, unknown>;
  /** What Search Console would report missing, each once. */
  missing: MissingProperty[];
}

/** The post's `ats_job.employment_type` values and their schema.org `employmentType`; any other is OTHER. */
export const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  per_diem: 'PER_DIEM',
};

/**
 * Free-text employment types (Lever's `commitment` is the company's own words: "Full-time",
 * "Regular Full Time (Salary)", "Contractor"), read by the words that name one, most specific
 * first: an internship or part-time role is that, whatever else its text says.
 */
const EMPLOYMENT_TYPE_WORDS: readonly [RegExp, string][] = [
  [/\bintern(ship)?\b/i, 'INTERN'],
  [/\bpart[- ]?time\b/i, 'PART_TIME'],
  [/\b(contract(or)?|freelance|fixed[- ]term)\b/i, 'CONTRACTOR'],
  [/\b(temporary|temp)\b/i, 'TEMPORARY'],
  [/\b(full[- ]?time|regular|permanent)\b/i, 'FULL_TIME'],
];

/** schema.org's employment type for a post's: the API's own values, else the words of a free text, else `OTHER`. */
function schemaEmploymentType(type: string): string {
  // An own property only: `constructor` or `toString` is no employment type.
  if (Object.hasOwn(EMPLOYMENT_TYPES, type)) return EMPLOYMENT_TYPES[type]!;
  return EMPLOYMENT_TYPE_WORDS.find(([words]) => words.test(type))?.[1] ?? 'OTHER';
}

export { EXPIRY_DATE_FIELDS, POSTED_DATE_FIELDS, textAsHtml };

function dateField(post: JobPost, fields: readonly string[]): string | undefined {
  for (const field of fields) {
    const value = post[field];
    const date = isoDateText(value);
    if (date !== undefined) return date;
  }
  return undefined;
}

/** When the post was published: the first usable date of POSTED_DATE_FIELDS, as the API sent it. */
export function postedDate(post: JobPost): string | undefined {
  return dateField(post, POSTED_DATE_FIELDS);
}

/** An ISO 3166-1 alpha-2 code, upper-cased, or undefined. */
function countryCode(value: unknown): string | undefined {
  const code = text(value);
  return code && /^[a-z]{2}$/i.test(code) ? code.toUpperCase() : undefined;
}

/** A tag (or an escaped one) somewhere: found in linear time, whatever the text. */
function looksLikeMarkup(raw: string): boolean {
  const tag = raw.search(/<\/?[a-z]/i);
  if (tag !== -1 && raw.indexOf('>', tag) !== -1) return true;
  const escaped = raw.search(/&lt;\/?[a-z]/i);
  return escaped !== -1 && raw.indexOf('&gt;', escaped) !== -1;
}

/**
 * The detail's sanitised HTML without its `part` attributes: they style the board's shadow DOM
 * (`::part(description-heading)`) and mean nothing in a JobPosting (issue 38). Only inside tags:
 * the serialised HTML escapes `"` in attribute values, so a value ends at the first `"`.
 */
function withoutParts(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/\s+part="[^"]*"/gi, ''));
}

function description(post: JobPost, html: string | undefined): string | undefined {
  if (html !== undefined) return text(withoutParts(html));
  const raw = text(post.description) ?? text(post.content);
  // Markup that nobody sanitised is left out rather than passed on.
  return raw && !looksLikeMarkup(raw) ? textAsHtml(raw) : undefined;
}

/** Google's `unitText` values for a salary's period (case-sensitive). */
const SALARY_UNITS: Readonly<Record<PayInterval, string>> = { year: 'YEAR', month: 'MONTH', week: 'WEEK', day: 'DAY', hour: 'HOUR' };

/**
 * A pay range as a `baseSalary` `MonetaryAmount`: a range as `minValue` and `maxValue` (Google:
 * "rather than a single value"), one amount as `value`, and `unitText` only where the source named
 * the period, since a guess could turn an hourly wage into a yearly salary.
 */
function baseSalary(range: PayRange): Record<string, unknown> {
  const value: Record<string, unknown> = { '@type': 'QuantitativeValue' };
  if (range.min !== undefined && range.min === range.max) value['value'] = range.min;
  else {
    if (range.min !== undefined) value['minValue'] = range.min;
    if (range.max !== undefined) value['maxValue'] = range.max;
  }
  if (range.interval !== undefined) value['unitText'] = SALARY_UNITS[range.interval];
  return { '@type': 'MonetaryAmount', currency: range.currency, value };
}

/** The office's own country: `country_code` (what the sources set), else `country`, as ISO codes. */
const officeCountry = (office: JobPostOffice): string | undefined => countryCode(office['country_code']) ?? countryCode(office['country']);

function place(office: JobPostOffice, fallbackCountry: string | undefined): Record<string, unknown> {
  const address: Record<string, unknown> = { '@type': 'PostalAddress' };
  const locality = text(office.city) ?? text(office.name);
  const country = officeCountry(office) ?? fallbackCountry;
  if (locality) address['addressLocality'] = locality;
  if (country) address['addressCountry'] = country;
  return { '@type': 'Place', address };
}

/**
 * The `JobPosting` for a post. Properties the post and settings cannot fill are left out and
 * listed in `missing`; the rest is always built.
 */
export function buildJobPosting(post: JobPost, settings: JobPostingSettings = {}): JobPosting {
  const missing: MissingProperty[] = [];
  const data: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'JobPosting', title: post.title };
  const fallbackCountry = countryCode(settings.country);

  const body = description(post, settings.descriptionHtml);
  if (body) data['description'] = body;
  else missing.push({ property: 'description' });

  const posted = postedDate(post);
  if (posted) data['datePosted'] = posted;
  else missing.push({ property: 'datePosted' });
  const expiry = dateField(post, EXPIRY_DATE_FIELDS);
  if (expiry) data['validThrough'] = expiry;

  const type = text(post.ats_job?.employment_type);
  if (type) data['employmentType'] = schemaEmploymentType(type);

  // The first well-formed range: checked again, as a post built by hand never went through the parser.
  const [pay] = payRanges(post);
  if (pay) data['baseSalary'] = baseSalary(pay);

  const organization = text(settings.organization);
  if (organization) {
    const hiring: Record<string, unknown> = { '@type': 'Organization', name: organization };
    if (text(settings.organizationUrl)) hiring['sameAs'] = text(settings.organizationUrl);
    if (text(settings.organizationLogo)) hiring['logo'] = text(settings.organizationLogo);
    data['hiringOrganization'] = hiring;
  } else {
    missing.push({ property: 'hiringOrganization', attribute: 'organization' });
  }

  const offices = (post.ats_offices ?? []).filter((office) => text(office.city) ?? text(office.name));
  const remote = post.ats_job?.workplace === 'remote';
  if (offices.length > 0) {
    data['jobLocation'] = offices.map((office) => place(office, fallbackCountry));
    if (!fallbackCountry && offices.some((office) => !officeCountry(office))) {
      missing.push({ property: 'jobLocation.address.addressCountry', attribute: 'country' });
    }
  } else if (!remote) {
    missing.push({ property: 'jobLocation' });
  }
  if (remote) {
    data['jobLocationType'] = 'TELECOMMUTE';
    // Where applicants may live: each country the post's offices name ("Remote - Germany"), else
    // the board's; one Country, or a list of them.
    const named = [...new Set(offices.map(officeCountry).filter((code): code is string => code !== undefined))];
    const countries = named.length > 0 ? named : fallbackCountry ? [fallbackCountry] : [];
    const requirements = countries.map((name) => ({ '@type': 'Country', name }));
    if (requirements.length > 0) data['applicantLocationRequirements'] = requirements.length === 1 ? requirements[0] : requirements;
    else missing.push({ property: 'applicantLocationRequirements', attribute: 'country' });
  }

  const identifier: Record<string, unknown> = { '@type': 'PropertyValue', value: post.id };
  if (organization) identifier['name'] = organization;
  data['identifier'] = identifier;
  if (text(settings.url)) data['url'] = text(settings.url);
  data['directApply'] = false;
  return { data, missing };
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped
 * (so `</script>` or `<!--` in a title can neither end the element nor open a comment), and so are
 * U+2028 and U+2029 (line terminators to older JavaScript parsers). JSON readers decode them back.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
