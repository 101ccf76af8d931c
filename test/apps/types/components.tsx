// job-board-element/react's components as an app uses them (React 18 or 19): must compile under strict.
import { useRef } from 'react';
import { JobBoard, JobBoardFilter, JobBoardSearch, JobBoardWorkplaceFilter } from 'job-board-element/react';
import type { JobBoard as JobBoardElement, JobBoardChangeDetail } from 'job-board-element';

export function Careers({ onState }: { onState: (state: JobBoardChangeDetail) => void }) {
  const board = useRef<JobBoardElement>(null);
  return (
    <JobBoard
      ref={board}
      className="careers"
      token="jb_demo_public"
      baseUrl="https://api.example.com"
      pageSize={10}
      workplaces={['remote']}
      strings={{ results: { one: '{count} role', other: '{count} roles' } }}
      routing="hash"
      onJobBoardLoad={(event) => console.log(event.detail.totalCount, event.detail.posts[0]?.title)}
      onJobBoardSelect={(event) => {
        event.preventDefault();
        console.log(event.detail.id, event.detail.post?.title);
      }}
      onJobBoardChange={(event) => onState(event.detail)}
      onJobBoardError={(event) => console.error(event.detail.code, event.detail.status)}
      onJobBoardApply={(event) => console.log(event.detail.url)}
    >
      <JobBoardSearch label="Search roles" debounce={200} onJobBoardSearch={(event) => console.log(event.detail.query)} />
      <JobBoardWorkplaceFilter options={['remote', 'hybrid']} onJobBoardWorkplaces={(event) => console.log(event.detail.workplaces.join())} />
      <JobBoardFilter by="department" onJobBoardFilter={(event) => console.log(event.detail.by, event.detail.value)} />
      <p slot="empty">No roles right now.</p>
    </JobBoard>
  );
}
