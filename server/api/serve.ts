/** Answers one API request in a world: routing, method, authentication, then the endpoint. */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { methodNotAllowed, notFound, servedMethod } from '../http/errors.js';
import { sendJson, sendPreflight } from '../http/respond.js';
import { authorize } from './auth.js';
import { matchRoute } from './routes.js';
import type { World } from './world.js';

const API_METHODS = ['GET', 'POST'] as const;

/**
 * `path` is below any sandbox prefix (`/v1/...`). Throws ApiError for every refusal; the caller
 * turns it into the JSON error response.
 */
export async function serveApi(world: World, req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
  const method = req.method ?? 'GET';
  const match = matchRoute(path);
  if (method === 'OPTIONS') {
    // A preflight always succeeds, even for an unknown path, so the real request's JSON 404
    // stays readable by the page.
    sendPreflight(res, match ? [match.route.method] : API_METHODS);
    return;
  }
  if (!match) throw notFound(`There is no endpoint at ${path}.`);
  const { route, id } = match;
  if (servedMethod(method) !== route.method) throw methodNotAllowed(method, [route.method]);
  authorize(req, world.keys, route.access);
  sendJson(res, 200, await route.run({ world, req, url, id }));
}
