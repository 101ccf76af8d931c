/**
 * API keys (api-spec section 5): created with a name, a type and scopes; scopes can be edited
 * without changing the token; a revoked key stops working on the very next request.
 */

import { randomBytes } from 'node:crypto';

export type KeyType = 'job_boards' | 'application';

export interface ApiKey {
  readonly token: string;
  readonly name: string;
  readonly type: KeyType;
  /** `null`: unrestricted, a legacy key issued before scopes existed (spec 5.6). */
  readonly scopes: readonly string[] | null;
  readonly revoked: boolean;
  /** False for an account whose API access is not enabled (403 ERR_FEATURE_NOT_ENABLED). */
  readonly apiAccessEnabled: boolean;
}

/** What the control API shows of a key. */
export interface KeyView {
  token: string;
  name: string;
  type: KeyType;
  scopes: string[] | null;
}

export interface NewKey {
  name: string;
  type: KeyType;
  scopes?: readonly string[];
  /** Issued "before scopes": unrestricted until its scopes are edited. */
  legacy?: boolean;
}

const TOKEN_PREFIX: Readonly<Record<KeyType, string>> = { job_boards: 'jb_', application: 'app_' };

/** The fixed demo tokens of REFERENCE-API.md, documented in the README. */
export const DEMO_KEYS: readonly ApiKey[] = [
  { token: 'jb_demo_public', name: 'Demo career site', type: 'job_boards', scopes: [], revoked: false, apiAccessEnabled: true },
  { token: 'app_demo_jobs_read', name: 'Demo jobs reader', type: 'application', scopes: ['jobs:read'], revoked: false, apiAccessEnabled: true },
  { token: 'app_demo_legacy', name: 'Demo legacy integration', type: 'application', scopes: null, revoked: false, apiAccessEnabled: true },
  { token: 'app_demo_no_scopes', name: 'Demo key without scopes', type: 'application', scopes: [], revoked: false, apiAccessEnabled: true },
  { token: 'jb_demo_revoked', name: 'Demo revoked key', type: 'job_boards', scopes: [], revoked: true, apiAccessEnabled: true },
  { token: 'jb_demo_disabled', name: 'Demo account without API access', type: 'job_boards', scopes: [], revoked: false, apiAccessEnabled: false },
];

/** Past this many keys a store refuses new ones, so a loop in a test cannot eat the memory. */
export const MAX_KEYS = 1000;

export class KeyStoreFullError extends Error {
  constructor() {
    super(`A key store holds at most ${MAX_KEYS} keys.`);
    this.name = 'KeyStoreFullError';
  }
}

export function viewKey(key: ApiKey): KeyView {
  return { token: key.token, name: key.name, type: key.type, scopes: key.scopes === null ? null : [...key.scopes] };
}

/** Rough heap of one key: its fields, scopes and name (see sandbox/retained-size.ts for the figures). */
export function keyBytes(key: Pick<ApiKey, 'name' | 'scopes'>): number {
  const scopes = key.scopes ?? [];
  return 512 + 2 * key.name.length + scopes.reduce((sum, scope) => sum + 80 + 2 * scope.length, 0);
}

export class KeyStore {
  readonly #keys = new Map<string, ApiKey>();
  #bytes = 0;

  constructor(keys: readonly ApiKey[] = DEMO_KEYS) {
    for (const key of keys) this.#put(key);
  }

  /** The keys' estimated heap, so a sandbox's keys count against the sandboxes' memory budget. */
  get retainedBytes(): number {
    return this.#bytes;
  }

  #put(key: ApiKey): void {
    const previous = this.#keys.get(key.token);
    if (previous) this.#bytes -= keyBytes(previous);
    this.#keys.set(key.token, key);
    this.#bytes += keyBytes(key);
  }

  create({ name, type, scopes = [], legacy = false }: NewKey): ApiKey {
    if (this.#keys.size >= MAX_KEYS) throw new KeyStoreFullError();
    const key: ApiKey = {
      token: `${TOKEN_PREFIX[type]}${randomBytes(16).toString('hex')}`,
      name,
      type,
      scopes: legacy ? null : [...new Set(scopes)],
      revoked: false,
      apiAccessEnabled: true,
    };
    this.#put(key);
    return key;
  }

  /** The key, revoked or not, or undefined when no key ever had this token. */
  lookup(token: string): ApiKey | undefined {
    return this.#keys.get(token);
  }

  /**
   * Replaces the scopes and keeps the token (spec 5.5); a legacy key becomes restricted (5.6).
   * Undefined when there is no active key with this token.
   */
  editScopes(token: string, scopes: readonly string[]): ApiKey | undefined {
    const key = this.#keys.get(token);
    if (!key || key.revoked) return undefined;
    const edited: ApiKey = { ...key, scopes: [...new Set(scopes)] };
    this.#put(edited);
    return edited;
  }

  /** Revokes at once (spec 5.7). False when no key has this token; revoking twice is harmless. */
  revoke(token: string): boolean {
    const key = this.#keys.get(token);
    if (!key) return false;
    this.#put({ ...key, revoked: true });
    return true;
  }
}
