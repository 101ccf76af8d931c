/**
 * build/folder-clashes.ts: the build's last guard, should two open posts' slugs still meet (two
 * ids whose 64-bit hashes meet): one id keeps the folder, the same at every build, the others are
 * skipped and named (issue 37).
 *
 * Run: node --import tsx --test test/cli/folder-clashes.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { folderClashes, folderClashReason } from '../../src/cli/build/folder-clashes.js';
import { jobFolderName } from '../../src/cli/build/site-pages.js';

/** Folders as slugs that met would name them: `b#1` and `a#1` both `1`. */
const meeting = (id: string): string => id.slice(id.indexOf('#') + 1);

describe('folderClashes', () => {
  it('finds none among ids whose slugs are their own, even the probe’s pair and ids alike but for case', () => {
    assert.deepEqual(folderClashes(['Senior Engineer', 'Senior-Engineer~5931694aad390c3e', 'JP_1', 'jp_1', 'con', 'CON', 'A', 'a']), new Map());
    assert.deepEqual(folderClashes(['jp_1', 'jp_1']), new Map(), 'an id listed twice is one post');
  });

  it('gives a shared folder to the least id, whatever the listing’s order, and names it for the others', () => {
    assert.deepEqual(folderClashes(['b#1', 'a#1', 'c'], meeting), new Map([[0, 'a#1']]));
    assert.deepEqual(folderClashes(['a#1', 'b#1', 'c'], meeting), new Map([[1, 'a#1']]));
    // Folder names that differ only in case are one folder on macOS and Windows.
    assert.deepEqual(folderClashes(['X', 'x', 'y'], (id) => id), new Map([[1, 'X']]));
  });

  it('says which folder and which post keeps it', () => {
    assert.equal(
      folderClashReason('b#1', 'a#1', meeting),
      'its page\'s folder jobs/1/ is also post "a#1"\'s, which keeps it (their slugs meet); give one of them another id in your ATS',
    );
    assert.match(folderClashReason('x', 'X', (id) => id), /jobs\/x\/ is, where folder names ignore case, jobs\/X\/, post "X"'s/);
    assert.equal(jobFolderName('x'), 'x');
  });
});
