/** One sandbox: an isolated world with its own keys, settings, faults and request log. */

import type { World } from '../api/world.js';
import type { CursorCodec } from '../cursor.js';
import type { DataSet } from '../data/types.js';
import { FaultPlan, type FaultRule, type RequestRoute } from '../faults.js';
import { KeyStore } from '../keys/key-store.js';
import type { ListingEnvelope, PostWrapping, SandboxConfig } from './config.js';
import { RequestLog } from './request-log.js';

export class Sandbox implements World {
  /** Seeded with the demo keys, so the documented tokens work in every sandbox. */
  readonly keys = new KeyStore();
  readonly log = new RequestLog();
  #config: SandboxConfig = {};
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

  /** Replaces the whole configuration; fault countdowns start again. Keys and log are kept. */
  configure(config: SandboxConfig): void {
    this.#config = config;
    this.#faults = new FaultPlan(config.faults);
  }

  takeFault(route: RequestRoute): FaultRule | undefined {
    return this.#faults.take(route);
  }
}
