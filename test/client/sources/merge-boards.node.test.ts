/**
 * sources/merge-boards.ts: several boards in one list. Newest first, a job posted on two boards
 * once (same title, places and apply address), two alike openings of one board both kept, ids
 * made unique by their board and read back.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mergeBoards, mergedId, splitMergedId } from '../../../src/client/sources/merge-boards.js';
import type { BoardSource } from '../../../src/client/sources/source.js';
import type { JobPost } from '../../../src/client/types.js';

const GREENHOUSE: BoardSource = { vendor: 'greenhouse', name: 'acme' };
const LEVER: BoardSource = { vendor: 'lever', name: 'acme-eu' };

function post(id: string, title: string, extra: Partial<JobPost> = {}): JobPost {
  return { id, title, ...extra };
}

describe('mergeBoards', () => {
  it('gives every id its board, and names the board in `source`', () => {
    const [merged] = mergeBoards([{ source: LEVER, posts: [post('9f1c', 'Engineer')] }]);
    assert.equal(merged!.id, 'lever.acme-eu.9f1c');
    assert.equal(merged!.source, 'lever:acme-eu');
  });

  it('puts the newest first across boards, undated posts last in the boards\' order', () => {
    const merged = mergeBoards([
      { source: GREENHOUSE, posts: [post('1', 'Old', { published_at: '2026-01-01T00:00:00Z' }), post('2', 'Undated A')] },
      { source: LEVER, posts: [post('3', 'New', { created_at: '2026-06-01T00:00:00Z' }), post('4', 'Undated B'), post('5', 'Middle', { first_published_at: '2026-03-01T00:00:00Z' })] },
    ]);
    assert.deepEqual(
      merged.map((entry) => entry.title),
      ['New', 'Middle', 'Old', 'Undated A', 'Undated B'],
    );
  });

  it('keeps a job posted on two boards once, as the first board in source has it', () => {
    const shared = { ats_offices: [{ name: 'Berlin' }, { name: 'Remote' }], apply_url: 'https://jobs.example/apply/7' };
    const merged = mergeBoards([
      { source: GREENHOUSE, posts: [post('7', 'Data Engineer', shared)] },
      { source: LEVER, posts: [post('x7', ' data engineer ', { ...shared, ats_offices: [{ name: 'Remote' }, { name: 'Berlin' }] })] },
    ]);
    assert.deepEqual(merged.map((entry) => entry.id), ['greenhouse.acme.7']);
  });

  it('keeps jobs that differ in title, places or apply address, and alike openings of one board', () => {
    const base = { ats_offices: [{ name: 'Berlin' }], apply_url: 'https://jobs.example/apply/7' };
    const merged = mergeBoards([
      { source: GREENHOUSE, posts: [post('1', 'Engineer', base), post('2', 'Engineer', base)] },
      {
        source: LEVER,
        posts: [
          post('3', 'Engineer II', base),
          post('4', 'Engineer', { ...base, ats_offices: [{ name: 'Munich' }] }),
          post('5', 'Engineer', { ...base, apply_url: 'https://jobs.example/apply/8' }),
          post('6', 'Engineer', { ats_offices: base.ats_offices }),
        ],
      },
    ]);
    assert.equal(merged.length, 6);
  });

  it('keeps two posts without an apply address: nothing says they are one job', () => {
    const merged = mergeBoards([
      { source: GREENHOUSE, posts: [post('1', 'Engineer')] },
      { source: LEVER, posts: [post('1', 'Engineer')] },
    ]);
    assert.deepEqual(merged.map((entry) => entry.id), ['greenhouse.acme.1', 'lever.acme-eu.1']);
  });

  it('leaves the posts given untouched', () => {
    const original = post('1', 'Engineer');
    mergeBoards([{ source: GREENHOUSE, posts: [original] }]);
    assert.deepEqual(original, { id: '1', title: 'Engineer' });
  });
});

describe('splitMergedId', () => {
  const sources: BoardSource[] = [GREENHOUSE, { vendor: 'personio', name: 'acme' }, { vendor: 'personio', name: 'acme.com' }, LEVER];
  const cases: [string, string | undefined, string | undefined][] = [
    ['greenhouse.acme.4012345', 'greenhouse:acme', '4012345'],
    ['lever.acme-eu.9f1c-22.a', 'lever:acme-eu', '9f1c-22.a'],
    ['personio.acme.com.7', 'personio:acme.com', '7'],
    ['personio.acme.7', 'personio:acme', '7'],
    ['greenhouse.acme.', undefined, undefined],
    ['ashby.acme.1', undefined, undefined],
    ['4012345', undefined, undefined],
  ];
  for (const [id, board, own] of cases) {
    it(`${id} → ${board ?? 'no board'}`, () => {
      const found = splitMergedId(id, sources);
      assert.equal(found && `${found.source.vendor}:${found.source.name}`, board);
      assert.equal(found?.id, own);
    });
  }

  it('reads back what mergedId wrote', () => {
    for (const source of sources) assert.deepEqual(splitMergedId(mergedId(source, 'a.b'), sources), { source, id: 'a.b' });
  });
});
