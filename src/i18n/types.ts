/**
 * The shape of the built-in text tables, in a module of its own so that the tables (English and
 * the lazily loaded languages) and the code that resolves them import it without a cycle.
 */

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
  /**
   * The notice (part `notice`) on the listing a link to a closed or unknown job lands on, in the
   * result count's live region: it says the job is no longer open and that the listing is what's open.
   */
  jobNotFound: string;
  /**
   * A setup mistake (no token or base-url, an address that is not the API, a listing's 404): what a
   * visitor reads, in neutral words; the console tells the site's developer the cause and the fix.
   */
  errorSetup: string;
  /** A token the API refuses (401): by default the setup text, apart so a site can say more. */
  errorInvalidToken: string;
  /** API access not enabled for the account (403): by default the setup text. */
  errorNotEnabled: string;
  /** A token without the Job Boards scope (403): the setup text with `{scope}`, the scope the API named. */
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
  /** The accessible name of the jump links to the groups, grouped by department (`group-by="department"`). */
  groupsByDepartment: string;
  /** The accessible name of the jump links to the groups, grouped by office. */
  groupsByOffice: string;
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
  /** After a listing entry's first pay range (`show-pay`), how many more the detail shows: `{count}`. */
  payMore: string;
  /** Where the visitor is in the pager, shown on narrow screens: `{page}` and `{pages}`. */
  pageOf: string;
  /** The result count after paging (the live region's text): `{page}`, `{pages}` and `{results}` (the count in words). */
  pagedResults: string;
  /** The button that shows and hides the filters on narrow screens. */
  filters: string;
  /** The same with how many filters are active: `{count}`. */
  filtersActive: string;
  /**
   * Words for the API's values (workplace, employment type, status), by value: `on_site` → "On
   * site". A value missing here is humanised (`part_time` → "Part time"), never dropped.
   */
  values: Record<string, string>;
}
