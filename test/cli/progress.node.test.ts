/**
 * The build command's progress and summary (src/cli/build/progress.ts): one line redrawn in a
 * terminal, a line per tenth at most in a log, and the summary line.
 *
 * Run: node --import tsx --test test/cli/progress.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createProgress, formatDuration, summaryText } from '../../src/cli/build/progress.js';
import { build, workFolder } from './build-fixture.js';

/** A reporter writing into an array, with a clock the test moves. */
function recorder(isTTY: boolean) {
  const out: string[] = [];
  let time = 0;
  const progress = createProgress({ stderr: (text) => out.push(text), isTTY, now: () => time });
  return { out, progress, tick: (ms: number) => (time += ms) };
}

describe('progress in a terminal', () => {
  it('redraws one line in place, then ends it with a newline', () => {
    const { out, progress, tick } = recorder(true);
    progress.start('Fetching job posts', 174);
    for (const done of [100, 174]) {
      tick(100);
      progress.update(done);
    }
    progress.end();
    assert.deepEqual(out, ['\rFetching job posts… 0/174\x1b[K', '\rFetching job posts… 100/174\x1b[K', '\rFetching job posts… 174/174\x1b[K', '\n']);
  });

  it('redraws at most every 50 ms, but always shows the last count', () => {
    const { out, progress, tick } = recorder(true);
    progress.start('Rendering pages', 1000);
    for (let done = 1; done <= 1000; done++) {
      tick(1);
      progress.update(done);
    }
    progress.end();
    assert.ok(out.length < 30, `${out.length} writes`);
    assert.equal(out.at(-2), '\rRendering pages… 1,000/1,000\x1b[K');
  });

  it('shows a count without a total until the total is known; a new step ends the last', () => {
    const { out, progress, tick } = recorder(true);
    progress.start('Fetching job posts');
    tick(100);
    progress.update(100, 174);
    progress.start('Rendering pages', 2);
    assert.deepEqual(out, ['\rFetching job posts… 0\x1b[K', '\rFetching job posts… 100/174\x1b[K', '\n', '\rRendering pages… 0/2\x1b[K']);
  });
});

describe('progress in a log', () => {
  it('writes a line per tenth at most, no \\r, and nothing twice', () => {
    const { out, progress } = recorder(false);
    progress.start('Rendering pages', 183);
    for (let done = 1; done <= 183; done++) progress.update(done);
    progress.end();
    assert.equal(out.length, 10);
    assert.ok(out.every((line) => line.endsWith('\n') && !line.includes('\r') && !line.includes('\x1b')));
    assert.equal(out[0], 'Rendering pages… 19/183\n');
    assert.equal(out.at(-1), 'Rendering pages… 183/183\n');
  });

  it('writes one line for a step that ends before a tenth, or whose total never came', () => {
    const { out, progress } = recorder(false);
    progress.start('Fetching job posts', 1000);
    progress.update(5);
    progress.start('Fetching details');
    progress.update(3);
    progress.end();
    assert.deepEqual(out, ['Fetching job posts… 5/1,000\n', 'Fetching details… 3\n']);
  });
});

describe('progress of a step that fails', () => {
  it('in a terminal: the count is taken off the line, so the error follows no "… 0"', () => {
    const { out, progress, tick } = recorder(true);
    progress.start('Reading the listing');
    tick(100);
    progress.fail();
    assert.deepEqual(out, ['\rReading the listing… 0\x1b[K', '\r\x1b[K']);
    progress.end();
    assert.equal(out.length, 2, 'nothing more once failed');
  });

  it('in a log: no count is written for it', () => {
    const { out, progress } = recorder(false);
    progress.start('Reading the listing');
    progress.fail();
    progress.end();
    assert.deepEqual(out, []);
  });

  it('the build whose listing can\'t be read says why, after no count', async () => {
    const folder = workFolder();
    try {
      const refused = async (): Promise<Response> => {
        throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }) });
      };
      const run = await build('http://127.0.0.1:9', folder, [], refused);
      assert.equal(run.status, 1);
      assert.doesNotMatch(run.stderr, /Reading the listing/, run.stderr);
      assert.match(run.stderr, /^job-board-element build: /, run.stderr);
    } finally {
      folder.remove();
    }
  });
});

describe('summary', () => {
  it('counts pages written, unchanged and removed, and the time', () => {
    assert.equal(summaryText({ written: 12, unchanged: 171, removed: 2, ms: 4134 }), 'Wrote 12 pages, 171 unchanged, 2 removed, in 4.1 s.');
    assert.equal(summaryText({ written: 1, unchanged: 0, removed: 0, ms: 80 }), 'Wrote 1 page, 0 unchanged, 0 removed, in 0.1 s.');
    assert.equal(summaryText({ written: 0, unchanged: 12_345, removed: 0, ms: 125_400 }), 'Wrote 0 pages, 12,345 unchanged, 0 removed, in 2 min 5 s.');
  });

  it("counts closed roles' pages kept and removed, when there are any", () => {
    assert.equal(summaryText({ written: 2, unchanged: 10, removed: 1, ms: 1000, closed: { kept: 3, removed: 1 } }), 'Wrote 2 pages, 10 unchanged, 1 removed, in 1.0 s. 3 closed-role pages kept, 1 removed.');
    assert.equal(summaryText({ written: 2, unchanged: 10, removed: 0, ms: 1000, closed: { kept: 1, removed: 0 } }), 'Wrote 2 pages, 10 unchanged, 0 removed, in 1.0 s. 1 closed-role page kept, 0 removed.');
    assert.equal(summaryText({ written: 2, unchanged: 10, removed: 0, ms: 1000, closed: { kept: 0, removed: 0 } }), 'Wrote 2 pages, 10 unchanged, 0 removed, in 1.0 s.');
  });

  it('is written as the last line, after ending a running step', () => {
    for (const isTTY of [true, false]) {
      const { out, progress } = recorder(isTTY);
      progress.start('Writing pages', 3);
      progress.summary({ written: 2, unchanged: 1, removed: 0, ms: 1000 });
      assert.equal(out.at(-1), 'Wrote 2 pages, 1 unchanged, 0 removed, in 1.0 s.\n');
      assert.equal(out.filter((text) => text.startsWith('Wrote')).length, 1);
    }
  });

  it('formats durations', () => {
    assert.equal(formatDuration(0), '0.0 s');
    assert.equal(formatDuration(59_940), '59.9 s');
    assert.equal(formatDuration(59_960), '1 min 0 s');
  });
});
