/**
 * The readers every adapter shares (src/client/sources/fields.ts), on text beyond ASCII: a
 * no-break space the employer chose stays one, CJK text stays as written, and only the ends are
 * trimmed (issue 39, point 7). The adapters' own tests read the same table through their answers.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/sources/fields.node.test.ts'
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cityOf, office, text, uniqueOffices } from '../../../src/client/sources/fields.js';
import { SAO_PAULO, TOKYO, TOKYO_COMMA, TOKYO_IDEOGRAPHIC_COMMA, WORLD_TITLES } from '../../helpers/world-text.js';

describe('text', () => {
  it('trims the ends, whichever space pads them, and keeps the inside exactly', () => {
    for (const [sent, kept] of WORLD_TITLES) assert.equal(text(sent), kept, sent);
  });

  it('is none for text of spaces only, no-break and ideographic ones too', () => {
    for (const blank of ['\u00a0', '\u202f \u3000', '\n\t']) assert.equal(text(blank), undefined, JSON.stringify(blank));
  });
});

describe('cityOf', () => {
  it('the first of two or three comma-separated parts, its no-break space kept; none from an ideographic comma', () => {
    const cases: [string, string | undefined][] = [
      [`${SAO_PAULO}, SP, Brazil`, SAO_PAULO],
      [`${SAO_PAULO}\u00a0, Brazil`, SAO_PAULO],
      [TOKYO_COMMA, '東京都'],
      // East Asian addresses run from the country to the street, and "、" lists as often as it
      // addresses: no city is read from it.
      [TOKYO_IDEOGRAPHIC_COMMA, undefined],
      [TOKYO, undefined],
      ['Remote\u00a0, Japan', undefined],
    ];
    for (const [place, city] of cases) assert.equal(cityOf(place), city, place);
  });
});

describe('uniqueOffices', () => {
  it('a place repeated but for the kind of space is one, as first written; CJK names are compared as written', () => {
    const offices = [
      office(`${SAO_PAULO}, Brazil`, SAO_PAULO),
      office('São Paulo, Brazil', 'São Paulo'),
      office('São\u202fPaulo', undefined),
      office(TOKYO_COMMA, '東京都'),
      office(TOKYO, undefined),
      office(TOKYO_IDEOGRAPHIC_COMMA, undefined),
      office('東京都', undefined),
    ];
    assert.deepEqual(uniqueOffices(offices), [
      { name: `${SAO_PAULO}, Brazil`, city: SAO_PAULO },
      { name: TOKYO_COMMA, city: '東京都' },
      { name: TOKYO },
      { name: TOKYO_IDEOGRAPHIC_COMMA },
    ]);
  });
});
