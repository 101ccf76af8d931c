/**
 * The one strict date reader: ISO 8601 dates and date-times only, and epoch milliseconds where a
 * vendor sends numbers. `Date.parse` reads "see below 3" as 2001-03-01; this reads it as no date.
 *
 * Run: node --import tsx --test test/client/dates.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { epochMsToUtc, isIsoDate, isoDateText, isoDateToUtc } from '../../src/client/dates.js';
import { LENIENT_DATES } from '../helpers/lenient-dates.js';

/**
 * The reader as it was written first, with a regular expression, kept as the reference the
 * allocation-free reader must agree with on any text.
 */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/i;
function referenceUtc(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 64) return undefined;
  const match = ISO_8601.exec(value.trim().toUpperCase());
  if (match === null) return undefined;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((index) => Number(match[index] ?? 0)) as [number, number, number, number, number, number];
  const lastDay = new Date(Date.UTC(2000, mo, 0));
  lastDay.setUTCFullYear(y, mo, 0);
  if (mo < 1 || mo > 12 || d < 1 || d > lastDay.getUTCDate() || h > 23 || mi > 59 || s > 59) return undefined;
  const zone = match[8];
  let offset = 0;
  if (zone !== undefined && zone !== 'Z') {
    const [hours, mins] = [Number(zone.slice(1, 3)), Number(zone.slice(4, 6))];
    if (hours > 23 || mins > 59) return undefined;
    offset = (zone.startsWith('-') ? -1 : 1) * (hours * 60 + mins);
  }
  const ms = match[7] === undefined ? 0 : Number(match[7].slice(0, 3).padEnd(3, '0'));
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s, ms));
  date.setUTCFullYear(y, mo - 1, d);
  const time = date.getTime() - offset * 60_000;
  return time >= -62167219200000 && time <= 253402300799999 ? new Date(time).toISOString() : undefined;
}

/** Texts near the ISO shape: its pieces, some of them bent, in any order of plausibility. */
const piece = (good: fc.Arbitrary<string>) => fc.oneof({ weight: 30, arbitrary: good }, { weight: 1, arbitrary: fc.string({ maxLength: 3 }) });
const twoDigits = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 61 }) }, fc.integer({ min: 0, max: 99 })).map((n) => String(n).padStart(2, '0'));
const nearIso = fc
  .tuple(
    fc.constantFrom('', ' ', '\n'),
    piece(fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'))),
    piece(fc.constant('-')),
    piece(fc.integer({ min: 0, max: 13 }).map((n) => String(n).padStart(2, '0'))),
    piece(fc.constant('-')),
    piece(fc.integer({ min: 0, max: 32 }).map((n) => String(n).padStart(2, '0'))),
    fc.option(
      fc.tuple(
        piece(fc.constantFrom('T', 't')),
        piece(twoDigits),
        piece(fc.constant(':')),
        piece(twoDigits),
        fc.option(fc.tuple(piece(fc.constant(':')), piece(twoDigits), fc.option(fc.tuple(piece(fc.constant('.')), fc.stringMatching(/^\d{0,11}$/))).map((f) => (f ? f.join('') : '')))).map((x) => (x ? x.join('') : '')),
        fc.oneof(fc.constant(''), fc.constantFrom('Z', 'z'), fc.tuple(fc.constantFrom('+', '-', '~'), twoDigits, piece(fc.constant(':')), twoDigits).map((z) => z.join(''))),
      ).map((t) => t.join('')),
    ).map((t) => t ?? ''),
    fc.constantFrom('', '', '', ' ', 'x'),
  )
  .map((parts) => parts.join(''));


describe('isoDateText / isoDateToUtc', () => {
  it('read ISO 8601 dates and date-times, with any zone or none', () => {
    const cases: Array<[string, string]> = [
      ['2026-02-27', '2026-02-27T00:00:00.000Z'],
      [' 2026-02-27 ', '2026-02-27T00:00:00.000Z'],
      ['2024-02-29', '2024-02-29T00:00:00.000Z'],
      ['2026-02-27T09:15', '2026-02-27T09:15:00.000Z'],
      ['2026-02-27T09:15:00Z', '2026-02-27T09:15:00.000Z'],

      ['2026-02-27T09:15:00-05:00', '2026-02-27T14:15:00.000Z'],
      ['2026-02-27T09:15:00+05:30', '2026-02-27T03:45:00.000Z'],
      ['2026-02-27T09:15:00.123456Z', '2026-02-27T09:15:00.123Z'],
      ['0099-06-01', '0099-06-01T00:00:00.000Z'],
    ];
    for (const [text, utc] of cases) {
      assert.equal(isoDateToUtc(text), utc, text);
      assert.equal(isoDateText(text), text.trim(), text);
      assert.equal(Date.parse(text), Date.parse(utc), `Date.parse agrees on ${text}`);
    }
    assert.equal(isoDateText(' 2026-02-27t09:15:00z '), '2026-02-27T09:15:00Z');
    assert.equal(isoDateToUtc('2026-02-27t09:15:00z'), '2026-02-27T09:15:00.000Z');
  });

  it('read anything else as no date, whatever Date.parse makes of it', () => {
    assert.ok(!Number.isNaN(Date.parse('see below 3')), 'V8 reads it leniently');
    for (const text of LENIENT_DATES) {
      assert.equal(isoDateText(text), undefined, text);
      assert.equal(isoDateToUtc(text), undefined, text);
    }
    for (const value of [undefined, null, 0, 1553186035299, true, {}, ['2026-02-27'], new Date(), '2026-02-27'.padEnd(100, ' ') + 'x']) {
      assert.equal(isoDateText(value), undefined);
      assert.equal(isoDateToUtc(value), undefined);
    }
  });

  it('agree with the regular-expression reader they replace, on any text', () => {
    fc.assert(
      fc.property(fc.oneof(nearIso, fc.string({ maxLength: 40 })), (text) => {
        const utc = referenceUtc(text);
        assert.equal(isoDateToUtc(text), utc, JSON.stringify(text));
        assert.equal(isoDateText(text), utc === undefined ? undefined : text.trim().toUpperCase(), JSON.stringify(text));
        assert.equal(isIsoDate(text), utc !== undefined, JSON.stringify(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it('no date past the year 9999 once in UTC', () => {
    assert.equal(isoDateToUtc('9999-12-31T23:59:59Z'), '9999-12-31T23:59:59.000Z');
    assert.equal(isoDateToUtc('9999-12-31T23:59:59-01:00'), undefined);
    assert.equal(isoDateToUtc('0000-01-01T00:00:00+01:00'), undefined);
  });
});

describe('epochMsToUtc', () => {
  it('reads whole milliseconds in the years 1970–9999', () => {
    assert.equal(epochMsToUtc(1553186035299), '2019-03-21T16:33:55.299Z');
    assert.equal(epochMsToUtc(0), '1970-01-01T00:00:00.000Z');
    for (const value of [-1, 1.5, 1e20, 253402300800000, Number.NaN, Infinity, '1553186035299', null, undefined]) {
      assert.equal(epochMsToUtc(value), undefined, String(value));
    }
  });
});
