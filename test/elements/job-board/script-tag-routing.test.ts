import { expect, waitUntil } from '@open-wc/testing';
import type { JobBoard } from '../../../src/elements/job-board/job-board.js';
import { createSandbox, type Sandbox } from '../../helpers/sandbox.js';
import { TOKEN } from '../../helpers/board.js';
import { blankFrame, loadScriptTag } from '../../helpers/script-tag.js';

/**
 * `routing="path"` in the built script-tag entry (`npm test` builds it first): `job-board.js`, the
 * one entry, routes by path under `base-path`, as the npm build does.
 */

async function boardIn(sandbox: Sandbox, bundle: 'job-board.js'): Promise<{ board: JobBoard; warnings: string[]; frame: HTMLIFrameElement }> {
  const { frame, win } = await blankFrame();
  const warnings: string[] = [];
  win.console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  // As a site loads it: a module script in the page.
  await loadScriptTag(win);
  const board = win.document.createElement('job-board') as JobBoard;
  for (const [name, value] of Object.entries({ token: TOKEN, 'base-url': new URL(sandbox.baseUrl, location.href).href, routing: 'path', 'base-path': '/careers/' })) {
    board.setAttribute(name, value);
  }
  win.document.body.append(board);
  await waitUntil(() => board.status === 'ready' && board.shadowRoot?.querySelector('a.item-link') != null, `the ${bundle} board never listed`, { timeout: 8000 });
  return { board, warnings, frame };
}

function firstEntry(board: JobBoard): URL {
  return new URL(board.shadowRoot!.querySelector<HTMLAnchorElement>('a.item-link')!.href);
}

describe('routing="path" in the script-tag entry', () => {
  let sandbox: Sandbox;
  let frame: HTMLIFrameElement | undefined;
  beforeEach(async () => {
    sandbox = await createSandbox();
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
  });

  it('job-board.js routes by path under base-path, without a warning', async () => {
    const opened = await boardIn(sandbox, 'job-board.js');
    frame = opened.frame;
    expect(opened.board.routing).to.equal('path');
    expect(firstEntry(opened.board).pathname).to.match(/^\/careers\/jobs\/[^/]+\/$/);
    expect(opened.warnings.filter((text) => text.includes('routing'))).to.deep.equal([]);
  });
});
