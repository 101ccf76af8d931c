/** The resources of the reference API's data set. */

export type JobStatus = 'open' | 'closed';
/** `flexible` is deliberately a value the spec never names: clients must show it, not drop it. */
export type Workplace = 'remote' | 'hybrid' | 'on_site' | 'flexible';
export type EmploymentType = 'full_time' | 'part_time' | 'contract' | 'internship' | 'temporary';

export interface Office {
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2 (REFERENCE-API.md: a field beyond the spec). */
  country_code: string;
}

/** A job post of the Job Boards API: the fields of api-spec section 2 plus our documented extras. */
export interface JobPost {
  id: string;
  title: string;
  ats_job: { status: JobStatus; workplace: Workplace; employment_type: EmploymentType };
  ats_department: { name: string };
  ats_offices: Office[];
  /** HTML. */
  description: string;
  absolute_url: string;
  created_at: string;
  updated_at: string;
}

/** A job of the Application API (`GET /v1/jobs`); the spec does not show its fields. */
export interface Job {
  id: string;
  name: string;
  status: JobStatus;
  department: string;
  offices: Office[];
  workplace: Workplace;
  employment_type: EmploymentType;
  job_post_id: string;
  created_at: string;
  updated_at: string;
}

/** A candidate of the Application API (`POST /v1/candidates/search`). */
export interface Candidate {
  id: string;
  name: string;
  email: string;
  job_id: string;
  stage: string;
  created_at: string;
}

export interface DataSet {
  /** Every job post, closed ones included, newest first. */
  posts: readonly JobPost[];
  jobs: readonly Job[];
  /** Newest first. */
  candidates: readonly Candidate[];
}
