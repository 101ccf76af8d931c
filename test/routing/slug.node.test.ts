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
  it('leaves a lowercase-safe, short id as it is (every link made before slugs stays the same)', () => {
    for (const id of ['jp_12', 'a-b', 'a.b~c', '0', 'x'.repeat(100), '.hidden', 'a~0123456789abcde', 'icon', 'console', 'com', 'com10', 'lpt', 'nul_1', 'auxiliary.html']) {
      assert.equal(jobSlug(id), id);
    }
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

  it('never gives two ids one slug: an id shaped like a hashed slug is hashed too (issue 37)', () => {
    // The probe's pair: `Senior-Engineer~5931694aad390c3e` is the slug of `Senior Engineer`.
    assert.equal(jobSlug('Senior Engineer'), 'Senior-Engineer~5931694aad390c3e');
    assert.notEqual(jobSlug('Senior-Engineer~5931694aad390c3e'), jobSlug('Senior Engineer'));
    assert.match(jobSlug('Senior-Engineer~5931694aad390c3e'), /^Senior-Engineer-5931694aad390c3e~[0-9a-f]{16}$/);
    for (const id of ['a~0123456789abcdef', 'job~15fc7f4d3aec6a94', jobSlug('a b')]) assert.notEqual(jobSlug(id), id, id);
  });

  it('keeps ids apart where folder names ignore case (macOS, Windows)', () => {
    const pairs = [['A', 'a'], ['JP_1', 'jp_1'], ['con', 'CON'], ['Ab', 'aB'], ['X'.repeat(100), 'x'.repeat(100)], ['a b', 'A b'], ['Senior Engineer', 'senior engineer']];
    for (const [one, other] of pairs) assert.notEqual(jobSlug(one!).toLowerCase(), jobSlug(other!).toLowerCase(), `${one} / ${other}`);
    // An id with a capital is hashed, its readable part kept as it is.
    assert.match(jobSlug('JP_1'), /^JP_1~[0-9a-f]{16}$/);
    assert.equal(jobSlug('jp_1'), 'jp_1');
    const ids = fc.sample(fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(...'aAbB1_.~-') }), 5000);
    const unique = [...new Set(ids)];
    assert.equal(new Set(unique.map((id) => jobSlug(id).toLowerCase())).size, unique.length);
  });

  it("avoids Windows' reserved names, in any case, with or without an extension, and trailing dots", () => {
    const devices = ['con', 'prn', 'aux', 'nul', ...Array.from({ length: 10 }, (_, n) => `com${n}`), ...Array.from({ length: 10 }, (_, n) => `lpt${n}`)];
    const reserved = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;
    for (const device of devices) {
      for (const id of [device, device.toUpperCase(), `${device}.html`, `${device}.tar.gz`, `${device[0]!.toUpperCase()}${device.slice(1)}.x y`, ` ${device}.x`, `${device}.`]) {
        const slug = jobSlug(id);
        assert.doesNotMatch(slug, reserved, JSON.stringify(id));
        assert.match(slug, /^[\w.~-]+~[0-9a-f]{16}$/, JSON.stringify(id));
      }
    }
    assert.match(jobSlug('con'), /^con~[0-9a-f]{16}$/);
    assert.match(jobSlug('CON.html'), /^CON-html~[0-9a-f]{16}$/);
    // Windows drops a name's trailing dots: `a.` would be `a`.
    for (const id of ['a.', '...', 'x'.repeat(99) + '.']) assert.doesNotMatch(jobSlug(id), /\.$/, id);
    fc.assert(fc.property(fc.string({ maxLength: 120, unit: fc.constantFrom(...'conCONprnPRNauxnulNULcomlptLPT0123456789.~-_ x') }), (id) => {
      const slug = jobSlug(id);
      assert.doesNotMatch(slug, reserved, JSON.stringify(id));
      assert.doesNotMatch(slug, /\.$/, JSON.stringify(id));
    }), { numRuns: 3000 });
  });

  it('hashes in lowercase hex, and stays within 100 bytes whatever the id', () => {
    for (const id of ['A', 'JP_1', 'CON', 'x'.repeat(101), `${'X'.repeat(100)}`, `${'é'.repeat(200)}`, '職'.repeat(40)]) {
      const slug = jobSlug(id);
      assert.match(slug, /~[0-9a-f]{16}$/, id);
      assert.ok(Buffer.byteLength(slug) <= MAX_SLUG_LENGTH, id);
    }
    assert.equal(Buffer.byteLength(jobSlug('X'.repeat(300))), MAX_SLUG_LENGTH);
    assert.equal(jobSlug('x'.repeat(101)).length, MAX_SLUG_LENGTH);
  });

  it('is deterministic for the new rules (pinned values)', () => {
    assert.equal(jobSlug('Senior-Engineer~5931694aad390c3e'), jobSlug('Senior-Engineer~5931694aad390c3e'));
    assert.equal(jobSlug('JP_1'), jobSlug('JP_1'));
    assert.equal(jobSlug('Senior Engineer'), 'Senior-Engineer~5931694aad390c3e');
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

  it('the id whose slug it is wins over an id equal to it (issue 37)', () => {
    const slug = jobSlug('Senior Engineer');
    assert.equal(idForSlug(slug, ['Senior Engineer', slug]), 'Senior Engineer');
    assert.equal(idForSlug(slug, [slug, 'Senior Engineer']), 'Senior Engineer');
    // Each id of the pair by its own slug.
    const ids = ['Senior Engineer', 'Senior-Engineer~5931694aad390c3e', 'JP_1', 'jp_1', 'con', 'CON', 'A', 'a'];
    for (const id of ids) assert.equal(idForSlug(jobSlug(id), ids), id);
  });

  it('never takes an id equal to the slug for the id whose slug it is', () => {
    const old = 'Senior-Engineer~5931694aad390c3e';
    assert.equal(idForSlug(old, [old, 'jp_1']), undefined);
  });

  it('never maps to an empty id', () => {
    assert.equal(idForSlug(jobSlug(''), ['']), undefined);
  });
});
