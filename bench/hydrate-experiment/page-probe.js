// Injected before the page's scripts (addInitScript). Wraps update()/performUpdate() of the board
// and its controls as they are defined, and records: each update's duration, whether it hydrated
// (Lit's hydrate support's needs-hydration flag, `_$AG` in its production build) or removed the
// server's markup (the takeover), when the board is first `ready` with its real view shown, layout
// shifts, and uncaught errors. Plain JavaScript: it runs as the page's, untranspiled.
(() => {
  const record = { updates: [], errors: [], shift: 0, readyAt: -1, realRenderAt: -1, entryStart: -1 };
  window.__hx = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.shift += entry.value;
      // What moved, for the report: each source's element, its host's tag when in a shadow root.
      const describe = (node) => node ? `${node.getRootNode()?.host?.localName ?? 'document'} ${node.nodeName.toLowerCase()}${node.className ? '.' + String(node.className).split(' ')[0] : ''}` : '?';
      (record.shiftSources ??= []).push(`${entry.value.toFixed(3)} at ${entry.startTime.toFixed(0)} ms: ${entry.sources.map((source) => describe(source.node)).join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  addEventListener('error', (event) => record.errors.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => record.errors.push(`unhandled rejection: ${event.reason?.message ?? event.reason}`));
  const TAGS = ['job-board', 'job-board-search', 'job-board-workplace-filter', 'job-board-filter'];
  const define = customElements.define.bind(customElements);
  customElements.define = function (name, element, options) {
    if (TAGS.includes(name)) wrap(name, element.prototype);
    return define(name, element, options);
  };
  /** A node of the server's markup in the board, to tell when the takeover removed it. */
  const serverNode = (host) => host.__hxServerNode ??= host.shadowRoot?.querySelector('[part~="summary"], [part~="detail-title"]') ?? null;
  function wrap(name, prototype) {
    const update = prototype.update;
    const performUpdate = prototype.performUpdate;
    prototype.performUpdate = function () {
      const started = performance.now();
      if (name === 'job-board' && record.entryStart < 0) record.entryStart = started;
      try {
        return performUpdate.call(this);
      } finally {
        const entry = this.__hxEntry;
        if (entry && entry.performMs === undefined) entry.performMs = performance.now() - started;
        if (name === 'job-board') checkReady(this);
      }
    };
    prototype.update = function (changed) {
      const node = name === 'job-board' ? serverNode(this) : null;
      const hydrating = this._$AG === true;
      const started = performance.now();
      const entry = { element: name, start: started, ms: 0, hydrating, removedServerMarkup: false, threw: '' };
      record.updates.push(entry);
      this.__hxEntry = entry;
      try {
        return update.call(this, changed);
      } catch (error) {
        entry.threw = String(error?.message ?? error);
        throw error;
      } finally {
        entry.ms = performance.now() - started;
        if (node && !node.isConnected && !this.__hxRemoved) {
          this.__hxRemoved = true;
          entry.removedServerMarkup = true;
        }
        // The board's first real render: the hydration (when it did not throw), the takeover's render,
        // or after a failed hydration the first render that put a view in (Lit then renders afresh).
        const afterFailure = record.updates.some((u) => u.element === 'job-board' && u.hydrating && u.threw) && (this.shadowRoot?.querySelectorAll('[part~="summary"]:not([aria-busy="true"] *), [part~="detail-title"]').length ?? 0) >= 2;
        if (name === 'job-board' && record.realRenderAt < 0 && ((hydrating && !entry.threw) || entry.removedServerMarkup || (!hydrating && afterFailure))) {
          entry.realRender = true;
          record.realRenderAt = performance.now();
        }
      }
    };
  }
  function checkReady(board) {
    if (record.readyAt < 0 && record.realRenderAt >= 0 && board.status === 'ready') record.readyAt = performance.now();
  }
})();
