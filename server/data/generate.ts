/**
 * The deterministic data set of the reference API: the same seed always gives the same posts,
 * jobs and candidates, so tests can rely on counts and ids. Their dates count back from a day
 * (today, by default), so the demo's jobs read "Posted 3 days ago", not "2 years ago", and the
 * same seed and day always give the same data set.
 */

import {
  CANDIDATE_STAGES,
  CAREERS_BASE_URL,
  DEPARTMENT_ROLES,
  EMPLOYMENT_TYPES,
  FIRST_NAMES,
  FIXED_POSTS,
  LAST_NAMES,
  OFFICES,
  SENIORITIES,
  WORKPLACES,
} from './catalog.js';
import { describePost } from './description.js';
import { createRandom, type Random } from './random.js';
import type { Candidate, DataSet, EmploymentType, Job, JobPost, JobStatus, Office, Workplace } from './types.js';

export const DEFAULT_SEED = 20250601;

const RANDOM_POST_COUNT = 174;
const CLOSED_POST_COUNT = 6;
const CANDIDATE_COUNT = 360;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Draft {
  title: string;
  department: string;
  offices: Office[];
  workplace: Workplace;
  employmentType: EmploymentType;
  status: JobStatus;
  createdAt: number;
  updatedAt: number;
}

function officeNamed(name: string): Office {
  const office = OFFICES.find((candidate) => candidate.name === name);
  if (!office) throw new Error(`unknown office ${name}`);
  return office;
}

/**
 * The data set's "now": the start (00:00 UTC) of the day `time` falls on. Rounded to the day, so a
 * server started at any hour of a day (and a test beside it) makes the same data set, and no date
 * in it lies ahead of a visitor's clock that day.
 */
export function dataSetDay(time: number = Date.now()): number {
  const date = new Date(time);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

function draftTimes(random: Random, now: number): { createdAt: number; updatedAt: number } {
  const createdAt = now - random.int(0, 180 * 24 * 60) * MINUTE;
  return { createdAt, updatedAt: Math.min(now, createdAt + random.int(0, 10) * DAY) };
}

function randomDraft(random: Random, now: number): Draft {
  const department = random.pick(Object.keys(DEPARTMENT_ROLES));
  const role = random.pick(DEPARTMENT_ROLES[department] ?? []);
  const employmentType = random.pick(EMPLOYMENT_TYPES);
  // An intern is never a "Principal Engineering Manager": keep titles believable.
  const title = employmentType === 'internship' ? `${department} Intern` : `${random.pick(SENIORITIES)}${role}`;
  const offices = random.chance(0.2) ? random.sample(OFFICES, 2) : [random.pick(OFFICES)];
  return {
    title,
    department,
    offices,
    workplace: random.pick(WORKPLACES),
    employmentType,
    status: 'open',
    ...draftTimes(random, now),
  };
}

function toPost(draft: Draft, index: number, random: Random): JobPost {
  const id = `jp_${index + 1}`;
  return {
    id,
    title: draft.title,
    ats_job: { status: draft.status, workplace: draft.workplace, employment_type: draft.employmentType },
    ats_department: { name: draft.department },
    ats_offices: draft.offices.map((office) => ({ ...office })),
    description: describePost(random, draft),
    absolute_url: `${CAREERS_BASE_URL}/${id}`,
    created_at: new Date(draft.createdAt).toISOString(),
    updated_at: new Date(draft.updatedAt).toISOString(),
  };
}

function toJob(post: JobPost, index: number): Job {
  return {
    id: `job_${index + 1}`,
    name: post.title,
    status: post.ats_job.status,
    department: post.ats_department.name,
    offices: post.ats_offices.map((office) => ({ ...office })),
    workplace: post.ats_job.workplace,
    employment_type: post.ats_job.employment_type,
    job_post_id: post.id,
    created_at: post.created_at,
    updated_at: post.updated_at,
  };
}

/** "Łukasz Østergaard" → "lukasz.ostergaard": e-mail local parts stay ASCII. */
function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function generateCandidates(random: Random, jobs: readonly Job[], now: number): Candidate[] {
  const drafts = Array.from({ length: CANDIDATE_COUNT }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    return {
      name: `${first} ${last}`,
      // The index keeps e-mail addresses unique even when two candidates share a name.
      email: `${emailPart(first)}.${emailPart(last)}.${index + 1}@example.net`,
      job_id: random.pick(jobs).id,
      stage: random.pick(CANDIDATE_STAGES),
      createdAt: now - random.int(0, 120 * 24 * 60) * MINUTE,
    };
  });
  drafts.sort((a, b) => b.createdAt - a.createdAt);
  return drafts.map(({ createdAt, ...rest }, index) => ({
    id: `cand_${index + 1}`,
    ...rest,
    created_at: new Date(createdAt).toISOString(),
  }));
}

/** The data set of `seed`, its dates counted back from the day `now` falls on (see dataSetDay). */
export function generateDataSet(seed: number = DEFAULT_SEED, now: number = Date.now()): DataSet {
  const day = dataSetDay(now);
  const random = createRandom(seed);
  const fixed: Draft[] = FIXED_POSTS.map((post) => ({
    title: post.title,
    department: post.department,
    offices: [officeNamed(post.office)],
    workplace: post.workplace,
    employmentType: post.employmentType,
    status: 'open',
    ...draftTimes(random, day),
  }));
  const generated = Array.from({ length: RANDOM_POST_COUNT }, () => randomDraft(random, day));
  for (const draft of random.sample(generated, CLOSED_POST_COUNT)) draft.status = 'closed';

  // Newest first, ties broken by title so the order never depends on the sort's stability.
  const drafts = [...fixed, ...generated].sort((a, b) => b.createdAt - a.createdAt || a.title.localeCompare(b.title));
  const posts = drafts.map((draft, index) => toPost(draft, index, random));
  const jobs = posts.map(toJob);
  return { posts, jobs, candidates: generateCandidates(random, jobs, day) };
}
