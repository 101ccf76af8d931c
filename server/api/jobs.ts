/** `GET /v1/jobs` of the Application API: every job, open or closed, in the general list shape. */

import { generalList, paginate, pageParams } from '../http/params.js';
import type { JsonObject } from '../http/respond.js';
import type { World } from './world.js';

export function listJobs(world: World, params: URLSearchParams): JsonObject {
  return generalList(paginate(world.data.jobs, pageParams(params)));
}
