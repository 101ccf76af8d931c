/**
 * The `JobBoardApiError` a call rejected with, for node tests (test/helpers/client.ts's
 * `apiErrorOf` is the browser tests' twin, on @open-wc/testing's `expect`).
 */
import assert from 'node:assert/strict';
import { isJobBoardApiError, type JobBoardApiError } from '../../src/client/index.js';

/** What `promise` rejected with, which must be a `JobBoardApiError`; fails the test if it resolved. */
export async function apiFailure(promise: Promise<unknown>): Promise<JobBoardApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(isJobBoardApiError(error), String(error));
    return error;
  }
  assert.fail('it should have failed');
}
