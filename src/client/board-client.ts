/**
 * One way to make the client a board's settings ask for: a vendor's public board when `source`
 * names one, else the Applicant Tracking Service API with its token.
 */
import { createJobBoardsClient } from './client.js';
import { createSourceClient } from './source-client.js';
import type { BoardClient, JobBoardsClientOptions } from './types.js';

export type { BoardClient } from './types.js';

export interface BoardClientOptions extends Omit<JobBoardsClientOptions, 'baseUrl'> {
  /** The API's base address; with a source, the host that replaces the vendor's (optional). */
  baseUrl?: string;
  /** `greenhouse:<board token>`, `lever:<site>`, `recruitee:<company>`…, several separated by spaces; empty for the Applicant Tracking Service API. */
  source?: string;
  /** With a source whose list lacks descriptions (SmartRecruiters), read every job's own answer with the board (a build's need). */
  readDetails?: boolean;
}

/**
 * A source's client when `source` is set (one request for the whole board, then paged locally;
 * `getJobPost` answers from the loaded board without a request), else a `JobBoardsClient`.
 *
 * @example
 * const client = createBoardClient({ source: 'greenhouse:acme' });
 * const { posts, totalCount } = await client.listJobPosts({ page: 1, query: 'engineer' });
 */
export function createBoardClient(options: BoardClientOptions): BoardClient {
  const { source, token, baseUrl, readDetails, ...shared } = options;
  if (source?.trim()) return createSourceClient({ ...shared, source, baseUrl, readDetails });
  return createJobBoardsClient({ ...shared, token, baseUrl: baseUrl ?? '' });
}
