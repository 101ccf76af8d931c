/**
 * The configuration of a sandbox, as sent by `createSandbox()` and `updateSandbox()` of
 * test/helpers/sandbox.ts, checked field by field.
 */

import type { FaultKind, FaultRoute, FaultRule } from '../faults.js';
import { codeForStatus, ERROR_STATUS, invalidParameter } from '../http/errors.js';
import type { JsonObject } from '../http/respond.js';
import {
  objectField,
  onlyFields,
  optionalArray,
  optionalInteger,
  optionalOneOf,
} from '../http/validate.js';
import { checkPosts, MAX_POSTS } from './posts.js';

export type ListingEnvelope = 'general' | 'quickstart';
export type PostWrapping = 'data' | 'job_post' | 'bare';

export interface SandboxConfig {
  envelope?: ListingEnvelope;
  postWrapping?: PostWrapping;
  /** Raw objects that replace the job board data set, served as they are. */
  posts?: unknown[];
  latencyMs?: number;
  faults?: FaultRule[];
}

export const ENVELOPES: readonly ListingEnvelope[] = ['general', 'quickstart'];
export const POST_WRAPPINGS: readonly PostWrapping[] = ['data', 'job_post', 'bare'];
const FAULT_KINDS: readonly FaultKind[] = ['status', 'malformed-json', 'wrong-shape', 'cut', 'cut-body', 'delay', 'hang'];
const FAULT_ROUTES: readonly FaultRoute[] = ['list', 'detail', 'any'];
/** A minute: longer waits only make a test run time out. */
const MAX_DELAY_MS = 60_000;
const MAX_FAULTS = 50;

function parseFault(value: unknown, index: number): FaultRule {
  const name = `faults[${index}]`;
  const fault = objectField(name, value);
  onlyFields(`${name}.`, fault, ['route', 'kind', 'status', 'retryAfter', 'delayMs', 'times']);
  const kind = optionalOneOf(`${name}.kind`, fault['kind'], FAULT_KINDS);
  if (kind === undefined) throw invalidParameter(`${name}.kind is required; one of: ${FAULT_KINDS.join(', ')}.`);
  const status = optionalInteger(`${name}.status`, fault['status'], 400, 599);
  if (status !== undefined && codeForStatus(status) === undefined) {
    const known = [...new Set(Object.values(ERROR_STATUS))].join(', ');
    throw invalidParameter(`${name}.status ${status} has no error code; use one of: ${known}.`);
  }
  const delayMs = optionalInteger(`${name}.delayMs`, fault['delayMs'], 0, MAX_DELAY_MS);
  if (kind === 'delay' && delayMs === undefined) throw invalidParameter(`${name}.delayMs is required for kind "delay".`);
  const rule: FaultRule = { kind };
  const route = optionalOneOf(`${name}.route`, fault['route'], FAULT_ROUTES);
  const retryAfter = optionalInteger(`${name}.retryAfter`, fault['retryAfter'], 0, 86_400);
  const times = optionalInteger(`${name}.times`, fault['times'], 1, 1_000_000);
  if (route !== undefined) rule.route = route;
  if (status !== undefined) rule.status = status;
  if (retryAfter !== undefined) rule.retryAfter = retryAfter;
  if (delayMs !== undefined) rule.delayMs = delayMs;
  if (times !== undefined) rule.times = times;
  return rule;
}

export function parseSandboxConfig(body: JsonObject): SandboxConfig {
  onlyFields('', body, ['envelope', 'postWrapping', 'posts', 'latencyMs', 'faults']);
  const config: SandboxConfig = {};
  const envelope = optionalOneOf('envelope', body['envelope'], ENVELOPES);
  const postWrapping = optionalOneOf('postWrapping', body['postWrapping'], POST_WRAPPINGS);
  const posts = optionalArray('posts', body['posts'], MAX_POSTS);
  const latencyMs = optionalInteger('latencyMs', body['latencyMs'], 0, MAX_DELAY_MS);
  const faults = optionalArray('faults', body['faults'], MAX_FAULTS);
  if (envelope !== undefined) config.envelope = envelope;
  if (postWrapping !== undefined) config.postWrapping = postWrapping;
  if (posts !== undefined) {
    checkPosts(posts);
    config.posts = posts;
  }
  if (latencyMs !== undefined) config.latencyMs = latencyMs;
  if (faults !== undefined) config.faults = faults.map(parseFault);
  return config;
}
