/** The job board endpoints: the listing (both envelopes) and one job post (three wrappings). */

import type { JobPost } from '../data/types.js';
import { invalidParameter, notFound } from '../http/errors.js';
import { generalList, paginate, pageParams, singleParam } from '../http/params.js';
import type { JsonObject } from '../http/respond.js';
import { isObject } from '../http/validate.js';
import { foldText } from './text.js';
import type { World } from './world.js';

export const WORKPLACES_PARAM = 'filter_by[workplaces][]';
const MAX_FILTER_LENGTH = 200;

interface Filters {
  workplaces: string[];
  text: string;
}

function readFilters(params: URLSearchParams): Filters {
  const text = singleParam(params, 'filter_value') ?? '';
  if (text.length > MAX_FILTER_LENGTH) throw invalidParameter(`filter_value must be at most ${MAX_FILTER_LENGTH} characters long.`);
  return {
    workplaces: params
      .getAll(WORKPLACES_PARAM)
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value !== ''),
    text: foldText(text.trim()),
  };
}

/** Reads title and workplace of any object, so raw override posts are filtered the same way. */
function matches(post: unknown, { workplaces, text }: Filters): boolean {
  const record = isObject(post) ? post : {};
  const job = isObject(record['ats_job']) ? record['ats_job'] : {};
  const workplace = job['workplace'];
  const title = record['title'];
  if (workplaces.length > 0 && !(typeof workplace === 'string' && workplaces.includes(workplace.toLowerCase()))) return false;
  return text === '' || (typeof title === 'string' && foldText(title).includes(text));
}

/** Closed posts are not on the job board: not listed, and 404 on their own. */
function boardPosts(world: World): readonly unknown[] {
  return world.postsOverride ?? world.data.posts.filter((post: JobPost) => post.ats_job.status === 'open');
}

export function listJobPosts(world: World, params: URLSearchParams): JsonObject {
  const paging = pageParams(params);
  const filters = readFilters(params);
  const page = paginate(
    boardPosts(world).filter((post) => matches(post, filters)),
    paging,
  );
  if (world.envelope === 'quickstart') {
    return {
      job_posts: page.items,
      pagination: { page: page.page, total_pages: page.total_pages, total_count: page.total },
    };
  }
  return generalList(page);
}

export function getJobPost(world: World, id: string): JsonObject {
  const post = boardPosts(world).find((candidate) => isObject(candidate) && String(candidate['id']) === id);
  if (!isObject(post)) throw notFound(`No job post with id "${id}".`);
  switch (world.postWrapping) {
    case 'data':
      return { data: post };
    case 'job_post':
      return { job_post: post };
    case 'bare':
      return { ...post };
  }
}
