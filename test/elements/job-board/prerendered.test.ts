/**
 * A prerendered board whose embedded data was edited by hand (issue 20, item 13): it ends
 * readable, from its data where the data reads as an API answer would, else from the API with one
 * console warning; never a TypeError and a blank board. The board is made as a page made by
 * `job-board-element build` holds it: declarative shadow DOM and the data script.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../src/index.js';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { PRERENDERED_DATA_ATTRIBUTE } from '../../../src/elements/job-board/prerendered.js';
import { createSandbox, type Sandbox } from '../../helpers/sandbox.js';
import { container, listRequests, rawPosts, recordConsole, titles, TOKEN } from '../../helpers/board.js';

/** A prerendered `<job-board group-by="office">` on `sandbox`, its data the JSON of `data`. */
function prerenderedBoard(sandbox: Sandbox, data: unknown): JobBoard {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  container().setHTMLUnsafe(
    `<job-board token="${TOKEN}" base-url="${sandbox.baseUrl}" routing="none" group-by="office">` +
      '<template shadowrootmode="open"><p>Server markup</p></template>' +
      `<script type="application/json" ${PRERENDERED_DATA_ATTRIBUTE}>${json}</script></job-board>`,
  );
  return document.querySelector<JobBoard>('job-board')!;
}

function post(n: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: `pre${n}`, title: `Prerendered ${n}`, ...fields };
}

describe('<job-board> prerendered, with data edited by hand', function () {
  this.timeout(20000);
  let errors: unknown[] = [];
  const onError = (event: ErrorEvent | PromiseRejectionEvent): void => void errors.push('reason' in event ? event.reason : event.error);
  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onError);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onError);
  });

  it('shows posts whose offices are no array, and nested junk, from its data: no request, no error, no warning', async () => {
    const warnings = recordConsole('warn');
    const sandbox = await createSandbox({ posts: rawPosts(3) });
    const junk = [
      post(1, { ats_offices: 'Berlin' }),
      post(2, { ats_offices: [null, 'Paris', [[{}]], { name: 'HQ', city: { city: 'x' } }], ats_department: [['Design']], ats_job: 'remote' }),
    ];
    const el = prerenderedBoard(sandbox, { listing: { posts: junk, totalCount: 2 } });
    await waitUntil(() => titles(el).length === 2, 'the prerendered posts');
    expect(titles(el)).to.have.members(['Prerendered 1', 'Prerendered 2']);
    expect(await listRequests(sandbox)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    expect(warnings.calls).to.deep.equal([]);
  });

  const refused: [string, unknown][] = [
    ['posts that are no array', { listing: { posts: { 0: post(1) }, totalCount: 1 } }],
    ['100,000 posts', { listing: { posts: Array.from({ length: 100_000 }, (_, index) => post(index)), totalCount: 100_000 } }],
    ['a post without an id', { listing: { posts: [post(1), { title: 'No id' }], totalCount: 2 } }],
    ['a post without a title', { listing: { posts: [post(1), { id: 'pre2', title: { nested: ['junk'] } }], totalCount: 2 } }],
  ];
  for (const [what, data] of refused) {
    it(`loads from the API, with one warning, when its data has ${what}`, async () => {
      const warnings = recordConsole('warn');
      const sandbox = await createSandbox({ posts: rawPosts(3) });
      const el = prerenderedBoard(sandbox, data);
      await waitUntil(() => titles(el).length === 3, 'the API’s posts');
      expect(titles(el)).to.have.members(['Test Position 1', 'Test Position 2', 'Test Position 3']);
      expect(warnings.calls.filter((call) => call.includes('prerendered'))).to.have.length(1);
      expect(errors).to.deep.equal([]);
    });
  }
});
