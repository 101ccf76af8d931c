// A React 18 app as an integrator writes it, with the package's React components: React 18 sets no
// properties on a bare custom element and adds no listeners for its events, the components do.
// test/package/react18.node.test.ts builds it for production and reads what it shows.
import React, { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { JobBoard, JobBoardSearch, JobBoardWorkplaceFilter } from 'job-board-element/react';

/** What the handlers received, for the test to read. */
const received = (window.received = { loads: [], selects: [] });

function Careers() {
  const [loaded, setLoaded] = useState('nothing loaded');
  const [selected, setSelected] = useState('nothing selected');
  return (
    <main>
      <p id="react-version">{React.version}</p>
      <p id="loaded">{loaded}</p>
      <p id="selected">{selected}</p>
      <JobBoard
        token="jb_demo_public"
        baseUrl="/"
        routing="none"
        pageSize={7}
        workplaces={['remote']}
        strings={{ results: { one: '{count} opening', other: '{count} openings' } }}
        onJobBoardLoad={(event) => {
          received.loads.push(event.detail);
          setLoaded(`loaded page ${event.detail.page}, ${event.detail.posts.length} shown`);
        }}
        onJobBoardSelect={(event) => {
          // The app navigates itself: the board keeps its listing.
          event.preventDefault();
          received.selects.push({ id: event.detail.id, title: event.detail.post?.title, cancelable: event.cancelable });
          setSelected(`selected ${event.detail.id}`);
        }}
      >
        <JobBoardSearch label="Find a role" />
        <JobBoardWorkplaceFilter label="Where" options={['remote', 'hybrid', 'on_site']} />
      </JobBoard>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <React.StrictMode>
    <Careers />
  </React.StrictMode>,
);
