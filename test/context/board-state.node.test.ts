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
const withWorkplaces = (workplaces: string[]) => boardStateOf({ ...board, workplaces }, { facet }, false);

describe('board state', () => {
  it("holds the board's search, workplaces and filters, the loaded board's facets, and whether the filters hide", () => {
    const state = boardStateOf(board, { facet }, true);
    assert.deepEqual({ ...state, facet: typeof state.facet }, {
      query: 'design',
      workplaces: ['remote'],
      filters: { department: 'Design', office: '', 'employment-type': 'full_time' },
      facet: 'function',
      filtersHidden: true,
      controlsHidden: false,
      filtersFolded: false,
      strings: {},
    });
    assert.equal(boardStateOf(board, undefined, false, undefined, true).controlsHidden, true, 'nothing to search: every control hides');
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
    assert.equal(sameBoardState(state, boardStateOf(board, { facet }, false, undefined, true)), false, 'the controls hide');
    assert.equal(sameBoardState(state, boardStateOf(board, { facet }, false, undefined, false, true)), false, 'the filters fold');
  });

  it('tells a one-item list with a comma from the two items it joins to (bug 3)', () => {
    // Back from jb-workplace=remote,hybrid (one value) to the two-item selection: joined, both read "remote,hybrid".
    const one = boardStateOf({ ...board, workplaces: ['remote,hybrid'] }, { facet }, false);
    const two = boardStateOf({ ...board, workplaces: ['remote', 'hybrid'] }, { facet }, false);
    assert.equal(sameBoardState(one, two), false);
    assert.equal(sameBoardState(two, one), false);
    assert.equal(sameBoardState(withWorkplaces(['hybrid', 'remote']), withWorkplaces(['remote', 'hybrid'])), false, 'another order is another selection');
  });

  it("carries the board's strings overrides, a new state only when the board has new ones", () => {
    const overrides = { searchLabel: 'Find a role' };
    const state = boardStateOf(board, undefined, false, overrides);
    assert.equal(state.strings, overrides);
    assert.deepEqual(boardStateOf(board, undefined, false).strings, {}, 'none by default');
    assert.equal(sameBoardState(boardStateOf(board, undefined, false), boardStateOf(board, undefined, false)), true, 'no overrides twice');
    assert.equal(sameBoardState(state, boardStateOf(board, undefined, false, overrides)), true);
    assert.equal(sameBoardState(state, boardStateOf(board, undefined, false, { searchLabel: 'Search roles' })), false);
  });
});
