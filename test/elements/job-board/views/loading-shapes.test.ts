/**
 * views/loading-shapes.ts: what the board shows while its views wait. The detail's shapes whenever a
 * job is open; the listing's as many rows as skeletonRows gives; nothing of the listing while one
 * of the board's own controls is undefined, since those shapes would move down when it arrives.
 */
import { expect } from '@open-wc/testing';
import { render } from 'lit';
import { skeletonRows } from '../../../../src/core/view-model.js';
import { englishStrings } from '../../../../src/i18n/strings.js';
import { renderLoadingShapes, type LoadingShapesInput } from '../../../../src/elements/job-board/views/loading-shapes.js';

function shown(input: Omit<LoadingShapesInput, 'strings'>): HTMLElement {
  const host = document.createElement('div');
  render(renderLoadingShapes({ ...input, strings: englishStrings }), host);
  return host;
}

describe('renderLoadingShapes', () => {
  it('the listing’s shapes, as many rows as a page of that size stands for', () => {
    for (const limit of [3, 20]) {
      const host = shown({ detail: false, controlsPending: false, limit });
      expect(host.querySelectorAll('.skeleton').length, `page size ${limit}`).to.equal(skeletonRows(limit));
      expect(host.querySelector('.detail')).to.equal(null);
    }
  });

  it('nothing of the listing while a control is pending', () => {
    const host = shown({ detail: false, controlsPending: true, limit: 20 });
    expect(host.querySelectorAll('*').length).to.equal(0);
  });

  it('the detail’s shapes when a job is open, pending control or not', () => {
    for (const controlsPending of [false, true]) {
      const host = shown({ detail: true, controlsPending, limit: 20 });
      expect(host.querySelector('[part~="detail"][aria-busy="true"] .detail-skeleton'), `controls pending: ${controlsPending}`).to.not.equal(null);
      expect(host.querySelectorAll('.skeleton').length).to.equal(0);
    }
  });
});
