/**
 * Pay ranges: the check every range in a post passes (`normaliseJobPost`, `buildJobPosting`), the
 * builder the adapters make ranges with, and the interval read from free text such as a
 * Greenhouse range's title.
 *
 * Run: npx tsx --test test/client/sources/pay.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { intervalFromText, isPayInterval, isPayRange, MAX_PAY_AMOUNT, MAX_PAY_RANGES, PAY_INTERVALS, payRanges, readPayRange } from '../../../src/client/index.js';
import { normaliseJobPost } from '../../../src/client/parse.js';
import { knownCurrencies } from '../../../src/client/sources/pay.js';

describe('payRanges (how every reader takes a post\'s pay)', () => {
  it('gives the well-formed ranges (other fields and all) in order, and leaves out each malformed one', () => {
    const pay = [
      { min: 62000, max: 78000, currency: 'EUR', interval: 'year', label: 'Base salary' },
      { max: 30, currency: 'USD', note: 'extra' },
      { max: 30, currency: 'usd' },
      { max: 30, currency: 'USD', interval: 'fortnight' },
      { max: 30, currency: 'USD', label: 5 },
      { min: '50000', currency: 'USD' },
      { min: 1, max: 2 },
      { min: 3, max: 2, currency: 'USD' },
      { currency: 'USD' },
      '<img src=x onerror=alert(1)>',
      null,
    ];
    assert.deepEqual(payRanges({ id: 'a', title: 'A', pay }), [
      { min: 62000, max: 78000, currency: 'EUR', interval: 'year', label: 'Base salary' },
      { max: 30, currency: 'USD', note: 'extra' },
    ]);
    assert.equal(pay.length, 11, 'the post is left as it was');
  });

  it('gives none for pay that is not an array, or that holds no well-formed range', () => {
    for (const pay of [undefined, null, 'USD 50,000', { min: 1, currency: 'USD' }, 50000, [], [{ min: -1, currency: 'USD' }], [{ min: null, currency: 'USD' }], [[1, 2, 'USD']]]) {
      assert.deepEqual(payRanges({ id: 'a', title: 'A', pay }), [], JSON.stringify(pay));
    }
  });

  it('reads a post from an API answer the same way: the client keeps pay as sent, the reader checks it', () => {
    const post = normaliseJobPost({ id: 'a', title: 'A', pay: [{ min: 1, currency: 'eur' }, { min: 2, currency: 'EUR' }] })!;
    assert.deepEqual(payRanges(post), [{ min: 2, currency: 'EUR' }]);
  });
});

describe('at most MAX_PAY_RANGES (50) ranges per post', () => {
  const many = (count: number) => Array.from({ length: count }, (_, index) => ({ min: index, max: index + 1, currency: 'USD' }));

  it('payRanges keeps the first 50 well-formed ranges of 2,000', () => {
    assert.equal(MAX_PAY_RANGES, 50);
    const ranges = payRanges({ id: 'a', title: 'A', pay: [{ min: 'x', currency: 'USD' }, ...many(2000)] });
    assert.equal(ranges.length, 50);
    assert.deepEqual(ranges[0], { min: 0, max: 1, currency: 'USD' });
    assert.deepEqual(ranges[49], { min: 49, max: 50, currency: 'USD' });
  });

  it('normaliseJobPost (API answers, prerendered and embedded data) keeps no more than 50 entries of pay', () => {
    const pay = normaliseJobPost({ id: 'a', title: 'A', pay: many(2000) })?.pay;
    assert.ok(Array.isArray(pay));
    assert.equal(pay.length, 50);
    assert.deepEqual(normaliseJobPost({ id: 'a', title: 'A', pay: many(3) })?.pay, many(3));
  });
});

describe('currencies and amounts (never taken on trust)', () => {
  it('takes only the currencies Intl knows: not ZZZ, BTC or XXX', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'CHF']) assert.equal(isPayRange({ min: 1, currency }), true, currency);
    for (const currency of ['ZZZ', 'BTC', 'XXX', 'ETH', 'USX']) {
      assert.equal(isPayRange({ min: 1, currency }), false, currency);
      assert.equal(readPayRange({ min: 1, max: 2, currency }), undefined, currency);
      assert.deepEqual(payRanges({ id: 'a', title: 'A', pay: [{ min: 1, currency }] }), [], currency);
    }
  });

  it('without Intl.supportedValuesOf (or when it throws), any upper-case three-letter code', () => {
    assert.equal(knownCurrencies({}), undefined);
    assert.equal(knownCurrencies({ supportedValuesOf: () => { throw new RangeError('no'); } }), undefined);
    assert.deepEqual(knownCurrencies({ supportedValuesOf: () => ['EUR', 'USD'] }), new Set(['EUR', 'USD']));
    assert.ok(knownCurrencies()?.has('USD'));
  });

  it('bounds amounts: finite, at least 0, at most MAX_PAY_AMOUNT (1e9 major units), min <= max', () => {
    assert.equal(MAX_PAY_AMOUNT, 1e9);
    assert.equal(isPayRange({ min: 0, max: 1e9, currency: 'USD' }), true);
    for (const range of [{ min: 1e308, currency: 'USD' }, { max: 1e9 + 1, currency: 'USD' }, { min: 1, max: 1e308, currency: 'USD' }, { min: -0.01, currency: 'USD' }, { max: Number.MAX_VALUE, currency: 'EUR' }]) {
      assert.equal(isPayRange(range), false, JSON.stringify(range));
      assert.equal(readPayRange(range), undefined, JSON.stringify(range));
    }
    assert.deepEqual(payRanges({ id: 'a', title: 'A', pay: [{ min: 1e308, currency: 'USD' }, { min: 5, currency: 'USD' }] }), [{ min: 5, currency: 'USD' }]);
  });
});

describe('isPayRange', () => {
  it('accepts a well-formed range, with one bound or both, and fields beyond its own', () => {
    const ranges: unknown[] = [
      { min: 50000, max: 75000.5, currency: 'USD', interval: 'year', label: 'NYC Salary Range' },
      { min: 0, currency: 'EUR' },
      { max: 30, currency: 'GBP', interval: 'hour' },
      { min: 40, max: 40, currency: 'CHF', label: '' },
      { min: 1, currency: 'USD', blurb: '<b>extra</b>' },
    ];
    for (const range of ranges) assert.equal(isPayRange(range), true, JSON.stringify(range));
  });

  it('refuses anything else: amounts, currency, interval or label of another kind', () => {
    const bad: unknown[] = [
      null,
      undefined,
      'USD 50k',
      [50000, 'USD'],
      { currency: 'USD' },
      { min: null, max: 30, currency: 'USD' },
      { min: 1, max: 2 },
      { min: 1, currency: '' },
      { min: 1, currency: 'usd' },
      { min: 1, currency: ' USD' },
      { min: 1, currency: 'US$' },
      { min: 1, currency: 'DOLLARS' },
      { min: 1, currency: 840 },
      { min: '50000', currency: 'USD' },
      { min: 1, max: '2', currency: 'USD' },
      { min: -1, currency: 'USD' },
      { min: Number.NaN, currency: 'USD' },
      { max: Number.POSITIVE_INFINITY, currency: 'USD' },
      { min: 3, max: 2, currency: 'USD' },
      { min: true, currency: 'USD' },
      { min: 1, currency: 'USD', interval: 'YEAR' },
      { min: 1, currency: 'USD', interval: null },
      { min: 1, currency: 'USD', label: 7 },
    ];
    for (const raw of bad) assert.equal(isPayRange(raw), false, JSON.stringify(raw));
  });
});

describe('readPayRange (what the adapters build ranges with)', () => {
  it('makes a well-formed range: label trimmed, currency upper-cased, null bounds absent, nothing else copied', () => {
    assert.deepEqual(readPayRange({ min: 50000, max: 75000.5, currency: ' usd ', interval: 'year', label: ' NYC Salary Range ' }), {
      min: 50000,
      max: 75000.5,
      currency: 'USD',
      interval: 'year',
      label: 'NYC Salary Range',
    });
    assert.deepEqual(readPayRange({ min: null, max: 30, currency: 'GBP', interval: null, label: null }), { max: 30, currency: 'GBP' });
    assert.deepEqual(readPayRange({ min: 40, max: 40, currency: 'CHF', blurb: 'x' } as { min: number }), { min: 40, max: 40, currency: 'CHF' });
  });

  it('leaves out a range whose amounts or currency are unusable', () => {
    const bad = [
      { currency: 'USD' },
      { min: null, max: null, currency: 'USD' },
      { min: 1, max: 2 },
      { min: 1, currency: 'US$' },
      { min: 1, currency: 840 },
      { min: '50000', currency: 'USD' },
      { min: 1, max: '2', currency: 'USD' },
      { min: -1, currency: 'USD' },
      { min: Number.NaN, currency: 'USD' },
      { min: 3, max: 2, currency: 'USD' },
    ];
    for (const fields of bad) assert.equal(readPayRange(fields), undefined, JSON.stringify(fields));
  });

  it('drops an interval it has no word for, or a blank label, and keeps the range', () => {
    for (const interval of ['YEAR', 'fortnight', 'per-year-salary', '1 YEAR', 5, {}]) {
      assert.deepEqual(readPayRange({ min: 1, currency: 'USD', interval, label: '  ' }), { min: 1, currency: 'USD' });
    }
    assert.deepEqual(readPayRange({ min: 1, currency: 'USD', label: 7 }), { min: 1, currency: 'USD' });
  });
});

describe('intervals', () => {
  it('the five intervals, and nothing else', () => {
    assert.deepEqual(PAY_INTERVALS, ['year', 'month', 'week', 'day', 'hour']);
    for (const interval of PAY_INTERVALS) assert.equal(isPayInterval(interval), true);
    for (const other of ['Year', 'annual', '', null, undefined, 1]) assert.equal(isPayInterval(other), false);
  });

  it('intervalFromText: a word that names one period', () => {
    const cases: [string, string | undefined][] = [
      ['Hourly Pay Range', 'hour'],
      ['$25 per hour', 'hour'],
      ['$/hr', 'hour'],
      ['Daily rate', 'day'],
      ['per week', 'week'],
      ['Weekly stipend', 'week'],
      ['paid per month', 'month'],
      ['Monthly Salary (Berlin)', 'month'],
      ['Annual Base Salary', 'year'],
      ['Salary per annum', 'year'],
      ['Yearly pay, NYC', 'year'],
      ['USD/yr', 'year'],
    ];
    for (const [text, interval] of cases) assert.equal(intervalFromText(text), interval, text);
  });

  it('intervalFromText: none when no period is named, or more than one (no guess)', () => {
    for (const text of ['US Base Salary', 'NYC Salary Range', 'Zone A', '', 'Hourly or annual, by role', 'Monthly salary, reviewed every year', 'Yearning', 'Dayton, OH', 'Hours vary']) {
      assert.equal(intervalFromText(text), undefined, text);
    }
  });
});
