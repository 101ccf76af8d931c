/** The bodies of the key control routes: a new key, and a scope edit. */

import { invalidParameter } from '../http/errors.js';
import type { JsonObject } from '../http/respond.js';
import { onlyFields, optionalArray, optionalBoolean, optionalOneOf, optionalString } from '../http/validate.js';
import type { KeyType, NewKey } from '../keys/key-store.js';

const KEY_TYPES: readonly KeyType[] = ['job_boards', 'application'];
/** `resource:action`, as api-spec section 5.4 describes scope names. */
const SCOPE_PATTERN = /^[a-z][a-z_]*:[a-z][a-z_]*$/;
const MAX_SCOPES = 50;

function scopeList(value: unknown): string[] | undefined {
  const scopes = optionalArray('scopes', value, MAX_SCOPES);
  return scopes?.map((scope, index) => {
    if (typeof scope !== 'string' || !SCOPE_PATTERN.test(scope)) {
      throw invalidParameter(`scopes[${index}] must be a scope name of the form resource:action, such as jobs:read.`);
    }
    return scope;
  });
}

export function parseNewKey(body: JsonObject): NewKey {
  onlyFields('', body, ['name', 'type', 'scopes', 'legacy']);
  const name = optionalString('name', body['name'], 200)?.trim();
  if (!name) throw invalidParameter('name is required: a non-empty string.');
  const type = optionalOneOf('type', body['type'], KEY_TYPES);
  if (type === undefined) throw invalidParameter(`type is required; one of: ${KEY_TYPES.join(', ')}.`);
  const scopes = scopeList(body['scopes']);
  const legacy = optionalBoolean('legacy', body['legacy']) ?? false;
  // A legacy key is by definition one without scopes (spec 5.6).
  if (legacy && scopes !== undefined) throw invalidParameter('legacy and scopes are mutually exclusive: a legacy key has no scopes.');
  const key: NewKey = { name, type, legacy };
  if (scopes !== undefined) key.scopes = scopes;
  return key;
}

export function parseScopeEdit(body: JsonObject): string[] {
  onlyFields('', body, ['scopes']);
  const scopes = scopeList(body['scopes']);
  if (scopes === undefined) throw invalidParameter('scopes is required: an array of scope names (it may be empty).');
  return scopes;
}
