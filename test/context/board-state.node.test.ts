/**
 * What the board tells its controls (src/context/board-state.ts): built from the board's state and
 * listing, and a new object only when something a control shows changed, so the controls don't
 * render for nothing.
 *
 * Run: node --import tsx --test test/context/board-state.node.test.ts
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boardStateOf, sameBoardState } from '../../src/context/board-state.js';
import type { FacetName, FacetOption } from '../../src/client/index.js';

const board = { query: 'design', workplaces: ['remote'], department: 'Design', office: '', employmentType: 'full_time' };
const facet = (_by: FacetName): FacetOption[] => [];

describe('board state', () => {
  it("holds the board's search, workplaces and filters, the loaded board's facets, and whether the filters hide", () => {
    const state = boardStateOf(board, { facet }, true);
    assert.deepEqual({ ...state, facet: typeof state.facet }, {
      query: 'design',
      workplaces: ['remote'],
      filters: { department: 'Design', office: '', 'employment-type': 'full_time' },
      facet: 'function',
      filtersHidden: true,
    });
    assert.equal(boardStateOf(board, undefined, false).facet, undefined, 'no facets before the whole board is loaded');
  });

  it('is the same while nothing a control shows changed, and not once anything did', () => {
    const state = boardStateOf(board, { facet }, false);
    assert.equal(sameBoardState(undefined, state), false);
    assert.equal(sameBoardState(state, boardStateOf({ ...board, workplaces: ['remote'] }, { facet }, false)), true);
    for (const change of [{ query: 'x' }, { workplaces: ['remote', 'hybrid'] }, { department: '' }, { office: 'Berlin' }, { employmentType: '' }]) {
      assert.equal(sameBoardState(state, boardStateOf({ ...board, ...change }, { facet }, false)), false, JSON.stringify(change));
    }
    assert.equal(sameBoardState(state, boardStateOf(board, { facet: () => [] }, false)), false, 'new facets');
    assert.equal(sameBoardState(state, boardStateOf(board, { facet }, true)), false, 'the filters hide');
  });
});
