/**
 * The formatter's shortcut for English (no Intl object for whole numbers below 1,000) says exactly
 * what Intl says, and other languages and larger numbers still go through Intl.
 *
 * Run: node --import tsx --test test/i18n/formatter.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { Formatter } from '../../src/i18n/formatter.js';

const RESULTS = { one: '{count} open position', other: '{count} open positions' };

describe('Formatter', () => {
  for (const lang of ['en', 'en-US', 'en-GB', 'en-IN', 'en-ZA', 'en-CH']) {
    it(`${lang}: numbers and plurals as Intl gives them, whole or not, small or large`, () => {
      const formatter = new Formatter(lang);
      const numbers = new Intl.NumberFormat(lang);
      const plurals = new Intl.PluralRules(lang);
      fc.assert(
        fc.property(fc.oneof(fc.integer({ min: -2000, max: 2_000_000 }), fc.double({ min: -5000, max: 5000, noNaN: true })), (value) => {
          assert.equal(formatter.number(value), numbers.format(value));
          const form = plurals.select(value) === 'one' ? RESULTS.one : RESULTS.other;
          assert.equal(formatter.plural(RESULTS, value), form.replace('{count}', numbers.format(value)));
        }),
      );
    });
  }

  it('other languages go through Intl: Arabic digits, German grouping, Polish plural forms', () => {
    assert.equal(new Formatter('ar-EG').number(174), new Intl.NumberFormat('ar-EG').format(174));
    assert.equal(new Formatter('de').number(1234), '1.234');
    const polish = { one: '{count} oferta', few: '{count} oferty', many: '{count} ofert', other: '{count} oferty' };
    assert.equal(new Formatter('pl').plural(polish, 3), '3 oferty');
    assert.equal(new Formatter('pl').plural(polish, 5), '5 ofert');
  });

  it('a language Intl rejects falls back rather than throwing', () => {
    assert.doesNotThrow(() => new Formatter('xx_YY').plural(RESULTS, 2));
  });
});
