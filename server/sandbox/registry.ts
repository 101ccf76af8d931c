/**
 * The live sandboxes. Bounded: past the cap the least recently used one is dropped, so a long
 * test run (or a public `npm run api`) cannot grow memory without limit.
 */

import { randomBytes } from 'node:crypto';
import type { CursorCodec } from '../cursor.js';
import type { DataSet } from '../data/types.js';
import type { ListingEnvelope, SandboxConfig } from './config.js';
import { Sandbox } from './sandbox.js';

export const MAX_SANDBOXES = 500;

export class SandboxRegistry {
  /** A Map iterates in insertion order; re-inserting on use keeps the oldest-used first. */
  readonly #sandboxes = new Map<string, Sandbox>();

  constructor(
    private readonly data: DataSet,
    private readonly cursors: CursorCodec,
    private readonly defaultEnvelope: ListingEnvelope,
    private readonly capacity: number = MAX_SANDBOXES,
  ) {}

  create(config: SandboxConfig): Sandbox {
    const id = `sb_${randomBytes(8).toString('hex')}`;
    const sandbox = new Sandbox(id, this.data, this.cursors, this.defaultEnvelope, config);
    this.#sandboxes.set(id, sandbox);
    for (const oldest of this.#sandboxes.keys()) {
      if (this.#sandboxes.size <= this.capacity) break;
      this.#sandboxes.delete(oldest);
    }
    return sandbox;
  }

  get(id: string): Sandbox | undefined {
    const sandbox = this.#sandboxes.get(id);
    if (sandbox) {
      this.#sandboxes.delete(id);
      this.#sandboxes.set(id, sandbox);
    }
    return sandbox;
  }
}
