/**
 * The countries the sources read from vendors' answers: a field that holds one (Ashby's address
 * country, Lever's `country`), and a place's free text, which gives one only where it names it.
 *
 * Run: node --import tsx --test test/client/sources/countries.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countryCode, countryInPlace } from '../../../src/client/sources/countries.js';

describe('countryCode', () => {
  it('reads codes in either case and names as Ashby writes them', () => {
    const cases: [string, string | undefined][] = [
      ['US', 'US'], ['de', 'DE'], ['UK', 'GB'], [' kr ', 'KR'],
      ['United States', 'US'], ['USA', 'US'], ['United States of America', 'US'], ['Canada', 'CA'],
      ['United Kingdom', 'GB'], ['South Korea', 'KR'], ['Korea', 'KR'], ['Czech Republic', 'CZ'], ['Czechia', 'CZ'],
      ['Turkey', 'TR'], ['Türkiye', 'TR'], ["Côte d'Ivoire", 'CI'], ['Bosnia & Herzegovina', 'BA'], ['St. Lucia', 'LC'],
      ['Georgia', 'GE'], ['méxico', 'MX'],
    ];
    for (const [value, code] of cases) assert.equal(countryCode(value), code, value);
  });

  it('gives none for what is no assigned code or known name', () => {
    for (const value of ['', 'ZZ', 'EU', 'XK', 'DD', 'U', 'USAA', 'EMEA', 'Europe', 'Remote', 'Bavaria']) assert.equal(countryCode(value), undefined, value);
  });
});

describe('countryInPlace', () => {
  it('reads the country a place names: last part, in brackets, after a dash', () => {
    const cases: [string, string][] = [
      ['Berlin, Germany', 'DE'], ['Toronto, Ontario, Canada', 'CA'], ['London, England, United Kingdom', 'GB'], ['London, UK', 'GB'],
      ['Remote - Germany', 'DE'], ['Remote – Portugal', 'PT'], ['Remote - United States', 'US'], ['Remote (US)', 'US'],
      ['Remote (Canada)', 'CA'], ['London, UK (Hybrid)', 'GB'], ['United States', 'US'], ['Canada', 'CA'], ['Seoul, South Korea', 'KR'],
      ['München, Germany', 'DE'], ['São Paulo, Brazil', 'BR'],
    ];
    for (const [place, code] of cases) assert.equal(countryInPlace(place), code, place);
  });

  it('guesses none from a city, a region, a US state or its code', () => {
    const places = ['Seoul', 'Paris', 'Remote', 'Remote - EMEA', 'Hybrid - San Francisco', 'Foster City, CA', 'Austin, TX', 'Newark, DE',
      'Indianapolis, IN', 'Atlanta, Georgia', 'SF, NYC, SEA, CHI', 'Remote, Bangalore', 'New Mexico', 'Sydney, New South Wales', ''];
    for (const place of places) assert.equal(countryInPlace(place), undefined, place);
  });
});

describe('countries in text beyond ASCII', () => {
  it('no-break spaces read as spaces, full-width letters as their ASCII twins', () => {
    assert.equal(countryCode('\u00a0United\u00a0Kingdom\u202f'), 'GB');
    assert.equal(countryCode('Ｊａｐａｎ'), 'JP');
    const places: [string, string][] = [
      ['São\u00a0Paulo, Brazil', 'BR'],
      ['Remote\u00a0-\u00a0Germany', 'DE'],
      ['Remote\u202f–\u202fPortugal', 'PT'],
      ['Remote\u00a0(US)', 'US'],
      ['東京, Japan', 'JP'],
    ];
    for (const [place, code] of places) assert.equal(countryInPlace(place), code, place);
  });

  it('gives none, without failing, for CJK names it has no table of: nothing is guessed', () => {
    for (const place of ['東京都, 日本', '東京、日本', '東京，日本', '上海', '서울, 대한민국', 'リモート（日本）', '日本']) {
      assert.equal(countryInPlace(place), undefined, place);
      assert.equal(countryCode(place), undefined, place);
    }
  });
});
