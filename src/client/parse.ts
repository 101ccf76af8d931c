/**
 * Reading the API's answers: pure functions from a body to the client's normalised types.
 *
 * Whatever JSON (or any other value) they are given, they either return or throw a
 * `JobBoardApiError` (`BAD_RESPONSE`, or the API's own code for an error body); nothing else.
 */

import { EXPIRY_DATE_FIELDS, isIsoDate, POSTED_DATE_FIELDS } from './dates.js';
import { HTML_ANSWER, JobBoardApiError } from './errors.js';
import { MAX_PAY_RANGES } from './sources/pay.js';
import type { JobPost, JobPostOffice, JobPostPage } from './types.js';

/** The API's `limit` when the request named none (api-spec §8). */
export const DEFAULT_LIMIT = 20;

type JsonRecord = Record<string, unknown>;

/** A JSON object: not `null`, not an array. */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badResponse(message: string, status: number, requestId?: string, cause?: unknown): JobBoardApiError {
  return new JobBoardApiError({ status, code: 'BAD_RESPONSE', message, requestId, cause });
}

/**
 * Whether a body that is not JSON is a web page: by its `Content-Type`, or by its first character
 * where none is said (a static host's page, a proxy's).
 */
function isHtml(text: string, contentType: string): boolean {
  return /html/i.test(contentType) || (!contentType && text.trimStart().startsWith('<'));
}

/** What a body that is not the API's JSON was, for the error's message (`HTML_ANSWER` for a page). */
function notJson(text: string, contentType: string): string {
  if (isHtml(text, contentType)) return `${HTML_ANSWER} (Content-Type: ${contentType || 'none'})`;
  return contentType ? `with a body that is not JSON (Content-Type: ${contentType})` : 'with a body that is not JSON';
}

/**
 * Parses a response body's text; throws `BAD_RESPONSE` when it is not JSON, saying when it was an
 * HTML page (a base URL that points at a web page rather than the API: see `isHtmlAnswer`).
 */
export function parseJson(text: string, status = 200, contentType = ''): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw badResponse(`The API answered HTTP ${status} ${notJson(text, contentType)}.`, status, undefined, cause);
  }
}

/** The body's `meta.request_id`, when it is a non-empty string. */
export function readRequestId(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.meta)) return undefined;
  const id = body.meta.request_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A whole number ≥ `min`, from a JSON number or a string of digits; otherwise `undefined`. */
function readCount(value: unknown, min: number): number | undefined {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= min ? number : undefined;
}

/**
 * `record` without those of `keys` whose value is not a string, so an object declared with
 * optional string fields never holds anything else under them: `record` itself where each is a
 * string (the usual answer), else a shallow copy. Indexed loops: this runs for every post of every
 * answer, in code not yet optimised, where `for…of` makes an object per step.
 */
function withStringFields<T extends JsonRecord>(record: JsonRecord, keys: readonly string[]): T {
  let copy: JsonRecord | undefined;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    if (key in record && typeof record[key] !== 'string') delete (copy ??= { ...record })[key];
  }
  return (copy ?? record) as T;
}

const POST_STRING_FIELDS = ['description', 'content', 'absolute_url', 'apply_url', 'url'] as const;

/**
 * The fields the board reads a date from (posted, updated, expiry). Only an ISO 8601 date or
 * date-time is kept in them: `Date.parse` would read "see below 3" as 2001-03-01, and a
 * `javascript:` text would reach the structured data's `datePosted`.
 */
export const POST_DATE_FIELDS = [...POSTED_DATE_FIELDS, 'updated_at', ...EXPIRY_DATE_FIELDS] as const;

/**
 * A raw job post as a {@link JobPost}, or `undefined` when it is unusable: not an object, or
 * without an id (a non-empty string, or a finite number, turned into a string) or a non-empty
 * string title. All other fields are kept; a known optional field of the wrong type is dropped,
 * and so is a date field (POST_DATE_FIELDS) that holds no ISO 8601 date or date-time.
 * `pay` is kept as sent: it is read through `payRanges()`, which only the detail view and the
 * structured data need, so its check stays out of the board's first chunk; only its first
 * `MAX_PAY_RANGES` (50) entries are kept, so a post with thousands holds no more.
 *
 * Copied on the first change only, and never changed itself: a post that is one already (the
 * reference API's, a prerendered page's) is given back as parsed, so a page of a hundred posts is
 * read without a copy. The copies were a tenth of a cold render's garbage, and the minor
 * collection they brought on its largest single cost.
 */
export function normaliseJobPost(raw: unknown): JobPost | undefined {
  if (!isRecord(raw)) return undefined;
  const { id, title } = raw;
  const usableId = typeof id === 'number' && Number.isFinite(id) ? String(id) : nonEmptyString(id) ? id : undefined;
  if (usableId === undefined || !nonEmptyString(title)) return undefined;

  let post = withStringFields(raw, POST_STRING_FIELDS);
  const edit = (): JsonRecord => (post === raw ? (post = { ...raw }) : post);
  if (id !== usableId) edit().id = usableId;
  for (let index = 0; index < POST_DATE_FIELDS.length; index += 1) {
    const field = POST_DATE_FIELDS[index]!;
    if (field in post && !isIsoDate(post[field])) delete edit()[field];
  }
  if (Array.isArray(post.pay) && post.pay.length > MAX_PAY_RANGES) edit().pay = post.pay.slice(0, MAX_PAY_RANGES);
  // The records inside: each as it is, a copy without its fields of the wrong type, or dropped.
  for (let index = 0; index < RECORD_FIELDS.length; index += 1) {
    // Read by index, not destructured: destructuring an array steps an iterator too.
    const field = RECORD_FIELDS[index]![0];
    const keys = RECORD_FIELDS[index]![1];
    if (!(field in post)) continue;
    const value = post[field];
    const normal = isRecord(value) ? withStringFields(value, keys) : undefined;
    if (normal === undefined) delete edit()[field];
    else if (normal !== value) edit()[field] = normal;
  }
  if ('ats_offices' in post) {
    const offices = post.ats_offices;
    if (!Array.isArray(offices)) delete edit().ats_offices;
    else if (!offices.every((office) => isRecord(office) && withStringFields(office, OFFICE_FIELDS) === office)) {
      edit().ats_offices = offices.filter(isRecord).map((office) => withStringFields<JobPostOffice>(office, OFFICE_FIELDS));
    }
  }
  return post as JobPost;
}

const OFFICE_FIELDS = ['name', 'city'] as const;
/** A post's records of known string fields: the job's facts and the department. */
const RECORD_FIELDS: readonly (readonly [string, readonly string[]])[] = [
  ['ats_job', ['status', 'workplace', 'employment_type']],
  ['ats_department', ['name']],
];

/** What the listing request asked for, used where the answer leaves a number out. */
export interface RequestedPage {
  page?: number;
  limit?: number;
}

/**
 * The listing's posts and paging numbers from either envelope:
 * `{ job_posts, pagination: { page, total_pages, total_count } }` (tried first) or
 * `{ data, meta: { total, page, limit, total_pages } }`.
 */
function readListingEnvelope(body: JsonRecord): { items: unknown[]; paging: JsonRecord } | undefined {
  if (Array.isArray(body.job_posts)) {
    const paging = isRecord(body.pagination) ? body.pagination : {};
    return { items: body.job_posts, paging: { ...paging, total: paging.total_count } };
  }
  if (Array.isArray(body.data)) {
    return { items: body.data, paging: isRecord(body.meta) ? body.meta : {} };
  }
  return undefined;
}

/**
 * A listing body as a {@link JobPostPage}. Throws `BAD_RESPONSE` when it has neither envelope.
 * Entries past the requested limit (else the API's default, 20) are not read, only counted in
 * `overflow`.
 *
 * Numbers the answer leaves out (or sends unusable) fall back as follows:
 * - `page`: the requested page, else 1;
 * - `limit`: the requested limit, else the API's default, 20;
 * - `totalCount`: the posts up to and including this page, counting earlier pages as full
 *   (`(page - 1) * limit + entries on this page`), a lower bound;
 * - `totalPages`: from the reported total count (`ceil(totalCount / limit)`) when there is one;
 *   otherwise `page + 1` when this page is full (there may be more), else `page`.
 */
export function parseJobPostPage(body: unknown, requested: RequestedPage = {}): JobPostPage {
  const requestId = readRequestId(body);
  const envelope = isRecord(body) ? readListingEnvelope(body) : undefined;
  if (envelope === undefined) {
    throw badResponse('The API answered with a job post listing of an unknown shape.', 200, requestId);
  }
  const { items, paging } = envelope;

  // An API that ignores `limit` (100,000 posts for 20) would have the page render them all in one
  // task: no more than asked for are read.
  const cap = requested.limit ?? DEFAULT_LIMIT;
  const posts: JobPost[] = [];
  const read = Math.min(items.length, cap);
  for (let index = 0; index < read; index += 1) {
    const post = normaliseJobPost(items[index]);
    if (post !== undefined) posts.push(post);
  }

  const page = readCount(paging.page, 1) ?? requested.page ?? 1;
  const limit = readCount(paging.limit, 1) ?? requested.limit ?? DEFAULT_LIMIT;
  const reportedTotal = readCount(paging.total, 0);
  // Derived from a huge page and limit, these would pass 2^53 and stop being exact whole numbers;
  // capped, they stay lower bounds.
  const totalCount = reportedTotal ?? Math.min((page - 1) * limit + items.length, Number.MAX_SAFE_INTEGER);
  const totalPages =
    readCount(paging.total_pages, 0) ??
    (reportedTotal !== undefined ? Math.ceil(reportedTotal / limit) : items.length >= limit ? Math.min(page + 1, Number.MAX_SAFE_INTEGER) : page);

  const result: JobPostPage = { posts, page, totalPages, totalCount, limit, skipped: read - posts.length, overflow: items.length - read };
  if (requestId !== undefined) result.requestId = requestId;
  return result;
}

/** A bare post's body without the response's own `meta` (request id, timestamp), which is no field of the post. */
function withoutMeta(body: JsonRecord): JsonRecord {
  if (!isRecord(body.meta)) return body;
  const { meta: _meta, ...post } = body;
  return post;
}

/**
 * A single post body, read as `{ job_post }`, `{ data }` or bare (the first of these that holds a
 * usable post; a bare post's object `meta` is the response's, and left out). Throws
 * `BAD_RESPONSE` when none does.
 */
export function parseJobPostBody(body: unknown): JobPost {
  if (isRecord(body)) {
    for (const candidate of [body.job_post, body.data, withoutMeta(body)]) {
      const post = normaliseJobPost(candidate);
      if (post !== undefined) return post;
    }
  }
  throw badResponse('The API answered with a job post of an unknown shape, or one without an id or title.', 200, readRequestId(body));
}

/**
 * The error an unsuccessful answer (status ≥ 300) stands for, from its body's text: the API's
 * `error.code` and `error.message`, or `BAD_RESPONSE` when the body is not JSON or has no usable
 * `error.code`. `retryAfterMs` is the answer's `Retry-After`, when it had one.
 */
export function parseErrorBody(status: number, text: string, retryAfterMs?: number, contentType = ''): JobBoardApiError {
  let body: unknown;
  let json = true;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = undefined;
    json = false;
  }
  const requestId = readRequestId(body);
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (error === undefined || !nonEmptyString(error.code)) {
    const message = json ? `The API answered HTTP ${status} without a usable error code.` : `The API answered HTTP ${status} ${notJson(text, contentType)}, without a usable error code.`;
    return new JobBoardApiError({ status, code: 'BAD_RESPONSE', message, requestId, retryAfterMs });
  }
  const message = nonEmptyString(error.message) ? error.message : `The API answered HTTP ${status} with ${error.code}.`;
  return new JobBoardApiError({ status, code: error.code, message, requestId, retryAfterMs });
}
