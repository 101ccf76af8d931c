/**
 * `job-board-element/client`: the Job Boards API client alone. No DOM, no element registration;
 * runs in browsers and in Node 20+.
 *
 * @example
 * import { createJobBoardsClient, isAbortError, isRetryableError } from 'job-board-element/client';
 *
 * const client = createJobBoardsClient({ baseUrl: 'https://api.example.com', token: 'jb_...' });
 * const page = await client.listJobPosts({ page: 2, limit: 20, workplaces: ['remote'], query: 'design' });
 * const post = await client.getJobPost(page.posts[0].id);
 *
 * @example
 * // Greenhouse, Lever or Ashby: fetch the public answer (from a server), then adapt it.
 * import { greenhouseJobPosts } from 'job-board-element/client';
 *
 * const answer = await fetch('https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true&pay_transparency=true');
 * const posts = greenhouseJobPosts(await answer.json());
 */

export { CLIENT_DEFAULTS, createJobBoardsClient, JobBoardsClient } from './client.js';
export { createBoardClient, type BoardClientOptions } from './board-client.js';
export { createSourceClient, DETAIL_CONCURRENCY, SourceClient, SOURCE_MAX_POSTS, type SourceClientOptions } from './source-client.js';
export { MAX_SOURCES, parseSource, parseSources, SOURCE_FORMS, type BoardSource, type SourceVendor } from './sources/source.js';
export {
  isAbortError,
  isJobBoardApiError,
  isRetryableError,
  JobBoardApiError,
  type JobBoardApiErrorInit,
  type JobBoardErrorCode,
  type JobBoardErrorDetail,
} from './errors.js';
export {
  ashbyJobPosts,
  ashbyUnlistedJobPosts,
  greenhouseJobPost,
  greenhouseJobPosts,
  intervalFromText,
  isPayInterval,
  isPayRange,
  payRanges,
  leverPosting,
  leverPostings,
  mergeBoards,
  personioPositions,
  pinpointPostings,
  recruiteeOffer,
  recruiteeOffers,
  smartRecruitersPage,
  smartRecruitersPosting,
  teamtailorJobs,
  workableJobPosts,
  type BoardPosts,
  type SmartRecruitersPage,
  PAY_INTERVALS,
  MAX_PAY_RANGES,
  MAX_PAY_AMOUNT,
  readPayRange,
  type PayInterval,
  type PayRange,
  type PayRangeFields,
} from './sources/index.js';
export {
  buildJobPosting,
  EMPLOYMENT_TYPES,
  EXPIRY_DATE_FIELDS,
  jsonLdText,
  postedDate,
  POSTED_DATE_FIELDS,
  textAsHtml,
  type JobPosting,
  type JobPostingSettings,
  type MissingProperty,
} from './structured-data.js';
export type {
  BoardClient,
  FetchFunction,
  SharedClientOptions,
  SourcePosts,
  GetJobPostOptions,
  JobBoardsClientOptions,
  JobPost,
  JobPostDepartment,
  JobPostJob,
  JobPostOffice,
  JobPostPage,
  ListJobPostsOptions,
} from './types.js';
export {
  facetOptions,
  facetValues,
  filterPosts,
  groupPosts,
  loadWholeBoard,
  matchesQuery,
  officeLabel,
  WHOLE_BOARD_MAX_POSTS,
  type BoardFilters,
  type FacetName,
  type FacetOption,
  type PostGroup,
  type WholeBoard,
} from './whole-board.js';
export { foldText } from './text-match.js';
