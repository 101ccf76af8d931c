/**
 * The detail view's chunk can't be loaded (a stale CDN after a deploy, a CSP that blocks it): the
 * board tries once for the job shown, then shows the error state with Retry, and its
 * `updateComplete` resolves; Retry loads the chunk again and shows the job once it arrives.
 * The chunk's requests fail in the browser itself (the `fail-requests` test-runner command), as a
 * real network failure would. A file of its own: each test file has a page of its own, so the
 * chunk is not already here from another test.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { failedRequests as failedLoads, failRequests as failChunk } from '../../helpers/fail-requests.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { boardFixture, part, record, text, wait } from '../../helpers/board.js';

const DETAIL_CHUNK = '*/detail/detail-view*';

/** `promise`, or a rejection saying what never settled. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, wait(ms).then(() => Promise.reject(new Error(`${what} within ${ms} ms`)))]);
}

describe('<job-board> detail chunk that cannot load', function () {
  this.timeout(20000);

  afterEach(() => failChunk(null));

  it('tries once for the job, shows the error with Retry, resolves updateComplete; Retry loads again and shows the job', async () => {
    const sandbox = await createSandbox({ posts: [{ id: 'p1', title: 'Engineer', description: '<p>Build things.</p>' }] });
    const el = await boardFixture(sandbox);
    const errors = record(el, 'job-board-error');
    await failChunk(DETAIL_CHUNK);

    el.showJob('p1');
    await within(el.updateComplete, 5000, 'updateComplete never resolved');
    await waitUntil(() => part(el, 'retry-button') !== null, 'no Retry button', { timeout: 5000 }).catch(async (error: Error) => {
      // What the board shows instead, for a run that fails here.
      throw new Error(`${error.message}: status ${el.status}, ${await failedLoads()} failed loads, title shown: ${part(el, 'detail-title') !== null}`);
    });
    // Time for a loop of loads to show itself.
    await wait(300);
    expect(await failedLoads(), 'loads of the chunk for one job').to.equal(1);
    expect(el.status).to.equal('error');
    expect(text(part(el, 'status'))).to.contain(el.strings.errorNetwork);
    expect(errors.map((detail) => detail.code)).to.deep.equal(['NETWORK_ERROR']);

    // Retry while the chunk still can't load: one more try, and the error again.
    part<HTMLButtonElement>(el, 'retry-button')!.click();
    await within(el.updateComplete, 5000, 'updateComplete never resolved after Retry');
    await waitUntil(async () => (await failedLoads()) >= 2, 'Retry did not load the chunk again', { timeout: 5000 });
    await waitUntil(() => part(el, 'retry-button') !== null, 'no Retry button after a failed Retry', { timeout: 5000 });
    await wait(300);
    expect(await failedLoads(), 'loads after one Retry').to.equal(2);

    // The chunk is back (the CDN caught up): Retry shows the job.
    expect(await failChunk(null)).to.equal(2);
    part<HTMLButtonElement>(el, 'retry-button')!.click();
    await within(el.updateComplete, 5000, 'updateComplete never resolved after the last Retry');
    await waitUntil(() => part(el, 'detail-title') !== null, 'the job never showed', { timeout: 5000 });
    expect(text(part(el, 'detail-title'))).to.equal('Engineer');
    expect(el.status).to.equal('ready');
    expect(part(el, 'retry-button')).to.equal(null);
  });
});
