/**
 * The posts at the head of a listing answer still arriving (src/client/leading-posts.ts): every
 * cut of real answers gives exactly the posts complete before the cut, in both envelopes; anything
 * that is not such a head gives none; and the transport's reader offers them once, only while the
 * answer is still incomplete a while (SLOW_ANSWER_MS) after its first part.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/leading-posts.node.test.ts'
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { leadingPosts, partialListing, SLOW_ANSWER_MS } from '../../src/client/leading-posts.js';
import type { JobPost } from '../../src/client/types.js';

const POSTS = [
  { id: 'jp_1', title: 'Engineer, "Platform" \\ Core', ats_offices: [{ name: 'Berlin {HQ}' }], ats_job: { workplace: 'remote' } },
  { id: 'jp_2', title: 'مهندس برمجيات', description: '<p>Brackets ] } [ { in text, and \\"quotes\\".</p>', score: -1.5e3, open: true, extra: null },
  { id: 3, title: 'Numeric id', ats_department: { name: 'Sales' }, tags: [[], {}, [1, [2]]] },
];

/** Each envelope, compact and pretty-printed, its posts' key first and last. */
const ANSWERS: Record<string, string> = {
  'data, compact': JSON.stringify({ data: POSTS, meta: { total: 3, page: 1 } }),
  'data, pretty': JSON.stringify({ data: POSTS, meta: { total: 3 } }, null, 2),
  'data after meta': JSON.stringify({ meta: { total: 3, note: 'a "data": [ key in a string' }, data: POSTS }),
  'job_posts, CRLF spaces': JSON.stringify({ job_posts: POSTS, pagination: { page: 1 } }, null, '\t').replaceAll('\n', '\r\n'),
};

describe('leadingPosts', () => {
  for (const [name, answer] of Object.entries(ANSWERS)) {
    it(`${name}: at every cut, exactly the posts whole before it`, () => {
      for (let cut = 0; cut <= answer.length; cut += 1) {
        const got = leadingPosts(answer.slice(0, cut), 100);
        assert.ok(got.length <= POSTS.length, `${cut}`);
        assert.deepEqual(got, POSTS.slice(0, got.length), `cut ${cut}`);
      }
      assert.deepEqual(leadingPosts(answer, 100), POSTS);
    });
  }

  it('a post counts once its closing brace has arrived, not before', () => {
    const answer = JSON.stringify({ data: POSTS });
    const firstEnd = answer.indexOf('}},{') + 2;
    assert.equal(leadingPosts(answer.slice(0, firstEnd - 1), 100).length, 0);
    assert.deepEqual(leadingPosts(answer.slice(0, firstEnd), 100), [POSTS[0]]);
  });

  it('reads no more than `max` posts', () => {
    assert.deepEqual(leadingPosts(JSON.stringify({ data: POSTS }), 2), POSTS.slice(0, 2));
  });

  it('a number or a literal at the end of the text may go on: an array of them counts an element only at its delimiter', () => {
    assert.deepEqual(leadingPosts('{"data":[12', 10), []);
    assert.deepEqual(leadingPosts('{"data":[12,', 10), [12]);
    assert.deepEqual(leadingPosts('{"data":[tru', 10), []);
  });

  const NOT_A_HEAD: [string, string][] = [
    ['empty', ''],
    ['an array', '[{"id":"a","title":"A"}]'],
    ['HTML', '<!doctype html><p>{"data":[{"id":"a"}]}</p>'],
    ['no posts key yet', '{"meta":{"total":3},"other":[{"id":"a"}]'],
    ['posts key holds no array', '{"data":{"id":"a"},'],
    ['garbage after a post', '{"data":[{"id":"a","title":"A"} x {"id":"b"}'],
    ['a post that is not JSON', '{"data":[{id:"a"}, {"id":"b"}]'],
    ['a key cut off', '{"da'],
  ];
  for (const [name, text] of NOT_A_HEAD) {
    it(`no posts: ${name}`, () => assert.deepEqual(leadingPosts(text, 10), []));
  }
});

describe('partialListing', () => {
  const answer = JSON.stringify({ data: [{ id: 'jp_1', title: 'One' }, { id: 'jp_2', title: 'Two' }, { id: 'jp_3', title: 'Three' }], meta: { total: 3 } });
  const cut = answer.indexOf('},{"id":"jp_3"') + 1;
  /** Past the time after which an answer still arriving counts as slow. */
  const slowTime = () => new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS + 20));
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('offers the posts whole so far, normalised, once, when the answer is still incomplete a while after its first part', async () => {
    const offered: (readonly JobPost[])[] = [];
    const read = partialListing((posts) => offered.push(posts), 20);
    read(answer.slice(0, cut), false);
    await nextTask();
    assert.equal(offered.length, 0, 'not before the answer is slow');
    await slowTime();
    assert.deepEqual(
      offered.map((posts) => posts.map((post) => [post.id, post.title])),
      [
        [
          ['jp_1', 'One'],
          ['jp_2', 'Two'],
        ],
      ],
    );
    read(answer, false);
    read(answer, true);
    await slowTime();
    assert.equal(offered.length, 1, 'once');
  });

  it('offers nothing for an answer complete soon after its first part (at once, or in parts in quick succession)', async () => {
    const offered: unknown[] = [];
    const read = partialListing((posts) => offered.push(posts), 20);
    read(answer.slice(0, cut), false);
    read(answer, true);
    const quick = partialListing((posts) => offered.push(posts), 20);
    quick(answer.slice(0, cut), false);
    await nextTask();
    quick(answer.slice(0, cut + 10), false);
    await nextTask();
    quick(answer, true);
    await slowTime();
    assert.deepEqual(offered, []);
  });

  it('waits for a usable post: none whole yet, or only unusable ones, offers nothing and keeps reading', async () => {
    const offered: (readonly JobPost[])[] = [];
    const read = partialListing((posts) => offered.push(posts), 20);
    read('{"data":[{"id":"jp_1","ti', false);
    await slowTime();
    read('{"data":[{"id":"","title":"no id"},{"id":"jp_2","title":"Two"', false);
    await slowTime();
    assert.equal(offered.length, 0);
    read('{"data":[{"id":"","title":"no id"},{"id":"jp_2","title":"Two"}', false);
    await slowTime();
    assert.deepEqual(
      offered.map((posts) => posts.map((post) => post.id)),
      [['jp_2']],
    );
  });

  it('reads no more than the page size, as the whole page does', async () => {
    const offered: (readonly JobPost[])[] = [];
    const read = partialListing((posts) => offered.push(posts), 1);
    read(answer.slice(0, cut), false);
    await slowTime();
    assert.deepEqual(
      offered.map((posts) => posts.map((post) => post.id)),
      [['jp_1']],
    );
  });

  it('a throw from onPartial is reported (thrown from a microtask, as an event listener\'s is), not swallowed, and ends the offers', async () => {
    const queued: (() => void)[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (callback) => {
      queued.push(callback);
    };
    let calls = 0;
    try {
      const read = partialListing(() => {
        calls += 1;
        throw new Error('from the site');
      }, 20);
      read(answer.slice(0, cut), false);
      await slowTime();
      read(answer.slice(0, cut + 5), false);
      await slowTime();
    } finally {
      globalThis.queueMicrotask = original;
    }
    assert.equal(calls, 1);
    assert.equal(queued.length, 1);
    assert.throws(queued[0]!, /from the site/);
  });
});
