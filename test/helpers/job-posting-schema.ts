/**
 * Our own schema of a JobPosting after Google's guidelines for job posting structured data: the
 * required properties, and the recommended ones with the types and values Google accepts.
 * `validateJobPosting` returns one line per problem; none means valid.
 */

type Json = Record<string, unknown>;

/** `unitText` of a salary's QuantitativeValue: Google's case-sensitive values. */
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
/** ISO 8601: a date, or a date and time with an optional zone. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function absoluteUrl(value: unknown): boolean {
  if (!nonEmpty(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function checkPlace(place: unknown, where: string, problems: string[]): void {
  if (!isObject(place) || place['@type'] !== 'Place') return void problems.push(`${where}: a Place`);
  const address = place['address'];
  if (!isObject(address) || address['@type'] !== 'PostalAddress') return void problems.push(`${where}.address: a PostalAddress`);
  if (!nonEmpty(address['addressLocality'])) problems.push(`${where}.address.addressLocality: required`);
  if (!(typeof address['addressCountry'] === 'string' && /^[A-Z]{2}$/.test(address['addressCountry']))) {
    problems.push(`${where}.address.addressCountry: an ISO 3166-1 alpha-2 code`);
  }
}

const amount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * `baseSalary`: a MonetaryAmount with an ISO 4217 `currency` and a QuantitativeValue `value`
 * holding either one `value` or a range (`minValue` and/or `maxValue`, "rather than a single
 * value"), with a `unitText` Google knows when there is one.
 */
function checkBaseSalary(salary: unknown, problems: string[]): void {
  if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount') return void problems.push('baseSalary: a MonetaryAmount');
  if (!(typeof salary['currency'] === 'string' && /^[A-Z]{3}$/.test(salary['currency']))) problems.push('baseSalary.currency: an ISO 4217 code');
  const value = salary['value'];
  if (!isObject(value) || value['@type'] !== 'QuantitativeValue') return void problems.push('baseSalary.value: a QuantitativeValue');
  const single = value['value'] !== undefined;
  const range = value['minValue'] !== undefined || value['maxValue'] !== undefined;
  if (single === range) problems.push('baseSalary.value: either a value or a minValue/maxValue range');
  for (const key of ['value', 'minValue', 'maxValue']) {
    if (value[key] !== undefined && !amount(value[key])) problems.push(`baseSalary.value.${key}: a number ≥ 0`);
  }
  if (amount(value['minValue']) && amount(value['maxValue']) && (value['minValue'] as number) > (value['maxValue'] as number)) {
    problems.push('baseSalary.value: minValue ≤ maxValue');
  }
  if (value['unitText'] !== undefined && !SALARY_UNITS.includes(String(value['unitText']))) {
    problems.push(`baseSalary.value.unitText: ${String(value['unitText'])} is not one of ${SALARY_UNITS.join(', ')}`);
  }
}

export function validateJobPosting(data: Json): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push('@context: https://schema.org');
  if (data['@type'] !== 'JobPosting') problems.push('@type: JobPosting');
  // Required.
  if (!nonEmpty(data['title'])) problems.push('title: required');
  if (!nonEmpty(data['description'])) problems.push('description: required');
  if (!(typeof data['datePosted'] === 'string' && ISO_8601.test(data['datePosted']))) problems.push('datePosted: required, ISO 8601');
  const organization = data['hiringOrganization'];
  if (!isObject(organization) || organization['@type'] !== 'Organization' || !nonEmpty(organization['name'])) {
    problems.push('hiringOrganization: required, an Organization with a name');
  } else {
    if (organization['sameAs'] !== undefined && !absoluteUrl(organization['sameAs'])) problems.push('hiringOrganization.sameAs: a URL');
    if (organization['logo'] !== undefined && !absoluteUrl(organization['logo'])) problems.push('hiringOrganization.logo: a URL');
  }
  const remote = data['jobLocationType'] === 'TELECOMMUTE';
  const locations = data['jobLocation'];
  if (locations === undefined) {
    if (!remote) problems.push('jobLocation: required unless jobLocationType is TELECOMMUTE');
  } else {
    const list = Array.isArray(locations) ? locations : [locations];
    if (list.length === 0) problems.push('jobLocation: not empty');
    list.forEach((place, index) => checkPlace(place, `jobLocation[${index}]`, problems));
  }
  if (data['jobLocationType'] !== undefined && !remote) problems.push('jobLocationType: TELECOMMUTE or absent');
  if (remote) {
    // One place, or a list of them (Google: "multiple countries or states").
    const requirement = data['applicantLocationRequirements'];
    const requirements = Array.isArray(requirement) ? requirement : [requirement];
    const isPlace = (entry: unknown) => isObject(entry) && ['Country', 'State'].includes(String(entry['@type'])) && nonEmpty(entry['name']);
    if (requirements.length === 0 || !requirements.every(isPlace)) {
      problems.push('applicantLocationRequirements: required for TELECOMMUTE, a Country or State with a name (or a list of them)');
    }
  }
  // Recommended, checked where present.
  if (data['employmentType'] !== undefined) {
    const types = Array.isArray(data['employmentType']) ? data['employmentType'] : [data['employmentType']];
    for (const type of types) if (!EMPLOYMENT_TYPES.includes(String(type))) problems.push(`employmentType: ${String(type)} is not one of ${EMPLOYMENT_TYPES.join(', ')}`);
  }
  if (data['baseSalary'] !== undefined) checkBaseSalary(data['baseSalary'], problems);
  if (data['validThrough'] !== undefined && !(typeof data['validThrough'] === 'string' && ISO_8601.test(data['validThrough']))) problems.push('validThrough: ISO 8601');
  const identifier = data['identifier'];
  if (identifier !== undefined && (!isObject(identifier) || identifier['@type'] !== 'PropertyValue' || !nonEmpty(identifier['value']))) {
    problems.push('identifier: a PropertyValue with a value');
  }
  if (data['directApply'] !== undefined && typeof data['directApply'] !== 'boolean') problems.push('directApply: a boolean');
  if (data['url'] !== undefined && !absoluteUrl(data['url'])) problems.push('url: an absolute URL');
  return problems;
}
