/**
 * The Copy link button in a server render or a static page (issue 38, point 10): it works only
 * once the board has taken the page over, so before that (and for ever without JavaScript) it
 * holds its place unseen and out of reach (`visibility: hidden`: no focus, no click, not in the
 * accessibility tree), and the live board shows it in that same place: nothing moves.
 *
 * Run: node --import tsx --test test/elements/job-board/detail/share.node.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderJobBoard } from '../../../../src/ssr/index.js';
import { apiPost, startApi, TOKEN, type ApiFixture } from '../../../cli/build-fixture.js';

let api: ApiFixture;
let base: string;

before(async () => {
  api = await startApi();
  base = await api.sandbox({ posts: [apiPost('jp_1')] });
});

after(() => api.close());

describe('the Copy link button, rendered on the server', () => {
  it('is in the job page’s markup, hidden in its place till the board takes over', async () => {
    const { html } = await renderJobBoard({
      url: 'https://example.com/careers/jobs/jp_1/',
      attributes: { 'base-url': base, token: TOKEN, routing: 'path', 'base-path': '/careers/' },
    });
    const button = /<button\b[^>]*part="share-button"[^>]*>/.exec(html)?.[0];
    assert.ok(button, 'the job page has the button (so the board shows it in the same place)');
    assert.match(button, /\sstyle="visibility:\s*hidden;?"/, `the button is hidden without the script: ${button}`);
  });
});
