/**
 * Bearer-token authentication and the access rules of api-spec section 5, with our choices
 * where it is silent (REFERENCE-API.md): a key of the wrong type gets 403 naming a scope.
 */

import type { IncomingMessage } from 'node:http';
import { ApiError, fixedError } from '../http/errors.js';
import { requireAtMostOneAuthorization } from '../http/headers.js';
import type { ApiKey, KeyStore } from '../keys/key-store.js';

/** What an endpoint requires: a Job Boards key, or an Application API key with one scope. */
export type Access = { keyType: 'job_boards' } | { keyType: 'application'; scope: string };

/** The scope named when an Application API key calls a job board endpoint. */
export const JOB_BOARDS_SCOPE = 'job_boards:read';

function missingScope(scope: string): ApiError {
  return new ApiError('ERR_INSUFFICIENT_SCOPE', `This API key is missing the required scope: ${scope}`);
}

function bearerToken(req: IncomingMessage): string {
  requireAtMostOneAuthorization(req);
  const header = req.headers.authorization;
  if (header === undefined || header.trim() === '') {
    throw new ApiError('ERR_TOKEN_MISSING', 'No API token was supplied. Send the header "Authorization: Bearer <API_TOKEN>".');
  }
  // The scheme is case-insensitive (RFC 9110, section 11.1); anything else is not a token at all.
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) {
    throw new ApiError('ERR_TOKEN_MISSING', 'The Authorization header must have the form "Bearer <API_TOKEN>".');
  }
  return match[1];
}

/** The key a request may use for `access`, or the 401/403 ApiError that refuses it. */
export function authorize(req: IncomingMessage, keys: KeyStore, access: Access): ApiKey {
  const key = keys.lookup(bearerToken(req));
  if (!key || key.revoked) throw fixedError('ERR_INVALID_TOKEN');
  if (!key.apiAccessEnabled) throw fixedError('ERR_FEATURE_NOT_ENABLED');
  if (access.keyType === 'job_boards') {
    // Key type, not scopes, opens the job board endpoints (spec 5.3): even a legacy
    // unrestricted Application API key is refused here.
    if (key.type !== 'job_boards') throw missingScope(JOB_BOARDS_SCOPE);
    return key;
  }
  if (key.type !== 'application') throw missingScope(access.scope);
  if (key.scopes !== null && !key.scopes.includes(access.scope)) throw missingScope(access.scope);
  return key;
}
