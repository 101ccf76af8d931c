/** The endpoints of the API (api-spec section 4) and what each one requires. */

import type { IncomingMessage } from 'node:http';
import type { RequestRoute } from '../faults.js';
import { readJsonObject } from '../http/body.js';
import type { JsonObject } from '../http/respond.js';
import type { Access } from './auth.js';
import { searchCandidates } from './candidates.js';
import { getJobPost, listJobPosts } from './job-posts.js';
import { listJobs } from './jobs.js';
import type { World } from './world.js';
import { vendorRequestRoute } from '../vendors/routes.js';

export interface RouteRequest {
  world: World;
  req: IncomingMessage;
  url: URL;
  /** The `{job_post_id}` of the detail route, decoded. */
  id: string;
}

export interface Route {
  method: 'GET' | 'POST';
  access: Access;
  /** The body of the 200 answer; throws ApiError for anything else. */
  run(request: RouteRequest): JsonObject | Promise<JsonObject>;
}

const JOB_BOARDS: Access = { keyType: 'job_boards' };
const LIST_PATH = '/v1/job-boards/job-posts';
const DETAIL_PATTERN = /^\/v1\/job-boards\/job-posts\/([^/]+)$/;

const LIST: Route = { method: 'GET', access: JOB_BOARDS, run: ({ world, url }) => listJobPosts(world, url.searchParams) };
const DETAIL: Route = { method: 'GET', access: JOB_BOARDS, run: ({ world, id }) => getJobPost(world, id) };
const ROUTES: Readonly<Record<string, Route>> = {
  [LIST_PATH]: LIST,
  '/v1/jobs': {
    method: 'GET',
    access: { keyType: 'application', scope: 'jobs:read' },
    run: ({ world, url }) => listJobs(world, url.searchParams),
  },
  '/v1/candidates/search': {
    method: 'POST',
    access: { keyType: 'application', scope: 'candidates:read' },
    run: async ({ world, req, url }) => searchCandidates(world, await readJsonObject(req), url.searchParams),
  },
};

function decodeId(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    // "%E0%A4%A" and the like: no post can have such an id.
    return undefined;
  }
}

/** The route at `path` (below any sandbox prefix) and its decoded id, or undefined. */
export function matchRoute(path: string): { route: Route; id: string } | undefined {
  const route = ROUTES[path];
  if (route) return { route, id: '' };
  const raw = DETAIL_PATTERN.exec(path)?.[1];
  const id = raw === undefined ? undefined : decodeId(raw);
  return id === undefined ? undefined : { route: DETAIL, id };
}

/**
 * Which fault rules (`route: list | detail`) a request falls under. A vendor emulator's board
 * request is a `list`, its single job a `detail` (vendors/routes.ts).
 */
export function requestRoute(path: string): RequestRoute {
  if (path === LIST_PATH) return 'list';
  const vendorRoute = vendorRequestRoute(path);
  if (vendorRoute !== undefined) return vendorRoute;
  return DETAIL_PATTERN.test(path) ? 'detail' : 'other';
}
