/**
 * The one strict date reader: ISO 8601 dates and date-times only, and epoch milliseconds where a
 * vendor sends numbers. `Date.parse` reads "see below 3" as 2001-03-01; this reads it as no date.
 *
 * Run: node --import tsx --test test/client/dates.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { epochMsToUtc, isoDateText, isoDateToUtc } from '../../src/client/dates.js';
import { LENIENT_DATES } from '../helpers/lenient-dates.js';


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
