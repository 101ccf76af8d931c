/**
 * routing/slug.ts: a job id as one path segment every host serves alike (issue 30).
 *
 * Run: node --import tsx --test test/routing/slug.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { idForSlug, isHashedSlug, jobSlug, MAX_SLUG_LENGTH } from '../../src/routing/slug.js';

const SAFE = /^[A-Za-z0-9._~-]+$/;
const ODD_IDS = ['a b', 'über', 'x:y', '100%', 'a/b', 'a%2Fb', 'a+b', 'x'.repeat(300), '職'.repeat(40), '.', '..', 'a\uD800b', 'a?b#c', '.hidden'];

describe('jobSlug', () => {
  it('leaves a safe, short id as it is (every link made before slugs stays the same)', () => {
    for (const id of ['jp_12', 'a-b', 'A.b~c', '0', 'x'.repeat(100), '...']) assert.equal(jobSlug(id), id);
  });

  it('gives any other id its readable part, `~` and 16 hex digits', () => {
    assert.match(jobSlug('Senior Engineer, München'), /^Senior-Engineer-Munchen~[0-9a-f]{16}$/);
    assert.match(jobSlug('a b'), /^a-b~[0-9a-f]{16}$/);
    assert.match(jobSlug('x'.repeat(101)), /^x{83}~[0-9a-f]{16}$/);
    // Nothing readable: all CJK, a dot segment.
    assert.match(jobSlug('職'.repeat(40)), /^job~[0-9a-f]{16}$/);
    assert.match(jobSlug('.'), /^job~[0-9a-f]{16}$/);
    assert.match(jobSlug('..'), /^job~[0-9a-f]{16}$/);
    // A leading dot would make a hidden folder.
    assert.equal(jobSlug('.hidden'), '.hidden');
    assert.match(jobSlug('.hidden job'), /^hidden-job~/);
  });

  it('uses only [A-Za-z0-9._~-], at most 100 bytes, never a dot segment', () => {
    const check = (id: string) => {
      const slug = jobSlug(id);
      assert.match(slug, SAFE, JSON.stringify(id));
      assert.ok(Buffer.byteLength(slug) <= MAX_SLUG_LENGTH, JSON.stringify(id));
      assert.ok(slug !== '.' && slug !== '..');
    };
    ODD_IDS.forEach(check);
    fc.assert(fc.property(fc.string({ maxLength: 400, unit: 'binary' }), (id) => check(id)), { numRuns: 2000 });
  });

  it('is stable: the same slug for the same id, in any run and engine (pinned values)', () => {
    assert.equal(jobSlug('a b'), jobSlug('a b'));
    assert.equal(jobSlug('a b'), 'a-b~10a3f9f2270616e0');
    assert.equal(jobSlug('職'.repeat(40)), 'job~15fc7f4d3aec6a94');
  });

  it('keeps ids apart: those that read alike, and thousands of random ones', () => {
    const alike = ['a b', 'a/b', 'a%2Fb', 'a+b', 'a:b', 'a  b', 'a-b ', 'a\u00a0b', 'á b', 'x'.repeat(300), 'x'.repeat(301), `${'x'.repeat(299)}y`];
    assert.equal(new Set(alike.map(jobSlug)).size, alike.length);
    const ids = new Set<string>();
    for (let index = 0; index < 20000; index += 1) ids.add(`${index % 7 === 0 ? 'job ' : 'Rôle '}${index}`);
    assert.equal(new Set([...ids].map(jobSlug)).size, ids.size);
  });

  it('a safe id is never taken for a hashed slug unless it has that shape', () => {
    assert.equal(isHashedSlug('jp_12'), false);
    assert.equal(isHashedSlug(jobSlug('a b')), true);
  });
});

describe('idForSlug', () => {
  it('maps a slug back to its id among the posts', () => {
    const ids = ['jp_1', 'a b', 'a/b', '職'.repeat(40)];
    for (const id of ids) assert.equal(idForSlug(jobSlug(id), ids), id);
    assert.equal(idForSlug('nope~0000000000000000', ids), undefined);
  });

  it('an id equal to the slug wins (an id is its own slug)', () => {
    const slug = jobSlug('a b');
    assert.equal(idForSlug(slug, ['a b', slug]), slug);
  });

  it('never maps to an empty id', () => {
    assert.equal(idForSlug(jobSlug(''), ['']), undefined);
  });
});
