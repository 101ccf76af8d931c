/**
 * Personio's XML feed (ats-public-apis-more.md §4): `GET https://{company}.jobs.personio.de/xml`,
 * every published position in one `<workzag-jobs>` document. The company is a subdomain in real
 * life; here it is a path prefix, `/personio/{company}/xml`, so that a client's `base-url` standing
 * for the vendor's whole origin (`http://localhost:3000/personio/personio`) reaches it with the
 * vendor's own path below. `?language=` is ignored: the section names are the employer's text
 * either way (§4.4), and the emulator has one language per post.
 *
 * A board post `jp_K` (or `big_n`) has the id `1700000 + K` (Personio's ids are integers near
 * 1.8 million in the reference's sample). The quirks of §4.4 and §4.7 are spread over posts by
 * their position `i` on the board:
 *
 * - descriptions as `jobDescription` sections, `{name, value}`, each value HTML in CDATA: the data
 *   set's description cut at its `<h3>` headings, the text before the first under "Your mission";
 *   the section names in German ("Deine Mission", "Deine Aufgaben", …) when i % 4 = 2; no section
 *   at all (`<jobDescriptions></jobDescriptions>`, as in the reference's sample) when i % 13 = 11;
 * - `office` the first office's name, the others in `additionalOffices/office`; the one additional
 *   office as bare text inside `additionalOffices` when i % 5 = 2; for remote posts with i % 3 = 0,
 *   `office` is "Remote" and every office of the post is an additional one;
 * - `department` empty when i % 8 = 3 (`recruitingCategory` is the department always);
 * - a non-breaking space for the title's first space when i % 9 = 4; the data set's CJK titles
 *   as UTF-8, as they are;
 * - `createdAt` with the offset of Berlin in winter (`+01:00`) when i is even, `+00:00` when odd,
 *   missing when i % 7 = 4;
 * - `employmentType` and `schedule`: `permanent` with `full-time` or `part-time`; internships
 *   `intern` with `full-time`; contracts `freelance`, with `full-time` when i is even and no
 *   schedule when odd; the data set's temporary work `freelance` with `part-time` (Personio's four
 *   types have no temporary one).
 *
 * The subcompany is the legal entity, `Brightwave Labs GmbH & Co. KG` (escaped as `&amp;`).
 * Personio has no pay, URL or workplace field in this feed: none is sent. An unknown company is
 * answered with Personio's HTML "Page not found" (§4.5), as is any other path of the vendor.
 */

import type { VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { COMPANY } from './facts.js';
import { cdata, xmlText } from './xml.js';

export function personioPositionId({ number }: BoardPost): number {
  return 1_700_000 + number;
}

const XML_TYPE = { 'Content-Type': 'application/xml' } as const;

/** Personio's 404 for an unknown company (§4.5: an HTML "Page not found"; its exact markup is not recorded). */
export function personioNotFound(): VendorAnswer {
  return {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    body: '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Page not found</title></head><body><h1>Page not found</h1></body></html>\n',
  };
}

/** The German names a German-speaking employer gives the sections. */
const GERMAN_SECTIONS: Readonly<Record<string, string>> = {
  'Your mission': 'Deine Mission',
  'What you will do': 'Deine Aufgaben',
  'What we are looking for': 'Dein Profil',
  'What we offer': 'Wir bieten',
};

/** The data set's description as sections: the text before the first `<h3>`, then each heading's. */
function personioSections(html: string, german: boolean): Array<readonly [string, string]> {
  const parts = html.split(/\s*<h3>([^<]*)<\/h3>\s*/);
  const sections: Array<readonly [string, string]> = [];
  if (parts[0]!.trim() !== '') sections.push(['Your mission', parts[0]!.trim()]);
  for (let at = 1; at < parts.length; at += 2) sections.push([parts[at]!, parts[at + 1]!.trim()]);
  return sections.map(([name, value]) => [german ? (GERMAN_SECTIONS[name] ?? name) : name, value]);
}

/** `employmentType` and `schedule` (undefined: the element is left out) per data-set type. */
function employment({ post, index }: BoardPost): readonly [string, string | undefined] {
  switch (post.ats_job.employment_type) {
    case 'full_time':
      return ['permanent', 'full-time'];
    case 'part_time':
      return ['permanent', 'part-time'];
    case 'internship':
      return ['intern', 'full-time'];
    case 'contract':
      return ['freelance', index % 2 === 0 ? 'full-time' : undefined];
    case 'temporary':
      return ['freelance', 'part-time'];
  }
}

/** `2026-11-26T09:49:00.000Z` as Personio writes it, `2026-11-26T10:49:00+01:00` (or `+00:00`). */
function personioTime(iso: string, offsetHours: 0 | 1): string {
  const local = new Date(Date.parse(iso) + offsetHours * 3_600_000).toISOString().slice(0, 19);
  return `${local}+0${offsetHours}:00`;
}

const element = (name: string, text: string | undefined) => (text === undefined || text === '' ? `<${name}></${name}>` : `<${name}>${xmlText(text)}</${name}>`);

function officesXml({ post, index }: BoardPost): string {
  const names = post.ats_offices.map((office) => office.name);
  const remote = post.ats_job.workplace === 'remote' && index % 3 === 0;
  const [primary, ...additional] = remote ? ['Remote', ...names] : names;
  const bare = index % 5 === 2 && additional.length === 1;
  const inner = bare ? xmlText(additional[0]!) : additional.map((name) => `<office>${xmlText(name)}</office>`).join('');
  return `${element('office', primary)}\n    <additionalOffices>${inner}</additionalOffices>`;
}

function descriptionsXml({ post, index }: BoardPost): string {
  if (index % 13 === 11) return '<jobDescriptions></jobDescriptions>';
  const sections = personioSections(post.description, index % 4 === 2).map(
    ([name, value]) => `\n      <jobDescription>\n        <name>${xmlText(name)}</name>\n        <value>${cdata(value)}</value>\n      </jobDescription>`,
  );
  return `<jobDescriptions>${sections.join('')}\n    </jobDescriptions>`;
}

function positionXml(entry: BoardPost): string {
  const { post, index } = entry;
  const [type, schedule] = employment(entry);
  const intern = type === 'intern';
  const title = index % 9 === 4 ? post.title.replace(' ', '\u00a0') : post.title;
  const lines = [
    element('id', String(personioPositionId(entry))),
    element('subcompany', `${COMPANY} GmbH & Co. KG`),
    officesXml(entry),
    element('department', index % 8 === 3 ? undefined : post.ats_department.name),
    element('recruitingCategory', post.ats_department.name),
    element('name', title),
    descriptionsXml(entry),
    element('employmentType', type),
    element('seniority', intern ? 'student' : 'experienced'),
  ];
  if (schedule !== undefined) lines.push(element('schedule', schedule));
  if (!intern) lines.push(element('yearsOfExperience', '2-5'));
  if (index % 7 !== 4) lines.push(element('createdAt', personioTime(post.created_at, index % 2 === 0 ? 1 : 0)));
  return `  <position>\n    ${lines.join('\n    ')}\n  </position>\n`;
}

/** The whole feed; any query (`language`) is ignored. */
export function personioFeed(board: Board): VendorAnswer {
  return {
    status: 200,
    headers: XML_TYPE,
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>\n${board.posts.map(positionXml).join('')}</workzag-jobs>\n`,
  };
}
