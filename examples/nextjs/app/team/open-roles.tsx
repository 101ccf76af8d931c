'use client';
import { JobBoard, JobBoardSearch, JobBoardWorkplaceFilter } from 'job-board-element/react';

/**
 * A board rendered by React, beside the server-rendered career pages: the components set
 * `workplaces` (an array) as a property and listen to the board's events once in the browser,
 * where the bare tags' array props and `on…` listeners are lost after a server render.
 */
export function OpenRoles({ baseUrl, token }: { baseUrl: string; token: string }) {
  return (
    <JobBoard baseUrl={baseUrl} token={token} pageSize={5} workplaces={['remote', 'hybrid']} onJobBoardSelect={(event) => console.info('job opened', event.detail.id)}>
      <JobBoardSearch />
      <JobBoardWorkplaceFilter />
    </JobBoard>
  );
}
