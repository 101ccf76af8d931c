/**
 * ErrorReports, alone: a failed request is told to the page (`job-board-error` with the error's
 * detail) and to the developer (one console hint per cause, once its chunk is here); an abort,
 * the board's own doing, to neither.
 */
import { expect } from '@open-wc/testing';
import { JobBoardApiError } from '../../../src/client/errors.js';
import { ErrorReports } from '../../../src/elements/job-board/error-reports.js';
import { recordConsole } from '../../helpers/board.js';

/** A stand-in for the board: where its requests went, and an element to fire on. */
function host(fields: { source?: string; baseUrl?: string } = {}) {
  const element = Object.assign(document.createElement('div'), { source: fields.source ?? '', baseUrl: fields.baseUrl ?? 'https://api.example.com' });
  const events: CustomEvent[] = [];
  element.addEventListener('job-board-error', (event) => events.push(event as CustomEvent));
  return { element, events };
}

const refused = () => new JobBoardApiError({ status: 401, code: 'ERR_INVALID_TOKEN', message: 'The token is not valid.' });

describe('ErrorReports', () => {
  it('tells the page of a failed request, and the developer once per cause, however often it fails', async () => {
    const warnings = recordConsole('warn');
    try {
      const { element, events } = host();
      const reports = new ErrorReports(element);
      reports.failed(refused(), 'listing');
      reports.failed(refused(), 'listing');
      expect(events.map(({ detail }) => [detail.status, detail.code, detail.message])).to.deep.equal([
        [401, 'ERR_INVALID_TOKEN', 'The token is not valid.'],
        [401, 'ERR_INVALID_TOKEN', 'The token is not valid.'],
      ]);
      expect(events[0]!.bubbles && events[0]!.composed).to.equal(true);
      await reports.pending;
      const hints = warnings.calls.filter((call) => call.startsWith('<job-board>:'));
      expect(hints).to.have.length(1);
      expect(hints[0]).to.contain('https://api.example.com').and.to.contain('401 ERR_INVALID_TOKEN');
    } finally {
      warnings.restore();
    }
  });

  it("names a source's cause for a source's board", async () => {
    const warnings = recordConsole('warn');
    try {
      const { element } = host({ source: 'lever:acme', baseUrl: '' });
      const reports = new ErrorReports(element);
      reports.failed(new JobBoardApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }), 'listing');
      await reports.pending;
      expect(warnings.calls.filter((call) => call.startsWith('<job-board>:')).join('\n')).to.contain('board "lever:acme" got no answer');
    } finally {
      warnings.restore();
    }
  });

  it('says nothing of an abort, the board’s own doing', async () => {
    const warnings = recordConsole('warn');
    try {
      const { element, events } = host();
      const reports = new ErrorReports(element);
      reports.failed(new DOMException('The operation was aborted.', 'AbortError'), 'listing');
      await reports.pending;
      expect(events).to.have.length(0);
      expect(warnings.calls.filter((call) => call.startsWith('<job-board>:'))).to.have.length(0);
    } finally {
      warnings.restore();
    }
  });

  it('reports each failure the board hands on once, and no network hint where jobs from an earlier answer show', async () => {
    const warnings = recordConsole('warn');
    try {
      const { element, events } = host();
      const reports = new ErrorReports(element);
      const offline = new JobBoardApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
      reports.report({ listing: offline, detail: undefined, shownJobs: true });
      reports.report({ listing: offline, detail: undefined, shownJobs: true });
      await reports.pending;
      await new Promise((resolve) => setTimeout(resolve));
      expect(events.map(({ detail }) => detail.code)).to.deep.equal(['NETWORK_ERROR']);
      // The jobs shown say the setup works: the visitor's connection failed, no hint.
      expect(warnings.calls.filter((call) => call.startsWith('<job-board>:'))).to.have.length(0);
      // With no jobs shown, the same failure is a setup question: the hint names the API's origin.
      reports.report({ listing: new JobBoardApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' }), detail: undefined });
      await new Promise((resolve) => setTimeout(resolve));
      await reports.pending;
      expect(events).to.have.length(2);
      expect(warnings.calls.filter((call) => call.startsWith('<job-board>:')).join('\n')).to.contain('https://api.example.com could not be reached');
    } finally {
      warnings.restore();
    }
  });

  it('says a setup mistake once per key through warn', async () => {
    const warnings = recordConsole('warn');
    try {
      const reports = new ErrorReports(host().element);
      reports.warn('page-size', 20);
      reports.warn('page-size', 20);
      // Its text is in the hints' chunk.
      await reports.pending;
      expect(warnings.calls.filter((call) => call.startsWith('<job-board>:'))).to.deep.equal(['<job-board>: page-size must be a number from 1 to 100; using 20.']);
    } finally {
      warnings.restore();
    }
  });
});
