/**
 * The one locale resolution (src/i18n/locale.ts) and what uses it in Node: whatever string a page
 * writes as its language, every Intl constructor takes the result (issue 27, bug 2), the shared
 * formatters are keyed by it (bug 1), and the whole-board functions sort with it. Node 20 has no
 * `navigator`: nothing here may read one.
 *
 * Run: node --import tsx --test test/i18n/locale.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_LOCALE, localeTag, resolveLocale } from '../../src/i18n/locale.js';
import { Formatter, formatterFor } from '../../src/i18n/formatter.js';
import { facetOptions, groupPosts, type JobPost } from '../../src/client/index.js';

/** The tags the issue found breaking the board and the build. */
const MALFORMED = ['en_US', 'x-invalid-', '__proto__', 'root', 'a'.repeat(10_000), '', ' ', 'constructor', 'en--US', '12'];

/** Every Intl constructor the board, its detail and the whole-board functions use, with `locale`. */
function everyIntl(locale: string): void {
  new Intl.Collator(locale).compare('a', 'b');
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(1);
  new Intl.PluralRules(locale).select(5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
  new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-3, 'day');
}

describe('localeTag and resolveLocale', () => {
  it('canonicalise what Intl reads, and read POSIX underscores as hyphens', () => {
    assert.equal(localeTag('pl'), 'pl');
    assert.equal(localeTag('en-us'), 'en-US');
    assert.equal(localeTag(' de-CH '), 'de-CH');
    assert.equal(localeTag('en_US'), 'en-US');
    assert.equal(localeTag('zh_Hant_TW'), 'zh-Hant-TW');
  });

  it('give nothing for what Intl cannot read, however long', () => {
    for (const lang of ['x-invalid-', '__proto__', 'root', 'a'.repeat(10_000), `en-${'abcdefgh-'.repeat(20)}x`, '', null, undefined]) {
      assert.equal(localeTag(lang), undefined, String(lang).slice(0, 30));
    }
  });

  it('take the first candidate Intl reads, and English where none is and there is no navigator (Node 20)', () => {
    assert.equal(resolveLocale('root', 'en_GB', 'de'), 'en-GB');
    assert.equal(resolveLocale('x-invalid-', undefined, 'pl'), 'pl');
    if (!('navigator' in globalThis)) assert.equal(resolveLocale('root', '__proto__'), DEFAULT_LOCALE);
  });

  it('whatever the string, every Intl constructor takes the result', () => {
    for (const lang of MALFORMED) everyIntl(resolveLocale(lang));
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (lang) => {
        everyIntl(resolveLocale(lang));
      }),
      { numRuns: 300 },
    );
  });
});

describe('Formatter and formatterFor', () => {
  it('new Formatter(lang) still works for any string (the controls call it)', () => {
    for (const lang of MALFORMED) {
      const formatter = new Formatter(lang);
      assert.equal(formatter.plural({ one: '{count} job', other: '{count} jobs' }, 5), '5 jobs', lang.slice(0, 20));
    }
  });

  it('English with a numbering system of its own (en-u-nu-arab) goes through Intl, not the English shortcut', () => {
    assert.equal(formatterFor('en-u-nu-arab').number(5), new Intl.NumberFormat('en-u-nu-arab').format(5));
  });

  it('one formatter per resolved locale: en-us, en_US and en-US share one; Polish gets its own plural rule', () => {
    assert.equal(formatterFor('en-us'), formatterFor('en_US'));
    assert.equal(formatterFor('en-US'), formatterFor('en_US'));
    assert.equal(formatterFor('en_US').locale, 'en-US');
    const polish = formatterFor('pl');
    assert.notEqual(polish, formatterFor('en'));
    const results = { one: '{count} oferta pracy', few: '{count} oferty pracy', many: '{count} ofert pracy', other: '{count} oferty pracy' };
    assert.deepEqual(
      [1, 2, 5, 12, 22, 25].map((count) => polish.plural(results, count)),
      ['1 oferta pracy', '2 oferty pracy', '5 ofert pracy', '12 ofert pracy', '22 oferty pracy', '25 ofert pracy'],
    );
  });
});

describe('whole-board sorting with a language Intl cannot read', () => {
  const post = (id: string, department: string): JobPost => ({ id, title: id, ats_department: { name: department } }) as JobPost;
  const posts = [post('1', 'Sales'), post('2', 'engineering'), post('3', 'Design'), post('4', 'Engineering 10'), post('5', 'Engineering 9')];
  const filters = { query: '', workplaces: [], department: '', office: '', employmentType: '' };

  for (const lang of MALFORMED) {
    it(`${JSON.stringify(lang.slice(0, 12))}: groupPosts and facetOptions sort as in English rather than throw`, () => {
      assert.deepEqual(
        groupPosts(posts, 'department', lang).map((group) => group.name),
        groupPosts(posts, 'department', 'en').map((group) => group.name),
      );
      assert.deepEqual(
        facetOptions(posts, 'department', filters, { lang }).map((option) => option.value),
        ['Design', 'engineering', 'Engineering 9', 'Engineering 10', 'Sales'],
      );
    });
  }
});
