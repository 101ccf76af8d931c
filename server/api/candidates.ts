/**
 * `POST /v1/candidates/search` of the Application API, with cursor pagination (api-spec section
 * 4, pagination rules 3-5). Body: `{ query?, job_id?, limit?, cursor? }`; `query` matches the
 * name or e-mail, case-insensitive.
 */

import { searchContext, type CursorPosition } from '../cursor.js';
import type { Candidate } from '../data/types.js';
import { ApiError, invalidParameter } from '../http/errors.js';
import { DEFAULT_LIMIT, limitValue } from '../http/params.js';
import type { JsonObject } from '../http/respond.js';
import { onlyFields, optionalString } from '../http/validate.js';
import { foldText } from './text.js';
import type { World } from './world.js';

const BODY_FIELDS = ['query', 'job_id', 'limit', 'cursor'] as const;

/** Rule 4: `cursor` and `page` never travel together, wherever each of them is sent. */
function refusePageParameters(body: JsonObject, params: URLSearchParams): void {
  const hasPage = body['page'] !== undefined || params.has('page');
  const hasCursor = (body['cursor'] !== undefined && body['cursor'] !== null) || params.has('cursor');
  if (hasPage && hasCursor) {
    throw invalidParameter('cursor and page are mutually exclusive: send cursor alone to continue a search, or neither to start one.');
  }
  if (hasPage) throw invalidParameter('page is not accepted here: this endpoint uses cursor pagination (meta.next_cursor).');
  if (params.has('cursor')) throw invalidParameter('cursor must be sent in the JSON request body, not in the query string.');
}

function readCursor(world: World, value: unknown, context: string): CursorPosition | undefined {
  // null is how many JSON clients spell "no cursor yet".
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidParameter('cursor must be a string: the meta.next_cursor of an earlier response.');
  if (value === '') throw new ApiError('ERR_INVALID_CURSOR', 'cursor is empty; omit it to start a new search.');
  return world.cursors.decode(value, context);
}

export function searchCandidates(world: World, body: JsonObject, params: URLSearchParams): JsonObject {
  refusePageParameters(body, params);
  onlyFields('', body, BODY_FIELDS);
  const query = foldText((optionalString('query', body['query'], 200) ?? '').trim());
  const jobId = optionalString('job_id', body['job_id'], 100);
  // Rule 3: the cursor is bound to the filters (and the world) of the search that made it.
  const context = searchContext([world.id, 'candidates', query, jobId ?? null]);
  const position = readCursor(world, body['cursor'], context);
  const limit = body['limit'] === undefined ? (position?.limit ?? DEFAULT_LIMIT) : limitValue(body['limit'], 'json');
  const offset = position?.offset ?? 0;

  const found = world.data.candidates.filter(
    (candidate: Candidate) =>
      (jobId === undefined || candidate.job_id === jobId) &&
      (query === '' || foldText(candidate.name).includes(query) || candidate.email.includes(query)),
  );
  const meta: JsonObject = { total: found.length, limit };
  // Rule 5: next_cursor only when more results exist.
  if (offset + limit < found.length) meta['next_cursor'] = world.cursors.encode(context, { offset: offset + limit, limit });
  return { data: found.slice(offset, offset + limit), meta };
}
