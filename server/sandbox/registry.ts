/**
 * The live sandboxes, bounded twice so that neither a long test run nor a public `npm run api`
 * can grow memory without limit: at most MAX_SANDBOXES of them, and all of them together within
 * one memory budget measured on what they hold (configuration, request log and keys, estimated
 * by retained-size.ts). Past either bound the least recently used sandboxes are dropped; a
 * sandbox that alone would need more than the whole budget is refused with 507.
 */

import { randomBytes } from 'node:crypto';
import type { CursorCodec } from '../cursor.js';
import type { DataSet } from '../data/types.js';
import { ApiError } from '../http/errors.js';
import { keyBytes, type ApiKey, type NewKey } from '../keys/key-store.js';
import type { ListingEnvelope, SandboxConfig } from './config.js';
import { configBytes, Sandbox, SANDBOX_BASE_BYTES } from './sandbox.js';

export const MAX_SANDBOXES = 500;
/**
 * 64 MiB for all sandboxes together: room for about 60 sandboxes each configured with a 1 MiB
 * body of posts, or for all 500 small ones, on a server whose whole heap is a few hundred MiB.
 */
export const SANDBOX_MEMORY_BUDGET = 64 * 1024 * 1024;

function mebibytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

export class SandboxRegistry {
  /** A Map iterates in insertion order; re-inserting on use keeps the oldest-used first. */
  readonly #sandboxes = new Map<string, Sandbox>();

  constructor(
    private readonly data: DataSet,
    private readonly cursors: CursorCodec,
    private readonly defaultEnvelope: ListingEnvelope,
    private readonly capacity: number = MAX_SANDBOXES,
    private readonly budget: number = SANDBOX_MEMORY_BUDGET,
  ) {}

  create(config: SandboxConfig): Sandbox {
    const bytes = configBytes(config);
    this.#refuseOverBudget(SANDBOX_BASE_BYTES + bytes, 'This sandbox configuration');
    const id = `sb_${randomBytes(8).toString('hex')}`;
    const sandbox = new Sandbox(id, this.data, this.cursors, this.defaultEnvelope, config);
    this.#sandboxes.set(id, sandbox);
    this.#fit(sandbox);
    return sandbox;
  }

  /** Replaces a sandbox's configuration, within the budget. */
  configure(sandbox: Sandbox, config: SandboxConfig): void {
    const bytes = configBytes(config);
    this.#refuseOverBudget(sandbox.retainedBytes - sandbox.configBytes + bytes, 'This sandbox configuration');
    sandbox.configure(config, bytes);
    this.#fit(sandbox);
  }

  /** Creates a key in a sandbox, within the budget. */
  createKey(sandbox: Sandbox, newKey: NewKey): ApiKey {
    this.#refuseOverBudget(sandbox.retainedBytes + keyBytes({ name: newKey.name, scopes: newKey.scopes ?? [] }), 'This sandbox with one more key');
    const key = sandbox.keys.create(newKey);
    this.#fit(sandbox);
    return key;
  }

  /** Replaces a key's scopes, within the budget; undefined when there is no active key with this token. */
  editKeyScopes(sandbox: Sandbox, token: string, scopes: readonly string[]): ApiKey | undefined {
    const key = sandbox.keys.lookup(token);
    const growth = key ? keyBytes({ name: key.name, scopes }) - keyBytes(key) : 0;
    this.#refuseOverBudget(sandbox.retainedBytes + growth, 'This sandbox with these scopes');
    const edited = sandbox.keys.editScopes(token, scopes);
    this.#fit(sandbox);
    return edited;
  }

  get(id: string): Sandbox | undefined {
    const sandbox = this.#sandboxes.get(id);
    if (sandbox) {
      this.#sandboxes.delete(id);
      this.#sandboxes.set(id, sandbox);
      // Its request log grows with every request: the budget is checked on each use too.
      this.#fit(sandbox);
    }
    return sandbox;
  }

  /** What all sandboxes hold together, estimated. */
  get retainedBytes(): number {
    let total = 0;
    for (const sandbox of this.#sandboxes.values()) total += sandbox.retainedBytes;
    return total;
  }

  get size(): number {
    return this.#sandboxes.size;
  }

  #refuseOverBudget(bytes: number, what: string): void {
    if (bytes > this.budget) {
      throw new ApiError(
        'ERR_INSUFFICIENT_STORAGE',
        `${what} would hold about ${mebibytes(bytes)}, more than the ${mebibytes(this.budget)} all sandboxes share. Send fewer or smaller posts.`,
      );
    }
  }

  /** Drops the least recently used sandboxes, never `keep`, until both bounds hold. */
  #fit(keep: Sandbox): void {
    let total = this.retainedBytes;
    for (const [id, oldest] of this.#sandboxes) {
      if (this.#sandboxes.size <= this.capacity && total <= this.budget) break;
      if (oldest === keep) continue;
      this.#sandboxes.delete(id);
      total -= oldest.retainedBytes;
    }
  }
}
