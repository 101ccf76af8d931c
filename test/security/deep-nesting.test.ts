import { expect } from '@open-wc/testing';
import { withDeepField } from '../helpers/deep-json.js';
import { createSandbox, type Sandbox } from '../helpers/sandbox.js';
import { entryIds, errorView, loadedBoard, part, settled, text } from '../helpers/board-visitor.js';

/**
 * A post with a field nested 10,000 levels deep (issue 37: it made the server render overflow the
 * stack) in the browser board. The sandbox serves the posts; the field is added to its answers on
 * the way in, since a sandbox accepts no post nested deeper than 8 levels. The board copies no post
 * deeply (its listing is a shallow copy, its JSON-LD picks known fields), so it shows the others,
 * and fails on none.
 */
describe('a post nested 10,000 levels deep, in the browser', function () {
  this.timeout(30000);
  let sandbox: Sandbox;
  let restore: () => void;

  before(async () => {
    const post = (id: string) => ({ id, title: `Role ${id}`, ats_job: { status: 'open', workplace: 'remote', employment_type: 'full_time' }, ats_department: { name: 'Engineering' } });
    sandbox = await createSandbox({ posts: ['jp_1', 'jp_2', 'jp_3'].map(post) });
  });

  beforeEach(() => {
    const original = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await original.call(window, input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(sandbox.baseUrl) || !(answer.headers.get('content-type') ?? '').includes('json')) return answer;
      return new Response(withDeepField(await answer.text(), ['jp_2'], 10_000), { status: answer.status, headers: answer.headers });
    };
    restore = () => void (window.fetch = original);
  });
  afterEach(() => restore());

  it('the listing shows the other posts, and no error', async () => {
    const el = await loadedBoard(sandbox);
    expect(errorView(el)).to.equal(undefined);
    expect(entryIds(el)).to.include.members(['jp_1', 'jp_3']);
  });

  it('in whole-board mode too', async () => {
    const el = await loadedBoard(sandbox, { 'group-by': 'department' });
    expect(errorView(el)).to.equal(undefined);
    expect(entryIds(el)).to.include.members(['jp_1', 'jp_3']);
  });

  it("a job's detail opens beside it, and so does its own: nothing in the browser copies it deeply", async () => {
    const el = await loadedBoard(sandbox);
    for (const id of ['jp_3', 'jp_2']) {
      el.job = id;
      await settled(el);
      expect(errorView(el)).to.equal(undefined);
      expect(text(part(el, 'detail-title'))).to.equal(`Role ${id}`);
    }
  });
});
