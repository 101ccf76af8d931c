/**
 * Compile-time proof that the server's sandbox types and the test helper's agree: the control
 * API has two sides written separately (the server stays free of DOM code, the helper of Node
 * code), so `tsc` checks that each side's types fit the other's.
 */
import type { FaultRule, RecordedRequest, SandboxConfig } from '../../server/handler.js';
import type { KeyView } from '../../server/keys/key-store.js';
import type * as Helper from '../helpers/sandbox.js';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const contractChecks: [
  Same<FaultRule, Helper.FaultRule>,
  Same<SandboxConfig, Helper.SandboxConfig>,
  Same<RecordedRequest, Helper.RecordedRequest>,
  Same<KeyView, Helper.CreatedKey>,
] = [true, true, true, true];
