/**
 * The script-tag build's controls' chunk is asked for by the first module (src/cdn.ts), beside the
 * board's bundle, when the page holds a control as it runs: not by the board's bundle once that has
 * arrived and run, which on a slow phone is after the listing's answer, so that the listing waited
 * for its controls. Here the board's bundle never arrives (the `fail-requests` test-runner command),
 * so only the first module can ask for the chunk. A file of its own: each test file has a page of
 * its own, and this one's board never loads (`npm test` builds dist/cdn first).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { failRequests } from '../../helpers/fail-requests.js';
import { createSandbox } from '../../helpers/sandbox.js';
import { rawPosts, TOKEN } from '../../helpers/board.js';
import { addScriptTag, blankFrame } from '../../helpers/script-tag.js';

describe('the script-tag build: the controls’ chunk asked for by the first module', function () {
  this.timeout(20000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(async () => {
    await failRequests(null);
    frame?.remove();
    frame = undefined;
  });

  it('a page that holds a control asks for their chunk beside the board’s bundle, before that has run', async () => {
    await failRequests('*/dist/cdn/board-*');
    const sandbox = await createSandbox({ posts: rawPosts(3) });
    const page = await blankFrame();
    frame = page.frame;
    const baseUrl = new URL(sandbox.baseUrl, location.href).href;
    // The control in a wrapper, as a site may write it.
    page.win.document.body.innerHTML = `<job-board token="${TOKEN}" base-url="${baseUrl}"><div><job-board-search></job-board-search></div></job-board>`;
    // The chunk's import fails in the end, since the board's bundle it imports does: then no
    // request of the page is left waiting on the failing one.
    const failedImports: string[] = [];
    page.win.addEventListener('unhandledrejection', (event) => failedImports.push(String(event.reason)));
    addScriptTag(page.win);
    const requested = () => page.win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    await waitUntil(() => failedImports.some((reason) => reason.includes('/dist/cdn/cdn-controls-')), 'the controls’ chunk was not asked for', { timeout: 5000 });
    expect(requested().filter((path) => path.startsWith('/dist/cdn/cdn-controls-'))).to.have.length(1);
    expect(page.win.customElements.get('job-board'), 'the board’s bundle ran').to.equal(undefined);
  });
});
