/**
 * The built-in English texts: the one complete table every other language is checked against
 * (their tables are typed as complete, so a text added here can't be forgotten there). It comes
 * with the entry: English is the fallback for every language and every override.
 */
import { humanise } from './humanise.js';
import type { JobBoardStrings } from './types.js';

/** The API's values the built-in tables name (workplace, employment type, status); others are humanised. */
const KNOWN_VALUES = ['remote', 'hybrid', 'on_site', 'flexible', 'full_time', 'part_time', 'contract', 'temporary', 'internship', 'open', 'closed'];

/** Every visible text in English, by name. */
export const englishStrings: JobBoardStrings = {
  results: { one: '{count} open position', other: '{count} open positions' },
  loading: 'Loading jobs…',
  empty: 'No jobs match your search.',
  retry: 'Try again',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: 'Page {page}',
  pagination: 'Pages',
  back: 'All jobs',
  apply: 'Apply for this job',
  department: 'Department',
  offices: 'Location',
  workplace: 'Workplace',
  employmentType: 'Employment type',
  status: 'Status',
  loadingJob: 'Loading job…',
  jobNotFound: 'This job is no longer open. Here are our open positions.',
  errorSetup: "Jobs can't be shown right now.",
  errorInvalidToken: "Jobs can't be shown right now.",
  errorNotEnabled: "Jobs can't be shown right now.",
  errorScope: "Jobs can't be shown right now. (Missing permission: {scope})",
  errorNetwork: 'We could not reach the job listings. Check your connection and try again.',
  errorTimeout: 'The job listings took too long to answer. Please try again.',
  errorRateLimited: 'The job listings are busy right now. Please try again in a moment.',
  errorUnavailable: 'The job listings are temporarily unavailable. Please try again soon.',
  errorBadResponse: 'The job listings sent an answer we could not read. Please try again.',
  errorUnknown: 'Something went wrong while loading the jobs. Please try again.',
  searchLabel: 'Search jobs',
  workplaceLabel: 'Workplace',
  allDepartments: 'All departments',
  allOffices: 'All locations',
  allEmploymentTypes: 'All employment types',
  filterOption: '{value} ({count})',
  otherJobs: 'Other jobs',
  groupsByDepartment: 'Departments',
  groupsByOffice: 'Locations',
  more: 'Show more jobs',
  posted: 'Posted {time}',
  share: 'Copy link',
  shared: 'Link copied',
  shareFallback: 'Copy this link',
  payMore: '+{count} more',
  pageOf: 'Page {page} of {pages}',
  pagedResults: 'Page {page} of {pages}, {results}',
  filters: 'Filters',
  filtersActive: 'Filters ({count})',
  // English is what humanising gives; listed so a site sees every value it can override.
  values: Object.fromEntries(KNOWN_VALUES.map((value) => [value, humanise(value)])),
};
