/** One sandbox: an isolated world with its own keys, settings, faults and request log. */

import type { World } from '../api/world.js';
import type { CursorCodec } from '../cursor.js';
import type { DataSet } from '../data/types.js';
import { FaultPlan, type FaultRule, type RequestRoute } from '../faults.js';
import { KeyStore } from '../keys/key-store.js';
import type { ListingEnvelope, PostWrapping, SandboxConfig } from './config.js';
import { RequestLog } from './request-log.js';
import { retainedBytes } from './retained-size.js';

/**
 * What a sandbox holds besides its configuration, log and keys (the objects themselves, the fault
 * plan, the demo keys' map entries): a few KiB, rounded up.
 */
export const SANDBOX_BASE_BYTES = 8 * 1024;

/** The estimated heap a configuration keeps alive once parsed: its posts, mostly. */
export function configBytes(config: SandboxConfig): number {
  return retainedBytes(config);
}

export class Sandbox implements World {
  /** Seeded with the demo keys, so the documented tokens work in every sandbox. */
  readonly keys = new KeyStore();
  readonly log = new RequestLog();
  #config: SandboxConfig = {};
  #configBytes = 0;
  #faults = new FaultPlan();

  constructor(
    readonly id: string,
    readonly data: DataSet,
    readonly cursors: CursorCodec,
    /** The server's envelope, used unless the sandbox names its own. */
    private readonly defaultEnvelope: ListingEnvelope,
    config: SandboxConfig,
  ) {
    this.configure(config);
  }

  get envelope(): ListingEnvelope {
    return this.#config.envelope ?? this.defaultEnvelope;
  }

  get postWrapping(): PostWrapping {
    return this.#config.postWrapping ?? 'data';
  }

  get postsOverride(): readonly unknown[] | undefined {
    return this.#config.posts;
  }

  get latencyMs(): number {
    return this.#config.latencyMs ?? 0;
  }

  get configBytes(): number {
    return this.#configBytes;
  }

  /** Its share of the sandboxes' memory budget: everything it holds, estimated. */
  get retainedBytes(): number {
    return SANDBOX_BASE_BYTES + this.#configBytes + this.log.retainedBytes + this.keys.retainedBytes;
  }

  /**
   * Replaces the whole configuration; fault countdowns start again. Keys and log are kept.
   * `bytes` is the configuration's configBytes(), when the caller has it already.
   */
  configure(config: SandboxConfig, bytes: number = configBytes(config)): void {
    this.#config = config;
    this.#configBytes = bytes;
    this.#faults = new FaultPlan(config.faults);
  }

  takeFault(route: RequestRoute): FaultRule | undefined {
    return this.#faults.take(route);
  }
}
