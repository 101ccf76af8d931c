/**
 * The Ashby Job Postings API (ats-public-apis.md §3): `GET /posting-api/job-board/{name}`, with
 * `includeCompensation=true` adding each job's `compensation` and
 * `shouldDisplayCompensationOnJobPostings`, in the shape of §3.6.
 *
 * A board post `jp_K` (or `big_n`) has the id `stableUuid("ashby:<name>:K")`. The quirks are
 * spread over posts by their position `i` on the board:
 *
 * - `isListed: false` when i % 25 = 10 (unlisted jobs are in the answer all the same);
 * - `workplaceType` and `isRemote` both null when i % 7 = 2, and for the data set's `flexible`;
 *   otherwise `isRemote` is true on Hybrid jobs too, as live;
 * - `department` missing when i % 8 = 3, `team` when i % 5 = 2, `employmentType` when i % 9 = 4;
 * - a title with a leading space when i % 10 = 7;
 * - secondary locations (a post's other offices) nest their address in `postalAddress` when i is
 *   even and put its fields directly under `address` (the docs' table) when odd;
 * - compensation empty (`summaryComponents: []`) when i % 4 = 3; a salary and, when i is even, an
 *   equity component otherwise; `shouldDisplayCompensationOnJobPostings` false on the job at i = 5.
 */

import { jsonAnswer, type VendorAnswer } from './answer.js';
import type { Board, BoardPost } from './boards.js';
import { countryName, payOf, type Pay, type PayKind } from './facts.js';
import { plainText } from './html.js';
import { stableUuid } from './ids.js';
import type { Office } from '../data/types.js';

type Json = Record<string, unknown>;

export function ashbyJobId(board: Board, { number }: BoardPost): string {
  return stableUuid(`ashby:${board.name}:${number}`);
}

const WORKPLACES: Readonly<Record<string, string | null>> = { remote: 'Remote', hybrid: 'Hybrid', on_site: 'OnSite', flexible: null };
const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  full_time: 'FullTime',
  part_time: 'PartTime',
  contract: 'Contract',
  internship: 'Intern',
  temporary: 'Temporary',
};
const INTERVALS: Readonly<Record<PayKind, string>> = { year: '1 YEAR', month: '1 MONTH', hour: '1 HOUR' };

function postalAddress(office: Office): Json {
  return { addressLocality: office.city, addressCountry: countryName(office) };
}

/** "$81K – $87K", "€1,500 – €1,875", as Ashby's summaries write amounts. */
function money(amount: number, currency: string): string {
  const formatted = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0, notation: amount >= 10_000 ? 'compact' : 'standard' });
  return formatted.format(amount);
}

function summary(pay: Pay): string {
  const range = `${money(pay.min, pay.currency)} – ${money(pay.max, pay.currency)}`;
  return pay.kind === 'hour' ? `${range} per hour` : pay.kind === 'month' ? `${range} per month` : range;
}

function compensation(board: Board, entry: BoardPost): Json {
  if (entry.index % 4 === 3) {
    return { compensationTierSummary: null, scrapeableCompensationSalarySummary: null, compensationTiers: [], summaryComponents: [] };
  }
  const pay = payOf(entry);
  const salary = { compensationType: 'Salary', interval: INTERVALS[pay.kind], currencyCode: pay.currency, minValue: pay.min, maxValue: pay.max };
  const equity = { compensationType: 'EquityPercentage', interval: 'NONE', currencyCode: null, minValue: null, maxValue: null };
  const summaries = entry.index % 2 === 0 ? [salary, equity] : [salary];
  const tierSummary = entry.index % 2 === 0 ? `${summary(pay)} • Offers Equity` : summary(pay);
  const idOf = (part: string) => stableUuid(`ashby:${board.name}:${entry.number}:${part}`);
  return {
    compensationTierSummary: tierSummary,
    scrapeableCompensationSalarySummary: summary(pay).replace(' – ', ' - '),
    compensationTiers: [
      {
        id: idOf('tier'),
        tierSummary,
        title: 'Zone A',
        additionalInformation: null,
        components: summaries.map((component, at) => ({
          id: idOf(`component-${at}`),
          summary: component === salary ? summary(pay) : 'Offers Equity',
          ...component,
        })),
      },
    ],
    summaryComponents: summaries,
  };
}

function ashbyJob(board: Board, entry: BoardPost, withCompensation: boolean): Json {
  const { post, index } = entry;
  const id = ashbyJobId(board, entry);
  const [primary, ...others] = post.ats_offices;
  const workplace = index % 7 === 2 ? null : (WORKPLACES[post.ats_job.workplace] ?? null);
  const jobUrl = `https://jobs.ashbyhq.com/${encodeURIComponent(board.name)}/${id}`;
  const job: Json = { id, title: index % 10 === 7 ? ` ${post.title}` : post.title };
  if (index % 8 !== 3) job['department'] = post.ats_department.name;
  if (index % 5 !== 2) job['team'] = `${post.ats_department.name} Team`;
  const employmentType = EMPLOYMENT_TYPES[post.ats_job.employment_type];
  if (index % 9 !== 4 && employmentType !== undefined) job['employmentType'] = employmentType;
  Object.assign(job, {
    location: primary?.name ?? 'Remote',
    secondaryLocations: others.map((office) => ({
      location: office.name,
      address: index % 2 === 0 ? { postalAddress: postalAddress(office) } : postalAddress(office),
    })),
    address: { postalAddress: primary ? postalAddress(primary) : {} },
    // True on Hybrid jobs as well, as live (ats-public-apis.md §3.4): never the workplace to trust.
    isRemote: workplace === null ? null : workplace !== 'OnSite',
    workplaceType: workplace,
    isListed: index % 25 !== 10,
    publishedAt: post.updated_at.replace('Z', '+00:00'),
    jobUrl,
    applyUrl: `${jobUrl}/application`,
    descriptionHtml: post.description,
    descriptionPlain: plainText(post.description),
  });
  if (withCompensation) {
    job['shouldDisplayCompensationOnJobPostings'] = index !== 5;
    job['compensation'] = compensation(board, entry);
  }
  return job;
}

export function ashbyBoard(board: Board, params: URLSearchParams, headers: Readonly<Record<string, string>>): VendorAnswer {
  const withCompensation = params.get('includeCompensation') === 'true';
  return jsonAnswer(200, { apiVersion: '1', jobs: board.posts.map((entry) => ashbyJob(board, entry, withCompensation)) }, headers);
}
