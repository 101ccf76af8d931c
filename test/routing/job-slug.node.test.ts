/**
 * job-slug: the one path segment a job's folder, URL, sitemap entry and canonical link share. It
 * must be safe on every host (no character any host decodes), stable (the same in Node and the
 * browser, build after build), unique per id, and short enough for any file system.
 *
 * Run: node --import tsx --test test/routing/job-slug.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { idForSlug, isHashedSlug, isUsableJobId, jobSlug, MAX_SLUG_LENGTH, unusableIdReason } from '../../src/routing/job-slug.js';

const SAFE = /^[A-Za-z0-9._~-]+$/;

/** Ids as ATSs send them, and as the probe sent them. */
const anyId = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'職務経歴書エンジニア東京大阪'), minLength: 1, maxLength: 120 }),
  fc.string({ unit: fc.constantFrom(...'ab c:%/+?#.~-_é'), minLength: 1, maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019._~-'), minLength: 90, maxLength: 400 }),
);

function bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

describe('jobSlug', () => {
  it('keeps an id of safe characters, up to 100 bytes, as it is: URLs made before slugs stay the same', () => {
    for (const id of ['jp_12', '123', 'a.b', 'a~b', 'A-Z_0.9~', '...', '.hidden', 'x'.repeat(100)]) assert.equal(jobSlug(id), id);
  });

  it('names every usable id with safe characters only, at most 100 bytes, never . or ..', () => {
    fc.assert(
      fc.property(anyId, (id) => {
        const slug = jobSlug(id);
        if (!isUsableJobId(id)) return slug === undefined;
        assert.ok(slug !== undefined, JSON.stringify(id));
        assert.match(slug, SAFE);
        assert.ok(bytes(slug) <= MAX_SLUG_LENGTH, slug);
        assert.ok(slug !== '.' && slug !== '..');
        // What a decoding host makes of the path is the path itself.
        assert.equal(decodeURIComponent(slug), slug);
        assert.equal(encodeURIComponent(slug), slug);
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('gives two different ids two different slugs, over many generated ids', () => {
    const seen = new Map<string, string>();
    fc.assert(
      fc.property(anyId, (id) => {
        const slug = jobSlug(id);
        if (slug === undefined) return;
        const before = seen.get(slug);
        assert.ok(before === undefined || before === id, `${JSON.stringify(before)} and ${JSON.stringify(id)} share ${slug}`);
        seen.set(slug, id);
      }),
      { numRuns: 5000 },
    );
    // Ids that read alike, where only the hash tells them apart.
    const alike = ['a b', 'a:b', 'a/b', 'a%20b', 'a%2Fb', 'a+b', 'a  b', 'a\tb', 'á b', 'a b '];
    assert.equal(new Set(alike.map(jobSlug)).size, alike.length);
    const long = Array.from({ length: 200 }, (_, n) => `${'x'.repeat(300)}${n}`);
    assert.equal(new Set(long.map(jobSlug)).size, long.length);
  });

  it('is stable: the same id gives the same slug every time (pinned values: the browser computes the same)', () => {
    // FNV-1a 64 of the UTF-8 bytes, checked against an independent implementation (Python's ints).
    assert.equal(jobSlug('a b'), 'a-b~e63f991904833892');
    assert.equal(jobSlug('Senior Engineer, München – Team 7 職務'), 'Senior-Engineer-Munchen-Team-7~ebbf29ae28d015f0');
    fc.assert(fc.property(anyId, (id) => jobSlug(id) === jobSlug(`${id}`)));
  });

  it('keeps what it can read of the id: accents dropped, the rest folded to -, runs collapsed', () => {
    assert.match(jobSlug('Senior Engineer, München')!, /^Senior-Engineer-Munchen~[0-9a-f]{16}$/);
    assert.match(jobSlug('acme:jobs/42')!, /^acme-jobs-42~[0-9a-f]{16}$/);
    assert.match(jobSlug('../etc/passwd')!, /^etc-passwd~[0-9a-f]{16}$/, 'no leading dot: a hidden folder');
    assert.match(jobSlug('職務経歴書')!, /^job~[0-9a-f]{16}$/, 'nothing readable: job~hash');
  });

  it('cuts a long id (300 ASCII, 29 CJK characters) to 100 bytes with its hash, where percent-encoding gave ENAMETOOLONG', () => {
    const ascii = jobSlug('x'.repeat(300))!;
    assert.equal(ascii.length, MAX_SLUG_LENGTH);
    assert.ok(isHashedSlug(ascii));
    const cjk = jobSlug('職'.repeat(29))!;
    assert.ok(bytes(encodeURIComponent('職'.repeat(29))) > 255);
    assert.ok(bytes(cjk) <= MAX_SLUG_LENGTH);
    assert.notEqual(jobSlug('x'.repeat(301)), ascii);
  });

  it('refuses ids no page can have: empty, ., .., lone surrogates (paired ones are fine)', () => {
    assert.equal(unusableIdReason(''), 'empty');
    assert.equal(unusableIdReason('.'), 'dot-segment');
    assert.equal(unusableIdReason('..'), 'dot-segment');
    assert.equal(unusableIdReason('a\uD800'), 'lone-surrogate');
    assert.equal(unusableIdReason('\uDC00b'), 'lone-surrogate');
    for (const id of ['', '.', '..', 'a\uD800', '\uDC00b', '\uDBFF']) assert.equal(jobSlug(id), undefined, JSON.stringify(id));
    assert.match(jobSlug('🦄 job')!, /^job~[0-9a-f]{16}$/);
    assert.equal(jobSlug('...'), '...', 'three dots are a name, not a dot segment');
  });
});

describe('idForSlug', () => {
  it('maps a slug back to its id among the posts at hand, the id equal to the slug first', () => {
    const ids = ['jp_1', 'a b', 'x'.repeat(300)];
    for (const id of ids) assert.equal(idForSlug(jobSlug(id)!, ids), id);
    assert.equal(idForSlug('jp_2', ids), undefined);
    assert.equal(idForSlug(jobSlug('a c')!, ids), undefined);
    // An id that reads like another id's hashed slug is its own.
    const twin = jobSlug('a b')!;
    assert.equal(idForSlug(twin, ['a b', twin]), twin);
  });
});
