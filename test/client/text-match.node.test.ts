/**
 * Search's folding (src/client/text-match.ts), as the source client's listing (the folded query
 * within the folded title) and whole-board mode (each folded word within the folded text) use it:
 * a visitor's query matches whatever space, accent or character width the employer typed.
 *
 * Run: npx tsx scripts/test.ts --no-typecheck --files 'test/client/text-match.node.test.ts'
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldText } from '../../src/client/text-match.js';
import { matchesQuery } from '../../src/client/whole-board.js';

/** The source client's title search. */
const titleMatches = (title: string, query: string): boolean => foldText(title).includes(foldText(query.trim()));

describe('foldText', () => {
  it('reads a no-break space (U+00A0), a narrow one (U+202F) and the ideographic one (U+3000) as a space, for matching only', () => {
    // NFKD decomposes each to U+0020: no replace of its own is needed on the listing's path.
    for (const space of ['\u00a0', '\u202f', '\u3000', '\u2007']) {
      assert.equal(foldText(`Senior${space}Engineer`), 'senior engineer', JSON.stringify(space));
      assert.ok(titleMatches(`Senior${space}Engineer\u00a0(m/w/d)`, 'senior engineer (m/w/d)'), JSON.stringify(space));
      assert.ok(titleMatches('Senior Engineer', `Senior${space}Engineer`), JSON.stringify(space));
    }
  });

  it('folds accents, case and character width; CJK text matches itself, full- or half-width', () => {
    assert.equal(foldText('São\u00a0Paulo'), 'sao paulo');
    assert.ok(titleMatches('ソフトウェアエンジニア（東京）', 'エンジニア'));
    assert.ok(titleMatches('ソフトウェアエンジニア（東京）', 'ｴﾝｼﾞﾆｱ'));
    assert.ok(titleMatches('ソフトウェアエンジニア（東京）', '(東京)'));
    assert.ok(titleMatches('数据工程师 - 上海', '上海'));
    assert.ok(titleMatches('Ｓｅｎｉｏｒ　Ｅｎｇｉｎｅｅｒ', 'senior engineer'));
    assert.ok(!titleMatches('数据工程师 - 上海', '北京'));
  });

  it('whole-board search finds each word across a no-break space in titles and places', () => {
    const post = { id: '1', title: 'Senior\u00a0Engineer\u00a0(m/w/d)', ats_offices: [{ name: 'São\u00a0Paulo, Brazil', city: 'São\u00a0Paulo' }] };
    assert.ok(matchesQuery(post, 'engineer sao paulo'));
    assert.ok(matchesQuery(post, 'senior\u00a0engineer'));
    assert.ok(matchesQuery({ id: '2', title: 'ソフトウェアエンジニア', ats_offices: [{ name: '東京' }] }, 'エンジニア 東京'));
  });
});
