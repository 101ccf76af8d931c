/**
 * The sandbox control API under `/__sandbox`, exactly as test/helpers/sandbox.ts calls it:
 *
 * - `POST /__sandbox` (SandboxConfig) → 201 `{ id }`
 * - `PUT /__sandbox/<id>` (SandboxConfig) → 200 `{ id }`, replacing the whole configuration
 * - `GET /__sandbox/<id>/requests` → `{ requests }`; `DELETE` clears them
 * - `POST /__sandbox/<id>/keys` (`{ name, type, scopes?, legacy? }`) → 201 key
 * - `PATCH /__sandbox/<id>/keys/<token>` (`{ scopes }`) → 200 key, same token
 * - `DELETE /__sandbox/<id>/keys/<token>` → 200, the key revoked
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonObject } from '../http/body.js';
import { ApiError, invalidParameter, methodNotAllowed, notFound, servedMethod } from '../http/errors.js';
import { sendJson, sendPreflight, type CorsHeaders, type JsonObject } from '../http/respond.js';
import { KeyStoreFullError, viewKey } from '../keys/key-store.js';
import { parseSandboxConfig } from './config.js';
import { parseNewKey, parseScopeEdit } from './key-bodies.js';
import type { SandboxRegistry } from './registry.js';
import type { Sandbox } from './sandbox.js';

/** Room for a `posts` override with long HTML descriptions. */
const CONTROL_BODY_LIMIT = 1024 * 1024;

interface Answer {
  status: number;
  body: JsonObject;
}

type Action = (req: IncomingMessage) => Answer | Promise<Answer>;

const ok = (body: JsonObject): Answer => ({ status: 200, body });
const created = (body: JsonObject): Answer => ({ status: 201, body });
const readBody = (req: IncomingMessage): Promise<JsonObject> => readJsonObject(req, CONTROL_BODY_LIMIT);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidParameter(`"${segment}" is not a valid URL path segment.`);
  }
}

function keyActions(registry: SandboxRegistry, sandbox: Sandbox, token: string | undefined): Readonly<Record<string, Action>> {
  if (token === undefined) {
    return {
      POST: async (req) => {
        const newKey = parseNewKey(await readBody(req));
        try {
          return created({ ...viewKey(registry.createKey(sandbox, newKey)) });
        } catch (error) {
          if (error instanceof KeyStoreFullError) throw invalidParameter(error.message);
          throw error;
        }
      },
    };
  }
  const noKey = (): ApiError => notFound(`Sandbox ${sandbox.id} has no active key with this token.`);
  return {
    PATCH: async (req) => {
      const key = registry.editKeyScopes(sandbox, token, parseScopeEdit(await readBody(req)));
      if (!key) throw noKey();
      return ok({ ...viewKey(key) });
    },
    DELETE: () => {
      if (!sandbox.keys.revoke(token)) throw noKey();
      const key = sandbox.keys.lookup(token);
      return ok({ ...(key ? viewKey(key) : {}), revoked: true });
    },
  };
}

/** The actions at a control path (segments after `/__sandbox`), keyed by method. */
function actionsAt(registry: SandboxRegistry, segments: readonly string[]): Readonly<Record<string, Action>> {
  const [id, collection, token, ...rest] = segments;
  if (id === undefined) {
    return { POST: async (req) => created({ id: registry.create(parseSandboxConfig(await readBody(req))).id }) };
  }
  const sandbox = registry.get(id);
  if (!sandbox) throw notFound(`There is no sandbox ${id}; it may have been evicted. Create a new one.`);
  if (collection === undefined) {
    return {
      PUT: async (req) => {
        registry.configure(sandbox, parseSandboxConfig(await readBody(req)));
        return ok({ id: sandbox.id });
      },
    };
  }
  if (collection === 'requests' && token === undefined) {
    return {
      GET: () => ok({ requests: sandbox.log.list() }),
      DELETE: () => {
        sandbox.log.clear();
        return ok({ cleared: true });
      },
    };
  }
  if (collection === 'keys' && rest.length === 0) return keyActions(registry, sandbox, token);
  throw notFound(`There is no sandbox control route at /__sandbox/${segments.join('/')}.`);
}

/**
 * `path` starts with `/__sandbox`; the request was admitted by http/dev-access.ts, which chose
 * `cors` (none, unless the server allows the page's origin). Throws ApiError for every refusal.
 */
export async function serveControl(
  registry: SandboxRegistry,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  cors: CorsHeaders,
): Promise<void> {
  const segments = path.split('/').slice(2).filter((segment) => segment !== '').map(decodeSegment);
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    sendPreflight(res, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], cors);
    return;
  }
  const actions = actionsAt(registry, segments);
  const action = actions[servedMethod(method)];
  if (!action) throw methodNotAllowed(method, Object.keys(actions));
  const { status, body } = await action(req);
  sendJson(res, status, body, {}, cors);
}
