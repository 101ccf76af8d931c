/**
 * Shared helpers of the reference API's browser tests: real `fetch` calls to the API mounted on
 * the test page's own origin, and the checks every response must pass.
 */
import { expect } from '@open-wc/testing';

/** The demo tokens of REFERENCE-API.md, present in the default world and in every sandbox. */
export const TOKENS = {
  jobBoards: 'jb_demo_public',
  jobsRead: 'app_demo_jobs_read',
  legacy: 'app_demo_legacy',
  noScopes: 'app_demo_no_scopes',
  revoked: 'jb_demo_revoked',
  disabled: 'jb_demo_disabled',
} as const;

export const LIST_PATH = '/v1/job-boards/job-posts';

export interface Meta {
  timestamp: string;
  request_id: string;
  total?: number;
  page?: number;
  limit?: number;
  total_pages?: number;
  next_cursor?: string;
}

export interface JobPostJson {
  id: string;
  title: string;
  ats_job: { status: string; workplace: string; employment_type: string };
  ats_department: { name: string };
  ats_offices: { name: string; city: string; country_code: string }[];
  description: string;
  absolute_url: string;
  created_at: string;
  updated_at: string;
}

export interface GeneralList<T> {
  data: T[];
  meta: Meta;
}

export interface QuickstartList<T> {
  job_posts: T[];
  pagination: { page: number; total_pages: number; total_count: number };
  meta: Meta;
}

export interface ErrorBody {
  error: { code: string; message: string };
  meta: Meta;
}

export interface Answer<T> {
  /** The URL that answered: its path decides which CORS headers the answer must carry. */
  url: string;
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  /** Base URL; the test page's origin (the default world) unless a sandbox's is given. */
  base?: string;
  token?: string;
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is, for malformed bodies. */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** One request; the body must be JSON (a test of broken JSON uses fetch directly). */
export async function call<T>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${options.base ?? location.origin}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { url: response.url, status: response.status, headers: response.headers, body: parsed as T };
}

export function expectMeta(meta: Meta | undefined): void {
  expect(meta, 'meta').to.be.an('object');
  expect(meta?.request_id).to.match(/^req_[0-9a-f]+$/);
  expect(meta?.timestamp).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  expect(new Date(meta?.timestamp ?? '').toISOString()).to.equal(meta?.timestamp);
}

/** The development endpoints (sandbox control, keys, request logs): same-origin only, so no CORS. */
export function isDevEndpoint(url: string): boolean {
  const { pathname } = new URL(url, location.href);
  return pathname === '/__sandbox' || pathname.startsWith('/__sandbox/');
}

/**
 * Every response of the API is JSON, carries meta and `nosniff`, and its CORS headers: the public
 * API's (`*`) everywhere but on the development endpoints, which give none.
 */
export function expectWellFormed(answer: Answer<object>): void {
  expect(answer.headers.get('content-type')).to.equal('application/json; charset=utf-8');
  expect(answer.headers.get('access-control-allow-origin'), answer.url).to.equal(isDevEndpoint(answer.url) ? null : '*');
  expect(answer.headers.get('x-content-type-options')).to.equal('nosniff');
  expectMeta((answer.body as { meta?: Meta }).meta);
}

/** A JSON error with this status and code, whose message contains each of `words`. */
export function expectError(answer: Answer<ErrorBody>, status: number, code: string, ...words: string[]): void {
  expect(answer.status, `status of ${JSON.stringify(answer.body)}`).to.equal(status);
  expect(answer.body.error?.code).to.equal(code);
  expect(answer.body.error.message).to.be.a('string').and.not.equal('');
  for (const word of words) expect(answer.body.error.message).to.include(word);
  expectWellFormed(answer);
}

/** Lists a query's job posts page by page, the way the spec tells a client to (rule 2). */
export async function listAllPages(
  envelope: 'general' | 'quickstart',
  query: string,
  base?: string,
): Promise<{ posts: JobPostJson[]; total: number; pages: number }> {
  const posts: JobPostJson[] = [];
  let page = 1;
  let totalPages = 1;
  let total = 0;
  do {
    const path = `${LIST_PATH}?page=${page}&${query}`;
    if (envelope === 'general') {
      const { status, body } = await call<GeneralList<JobPostJson>>(path, { base, token: TOKENS.jobBoards });
      expect(status).to.equal(200);
      posts.push(...body.data);
      totalPages = body.meta.total_pages ?? 0;
      total = body.meta.total ?? 0;
    } else {
      const { status, body } = await call<QuickstartList<JobPostJson>>(path, { base, token: TOKENS.jobBoards });
      expect(status).to.equal(200);
      posts.push(...body.job_posts);
      totalPages = body.pagination.total_pages;
      total = body.pagination.total_count;
    }
    page += 1;
  } while (page <= totalPages);
  return { posts, total, pages: totalPages };
}
