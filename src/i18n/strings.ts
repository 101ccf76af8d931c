/**
 * Every visible text of the board, by name. A site overrides any of them through the board's
 * `strings` property; `lang` picks the built-in table and the number and plural formatting.
 * Placeholders in braces (`{count}`, `{page}`, `{scope}` ...) are filled in by `format()`.
 */
import { isServer } from 'lit';
import { humanise } from './humanise.js';
import { loadedTable } from './languages.js';

/** The API's values the built-in tables name (workplace, employment type, status); others are humanised. */
const KNOWN_VALUES = ['remote', 'hybrid', 'on_site', 'flexible', 'full_time', 'part_time', 'contract', 'temporary', 'internship', 'open', 'closed'];

/** A text that depends on a count: one form per plural category, `other` required. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface JobBoardStrings {
  results: PluralText;
  loading: string;
  empty: string;
  retry: string;
  previousPage: string;
  nextPage: string;
  page: string;
  pagination: string;
  back: string;
  apply: string;
  department: string;
  offices: string;
  workplace: string;
  employmentType: string;
  status: string;
  loadingJob: string;
  jobNotFound: string;
  errorSetup: string;
  errorInvalidToken: string;
  errorNotEnabled: string;
  errorScope: string;
  errorNetwork: string;
  errorTimeout: string;
  errorRateLimited: string;
  errorUnavailable: string;
  errorBadResponse: string;
  errorUnknown: string;
  /** `<job-board-search>`'s label when the page sets none. */
  searchLabel: string;
  /** `<job-board-workplace-filter>`'s label when the page sets none. */
  workplaceLabel: string;
  /** `<job-board-filter by="department">`'s first option. */
  allDepartments: string;
  /** `<job-board-filter by="office">`'s first option. */
  allOffices: string;
  /** `<job-board-filter by="employment-type">`'s first option. */
  allEmploymentTypes: string;
  /** A filter option with its count: `{value}` and `{count}`. */
  filterOption: string;
  /** The heading of the group of posts that have no department (or office) to be grouped by. */
  otherJobs: string;
  /** The `paging="more"` button. */
  more: string;
  /** When a post was published: `{time}` is relative ("3 days ago"). */
  posted: string;
  /** The detail's Copy link button. */
  share: string;
  /** Announced once the link is copied or shared. */
  shared: string;
  /** Label of the field that shows the link where the clipboard is refused. */
  shareFallback: string;
  /**
   * Words for the API's values (workplace, employment type, status), by value: `on_site` → "On
   * site". A value missing here is humanised (`part_time` → "Part time"), never dropped.
   */
  values: Record<string, string>;
}

/**
 * Texts of the parts that come as chunks of their own (the detail view's, the controls', whole-board
 * mode's, the error view's; `errorNetwork` stays, for when a chunk cannot be loaded):
 * their English texts come with their chunk, which adds them with addEnglishTexts() when it loads,
 * so a visitor who never opens a job or meets a filter does not download them. `strings` reads
 * them back once their part has loaded; an override of one applies whenever it is set.
 */
export type PartTextKey =
  | 'allDepartments'
  | 'allOffices'
  | 'allEmploymentTypes'
  | 'filterOption'
  | 'otherJobs'
  | 'posted'
  | 'share'
  | 'shared'
  | 'shareFallback'
  | 'jobNotFound'
  | 'errorSetup'
  | 'errorInvalidToken'
  | 'errorNotEnabled'
  | 'errorScope'
  | 'errorTimeout'
  | 'errorRateLimited'
  | 'errorUnavailable'
  | 'errorBadResponse'
  | 'errorUnknown'
  | 'department'
  | 'offices'
  | 'workplace'
  | 'employmentType'
  | 'status'
  | 'searchLabel'
  | 'workplaceLabel';

/** The English texts the board's entry carries: every text but the parts' (PartTextKey). */
export const englishStrings: Omit<JobBoardStrings, PartTextKey> = {
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
  loadingJob: 'Loading job…',
  errorNetwork: 'We could not reach the job listings. Check your connection and try again.',
  more: 'Show more jobs',
  // English is what humanising gives; listed so a site sees every value it can override.
  values: Object.fromEntries(KNOWN_VALUES.map((value) => [value, humanise(value)])),
};

/**
 * The complete set of texts for a language, with the site's overrides on top; `values` is merged
 * value by value, so overriding one keeps the others.
 */
export function resolveStrings(lang: string, overrides: Partial<JobBoardStrings> = {}): JobBoardStrings {
  const table = loadedTable(lang);
  const english = { ...englishStrings, ...partTexts } as JobBoardStrings;
  return { ...english, ...table, ...overrides, values: { ...englishStrings.values, ...table?.values, ...overrides.values } };
}

/** The English texts the loaded parts have added. */
const partTexts: Partial<Pick<JobBoardStrings, PartTextKey>> = {};

/** Adds a part's English texts (see PartTextKey); called once by the part's module as it loads. */
export function addEnglishTexts(texts: Partial<Pick<JobBoardStrings, PartTextKey>>): void {
  Object.assign(partTexts, texts);
}

/** The page's language while `job-board-element build` prerenders it (see languageOf). */
let serverLanguage = 'en';

/** Sets the language of the page being prerendered: its `<html lang>`. */
export function setServerLanguage(language: string): void {
  serverLanguage = language || 'en';
}

/** The language an element's texts are in: its own `lang`, its nearest ancestor's, the page's. */
export function languageOf(element: Element): string {
  // Prerendered on the server, an element has no ancestors to read: its own, or the page's.
  if (isServer) return element.getAttribute('lang') || serverLanguage;
  return element.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || navigator.language;
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
