/**
 * views/prepare-templates.ts: a plain board's views rendered once, unseen, while the page is idle.
 * Nothing of it may reach the page: no node, no event, no console output.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { prepareListingTemplates, prepareListingTemplatesWhenIdle } from '../../../../src/elements/job-board/views/prepare-templates.js';

function pageState(): { nodes: number; head: number } {
  return { nodes: document.body.querySelectorAll('*').length, head: document.head.childElementCount };
}

describe('prepareListingTemplates', () => {
  it('renders the views into a fragment: the page gets no node, no event and no console output', () => {
    const before = pageState();
    const events: string[] = [];
    const listen = (event: Event) => events.push(event.type);
    for (const type of ['job-board-load', 'job-board-error', 'job-board-change']) window.addEventListener(type, listen);
    const said: unknown[] = [];
    const { warn, error } = console;
    console.warn = (...args: unknown[]) => said.push(args);
    console.error = (...args: unknown[]) => said.push(args);
    try {
      prepareListingTemplates();
      prepareListingTemplates();
    } finally {
      console.warn = warn;
      console.error = error;
      for (const type of ['job-board-load', 'job-board-error', 'job-board-change']) window.removeEventListener(type, listen);
    }
    expect(pageState()).to.deep.equal(before);
    expect(events).to.deep.equal([]);
    expect(said).to.deep.equal([]);
  });

  it('in idle time, a step at a time, and all of them', async () => {
    const ran: number[] = [];
    const real = window.requestIdleCallback;
    // Each idle period with room for one step: the rest wait for the next.
    window.requestIdleCallback = ((callback: IdleRequestCallback) =>
      real(() => {
        let left = 3;
        ran.push(1);
        callback({ didTimeout: false, timeRemaining: () => (left -= 1) > 1 ? 3 : 0 });
      })) as typeof window.requestIdleCallback;
    try {
      const before = pageState();
      prepareListingTemplatesWhenIdle();
      // Three steps (skeleton, controls, listing), one an idle period, and no period asked for after them.
      await waitUntil(() => ran.length >= 3, 'the steps never all ran', { timeout: 5000 });
      await new Promise((done) => setTimeout(done, 300));
      expect(ran).to.have.length(3);
      expect(pageState()).to.deep.equal(before);
    } finally {
      window.requestIdleCallback = real;
    }
  });
});
