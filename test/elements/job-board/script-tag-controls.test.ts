/**
 * The script-tag build's controls (src/cdn-board.ts): `<job-board-search>` and
 * `<job-board-workplace-filter>` are a chunk of their own, loaded once the page holds one. The
 * board's views wait for its own undefined controls, as they wait for their texts, so the listing
 * never moves down when the controls arrive (nor do its loading shapes: none show meanwhile); a
 * chunk that can't load holds the listing back no longer than the board's wait (3 s), and the
 * listing then shows without them. When the first module asks for the chunk:
 * script-tag-controls-early.test.ts. The chunk's
 * requests fail in the browser itself (the `fail-requests` test-runner command). A file of its own:
 * each test file has a page of its own (`npm test` builds dist/cdn first).
 */
import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { failRequests as failChunk } from '../../helpers/fail-requests.js';
import { createSandbox, type Sandbox } from '../../helpers/sandbox.js';
import { rawPosts, TOKEN, wait } from '../../helpers/board.js';
import { blankFrame, loadScriptTag, scriptTagPage } from '../../helpers/script-tag.js';

const entries = (board: JobBoard) => board.shadowRoot?.querySelectorAll('[part~="item-title"]').length ?? 0;

function boardMarkup(sandbox: Sandbox, children: string): string {
  return `<job-board token="${TOKEN}" base-url="${new URL(sandbox.baseUrl, location.href).href}">${children}</job-board>`;
}

describe('the script-tag build: the controls in a chunk of their own', function () {
  this.timeout(20000);
  let frame: HTMLIFrameElement | undefined;
  afterEach(async () => {
    await failChunk(null);
    frame?.remove();
    frame = undefined;
  });

  it('the listing waits for the board’s controls; a chunk that can’t load holds it back 3 s at most, and it shows without them', async () => {
    await failChunk('*/dist/cdn/cdn-controls-*');
    const sandbox = await createSandbox({ posts: rawPosts(3) });
    const page = await scriptTagPage(boardMarkup(sandbox, '<job-board-search></job-board-search><job-board-workplace-filter></job-board-workplace-filter>'));
    frame = page.frame;
    // The answer is here: the views still wait for the controls.
    await waitUntil(() => page.board.status === 'ready', 'the listing never loaded', { timeout: 8000 });
    await wait(1000);
    expect(entries(page.board), 'entries shown while the controls were awaited').to.equal(0);
    // Nor the listing's shapes, which the controls would push down when they arrive.
    expect(page.board.shadowRoot!.querySelectorAll('.skeleton').length, 'skeleton rows shown while the controls were awaited').to.equal(0);
    await waitUntil(() => entries(page.board) === 3, 'the listing never showed without its controls', { timeout: 5000 });
    expect(page.win.customElements.get('job-board-search')).to.equal(undefined);
  });

  it('a board in another component’s shadow root, which the page’s observer can’t see into, loads its controls itself', async () => {
    const sandbox = await createSandbox({ posts: rawPosts(3) });
    const { frame: blank, win } = await blankFrame();
    frame = blank;
    const wrapper = win.document.createElement('div');
    win.document.body.append(wrapper);
    wrapper.attachShadow({ mode: 'open' }).innerHTML = boardMarkup(sandbox, '<job-board-search></job-board-search>');
    await loadScriptTag(win);
    const board = wrapper.shadowRoot!.querySelector('job-board') as JobBoard;
    // Before the board's wait for it (3 s) would end: then the listing would show without it.
    await waitUntil(() => win.customElements.get('job-board-search') !== undefined, 'the control was never defined', { timeout: 2500 });
    await waitUntil(() => entries(board) === 3, 'the listing never showed', { timeout: 5000 });
    expect(board.querySelector('job-board-search')!.shadowRoot).to.not.equal(null);
  });

  it('a plain board loads no control, and shows its listing at once', async () => {
    const sandbox = await createSandbox({ posts: rawPosts(3) });
    const page = await scriptTagPage(boardMarkup(sandbox, ''));
    frame = page.frame;
    await waitUntil(() => entries(page.board) === 3, 'the listing never showed', { timeout: 8000 });
    const scripts = page.win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(scripts.filter((path) => path.includes('cdn-controls'))).to.deep.equal([]);
    expect(page.win.customElements.get('job-board-search')).to.equal(undefined);
  });

  it('a control a later render adds loads the chunk, and is defined', async () => {
    const sandbox = await createSandbox({ posts: rawPosts(3) });
    const page = await scriptTagPage(boardMarkup(sandbox, ''));
    frame = page.frame;
    await waitUntil(() => entries(page.board) === 3, 'the listing never showed', { timeout: 8000 });
    page.board.append(page.win.document.createElement('job-board-search'));
    await page.win.customElements.whenDefined('job-board-search');
    expect(page.board.querySelector('job-board-search')!.shadowRoot).to.not.equal(null);
  });
});
