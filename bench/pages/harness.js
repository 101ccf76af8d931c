// The cold-render harness, the same on both pages (bench/cold-render.ts inlines it). The page sets
// `benchMarkup`, the element's tag with its attributes. `benchRun(titles)` marks `bench-start`,
// sets `host.innerHTML = benchMarkup`, and checks in every animation frame (before that frame's
// style, layout and paint) whether the element's shadow root holds `titles` `[part~=item-title]`;
// in the first frame in which it does, it posts a task, which runs once that frame's main-thread
// work (style, layout, paint, commit) is done, marks `bench-end` there and resolves.
window.benchTitles = () => document.getElementById('stage').firstElementChild?.shadowRoot?.querySelectorAll('[part~=item-title]').length ?? 0;
window.benchRun = (titles) =>
  new Promise((resolve, reject) => {
    const host = document.getElementById('stage');
    performance.mark('bench-start');
    const start = performance.now();
    host.innerHTML = window.benchMarkup;
    const check = () => {
      const found = window.benchTitles();
      if (found >= titles) {
        const frame = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          performance.mark('bench-end');
          resolve({ wall: performance.now() - start, frame: frame - start, titles: found });
        };
        channel.port2.postMessage(null);
      } else if (performance.now() - start > 20000) reject(new Error(`${found} titles after 20 s`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
