/**
 * i18n/pay-text.ts: a pay range as the board writes it. The vendor's label comes first, with a
 * colon, unless the label already ends its own sentence or has its colon (a Lever
 * `salaryDescription` such as "Base pay; equity is offered separately.").
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PayRange } from '../../src/client/index.js';
import { payText } from '../../src/i18n/pay-text.js';

const RANGE: PayRange = { min: 58, max: 73, currency: 'EUR', interval: 'hour' };

describe('payText', () => {
  const cases: [string, string | undefined, string][] = [
    ['no label', undefined, '€58 – €73 / hour'],
    ['a label: then a colon', 'US base salary', 'US base salary: €58 – €73 / hour'],
    ['a label that ends its sentence: no colon after the full stop', 'Base pay; equity is offered separately.', 'Base pay; equity is offered separately. €58 – €73 / hour'],
    ['a label with its own colon: not doubled', 'Salary:', 'Salary: €58 – €73 / hour'],
    ['a question', 'Why this range?', 'Why this range? €58 – €73 / hour'],
    ['a full-width colon', '給与：', '給与： €58 – €73 / hour'],
  ];
  for (const [name, label, expected] of cases) {
    it(name, () => {
      const text = payText({ ...RANGE, ...(label === undefined ? {} : { label }) }, 'en');
      assert.equal(text.replace(/\s/g, ' '), expected);
    });
  }
});
