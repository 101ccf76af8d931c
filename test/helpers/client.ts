/**
 * Shared pieces of the client's browser tests: clients on a sandbox, the API requests a sandbox
 * saw, the rejection of a call, and a recording stand-in for `fetch`.
 */
import { expect } from '@open-wc/testing';
import { createJobBoardsClient, JobBoardApiError, type FetchFunction, type JobBoardsClient, type JobBoardsClientOptions } from '../../src/client/index.js';
import { sandboxRequests, type RecordedRequest, type Sandbox } from './sandbox.js';

export const TOKEN = 'jb_demo_public';

/** A client on `sandbox`, with short retry delays so tests stay quick. */
export function clientFor(sandbox: Sandbox, options: Partial<JobBoardsClientOptions> = {}): JobBoardsClient {
  return createJobBoardsClient({ baseUrl: sandbox.baseUrl, token: TOKEN, retryBaseDelayMs: 5, ...options });
}

/** The API requests the sandbox received (its control requests are not logged under `/v1/`). */
export async function apiRequests(sandbox: Sandbox): Promise<RecordedRequest[]> {
  return (await sandboxRequests(sandbox)).filter((request) => request.path.startsWith('/v1/'));
}

/** What `promise` rejected with; fails the test if it resolved. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to reject, but it resolved.');
}

/** The `JobBoardApiError` that `promise` rejected with. */
export async function apiErrorOf(promise: Promise<unknown>): Promise<JobBoardApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(JobBoardApiError);
  return error as JobBoardApiError;
}

export interface RecordedCall {
  url: string;
  init: RequestInit;
  at: number;
}

/** A `fetch` that answers with `answers` in turn (the last one repeating) and records every call. */
export function scriptedFetch(...answers: ((url: string) => Response | Promise<Response>)[]): { fetch: FetchFunction; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch: FetchFunction = async (url, init) => {
    calls.push({ url, init, at: performance.now() });
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    if (answer === undefined) throw new Error('scriptedFetch needs at least one answer');
    return answer(url);
  };
  return { fetch, calls };
}

/** A JSON response, as the API would send it. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export const EMPTY_LISTING = { data: [], meta: { total: 0, page: 1, limit: 20, total_pages: 0, request_id: 'req_stub' } };

/** Resolves after `ms`. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
