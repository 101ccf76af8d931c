/**
 * `job-board-element copy-cdn --out DIR` (issue 38, point 10; src/cli/copy-cdn.ts): the script-tag
 * bundle copied for self-hosting, every file byte for byte, the entry last; a clear message when
 * the bundle is missing; usage errors exit 2.
 *
 * Run: node --import tsx --test test/cli/copy-cdn.node.test.ts
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CDN_FOLDER, runCopyCdn } from '../../src/cli/copy-cdn.js';
import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

let work: string;
/** A bundle as the build writes it: the entry, chunks, maps. */
let bundle: string;
const FILES: Record<string, string> = {
  'job-board.js': 'import("./board-abc.js");\n',
  'job-board.js.map': '{"version":3}',
  'board-abc.js': 'export const board = 1;\n',
  'detail-view-def.js': 'export const detail = 1;\n',
};

function io(): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    env: {},
    stdout: async (text) => void (out += text),
    stderr: (text) => void (err += text),
    writeFile: async () => {
      throw new Error('copy-cdn copies files, it writes none');
    },
    out: () => out,
    err: () => err,
  };
}

before(() => {
  work = mkdtempSync(join(tmpdir(), 'job-board-copy-cdn-'));
  bundle = join(work, 'cdn');
  mkdirSync(bundle);
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(bundle, name), text);
});

after(() => rmSync(work, { recursive: true, force: true }));

describe('job-board-element copy-cdn', () => {
  it('copies every file of the bundle into --out (created), and says where to load it from', async () => {
    const out = join(work, 'site/assets/job-board');
    const run = io();
    assert.equal(await runCopyCdn(['--out', out], run, bundle), 0, run.err());
    assert.deepEqual(readdirSync(out).sort(), Object.keys(FILES).sort());
    for (const [name, text] of Object.entries(FILES)) assert.equal(readFileSync(join(out, name), 'utf8'), text, name);
    assert.match(run.err(), /copied 4 files .* into .*job-board; serve the folder whole and load its job-board\.js/);
  });

  it('keeps files of an earlier version in the folder, and replaces the entry', async () => {
    const out = join(work, 'again');
    mkdirSync(out);
    writeFileSync(join(out, 'board-old.js'), 'old');
    writeFileSync(join(out, 'job-board.js'), 'import("./board-old.js");');
    assert.equal(await runCopyCdn(['--out', out], io(), bundle), 0);
    assert.equal(readFileSync(join(out, 'board-old.js'), 'utf8'), 'old');
    assert.equal(readFileSync(join(out, 'job-board.js'), 'utf8'), FILES['job-board.js']);
  });

  it('a missing bundle: exit 1, naming the folder and the fix', async () => {
    const run = io();
    assert.equal(await runCopyCdn(['--out', join(work, 'x')], run, join(work, 'nothing-here')), 1);
    assert.match(run.err(), /the script-tag bundle is not at .*nothing-here.*npm run build/);
  });

  it('is a command of job-board-element: its help, and usage errors exit 2', async () => {
    const help = io();
    assert.equal(await main(['copy-cdn', '--help'], help, '0.0.0'), 0);
    assert.match(help.out(), /^Usage: job-board-element copy-cdn --out DIR/);
    const top = io();
    assert.equal(await main(['--help'], top, '0.0.0'), 0);
    assert.match(top.out(), /copy-cdn {5}copy the script-tag bundle/);
    for (const args of [['copy-cdn'], ['copy-cdn', 'dir'], ['copy-cdn', '--out']]) {
      const run = io();
      assert.equal(await main(args, run, '0.0.0'), 2, args.join(' '));
      assert.match(run.err(), /^job-board-element: /);
    }
  });

  it('reads the bundle from the package’s dist/cdn/', () => {
    assert.match(CDN_FOLDER.replace(/\\/g, '/'), /\/dist\/cdn\/$/);
    assert.equal(readFileSync(join(CDN_FOLDER, '..', '..', 'package.json'), 'utf8').includes('"name": "job-board-element"'), true);
  });
});
