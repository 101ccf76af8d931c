/**
 * The public job-board answers of Greenhouse, Lever and Ashby kept in test/fixtures/ats/: the
 * example responses of ats-public-apis.md §1.7, §2.7 and §3.6 (documented and observed shape,
 * invented content), and `*-places` answers of the same shape whose places are the kinds live
 * boards hold (Match Group's Lever postings in Seoul, Paris, Tokyo and München; Greenhouse's
 * "Remote - Germany"; Ashby's country names and codes), each with the country its vendor names.
 * Read afresh on every call, so a test may change its copy.
 */
import { readFileSync } from 'node:fs';

export type AtsFixture =
  | 'greenhouse-list'
  | 'greenhouse-list-content'
  | 'greenhouse-job'
  | 'greenhouse-places'
  | 'lever-list'
  | 'lever-places'
  | 'ashby-list'
  | 'ashby-places';

/** A JSON object of a fixture, for tests that change one field of it. */
export type Json = Record<string, unknown>;

export function atsFixture<T = unknown>(name: AtsFixture): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/ats/${name}.json`, import.meta.url), 'utf8')) as T;
}
