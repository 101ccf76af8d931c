/**
 * sources/pay-reading.ts: a range's label as the board writes it, "label: amounts". A vendor's
 * label that closes with its own full stop or colon (Lever's `salaryDescription`: "Base pay; equity
 * is offered separately.") loses it, so the listing doesn't read "separately.: €58 – €73".
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readPayRange } from '../../../src/client/sources/pay-reading.js';
import { payText } from '../../../src/i18n/pay-text.js';

const FIELDS = { min: 58, max: 73, currency: 'eur', interval: 'hour' } as const;

describe('readPayRange: the label', () => {
  const cases: [string, unknown, string | undefined][] = [
    ['kept as written', 'US base salary', 'US base salary'],
    ['trimmed', '  Base salary \u00a0', 'Base salary'],
    ['its closing full stop dropped', 'Base pay; equity is offered separately.', 'Base pay; equity is offered separately'],
    ['its own colon dropped', 'Salary:', 'Salary'],
    ['a full-width colon and an ideographic full stop dropped', '給与：', '給与'],
    ['an ideographic full stop dropped', '時給です。', '時給です'],
    ['a question mark kept', 'Why this range?', 'Why this range?'],
    ['punctuation alone is no label', ' .: ', undefined],
    ['not a string: no label', 5, undefined],
  ];
  for (const [name, label, expected] of cases) {
    it(name, () => assert.equal(readPayRange({ ...FIELDS, label })?.label, expected));
  }

  it('reads once in the board\'s words: no ".:" before the amounts', () => {
    const range = readPayRange({ ...FIELDS, label: 'Base pay; equity is offered separately.' })!;
    assert.equal(payText(range, 'en').replace(/\s/g, ' '), 'Base pay; equity is offered separately: €58 – €73 / hour');
  });
});
