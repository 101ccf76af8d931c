/**
 * The server render's turns (src/ssr/render-turn.ts): a render that awaits inside its turn is never
 * interleaved with another's, and a failed one does not stop the next.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inRenderTurn } from '../../src/ssr/render-turn.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inRenderTurn', () => {
  it('runs tasks one after another, in the order asked, even across awaits', async () => {
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      await tick();
      log.push(`${name} end`);
      return name;
    };
    assert.deepEqual(await Promise.all([inRenderTurn(task('a')), inRenderTurn(task('b')), inRenderTurn(task('c'))]), ['a', 'b', 'c']);
    assert.deepEqual(log, ['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('a task that fails rejects its own caller only; the next runs', async () => {
    const failed = inRenderTurn(async () => {
      await tick();
      throw new Error('render failed');
    });
    const next = inRenderTurn(async () => 'next');
    await assert.rejects(failed, /render failed/);
    assert.equal(await next, 'next');
  });
});
