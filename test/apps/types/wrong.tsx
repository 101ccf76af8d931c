// Wrong uses of the tags: each must fail to compile (so the JSX types are not `any`). TypeScript
// never reports an unknown attribute whose name has a hyphen (as for data-*), so none is tried here.
import 'job-board-element';
import type {} from 'job-board-element/react';
import { JobBoard, JobBoardFilter, JobBoardSearch } from 'job-board-element/react';

export const wrong = (
  <>
    {/* @ts-expect-error a property of the wrong type */}
    <job-board workplaces="remote" />
    {/* @ts-expect-error a text that does not exist */}
    <job-board strings={{ applyNow: 'Go' }} />
    {/* @ts-expect-error an attribute's value of the wrong type */}
    <job-board page-size={{ rows: 10 }} />
    {/* @ts-expect-error a detail field that does not exist */}
    <job-board onjob-board-select={(event) => event.detail.identifier} />
    {/* @ts-expect-error the search's event carries a query, not workplaces */}
    <job-board-search onjob-board-search={(event) => event.detail.workplaces} />
    {/* @ts-expect-error status is read-only */}
    <job-board status="ready" />
  </>
);

// The same mistakes with job-board-element/react's components.
export const wrongComponents = (
  <>
    {/* @ts-expect-error a property of the wrong type */}
    <JobBoard workplaces="remote" />
    {/* @ts-expect-error a number property given a string */}
    <JobBoard pageSize="5" />
    {/* @ts-expect-error a text that does not exist */}
    <JobBoard strings={{ applyNow: 'Go' }} />
    {/* @ts-expect-error a detail field that does not exist */}
    <JobBoard onJobBoardSelect={(event) => event.detail.identifier} />
    {/* @ts-expect-error the search's event carries a query, not workplaces */}
    <JobBoardSearch onJobBoardSearch={(event) => event.detail.workplaces} />
    {/* @ts-expect-error the search fires no job-board-load */}
    <JobBoardSearch onJobBoardLoad={() => {}} />
    {/* @ts-expect-error a filter by something it does not know */}
    <JobBoardFilter by="salary" />
    {/* @ts-expect-error status is read-only */}
    <JobBoard status="ready" />
  </>
);
