/** How deep a post's fields may nest before the server render and the build leave it out (post-nesting.ts). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_POST_NESTING, nestingProblem } from '../../src/client/post-nesting.js';

/** A value `levels` containers deep, alternating objects and arrays. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { x: value };
  return value;
}

describe('nestingProblem', () => {
  const cases: [string, Record<string, unknown>, string | undefined][] = [
    ['a post as the API sends it', { id: 'a', title: 'T', ats_offices: [{ name: 'Berlin', city: 'Berlin' }], pay: [{ min: 1, max: 2, currency: 'EUR' }] }, undefined],
    ['strings and numbers only', { id: 'a', title: 'x'.repeat(100_000), n: 3 }, undefined],
    [`a field exactly ${MAX_POST_NESTING} levels deep`, { id: 'a', custom: nested(MAX_POST_NESTING) }, undefined],
    [`one level more`, { id: 'a', custom: nested(MAX_POST_NESTING + 1) }, `its field "custom" nests deeper than ${MAX_POST_NESTING} levels`],
    ['the deep value beside wide shallow ones', { id: 'a', wide: Array.from({ length: 1000 }, () => ({ a: 1 })), deep: nested(40) }, `its field "deep" nests deeper than ${MAX_POST_NESTING} levels`],
    ['a known field nested deep inside', { id: 'a', ats_job: { status: 'open', extra: nested(40) } }, `its field "ats_job" nests deeper than ${MAX_POST_NESTING} levels`],
  ];
  for (const [name, post, problem] of cases) {
    it(name, () => assert.equal(nestingProblem(post), problem));
  }

  it("100,000 levels: found without overflowing the check's own stack", () => {
    assert.match(nestingProblem({ id: 'a', extra: nested(100_000) }) ?? '', /"extra" nests deeper/);
  });

  it('a long field name is cut in the message', () => {
    assert.equal(nestingProblem({ ['k'.repeat(1000)]: nested(40) }), `its field "${'k'.repeat(40)}…" nests deeper than ${MAX_POST_NESTING} levels`);
  });
});
