/**
 * The built-in text tables against the English one: every text and every value's word, a
 * `results` form for each plural category the language has (CLDR's rules, as Intl gives them),
 * and in every text the placeholders the English text has, so that no count, page or time is
 * dropped and none is left unfilled.
 *
 * Run: npx tsx --test test/i18n/languages.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishStrings } from '../../src/i18n/english.js';
import ar from '../../src/i18n/languages/ar.js';
import de from '../../src/i18n/languages/de.js';
import es from '../../src/i18n/languages/es.js';
import fr from '../../src/i18n/languages/fr.js';
import italian from '../../src/i18n/languages/it.js';
import ja from '../../src/i18n/languages/ja.js';
import nl from '../../src/i18n/languages/nl.js';
import pl from '../../src/i18n/languages/pl.js';
import pt from '../../src/i18n/languages/pt.js';
import sv from '../../src/i18n/languages/sv.js';
import type { JobBoardStrings } from '../../src/i18n/types.js';

const TABLES: Record<string, JobBoardStrings> = { en: englishStrings, de, es, fr, it: italian, nl, pt, pl, sv, ja, ar };


/** The names in braces a text has, as `format()` fills them in. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

/**
 * Whether a plural category stands for one count only (Arabic's zero, one and two, Polish's one),
 * so that its form may say the number in words ("وظيفتان شاغرتان") rather than show `{count}`.
 * Counts up to 1,000 and a few millions: past them no rule of these languages starts anything new.
 */
function singleCount(rules: Intl.PluralRules, category: Intl.LDMLPluralRule): boolean {
  const counts = [...Array.from({ length: 1001 }, (_, index) => index), 1_000_000, 2_000_000, 1_000_001];
  return counts.filter((count) => rules.select(count) === category).length === 1;
}

/** The texts that are plain strings: all but `results` and `values`. */
const TEXT_KEYS = Object.keys(englishStrings).filter((key) => key !== 'results' && key !== 'values') as Exclude<keyof JobBoardStrings, 'results' | 'values'>[];

describe('built-in text tables', () => {
  for (const [lang, table] of Object.entries(TABLES)) {
    describe(lang, () => {
      it('has every English text, of the same type, and no other', () => {
        assert.deepEqual(Object.keys(table).sort(), Object.keys(englishStrings).sort());
        for (const key of Object.keys(englishStrings) as (keyof JobBoardStrings)[]) {
          assert.equal(typeof table[key], typeof englishStrings[key], key);
        }
        for (const key of TEXT_KEYS) assert.ok(table[key].trim(), `${key} is empty`);
      });

      it('has a word for every value English names, and no empty one', () => {
        for (const value of Object.keys(englishStrings.values)) {
          assert.equal(typeof table.values[value], 'string', `values.${value} is missing`);
          assert.ok(table.values[value]!.trim(), `values.${value} is empty`);
        }
      });

      it('has a results form for every plural category the language has, and none for another', () => {
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        const forms = Object.keys(table.results) as Intl.LDMLPluralRule[];
        const missing = categories.filter((category) => !forms.includes(category));
        assert.deepEqual(
          missing,
          [],
          `results lacks ${missing.join(', ')} (the language's categories: ${categories.join(', ')})`,
        );
        assert.deepEqual(
          forms.filter((form) => !categories.includes(form)),
          [],
          `results has a form for a category ${lang} does not have`,
        );
        for (const form of forms) assert.ok(table.results[form]?.trim(), `results.${form} is empty`);
      });

      it('keeps the placeholders of every English text', () => {
        for (const key of TEXT_KEYS) {
          assert.deepEqual(placeholders(table[key]), placeholders(englishStrings[key]), `${key}: ${table[key]}`);
        }
        for (const [value, text] of Object.entries(table.values)) assert.deepEqual(placeholders(text), [], `values.${value}: ${text}`);
        const rules = new Intl.PluralRules(lang);
        const english = placeholders(englishStrings.results.other);
        for (const [category, text] of Object.entries(table.results) as [Intl.LDMLPluralRule, string][]) {
          const found = placeholders(text);
          // A form for one count only may name it in words; every other shows the number.
          const expected = singleCount(rules, category) && found.length === 0 ? [] : english;
          assert.deepEqual(found, expected, `results.${category}: ${text}`);
        }
      });
    });
  }
});
