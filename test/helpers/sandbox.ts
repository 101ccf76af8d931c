/**
 * Test helpers for the reference API's sandboxes.
 *
 * A sandbox is an isolated copy of the reference API (its own key store, data overrides, envelope
 * and faults) reachable under `/sandbox/<id>`, so test files that run in parallel never disturb
 * one another. The reference server is mounted on the test runner's own origin.
 */

export type ListingEnvelope = 'general' | 'quickstart';
export type PostWrapping = 'data' | 'job_post' | 'bare';

export interface FaultRule {
  /**
   * Which requests the fault applies to: the job post listing, one job post, or any request. On
   * the vendor emulators (test/helpers/vendors.ts) a board request (Greenhouse's board and job
   * list, Lever's list, Ashby's board) is `list` and a single job is `detail`.
   */
  route?: 'list' | 'detail' | 'any';
  /**
   * - `status`: answer with `status` (500, 502, 503, 429 ...) and a JSON error body;
   *   `retryAfter` (seconds) adds a `Retry-After` header.
   * - `malformed-json`: 200 with a body that is not valid JSON.
   * - `wrong-shape`: 200 with valid JSON of the wrong shape (`{ "unexpected": true }`).
   * - `cut`: destroy the connection without an answer.
   * - `cut-body`: 200 with JSON headers and a `Content-Length` larger than what follows, the start
   *   of a valid listing (or, on the detail route, job post) body, then destroy the connection:
   *   `fetch` resolves, and reading the body (`text()`, `json()`) rejects.
   * - `delay`: answer normally after `delayMs`.
   * - `hang`: never answer (until the client gives up).
   */
  kind: 'status' | 'malformed-json' | 'wrong-shape' | 'cut' | 'cut-body' | 'delay' | 'hang';
  status?: number;
  retryAfter?: number;
  delayMs?: number;
  /** How many matching requests the fault applies to; omitted means every one until replaced. */
  times?: number;
}

export interface SandboxConfig {
  envelope?: ListingEnvelope;
  postWrapping?: PostWrapping;
  /** Replaces the job board data set with these raw objects, served as they are. */
  posts?: unknown[];
  /** Delay added to every response, in ms. */
  latencyMs?: number;
  faults?: FaultRule[];
}

export interface RecordedRequest {
  method: string;
  /** Path below the sandbox prefix, e.g. `/v1/job-boards/job-posts` or `/v0/postings/harborpay`. */
  path: string;
  /** The query string including `?`, or `""`. */
  search: string;
  /** Lower-cased request header names. */
  headerNames: string[];
  /** Whether an Authorization header was present (its value is never recorded). */
  authorized: boolean;
}

export interface Sandbox {
  id: string;
  /** Absolute base URL to give the client or `<job-board base-url>`. */
  baseUrl: string;
}

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${location.origin}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function createSandbox(config: SandboxConfig = {}): Promise<Sandbox> {
  const { id } = await control<{ id: string }>('POST', '', config);
  return { id, baseUrl: `${location.origin}/sandbox/${id}` };
}

/** Replaces the sandbox's configuration, e.g. to end a fault. */
export async function updateSandbox(sandbox: Sandbox, config: SandboxConfig): Promise<void> {
  await control('PUT', `/${sandbox.id}`, config);
}

export async function sandboxRequests(sandbox: Sandbox): Promise<RecordedRequest[]> {
  const { requests } = await control<{ requests: RecordedRequest[] }>('GET', `/${sandbox.id}/requests`);
  return requests;
}

export async function clearSandboxRequests(sandbox: Sandbox): Promise<void> {
  await control('DELETE', `/${sandbox.id}/requests`);
}

export type KeyType = 'job_boards' | 'application';

export interface CreatedKey {
  token: string;
  name: string;
  type: KeyType;
  /** `null` means unrestricted (a legacy key issued before scopes). */
  scopes: string[] | null;
}

export async function createKey(
  sandbox: Sandbox,
  key: { name: string; type: KeyType; scopes?: string[]; legacy?: boolean },
): Promise<CreatedKey> {
  return control<CreatedKey>('POST', `/${sandbox.id}/keys`, key);
}

export async function editKeyScopes(sandbox: Sandbox, token: string, scopes: string[]): Promise<CreatedKey> {
  return control<CreatedKey>('PATCH', `/${sandbox.id}/keys/${encodeURIComponent(token)}`, { scopes });
}

export async function revokeKey(sandbox: Sandbox, token: string): Promise<void> {
  await control('DELETE', `/${sandbox.id}/keys/${encodeURIComponent(token)}`);
}
