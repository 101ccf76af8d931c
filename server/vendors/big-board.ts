/**
 * The `bigboard` of every vendor: 1,200 open posts, generated like the data set's but with a
 * one-line description, so a client's handling of a large board (no paging on Greenhouse and
 * Ashby) is exercised while the answer stays near a megabyte, not tens of them.
 */

import { DEPARTMENT_ROLES, EMPLOYMENT_TYPES, OFFICES, WORKPLACES } from '../data/catalog.js';
import { dataSetDay } from '../data/generate.js';
import { createRandom } from '../data/random.js';
import type { JobPost } from '../data/types.js';

export const BIG_BOARD_SIZE = 1200;
/** Its own seed: the big board never shifts when the data set's generator changes. */
const BIG_BOARD_SEED = 20261126;
const MINUTE = 60_000;

let cached: readonly JobPost[] | undefined;

/** Post `n` (1-based) has id `big_<n>` and its number in its title, so every title is unique. */
export function bigBoardPosts(): readonly JobPost[] {
  if (cached) return cached;
  const random = createRandom(BIG_BOARD_SEED);
  // The data set's day (data/generate.ts): its dates count back from today, as the data set's do.
  const now = dataSetDay();
  const departments = Object.keys(DEPARTMENT_ROLES);
  cached = Array.from({ length: BIG_BOARD_SIZE }, (_, index) => {
    const n = index + 1;
    const department = random.pick(departments);
    const role = random.pick(DEPARTMENT_ROLES[department] ?? ['Generalist']);
    const office = random.pick(OFFICES);
    // Newest first, as the data set: a few hours apart.
    const created = now - n * 173 * MINUTE;
    const title = `${role} ${n}`;
    return {
      id: `big_${n}`,
      title,
      ats_job: { status: 'open', workplace: random.pick(WORKPLACES), employment_type: random.pick(EMPLOYMENT_TYPES) },
      ats_department: { name: department },
      ats_offices: [{ ...office }],
      description: `<p>Role ${n} of ${BIG_BOARD_SIZE} in ${department}, ${office.city}.</p>`,
      absolute_url: `https://careers.example.com/jobs/big_${n}`,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(Math.min(now, created + random.int(0, 48) * 60 * MINUTE)).toISOString(),
    } satisfies JobPost;
  });
  return cached;
}
