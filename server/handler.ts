/**
 * The reference Applicant Tracking Service API (docs: /work/shared/design/api-spec.md, our
 * choices: REFERENCE-API.md), as one Connect-style middleware shared by the Vite dev server, the
 * test runner and `npm run api`.
 *
 * It serves several worlds. A world is a key store, a data set and a few settings:
 *
 * - `/v1/...` is the default world: the demo tokens, the generated data set, and the listing
 *   envelope given to `createApiHandler()`.
 * - `/sandbox/<id>/v1/...` is a sandbox: an isolated world with its own key store (seeded with
 *   the demo tokens), envelope, single-post wrapping, posts override, latency, faults and request
 *   log, so test files running in parallel never disturb one another.
 * - `/v1/boards/...`, `/v0/postings/...` and `/posting-api/...` are the emulated public job-board
 *   APIs of Greenhouse, Lever and Ashby (vendors/), in their own shapes, with their own 404s and
 *   CORS; under `/sandbox/<id>/...` as well, with the sandbox's latency, faults and request log.
 * - `/__sandbox/...` is the control API that creates and configures sandboxes and their keys
 *   (see sandbox/control.ts and test/helpers/sandbox.ts). It is a development endpoint: only
 *   same-origin requests to a loopback `Host` get through (http/dev-access.ts), and its answers
 *   carry no CORS headers for other origins.
 *
 * Any other path goes to `next()` when there is one, else gets a JSON 404. Every answer but the
 * vendor emulators' is JSON with `meta.timestamp` and `meta.request_id`; every one carries its
 * CORS headers and `nosniff`; no input, however malformed, makes the handler throw or stop
 * serving. What Node answers before a handler runs is brought under the same rules by
 * http/node-server.ts (`npm run api`).
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveApi } from './api/serve.js';
import type { World } from './api/world.js';
import { CursorCodec } from './cursor.js';
import { generateDataSet } from './data/generate.js';
import type { DataSet } from './data/types.js';
import { createDevGate, type DevAccess } from './http/dev-access.js';
import { ApiError, fixedError, invalidParameter, notFound } from './http/errors.js';
import { requireOneHost } from './http/headers.js';
import { isWritable, NO_CORS, PUBLIC_CORS, sendError, sendPreflight, type CorsHeaders } from './http/respond.js';
import { KeyStore } from './keys/key-store.js';
import type { ListingEnvelope } from './sandbox/config.js';
import { serveControl } from './sandbox/control.js';
import { MAX_SANDBOXES, SandboxRegistry } from './sandbox/registry.js';
import { serveSandbox } from './sandbox/serve.js';
import { matchVendorPath, VENDOR_PREFIXES } from './vendors/routes.js';
import { serveVendor } from './vendors/serve.js';

export type { ListingEnvelope, PostWrapping, SandboxConfig } from './sandbox/config.js';
export type { FaultRule } from './faults.js';
export type { RecordedRequest } from './sandbox/request-log.js';
export type { DevAccess } from './http/dev-access.js';
export { DEMO_KEYS } from './keys/key-store.js';
export { MAX_SANDBOXES, SANDBOX_MEMORY_BUDGET } from './sandbox/registry.js';

export type ApiMiddleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export interface ApiHandlerOptions {
  /** The job post listing's shape in the default world and in sandboxes that name none. */
  envelope?: ListingEnvelope;
  /** Bytes all sandboxes may hold together (SANDBOX_MEMORY_BUDGET, 64 MiB); tests lower it. */
  sandboxMemoryBudget?: number;
  /**
   * Who may use the development endpoints (`/__sandbox`) besides same-origin pages and clients
   * without `Origin` on a loopback `Host`: more host names, and pages on other origins.
   */
  devAccess?: DevAccess;
}

const SANDBOX_PATH = /^\/sandbox\/([^/]+)(\/.*)?$/;

/** The data set is deterministic and read-only: one copy serves every handler and world. */
let sharedData: DataSet | undefined;

/**
 * The request target as a URL on a placeholder origin. Only the origin form (`/path?query`) is
 * served: an absolute form (`GET http://evil.example/v1/...`) is a proxy request, and we are
 * no proxy (RFC 9112, section 3.2.2), so it is refused rather than answered as if it were ours.
 */
function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  if (!target.startsWith('/')) {
    throw invalidParameter('The request target must be a path such as /v1/job-boards/job-posts, not an absolute URL.');
  }
  try {
    // Prefixing rather than resolving keeps "//x" a path instead of a host name.
    return new URL(`http://localhost${target}`);
  } catch {
    throw invalidParameter('The request target is not a valid URL.');
  }
}

/**
 * The control API is the only development endpoint. Sandbox worlds (`/sandbox/<id>/v1/...`) are
 * the public API and keep its CORS: their ids are unguessable, and only the control API hands
 * them out.
 */
function isDevPath(path: string): boolean {
  return path === '/__sandbox' || path.startsWith('/__sandbox/');
}

function isOwnPath(path: string): boolean {
  return (
    path === '/v1' ||
    path.startsWith('/v1/') ||
    VENDOR_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
    isDevPath(path) ||
    SANDBOX_PATH.test(path)
  );
}

function fail(res: ServerResponse, error: unknown, cors: CorsHeaders = PUBLIC_CORS): void {
  // The client went away (an abort, a timeout, a cut fault): no one is left to tell.
  if (!isWritable(res)) return;
  if (error instanceof ApiError) {
    sendError(res, error, cors);
    return;
  }
  // A bug of ours: log it for whoever runs the server, answer 500, keep serving.
  console.error('[reference-api] unexpected error', error);
  sendError(res, fixedError('ERR_INTERNAL'), cors);
}

export function createApiHandler(options: ApiHandlerOptions = {}): ApiMiddleware {
  const envelope = options.envelope ?? 'general';
  sharedData ??= generateDataSet();
  const data = sharedData;
  const cursors = new CursorCodec();
  const registry = new SandboxRegistry(data, cursors, envelope, MAX_SANDBOXES, options.sandboxMemoryBudget);
  const admitDev = createDevGate(options.devAccess);
  const defaultWorld: World = {
    id: 'default',
    keys: new KeyStore(),
    data,
    cursors,
    envelope,
    postWrapping: 'data',
    postsOverride: undefined,
  };

  async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    const sandboxMatch = SANDBOX_PATH.exec(path);
    if (sandboxMatch) {
      const sandbox = registry.get(sandboxMatch[1] ?? '');
      if (sandbox) {
        await serveSandbox(sandbox, req, res, sandboxMatch[2] ?? '/', url);
      } else if (req.method === 'OPTIONS') {
        sendPreflight(res, ['GET', 'POST']);
      } else {
        throw notFound(`There is no sandbox ${sandboxMatch[1] ?? ''}; it may have been evicted. Create a new one.`);
      }
      return;
    }
    const vendorRequest = matchVendorPath(path);
    if (vendorRequest) serveVendor(vendorRequest, req, res, url, data);
    else await serveApi(defaultWorld, req, res, path, url);
  }

  return (req, res, next) => {
    let url: URL;
    try {
      requireOneHost(req);
      url = requestUrl(req);
    } catch (error) {
      fail(res, error);
      return;
    }
    if (!isOwnPath(url.pathname)) {
      if (next) next();
      else fail(res, notFound(`There is nothing at ${url.pathname}.`));
      return;
    }
    if (isDevPath(url.pathname)) {
      let cors: CorsHeaders;
      try {
        cors = admitDev(req);
      } catch (error) {
        // Its body is never read: let Node discard it, so the connection can carry the answer.
        req.resume();
        // Refused without CORS headers, so the page that asked cannot even read why.
        fail(res, error, NO_CORS);
        return;
      }
      serveControl(registry, req, res, url.pathname, cors).catch((error: unknown) => fail(res, error, cors));
      return;
    }
    dispatch(req, res, url).catch((error: unknown) => fail(res, error));
  };
}
